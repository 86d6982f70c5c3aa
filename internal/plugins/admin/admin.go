// Package admin registers the operator commands (`!admin ...`), available to
// GOGOBEE_ADMINS only. Today: the dev clock (issue 2 item 8).
package admin

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/clock"
	"github.com/gogobee/gogobee/internal/store"
)

// Deps are what the admin commands act on.
type Deps struct {
	// DevClock is the movable clock, or nil when GOGOBEE_DEV_CLOCK is off.
	DevClock *clock.Dev
	// AdvanceTo moves the dev clock to target, running every scheduled job
	// that falls due on the way in order. It is started after the command
	// commits, outside the admin's command queue.
	AdvanceTo func(target time.Time)
}

// Commands returns the admin command.
func Commands(d Deps) []bot.Command {
	return []bot.Command{{
		Name:      "admin",
		Family:    "Admin",
		Summary:   "Operator tools: move the dev clock",
		AdminOnly: true,
		Usage:     []string{"admin clock", "admin clock +<duration>", "admin clock <RFC3339 time>"},
		Subcommands: []bot.Subcommand{
			{Name: "clock", Summary: "Show or move the game clock forward (GOGOBEE_DEV_CLOCK=1 only); due work runs in order", Usage: "admin clock [+24h | 2026-12-01T06:00:00Z]"},
		},
		Examples: []string{"admin clock", "admin clock +24h", "admin clock +2d", "admin clock 2026-12-01T06:00:00Z"},
		Handler:  d.run,
	}}
}

func (d Deps) run(c *bot.Context) error {
	if len(c.Args) == 0 || !strings.EqualFold(c.Args[0], "clock") {
		return bot.UsageError(c, "Which admin tool?")
	}
	if d.DevClock == nil {
		return bot.Errorf("The dev clock is off. Start the bot with `GOGOBEE_DEV_CLOCK=1` to move time.")
	}
	if len(c.Args) == 1 {
		c.Replyf("🕰️ Game clock: %s (dev offset %s).", c.Now.Format(time.RFC3339), d.DevClock.Offset())
		return nil
	}
	arg := c.Args[1]
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
	if err := c.Store.SetKV(c, store.KeyDevClockOffset, offset.String()); err != nil {
		return err
	}
	c.AfterCommit(func() {
		if d.AdvanceTo != nil {
			// Jobs run in their players' queues, which may include this
			// admin's own queue that we are still in: hand off.
			go d.AdvanceTo(target)
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
