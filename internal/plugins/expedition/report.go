package expedition

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"time"

	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/outbox"
	"github.com/gogobee/gogobee/internal/picture"
	"github.com/gogobee/gogobee/internal/plugins/pc"
	"github.com/gogobee/gogobee/internal/scheduler"
	"github.com/gogobee/gogobee/internal/store"
	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// ReportKind is the scheduler kind of a report card's delivery (key: the
// expedition ID), due when the expedition left the field.
const ReportKind = "expedition_report"

// ReportImageName is the file name a report card's picture is sent under.
const ReportImageName = "report.png"

// Payloads of a ReportKind job: the card opens with the expiry notice.
const reportAfterExpiry = "expired"

// scheduleReport queues the report card of expedition e, which left the
// field at at (rules §8.21): one job per expedition, run in the player's
// queue as soon as the scheduler looks (the console runs it right after
// the command), so every way out, a command's, a fight's or a rollover's,
// sends the card the same way. payload is "" or reportAfterExpiry.
func scheduleReport(ctx context.Context, st *store.Store, e expedition.Expedition, at time.Time, payload string) error {
	return scheduler.Schedule(ctx, st, scheduler.Job{Kind: ReportKind, Key: e.ID.String(), UserID: id.UserID(e.UserID), DueAt: at, Payload: payload})
}

// reportJob DMs the report card of the expedition it is keyed by (rules
// §8.21), built from what is stored, to its leader and to each member
// still in its party (rules §8.22). It sends nothing for an expedition
// back in the field (resumed in the meantime), and nothing to a player
// whose character is not the one that went (deleted since).
func (p *Plugin) reportJob(c *bot.Context, job scheduler.Job) (scheduler.Result, error) {
	e, ok, err := jobExpedition(c, c.Store, job)
	if err != nil || !ok || !hasReport(e) {
		return scheduler.Result{}, err
	}
	for _, user := range append([]id.UserID{id.UserID(e.UserID)}, pc.UserIDs(e.MemberUsers())...) {
		if err := sendReport(c, e, user, job); err != nil {
			return scheduler.Result{}, err
		}
	}
	return scheduler.Result{}, nil
}

// sendReport DMs e's report card, due by job, to user, numbered among
// user's own cards; nothing when it is not one of them.
func sendReport(c *bot.Context, e expedition.Expedition, user id.UserID, job scheduler.Job) error {
	cards, err := reportsOf(c, user)
	if err != nil {
		return err
	}
	n := slices.IndexFunc(cards, func(x expedition.Expedition) bool { return x.ID == e.ID }) + 1
	if n == 0 {
		return nil // an earlier character's
	}
	loc, err := c.LocationOf(user)
	if err != nil {
		return err
	}
	var lead string
	if job.Payload == reportAfterExpiry {
		l := newLines(c, c.Store, id.UserID(e.UserID), c.Router.Seed(), job.DueAt)
		lead = narrate.ExpiredText(e, l.pick, c.Prefix())
		if err := l.done(); err != nil {
			return err
		}
	}
	text, img, err := reportCard(c, string(user), narrate.Report{Exp: e, Lead: lead, At: narrate.Moment{Now: job.DueAt, Loc: loc},
		N: n, Of: len(cards), Prefix: c.Prefix()})
	if err != nil {
		return err
	}
	if img == nil {
		c.DMAt(job.DueAt, user, text)
	} else {
		c.DMImageAt(job.DueAt, user, text, *img)
	}
	return nil
}

// hasReport reports whether e is out of the field with a report card:
// extracted, complete, forced out or expired.
func hasReport(e expedition.Expedition) bool {
	switch e.Status {
	case expedition.StatusExtracted, expedition.StatusComplete, expedition.StatusAbandoned, expedition.StatusExpired:
		return true
	}
	return false
}

