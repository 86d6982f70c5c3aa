package expedition

import (
	"context"
	"fmt"
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
	"github.com/gogobee/gogobee/internal/weekly"
	"github.com/gogobee/gogobee/internal/zonegraph"
)

// The weekly expedition's jobs (rules §12.2), one of each, in the
// operator's time zone: the opening notice each Monday at 06:00 and the
// results each Sunday at 21:00.
const (
	WeeklyOpenKind    = "weekly_open"    // key: weeklyKey; Monday 06:00 GOGOBEE_TZ
	WeeklyResultsKind = "weekly_results" // key: weeklyKey; Sunday 21:00 GOGOBEE_TZ
	weeklyKey         = "weekly"
	// weeklyActiveRooms is how recently a room must have seen play for the
	// Monday notice to open its weekly there.
	weeklyActiveRooms = 14 * 24 * time.Hour
)

// weeklyCommand is `!weekly`.
func (p *Plugin) weeklyCommand() bot.Command {
	return bot.Command{
		Name:    "weekly",
		Section: bot.SectionCommunity,
		Summary: "This room's weekly expedition: one zone and one seed for everyone, one attempt each, ranked on Sunday",
		Forms:   []bot.Form{{}},
		Subcommands: []bot.Subcommand{
			{Name: "start", Summary: "Take this week's expedition (one attempt a week): provisioning opens as for `expedition start`",
				Handler: p.weeklyStart},
			{Name: "board", Aliases: []string{"ranking"}, Summary: "This week's attempts in this room, ranked",
				Handler: p.weeklyBoard},
		},
		Examples: []string{"weekly", "weekly start", "weekly board"},
		Handler:  p.weeklyShow,
	}
}

// roomWeekly is room's weekly of the week holding at, given its zone now
// when it has none yet: one its most advanced player is ready for
// (weekly.Zone, rules §12.2).
func (p *Plugin) roomWeekly(c *bot.Context, room id.RoomID, at time.Time) (store.WeeklyRow, weekly.Week, content.Zone, error) {
	w := weekly.Of(at, p.tz())
	row, ok, err := c.Store.Weekly.Get(c, room, w.String())
	if err != nil {
		return row, w, content.Zone{}, err
	}
	if !ok {
		levels, err := c.Store.Weekly.RoomLevels(c, room)
		if err != nil {
			return row, w, content.Zone{}, err
		}
		top := 1
		for _, l := range levels {
			top = max(top, l)
		}
		z, ok := weekly.Zone(w, top)
		if !ok {
			return row, w, content.Zone{}, fmt.Errorf("no zone for the weekly of %s", w)
		}
		if row, err = c.Store.Weekly.Create(c, room, w.String(), z.ID, at); err != nil {
			return row, w, content.Zone{}, err
		}
	}
	z, ok := content.ZoneByID(row.ZoneID)
	if !ok {
		return row, w, z, fmt.Errorf("the weekly of %s in %s is in unknown zone %q", w, room, row.ZoneID)
	}
	return row, w, z, nil
}

// inRoom refuses a weekly command typed in a DM: the weekly is a room's.
func inRoom(c *bot.Context) error {
	if c.Msg.IsDirect {
		return bot.Errorf("The weekly belongs to a room: type `%sweekly` in a room where you play, and everyone there takes the same one.", c.Prefix())
	}
	return nil
}

// hereWeekly is this week's weekly of the room the command is typed in
// (roomWeekly), refused in a DM (inRoom).
func (p *Plugin) hereWeekly(c *bot.Context) (store.WeeklyRow, weekly.Week, content.Zone, error) {
	if err := inRoom(c); err != nil {
		return store.WeeklyRow{}, weekly.Week{}, content.Zone{}, err
	}
	return p.roomWeekly(c, c.Msg.Room, c.Now)
}

// weeklyShow is a bare `!weekly`: this week's zone in the room, when it
// closes, the sender's attempt or how to take it.
func (p *Plugin) weeklyShow(c *bot.Context) error {
	row, w, z, err := p.hereWeekly(c)
	if err != nil {
		return err
	}
	mine, taken, err := c.Store.Expedition.WeeklyAttempt(c, c.Sender(), w.String())
	if err != nil {
		return err
	}
	_, floor, err := c.Store.Character.HistoryFloor(c, c.Sender())
	if err != nil {
		return err
	}
	entries, err := c.Store.Weekly.Entries(c, row.Room, row.Week)
	if err != nil {
		return err
	}
	ch, hasChar, err := c.Store.Character.Get(c, c.Sender())
	if err != nil {
		return err
	}
	at, err := pc.Moment(c)
	if err != nil {
		return err
	}
	_, busy, err := pc.ExpeditionOf(c, c.Sender())
	if err != nil {
		return err
	}
	_, running, err := c.Store.ZoneRun.Active(c, c.Sender())
	if err != nil {
		return err
	}
	c.Reply(narrate.WeeklyText(narrate.WeeklyView{Week: w, Zone: z, Loc: p.tz(), At: at, Entries: len(entries),
		Mine: mine, Taken: taken, Here: !taken || id.RoomID(mine.WeeklyRoom) == row.Room, Earlier: taken && int64(mine.ID) <= floor,
		Char: ch, HasChar: hasChar, Busy: (busy || running) && !taken}, c.Prefix()))
	return nil
}

