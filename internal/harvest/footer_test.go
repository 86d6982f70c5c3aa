package harvest

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/gogobee/gogobee/internal/content"
)

func y(id content.ItemID, name string, g content.Grade, qty int) Yield {
	return Yield{Resource: id, Name: name, Rarity: g, Qty: qty}
}

func TestFooterShape(t *testing.T) {
	iron := y("iron_ore", "Iron Ore", content.GradeCommon, 2)
	herb := y("shadow_herb", "Shadow Herb", content.GradeCommon, 1)
	mithral := y("mithral_trace", "Mithral Trace", content.GradeRare, 1)
	fire := y("fire_essence", "Fire Essence", content.GradeUncommon, 3)
	attempt := []Attempt{{}}
	cases := []struct {
		name string
		r    PassResult
		want string
	}{
		{"yields and fails", PassResult{Attempts: attempt, Yields: []Yield{iron, herb}, Fails: 3}, "+2 Iron Ore, +1 Shadow Herb; 3 fails"},
		{"one fail is singular", PassResult{Attempts: attempt, Yields: []Yield{iron}, Fails: 1}, "+2 Iron Ore; 1 fail"},
		{"no fails: no fail clause", PassResult{Attempts: attempt, Yields: []Yield{iron}}, "+2 Iron Ore"},
		{"nothing found", PassResult{Attempts: attempt, Fails: 2}, "nothing found; 2 fails"},
		{"no attempts: no footer", PassResult{Ran: true}, ""},
		{"blocked: no footer", PassResult{Ran: true, Blocked: SkipBlocked}, ""},
		{"rarity order", PassResult{Attempts: attempt, Yields: MergeYields([]Yield{iron, mithral, fire})}, "+1 Mithral Trace, +3 Fire Essence, +2 Iron Ore"},
	}
	for _, tc := range cases {
		assert.Equal(t, tc.want, tc.r.Footer(), tc.name)
	}
}

func TestSortYieldsByRarityThenName(t *testing.T) {
	ys := []Yield{
		y("shadow_herb", "Shadow Herb", content.GradeCommon, 1),
		y("iron_ore", "Iron Ore", content.GradeCommon, 1),
		y("deep_dragon_chip", "Deep Dragon Scale Chip", content.GradeEpic, 1),
		y("fire_essence", "Fire Essence", content.GradeUncommon, 1),
		y("portal_fragment", "Portal Fragment", content.GradeLegendary, 1),
	}
	SortYields(ys)
	var got []string
	for _, x := range ys {
		got = append(got, string(x.Resource))
	}
	assert.Equal(t, []string{"portal_fragment", "deep_dragon_chip", "fire_essence", "iron_ore", "shadow_herb"}, got)
}

func TestMergeYieldsAddsUpPasses(t *testing.T) {
	a := []Yield{y("iron_ore", "Iron Ore", content.GradeCommon, 2)}
	b := []Yield{y("iron_ore", "Iron Ore", content.GradeCommon, 1), y("mithral_trace", "Mithral Trace", content.GradeRare, 1)}
	assert.Equal(t, "+1 Mithral Trace, +3 Iron Ore; 4 fails", FormatFooter(MergeYields(a, b), 4))
	assert.Equal(t, []Yield{y("iron_ore", "Iron Ore", content.GradeCommon, 2)}, a, "inputs are unchanged")
	assert.Equal(t, "", FormatFooter(nil, 0))
}

func TestDefaultCelebrationLine(t *testing.T) {
	line := DefaultCelebration(y("deep_dragon_chip", "Deep Dragon Scale Chip", content.GradeEpic, 1))
	assert.Equal(t, "✨ Very rare find: 1 Deep Dragon Scale Chip. TwinBee writes it down twice, just to be sure.", line)
}
