package narrate

import (
	"errors"
	"fmt"
	"strings"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/mdtext"
	"github.com/gogobee/gogobee/internal/zonegraph"
)

// safeRoomLine is what a rest-camp room says on first entry.
const safeRoomLine = "🏕️ Safe ground: a good place to make camp."

// SafeRoomText words a rest-camp room's first entry: outside an
// expedition, where no camp can be made, a quiet room for a short rest;
// on an expedition, in
// the room where the zone's trader keeps shop (rules §8.2), it names the
// trader and `!trade`.
func SafeRoomText(zoneID content.ZoneID, node zonegraph.NodeID, onExpedition bool, prefix string) string {
	if !onExpedition {
		// a camp is an expedition's (rules §8.10): a zone run has none
		return fmt.Sprintf("🏕️ Safe ground: a quiet room for a `%srest short`.", prefix)
	}
	t, ok := content.TraderOf(zoneID)
	if !ok || t.Node != node {
		return safeRoomLine
	}
	return fmt.Sprintf("%s\n🛒 %s keeps shop here: `%strade` shows the wares.", safeRoomLine, capitalise(t.Name), prefix)
}

// TraderText renders `!trade` in the trader's room (rules §8.2): each
// ware with its number, price and what is left for this expedition, then
// the packs and the purse, and an example of a ware the player can buy
// now (expedition.WareForSale), or why none can be: a night encounter
// waiting (then no `!trade` is offered, only `!fight`), or the stock,
// packs and purse.
func TraderText(e expedition.Expedition, t content.Trader, purse int, prefix string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "🛒 **%s** lays out the wares:\n", capitalise(t.Name))
	for i, w := range t.Wares {
		left := expedition.WareLeft(e, w)
		stock := fmt.Sprintf("%d left", left)
		if left == 0 {
			stock = "sold out"
		}
		fmt.Fprintf(&b, "%d. %s · %s · %s\n", i+1, mdtext.Escape(w.Name()), Coins(w.Price), stock)
	}
	fmt.Fprintf(&b, "**Carried:** %s of %s · **Purse:** %s\n", SU(e.Supplies.Current), SU(e.Supplies.Max), Coins(purse))
	if e.PendingNight != nil { // expedition.CheckSale's first refusal
		fmt.Fprintf(&b, "⚔️ Something found you and it's still here: `%sfight` it first; the trader waits.", prefix)
		return b.String()
	}
	fmt.Fprintf(&b, "`%strade <number|name> [how many]` buys", prefix)
	if n := expedition.WareForSale(e, t, purse); n > 0 {
		fmt.Fprintf(&b, ", e.g. `%strade %d`.", prefix, n)
		return b.String()
	}
	b.WriteString(". " + noWareNow(e, t, purse))
	return b.String()
}

// noWareNow says why no ware of t can be bought now (with no encounter
// waiting): all sold out, the packs too full for the supplies left and
// the purse too light for the items left, or one of those alone.
func noWareNow(e expedition.Expedition, t content.Trader, purse int) string {
	var full, poor bool
	for _, w := range t.Wares {
		var packs expedition.ErrPacksFull
		var coins expedition.ErrNotEnoughCoins
		err := expedition.CheckSale(e, w, 1, purse)
		full = full || errors.As(err, &packs)
		poor = poor || errors.As(err, &coins)
	}
	switch {
	case full && poor:
		return "Nothing here fits both your packs and your purse now."
	case full:
		return "Nothing to buy now: your packs are too full for the rations left."
	case poor:
		return "Nothing to buy now: your purse can't pay for what is left."
	}
	return "Everything is sold out for this expedition."
}

// SaleText renders a `!trade` purchase.
func SaleText(e expedition.Expedition, t content.Trader, s expedition.Sale, purse int) string {
	what := mdtext.Escape(s.Ware.Name())
	if s.Qty > 1 {
		what = fmt.Sprintf("%d × %s", s.Qty, what)
	}
	got := "in your pack"
	if s.SU > 0 {
		got = fmt.Sprintf("**+%s**; carried %s", SU(s.SU), SU(e.Supplies.Current))
	}
	return fmt.Sprintf("🛒 %s hands over %s for %s: %s. **Purse:** %s",
		capitalise(t.Name), what, Coins(s.Cost), got, Coins(purse))
}

// TradeRefusal words a refused `!trade` (every refusal changes nothing);
// the expedition's general refusals (a fight, a night encounter, not in
// the zone) are ExpeditionRefusal's. "" for an error that is not one.
func TradeRefusal(err error, zoneID content.ZoneID, prefix string) string {
	var (
		elsewhere expedition.ErrTraderElsewhere
		unknown   expedition.ErrUnknownWare
		which     expedition.ErrWhichWare
		soldOut   expedition.ErrSoldOut
		full      expedition.ErrPacksFull
		coins     expedition.ErrNotEnoughCoins
		badCount  expedition.ErrBadCount
	)
	switch {
	case errors.As(err, new(expedition.ErrNoTrader)):
		return fmt.Sprintf("Nobody trades in **%s**. Only Thom Krooke's packs, bought before you set off, feed you here.", ZoneName(zoneID))
	case errors.As(err, &elsewhere):
		return fmt.Sprintf("There's no trader in this room. In **%s** one keeps shop at the **%s**.", ZoneName(zoneID), roomName(zoneID, elsewhere.Node))
	case errors.As(err, &which):
		opts := make([]string, len(which.Names))
		for i, n := range which.Names {
			opts[i] = "`" + prefix + "trade " + strings.ToLower(n) + "`"
		}
		return "More than one ware fits. Which one: " + OrList(opts) + "?"
	case errors.As(err, &unknown):
		return fmt.Sprintf("The trader has no “%s”. `%strade` lists the wares by number.", mdtext.Escape(mdtext.Truncate(unknown.Name, 24)), prefix)
	case errors.As(err, &soldOut) && soldOut.Left == 0:
		return fmt.Sprintf("%s is sold out for this expedition.", mdtext.Escape(soldOut.Ware))
	case errors.As(err, &soldOut):
		return fmt.Sprintf("Only %d of %s left for this expedition.", soldOut.Left, mdtext.Escape(soldOut.Ware))
	case errors.As(err, &full):
		return fmt.Sprintf("That's %s and your packs hold only %s more: no more than you set out with.", SU(full.Need), SU(full.Room))
	case errors.As(err, &coins):
		return fmt.Sprintf("That comes to %s; you have %s. The trader doesn't do credit this far down.", Coins(coins.Need), Coins(coins.Have))
	case errors.As(err, &badCount):
		return "Buy at least one."
	}
	return ExpeditionRefusal(err, prefix)
}

// roomName is a zone graph room's label ("" → its ID in words).
func roomName(zoneID content.ZoneID, node zonegraph.NodeID) string {
	if g, ok := content.ZoneGraph(zoneID); ok {
		if n, ok := g.Node(node); ok {
			return mdtext.Escape(n.Label)
		}
	}
	return humanize(string(node))
}

// capitalise upper-cases the first letter of s ("a fey pedlar" → "A fey
// pedlar").
func capitalise(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
