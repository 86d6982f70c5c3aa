package narrate

import (
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
)

// TestMonsterLineGivesTheHPAPartyFightsItWith: a party's fight header
// gives each foe the HP its seats grow it to (rules §2.13), the HP its
// rows show; alone, the foe's own.
func TestMonsterLineGivesTheHPAPartyFightsItWith(t *testing.T) {
	z, _ := content.ZoneByID(content.ZoneGoblinWarrens)
	for _, tc := range []struct {
		name  string
		seats int
		want  string
	}{
		{"alone", 1, "(elite · CR 2 · 52 HP · AC 18)"},
		{"no seats told", 0, "(elite · CR 2 · 52 HP · AC 18)"},
		{"a party of two", 2, "(elite · CR 2 · 104 HP for a party of 2 · AC 18)"},
		{"a party of three", 3, "(elite · CR 2 · 156 HP for a party of 3 · AC 18)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := Ground{Zone: z, Tier: z.Tier, Seats: tc.seats}
			assert.Contains(t, MonsterLine([]string{"hobgoblin_warchief"}, g), tc.want)
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
	g.Seats = 2
	want := combat.RosterHP(231, 2, 4)
	assert.Contains(t, MonsterLine([]string{"ilvaras"}, g), strconv.Itoa(want)+" HP for a party of 2")
}

// TestAnExpeditionsGroundCountsTheSeatsStillIn: the leader and each member
// still in fight its foes, so they are told grown; one who left is not.
func TestAnExpeditionsGroundCountsTheSeatsStillIn(t *testing.T) {
	e := expedition.Expedition{ZoneID: content.ZoneGoblinWarrens, Tier: 1}
	assert.Equal(t, 1, ExpeditionGround(e).Seats, "alone")
	e.Party = []expedition.Member{{UserID: "@bo:example.org", Seat: 1}}
	assert.Equal(t, 2, ExpeditionGround(e).Seats, "with Bo")
	assert.Contains(t, MonsterLine([]string{"hobgoblin_warchief"}, ExpeditionGround(e)), "104 HP for a party of 2")
	e.Party[0].LeftAt = time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC)
	assert.Equal(t, 1, ExpeditionGround(e).Seats, "Bo went home")
}
