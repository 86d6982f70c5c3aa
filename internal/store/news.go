package store

import (
	"context"
	"encoding/json"
	"time"

	"go.mau.fi/util/dbutil"
)

// Highlight is one community highlight for Pete's daily post: when, whose,
// what kind (HighlightBoss, HighlightMilestone, HighlightComplete), its
// subject (the boss, the milestone, the zone), the zone and the expedition
// day.
type Highlight struct {
	At      time.Time
	UserID  string
	Kind    string
	Subject string
	ZoneID  string
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
	var at int64
	if err := row.Scan(&at, &h.UserID, &h.Kind, &h.Subject, &h.ZoneID, &h.Day); err != nil {
		return nil, err
	}
	h.At = time.UnixMilli(at).UTC()
	return h, nil
}

// AddHighlight records h.
func (s *Store) AddHighlight(ctx context.Context, h Highlight) error {
	_, err := s.DB.Exec(ctx, `INSERT INTO expedition_highlight (`+highlightColumns+`) VALUES ($1, $2, $3, $4, $5, $6)`,
		h.At.UnixMilli(), h.UserID, h.Kind, h.Subject, h.ZoneID, h.Day)
	return err
}

// Highlights returns the highlights in [from, to), oldest first, leaving
// out the players who opted out of the news.
func (s *Store) Highlights(ctx context.Context, from, to time.Time) ([]Highlight, error) {
	rows, err := s.q.highlights.QueryMany(ctx, `
		SELECT `+highlightColumns+` FROM expedition_highlight
		WHERE at >= $1 AND at < $2 AND user_id NOT IN (SELECT user_id FROM news_optout)
		ORDER BY at, id`, from.UnixMilli(), to.UnixMilli())
	if err != nil {
		return nil, err
	}
	var out []Highlight
	for _, h := range rows {
		out = append(out, *h)
	}
	return out, nil
}

// SetNewsOptOut records whether userID is left out of Pete's highlights.
func (s *Store) SetNewsOptOut(ctx context.Context, userID string, out bool, now time.Time) error {
	if !out {
		_, err := s.DB.Exec(ctx, "DELETE FROM news_optout WHERE user_id = $1", userID)
		return err
	}
	_, err := s.DB.Exec(ctx, "INSERT INTO news_optout (user_id, at) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING", userID, now.UnixMilli())
	return err
}

// NewsOptedOut reports whether userID opted out of Pete's highlights.
func (s *Store) NewsOptedOut(ctx context.Context, userID string) (bool, error) {
	_, ok, err := value[int](ctx, s.DB, "SELECT 1 FROM news_optout WHERE user_id = $1", userID)
	return ok, err
}

// FlavorMemory returns the index of the line userID last read in each
// situation (empty when none was recorded).
func (s *Store) FlavorMemory(ctx context.Context, userID string) (map[string]int, error) {
	mem, ok, err := oneJSON(ctx, s.q.flavor, "line memory of "+userID, "SELECT data FROM flavor_last WHERE user_id = $1", userID)
	if err != nil {
		return nil, err
	}
	if !ok || mem == nil {
		mem = map[string]int{}
	}
	return mem, nil
}

// SetFlavorMemory stores the indices of the lines userID last read, by
// situation.
func (s *Store) SetFlavorMemory(ctx context.Context, userID string, mem map[string]int) error {
	data, err := json.Marshal(mem)
	if err != nil {
		return err
	}
	_, err = s.DB.Exec(ctx, `INSERT INTO flavor_last (user_id, data) VALUES ($1, $2)
		ON CONFLICT (user_id) DO UPDATE SET data = excluded.data`, userID, string(data))
	return err
}
