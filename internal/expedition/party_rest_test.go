package expedition

import (
	"testing"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A short rest spends two hit dice at most on an active expedition with a
// member beside its leader, one otherwise (rules §3.1, §8.23).
func TestShortRestDiceOnAPartysExpedition(t *testing.T) {
	solo := departed(t, content.ZoneGoblinWarrens, 2)
	pair := withMembers(t, departed(t, content.ZoneGoblinWarrens, 2), bob)
	trio := withMembers(t, departed(t, content.ZoneGoblinWarrens, 2), bob, cy)
	left, _, err := LeaveParty(pair, bob, t0)
	require.NoError(t, err)
	packing := withMembers(t, provisioning(t, content.ZoneGoblinWarrens), bob)
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
