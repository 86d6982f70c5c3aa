package narrate

import (
	"fmt"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/rules"
)

// KeepShare words the share a forced end keeps (rules §8.18): "a third".
func KeepShare() string {
	if expedition.ForcedKeepNum == 1 {
		switch expedition.ForcedKeepDen {
		case 2:
			return "a half"
		case 3:
			return "a third"
		case 4:
			return "a quarter"
		}
	}
	return fmt.Sprintf("%d/%d", expedition.ForcedKeepNum, expedition.ForcedKeepDen)
}

// KeepFindsRule words which finds still carried a forced end keeps
// (rules §6.9, §8.18), as expedition.ForcedLoss keeps them: sorted most
// valuable first, every ForcedKeepDen-th counted from the top, so the most
// valuable is left behind: "every 3rd counted from the most valuable (the
// 3rd, 6th, …), at most a third of their worth".
func KeepFindsRule() string {
	d := expedition.ForcedKeepDen
	return fmt.Sprintf("every %s counted from the most valuable (the %s, %s, …), at most %s of their worth",
		Ordinal(d), Ordinal(d), Ordinal(2*d), KeepShare())
}

// LossText tells what a forced end kept and left behind (rules §6.9,
// §8.18), true to the Loss applied: "You keep a third of what this leg
// earned: 1,200 of 3,600 XP (still level 6), 40 of 120 coins and 1 of 3
// finds still in your pack: Ruby. Left behind: Silver Ring and Iron Ore."
// A find no longer carried (a potion drunk) is counted apart: "1 of 3
// finds still in your pack (4 found)", so the count meets the takings'.
// what names the takings ("this leg", "this run").
func LossText(l expedition.Loss, what string) string {
	text := fmt.Sprintf("You keep %s of what %s earned: %s.", KeepShare(), what, List(lossParts(l, "your")))
	if len(l.ItemsLost) > 0 {
		text += " Left behind: " + itemsList(l.ItemsLost) + "."
	}
	return text
}

// SeatKeptText is what a party seat kept of a forced end's loss l (rules
// §8.18, §8.23), for a line about them on the party's card: "kept 36 of
// 110 XP (still level 1), no coins and 2 of 8 finds still in their pack:
// 2× Scrap Iron".
func SeatKeptText(l expedition.Loss) string {
	return "kept " + List(lossParts(l, "their"))
}

// lossParts are the XP, coins and finds l kept, each against what was
// earned; whose owns the pack ("your", "their").
func lossParts(l expedition.Loss, whose string) []string {
	xp := fmt.Sprintf("no XP (still level %d)", l.Level)
	switch {
	case l.XPEarned > 0:
		xp = fmt.Sprintf("%s of %s XP (still level %d)", Number(l.XPEarned-l.XPLost), Number(l.XPEarned), l.Level)
	case l.Level >= rules.MaxLevel:
		xp = XPTakings(0, l.Level)
	}
	parts := []string{xp}
	if l.CoinsEarned > 0 {
		parts = append(parts, fmt.Sprintf("%s of %s", Number(l.CoinsEarned-l.CoinsLost), Coins(l.CoinsEarned)))
	} else {
		parts = append(parts, "no coins")
	}
	n := l.ItemsCarried()
	switch {
	case n == 0 && l.ItemsFound == 0:
		parts = append(parts, "no finds")
	case n == 0:
		parts = append(parts, "no find still in "+whose+" pack")
	default:
		items := fmt.Sprintf("%d of %s still in %s pack", len(l.ItemsKept), plural(n, "find", "finds"), whose)
		if l.ItemsFound > n {
			// the takings count every find, one drunk on the way too
			items += fmt.Sprintf(" (%s found)", Number(l.ItemsFound))
		}
		if len(l.ItemsKept) > 0 {
			items += ": " + itemsList(l.ItemsKept)
		}
		parts = append(parts, items)
	}
	return parts
}

// itemsList names item IDs (one entry per copy) in order, copies of one
// item together: "2× Ruby and Iron Ore".
func itemsList(ids []content.ItemID) string { return countedList(ids, ItemName) }
