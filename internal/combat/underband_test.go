package combat

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
)

// A fight records how many levels under the zone's band the character set
// out (rules §6.2): its departure level when the spec has one, else its
// own; a practice bout has no band.
func TestAFightKnowsHowFarUnderTheBandItWasEntered(t *testing.T) {
	tests := []struct {
		name            string
		zone            content.ZoneID
		level, foeLevel int
		under           int
	}{
		{"one level under the Haunted Manor", content.ZoneHauntedManor, 4, 0, 1},
		{"four levels under", content.ZoneHauntedManor, 1, 0, 4},
		{"the band's lowest level", content.ZoneHauntedManor, 5, 0, 0},
		{"levelled up on the way: the level set out at counts", content.ZoneHauntedManor, 5, 4, 1},
		{"above the band", content.ZoneGoblinWarrens, 6, 0, 0},
		{"no zone", "", 1, 0, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			st, _, err := New(Spec{Seed: 1, Key: "band", Character: charAt(t, rules.Fighter, rules.Human, tc.level),
				ZoneID: tc.zone, FoeLevel: tc.foeLevel, Enemies: []content.Monster{monster(t, "goblin_sneak")}})
			require.NoError(t, err)
			assert.Equal(t, tc.under, st.UnderBand)
		})
	}
}

// Lord Aldric's drops (rollLoot), his boss table's included, over 200 kills: a
// character who set out at level 5, in the Haunted Manor's band, keeps
// them all; one who set out at level 1, four levels under, about a fifth
// of the copies, and his coins cut to a fifth (rules §5.2, §6.2).
func TestAFightUnderTheBandKeepsItsShareOfTheDrops(t *testing.T) {
	aldric := monster(t, "lord_aldric")
	copies := func(level int) (items, coins int) {
		for seed := range uint64(200) {
			st, _, err := New(Spec{Seed: seed, Key: "aldric", Character: charAt(t, rules.Fighter, rules.Human, level),
				ZoneID: content.ZoneHauntedManor, Enemies: []content.Monster{aldric}})
			require.NoError(t, err)
			st.Enemies[0].Dead = true
			for _, d := range st.rollLoot(0) {
				items += d.Qty
				coins += d.Coins
			}
		}
		return items, coins
	}
	inItems, inCoins := copies(5)
	require.Positive(t, inItems)
	require.Positive(t, inCoins)
	underItems, underCoins := copies(1)
	assert.InDelta(t, 0.2, float64(underItems)/float64(inItems), 0.05, "%d of %d copies", underItems, inItems)
	assert.InDelta(t, 0.2, float64(underCoins)/float64(inCoins), 0.01, "%d of %d coins", underCoins, inCoins)
}
