// Package shop registers Thom Krooke's shop (rules §4.5):
// `!shop`, `!buy <item> [n]` and `!sell <item> [n|all]`. Every purchase and
// sale reads the character inside the command's transaction, checks coins
// and stock there, and saves there, so two racing commands can never
// overspend or sell the same item twice.
package shop

import (
	"errors"
	"fmt"
	"strings"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/plugins/pc"
	"github.com/gogobee/gogobee/internal/rules"
)

// MaxTier is the highest item tier Thom sells to a character
// (content.ShopMaxTier of their player tier, rules §4.5).
func MaxTier(ch rules.Character) int { return content.ShopMaxTier(ch.Tier()) }

// serviceCommands are the services Thom lists and the command that buys
// each (without prefix). Services without a command yet are not listed.
var serviceCommands = map[string]string{
	content.OfferInnLongRest:    "rest long",
	content.OfferSubclassRespec: "subclass <name>", // rules §1.11
}

// Commands returns shop, buy and sell.
func Commands() []bot.Command {
	return []bot.Command{
		{
			Name:     "shop",
			Aliases:  []string{"store"},
			Section:  bot.SectionItems,
			Summary:  "See what Thom Krooke sells at your tier (and a little above)",
			Forms:    []bot.Form{{}},
			Examples: []string{"shop"},
			Handler:  list,
		},
		{
			Name:     "buy",
			Section:  bot.SectionItems,
			Summary:  "Buy from Thom Krooke",
			Forms:    []bot.Form{{Params: []bot.Param{bot.Words("item"), bot.Opt("n")}}},
			Examples: []string{"buy potion of healing", "buy potion_of_healing 3", "buy fine longsword"},
			Handler:  buy,
		},
		{
			Name:     "sell",
			Section:  bot.SectionItems,
			Summary:  "Sell to Thom Krooke (harvested materials at full value; equipment, treasure and consumables at half; not your starting kit)",
			Forms:    []bot.Form{{Params: []bot.Param{bot.Words("item"), bot.Opt("n|all")}}},
			Examples: []string{"sell dagger", "sell potion of healing 2", "sell moonstone all"},
			Handler:  sell,
		},
	}
}

// itemOffers lists Thom's item offers up to maxTier, in price-list order.
func itemOffers(maxTier int) []content.ShopOffer {
	var out []content.ShopOffer
	for _, o := range content.ShopOffers() {
		if o.Kind != content.OfferItem {
			continue
		}
		// Supply packs are bought for one expedition, at provisioning
		// (`!supplies buy`), so they are offered as a service below.
		if it, ok := content.ItemByID(o.ItemID); ok && it.Tier <= maxTier && it.Kind != content.KindSupply {
			out = append(out, o)
		}
	}
	return out
}

// offersFor lists the item offers ch may buy (content.ShopSells, rules
// §4.5): up to its tier, and no armour its class isn't trained to wear, so
// the price list shows nothing `!buy` would refuse.
func offersFor(ch rules.Character) []content.ShopOffer {
	var out []content.ShopOffer
	for _, o := range itemOffers(MaxTier(ch)) {
		if it, ok := content.ItemByID(o.ItemID); ok && content.ShopSells(ch, it) {
			out = append(out, o)
		}
	}
	return out
}

// services lists the services Thom offers that have a command.
func services() []narrate.ShopService {
	var out []narrate.ShopService
	for _, o := range content.ShopOffers() {
		if cmd, ok := serviceCommands[o.ID]; ok && o.Kind == content.OfferService {
			out = append(out, narrate.ShopService{Name: o.Name, Price: o.Price, Command: cmd})
		}
	}
	for _, id := range []content.ItemID{content.StandardPackID, content.DeluxePackID} {
		if it, ok := content.ItemByID(id); ok {
			out = append(out, narrate.ShopService{Name: fmt.Sprintf("%s (%d SU, when provisioning an expedition)", it.Name, it.SupplyUnits),
				Price: it.Value, Command: "supplies buy " + strings.TrimPrefix(string(id), "supply_pack_")})
		}
	}
	return out
}

