package expedition

import (
	"fmt"
	"maps"
	"slices"
	"strconv"

	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/mdtext"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/plugins/pc"
	"github.com/gogobee/gogobee/internal/rules"
)

// setOff names the next move of provisioning expedition e, in a
// sentence: while no pack is bought (departing needs one) the first pack
// when the purse pays for it (narrate.PackOffer, the check `!supplies buy`
// makes), else its price and the way to coins; then departing, or, for a
// character down or resting, what the packs hold until they may depart.
func setOff(c *bot.Context, e expedition.Expedition) (string, error) {
	p := c.Prefix()
	ch, at, err := pc.WithMoment(c, pc.Load)
	if err != nil {
		return "", err
	}
	if e.Supplies.Max <= 0 {
		offer, ok := narrate.PackOffer(e, ch, p)
		if !ok {
			return "Setting off needs a pack first. " + offer, nil
		}
		return fmt.Sprintf("%s Then `%sexpedition depart` sets off.", offer, p), nil
	}
	switch {
	case ch.IsRecovering(c.Now):
		return fmt.Sprintf("You're down until %s: `%ssupplies` shows what you carry, and `%sexpedition depart` sets off once you're up.", at.When(ch.DownUntil), p, p), nil
	case ch.IsResting(c.Now):
		return fmt.Sprintf("You're resting until %s: `%ssupplies` shows what you carry, and `%sexpedition depart` sets off after.", at.When(ch.LockoutUntil), p, p), nil
	}
	return fmt.Sprintf("`%sexpedition depart` sets off.", p), nil
}

// openRefusal answers `!expedition start` while an expedition is open.
func openRefusal(c *bot.Context, e expedition.Expedition) error {
	if err := waitingRefusal(c, e,
		"You're already provisioning for **%s**. %s `%sexpedition cancel` calls it off (refunded).",
		"Your expedition into **%s** waits for you: `%sresume` goes back in, `%sexpedition cancel` gives it up for good."); err != nil {
		return err
	}
	return bot.Errorf("You're already on an expedition in **%s** (day %d). One at a time: `%sexpedition status` shows where you stand.",
		narrate.ZoneName(e.ZoneID), e.Day, c.Prefix())
}

// waitingRefusal refuses a command while expedition e waits outside the
// field, in its own words: provisioning (a format of the zone's name, the
// way to set off, a sentence, and the command prefix) or extracted (a format of the
// zone's name and the prefix twice); a resume's restock in words of its own,
// since cancelling it gives nothing up. It is nil for an expedition in the
// field, which the caller refuses its own way.
func waitingRefusal(c *bot.Context, e expedition.Expedition, provisioning, extracted string) error {
	name := narrate.ZoneName(e.ZoneID)
	switch e.Status {
	case expedition.StatusProvisioning:
		next, err := setOff(c, e)
		if err != nil {
			return err
		}
		if e.Resumed {
			// cancelling a resume's restock only puts its packs back
			// (expedition.Cancel): the expedition waits for `!resume` again
			return bot.Errorf("You're restocking to go back into **%s**. %s `%sexpedition cancel` puts the packs back and leaves the expedition waiting for `%sresume`; cancelling again then gives it up for good.",
				name, next, c.Prefix(), c.Prefix())
		}
		return bot.Errorf(provisioning, name, next, c.Prefix())
	case expedition.StatusExtracted:
		return bot.Errorf(extracted, name, c.Prefix(), c.Prefix())
	}
	return nil
}

// suppliesCmd is a bare `!supplies`: what the sender carries, the daily
// burn and the days left.
func (p *Plugin) suppliesCmd(c *bot.Context) error {
	e, err := viewed(c)
	if err != nil {
		return err
	}
	ch, at, err := pc.WithMoment(c, pc.Load)
	if err != nil {
		return err
	}
	if leader, _, err := walker(c, e); err != nil {
		return err
	} else if leader != "" {
		c.Reply(narrate.MemberSuppliesText(e, ch, at, leader, c.Prefix()))
		return nil
	}
	c.Reply(narrate.SuppliesText(e, ch, at, c.Prefix()))
	return nil
}

