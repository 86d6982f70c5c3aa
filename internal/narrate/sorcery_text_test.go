package narrate

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/rules"
)

// sorcerer is a human Sorcerer of level.
func sorcerer(t *testing.T, level int) rules.Character {
	t.Helper()
	c, err := rules.NewCharacter("Ash", rules.Sorcerer, rules.Human)
	require.NoError(t, err)
	c, _ = rules.AwardXP(c, rules.XPForLevel(level))
	return c
}

// A Sorcerer's `!spells` tells its sorcery points and what they buy:
// Font of Magic from 2, Metamagic from 3 (rules §1.7).
func TestSpellListTellsASorcerersPointsAndMetamagic(t *testing.T) {
	cases := []struct {
		name      string
		level     int
		points    string
		metamagic bool
	}{
		{"level 1: no points yet", 1, "", false},
		{"level 2: Font of Magic", 2, "**Sorcery points** · 2/2, back on a long rest", false},
		{"level 5: Metamagic too", 5, "**Sorcery points** · 5/5, back on a long rest", true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			text := SpellList(sorcerer(t, tc.level), "!")
			if tc.points == "" {
				assert.NotContains(t, text, "Sorcery points")
				return
			}
			assert.Contains(t, text, tc.points)
			assert.Contains(t, text, "- **Font of Magic** — a bonus action in a fight: `!font slot N` makes a level-N slot of points (1st 2, 2nd 3, 3rd 5, 4th 6, 5th 7), `!font points N` turns a level-N slot into N points")
			meta := "- **Metamagic** — `!cast <spell> --quickened` (2 points: a spell of one action as your bonus action) or `--empowered` (1 point: reroll your lowest damage dice), one a spell"
			if tc.metamagic {
				assert.Contains(t, text, meta)
			} else {
				assert.NotContains(t, text, "Metamagic")
			}
		})
	}
}

// A slot Font of Magic made over the level's maximum is told with why
// (the SRD lets it go past the maximum until the long rest, rules §1.7),
// and one of a level the table gives none is shown at all.
func TestSlotsTextSaysWhyASlotIsOverTheMaximum(t *testing.T) {
	c := sorcerer(t, 6) // 4/3/3
	assert.Equal(t, "L1 4/4 · L2 3/3 · L3 3/3", SlotsText(c))
	c.Slots[2]++
	assert.Equal(t, "L1 4/4 · L2 3/3 · L3 4/3 (1 over the maximum: made by Font of Magic, which may go past it, and gone at your long rest)", SlotsText(c))
	c.Slots[3] = 1
	assert.Contains(t, SlotsText(c), "L4 1/0 (1 over the maximum")
	assert.Contains(t, SpellList(c, "!"), "**4th level** · 1/0 slots left (1 over the maximum")
}
