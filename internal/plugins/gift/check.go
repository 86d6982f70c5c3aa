package gift

import (
	"errors"
	"fmt"

	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/mdtext"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/plugins/pc"
	"github.com/gogobee/gogobee/internal/rules"
)

// check makes every check of a gift p from giver, changing nothing, and
// returns what it is worth in coins (rules §4.6): the receiver has a
// character; neither side is in a fight or in a zone (what is carried
// there is in the field); the item is no supply pack or quest item; the
// engine would move it (rules.GiveItem, rules.GiveCoins); and it fits the
// receiver's daily allowance.
func check(c *bot.Context, giver rules.Character, p plan) (int, error) {
	receiver, ok, err := c.Store.Character.Get(c, p.To)
	if err != nil {
		return 0, err
	}
	if !ok {
		return 0, bot.Errorf("%s has no character to give to.", mdtext.Escape(string(p.To)))
	}
	if err := bothInTown(c, giver, receiver, p); err != nil {
		return 0, err
	}
	value, err := giftValue(c, giver, receiver, p)
	if err != nil {
		return 0, err
	}
	if err := fitsAllowance(c, id.UserID(string(p.To)), receiver, value); err != nil {
		return 0, err
	}
	return value, nil
}

// bothInTown refuses a gift while the giver or the receiver is in a fight
// or stands in a zone, where what is carried is in the field (rules §4.6).
func bothInTown(c *bot.Context, giver, receiver rules.Character, p plan) error {
	if err := pc.RefuseInFight(c, giver, "Not in the middle of a fight: finish it first."); err != nil {
		return err
	}
	if _, fighting, err := c.Store.Fight.Get(c, p.To); err != nil {
		return err
	} else if fighting {
		return bot.Errorf("**%s** is in a fight. Give it once it's over.", mdtext.Escape(receiver.Name))
	}
	for _, side := range []struct{ user, who string }{{string(c.Sender()), "You're"}, {string(p.To), "**" + mdtext.Escape(receiver.Name) + "** is"}} {
		if run, in, err := pc.InADungeonOf(c, id.UserID(side.user)); err != nil {
			return err
		} else if in {
			return bot.Errorf("%s in **%s**: what is carried there is in the field. Gifts change hands in town.", side.who, narrate.ZoneName(run.ZoneID))
		}
	}
	return nil
}

// giftValue is gift p's worth in coins (coins as they are, an item at its
// catalogue value), once the engine would move it (rules.GiveItem,
// rules.GiveCoins). Refused: a supply pack or quest item, or what the
// engine refuses.
func giftValue(c *bot.Context, giver, receiver rules.Character, p plan) (int, error) {
	if p.Item == "" {
		if _, _, err := rules.GiveCoins(giver, receiver, p.Coins); err != nil {
			return 0, refusal(err, "give", false, c.Prefix())
		}
		return p.Coins, nil
	}
	it, ok := content.ItemByID(p.Item)
	if !ok {
		return 0, fmt.Errorf("gift: %q is no catalogue item", p.Item)
	}
	if it.Kind == content.KindSupply || it.Kind == content.KindQuest {
		return 0, bot.Errorf("**%s** isn't something to give: supply packs belong to an expedition, quest items to their finder.", it.Name)
	}
	if _, _, err := rules.GiveItem(giver, receiver, p.Item, p.N); err != nil {
		return 0, refusal(err, "give", false, c.Prefix())
	}
	return it.Value * p.N, nil
}

// fitsAllowance refuses a gift worth value coins that would take the
// receiver (user to) past what they may receive in any 24 hours
// (rules §4.6).
func fitsAllowance(c *bot.Context, to id.UserID, receiver rules.Character, value int) error {
	received, err := receivedToday(c, to)
	if err != nil {
		return err
	}
	var over rules.ErrGiftOverAllowance
	if err := rules.CheckGiftAllowance(receiver.Level, received, value); errors.As(err, &over) {
		return bot.Errorf("That's worth %s, and **%s** may receive %s in gifts in any 24 hours (level %d): %s more for now. Each gift counts for 24 hours from when it was given; give less, or later. `%sinventory` shows what you carry.",
			narrate.Coins(value), mdtext.Escape(receiver.Name), narrate.Coins(over.Allowance), receiver.Level, narrate.Coins(over.Left), c.Prefix())
	}
	return nil
}
