package gift

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/mdtext"
	"github.com/gogobee/gogobee/internal/plugins/pc"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/store"
)

// confirm is `!give confirm|cancel`: the gift asked for, checked again and
// handed over, both sides saved with the ledger row in this transaction,
// and the receiver told by DM.
func confirm(c *bot.Context) error {
	yes, err := pc.Confirm(c, c.Args, giveAction, fmt.Sprintf("Type `%sgive confirm` or `%sgive cancel`.", c.Prefix(), c.Prefix()),
		fmt.Sprintf("No gift is waiting for your yes: an ask lasts %d minutes, and asking again starts a new one.", int(GiftConfirmWindow.Minutes())),
		"🎁 Kept. Nothing changed hands.")
	if err != nil || !yes {
		if !yes && err == nil {
			return c.Store.KV.Delete(c, planKey(c.Sender()))
		}
		return err
	}
	p, err := takePlan(c)
	if err != nil {
		return err
	}
	giver, err := pc.Load(c)
	if err != nil {
		return err
	}
	if _, err := check(c, giver, p); err != nil {
		var ue *bot.UserError
		if !errors.As(err, &ue) {
			return err
		}
		// answered, not refused: the ask is used up either way
		c.Replyf("%s The gift is off; ask again when it can go.", ue.Message)
		return nil
	}
	return handOver(c, giver, p)
}

// takePlan takes the confirmed gift off the kv table: the ask is used up
// whatever comes of it.
func takePlan(c *bot.Context) (plan, error) {
	var p plan
	raw, ok, err := c.Store.KV.Get(c, planKey(c.Sender()))
	if err != nil {
		return p, err
	}
	if !ok {
		return p, fmt.Errorf("gift: the confirmation of %s has no gift", c.Sender())
	}
	if err := c.Store.KV.Delete(c, planKey(c.Sender())); err != nil {
		return p, err
	}
	if err := json.Unmarshal([]byte(raw), &p); err != nil {
		return p, fmt.Errorf("gift: reading %s's gift: %w", c.Sender(), err)
	}
	return p, nil
}

// handOver moves checked gift p from giver to its receiver: both saved
// with the ledger row, the giver answered and the receiver told by DM.
func handOver(c *bot.Context, giver rules.Character, p plan) error {
	receiver, _, err := c.Store.Character.Get(c, p.To)
	if err != nil {
		return err
	}
	entry := store.LedgerEntry{At: c.Now, Kind: store.LedgerGift, Actor: c.Sender(), UserID: p.To, What: store.LedgerCoins, Amount: p.Coins}
	if p.Item != "" {
		giver, receiver, err = rules.GiveItem(giver, receiver, p.Item, p.N)
		entry.What, entry.ItemID, entry.Amount = store.LedgerItem, p.Item, p.N
	} else {
		giver, receiver, err = rules.GiveCoins(giver, receiver, p.Coins)
	}
	if err != nil {
		return refusal(err, "give", false, c.Prefix())
	}
	if err := pc.Save(c, giver); err != nil {
		return err
	}
	if err := c.Store.Character.Save(c, p.To, receiver, c.Now); err != nil {
		return err
	}
	if err := c.Store.Ledger.Add(c, entry); err != nil {
		return err
	}
	c.Replyf("🎁 **%s** hands **%s** %s.", mdtext.Escape(giver.Name), mdtext.Escape(receiver.Name), what(p))
	c.DM(p.To, fmt.Sprintf("🎁 **%s** (%s) gave you %s. `%sinventory` shows what you carry.", mdtext.Escape(giver.Name), mdtext.Escape(string(c.Sender())), what(p), c.Prefix()))
	return nil
}