// weeklyStart is `!weekly start`: provisioning for this week's expedition
// in the room, once a week.
func (p *Plugin) weeklyStart(c *bot.Context) error {
	if err := inRoom(c); err != nil {
		return err
	}
	ch, err := pc.Load(c)
	if err != nil {
		return err
	}
	_, w, z, err := p.roomWeekly(c, c.Msg.Room, c.Now)
	if err != nil {
		return err
	}
	if weekly.Closed(w.String(), c.Now, p.tz()) {
		at, err := pc.Moment(c)
		if err != nil {
			return err
		}
		return bot.Errorf("This week's expedition is closed: its results came %s. The next one opens %s.",
			at.Ago(w.ResultsAt(p.tz())), at.When(w.End(p.tz())))
	}
	return p.openExpedition(c, ch, z, w.String(), c.Msg.Room)
}

// refuseClosedWeekly refuses to let weekly expedition e set off or
// resume (doing) once its week has closed with its results (rules
// §12.2); nil for any other expedition or an open week.
func (p *Plugin) refuseClosedWeekly(c *bot.Context, e expedition.Expedition, doing string) error {
	if e.Weekly == "" || !weekly.Closed(e.Weekly, c.Now, p.tz()) {
		return nil
	}
	w, err := weekly.Parse(e.Weekly)
	if err != nil {
		return bot.Errorf("This weekly expedition (%s) is closed, and no attempt %s any more. `%sexpedition cancel` gives it up.", e.Weekly, doing, c.Prefix())
	}
	at, err := pc.Moment(c)
	if err != nil {
		return err
	}
	return bot.Errorf("The weekly of %s closed with its results %s: no attempt %s any more. `%sexpedition cancel` gives it up.",
		e.Weekly, at.Ago(w.ResultsAt(p.tz())), doing, c.Prefix())
}

// weeklyResultsKey is the kv key of room's weekly results of week, as
// posted on its Sunday.
func weeklyResultsKey(room, week string) string {
	return store.KeyWeeklyResultsPrefix + week + " " + room
}

// weeklyTakenRefusal answers a second attempt at week's expedition.
func weeklyTakenRefusal(c *bot.Context, week string) error {
	return bot.Errorf("You've taken this week's expedition already (%s): one attempt a week. `%sweekly board` shows how it stands; the next one opens Monday at 06:00.",
		week, c.Prefix())
}

// weeklyBoard is `!weekly board`: this week's attempts in the room, ranked.
func (p *Plugin) weeklyBoard(c *bot.Context) error {
	row, w, z, err := p.hereWeekly(c)
	if err != nil {
		return err
	}
	if weekly.Closed(w.String(), c.Now, p.tz()) {
		// the results as posted: attempts still out then play on, but the
		// week's ranking stands
		if text, ok, err := c.Store.KV.Get(c, weeklyResultsKey(string(row.Room), row.Week)); err != nil || ok {
			if ok {
				c.Reply(text)
			}
			return err
		}
	}
	entries, err := c.Store.Weekly.Entries(c, row.Room, row.Week)
	if err != nil {
		return err
	}
	text, img, err := weeklyPost(w, z.ID, entries, weekly.Closed(w.String(), c.Now, p.tz()), c.Prefix())
	if err != nil {
		return err
	}
	textOnly, err := pc.TextOnly(c)
	if err != nil {
		return err
	}
	if img == nil || textOnly {
		c.Reply(text)
		return nil
	}
	c.ReplyImage(text, *img)
	return nil
}

// WeeklyImageName is the file name a weekly's route picture is sent under.
const WeeklyImageName = "weekly-routes.png"

// weeklyPost is a room's weekly board (final: the Sunday results) with
// the routes its attempts took: in words under the ranking (which stand
// for the picture where pictures are not shown) and as a picture of the
// zone map with every route drawn over it (rules §12.2); no picture while
// no attempt has entered a room.
func weeklyPost(w weekly.Week, zoneID content.ZoneID, entries []store.WeeklyEntry, final bool, prefix string) (string, *outbox.Image, error) {
	text := narrate.WeeklyBoardText(w, zoneID, weeklyResults(entries), final, prefix)
	g, ok := content.ZoneGraph(zoneID)
	if !ok || len(entries) == 0 {
		return text, nil, nil
	}
	visits := make([][]zonegraph.NodeID, 0, len(entries))
	for _, e := range entries {
		visits = append(visits, e.Visited)
	}
	h := weekly.HeatOf(g, visits)
	if len(h.Seen) == 0 {
		return text, nil, nil
	}
	if routes := narrate.WeeklyRoutesText(g, h); routes != "" {
		text += "\n" + routes
	}
	title := fmt.Sprintf("%s: the weekly of %s", narrate.ZoneName(zoneID), w)
	view := zonegraph.View{Title: title, Visited: h.Seen, Discovered: map[zonegraph.NodeID]bool{}, Region: deepestRegion(g, h.Seen)}
	for _, id := range h.Found {
		view.Discovered[id] = true
	}
	plan := zonegraph.PlanMap(g, view)
	plan.Title = title // every region drawn, up to the deepest reached, not the one region's heading
	pic, err := picture.RouteHeat(plan, h.Players, h.Rooms, h.Ways)
	if err != nil {
		return "", nil, fmt.Errorf("drawing the routes of the weekly of %s: %w", w, err)
	}
	return text, &outbox.Image{PNG: pic.PNG, Width: pic.Width, Height: pic.Height, Name: WeeklyImageName}, nil
}

