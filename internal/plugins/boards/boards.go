// Package boards registers `!board`: a room's boards (rules §12.1), the
// deepest tier cleared, the fastest clear of each zone, the most XP of the
// week and the longest streak of days played, listing only the players
// who play in that room; and `!board optout` / `!board optin`. It loads
// the room's facts (store.Board), ranks them (internal/board) and
// narrates (narrate.BoardText).
package boards

import (
	"time"

	"github.com/gogobee/gogobee/internal/board"
	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/config"
	"github.com/gogobee/gogobee/internal/narrate"
)

// Commands returns `!board`.
func Commands() []bot.Command {
	return []bot.Command{{
		Name:    "board",
		Aliases: []string{"boards", "leaderboard"},
		Section: bot.SectionCommunity,
		Summary: "This room's boards: deepest tier cleared, fastest clears, most XP this week, longest streak of days played",
		Forms:   []bot.Form{{}},
		Subcommands: []bot.Subcommand{
			{Name: "optout", Summary: "Take yourself off every room's boards", Handler: opt(true)},
			{Name: "optin", Summary: "Be listed on the boards again", Handler: opt(false)},
		},
		Examples: []string{"board", "board optout"},
		Handler:  show,
	}}
}

// show is the bare `!board`: the boards of the room it is typed in.
func show(c *bot.Context) error {
	if len(c.Args) > 0 {
		return bot.UsageError(c, "`board` takes `optout` or `optin`, or nothing.")
	}
	if c.Msg.IsDirect {
		return bot.Errorf("Boards belong to rooms: type `%sboard` in a room where you play, and it lists the players there.", c.Prefix())
	}
	loc := operatorTZ(c)
	week := board.WeekStart(c.Now, loc)
	facts, err := c.Store.Board.Facts(c, c.Msg.Room, week)
	if err != nil {
		return err
	}
	out, err := c.Store.Board.OptedOut(c, c.Sender())
	if err != nil {
		return err
	}
	b := board.Build(withToday(facts, c.Now, loc), c.Now.In(loc).Format(board.DayLayout))
	c.Reply(narrate.BoardText(b, string(c.Sender()), out, week, loc, c.Prefix()))
	return nil
}

// opt is `!board optout` (out) and `!board optin`.
func opt(out bool) bot.Handler {
	return func(c *bot.Context) error {
		changed, err := c.Store.Board.SetOptOut(c, c.Sender(), out, c.Now)
		if err != nil {
			return err
		}
		switch {
		case out && changed:
			c.Replyf("🏆 Done: `%sboard` lists you in no room now (a weekly you take still ranks you: it's a race you entered). `%sboard optin` puts you back.", c.Prefix(), c.Prefix())
		case out:
			c.Replyf("🏆 You're off the boards already. `%sboard optin` puts you back.", c.Prefix())
		case changed:
			c.Reply("🏆 You're back on the boards of every room you play in.")
		default:
			c.Reply("🏆 You're on the boards already: every room you play in lists you.")
		}
		return nil
	}
}

// withToday sets each player's today in f: the date at now in their own
// time zone (rules §12.1), def's for a player without one or whose zone
// no longer loads.
func withToday(f board.Facts, now time.Time, def *time.Location) board.Facts {
	for i, p := range f.Days {
		loc := def
		if l, err := config.LoadZone(p.TZ); p.TZ != "" && err == nil {
			loc = l
		}
		f.Days[i].Today = now.In(loc).Format(board.DayLayout)
	}
	return f
}

// operatorTZ is the operator's time zone (GOGOBEE_TZ; UTC without one):
// the board week's (rules §12.1).
func operatorTZ(c *bot.Context) *time.Location {
	if c.Config != nil && c.Config.DefaultTZ != nil {
		return c.Config.DefaultTZ
	}
	return time.UTC
}
