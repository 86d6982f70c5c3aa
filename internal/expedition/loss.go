package expedition

import (
	"cmp"
	"maps"
	"slices"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
)

// What a forced extraction, or a zone run lost or fled, leaves the player
// (rules §6.9, §8.18): ForcedKeepNum/ForcedKeepDen of the leg's XP and
// coins (rounded down) and of its found items still in the pack.
const (
	ForcedKeepNum = 1
	ForcedKeepDen = 3
)

// Takings are what a leg of an expedition (or a standalone zone run)
// earned: XP, coins and the item IDs found, one entry per copy.
type Takings struct {
	XP    int              `json:"xp"`
	Coins int              `json:"coins"`
	Items []content.ItemID `json:"items,omitempty"`
}

// LegMark is where the current leg began: the expedition's XP, coins and
// number of loot entries at its last departure (rules §8.18).
type LegMark struct {
	XP    int `json:"xp,omitempty"`
	Coins int `json:"coins,omitempty"`
	Loot  int `json:"loot,omitempty"`
}

// LegTakings returns what the expedition earned since its last departure
// (the first `!expedition depart`, or the departure after a `!resume`): the
// takings before it were banked by the voluntary extraction (rules §8.17).
func (e Expedition) LegTakings() Takings {
	t := Takings{XP: max(0, e.XPEarned-e.Leg.XP), Coins: max(0, e.CoinsEarned-e.Leg.Coins)}
	if from := max(0, e.Leg.Loot); from < len(e.Loot) {
		t.Items = slices.Clone(e.Loot[from:])
	}
	return t
}

// markLeg starts a new leg at the expedition's takings so far.
func (e *Expedition) markLeg() {
	e.Leg = LegMark{XP: e.XPEarned, Coins: e.CoinsEarned, Loot: len(e.Loot)}
}

// Loss is what a forced end takes from the player and what it leaves
// (rules §8.18): XP and coins earned, kept and lost (the lost XP and
// coins never more than the character has), and the found items still
// carried, sorted by Thom's price (most valuable first, then by ID), split
// into those kept and those left behind. Items are item IDs, one entry per
// copy. Level is the character's level, which it keeps.
type Loss struct {
	Level       int              `json:"level"`
	XPEarned    int              `json:"xp_earned"`
	XPKept      int              `json:"xp_kept"`
	XPLost      int              `json:"xp_lost"`
	CoinsEarned int              `json:"coins_earned"`
	CoinsKept   int              `json:"coins_kept"`
	CoinsLost   int              `json:"coins_lost"`
	ItemsFound  int              `json:"items_found"`
	ItemsKept   []content.ItemID `json:"items_kept,omitempty"`
	ItemsLost   []content.ItemID `json:"items_lost,omitempty"`
}

// ItemsCarried is how many found items were still in the pack.
func (l Loss) ItemsCarried() int { return len(l.ItemsKept) + len(l.ItemsLost) }

// Kept returns the share of n a forced end keeps: n × ForcedKeepNum /
// ForcedKeepDen, rounded down (0 for n ≤ 0).
func Kept(n int) int { return max(0, n) * ForcedKeepNum / ForcedKeepDen }

// ForcedLoss is what a forced end takes of t from ch (rules §6.9, §8.18).
// It keeps Kept of the XP and coins; the lost XP and coins are capped at
// what ch has. Of t's items it counts only the copies still carried and
// sellable (in the pack, unequipped, not starting kit, one Thom buys:
// quest items stay), at most as many of each as t found: items drunk,
// sold or worn are gone or kept already. Sorted by content.SellPrice,
// most valuable first (ties by item ID), every ForcedKeepDen-th is kept
// (the 3rd, 6th, ...), so at most a third of their worth is kept. Pure:
// neither t nor ch changes.
func ForcedLoss(t Takings, ch rules.Character) Loss {
	l := Loss{Level: ch.Level, XPEarned: max(0, t.XP), CoinsEarned: max(0, t.Coins), ItemsFound: len(t.Items)}
	l.XPKept, l.CoinsKept = Kept(l.XPEarned), Kept(l.CoinsEarned)
	l.XPLost = min(l.XPEarned-l.XPKept, max(0, ch.XP))
	l.CoinsLost = min(l.CoinsEarned-l.CoinsKept, max(0, ch.Coins))
	found := map[content.ItemID]int{}
	for _, id := range t.Items {
		found[id]++
	}
	var carried []content.ItemID
	for _, id := range slices.Sorted(maps.Keys(found)) {
		if _, ok := content.SellPrice(id); !ok {
			continue
		}
		for range min(found[id], rules.SellableCopies(ch, id)) {
			carried = append(carried, id)
		}
	}
	slices.SortStableFunc(carried, func(a, b content.ItemID) int {
		pa, _ := content.SellPrice(a)
		pb, _ := content.SellPrice(b)
		return cmp.Compare(pb, pa)
	})
	for i, id := range carried {
		if Kept(i+1) > Kept(i) {
			l.ItemsKept = append(l.ItemsKept, id)
		} else {
			l.ItemsLost = append(l.ItemsLost, id)
		}
	}
	return l
}

// ApplyLoss takes l's lost XP (rules.TakeXP: the level is kept), coins
// (never below 0) and items left behind from ch (rules §8.18). An item no
// longer carried is skipped.
func ApplyLoss(ch rules.Character, l Loss) rules.Character {
	ch, _ = rules.TakeXP(ch, l.XPLost)
	if n := min(l.CoinsLost, ch.Coins); n > 0 {
		if out, err := rules.SpendCoins(ch, n); err == nil {
			ch = out
		}
	}
	for _, id := range l.ItemsLost {
		if out, err := rules.RemoveItem(ch, id, 1); err == nil {
			ch = out
		}
	}
	return ch
}