// buy is `!supplies buy standard [n]` / `!supplies buy deluxe [n]`: the
// leader's or any member's, from their own purse, for the party's one
// stock (rules §8.22). The coins are checked and spent in the command's
// transaction (an immediate one), so two racing purchases can never
// overspend. The expedition's state is asked first, so no answer to a bad
// pack or count offers a purchase the state refuses, and every refusal
// offers only what expedition.Buy would sell (narrate.BuyRefusal,
// PackCountWay).
func (p *Plugin) buy(c *bot.Context, args []string) error {
	if len(args) == 0 || len(args) > 2 {
		return bot.UsageError(c, "Which pack, and how many?")
	}
	e, ok, err := pc.ExpeditionOf(c, c.Sender())
	if err != nil {
		return err
	}
	if !ok {
		return errNoExpedition(c)
	}
	ch, err := pc.Load(c)
	if err != nil {
		return err
	}
	if err := expedition.CheckProvisioning(e); err != nil {
		return refusal(c, err)
	}
	kind, err := expedition.ParsePackKind(args[0])
	if err != nil {
		return bot.Errorf("%s", narrate.BuyRefusal(err, e, ch, kind, c.Prefix()))
	}
	n := 1
	if len(args) == 2 {
		if n, err = strconv.Atoi(args[1]); err != nil || n < 1 {
			return bot.Errorf("“%s” isn't a number of packs. %s",
				mdtext.Escape(mdtext.Truncate(args[1], 12)), narrate.PackCountWay(e, ch, kind, c.Prefix()))
		}
	}
	e, bought, err := expedition.BuyAs(e, string(c.Sender()), kind, n, ch.Coins, c.Now)
	if err != nil {
		return bot.Errorf("%s", narrate.BuyRefusal(err, e, ch, kind, c.Prefix()))
	}
	ch, err = rules.SpendCoins(ch, bought.Cost)
	if err != nil {
		return refusal(c, expedition.ErrNotEnoughCoins{Need: bought.Cost, Have: ch.Coins})
	}
	if err := pc.Save(c, ch); err != nil {
		return err
	}
	if err := save(c, c.Store, e, c.Now); err != nil {
		return err
	}
	at, err := pc.Moment(c)
	if err != nil {
		return err
	}
	leader := ""
	if id.UserID(e.UserID) != c.Sender() {
		if leader, err = pc.PlayerName(c, id.UserID(e.UserID)); err != nil {
			return err
		}
	}
	c.Reply(narrate.PurchaseText(e, bought, ch, at, c.Prefix(), leader))
	return nil
}

// depart is `!expedition depart`: the zone run starts (or, after a
// resume, goes on from the room the player left), the day clock starts in
// the player's time zone and the 06:00 and 21:00 jobs are scheduled.
func (p *Plugin) depart(c *bot.Context) error {
	e, err := open(c)
	if err != nil {
		return err
	}
	if err := p.refuseDepart(c, e); err != nil {
		return err
	}
	ch, err := pc.Load(c)
	if err != nil {
		return err
	}
	if e.Supplies.Max <= 0 {
		// the first pack only when the purse pays for it (narrate.PackOffer)
		offer, _ := narrate.PackOffer(e, ch, c.Prefix())
		return bot.Errorf("%s %s", narrate.ExpeditionRefusal(expedition.ErrNoSupplies{}, c.Prefix()), offer)
	}
	loc, err := c.Location()
	if err != nil {
		return err
	}
	z, ok := content.ZoneByID(e.ZoneID)
	if !ok {
		return fmt.Errorf("expedition %s is in unknown zone %q", e.ID, e.ZoneID)
	}
	l := newLines(c, c.Store, c.Sender(), c.Router.Seed(), c.Now)
	if e.Resumed {
		err = p.departResumed(c, e, ch, loc, l)
	} else {
		err = p.departFresh(c, e, ch, z, loc, l)
	}
	if err != nil {
		return err
	}
	return l.done()
}

// refuseDepart refuses `!expedition depart` for expedition e unless it is
// provisioning (one extracted, or one already in the zone), or when it
// packs for a week now closed.
func (p *Plugin) refuseDepart(c *bot.Context, e expedition.Expedition) error {
	if e.Status != expedition.StatusProvisioning {
		if e.Status == expedition.StatusExtracted {
			return errNotInZone(c, e)
		}
		return bot.Errorf("You're already in the zone, day %d. `%sexpedition status` shows where.", e.Day, c.Prefix())
	}
	return p.refuseClosedWeekly(c, e, "sets off")
}

