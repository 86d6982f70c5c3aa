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
	e, ok, err := c.Store.OpenExpedition(c, c.Sender())
	switch {
	case err != nil:
		return err
	case !ok:
		return zone.ErrNoMood(c)
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
