package combat

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/rules"
)

// TestAPartysFoesGrowForItsClasses: every foe of a party fight grows by the
// tier's share for each seat after the first and by each seat's class's
// share (rules §2.13): a Cleric more at tiers 2-4, a Mage less at tiers 3
// and 5, a Rogue more at tiers 3-5, a Fighter less and a Ranger more at
// tier 3, a Ranger less at tier 4; the XP share follows the grown HP,
// never under 100.
func TestAPartysFoesGrowForItsClasses(t *testing.T) {
	f, c, m := rules.Fighter, rules.Cleric, rules.Mage
	r, g := rules.Rogue, rules.Ranger
	for _, tc := range []struct {
		name   string
		roster []rules.ClassID
		tier   int
		pct    int
	}{
		{"alone", []rules.ClassID{m}, 3, 100},
		{"tier 1 takes no class's share", []rules.ClassID{c, m}, 1, 200},
		{"fighter+ranger, tier 2", []rules.ClassID{f, g}, 2, 270},
		{"fighter+cleric, tier 2", []rules.ClassID{f, c}, 2, 300},
		{"fighter+cleric, tier 3", []rules.ClassID{f, c}, 3, 240},
		{"fighter+mage, tier 3", []rules.ClassID{f, m}, 3, 185},
		{"mage+cleric, tier 3", []rules.ClassID{m, c}, 3, 205},
		{"fighter+cleric+mage, tier 3", []rules.ClassID{f, c, m}, 3, 335},
		{"fighter+rogue, tier 3", []rules.ClassID{f, r}, 3, 245},
		{"fighter+ranger, tier 3", []rules.ClassID{f, g}, 3, 235},
		{"rogue+mage, tier 4", []rules.ClassID{r, m}, 4, 205},
		{"rogue+ranger, tier 4", []rules.ClassID{r, g}, 4, 195},
		{"cleric+ranger, tier 4", []rules.ClassID{c, g}, 4, 190},
		{"fighter+mage, tier 4", []rules.ClassID{f, m}, 4, 190},
		{"rogue+mage+ranger, tier 5", []rules.ClassID{r, m, g}, 5, 310},
		{"a practice bout", []rules.ClassID{c, m}, 0, 200},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.pct, RosterPercent(tc.roster, tc.tier))
			assert.Equal(t, (52*tc.pct+50)/100, RosterHP(52, tc.roster, tc.tier))
		})
	}
}

// TestAPartyFightIsBuiltAndPaidForItsClasses: the fight a spec builds grows
// its foes for the classes of its seats, and each seat's XP share is the
// grown HP split evenly, never under 100 (rules §2.13).
func TestAPartyFightIsBuiltAndPaidForItsClasses(t *testing.T) {
	worg := monster(t, "worg")
	for _, tc := range []struct {
		name    string
		classes []rules.ClassID
		pct, xp int
	}{
		{"fighter+cleric", []rules.ClassID{rules.Fighter, rules.Cleric}, 240, 120},
		{"fighter+mage", []rules.ClassID{rules.Fighter, rules.Mage}, 185, 100},
		{"fighter+cleric+mage", []rules.ClassID{rules.Fighter, rules.Cleric, rules.Mage}, 335, 111},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cs := make([]rules.Character, len(tc.classes))
			for k, cl := range tc.classes {
				cs[k] = charAt(t, cl, rules.Human, 6)
			}
			spec := partySpec(cs, worg)
			spec.Tier = 3
			assert.Equal(t, tc.classes, Roster(spec))
			s, err := build(spec)
			require.NoError(t, err)
			assert.Equal(t, (worg.HP*tc.pct+50)/100, s.Enemies[0].MaxHP)
			assert.Equal(t, tc.xp, partyXPPercent(s.seatClasses(), s.Tier))
		})
	}
}