func list(c *bot.Context) error {
	ch, err := pc.Load(c)
	if err != nil {
		return err
	}
	zoneID, err := pc.ShopAway(c)
	if err != nil {
		return err
	}
	text := narrate.Shop(offersFor(ch), services(), ch.Coins, zoneID, c.Prefix())
	if zoneID != "" {
		text = narrate.ShopInTownText(zoneID, c.Prefix()) + "\n\n" + text
	}
	c.Reply(text)
	return nil
}

// anOrder is what a `!buy` or `!sell` asks for: the item's words, how
// many (all: every one carried, for a sale) and the character trading.
type anOrder struct {
	query string
	n     int
	all   bool
	ch    rules.Character
}

// order reads a `!buy` or `!sell`: usage when no item is named, the count
// (pc.SplitCount; "all" only when allowAll), then the character, refused
// during a fight (Thom doesn't deliver to battlefields) or in a zone
// (inTown: his counter is in town, rules §4.5).
func order(c *bot.Context, usage string, allowAll bool) (anOrder, error) {
	if len(c.Args) == 0 {
		return anOrder{}, bot.UsageError(c, usage)
	}
	if allowAll && len(c.Args) == 1 && strings.EqualFold(c.Args[0], "all") {
		// "all" counts copies of one item; it is no item itself
		return anOrder{}, bot.UsageError(c, "All of what? `"+c.Prefix()+"sell <item> all` sells every copy of one item; `"+c.Prefix()+"inventory` shows what you carry.")
	}
	query, n, all, err := pc.SplitCount(c.Args, allowAll)
	if err != nil {
		return anOrder{}, asUsage(c, err)
	}
	ch, err := pc.Load(c)
	if err != nil {
		return anOrder{}, err
	}
	if err := pc.RefuseInFight(c, ch, "Thom doesn't deliver to battlefields. Finish the fight first."); err != nil {
		return anOrder{}, err
	}
	if err := inTown(c); err != nil {
		return anOrder{}, err
	}
	return anOrder{query: query, n: n, all: all, ch: ch}, nil
}

// supplyPackRefusal answers `!buy` of a supply pack: packs are bought for
// one expedition while provisioning it (`!supplies buy`, rules §8.2), and
// a pack is offered only when the purse pays for it (narrate.PackOffer):
// for the expedition being provisioned, else for a new one (the first pack
// of a fresh expedition), after the way to open it; after an extraction,
// `!resume` restocks.
func supplyPackRefusal(c *bot.Context, ch rules.Character) error {
	p := c.Prefix()
	const lead = "Supply packs are packed for one expedition, bought while provisioning it."
	e, open, err := c.Store.Expedition.Open(c, c.Sender())
	switch {
	case err != nil:
		return err
	case open && e.Status == expedition.StatusProvisioning:
		offer, _ := narrate.PackOffer(e, ch, p)
		return bot.Errorf("%s %s", lead, offer)
	case open:
		return bot.Errorf("%s `%sexpedition status` shows yours.", lead, p)
	}
	offer, ok := narrate.PackOffer(expedition.Expedition{Status: expedition.StatusProvisioning, Tier: 1}, ch, p)
	if ok {
		return bot.Errorf("%s `%sexpedition start <zone>` opens provisioning with Thom; then %s", lead, p, offer)
	}
	return bot.Errorf("%s `%sexpedition start <zone>` opens provisioning with Thom. %s", lead, p, offer)
}

