package expedition

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/flavor"
	"github.com/gogobee/gogobee/internal/board"
	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/dice"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/mdtext"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/scheduler"
	"github.com/gogobee/gogobee/internal/store"
	"github.com/gogobee/gogobee/internal/weekly"
)

// Pete's daily post: 21:30 in the operator's time zone (GOGOBEE_TZ).
const (
	highlightsHour   = 21
	highlightsMinute = 30
	highlightsKey    = "daily"
	// highlightsMax is how many highlights one post lists.
	highlightsMax = 8
)

// nextHighlights is the first 21:30 in loc strictly after after.
func nextHighlights(after time.Time, loc *time.Location) time.Time {
	off := highlightsMinute * time.Minute
	return expedition.NextLocal(after.Add(-off), loc, highlightsHour).Add(off)
}

// StartHighlights schedules Pete's daily job if it is not scheduled yet
// (an existing job keeps its due time, so a restart never skips or
// repeats a day).
func (p *Plugin) StartHighlights(ctx context.Context, st *store.Store, now time.Time) error {
	if _, ok, err := scheduler.Get(ctx, st, HighlightsKind, highlightsKey); err != nil || ok {
		return err
	}
	return scheduler.Schedule(ctx, st, scheduler.Job{Kind: HighlightsKind, Key: highlightsKey,
		DueAt: nextHighlights(now, p.tz()), Payload: fmt.Sprint(now.UnixMilli())})
}

// tz is the operator's time zone.
func (p *Plugin) tz() *time.Location {
	if p.Config != nil && p.Config.DefaultTZ != nil {
		return p.Config.DefaultTZ
	}
	return time.UTC
}

// highlightsJob posts Pete's daily highlights to GOGOBEE_ANNOUNCE_ROOM:
// the bosses felled, milestones reached and expeditions completed since
// the last post (players who opted out are left out), and the deepest day
// an active expedition has reached. Nothing is posted without a room or
// without news. The payload keeps the start of the next window.
func (p *Plugin) highlightsJob(c *bot.Context, job scheduler.Job) (scheduler.Result, error) {
	next := scheduler.Result{Next: nextHighlights(job.DueAt, p.tz()), Payload: fmt.Sprint(job.DueAt.UnixMilli())}
	room := p.announceRoom()
	if room == "" {
		return next, nil
	}
	hs, err := c.Store.News.Highlights(c, windowStart(job), job.DueAt)
	if err != nil {
		return scheduler.Result{}, err
	}
	day, user, zone, err := deepestDay(c)
	if err != nil {
		return scheduler.Result{}, err
	}
	leads, err := p.boardNews(c, room, job.DueAt)
	if err != nil {
		return scheduler.Result{}, err
	}
	week, err := p.weeklyNews(c, room, job.DueAt)
	if err != nil {
		return scheduler.Result{}, err
	}
	if len(hs) == 0 && day < 2 && len(leads) == 0 && week == nil {
		return next, nil
	}
	c.PostAt(job.DueAt, room, peteText(news{hs: hs, leads: leads, week: week, day: day, user: user, zone: zone},
		c.Stream("pete", job.DueAt.UnixMilli())))
	return next, nil
}

// announceRoom is the room Pete posts to (GOGOBEE_ANNOUNCE_ROOM), "" for
// none.
func (p *Plugin) announceRoom() id.RoomID {
	if p.Config == nil {
		return ""
	}
	return p.Config.AnnounceRoom
}

// windowStart is the start of the highlights job's window: the instant its
// payload keeps (Unix milliseconds), else 24 hours before it falls due.
func windowStart(job scheduler.Job) time.Time {
	var ms int64
	if _, err := fmt.Sscan(job.Payload, &ms); err == nil && ms > 0 {
		return time.UnixMilli(ms)
	}
	return job.DueAt.Add(-24 * time.Hour)
}

// deepestDay is the deepest day an active expedition has reached, its
// player and zone; day 0 when that player opted out of the news.
func deepestDay(c *bot.Context) (day int, user id.UserID, zone content.ZoneID, err error) {
	day, user, zone, err = c.Store.Expedition.DeepestActiveDay(c)
	if err != nil {
		return day, user, zone, err
	}
	if user != "" {
		out, err := c.Store.News.OptedOut(c, user)
		if err != nil {
			return day, user, zone, err
		}
		if out {
			day = 0
		}
	}
	return day, user, zone, nil
}

// weeklyLead is the lead of a room's weekly for Pete's Sunday post: the
// week's zone, its best attempt and how many took it.
type weeklyLead struct {
	zone  content.ZoneID
	best  weekly.Result
	count int
}

