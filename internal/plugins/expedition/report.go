package expedition

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"time"

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
	return scheduler.Schedule(ctx, st, scheduler.Job{Kind: ReportKind, Key: e.ID.String(), UserID: e.UserID, DueAt: at, Payload: payload})
}

// reportJob DMs the report card of the expedition it is keyed by (rules
// §8.21), built from what is stored. It sends nothing for an expedition
// back in the field (resumed in the meantime) or one of a deleted
// character.
func (p *Plugin) reportJob(c *bot.Context, job scheduler.Job) (scheduler.Result, error) {
	e, ok, err := jobExpedition(c, c.Store, job)
	if err != nil || !ok || !hasReport(e) {
		return scheduler.Result{}, err
	}
	cards, err := ownReports(c)
	if err != nil {
		return scheduler.Result{}, err
	}
	n := slices.IndexFunc(cards, func(x expedition.Expedition) bool { return x.ID == e.ID }) + 1
	if n == 0 {
		return scheduler.Result{}, nil // an earlier character's
	}
	loc, err := c.Location()
	if err != nil {
		return scheduler.Result{}, err
	}
	var lead string
	if job.Payload == reportAfterExpiry {
		l := newLines(c, c.Store, e.UserID, c.Router.Seed(), job.DueAt)
		lead = narrate.ExpiredText(e, l.pick, c.Prefix())
		if err := l.done(); err != nil {
			return scheduler.Result{}, err
		}
	}
	text, img, err := reportCard(c, narrate.Report{Exp: e, Lead: lead, At: narrate.Moment{Now: job.DueAt, Loc: loc},
		N: n, Of: len(cards), Prefix: c.Prefix()})
	if err != nil {
		return scheduler.Result{}, err
	}
	if img == nil {
		c.DMAt(job.DueAt, e.UserID, text)
	} else {
		c.DMImageAt(job.DueAt, e.UserID, text, *img)
	}
	return scheduler.Result{}, nil
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

// ownReports is the sender's report cards, latest first: their
// expeditions out of the field that belong to their current character
// (pc.Earlier leaves out a deleted one's).
func ownReports(c *bot.Context) ([]expedition.Expedition, error) {
	_, floor, err := c.Store.Character.HistoryFloor(c, c.Sender())
	if err != nil {
		return nil, err
	}
	all, err := c.Store.Expedition.Past(c, c.Sender(), floor)
	if err != nil {
		return nil, err
	}
	out := all[:0]
	for _, e := range all {
		earlier, err := pc.Earlier(c, "expedition", int64(e.ID), e.CreatedAt)
		if err != nil {
			return nil, err
		}
		if !earlier {
			out = append(out, e)
		}
	}
	return out, nil
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
	cards, at, err := pc.WithMoment(c, ownReports)
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
		c.Reply(narrate.ReportList(cards, n, at, c.Prefix()))
		return nil
	}
	text, img, err := reportCard(c, narrate.Report{Exp: cards[n-1], At: at, N: n, Of: len(cards), Prefix: c.Prefix()})
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

// reportCard builds r's card for the sender from the store: the words
// (narrate.ReportText) and the picture, the chart of the series over the
// map of the route; no picture for an expedition with no series or a
// sender in text-only mode (`!settings text on`: the words carry the
// series day by day).
func reportCard(c *bot.Context, r narrate.Report) (string, *outbox.Image, error) {
	e := r.Exp
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
	textOnly, err := pc.TextOnly(c)
	if err != nil {
		return "", nil, err
	}
	if textOnly || len(e.Series) == 0 {
		return text, nil, nil
	}
	who, _, err := c.Store.Character.Get(c, e.UserID)
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
