package expedition_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/plugins/fight"
	"github.com/gogobee/gogobee/internal/plugins/plugintest"
	"github.com/gogobee/gogobee/internal/rules"
)

// healTurn is a party fight at Bo's turn with Tess (alice) wounded to 3 HP.
func healTurn(t *testing.T) (*plugintest.Bot, fight.Row) {
	t.Helper()
	b := partyDeparted(t)
	b.Edit(alice, func(c *rules.Character) { c.HP = 3 })
	r := untilSeat(t, b, ambush(t, b), 1, alice)
	require.Equal(t, 1, r.State.Seat, "Bo's turn")
	return b, r
}

func TestAHealNamesItsAllyByUserIDOrCharacterNameInAnyCase(t *testing.T) {
	for _, who := range []string{"@alice:example.org", "Tess", "tess", "TESS"} {
		for _, cmd := range []string{"!cast cure wounds ", "!use potion of healing "} {
			t.Run(cmd+who, func(t *testing.T) {
				b, r := healTurn(t)
				hp, bo := r.State.Players[0].HP, r.State.Players[1].HP
				got := b.Reply(bob, cmd+who)
				after, ok := partyRow(t, b)
				require.True(t, ok, "the fight goes on: %s", got)
				assert.Greater(t, after.State.Players[0].HP, hp, "Tess was healed: %s", got)
				assert.LessOrEqual(t, after.State.Players[1].HP, bo, "Bo was not: %s", got)
				assert.NotEqual(t, 1, after.State.Seat, "Bo's turn is spent")
			})
		}
	}
}

func TestAHealAtNoOneInTheFightIsRefusedAndChangesNothing(t *testing.T) {
	b, _ := healTurn(t)
	before := snapshot(t, b.Store)
	for _, who := range []string{"Cleo", "cleo", "alice", "@nobody", "Te"} {
		for _, cmd := range []string{"!cast cure wounds ", "!use potion of healing "} {
			got := b.Reply(bob, cmd+who)
			assert.Contains(t, got, "names no one in this fight: heal an ally with `", cmd+who)
			assert.Contains(t, got, "or their character's name (**Tess**)", cmd+who)
		}
	}
	assert.Equal(t, before, snapshot(t, b.Store), "no slot, no potion, no turn spent")
}

// A heal aimed at a foe says so, not that the name names no one, and
// shows the way on (rules §2.13).
func TestAHealAtAFoeIsRefusedAsAFoeAndChangesNothing(t *testing.T) {
	b, r := healTurn(t)
	foe := r.State.Enemies[0].Name
	before := snapshot(t, b.Store)
	for _, cmd := range []string{"!cast cure wounds ", "!use potion of healing "} {
		got := b.Reply(bob, cmd+strings.ToLower(foe))
		assert.Contains(t, got, "**"+foe+"** is a foe, and a heal never goes to one: heal an ally with `", cmd)
		assert.Contains(t, got, "or their character's name (**Tess**)", cmd)
		assert.NotContains(t, got, "names no one", cmd)
	}
	assert.Equal(t, before, snapshot(t, b.Store), "no slot, no potion, no turn spent")
}

func TestAHealOnAnAllyAtFullHPNamesTheAlly(t *testing.T) {
	b, r := healTurn(t)
	r.State.Players[0].HP = r.State.Players[0].MaxHP
	data, err := json.Marshal(r)
	require.NoError(t, err)
	require.NoError(t, b.Store.Fight.Save(context.Background(), alice, data, b.Clock.Now()))
	before := snapshot(t, b.Store)
	for _, line := range []string{"!cast cure wounds Tess", "!use potion of healing @alice:example.org"} {
		got := b.Reply(bob, line)
		assert.Contains(t, got, "**Tess** is already at full HP", line)
		assert.NotContains(t, got, "You're already", line)
	}
	assert.Equal(t, before, snapshot(t, b.Store), "nothing spent")
}