// reportsOf is user's report cards, latest first: the expeditions out of
// the field that user led or was a member of (rules §8.22), that belong to
// their current character (pc.EarlierOf leaves out a deleted one's; a
// member's card counts from when they joined).
func reportsOf(c *bot.Context, user id.UserID) ([]expedition.Expedition, error) {
	_, floor, err := c.Store.Character.HistoryFloor(c, user)
	if err != nil {
		return nil, err
	}
	led, err := c.Store.Expedition.Past(c, user, floor)
	if err != nil {
		return nil, err
	}
	joined, err := c.Store.Expedition.PastAsMember(c, user, floor)
	if err != nil {
		return nil, err
	}
	var out []expedition.Expedition
	for _, e := range append(led, joined...) {
		began := e.CreatedAt
		if m, ok := memberRecord(e, user); ok {
			began = m.JoinedAt
		}
		earlier, err := pc.EarlierOf(c, user, "expedition", int64(e.ID), began)
		if err != nil {
			return nil, err
		}
		if !earlier {
			out = append(out, e)
		}
	}
	slices.SortFunc(out, func(a, b expedition.Expedition) int { return int(b.ID - a.ID) })
	return out[:min(len(out), store.ReportLimit)], nil
}

// memberRecord is user's latest membership of e's party, left or not.
func memberRecord(e expedition.Expedition, user id.UserID) (expedition.Member, bool) {
	for k := len(e.Party) - 1; k >= 0; k-- {
		if id.UserID(e.Party[k].UserID) == user {
			return e.Party[k], true
		}
	}
	return expedition.Member{}, false
}

// reportCmd is `!expedition report [n]`: the n-th latest report card
// (1, the latest, by default); the list of them when there is no n-th.
func (p *Plugin) reportCmd(c *bot.Context) error {
	n := 1
	switch len(c.Args) {
	case 0:
	case 1:
		v, err := strconv.Atoi(c.Args[0])
		if err != nil || v < 1 {
			return bot.UsageError(c, fmt.Sprintf("`%sexpedition report` takes a card's number: 1 for the latest, 2 for the one before, and so on.", c.Prefix()))
		}
		n = v
	default:
		return bot.UsageError(c, fmt.Sprintf("`%sexpedition report` takes one number at most.", c.Prefix()))
	}
	cards, at, err := pc.WithMoment(c, func(c *bot.Context) ([]expedition.Expedition, error) { return reportsOf(c, c.Sender()) })
	if err != nil {
		return err
	}
	back, err := resumedCardWaits(c, n, len(cards) == 0)
	if err != nil {
		return err
	}
	if back != "" {
		c.Reply(back)
	}
	if len(cards) == 0 {
		if back == "" {
			c.Reply(fmt.Sprintf("📜 No report cards yet: TwinBee writes one when an expedition leaves the field (complete, extracted or forced out). `%sexpedition start <zone>` begins one.", c.Prefix()))
		}
		return nil
	}
	if n > len(cards) {
		c.Reply(narrate.ReportList(cards, n, at, c.Prefix(), string(c.Sender())))
		return nil
	}
	text, img, err := reportCard(c, string(c.Sender()), narrate.Report{Exp: cards[n-1], At: at, N: n, Of: len(cards), Prefix: c.Prefix()})
	if err != nil {
		return err
	}
	if img == nil {
		c.Reply(text)
	} else {
		c.ReplyImage(text, *img)
	}
	return nil
}

// reportCard builds r's card for reader from the store: the words
// (narrate.ReportText, with the party's seats) and the picture, the chart
// of the series over the map of the route; no picture for an expedition
// with no series or a reader in text-only mode (`!settings text on`: the
// words carry the series day by day).
func reportCard(c *bot.Context, reader string, r narrate.Report) (string, *outbox.Image, error) {
	e := r.Exp
	party, err := reportSeats(c, e)
	if err != nil {
		return "", nil, err
	}
	r.Party = party
	if reader != e.UserID {
		if r.Leader, err = pc.PlayerName(c, id.UserID(e.UserID)); err != nil {
			return "", nil, err
		}
	}
	if e.RunID != 0 {
		run, ok, err := c.Store.ZoneRun.Get(c, e.RunID)
		if err != nil {
			return "", nil, err
		}
		if ok {
			g, found := content.ZoneGraph(run.ZoneID)
			if !found {
				return "", nil, fmt.Errorf("zone %q has no graph", run.ZoneID)
			}
			r.Run, r.Graph = run, g
		}
	}
	text := narrate.ReportText(r)
	textOnly, err := pc.TextOnlyOf(c, id.UserID(reader))
	if err != nil {
		return "", nil, err
	}
	if textOnly || len(e.Series) == 0 {
		return text, nil, nil
	}
	who, _, err := c.Store.Character.Get(c, id.UserID(e.UserID))
	if err != nil {
		return "", nil, err
	}
	img, err := reportPicture(ReportHead(e, who.Name, r.Run), e, r.Run, r.Graph)
	if err != nil {
		return "", nil, err
	}
	return text, img, nil
}

