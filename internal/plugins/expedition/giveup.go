package expedition

import (
	"time"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/plugins/pc"
	"github.com/gogobee/gogobee/internal/scheduler"
)

// GiveUpConfirmWindow is how long `!expedition cancel confirm` stays valid
// after `!expedition cancel` asked to give up an extracted expedition.
const GiveUpConfirmWindow = 5 * time.Minute

// giveUpAction names the pending confirmation of a give-up in the store.
const giveUpAction = "expedition.give_up"

// giveUp is `!expedition cancel` on an extracted expedition (rules §8.1):
// the road back in closes for good, so it asks first; `!expedition cancel
// confirm` within GiveUpConfirmWindow gives the expedition up (its run
// ends, its report card is written), `cancel` or `no` keeps it waiting
// for `!resume`.
func (p *Plugin) giveUp(c *bot.Context, e expedition.Expedition, args []string) error {
	pre := c.Prefix()
	if len(args) == 0 {
		if err := c.Store.Confirm.Ask(c, c.Sender(), giveUpAction, c.Now.Add(GiveUpConfirmWindow)); err != nil {
			return err
		}
		c.Reply(narrate.GiveUpAsk(e, pre))
		return nil
	}
	if yes, err := pc.Confirm(c, args, giveUpAction,
		"To give up your expedition, say `"+pre+"expedition cancel`, then `"+pre+"expedition cancel confirm` (or `"+pre+"expedition cancel no`).",
		"There's no give-up waiting for your yes (it expires after 5 minutes). Start again with `"+pre+"expedition cancel`.",
		"👍 Your **"+narrate.ZoneName(e.ZoneID)+"** expedition still waits for you: `"+pre+"resume` goes back in."); !yes || err != nil {
		return err
	}
	out, err := expedition.GiveUp(e, c.Now)
	if err != nil {
		return refusal(c, err)
	}
	if err := p.endRun(c, c.Store, out, c.Now); err != nil {
		return err
	}
	if err := scheduler.Cancel(c, c.Store, ExpiryKind, e.ID.String()); err != nil {
		return err
	}
	if err := save(c, c.Store, out, c.Now); err != nil {
		return err
	}
	if err := scheduleReport(c, c.Store, out, c.Now, ""); err != nil {
		return err
	}
	if err := partyOver(c, e, "gave up"); err != nil {
		return err
	}
	c.Reply(narrate.GiveUpText(out))
	return nil
}
