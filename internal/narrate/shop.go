package narrate

import (
	"fmt"
	"sort"
	"strings"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
)

// ShopService is a service line of Thom Krooke's price list and the command
// (without prefix) that buys it, e.g. the inn's "rest long".
type ShopService struct {
	Name    string
	Price   int
	Command string
}

// shopEntry is one item offer with its catalogue item.
type shopEntry struct {
	offer content.ShopOffer
	item  content.Item
}

// Shop renders Thom Krooke's price list: the item offers
// given (the plugin picks the tiers the player may buy), grouped per
// KindGroups, then the services, and how to buy and sell. Groups of tiered
// equipment that share one price per tier are folded into one price line
// and one list of names, so five dozen items stay a short message. coins is
// the player's purse; zoneID the zone the player stands in ("" in town),
// where buying, selling and the inn wait for town (AtThoms).
func Shop(offers []content.ShopOffer, services []ShopService, coins int, zoneID content.ZoneID, prefix string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "🛒 **Thom Krooke's shop** · you have %s\n", Coins(coins))
	b.WriteString("_Thom looks up from his ledger._ \"Prices are on the board. I don't haggle, I don't lend, and I don't ask where you've been.\"\n")

	groups, order := groupOffers(offers)
	cheapestName, cheapest := "", -1
	var folded []string
	for _, label := range order {
		entries := groups[label]
		if f, ok := foldTiers(entries); ok {
			b.WriteString("\n" + f.render(label) + "\n")
			if ex := f.example(); ex != "" && folded == nil {
				folded = []string{ex}
			}
			continue
		}
		b.WriteString("\n**" + label + "**\n")
		for _, e := range entries {
			fmt.Fprintf(&b, "- %s: %s", e.item.Name, Coins(e.offer.Price))
			if s := ItemSummary(e.item); s != "" {
				b.WriteString(" · " + s)
			}
			b.WriteString("\n")
			if cheapest < 0 || e.offer.Price < cheapest {
				cheapest, cheapestName = e.offer.Price, strings.ToLower(e.item.Name)
			}
		}
	}
	if len(services) > 0 {
		b.WriteString("\n**Services**\n")
		for _, s := range services {
			fmt.Fprintf(&b, "- %s: %s · %s\n", s.Name, Coins(s.Price), AtThoms(prefix+s.Command, zoneID))
		}
	}
	examples := []string{}
	if cheapestName != "" {
		examples = append(examples, fmt.Sprintf("`%sbuy %s 2`", prefix, cheapestName))
	}
	for _, f := range folded {
		examples = append(examples, fmt.Sprintf("`%sbuy %s`", prefix, f))
	}
	if zoneID != "" {
		fmt.Fprintf(&b, "\nBuy with %s, and Thom buys back with `%ssell <item> [n|all]`.", AtThoms(prefix+"buy <item> [n]", zoneID), prefix)
		return b.String()
	}
	b.WriteString("\nBuy with `" + prefix + "buy <item> [n]`")
	if len(examples) > 0 {
		b.WriteString(", e.g. " + OrList(examples))
	}
	fmt.Fprintf(&b, ". Thom buys back with `%ssell <item> [n|all]`.", prefix)
	return b.String()
}

// groupOffers sorts item offers into KindGroups labels, keeping the price
// list's order inside each group.
func groupOffers(offers []content.ShopOffer) (map[string][]shopEntry, []string) {
	groups := map[string][]shopEntry{}
	pos := map[string]int{}
	for _, o := range offers {
		it, ok := content.ItemByID(o.ItemID)
		if !ok || o.Kind != content.OfferItem {
			continue
		}
		g, p := groupFor(it.Kind)
		if _, seen := groups[g.Label]; !seen {
			pos[g.Label] = p
		}
		groups[g.Label] = append(groups[g.Label], shopEntry{offer: o, item: it})
	}
	var order []string
	for label := range groups {
		order = append(order, label)
	}
	sort.Slice(order, func(i, j int) bool {
		if pos[order[i]] != pos[order[j]] {
			return pos[order[i]] < pos[order[j]]
		}
		return order[i] < order[j]
	})
	return groups, order
}

// ShortOfCoins is the way to coins for ch, who cannot pay: `!sell` when
// ch carries something Thom buys (a sell price, not starting kit: rules
// §4.5), else only what they carry, as every `!sell` would be refused.
func ShortOfCoins(ch rules.Character, prefix string) string {
	for id := range ch.Inventory {
		if p, ok := content.SellPrice(id); ok && p > 0 && rules.SellableCopies(ch, id) > 0 {
			return fmt.Sprintf("`%sinventory` shows what you carry; `%ssell <item>` turns finds into coins.", prefix, prefix)
		}
	}
	return fmt.Sprintf("`%sinventory` shows what you carry: nothing Thom buys yet (starting kit he won't take).", prefix)
}

// ArmorWorth says what armour item it would do for c's AC once worn
// (content.ACIfWorn), or "" for an item that is no armour: more AC, the
// same (what c wears is as good; the sheet shows how AC is made), or less
// than what c wears now.
func ArmorWorth(c rules.Character, it content.Item, prefix string) string {
	now, with, ok := content.ACIfWorn(c, it)
	switch {
	case !ok:
		return ""
	case it.Armor.IsShield() && twoHanded(c):
		return "🛡️ A shield needs a free hand, and your weapon takes both: it does nothing for you until you wield a one-handed one."
	case with > now:
		return fmt.Sprintf("🛡️ Worn, it makes your AC %d (now %d): `%sequip %s`.", with, now, prefix, strings.ToLower(it.Name))
	case with == now:
		return fmt.Sprintf("🛡️ Worn, it leaves your AC at %d: what you have on is as good (`%ssheet` shows how AC is made).", now, prefix)
	}
	return fmt.Sprintf("🛡️ Worn instead of what you have on, it would lower your AC to %d (now %d).", with, now)
}

// twoHanded reports whether c wields a two-handed weapon.
func twoHanded(c rules.Character) bool {
	it, ok := content.ItemByID(c.Equipment.Get(rules.SlotMainHand))
	return ok && it.Weapon != nil && it.Weapon.TwoHanded
}
