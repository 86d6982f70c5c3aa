package zonerun

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/promise"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
)

func TestTheTideFloodsAFixedHalfOfTheRooms(t *testing.T) {
	promise.Shows(t, promise.TideFloods)
	g, ok := content.ZoneGraph(content.ZoneSunkenTemple)
	require.True(t, ok)
	flooded, all := 0, 0
	for seed := uint64(1); seed <= 40; seed++ {
		for _, id := range g.NodeOrder {
			all++
			if Floods(seed, id) {
				flooded++
			}
			assert.Equal(t, Floods(seed, id), Floods(seed, id), "the same room floods every time it is asked")
		}
	}
	share := float64(flooded) / float64(all)
	assert.InDelta(t, FloodChance, share, 0.1, "about half the rooms flood")
	assert.False(t, Floods(1, ""), "no room, no flood")
}

// floodedAndDry are a room of the crypt that floods for seed and one that
// stays dry.
func floodedAndDry(t *testing.T, seed uint64) (wet, dry zonegraph.NodeID) {
	t.Helper()
	for _, id := range crypt(t).NodeOrder {
		switch {
		case wet == "" && Floods(seed, id):
			wet = id
		case dry == "" && !Floods(seed, id):
			dry = id
		}
	}
	require.NotEmpty(t, wet)
	require.NotEmpty(t, dry)
	return wet, dry
}

func TestOnlyAFloodedRoomsFightTakesTheTidesCold(t *testing.T) {
	promise.Shows(t, promise.TideFloodCold)
	const seed = 5
	wet, dry := floodedAndDry(t, seed)
	tide := FightMods{FloodCold: rules.D(1, 6), TagAC: 2, TagACTag: content.TagKuoToa}
	ch := hero(t, rules.Fighter)
	for _, tc := range []struct {
		name string
		node zonegraph.NodeID
		mods FightMods
		cold bool
	}{
		{"a flooded room while the tide is in", wet, tide, true},
		{"a dry room while the tide is in", dry, tide, false},
		{"the same room with the tide out", wet, FightMods{}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := Run{ID: 1, ZoneID: content.ZoneSunkenTemple, Status: StatusActive, Seed: seed, Current: tc.node,
				Rooms: map[zonegraph.NodeID]Room{tc.node: {Fight: &Encounter{Monsters: []content.MonsterID{"kuo_toa"}, Kind: combat.KindElite, Pending: true}}},
				Mods:  tc.mods}
			assert.Equal(t, tc.cold, r.Flooded(tc.node))
			spec, err := FightSpec(r, ch)
			require.NoError(t, err)
			if tc.cold {
				assert.Equal(t, combat.Env{RoundDamage: rules.D(1, 6), RoundType: rules.Cold, RoundSource: RoundSourceTide}, spec.Env)
			} else {
				assert.Zero(t, spec.Env.RoundDamage, "no cold outside a flooded room")
			}
			kuo, _ := content.MonsterByID("kuo_toa")
			assert.Equal(t, kuo.AC+tc.mods.TagAC, spec.Enemies[0].AC, "the kuo-toa's AC holds in every room")
		})
	}
}

func TestAnOrdinaryFightInAFloodedRoomTakesTheCold(t *testing.T) {
	g := crypt(t)
	ch := hero(t, rules.Fighter)
	seen := map[bool]bool{}
	for seed := uint64(1); seed < 200 && len(seen) < 2; seed++ {
		r := fresh(seed)
		r.Mods.FloodCold = rules.D(1, 6)
		st, err := Enter(r, g, ch, cid("corridor"), t0)
		require.NoError(t, err)
		e, ok := find(st.Events, EvFightResolved)
		if !ok {
			continue
		}
		wet := Floods(seed, cid("corridor"))
		seen[wet] = true
		assert.Equal(t, wet, strings.Contains(strings.Join(e.Fight.Log, "\n"), "(tide)"), "seed %d flooded %v", seed, wet)
	}
	assert.Len(t, seen, 2, "fights met in a flooded and in a dry corridor")
}

func TestFloodedRoomsLeaveUnfoundSecretsOut(t *testing.T) {
	g := crypt(t)
	secret := cid("secret_chamber")
	var seed uint64
	for seed = 1; !Floods(seed, secret); seed++ {
	}
	r := at(cid("entry"), cid("entry"))
	r.Seed = seed
	assert.Empty(t, FloodedRooms(r, g), "the tide is out")
	r.Mods.FloodCold = rules.D(1, 6)
	assert.NotContains(t, FloodedRooms(r, g), secret, "an unfound secret room stays off the list")
	r.Discovered = []zonegraph.NodeID{secret}
	assert.Contains(t, FloodedRooms(r, g), secret)
	for _, id := range FloodedRooms(r, g) {
		assert.True(t, r.Flooded(id), id)
	}
}