// ReportHead is what a report card's chart says above its series (rules
// §8.21): the zone's name, the caption (narrate.ReportCaption: who, "" for
// a character gone, how it ended, XP, coins, the rooms cleared run r
// counts) and the threat's peak.
func ReportHead(e expedition.Expedition, who string, r zonerun.Run) picture.ChartHead {
	return picture.ChartHead{
		Title:      narrate.ZoneName(e.ZoneID),
		Caption:    narrate.ReportCaption(e, who, narrate.ReportRooms(e, r)),
		ThreatPeak: e.Threat.Peak,
	}
}

// reportPicture draws the card's picture: the chart of e's series under
// head and, under it, the map of the route run r walked (rules §6.11,
// §8.21).
func reportPicture(head picture.ChartHead, e expedition.Expedition, r zonerun.Run, g zonegraph.Graph) (*outbox.Image, error) {
	name := head.Title
	chart, err := picture.Chart(head, e.Series)
	if err != nil {
		return nil, fmt.Errorf("drawing the report card of expedition %s: %w", e.ID, err)
	}
	parts := []picture.Image{chart}
	if len(r.Visited) > 0 {
		m, err := picture.Map(zonegraph.PlanMap(g, zonerun.MapView(r, g, name)))
		if err != nil {
			return nil, fmt.Errorf("drawing the route of expedition %s: %w", e.ID, err)
		}
		parts = append(parts, m)
	}
	card, err := picture.Stack(parts...)
	if err != nil {
		return nil, err
	}
	return &outbox.Image{PNG: card.PNG, Width: card.Width, Height: card.Height, Name: ReportImageName}, nil
}

// resumedCardWaits is what `!expedition report [n]` says of the
// sender's latest expedition when it was resumed and has not left the
// field since (narrate.ReportWaitsText: restocking in town or back in the
// zone, and, with no cards at all, that there is no card n); ""
// otherwise.
func resumedCardWaits(c *bot.Context, n int, none bool) (string, error) {
	e, ok, err := pc.LatestOwnExpedition(c)
	if err != nil || !ok || !e.Resumed || hasReport(e) {
		return "", err
	}
	return narrate.ReportWaitsText(e, n, none, c.Prefix()), nil
}

// reportSeats are the seats of e's party for its card (rules §8.21,
// §8.22): the leader's, with the HP of the series' last point and the
// expedition's own tallies, then every member who joined, with their own;
// nil for a solo expedition.
func reportSeats(c *bot.Context, e expedition.Expedition) ([]narrate.ReportSeat, error) {
	if len(e.Party) == 0 {
		return nil, nil
	}
	seats := make([]narrate.ReportSeat, 0, len(e.Party)+1)
	lead := narrate.ReportSeat{XP: e.XPEarned, Coins: e.CoinsEarned, Loot: e.Loot, Harvest: e.HarvestValue}
	if n := len(e.Series); n > 0 {
		lead.HP, lead.MaxHP = e.Series[n-1].HP, e.Series[n-1].MaxHP
	}
	if e.Extraction != nil {
		lead.Loss = e.Extraction.Loss
	}
	if err := nameSeat(c, id.UserID(e.UserID), &lead); err != nil {
		return nil, err
	}
	seats = append(seats, lead)
	for _, m := range e.Party {
		s := narrate.ReportSeat{Seat: m.Seat, HP: m.HPHome, MaxHP: m.MaxHPHome, XP: m.XPEarned, Coins: m.CoinsEarned,
			Loot: m.Loot, Harvest: m.HarvestWorth(), Left: !m.In(), Loss: m.Loss}
		if err := nameSeat(c, id.UserID(m.UserID), &s); err != nil {
			return nil, err
		}
		seats = append(seats, s)
	}
	return seats, nil
}

// nameSeat fills s's name and level from user's player and character (a
// level of 0 for a character since deleted).
func nameSeat(c *bot.Context, user id.UserID, s *narrate.ReportSeat) error {
	name, err := pc.PlayerName(c, user)
	if err != nil {
		return err
	}
	ch, _, err := c.Store.Character.Get(c, user)
	s.Name, s.Level = name, ch.Level
	return err
}
