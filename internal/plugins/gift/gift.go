// Package gift registers `!give`: one player gives another an item or
// coins (rules §4.6). The giver asks, the bot says what would go and what
// it is worth, and `!give confirm` within GiftConfirmWindow moves it: both
// characters are loaded, checked again and saved in that one command's
// transaction (SQLite runs one writer at a time, so neither side can
// change in between), with a ledger row that counts against the
// receiver's daily allowance and that `!admin player` lists.
package gift

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/config"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/mdtext"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/plugins/pc"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/store"
)

// GiftConfirmWindow is how long `!give confirm` stays valid after the ask.
const GiftConfirmWindow = 5 * time.Minute

// giveAction names the pending confirmation of a gift in the store; the
// gift itself waits in the kv table under planKey.
const giveAction = "give"

// planKey is the kv key of userID's gift waiting for `!give confirm`.
func planKey(userID id.UserID) string { return string(store.KeyGiftPrefix + userID) }

// plan is a gift asked for: to whom, and Coins or N copies of Item.
type plan struct {
	To    id.UserID      `json:"to"`
	Item  content.ItemID `json:"item,omitempty"`
	N     int            `json:"n,omitempty"`
	Coins int            `json:"coins,omitempty"`
}

// Commands returns `!give`. Trades between players are served by
// `!trade` (Trade), the command the zone's trader shares (rules §8.2,
// §4.7).
func Commands() []bot.Command {
	return []bot.Command{giveCommand()}
}

// giveCommand is `!give`.
func giveCommand() bot.Command {
	return bot.Command{
		Name:    "give",
		Aliases: []string{"gift"},
		Section: bot.SectionItems,
		Summary: "Give another player an item you carry or coins; you confirm first, and a player may receive so much a day",
		Forms: []bot.Form{
			{Params: []bot.Param{bot.Arg("@user:server"), bot.Words("item"), bot.Opt("n|all")}},
			{Params: []bot.Param{bot.Arg("@user:server"), bot.Fixed("coins"), bot.Arg("n")}},
			{Params: []bot.Param{bot.Fixed("confirm|cancel")}},
		},
		Examples: []string{"give @bob:example.org potion of healing 2", "give @bob:example.org coins 50",
			"give confirm"},
		Handler: give,
	}
}

// give is `!give ...`: the ask, or the confirmation's answer.
func give(c *bot.Context) error {
	if len(c.Args) == 1 {
		switch strings.ToLower(c.Args[0]) {
		case "confirm", "yes", "cancel", "no":
			return confirm(c)
		}
	}
	if len(c.Args) < 2 {
		return bot.UsageError(c, "Give whom what? A full user ID, then an item you carry or `coins <n>`.")
	}
	p, err := readPlan(c)
	var giver rules.Character
	var value int
	if err == nil {
		giver, err = pc.Load(c)
	}
	if err == nil {
		value, err = check(c, giver, p)
	}
	if err != nil {
		return withPending(c, err)
	}
	data, err := json.Marshal(p)
	if err != nil {
		return err
	}
	if err := c.Store.KV.Set(c, planKey(c.Sender()), string(data)); err != nil {
		return err
	}
	if err := c.Store.Confirm.Ask(c, c.Sender(), giveAction, c.Now.Add(GiftConfirmWindow)); err != nil {
		return err
	}
	receiver, _, err := c.Store.Character.Get(c, p.To)
	if err != nil {
		return err
	}
	worth := ""
	if p.Item != "" {
		worth = ", worth " + narrate.Coins(value)
	}
	c.Replyf("🎁 Give **%s** (%s) %s%s? Type `%sgive confirm` within %d minutes to hand it over, or `%sgive cancel`.",
		mdtext.Escape(receiver.Name), mdtext.Escape(string(p.To)), what(p), worth, c.Prefix(), int(GiftConfirmWindow.Minutes()), c.Prefix())
	return nil
}

// wornRefusal answers an item query that names gear ch wears rather than
// carries: starting kit stays (rules §4.6), other gear comes off first
// (verb: "give" or "trade").
func wornRefusal(c *bot.Context, ch rules.Character, verb string) func(worn content.ItemID) error {
	return func(worn content.ItemID) error {
		if rules.KitOnly(ch, worn) {
			return bot.Errorf("Your **%s** came in your starting kit, and that stays with you. `%sinventory` shows what you carry.", narrate.ItemName(worn), c.Prefix())
		}
		return bot.Errorf("You're wearing **%s**. `%sunequip %s` first, then %s it.", narrate.ItemName(worn), c.Prefix(), strings.ToLower(narrate.ItemName(worn)), verb)
	}
}

// withPending adds to a refused ask that the sender's earlier gift, if one
// still waits, is the one `!give confirm` would hand over: a refusal
// changes nothing, so the earlier ask stands.
func withPending(c *bot.Context, err error) error {
	var ue *bot.UserError
	if !errors.As(err, &ue) {
		return err
	}
	raw, ok, kerr := c.Store.KV.Get(c, planKey(c.Sender()))
	if kerr != nil {
		return kerr
	}
	var p plan
	if !ok || json.Unmarshal([]byte(raw), &p) != nil {
		return err
	}
	if waiting, werr := c.Store.Confirm.Waiting(c, c.Sender(), giveAction, c.Now); werr != nil {
		return werr
	} else if !waiting {
		return err
	}
	return bot.Errorf("%s\n\nYour earlier gift still waits: %s to %s, which `%sgive confirm` would hand over (`%sgive cancel` drops it).",
		ue.Message, what(p), mdtext.Escape(string(p.To)), c.Prefix(), c.Prefix())
}

