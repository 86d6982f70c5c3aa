package pc

import (
	"fmt"
	"maps"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/mdtext"
	"github.com/gogobee/gogobee/internal/namematch"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/rules"
)

// MaxCount is the most items one !buy or !sell moves.
const MaxCount = 100

// ItemMatch is the outcome of matching typed text against item IDs: exactly
// one of ID (one item fits), Options (several fit equally well, as IDs) or
// Suggest (nothing fits; the closest ID, possibly "") is meaningful.
type ItemMatch struct {
	ID      content.ItemID
	Options []content.ItemID
	Suggest content.ItemID
}

// MatchItem finds the item a player meant among candidates (catalogue item
// IDs), by name or ID, the way every name is read (namematch.Find: any
// case, apostrophes, words cut short or in any order, a suggestion for a
// typo).
func MatchItem(query string, candidates []content.ItemID) ItemMatch {
	m := namematch.FindAmong(query, candidates, func(id content.ItemID) []string { return []string{narrate.ItemName(id), string(id)} })
	switch {
	case len(m.Options) == 1:
		return ItemMatch{ID: m.Options[0]}
	case len(m.Options) > 1:
		return ItemMatch{Options: m.Options}
	}
	return ItemMatch{Suggest: m.Suggest}
}

// Narrow keeps, of a "which one" match, the options fit accepts (the
// items the verb can act on: consumables for `!use`, gear for `!equip`):
// one left is the match, none left keeps the question as it was, so the
// player learns why the others are refused when they pick one.
func (m ItemMatch) Narrow(fit func(id content.ItemID) bool) ItemMatch {
	if len(m.Options) < 2 {
		return m
	}
	var keep []content.ItemID
	for _, id := range m.Options {
		if fit(id) {
			keep = append(keep, id)
		}
	}
	switch len(keep) {
	case 0:
		return m
	case 1:
		return ItemMatch{ID: keep[0]}
	}
	return ItemMatch{Options: keep}
}

// Options renders item IDs as the commands that pick each one, for "which
// one" questions, sorted by name: "`!use potion of healing` or `!use
// potion of greater healing`"; past five it names the first five and
// counts the rest. verb is the command with its prefix, e.g. "!use".
func Options(verb string, ids []content.ItemID) string {
	names := make([]string, 0, len(ids))
	for _, id := range ids {
		names = append(names, narrate.ItemName(id))
	}
	sort.Strings(names)
	shown := names
	if len(names) > 5 {
		shown = names[:5]
	}
	out := make([]string, len(shown))
	for i, n := range shown {
		out[i] = "`" + verb + " " + strings.ToLower(n) + "`"
	}
	switch rest := len(names) - len(shown); {
	case rest == 1:
		return strings.Join(out, ", ") + " or one more"
	case rest > 1:
		return strings.Join(out, ", ") + " or one of " + strconv.Itoa(rest) + " more"
	}
	return narrate.OrList(out)
}

// Unmatched words the refusal for a query that matched nothing or several
// items: where names the place searched ("in your pack", "on Thom's
// shelves"); the query is escaped and shortened. A "which one" question
// names the command for each candidate (c's verb); hint, when not empty,
// is added after a miss.
func Unmatched(c *bot.Context, m ItemMatch, query, where, hint string) error {
	shown := mdtext.EchoName(query)
	if len(m.Options) > 0 {
		return bot.Errorf("More than one thing %s fits “%s”. Which one: %s?", where, shown, Options(c.Prefix()+c.Command.Name, m.Options))
	}
	msg := "I can't find “" + shown + "” " + where + "."
	if m.Suggest != "" {
		msg += " Did you mean **" + narrate.ItemName(m.Suggest) + "**?"
	}
	if hint != "" {
		msg += " " + hint
	}
	return bot.Errorf("%s", msg)
}

// PackItem finds the one item in ch's pack that query names among those
// keep accepts (ItemMatch.Narrow) and returns its ID. When none fits it
// refuses: with wearing(id) when nothing carried half-fits and query
// names gear ch is wearing (id is that gear's), else as Unmatched does
// with hint.
func PackItem(c *bot.Context, ch rules.Character, query string, keep func(id content.ItemID) bool, wearing func(id content.ItemID) error, hint string) (content.ItemID, error) {
	m := MatchItem(query, ItemIDs(ch.Inventory)).Narrow(keep)
	if m.ID != "" {
		return m.ID, nil
	}
	if len(m.Options) == 0 {
		if worn := MatchItem(query, EquippedIDs(ch)); worn.ID != "" {
			return "", wearing(worn.ID)
		}
	}
	return "", Unmatched(c, m, query, "in your pack", hint)
}

