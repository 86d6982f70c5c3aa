package expedition

import (
	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/plugins/pc"
	"github.com/gogobee/gogobee/internal/plugins/zone"
)

// Remark implements zone.RemarkHooks: `!zone taunt` and `!zone compliment`
// move the mood of the sender's active expedition (expedition.Remark,
// rules §8.9), once a day; TwinBee answers with a line and the new mood.
func (p *Plugin) Remark(c *bot.Context, r zone.Remark) error {
	if _, err := pc.Load(c); err != nil {
		return err
	}
	e, ok, err := c.Store.Expedition.Open(c, c.Sender())
	switch {
	case err != nil:
		return err
	case !ok:
		return noMood(c)
	case e.Status != expedition.StatusActive:
		return errNotInZone(c, e)
	}
	ev := expedition.MoodCompliment
	if r == zone.RemarkTaunt {
		ev = expedition.MoodTaunt
	}
	e, ch, err := expedition.Remark(e, ev, c.Now)
	if text := narrate.RemarkRefusal(err); text != "" {
		return bot.Errorf("%s", text)
	}
	if err := settle(c, e, err); err != nil {
		return err
	}
	l := newLines(c, c.Store, c.Sender(), c.Router.Seed(), c.Now)
	c.Reply(narrate.RemarkText(ev, ch, l.pick))
	return l.done()
}

// noMood refuses a remark off an expedition: where a new one could start,
// it says how; in a standalone run, a fight or a rest, it gives the way on
// from there instead.
func noMood(c *bot.Context) error {
	way, err := pc.WayOn(c)
	if err != nil {
		return err
	}
	if way.Free {
		return zone.ErrNoMood(c)
	}
	return pc.RefuseWithWayOn(c, "TwinBee keeps a mood only on an expedition, and you're not on one.")
}
