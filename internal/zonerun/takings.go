package zonerun

import "github.com/gogobee/gogobee/internal/content"

// Takings are what a run put on the character: the XP of its fights, the
// coins of its drops and the item IDs it found (drops, treasure and
// harvest yields; one entry per copy). A run lost or fled keeps only a
// share of them (rules §6.9).
type Takings struct {
	XP    int              `json:"xp,omitempty"`
	Coins int              `json:"coins,omitempty"`
	Items []content.ItemID `json:"items,omitempty"`
}

// add counts a fight's XP and drops (coins and items).
func (t *Takings) add(xp int, drops []content.Drop) {
	t.XP += max(0, xp)
	for _, d := range drops {
		t.Coins += max(0, d.Coins)
		if d.ItemID != "" && d.Qty > 0 {
			t.found(d.ItemID, d.Qty)
		}
	}
}

// found counts n copies of item found.
func (t *Takings) found(item content.ItemID, n int) {
	for range n {
		t.Items = append(t.Items, item)
	}
}