// SplitCount splits an item query from a count: a trailing number ("potion
// of healing 2"), a leading one ("2 potion"), or, when allowAll, a trailing
// "all". Without a count n is 1. Only plain digits count, so "shield +3"
// stays a name. Errors: a refusal for a count of 0, a negative one or one
// over MaxCount, or an empty query.
func SplitCount(args []string, allowAll bool) (query string, n int, all bool, err error) {
	n = 1
	switch {
	case len(args) >= 2 && allowAll && strings.EqualFold(args[len(args)-1], "all"):
		all, args = true, args[:len(args)-1]
	case len(args) >= 2 && isDigits(args[len(args)-1]):
		n, err = parseCount(args[len(args)-1])
		args = args[:len(args)-1]
	case len(args) >= 2 && isDigits(args[0]):
		n, err = parseCount(args[0])
		args = args[1:]
	case len(args) >= 2 && isNegative(args[len(args)-1]):
		err = bot.Errorf("Counts go from 1 to %d.", MaxCount) // "potion -1": a count, not a name
	}
	if err != nil {
		return "", 0, false, err
	}
	query = strings.TrimSpace(strings.Join(args, " "))
	if query == "" {
		return "", 0, false, bot.Errorf("Which item?")
	}
	return query, n, all, nil
}

// isNegative reports whether s is a minus sign followed by digits.
func isNegative(s string) bool {
	rest, ok := strings.CutPrefix(s, "-")
	return ok && isDigits(rest)
}

func isDigits(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

func parseCount(s string) (int, error) {
	n, err := strconv.Atoi(s)
	if err != nil || n < 1 || n > MaxCount {
		return 0, bot.Errorf("Counts go from 1 to %d.", MaxCount)
	}
	return n, nil
}

// ItemIDs returns the keys of an inventory-like map, sorted.
func ItemIDs[M ~map[content.ItemID]int](m M) []content.ItemID {
	return slices.Sorted(maps.Keys(m))
}

// EquippedIDs lists the item IDs ch wears, in slot order.
func EquippedIDs(ch rules.Character) []content.ItemID {
	var out []content.ItemID
	for _, s := range rules.EquipSlots() {
		if id := ch.Equipment.Get(s); id != "" {
			out = append(out, id)
		}
	}
	return out
}

// ShopHint suggests buying what query names when Thom Krooke sells it to
// ch (content.ShopSells: a tier he shows, armour ch is trained for, as
// `!buy` checks) ("Thom sells **Chain Mail**: `!buy chain mail`."), worded
// for where the player stands (ShopAway, narrate.AtThoms); when ch's purse
// is short of the price it names the price instead of the command `!buy`
// would refuse; "" when he does not sell it to ch.
func ShopHint(c *bot.Context, ch rules.Character, query string) (string, error) {
	var ids []content.ItemID
	for _, o := range content.ShopOffers() {
		if o.Kind == content.OfferItem {
			ids = append(ids, o.ItemID)
		}
	}
	m := MatchItem(query, ids)
	if it, ok := content.ItemByID(m.ID); !ok || !content.ShopSells(ch, it) {
		return "", nil
	}
	zoneID, err := ShopAway(c)
	if err != nil {
		return "", err
	}
	name := narrate.ItemName(m.ID)
	price, ok := content.BuyPrice(m.ID)
	if !ok {
		return "", nil // not stocked: no line to offer
	}
	if price*(100-ch.ShopDiscount)/100 > ch.Coins {
		// `!buy` would refuse it for the purse: name the price, offer no command
		return fmt.Sprintf("Thom sells **%s** for %s; you have %s.", name, narrate.Coins(price), narrate.Coins(ch.Coins)), nil
	}
	return "Thom sells **" + name + "**: " + narrate.AtThoms(c.Prefix()+"buy "+strings.ToLower(name), zoneID) + ".", nil
}