func sell(c *bot.Context) error {
	o, err := order(c, "Sell what?", true)
	if err != nil {
		return err
	}
	ch, query, n, all := o.ch, o.query, o.n, o.all
	id, err := pc.PackItem(c, ch, query, func(id content.ItemID) bool {
		price, ok := content.SellPrice(id)
		return ok && price > 0
	}, func(id content.ItemID) error {
		name := narrate.ItemName(id)
		if rules.KitOnly(ch, id) {
			// Taking it off would not make it sellable: say so first.
			return kitRefusal(c, name, rules.ErrKitNotForSale{Item: id, Kit: ch.Owned(id)})
		}
		return bot.Errorf("You're wearing **%s**. `%sunequip` it first; Thom won't take it off you himself.", name, c.Prefix())
	}, "`"+c.Prefix()+"inventory` shows what you carry.")
	if err != nil {
		return err
	}
	name := narrate.ItemName(id)
	price, ok := content.SellPrice(id)
	if !ok || price <= 0 {
		return bot.Errorf("Thom won't buy **%s**. Some things are worth more kept.", name)
	}
	have, kit := ch.Inventory.Count(id), rules.KitCarried(ch, id)
	if all {
		n = rules.SellableCopies(ch, id)
	}
	if n > have {
		return tooFew(c, name, have, n, rules.SellableCopies(ch, id))
	}
	next, paid, err := rules.SellItem(ch, id, max(n, 1), price)
	if kerr := (rules.ErrKitNotForSale{}); errors.As(err, &kerr) {
		return kitRefusal(c, name, kerr)
	}
	if err != nil {
		return err
	}
	if err := pc.Save(c, next); err != nil {
		return err
	}
	msg := fmt.Sprintf("💰 Thom counts out %s for %s. You have %s.", narrate.Coins(paid), countOf("**"+name+"**", n), narrate.Coins(next.Coins))
	if all && kit > 0 {
		msg += fmt.Sprintf(" The %s from your starting kit stays with you: Thom doesn't pay for what cost you nothing.", countOf(name, kit))
	}
	c.Reply(msg)
	return nil
}

// tooFew answers a sale of n copies of the item name when only have are
// carried, sellable of them not from the starting kit (rules §4.5): it
// offers `all` only when `all` would sell something, and says why the
// kit's copies can't be sold.
func tooFew(c *bot.Context, name string, have, n, sellable int) error {
	head, all := fmt.Sprintf("You have only %d **%s**, not %d", have, name, n), "`"+c.Prefix()+"sell "+strings.ToLower(name)+" all`"
	switch {
	case sellable >= have:
		return bot.Errorf("%s: %s sells every one.", head, all)
	case sellable == 0:
		it := "it"
		if have > 1 {
			it = "they"
		}
		return bot.Errorf("%s, and Thom won't buy %s: %s came in your starting kit, and he doesn't pay for what cost you nothing.", head, it, it)
	}
	those := fmt.Sprintf("those %d", sellable)
	if sellable == 1 {
		those = "that one"
	}
	return bot.Errorf("%s, and only %d can be sold: the other %d came in your starting kit, and Thom doesn't pay for what cost you nothing. %s sells %s.",
		head, sellable, have-sellable, all, those)
}

// kitRefusal answers a sale of starting-kit copies (rules §4.5): none
// sellable, or how many are.
func kitRefusal(c *bot.Context, name string, e rules.ErrKitNotForSale) error {
	if e.Sellable == 0 {
		return bot.Errorf("Thom won't buy your **%s**: it came in your starting kit, and he doesn't pay for what cost you nothing. It's yours to keep.", name)
	}
	return bot.Errorf("Only %d of your **%s** can be sold: the other %d came in your starting kit, and Thom doesn't pay for what cost you nothing. `%ssell %s %d` sells the rest.",
		e.Sellable, name, e.Kit, c.Prefix(), strings.ToLower(name), e.Sellable)
}

// countOf renders "name" for one and "name ×n" for more.
func countOf(name string, n int) string {
	if n == 1 {
		return name
	}
	return fmt.Sprintf("%s ×%d", name, n)
}

// isInnWord reports whether a buy query names the inn or a rest.
func isInnWord(q string) bool {
	q = strings.ToLower(q)
	return strings.Contains(q, "inn") || strings.Contains(q, "rest") || strings.Contains(q, "room")
}

// proficiencyNote warns when the buyer's class cannot use the gear well.
func proficiencyNote(ch rules.Character, it content.Item) string {
	def := ch.Def()
	switch {
	case it.Weapon != nil && !def.ProficientWeapon(*it.Weapon):
		return fmt.Sprintf("(%ss aren't trained with it: %d to hit.)", def.Name, -rules.NonProficientPenalty)
	}
	return ""
}

// asUsage answers a bad count with the command's usage beside it: the
// count is how the line was written, so the usage is the way on.
func asUsage(c *bot.Context, err error) error {
	var ue *bot.UserError
	if errors.As(err, &ue) {
		return bot.UsageError(c, ue.Message)
	}
	return err
}