// weeklyResults is the ranked results of entries (weekly.Rank).
func weeklyResults(entries []store.WeeklyEntry) []weekly.Result {
	rs := make([]weekly.Result, 0, len(entries))
	for _, e := range entries {
		rs = append(rs, weekly.ResultOf(e.Exp, e.Name, e.HP))
	}
	return weekly.Rank(rs)
}

// deepestRegion is the furthest region of g (in travel order) any of the
// rooms seen lies in: the map draws the regions up to it. "" for a zone
// without regions.
func deepestRegion(g zonegraph.Graph, seen []zonegraph.NodeID) string {
	deepest := ""
	for _, id := range seen {
		if n, ok := g.Nodes[id]; ok && g.RegionIndex(n.Region) > g.RegionIndex(deepest) {
			deepest = n.Region
		}
	}
	return deepest
}

// StartWeekly schedules the weekly's two jobs if they are not scheduled
// yet (a scheduled one keeps its time, so a restart skips or repeats
// nothing).
func (p *Plugin) StartWeekly(ctx context.Context, st *store.Store, now time.Time) error {
	loc := p.tz()
	w := weekly.Of(now, loc)
	results := w.ResultsAt(loc)
	if !results.After(now) {
		results = weekly.Of(w.End(loc), loc).ResultsAt(loc)
	}
	for kind, due := range map[string]time.Time{WeeklyOpenKind: w.End(loc), WeeklyResultsKind: results} {
		if _, ok, err := scheduler.Get(ctx, st, kind, weeklyKey); err != nil {
			return err
		} else if !ok {
			if err := scheduler.Schedule(ctx, st, scheduler.Job{Kind: kind, Key: weeklyKey, DueAt: due}); err != nil {
				return err
			}
		}
	}
	return nil
}

// weeklyOpenJob opens the week's expedition in every room that saw play in
// the last weeklyActiveRooms, with a notice in each (once).
func (p *Plugin) weeklyOpenJob(c *bot.Context, job scheduler.Job) (scheduler.Result, error) {
	loc := p.tz()
	w := weekly.Of(job.DueAt, loc)
	next := scheduler.Result{Next: w.End(loc)}
	rooms, err := c.Store.Weekly.ActiveRooms(c, job.DueAt.Add(-weeklyActiveRooms))
	if err != nil {
		return scheduler.Result{}, err
	}
	for _, room := range rooms {
		row, _, z, err := p.roomWeekly(c, room, job.DueAt)
		if err != nil {
			return scheduler.Result{}, err
		}
		if !row.OpenedAt.IsZero() {
			continue
		}
		c.PostAt(job.DueAt, room, narrate.WeeklyOpenText(w, z, loc, c.Prefix()))
		if err := c.Store.Weekly.MarkOpened(c, room, row.Week, job.DueAt); err != nil {
			return scheduler.Result{}, err
		}
	}
	return next, nil
}

// weeklyResultsJob posts each room's weekly results of the week (once;
// nothing where nobody took it).
func (p *Plugin) weeklyResultsJob(c *bot.Context, job scheduler.Job) (scheduler.Result, error) {
	loc := p.tz()
	w := weekly.Of(job.DueAt, loc)
	next := scheduler.Result{Next: weekly.Of(w.End(loc), loc).ResultsAt(loc)}
	rows, err := c.Store.Weekly.Of(c, w.String())
	if err != nil {
		return scheduler.Result{}, err
	}
	for _, row := range rows {
		if !row.ResultsAt.IsZero() {
			continue
		}
		entries, err := c.Store.Weekly.Entries(c, row.Room, row.Week)
		if err != nil {
			return scheduler.Result{}, err
		}
		if len(entries) > 0 {
			text, img, err := weeklyPost(w, row.ZoneID, entries, true, c.Prefix())
			if err != nil {
				return scheduler.Result{}, err
			}
			// the results stand as posted: `!weekly board` shows them after
			if err := c.Store.KV.Set(c, weeklyResultsKey(string(row.Room), row.Week), text); err != nil {
				return scheduler.Result{}, err
			}
			if img == nil {
				c.PostAt(job.DueAt, row.Room, text)
			} else {
				c.PostImageAt(job.DueAt, row.Room, text, *img)
			}
		}
		if err := c.Store.Weekly.MarkResults(c, row.Room, row.Week, job.DueAt); err != nil {
			return scheduler.Result{}, err
		}
	}
	return next, nil
}
