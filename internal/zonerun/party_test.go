package zonerun

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/harvest"
	"github.com/gogobee/gogobee/internal/rules"
)

// party is two members along: a Cleric and a Rogue at level 1.
func party(t *testing.T) []rules.Character {
	t.Helper()
	c, r := hero(t, rules.Cleric), hero(t, rules.Rogue)
	c.Name, r.Name = "Cy", "Ro"
	return []rules.Character{c, r}
}

func TestAPartyFightsARoomsFoesTogetherAndEachMemberTakesAShare(t *testing.T) {
	g := crypt(t)
	ch := hero(t, rules.Fighter)
	members := party(t)
	fought := 0
	for seed := uint64(1); seed < 200 && fought < 5; seed++ {
		st, err := With(members).Enter(fresh(seed), g, ch, cid("corridor"), t0)
		require.NoError(t, err)
		e, ok := find(st.Events, EvFightResolved)
		if !ok {
			continue
		}
		fought++
		require.Len(t, e.Fight.Shares, 2, "seed %d: one share a member", seed)
		require.Len(t, st.Party, 2)
		for k, sh := range e.Fight.Shares {
			assert.Equal(t, k+1, sh.Seat)
			assert.Equal(t, st.Party[k].HP, sh.HP, "the share reads the member's HP after the fight")
			assert.Equal(t, members[k].XP+sh.XP, st.Party[k].XP, "the XP is on the member's sheet")
			for _, d := range sh.Loot {
				if d.ItemID != "" {
					assert.Positive(t, st.Party[k].Inventory[d.ItemID], "the member's loot is in their pack")
				}
			}
			if e.Fight.Result == combat.ResultWon {
				assert.Positive(t, st.Party[k].HP, "a member of a party that won stands")
			}
		}
		assert.Equal(t, members[0].Name, st.Party[0].Name, "seats keep their order")
	}
	require.Equal(t, 5, fought)
}

func TestAWalkAloneIsThePackagesMove(t *testing.T) {
	g := crypt(t)
	ch := hero(t, rules.Fighter)
	for seed := uint64(1); seed < 30; seed++ {
		solo, err := Enter(fresh(seed), g, ch, cid("corridor"), t0)
		require.NoError(t, err)
		walk, err := With(nil).Enter(fresh(seed), g, ch, cid("corridor"), t0)
		require.NoError(t, err)
		assert.Equal(t, solo, walk, "seed %d", seed)
		assert.Nil(t, walk.Party)
	}
}

func TestTheLeadersRollsDoNotMoveWhenAPartyWalks(t *testing.T) {
	g := crypt(t)
	ch := hero(t, rules.Mage)
	for seed := uint64(1); seed < 60; seed++ {
		r := at(cid("grave_niches"), cid("entry"), cid("stair"), cid("grave_niches"))
		r.Seed = seed
		solo, err := Enter(r, g, ch, cid("flagstones"), t0)
		require.NoError(t, err)
		st, err := With(party(t)).Enter(r, g, ch, cid("flagstones"), t0)
		require.NoError(t, err)
		assert.Equal(t, solo.Char, st.Char, "seed %d: the trap meets the leader as it meets a player alone", seed)
		e, ok := find(st.Events, EvTrap)
		require.True(t, ok)
		require.Len(t, e.Shares, 2)
		for k, sh := range e.Shares {
			require.NotNil(t, sh.Trap)
			assert.Equal(t, st.Party[k].HP, sh.HP)
			assert.Equal(t, party(t)[k].HP-sh.Trap.Lost, st.Party[k].HP, "each member takes their own")
			assert.GreaterOrEqual(t, st.Party[k].HP, 1)
		}
	}
}

func TestEachMemberRollsTheirOwnSecretTreasure(t *testing.T) {
	g := crypt(t)
	ch := hero(t, rules.Fighter)
	r := at(cid("side_chapel"), cid("entry"), cid("fork"), cid("side_chapel"))
	st, err := With(party(t)).Enter(r, g, ch, cid("secret_chamber"), t0)
	require.NoError(t, err)
	e, ok := find(st.Events, EvTreasure)
	require.True(t, ok)
	require.Len(t, e.Shares, 2)
	for k, sh := range e.Shares {
		assert.Len(t, sh.Loot, 2, "loot bias 2 makes two rolls for member %d too", k+1)
		for _, d := range sh.Loot {
			assert.Positive(t, st.Party[k].Inventory[d.ItemID])
		}
	}
	assert.NotEqual(t, e.Shares[0].Loot, e.Shares[1].Loot, "each member on their own stream")
}

func TestEachMemberHarvestsTheirOwnShareOfAPassAndTheChargesGoOnce(t *testing.T) {
	g := crypt(t)
	ch := hero(t, rules.Fighter)
	var yielded bool
	for seed := uint64(1); seed < 40; seed++ {
		r := at(cid("stair"), cid("entry"), cid("stair"))
		r.Seed = seed
		solo := enterAndHarvest(t, r, ch, cid("grave_niches"), harvest.Context{})
		st, err := With(party(t)).Enter(r, g, ch, cid("grave_niches"), t0)
		require.NoError(t, err)
		st, err = Harvest(st, g, harvest.Context{}, t0)
		require.NoError(t, err)
		assert.Equal(t, solo.Run.Harvest, st.Run.Harvest, "seed %d: the charges go as for a player alone", seed)
		e, ok := find(st.Events, EvHarvest)
		require.True(t, ok)
		if e.Harvest.Interrupt == nil {
			assert.Equal(t, solo.Char, st.Char, "seed %d: the leader's pass is the solo pass", seed)
		}
		require.Len(t, e.Shares, 2)
		for k, sh := range e.Shares {
			for _, y := range sh.Yields {
				yielded = true
				assert.Equal(t, party(t)[k].Inventory[y.Resource]+y.Qty, st.Party[k].Inventory[y.Resource])
			}
		}
	}
	assert.True(t, yielded, "some member harvested something")
}

func TestAPartyCannotSetOffWithAMemberDown(t *testing.T) {
	members := party(t)
	members[1].HP = 0
	_, err := Start(StartParams{ID: 1, UserID: "@u:x", Graph: crypt(t), ZoneTier: 1, Char: hero(t, rules.Fighter), Seed: 1, Now: t0, Party: members})
	assert.ErrorIs(t, err, ErrCannotStart)
}