// cancel is `!expedition cancel`: provisioning is called off and every
// pack refunded; an extracted expedition is given up once confirmed
// (giveUp).
func (p *Plugin) cancel(c *bot.Context, args []string) error {
	e, err := open(c)
	if err != nil {
		return err
	}
	switch e.Status {
	case expedition.StatusActive:
		return walkOutRefusal(c, e, "You're in the zone; there's no calling it off from here.")
	case expedition.StatusExtracted:
		return p.giveUp(c, e, args)
	}
	if ask, err := p.callOffAsked(c, e, args); err != nil || !ask {
		return err
	}
	ch, err := pc.Load(c)
	if err != nil {
		return err
	}
	members := e.MemberRefunds()
	out, refund, err := expedition.Cancel(e, c.Now)
	if err != nil {
		return refusal(c, err)
	}
	if refund, err = refundMembers(c, members, refund); err != nil {
		return err
	}
	if refund > 0 {
		if ch, err = rules.AddCoins(ch, refund); err != nil {
			return err
		}
		if err := pc.Save(c, ch); err != nil {
			return err
		}
	}
	if err := save(c, c.Store, out, c.Now); err != nil {
		return err
	}
	if err := rescheduleExpiry(c, out); err != nil {
		return err
	}
	if out.Status.Ended() { // a restock called off keeps the party, waiting for `!resume`
		if err := partyOver(c, e, "called off"); err != nil {
			return err
		}
	}
	c.Reply(narrate.CancelText(out, refund, ch.Coins))
	return nil
}

// callOffAction names the pending confirmation of calling off a party's
// packing in the store.
const callOffAction = "expedition.call_off"

// callOffAsked reads `!expedition cancel [confirm|no]` while e packs
// (rules §8.22): ok is true when the packing is to be called off now. A
// party's (members in it, or invitations standing) ends with it, which no
// refund gives back, so a bare cancel asks first, as giving up does, and
// `confirm` within GiveUpConfirmWindow calls it off; `no` keeps packing.
// Alone, or on a restock (the party waits for `!resume` either way),
// every pack is refunded and nothing else is lost, so a bare cancel calls
// it off at once and words after it are refused.
func (p *Plugin) callOffAsked(c *bot.Context, e expedition.Expedition, args []string) (bool, error) {
	pre := c.Prefix()
	if e.Resumed || len(e.Members()) == 0 && len(e.StandingInvites(c.Now)) == 0 {
		if len(args) > 0 {
			return false, bot.UsageError(c, "Calling off provisioning takes no word after it, yes or no: a bare `"+pre+"expedition cancel` calls it off and refunds every pack; nothing was called off.")
		}
		return true, nil
	}
	if len(args) == 0 {
		if err := c.Store.Confirm.Ask(c, c.Sender(), callOffAction, c.Now.Add(GiveUpConfirmWindow)); err != nil {
			return false, err
		}
		var names []string
		for _, m := range e.Members() {
			name, err := pc.PlayerName(c, id.UserID(m.UserID))
			if err != nil {
				return false, err
			}
			names = append(names, name)
		}
		c.Reply(narrate.CallOffAsk(e, names, len(e.StandingInvites(c.Now)), pre))
		return false, nil
	}
	return pc.Confirm(c, args, callOffAction,
		"To call off your party's expedition, say `"+pre+"expedition cancel`, then `"+pre+"expedition cancel confirm` (or `"+pre+"expedition cancel no`).",
		"There's no calling off waiting for your yes (it expires after 5 minutes). Start again with `"+pre+"expedition cancel`.",
		"👍 Your party keeps packing for **"+narrate.ZoneName(e.ZoneID)+"**: `"+pre+"expedition depart` sets off.")
}

// refundMembers gives each member of a party called off the coins they
// paid for its stock (rules §8.22), by DM, and returns what is left of
// refund, the leader's.
func refundMembers(c *bot.Context, members map[string]int, refund int) (int, error) {
	for _, user := range slices.Sorted(maps.Keys(members)) {
		coins := min(members[user], refund)
		if err := refundTo(c, id.UserID(user), coins); err != nil {
			return refund, err
		}
		refund -= coins
	}
	return refund, nil
}

// refundTo gives user back coins they paid for a party's packs, saved,
// and tells them by DM; nothing for 0.
func refundTo(c *bot.Context, user id.UserID, coins int) error {
	if coins <= 0 {
		return nil
	}
	ch, ok, err := c.Store.Character.Get(c, user)
	if err != nil || !ok {
		return err
	}
	if ch, err = rules.AddCoins(ch, coins); err != nil {
		return err
	}
	if err := c.Store.Character.Save(c, user, ch, c.Now); err != nil {
		return err
	}
	c.DM(user, narrate.PacksRefundedText(coins, ch.Coins))
	return nil
}
