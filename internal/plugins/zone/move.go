package zone

import (
	"encoding/json"
	"errors"
	"strconv"
	"strings"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/mdtext"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/plugins/pc"
	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// bare is `!zone` alone: the status in a run, the list outside one.
func (d Deps) bare(c *bot.Context) error {
	if _, err := pc.Load(c); err != nil {
		return err
	}
	if _, ok, err := c.Store.ZoneRun.Active(c, c.Sender()); err != nil {
		return err
	} else if ok {
		return d.status(c)
	}
	return list(c)
}

// Advance is `!zone advance` and `!advance` (the expedition's name for
// it): walk the only way, show the fork, or find the end of the zone.
func (d Deps) Advance(c *bot.Context) error {
	s, err := d.mover(c, ActionAdvance)
	if err != nil {
		return err
	}
	st, err := s.walk().Advance(s.run, s.g, s.ch, c.Now)
	if err != nil {
		return refusal(c, err)
	}
	return d.commit(c, s, st)
}

// mover is the sender's active run, about to make a move of kind action:
// the character can walk (ready) and the hooks let the run move.
func (d Deps) mover(c *bot.Context, action MoveAction) (session, error) {
	s, err := d.active(c)
	if err != nil {
		return session{}, err
	}
	if err := ready(c, s); err != nil {
		return session{}, err
	}
	return s, d.beforeMove(c, s.run, action)
}

// choose is `!zone go <n>` / `!zone choose <n>`: answer the fork prompt.
// Bad numbers, closed ways and a missing prompt are refused and change
// nothing.
func (d Deps) choose(c *bot.Context, args []string) error {
	switch {
	case len(args) == 0:
		return bot.UsageError(c, "Which way? Give its number, like `"+c.Prefix()+"zone go 1`.")
	case len(args) > 1:
		return bot.UsageError(c, "One way at a time: just its number, like `"+c.Prefix()+"zone go 1`, with nothing after it.")
	}
	n, err := strconv.Atoi(strings.TrimSpace(args[0]))
	if err != nil {
		// the refusals a number would meet come first (a fight, no fork), so
		// the hint never points at a `!zone go 1` that is refused too
		s, err := d.mover(c, ActionChoose)
		if err != nil {
			return err
		}
		if s.run.Prompt == nil {
			return d.noFork(c)
		}
		return bot.Errorf("“%s” isn't a way number. The fork lists them: `%szone status`, then `%szone go 1`.",
			mdtext.Escape(mdtext.Truncate(args[0], 20)), c.Prefix(), c.Prefix())
	}
	if voted, err := d.memberGo(c, n); voted || err != nil { // a party member's word is a vote (rules §6.4)
		return err
	}
	return d.chooseWay(c, n)
}

// noFork refuses a choice where no fork waits, naming the walk's verb
// (an expedition walks with its own).
func (d Deps) noFork(c *bot.Context) error {
	walk := "zone advance"
	if exp, err := d.ownsActive(c); err != nil {
		return err
	} else if exp {
		walk = "advance"
	}
	return bot.Errorf("There's no fork to choose at. `%s%s` to go on.", c.Prefix(), walk)
}

// chooseWay answers the sender's fork prompt with way n: `!zone go <n>`,
// and the player's own reaction to the prompt (forkVote).
func (d Deps) chooseWay(c *bot.Context, n int) error { return d.chooseWayLed(c, n, "") }

// chooseWayLed is chooseWay with lead, when not "", as the answer's
// first paragraph (a party's vote, rules §6.4).
func (d Deps) chooseWayLed(c *bot.Context, n int, lead string) error {
	s, err := d.mover(c, ActionChoose)
	if err != nil {
		return err
	}
	st, err := s.walk().Choose(s.run, s.g, s.ch, n, c.Now)
	if errors.Is(err, zonerun.ErrNoPrompt) {
		return d.noFork(c)
	}
	if err != nil {
		return refusal(c, err)
	}
	return d.commitLed(c, s, st, lead)
}

// showMap is `!zone map`: the graph as the player knows it; after a run
// has ended, the map of that last run under the note of how it ended.
func (d Deps) showMap(c *bot.Context) error {
	ch, err := pc.Load(c)
	if err != nil {
		return err
	}
	r, ok, err := latestOwnRun(c)
	if err != nil {
		return err
	}
	if !ok {
		return errNoRun(c)
	}
	s, err := withZone(ch, r)
	if err != nil {
		return err
	}
	text, img, err := Map(c, s.run)
	if err != nil {
		return err
	}
	if r.Status.Over() {
		text = narrate.ZoneEnded(s.zone, r, c.Prefix()) + " Its map:\n\n" + text
	}
	ReplyMap(c, text, img)
	return nil
}

// runOrLast loads the active run; without one it answers with the last
// run's summary (or the no-run refusal) and returns nil.
func (d Deps) runOrLast(c *bot.Context) (*session, error) {
	ch, err := pc.Load(c)
	if err != nil {
		return nil, err
	}
	r, ok, err := c.Store.ZoneRun.Active(c, c.Sender())
	if err != nil {
		return nil, err
	}
	if ok {
		s, err := withZone(ch, r)
		if err != nil {
			return nil, err
		}
		if s.at, err = pc.Moment(c); err != nil {
			return nil, err
		}
		return &s, nil
	}
	last, ok, err := latestOwnRun(c)
	if err != nil {
		return nil, err
	}
	z, found := content.ZoneByID(last.ZoneID)
	if !ok || !found {
		return nil, errNoRun(c)
	}
	c.Reply(narrate.ZoneEnded(z, last, c.Prefix()))
	return nil, nil
}

// abandon is `!zone abandon` (asks) and `!zone abandon confirm` (ends the
// run). It is refused during a fight.
func (d Deps) abandon(c *bot.Context, args []string) error {
	s, err := d.active(c)
	if err != nil {
		return err
	}
	if err := d.beforeMove(c, s.run, ActionAbandon); err != nil {
		return err
	}
	if data, running, err := c.Store.Fight.Get(c, c.Sender()); err != nil {
		return err
	} else if running {
		var row struct { // the fight plugin's fight.Row, as much as this needs
			State struct {
				Practice bool `json:"practice"`
			} `json:"state"`
		}
		if json.Unmarshal(data, &row) == nil && row.State.Practice {
			return bot.Errorf("Not in the middle of a practice bout. Finish it, or `%sflee` it: that ends only the bout, and the run waits.", c.Prefix())
		}
		return bot.Errorf("Not while you're fighting. Finish the fight, or `%sflee`: fleeing always works and ends the run too, wounds kept.", c.Prefix())
	}
	if len(args) == 0 {
		if err := c.Store.Confirm.Ask(c, c.Sender(), abandonAction, c.Now.Add(AbandonConfirmWindow)); err != nil {
			return err
		}
		c.Reply(narrate.ZoneAbandonAsk(s.zone, s.run, c.Prefix()))
		return nil
	}
	if yes, err := pc.Confirm(c, args, abandonAction,
		"To walk out, say `"+c.Prefix()+"zone abandon`, then `"+c.Prefix()+"zone abandon confirm` (or `"+c.Prefix()+"zone abandon cancel`).",
		"There's no abandon waiting for your yes (it expires after 5 minutes). Start again with `"+c.Prefix()+"zone abandon`.",
		"👍 You stay in **"+s.zone.Name+"**. `"+c.Prefix()+"zone advance` when you're ready."); !yes || err != nil {
		return err
	}
	st, err := zonerun.Abandon(s.run, c.Now)
	if err != nil {
		return refusal(c, err)
	}
	st.Char = s.ch
	return d.commit(c, s, st)
}

// EnterRoom walks the sender's run straight into node, without looking at
// edges or locks: a retreat or a fast travel whose checks the caller has
// made. The hooks see it like any move. Refused while the character cannot
// walk (down, resting, fighting) or while a fight waits in the room.
func (d Deps) EnterRoom(c *bot.Context, node zonegraph.NodeID) error {
	s, err := d.active(c)
	if err != nil {
		return err
	}
	if err := ready(c, s); err != nil {
		return err
	}
	st, err := s.walk().Enter(s.run, s.g, s.ch, node, c.Now)
	if err != nil {
		return refusal(c, err)
	}
	return d.commit(c, s, st)
}

// latestOwnRun is the sender's latest zone run when it belongs to their
// current character (not to one they deleted: pc.Earlier).
func latestOwnRun(c *bot.Context) (zonerun.Run, bool, error) { return pc.LatestOwnRun(c) }
