package narrate

import (
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/rules"
)

// TestMonsterLineGivesTheHPAPartyFightsItWith: a party's fight header
// gives each foe the HP its seats grow it to (rules §2.13), the HP its
// rows show; alone, the foe's own.
func TestMonsterLineGivesTheHPAPartyFightsItWith(t *testing.T) {
	z, _ := content.ZoneByID(content.ZoneGoblinWarrens)
	for _, tc := range []struct {
		name   string
		roster []rules.ClassID
		want   string
	}{
		{"alone", []rules.ClassID{rules.Fighter}, "(elite · CR 2 · 52 HP · AC 18)"},
		{"no seats told", nil, "(elite · CR 2 · 52 HP · AC 18)"},
		{"a party of two", []rules.ClassID{rules.Fighter, rules.Cleric}, "(elite · CR 2 · 104 HP for a party of 2 · AC 18)"},
		{"a party of three", []rules.ClassID{rules.Fighter, rules.Cleric, rules.Mage}, "(elite · CR 2 · 156 HP for a party of 3 · AC 18)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := Ground{Zone: z, Tier: z.Tier, Roster: tc.roster}
			assert.Contains(t, MonsterLine([]content.MonsterID{"hobgoblin_warchief"}, g), tc.want)
		})
	}
}

// TestAPartysBossHeaderCountsSiegeModeBeforeTheGrowth: Siege Mode's HP
// goes on the boss before the party grows it, as the fight builds it
// (rules §8.8, §2.13).
func TestAPartysBossHeaderCountsSiegeModeBeforeTheGrowth(t *testing.T) {
	e := expedition.Expedition{ZoneID: "underdark", Tier: 4, FoeLevel: 10}
	e.Threat.Level, e.Threat.Siege = 100, true
	g := ExpeditionGround(e)
	g.Roster = []rules.ClassID{rules.Mage, rules.Rogue}
	want := combat.RosterHP(231, g.Roster, 4)
	assert.Contains(t, MonsterLine([]content.MonsterID{"ilvaras"}, g), strconv.Itoa(want)+" HP for a party of 2")
}

// TestAnExpeditionsGroundCountsTheSeatsStillIn: the leader and each member
// still in fight its foes, so they are told grown for their classes; one
// who left is not.
func TestAnExpeditionsGroundCountsTheSeatsStillIn(t *testing.T) {
	e := expedition.Expedition{ZoneID: content.ZoneGoblinWarrens, Tier: 1, Class: rules.Fighter}
	assert.Equal(t, []rules.ClassID{rules.Fighter}, ExpeditionGround(e).Roster, "alone")
	e.Party = []expedition.Member{{UserID: "@bo:example.org", Seat: 1, Class: rules.Cleric}}
	assert.Equal(t, []rules.ClassID{rules.Fighter, rules.Cleric}, ExpeditionGround(e).Roster, "with Bo")
	assert.Contains(t, MonsterLine([]content.MonsterID{"hobgoblin_warchief"}, ExpeditionGround(e)), "104 HP for a party of 2")
	e.Party[0].LeftAt = time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC)
	assert.Equal(t, []rules.ClassID{rules.Fighter}, ExpeditionGround(e).Roster, "Bo went home")
}

// TestAPartysFoesAreToldGrownForItsClasses: a tier-3 party's foes are told
// with the HP its classes grow them to (rules §2.13): a Cleric beside a
// Fighter adds to the tier's share, a Mage takes from it.
func TestAPartysFoesAreToldGrownForItsClasses(t *testing.T) {
	for _, tc := range []struct {
		name   string
		roster []rules.ClassID
	}{
		{"fighter+cleric", []rules.ClassID{rules.Fighter, rules.Cleric}},
		{"fighter+mage", []rules.ClassID{rules.Fighter, rules.Mage}},
		{"fighter+ranger", []rules.ClassID{rules.Fighter, rules.Ranger}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e := expedition.Expedition{ZoneID: "underforge", Tier: 3, FoeLevel: 6, Class: tc.roster[0],
				Party: []expedition.Member{{UserID: "@bo:example.org", Seat: 1, Class: tc.roster[1]}}}
			g := ExpeditionGround(e)
			m, ok := content.MonsterByID("thyrak")
			require.True(t, ok)
			want := combat.RosterHP(content.AsFought(m, g.Zone, 3, 6).HP, tc.roster, 3)
			assert.Contains(t, MonsterLine([]content.MonsterID{"thyrak"}, g), strconv.Itoa(want)+" HP for a party of 2")
		})
	}
}
