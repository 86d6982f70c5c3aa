package fight

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/rules"
)

// The fight panel shows an Abjuration Mage's ward beside the HP (rules
// §1.11), and nothing of a ward for anyone else.
func TestPlayerLineShowsTheWard(t *testing.T) {
	tests := []struct {
		name       string
		ward, max  int
		want, none string
	}{
		{"ward", 4, 9, "**Aria** 9/13 HP · Arcane Ward 4/9 · AC 12", ""},
		{"spent ward", 0, 9, "Arcane Ward 0/9", ""},
		{"no ward", 0, 0, "**Aria** 9/13 HP · AC 12", "Arcane Ward"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			st := combat.State{Players: []combat.Player{{Name: "Aria", HP: 9, MaxHP: 13, AC: 12, Ward: tc.ward, WardMax: tc.max}}}
			line := playerLine(st)
			assert.Contains(t, line, tc.want)
			if tc.none != "" {
				assert.NotContains(t, line, tc.none)
			}
		})
	}
}

// The Active line counts the Necromancer's skeleton down to its last turn
// (rules §1.11), and says nothing of it once it has crumbled or for a
// Mage without it.
func TestActiveLineCountsTheThrall(t *testing.T) {
	necro := func(t *testing.T) rules.Character {
		c, err := rules.NewCharacter("Aria", rules.Mage, rules.Human)
		require.NoError(t, err)
		c, _ = rules.AwardXP(c, rules.XPForLevel(3))
		c, _, err = rules.ChooseSubclass(c, "necromancy", time.Date(2026, 3, 2, 0, 0, 0, 0, time.UTC))
		require.NoError(t, err)
		return c
	}
	tests := []struct {
		name  string
		turns int
		necro bool
		want  string
	}{
		{"first turn", 1, true, "**Undead Thrall** (your skeleton strikes when your bonus action is left free; 5 turns with this one)"},
		{"last turn", rules.ThrallTurns, true, "this turn is its last)"},
		{"crumbled", rules.ThrallTurns + 1, true, ""},
		{"no thrall", 1, false, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			c, err := rules.NewCharacter("Aria", rules.Mage, rules.Human)
			require.NoError(t, err)
			if tc.necro {
				c = necro(t)
			}
			st := combat.State{Players: []combat.Player{{Char: c, Marked: -1, Turns: tc.turns}}}
			line := activeLine(st)
			if tc.want == "" {
				assert.NotContains(t, line, "Undead Thrall")
				return
			}
			assert.Contains(t, line, tc.want)
		})
	}
}

// The Active line names a fight item's effect while it holds (rules
// §2.11): a Mushroom Brew's cut, a Quartz Ward waiting for a hit, a Spore
// Cloud's rounds; nothing once it has gone.
func TestActiveLineNamesFightItemsInForce(t *testing.T) {
	tests := []struct {
		name string
		p    func(*combat.Player)
		want string
	}{
		{"brew", func(p *combat.Player) { p.DamageReduction = 20 }, "Active: 20% less damage taken"},
		{"ward", func(p *combat.Player) { p.Absorb = true }, "Active: the next hit on you deals nothing"},
		{"spore cloud", func(p *combat.Player) { p.EnemyMissPct, p.EnemyMissRounds = 15, 2 }, "Active: foes miss 15% of their hits (2 rounds)"},
		{"elixir", func(p *combat.Player) { p.CritBoost = 3 }, "Active: critical range +3 faces"},
		{"nothing in force", func(*combat.Player) {}, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			c, err := rules.NewCharacter("Brom", rules.Fighter, rules.Human)
			require.NoError(t, err)
			st := combat.State{Players: []combat.Player{{Char: c, Marked: -1}}}
			tc.p(st.Player())
			assert.Equal(t, tc.want, activeLine(st))
		})
	}
}
