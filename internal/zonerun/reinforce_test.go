package zonerun

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/promise"
	"github.com/gogobee/gogobee/internal/rules"
)

// TestReinforcementsJoinAFight: with the Alert band's chance one ordinary
// foe of the zone's roster joins a fight without a boss, drawn from the
// fight's own stream (rules §8.7).
func TestReinforcementsJoinAFight(t *testing.T) {
	promise.Shows(t, promise.BandReinforcements)
	sneak, ok := content.MonsterByID("goblin_sneak")
	require.True(t, ok)
	grol, ok := content.MonsterByID("grol")
	require.True(t, ok)
	warrens, ok := content.ZoneByID(content.ZoneGoblinWarrens)
	require.True(t, ok)
	ordinary := map[content.MonsterID]bool{}
	for _, r := range warrens.Roster {
		if !r.Elite {
			ordinary[r.MonsterID] = true
		}
	}
	cases := []struct {
		name   string
		chance float64
		zone   content.ZoneID
		foes   []content.Monster
		joins  bool
	}{
		{"no chance below Alert", 0, content.ZoneGoblinWarrens, []content.Monster{sneak}, false},
		{"a sure chance brings one", 1, content.ZoneGoblinWarrens, []content.Monster{sneak}, true},
		{"never into a boss fight", 1, content.ZoneGoblinWarrens, []content.Monster{grol}, false},
		{"no zone, no roster", 1, "", []content.Monster{sneak}, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			spec := combat.Spec{Seed: 9, Key: "room/fight", ZoneID: tc.zone, Enemies: tc.foes}
			got := FightMods{Reinforcements: tc.chance}.Apply(spec)
			assert.Len(t, spec.Enemies, 1, "the caller's enemies are not changed")
			if !tc.joins {
				assert.Equal(t, tc.foes, got.Enemies)
				assert.Zero(t, got.Reinforcements)
				return
			}
			require.Len(t, got.Enemies, 2)
			assert.Equal(t, 1, got.Reinforcements)
			assert.True(t, ordinary[got.Enemies[1].ID], "an ordinary foe of the roster: %s", got.Enemies[1].ID)
			assert.Equal(t, got, FightMods{Reinforcements: tc.chance}.Apply(spec), "the same fight draws the same")
		})
	}
}

// TestAReinforcementFightsInAnOrdinaryRoom: a room fought at once with a
// sure reinforcement names both foes in its report and its log.
func TestAReinforcementFightsInAnOrdinaryRoom(t *testing.T) {
	g := crypt(t)
	ch := hero(t, rules.Fighter)
	ch.Level, ch.HP = 20, 500
	for _, chance := range []float64{0, 1} {
		st := start(t, ch, 3)
		st.Run.Mods.Reinforcements = chance
		var rep *FightReport
		for rep == nil && !st.Run.Status.Over() && st.Run.Prompt == nil {
			next, err := Advance(st.Run, g, st.Char, t0)
			require.NoError(t, err)
			st = next
			if ev, ok := find(st.Events, EvFightResolved); ok {
				rep = ev.Fight
			}
		}
		require.NotNil(t, rep, "a fight before the first fork")
		room := st.Run.Rooms[st.Run.Current].Fight
		require.NotNil(t, rep.Mods, "the report keeps the mods the fight ran on")
		assert.Equal(t, chance, rep.Mods.Reinforcements)
		if chance == 0 {
			assert.Equal(t, room.Monsters, rep.Monsters)
			assert.Zero(t, rep.Joined)
			continue
		}
		assert.Len(t, rep.Monsters, len(room.Monsters)+1, "the report names the reinforcement")
		assert.Equal(t, 1, rep.Joined, "and counts it as joining")
		assert.Contains(t, rep.Log[0], "joins the fight (reinforcements")
	}
}
