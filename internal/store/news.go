package store

import (
	"context"
	"time"

	"go.mau.fi/util/dbutil"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/content"
)

// Highlight is one community highlight for Pete's daily post: when, whose,
// what kind (HighlightBoss, HighlightMilestone, HighlightComplete), its
// subject (the boss, the milestone, the zone), the zone and the expedition
// day.
type Highlight struct {
	At      time.Time
	UserID  id.UserID
	Kind    string
	Subject string
	ZoneID  content.ZoneID
	Day     int
}

// Highlight kinds.
const (
	HighlightBoss      = "boss"
	HighlightMilestone = "milestone"
	HighlightComplete  = "complete"
)

// highlightColumns are the expedition_highlight columns Highlight.Scan
// reads, in its order.
const highlightColumns = "at, user_id, kind, subject, zone_id, day"

// Scan reads one row of highlightColumns.
func (h *Highlight) Scan(row dbutil.Scannable) (*Highlight, error) {
	return dbutil.ValueOrErr(h, row.Scan(millis(&h.At), &h.UserID, &h.Kind, &h.Subject, &h.ZoneID, &h.Day))
}

// NewsQuery reads and writes the community highlights of Pete's daily
// post (expedition_highlight) and who opted out of them (news_optout)
// (Store.News).
type NewsQuery struct {
	db         *dbutil.Database
	highlights *dbutil.QueryHelper[*Highlight]
}

const (
	addHighlightQuery = `INSERT INTO expedition_highlight (` + highlightColumns + `) VALUES ($1, $2, $3, $4, $5, $6)`
	highlightsQuery   = `
		SELECT ` + highlightColumns + ` FROM expedition_highlight
		WHERE at >= $1 AND at < $2 AND user_id NOT IN (SELECT user_id FROM news_optout)
		ORDER BY at, id`
	newsOptInQuery    = "DELETE FROM news_optout WHERE user_id = $1"
	newsOptOutQuery   = "INSERT INTO news_optout (user_id, at) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING"
	newsOptedOutQuery = "SELECT 1 FROM news_optout WHERE user_id = $1"
)

// AddHighlight records h.
func (q *NewsQuery) AddHighlight(ctx context.Context, h Highlight) error {
	_, err := q.db.Exec(ctx, addHighlightQuery, h.At.UnixMilli(), h.UserID, h.Kind, h.Subject, h.ZoneID, h.Day)
	return err
}

// Highlights returns the highlights in [from, to), oldest first, leaving
// out the players who opted out of the news.
func (q *NewsQuery) Highlights(ctx context.Context, from, to time.Time) ([]Highlight, error) {
	rows, err := q.highlights.QueryMany(ctx, highlightsQuery, from.UnixMilli(), to.UnixMilli())
	if err != nil {
		return nil, err
	}
	var out []Highlight
	for _, h := range rows {
		out = append(out, *h)
	}
	return out, nil
}

// SetOptOut records whether userID is left out of Pete's highlights.
func (q *NewsQuery) SetOptOut(ctx context.Context, userID id.UserID, out bool, now time.Time) error {
	if !out {
		_, err := q.db.Exec(ctx, newsOptInQuery, userID)
		return err
	}
	_, err := q.db.Exec(ctx, newsOptOutQuery, userID, now.UnixMilli())
	return err
}

// OptedOut reports whether userID opted out of Pete's highlights.
func (q *NewsQuery) OptedOut(ctx context.Context, userID id.UserID) (bool, error) {
	_, ok, err := value[int](ctx, q.db, newsOptedOutQuery, userID)
	return ok, err
}
