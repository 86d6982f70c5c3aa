package gift

import (
	"errors"
	"regexp"
	"strconv"
	"strings"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/mdtext"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/plugins/pc"
	"github.com/gogobee/gogobee/internal/rules"
)

// readBundle reads one side of a trade: parts split by commas and "and",
// each `coins <n>`, `<n> coins` or an item with an optional count. Items
// are matched among what ch carries when own (the proposer's side), else
// in the catalogue (what they want from the other player). Errors:
// refusals.
func readBundle(c *bot.Context, words []string, own bool, ch rules.Character) (rules.Bundle, error) {
	var b rules.Bundle
	for _, p := range bundleParts(words) {
		if len(p) == 0 {
			continue
		}
		if err := addPart(c, &b, p, own, ch); err != nil {
			return b, err
		}
	}
	if b.Empty() {
		return b, bot.Errorf("Each side of a trade needs something: an item or coins.")
	}
	return b, nil
}

// bundleParts splits one side's words into its parts at commas and at
// "and" ("potion of healing 2, coins 50 and moonstone"); a number with
// its thousands grouped by commas ("5,000") stays one word. A part may be
// empty.
func bundleParts(words []string) [][]string {
	var parts [][]string
	cur := []string{}
	for _, w := range words {
		if thousands.MatchString(w) {
			cur = append(cur, w) // "5,000" is one number, not two parts
			continue
		}
		if n, ok := strings.CutSuffix(w, ","); ok && thousands.MatchString(n) {
			parts, cur = append(parts, append(cur, n)), []string{} // "5,000," ends its part
			continue
		}
		for _, piece := range strings.SplitAfter(w, ",") {
			word := strings.TrimSuffix(piece, ",")
			if word != "" && !strings.EqualFold(word, "and") {
				cur = append(cur, word)
			}
			if strings.HasSuffix(piece, ",") || strings.EqualFold(word, "and") {
				parts, cur = append(parts, cur), []string{}
			}
		}
	}
	return append(parts, cur)
}

// addPart adds one part to bundle b: coins (at most MaxTradeCoins in
// all) or an item with its count, matched as matchPart does. Errors:
// refusals.
func addPart(c *bot.Context, b *rules.Bundle, p []string, own bool, ch rules.Character) error {
	if n, isCoins, err := coinsPart(c, p); err != nil {
		return err
	} else if isCoins {
		if b.Coins+n > MaxTradeCoins {
			return bot.Errorf("Coins go from 1 to %s at a time.", narrate.Number(MaxTradeCoins))
		}
		b.Coins += n
		return nil
	}
	query, n, _, err := pc.SplitCount(p, false)
	if err != nil {
		return err
	}
	id, err := matchPart(c, query, own, ch)
	if err != nil {
		return err
	}
	if b.Items == nil {
		b.Items = map[content.ItemID]int{}
	}
	b.Items[id] += n
	return nil
}

// coinsPart reads a part that names coins: `coins <n>` or `<n> coins`
// (thousands may be written as TwinBee writes them, "5,000"). isCoins is
// false for a part that names no coins (an item); err refuses a coin part
// with no number, or one outside 1 to MaxTradeCoins.
func coinsPart(c *bot.Context, p []string) (n int, isCoins bool, err error) {
	var num []string
	for _, w := range p {
		if strings.EqualFold(w, "coins") || strings.EqualFold(w, "coin") {
			isCoins = true
		} else {
			num = append(num, w)
		}
	}
	if !isCoins || len(p) > 2 { // "ancient gold coin 2" is an item
		return 0, false, nil
	}
	if len(num) == 1 && thousands.MatchString(num[0]) {
		n, err = strconv.Atoi(strings.ReplaceAll(num[0], ",", ""))
	}
	if len(num) != 1 || (err != nil && !errors.Is(err, strconv.ErrRange)) || !thousands.MatchString(num[0]) {
		return 0, true, bot.Errorf("How many coins? Write them as `coins 50` (or `50 coins`), e.g. `%s%s @bob:example.org coins 50`.", c.Prefix(), c.Command.Name)
	}
	if err != nil || n < 1 || n > MaxTradeCoins {
		return 0, true, bot.Errorf("Coins go from 1 to %s at a time.", narrate.Number(MaxTradeCoins))
	}
	return n, true, nil
}

// thousands is a whole number, its thousands grouped by commas or not:
// "50", "5000", "5,000".
var thousands = regexp.MustCompile(`^(\d+|\d{1,3}(,\d{3})+)$`)

// matchPart finds query among what ch carries when own (the proposer's
// side; worn gear named as such), else in the catalogue (what is wanted of
// the other player, whose pack is not searched: an offer never tells what
// they carry).
func matchPart(c *bot.Context, query string, own bool, ch rules.Character) (content.ItemID, error) {
	where, ids := "in your pack", pc.ItemIDs(ch.Inventory)
	if !own {
		where, ids = "in the catalogue", nil
		for _, it := range content.Items() {
			ids = append(ids, it.ID)
		}
	}
	m := pc.MatchItem(query, ids)
	if own && m.ID == "" && len(m.Options) == 0 {
		if worn := pc.MatchItem(query, pc.EquippedIDs(ch)); worn.ID != "" {
			return "", wornRefusal(c, ch, "trade")(worn.ID)
		}
	}
	if len(m.Options) > 0 {
		names := make([]string, 0, 6)
		for _, id := range m.Options[:min(len(m.Options), 6)] {
			names = append(names, "**"+narrate.ItemName(id)+"**")
		}
		return "", bot.Errorf("More than one thing %s fits “%s”: %s. Give more of its name.", where, mdtext.EchoName(query), narrate.OrList(names))
	}
	if m.ID == "" {
		return "", pc.Unmatched(c, m, query, where, "")
	}
	return m.ID, nil
}