// weeklyNews is the lead of room's weekly for Pete's post at at: on a
// Sunday (the operator's), after the results, when someone cleared it and
// its leader did not opt out of the news.
func (p *Plugin) weeklyNews(c *bot.Context, room id.RoomID, at time.Time) (*weeklyLead, error) {
	if at.In(p.tz()).Weekday() != time.Sunday {
		return nil, nil
	}
	w := weekly.Of(at, p.tz())
	row, ok, err := c.Store.Weekly.Get(c, room, w.String())
	if err != nil || !ok {
		return nil, err
	}
	entries, err := c.Store.Weekly.Entries(c, row.Room, row.Week)
	if err != nil {
		return nil, err
	}
	rs := weeklyResults(entries)
	if len(rs) == 0 || !rs[0].Cleared {
		return nil, nil // nobody cleared it: nobody won it
	}
	if quiet, err := c.Store.News.OptedOut(c, id.UserID(rs[0].User)); err != nil || quiet {
		return nil, err // a leader who keeps out of the news is not named, nor passed over
	}
	return &weeklyLead{zone: row.ZoneID, best: rs[0], count: len(entries)}, nil
}

// news is what Pete's post tells: the highlights, the board news, the
// weekly's lead (Sundays) and the deepest day still going (by whom,
// where).
type news struct {
	hs    []store.Highlight
	leads []board.Lead
	week  *weeklyLead
	day   int
	user  id.UserID
	zone  content.ZoneID
}

// boardNews is the news of room's boards at at (rules §12.1): the first
// places taken or bettered since Pete's last post (board.NewLeads), those
// of players who opted out of the news left out. It remembers the first
// places for the next post.
func (p *Plugin) boardNews(c *bot.Context, room id.RoomID, at time.Time) ([]board.Lead, error) {
	loc := p.tz()
	facts, err := c.Store.Board.Facts(c, room, board.WeekStart(at, loc))
	if err != nil {
		return nil, err
	}
	b := board.Build(facts, at.In(loc).Format(board.DayLayout))
	prev := map[string]board.Leader{}
	if v, ok, err := c.Store.KV.Get(c, store.KeyPeteBoard); err != nil {
		return nil, err
	} else if ok {
		if err := json.Unmarshal([]byte(v), &prev); err != nil {
			return nil, fmt.Errorf("the board snapshot of Pete's last post %q: %w", v, err)
		}
	}
	data, err := json.Marshal(board.Leaders(b))
	if err != nil {
		return nil, err
	}
	if err := c.Store.KV.Set(c, store.KeyPeteBoard, string(data)); err != nil {
		return nil, err
	}
	var out []board.Lead
	for _, l := range board.NewLeads(prev, b) {
		if quiet, err := c.Store.News.OptedOut(c, id.UserID(l.Score.User)); err != nil {
			return nil, err
		} else if !quiet {
			out = append(out, l)
		}
	}
	return out, nil
}

// peteText writes Pete's post: an opening, one line per highlight (at
// most highlightsMax), one per board news, the weekly's lead, the deepest
// day, a sign-off.
func peteText(n news, s *dice.Stream) string {
	hs, leads, day, user, zone := n.hs, n.leads, n.day, n.user, n.zone
	pick := func(sit flavor.Situation, vars map[string]string) string {
		line, _ := flavor.Pick(sit, vars, s.Child(sit.String()), -1)
		return line
	}
	var b strings.Builder
	b.WriteString("📰 **Pete's Expedition News** — " + pick(flavor.PeteIntro, nil) + "\n")
	for i, h := range hs {
		if i == highlightsMax {
			fmt.Fprintf(&b, "\n…and %d more brave deeds besides!", len(hs)-highlightsMax)
			break
		}
		vars := map[string]string{"who": mdtext.Escape(string(h.UserID)), "what": h.Subject, "zone": narrate.ZoneName(h.ZoneID), "day": fmt.Sprint(h.Day)}
		switch h.Kind {
		case store.HighlightBoss:
			b.WriteString("\n⚔️ " + pick(flavor.PeteBoss, vars))
		case store.HighlightMilestone:
			b.WriteString("\n🏅 " + pick(flavor.PeteMilestone, vars))
		case store.HighlightComplete:
			b.WriteString("\n🏁 " + pick(flavor.PeteComplete, vars))
		}
	}
	for _, l := range leads {
		name, what := narrate.BoardLead(l)
		b.WriteString("\n🏆 " + pick(flavor.PeteBoard, map[string]string{"who": mdtext.Escape(l.Score.User), "board": name, "what": what}))
	}
	if w := n.week; w != nil {
		b.WriteString("\n🗓️ " + pick(flavor.PeteWeekly, map[string]string{"who": mdtext.Escape(w.best.User), "zone": narrate.ZoneName(w.zone),
			"what": narrate.WeeklyResultLine(w.best), "n": narrate.Count(w.count, "player", "players")}))
	}
	if day >= 2 {
		b.WriteString("\n🧭 " + pick(flavor.PeteDeepest, map[string]string{"who": mdtext.Escape(string(user)), "zone": narrate.ZoneName(zone), "day": fmt.Sprint(day)}))
	}
	b.WriteString("\n\n" + pick(flavor.PeteSignoff, nil))
	return b.String()
}
