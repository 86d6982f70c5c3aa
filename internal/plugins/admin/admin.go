// Package admin registers the operator commands (`!admin ...`), available to
// GOGOBEE_ADMINS only, each use logged with the admin and the tool: the
// bot's status, a player's sheet and expedition (read-only), the outbox's
// failed messages and their retry, an announcement, the dev clock, and
// grants of levels, coins and items, each written in the ledger.
package admin

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/rs/zerolog"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/clock"
	"github.com/gogobee/gogobee/internal/store"
)

// Deps are what the admin commands act on.
type Deps struct {
	// DevClock is the movable clock, or nil when GOGOBEE_DEV_CLOCK is off.
	DevClock *clock.Dev
	// ConsoleClock says the game clock is a console session's own, moved
	// by its `/time` line rather than by `!admin clock`.
	ConsoleClock bool
	// AdvanceTo starts moving the dev clock to target, running every
	// scheduled job that falls due on the way in order, and returns at
	// once: the jobs run in their players' queues, the admin's own among
	// them, which the command still holds. Its owner tracks the move, so
	// shutdown waits for it. It is called after the command commits.
	AdvanceTo func(target time.Time)
	// Version is the build version `!admin status` reports.
	Version string
	// Started is when this process started (wall clock), for the uptime.
	Started time.Time
}

// Commands returns the admin command.
func Commands(d Deps) []bot.Command {
	return []bot.Command{{
		Name:      "admin",
		Section:   bot.SectionAdmin,
		Summary:   "Operator tools: status, a player's sheet, failed messages, announcements, the dev clock, grants",
		AdminOnly: true,
		Subcommands: []bot.Subcommand{
			{Name: "status", Summary: "Version, schema, uptime, players, active expeditions, outbox depth, failed sends, the bot's device and its cross-signing, last backup", Handler: logged(d.status)},
			{Name: "player", Summary: "A player's sheet and expedition, read-only", Params: []bot.Param{bot.Arg("@user:server")}, Handler: logged(bot.WithArgs(player))},
			{Name: "outbox", Summary: "Messages the homeserver refused for good, and putting one back in its queue", Params: []bot.Param{bot.Opt("retry <id>")}, Handler: logged(bot.WithArgs(outboxTool))},
			{Name: "announce", Summary: "Post a notice to the announcement room (GOGOBEE_ANNOUNCE_ROOM)", Params: []bot.Param{bot.Words("text")}, Handler: logged(bot.WithArgs(announce))},
			{Name: "clock", Summary: "Show or move the game clock forward (GOGOBEE_DEV_CLOCK=1 only); due work runs in order", Params: []bot.Param{bot.Opt("+<duration> | <RFC3339 time>")}, Handler: logged(bot.WithArgs(d.clock))},
			{Name: "grant", Summary: "Raise a character to a level or add coins, for a support case or a test; each grant is written in the ledger `admin player` lists", Params: []bot.Param{bot.Arg("@user:server"), bot.Fixed("level|coins"), bot.Arg("n")},
				More: []bot.Form{{Params: []bot.Param{bot.Arg("@user:server"), bot.Fixed("item"), bot.Words("name"), bot.Opt("n")},
					Summary: "Add copies of a catalogue item (not a supply pack), 1 by default"}},
				Handler: logged(bot.WithArgs(d.grant))},
		},
		Examples: []string{"admin status", "admin player @ann:example.org", "admin outbox retry 42",
			"admin announce The bot restarts at 22:00 UTC for an upgrade.", "admin clock +24h",
			"admin grant @ann:example.org level 8", "admin grant @ann:example.org item potion of healing 3"},
		Handler: func(c *bot.Context) error { return bot.UsageError(c, "Which admin tool?") },
	}}
}

// logged logs each use of an admin tool (the admin, the tool, how many
// words follow it), then runs it.
func logged(tool bot.Handler) bot.Handler {
	return func(c *bot.Context) error {
		zerolog.Ctx(c).Info().Stringer("admin", c.Sender()).Str("tool", c.Sub.Name).Int("args", len(c.Args)).Msg("admin command")
		return tool(c)
	}
}

// clock is `!admin clock [+<duration> | <RFC3339 time>]`.
func (d Deps) clock(c *bot.Context, args []string) error {
	if d.DevClock == nil && d.ConsoleClock {
		// The console's own clock is the game's: say truly what moves it.
		msg := fmt.Sprintf("🕰️ Game clock: %s. This console keeps its own clock: `/time +24h` (or an RFC 3339 time) moves it, and everything due on the way runs in order. `!admin clock` moves the dev clock of `gogobee run` or `gogobee console --real` with `GOGOBEE_DEV_CLOCK=1`.",
			c.Now.Format(time.RFC3339))
		if len(args) > 0 {
			return bot.Errorf("%s", msg)
		}
		c.Reply(msg)
		return nil
	}
	if d.DevClock == nil {
		return bot.Errorf("The dev clock is off. Start the bot with `GOGOBEE_DEV_CLOCK=1` to move time.")
	}
	if len(args) == 0 {
		c.Replyf("🕰️ Game clock: %s (dev offset %s).", c.Now.Format(time.RFC3339), d.DevClock.Offset())
		return nil
	}
	arg := args[0]
	var target time.Time
	if strings.HasPrefix(arg, "+") {
		dur, err := ParseDuration(arg[1:])
		if err != nil || dur <= 0 || dur > 400*24*time.Hour {
			return bot.UsageError(c, fmt.Sprintf("`%s` isn't a forward step I understand (try `+90m`, `+24h` or `+2d`, at most 400 days).", arg))
		}
		target = c.Now.Add(dur)
	} else {
		t, err := time.Parse(time.RFC3339, arg)
		if err != nil {
			return bot.UsageError(c, fmt.Sprintf("`%s` is neither `+<duration>` nor an RFC 3339 time.", arg))
		}
		if !t.After(c.Now) {
			return bot.Errorf("The game clock only moves forward; it is already %s.", c.Now.Format(time.RFC3339))
		}
		target = t
	}
	offset := d.DevClock.Offset() + target.Sub(c.Now)
	if err := c.Store.KV.Set(c, store.KeyDevClockOffset, offset.String()); err != nil {
		return err
	}
	c.AfterCommit(func() {
		if d.AdvanceTo != nil {
			d.AdvanceTo(target)
		} else {
			d.DevClock.MoveTo(target)
		}
	})
	c.Replyf("🕰️ Moving the game clock to %s; everything due on the way runs in order.", target.Format(time.RFC3339))
	return nil
}

// ParseDuration parses a Go duration with an extra "d" unit (24 hours), e.g.
// "90m", "24h", "2d", "1d12h".
func ParseDuration(s string) (time.Duration, error) {
	s = strings.ToLower(strings.TrimSpace(s))
	var days int
	if i := strings.IndexByte(s, 'd'); i > 0 {
		n, err := strconv.Atoi(s[:i])
		if err != nil {
			return 0, err
		}
		days, s = n, s[i+1:]
	}
	var rest time.Duration
	if s != "" {
		var err error
		if rest, err = time.ParseDuration(s); err != nil {
			return 0, err
		}
	}
	return time.Duration(days)*24*time.Hour + rest, nil
}
