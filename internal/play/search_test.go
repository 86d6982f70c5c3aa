package play

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/gogobee/gogobee/internal/zonerun"
)

func TestSearchRefusesAndCounts(t *testing.T) {
	ch, err := rules.NewCharacter("Ada", rules.Cleric, rules.Human)
	require.NoError(t, err)
	g, _ := content.ZoneGraph(content.ZoneGoblinWarrens)
	clear := zonerun.Run{ID: 1, Seed: 3, ZoneID: content.ZoneID(g.ZoneID), Status: zonerun.StatusActive, Current: g.Entry,
		Visited: []zonegraph.NodeID{g.Entry}, Cleared: []zonegraph.NodeID{g.Entry}}
	held := clear.Clone()
	held.Rooms = map[zonegraph.NodeID]zonerun.Room{g.Entry: {Fight: &zonerun.Encounter{Monsters: []content.MonsterID{"goblin"}, Kind: combat.KindElite, Pending: true}}}
	e := active(t, content.ZoneGoblinWarrens)
	night := e.Clone()
	night.PendingNight = &expedition.NightEncounter{Kind: expedition.NightElite, Monsters: []content.MonsterID{"goblin"}}
	searched := e.Clone()
	searched.Cartography.LastSearched = g.Entry
	resting, down := ch, ch // a search is work, not rest (rules §3.3)
	resting.LockoutUntil, down.DownUntil = day1.Add(time.Hour), day1.Add(time.Hour)
	for _, tc := range []struct {
		name     string
		e        expedition.Expedition
		r        zonerun.Run
		ch       rules.Character
		fighting bool
		want     error
	}{
		{"in a fight", e, clear, ch, true, expedition.ErrInCombat{}},
		{"an encounter waits", night, clear, ch, false, expedition.ErrEncounterPending{}},
		{"resting", e, clear, resting, false, rules.ErrRestLockout{Until: resting.LockoutUntil}},
		{"down and recovering", e, clear, down, false, rules.ErrRecovering{Until: down.DownUntil}},
		{"an elite holds the room", e, held, ch, false, ErrEnemiesPresent},
		{"searched already", searched, clear, ch, false, ErrSearchedHere},
	} {
		_, err := Search(tc.e, tc.r, g, tc.ch, tc.fighting, 1, day1)
		assert.ErrorIs(t, err, tc.want, tc.name)
		assert.Equal(t, err, CheckSearch(tc.e, tc.r, g, tc.ch, tc.fighting, day1), "the offer's check is the command's: %s", tc.name)
	}
	assert.NoError(t, CheckSearch(e, clear, g, ch, false, day1))
	out, err := Search(e, clear, g, ch, false, 1, day1)
	require.NoError(t, err)
	assert.ErrorIs(t, CheckSearch(out.Exp, clear, g, ch, false, day1), ErrSearchedHere, "searched: no second offer")
	assert.Equal(t, g.Entry, out.Exp.Cartography.LastSearched, "the room counts as searched")
	assert.Equal(t, out.D20+out.Bonus, out.Total)
	assert.Equal(t, SearchDC, out.DC)
	again, err := Search(e, clear, g, ch, false, 1, day1)
	require.NoError(t, err)
	assert.Equal(t, out, again, "the same room rolls the same")
	if out.Cache != nil {
		assert.GreaterOrEqual(t, out.Total, SearchDC, "a cache needs the DC")
	}
}

// TestSearchFeelsTheRollAndWISPenalties: `!search` is a Wisdom
// (Perception) check, so both the roll penalty and the Abyss's WIS
// penalty come off it (rules §8.14, §8.16).
func TestSearchFeelsTheRollAndWISPenalties(t *testing.T) {
	ch, err := rules.NewCharacter("Ada", rules.Cleric, rules.Human)
	require.NoError(t, err)
	for _, tc := range penaltyCases {
		t.Run(tc.name, func(t *testing.T) {
			g, _ := content.ZoneGraph(tc.zone)
			r := zonerun.Run{ID: 1, Seed: 3, ZoneID: content.ZoneID(g.ZoneID), Status: zonerun.StatusActive, Current: g.Entry,
				Visited: []zonegraph.NodeID{g.Entry}, Cleared: []zonegraph.NodeID{g.Entry}}
			e := active(t, tc.zone)
			tc.set(&e)
			out, err := Search(e, r, g, ch, false, 1, day1)
			require.NoError(t, err)
			assert.Equal(t, zonerun.PerceptionBonus(ch)+tc.wis, out.Bonus)
			assert.Equal(t, out.D20+out.Bonus, out.Total)
		})
	}
}
