package expedition

import (
	"context"
	"fmt"
	"time"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/mdtext"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/play"
	"github.com/gogobee/gogobee/internal/plugins/pc"
	"github.com/gogobee/gogobee/internal/plugins/zone"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/store"
	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// LogLength is how many entries `!expedition log` shows (rules §8.1).
const LogLength = 5

// ThreatEvents is how many threat changes `!threat` lists.
const ThreatEvents = 5

// latestOwn is the sender's latest expedition when it belongs to their
// current character (not to one they deleted: pc.Earlier).
func latestOwn(c *bot.Context) (expedition.Expedition, bool, error) { return pc.LatestOwnExpedition(c) }

// current loads the sender's open expedition, or else the latest one (for
// the status and log of an expedition just ended); it refuses when the
// player never had one.
func current(c *bot.Context) (expedition.Expedition, error) {
	e, ok, err := pc.ExpeditionOf(c, c.Sender())
	if err != nil || ok {
		return e, err
	}
	e, ok, err = latestOwn(c)
	if err != nil {
		return e, err
	}
	if !ok {
		return e, errNoExpedition(c)
	}
	return e, nil
}

// status is `!expedition status` (and a bare `!expedition`).
func (p *Plugin) status(c *bot.Context) error {
	e, err := current(c)
	if err != nil {
		return err
	}
	ch, at, err := pc.WithMoment(c, pc.Load)
	if err != nil {
		return err
	}
	var here narrate.Here
	if hp, inFight, err := pc.FightHP(c); err != nil {
		return err
	} else if inFight {
		ch.HP = min(hp, rules.MaxHP(ch)) // the fight's HP, not the pre-fight sheet
		here.Fighting = true
		seat, _, err := pc.FightSeat(c, c.Sender())
		if err != nil {
			return err
		}
		here.Fled = seat.Fled // out of the party's fight until it ends (rules §2.13)
	}
	if e.Status.Ended() {
		// `!expedition start` refuses a new one during a zone run (start)
		if r, ok, err := c.Store.ZoneRun.Active(c, c.Sender()); err != nil {
			return err
		} else if ok {
			here.ZoneRun = r.ZoneID
		}
	}
	if here.Walker, here.Member, err = walker(c, e); err != nil {
		return err
	}
	loc := ""
	if e.Status == expedition.StatusActive {
		f, err := loadField(c, c.Store, e)
		if err != nil {
			return err
		}
		loc = roomLabel(f.run, f.g)
		if here, err = p.whereAt(c, c.Store, e, ch, f.run, f.g, here, at); err != nil {
			return err
		}
	}
	c.Reply(narrate.StatusText(e, ch, loc, here, at, c.Prefix()))
	return nil
}

// where adds to here what waits in run's current room (an elite or boss
// at the door, or a fork prompt) and, while the tide is in, the rooms it
// flooded around the player on graph g.
func where(run zonerun.Run, g zonegraph.Graph, here narrate.Here) narrate.Here {
	if _, enc, waiting := run.PendingFight(); waiting {
		here.Waiting = enc.Monsters
	}
	here.Fork = run.Prompt != nil
	here.RegionsCleared = run.RegionsCleared
	t, ok := content.TraderOf(run.ZoneID)
	here.Trader = ok && t.Node == run.Current
	here.Tide = narrate.FloodedHere(run, g)
	if here.NoCamp = play.CampRefusal(run, g, here.Fighting); here.NoCamp != "" {
		if back := play.CampBehind(run, g); back != "" {
			here.CampBack = mdtext.Escape(g.Nodes[back].Label)
		}
	}
	return here
}

// whereAt is where on expedition e for its player's character ch at
// at, with why `!advance` would be refused there (play.AdvanceRefusal,
// the command's own checks) and, at a waiting fork, when TwinBee picks a
// way for the idle player (zone.Deps.IdlePickAt): none when no open way
// passes the player's autopilot rules as ch stands (play.IdleWay), as
// the prompt itself then says.
func (p *Plugin) whereAt(ctx context.Context, st *store.Store, e expedition.Expedition, ch rules.Character, run zonerun.Run, g zonegraph.Graph, here narrate.Here, at narrate.Moment) (narrate.Here, error) {
	here = where(run, g, here)
	if here.Walker == "" { // the leader's moves wait for a member resting or down (rules §8.23)
		cr, err := loadCrew(ctx, st, e)
		if err != nil {
			return here, err
		}
		if k, until, held := play.HeldBy(cr.chars, at.Now); held {
			here.Held = narrate.PartyHeld{Mate: cr.chars[k], Until: until}
		}
	}
	here.NoAdvance = play.AdvanceRefusal(e, run, g, ch, at.Now)
	here.NoSearch = play.CheckSearch(e, run, g, ch, here.Fighting, at.Now)
	loc := at.Loc
	if loc == nil {
		loc = time.UTC
	}
	pick, err := p.Zone.IdlePickAt(ctx, st, run, ch, loc)
	if err != nil || pick.None() {
		return here, err
	}
	mine, _, err := p.walkRules(ctx, st, e)
	if err != nil {
		return here, err
	}
	if i, _ := play.IdleWay(*run.Prompt, run, g, ch, mine); i > 0 || pick.Vote != nil {
		here.ForkPick = pick.At
	}
	if v := pick.Vote; v != nil && v.Way >= 1 && v.Way <= len(run.Prompt.Options) { // the party's vote goes first (rules §6.4)
		here.ForkVote, here.ForkVoteTo = v.Way, g.Nodes[run.Prompt.Options[v.Way-1].To].Label
	}
	return here, nil
}

// logCmd is `!expedition log`: the last 5 entries with TwinBee's lines.
func (p *Plugin) logCmd(c *bot.Context) error {
	return tellAt(c, current, func(e expedition.Expedition, at narrate.Moment) string { return narrate.LogText(e, LogLength, at) })
}

// threatCmd is `!threat`.
func (p *Plugin) threatCmd(c *bot.Context) error {
	return tellAt(c, viewed, func(e expedition.Expedition, at narrate.Moment) string {
		return narrate.ThreatText(e, ThreatEvents, at)
	})
}

// tellAt answers with text of the sender's expedition as load finds it
// (open, or current for one just ended) at the command's moment.
func tellAt(c *bot.Context, load func(*bot.Context) (expedition.Expedition, error), text func(expedition.Expedition, narrate.Moment) string) error {
	e, at, err := pc.WithMoment(c, load)
	if err != nil {
		return err
	}
	c.Reply(text(e, at))
	return nil
}

// mapCmd is `!map`: the expedition header (zone, day, threat, supplies,
// the regions in order with the current one marked) above the zone map of
// the expedition's run. Without an expedition in the zone it shows the
// standalone run's map, like `!zone map`.
func (p *Plugin) mapCmd(c *bot.Context) error {
	e, ok, err := characterOn(c)
	if err != nil {
		return err
	}
	if !ok {
		if r, found, err := c.Store.ZoneRun.Active(c, c.Sender()); err != nil {
			return err
		} else if found {
			text, img, err := zone.Map(c, r)
			if err != nil {
				return err
			}
			zone.ReplyMap(c, text, img)
			return nil
		}
		if e, ok, err = latestOwn(c); err != nil {
			return err
		}
	}
	if !ok || e.RunID == 0 {
		if ok {
			return errNotInZone(c, e)
		}
		return errNoExpedition(c)
	}
	f, err := loadField(c, c.Store, e)
	if err != nil {
		return err
	}
	text, img, err := zone.Map(c, f.run)
	if err != nil {
		return err
	}
	zone.ReplyMap(c, mapHeader(e, f)+"\n\n"+text, img)
	return nil
}

// mapHeader is the expedition's line above the map, and the regions of a
// multi-region zone in order: cleared ✅, current 📍, ahead ·.
func mapHeader(e expedition.Expedition, f field) string {
	head := fmt.Sprintf("🧭 **%s** · day %d · ⏰ %s · 🎒 %s", narrate.ZoneName(e.ZoneID), e.Day, narrate.ThreatLine(e.Threat),
		narrate.SuppliesLine(e))
	switch {
	case e.Status == expedition.StatusExtracted:
		head += " · extracted"
	case e.Status.Ended():
		head = fmt.Sprintf("🧭 **%s** · ended on day %d (%s) · ⏰ peak threat %d", narrate.ZoneName(e.ZoneID), e.Day, narrate.EndedHow(e), e.Threat.Peak)
	}
	if regions := narrate.RegionsLine(e.ZoneID, f.run.Region, f.run.RegionsCleared); regions != "" {
		head += "\n**Regions:** " + regions
	}
	return head
}

// newsCmd is `!news`, `!news optout` and `!news optin`.
func (p *Plugin) newsCmd(c *bot.Context) error {
	out, err := c.Store.News.OptedOut(c, c.Sender())
	if err != nil {
		return err
	}
	if out {
		c.Replyf("📰 Pete leaves you out of his daily highlights. `%snews optin` if you change your mind.", c.Prefix())
	} else {
		c.Replyf("📰 Pete may mention your bosses, milestones, first places on the boards and weekly wins in his daily highlights. `%snews optout` keeps you out of them.", c.Prefix())
	}
	return nil
}

// optNews is the handler of `!news optout` (out) or `!news optin`.
func optNews(out bool) bot.Handler {
	return func(c *bot.Context) error {
		if len(c.Args) > 0 {
			return bot.UsageError(c, "Opt out or in?")
		}
		if err := c.Store.News.SetOptOut(c, c.Sender(), out, c.Now); err != nil {
			return err
		}
		if out {
			c.Reply("📰 Done: Pete won't mention you in the daily highlights. Your deeds remain your own business.")
		} else {
			c.Reply("📰 Welcome back to the news! Pete may mention your bosses, milestones, board places and weekly wins again.")
		}
		return nil
	}
}