// readPlan reads the ask's words: the receiver's user ID, then `coins <n>`
// or an item the sender carries with an optional count. Errors: usage
// refusals, and the item refusals of pc.PackItem.
func readPlan(c *bot.Context) (plan, error) {
	p := plan{To: id.UserID(strings.Replace(c.Args[0], "＠", "@", 1))}
	if !config.IsUserID(string(p.To)) {
		return p, bot.UsageError(c, "To whom? Give their full user ID first, such as `@bob:example.org`.")
	}
	if p.To == c.Sender() {
		return p, bot.Errorf("A gift to yourself is just your own pack. Give it to another player.")
	}
	if n, isCoins, err := coinsPart(c, c.Args[1:]); err != nil {
		return p, err
	} else if isCoins {
		p.Coins = n
		return p, nil
	}
	query, n, all, err := pc.SplitCount(c.Args[1:], true)
	if err != nil {
		return p, err
	}
	ch, err := pc.Load(c)
	if err != nil {
		return p, err
	}
	id, err := pc.PackItem(c, ch, query, nil, wornRefusal(c, ch, "give"), "`"+c.Prefix()+"inventory` shows what you carry.")
	if err != nil {
		return p, err
	}
	if all {
		n = max(rules.SellableCopies(ch, id), 1) // every copy that may go; none: the check says why
	}
	p.Item, p.N = id, n
	return p, nil
}

// receivedToday is the worth in coins of the gifts userID received in the
// last 24 hours (rules §4.6): coins as given, items at their catalogue
// value, a trade's surplus as recorded (rules §4.7).
func receivedToday(c *bot.Context, userID id.UserID) (int, error) {
	gifts, err := c.Store.Ledger.GiftsTo(c, userID, c.Now.Add(-24*time.Hour))
	if err != nil {
		return 0, err
	}
	total := 0
	for _, g := range gifts {
		if g.What == store.LedgerItem {
			it, ok := content.ItemByID(g.ItemID)
			if !ok {
				return 0, fmt.Errorf("gift: the ledger's item %q is no catalogue item", g.ItemID)
			}
			total += it.Value * g.Amount
			continue
		}
		total += g.Amount
	}
	return total, nil
}

// refusal words the engine's refusals of what the sender would give or
// trade away (verb: "give" or "trade"); asked is true when the other side
// asked for it (a trade's answer), so the words say "asked for". Each ends
// with where to see what the sender carries.
func refusal(err error, verb string, asked bool, prefix string) error {
	if text := refusalText(err, verb, asked); text != "" {
		return bot.Errorf("%s `%sinventory` shows what you carry.", text, prefix)
	}
	return err
}

// refusalText is refusal's words, "" for an error that is none of the
// engine's refusals.
func refusalText(err error, verb string, asked bool) string {
	var few rules.ErrNotEnoughItems
	var kit rules.ErrGiftKit
	var coins rules.ErrNotEnoughCoins
	var purse rules.ErrStartingPurse
	want, none := "", " now"
	if asked {
		want, none = "the ", " to trade (worn gear comes off first, with `!unequip`)"
	}
	asks := ""
	if asked {
		asks = " asked for"
	}
	switch {
	case errors.As(err, &purse):
		return fmt.Sprintf("The first %s are your starting purse, and those stay with you: you can %s %s.", narrate.Coins(rules.StartingCoins), verb, narrate.Coins(purse.Giftable))
	case errors.As(err, &few) && few.Have == 0:
		return fmt.Sprintf("You don't carry any **%s**%s.", narrate.ItemName(few.Item), none)
	case errors.As(err, &few):
		return fmt.Sprintf("You carry %d **%s**, not %s%d%s.", few.Have, narrate.ItemName(few.Item), want, few.Want, asks)
	case errors.As(err, &kit) && kit.Giftable == 0:
		return fmt.Sprintf("Your **%s** came in your starting kit, and that stays with you.", narrate.ItemName(kit.Item))
	case errors.As(err, &kit):
		return fmt.Sprintf("Only %d of your **%s** can go: the rest came in your starting kit, and that stays with you.", kit.Giftable, narrate.ItemName(kit.Item))
	case errors.As(err, &coins) && coins.Have > rules.StartingCoins:
		return fmt.Sprintf("You have %s, not %s%s%s, and %s of them can go (the first %s are your starting purse).",
			narrate.Coins(coins.Have), want, narrate.Coins(coins.Need), asks, narrate.Number(coins.Have-rules.StartingCoins), narrate.Number(rules.StartingCoins))
	case errors.As(err, &coins):
		return fmt.Sprintf("You have %s, not %s%s%s.", narrate.Coins(coins.Have), want, narrate.Coins(coins.Need), asks)
	}
	return ""
}

// what says what p gives: "2 Potion of Healing", "50 coins".
func what(p plan) string {
	if p.Item != "" {
		return fmt.Sprintf("%d **%s**", p.N, narrate.ItemName(p.Item))
	}
	return narrate.Coins(p.Coins)
}
