package expedition

import (
	"testing"
	"time"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// partyShapes are the Goblin Warrens' expeditions a party rule tells
// apart: a player alone, a pair and a trio under way, a pair whose only
// member left, and a pair still packing.
func partyShapes(t *testing.T) (solo, pair, trio, left, packing Expedition) {
	solo = departed(t, content.ZoneGoblinWarrens, 2)
	pair = withMembers(t, departed(t, content.ZoneGoblinWarrens, 2), bob)
	trio = withMembers(t, departed(t, content.ZoneGoblinWarrens, 2), bob, cy)
	left, _, err := LeaveParty(pair, bob, t0)
	require.NoError(t, err)
	packing = withMembers(t, provisioning(t, content.ZoneGoblinWarrens), bob)
	return solo, pair, trio, left, packing
}

// A short rest spends two hit dice at most on an active expedition with a
// member beside its leader, one otherwise (rules §3.1, §8.23).
func TestShortRestDiceOnAPartysExpedition(t *testing.T) {
	solo, pair, trio, left, packing := partyShapes(t)
	over := pair
	over.Status = StatusExtracted
	for _, tc := range []struct {
		name string
		e    Expedition
		want int
	}{
		{"a player alone", solo, 1},
		{"a pair", pair, PartyRestDice},
		{"a trio", trio, PartyRestDice},
		{"the only member left", left, 1},
		{"a party still packing", packing, 1},
		{"a party's expedition over", over, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, ShortRestDice(tc.e))
		})
	}
	assert.Equal(t, 2, PartyRestDice)
}

// A camp's long rest keeps every seat of a party's expedition busy
// PartyCampLockout, the leader's and each member's (MemberCamp takes the
// leader's end), and a player alone rules.LongRestLockout (rules §3.3,
// §8.23).
func TestCampLockoutOnAPartysExpedition(t *testing.T) {
	solo, pair, trio, left, packing := partyShapes(t)
	for _, tc := range []struct {
		name  string
		e     Expedition
		want  time.Duration
		pitch bool
	}{
		{"a player alone", solo, 8 * time.Hour, true},
		{"a pair", pair, 4 * time.Hour, true},
		{"a trio", trio, 4 * time.Hour, true},
		{"the only member left", left, 8 * time.Hour, true},
		{"a party still packing", packing, 8 * time.Hour, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, CampLockout(tc.e))
			if !tc.pitch {
				return
			}
			leader := newCharacter(t, rules.Fighter)
			leader.HP = 1
			_, rested, res, err := Pitch(tc.e, cleared(), leader, CampStandard, t0)
			require.NoError(t, err)
			require.NotNil(t, res.LongRest)
			assert.Equal(t, t0.Add(tc.want), rested.LockoutUntil, "the leader's rest")
			assert.Equal(t, t0.Add(tc.want), res.LongRest.LockoutUntil, "the rest's report")
			member := newCharacter(t, rules.Cleric)
			member.HP = 1
			member, _ = MemberCamp(member, res, t0)
			assert.Equal(t, t0.Add(tc.want), member.LockoutUntil, "a member's rest ends with the leader's")
			assert.Equal(t, rules.MaxHP(member), member.HP)
		})
	}
	assert.Equal(t, 4*time.Hour, PartyCampLockout)
}
