package shop

import (
	"errors"
	"fmt"
	"strings"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/plugins/pc"
	"github.com/gogobee/gogobee/internal/rules"
)

// buy is `!buy <item> [n]` (rules §4.5): the item off Thom's shelves, its
// price with any discount, paid, packed and saved in the command's one
// transaction.
func buy(c *bot.Context) error {
	o, err := order(c, "Buy what? `"+c.Prefix()+"shop` shows the price list.", false)
	if err != nil {
		return err
	}
	ch, n := o.ch, o.n
	it, err := shelfItem(c, ch, o.query)
	if err != nil {
		return err
	}
	price, ok := content.BuyPrice(it.ID)
	if !ok {
		return fmt.Errorf("shop: %q is on the shelves without a price", it.ID)
	}
	total, discount := discounted(ch, price*n)
	paid, err := rules.SpendCoins(ch, total)
	var short rules.ErrNotEnoughCoins
	if errors.As(err, &short) {
		return bot.Errorf("%s costs %s; you have %s. Thom doesn't do credit. %s", countOf("**"+it.Name+"**", n), narrate.Coins(total), narrate.Coins(short.Have), narrate.ShortOfCoins(ch, c.Prefix()))
	}
	if err != nil {
		return err
	}
	paid.ShopDiscount = 0 // a discount is good for one purchase
	next, err := rules.AddItem(paid, it.ID, n)
	if err != nil {
		return err
	}
	if err := pc.Save(c, next); err != nil {
		return err
	}
	msg := fmt.Sprintf("🛒 Thom slides %s across the counter for %s%s. You have %s left.",
		countOf("**"+it.Name+"**", n), narrate.Coins(total), discount, narrate.Coins(next.Coins))
	c.Reply(msg + buyNote(ch, it, c.Prefix()))
	return nil
}

// shelfItem is the item on Thom's shelves that query names, refused when
// nothing there fits, when it is above the tier ch may buy, or when it is
// armour ch isn't trained for (rules §4.5).
func shelfItem(c *bot.Context, ch rules.Character, query string) (content.Item, error) {
	var ids []content.ItemID
	for _, o := range itemOffers(content.MaxZoneTier) {
		ids = append(ids, o.ItemID)
	}
	m := pc.MatchItem(query, ids)
	if m.ID == "" {
		return content.Item{}, offShelves(c, ch, m, query)
	}
	it, ok := content.ItemByID(m.ID)
	if !ok {
		return content.Item{}, fmt.Errorf("shop: the match %q is no catalogue item", m.ID)
	}
	if top := MaxTier(ch); it.Tier > top {
		return content.Item{}, bot.Errorf("Thom keeps **%s** (tier %d) behind the counter for more seasoned adventurers. You can buy up to tier %d now.",
			it.Name, it.Tier, top)
	}
	if !content.ShopSells(ch, it) { // tier checked above: armour ch isn't trained for
		return content.Item{}, bot.Errorf("Thom won't sell you **%s**: %ss aren't trained to wear it, and he'd only buy it back at half. `%sshop` lists what he has.",
			it.Name, ch.Def().Name, c.Prefix())
	}
	return it, nil
}

// offShelves refuses a `!buy` of what no shelf item fits (m): a supply
// pack, the inn or a subclass, each with the way to it, else what fits
// more than once or nothing at all.
func offShelves(c *bot.Context, ch rules.Character, m pc.ItemMatch, query string) error {
	if pc.MatchItem(query, []content.ItemID{content.StandardPackID, content.DeluxePackID}).ID != "" {
		return supplyPackRefusal(c, ch)
	}
	if isInnWord(query) {
		return bot.Errorf("The inn isn't a thing you carry home. Book a night with `%srest long`.", c.Prefix())
	}
	if strings.Contains(strings.ToLower(query), "subclass") {
		return bot.Errorf("A subclass isn't a thing you carry home: `%ssubclass` shows yours and what a change costs, `%ssubclass <name>` makes it.", c.Prefix(), c.Prefix())
	}
	return pc.Unmatched(c, m, query, "on Thom's shelves", "`"+c.Prefix()+"shop` shows the price list.")
}

// discounted is a purchase's total in coins after ch's one-purchase
// discount, if any, and the words that explain it ("" without one).
func discounted(ch rules.Character, total int) (int, string) {
	if ch.ShopDiscount <= 0 {
		return total, ""
	}
	return total * (100 - ch.ShopDiscount) / 100, fmt.Sprintf(" (%d%% off, as promised for surviving a week out there)", ch.ShopDiscount)
}

// buyNote ends a purchase's answer: what ch lacks to use the item well,
// else what it would do for ch's AC once worn, else nothing.
func buyNote(ch rules.Character, it content.Item, prefix string) string {
	if note := proficiencyNote(ch, it); note != "" {
		return " " + note
	}
	if note := narrate.ArmorWorth(ch, it, prefix); note != "" {
		return "\n" + note
	}
	return ""
}
