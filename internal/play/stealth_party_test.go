package play

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
)

func TestAPartyIsAsQuietAsItsLoudestMember(t *testing.T) {
	mk := func(name string, cl rules.ClassID) rules.Character {
		c, err := rules.NewCharacter(name, cl, rules.Human)
		require.NoError(t, err)
		return c
	}
	rogue, fighter, mage := mk("Nim", rules.Rogue), mk("Ada", rules.Fighter), mk("Zed", rules.Mage)
	clumsy := mage
	clumsy.Abilities.Dex = 1 // DEX -5: never reaches DC 16
	e := active(t, content.ZoneGoblinWarrens)
	hard := e
	hard.Tier = 6 // DC 16
	nodes := make([]zonegraph.NodeID, 300)
	for n := range nodes {
		nodes[n] = zonegraph.NodeID("n" + string(rune('a'+n%26)) + string(rune('a'+n/26)))
	}
	passes := func(lead rules.Character, members []rules.Character, ex func(zonegraph.NodeID) bool) (party, other int) {
		for _, node := range nodes {
			if PartyQuietStep(lead, members, e, 1, node) {
				party++
			}
			if ex(node) {
				other++
			}
		}
		return party, other
	}
	t.Run("a player alone rolls the solo Quiet Step", func(t *testing.T) {
		for _, node := range nodes {
			assert.Equal(t, QuietStep(rogue, e, 1, node), PartyQuietStep(rogue, nil, e, 1, node))
			assert.Equal(t, QuietStep(fighter, e, 1, node), PartyQuietStep(fighter, nil, e, 1, node))
		}
	})
	t.Run("a party with no Rogue never steps quietly", func(t *testing.T) {
		party, _ := passes(fighter, []rules.Character{mage}, func(zonegraph.NodeID) bool { return false })
		assert.Zero(t, party)
	})
	t.Run("a Rogue leading: the party passes only when the Rogue does, and less often", func(t *testing.T) {
		party, alone := passes(rogue, []rules.Character{fighter}, func(node zonegraph.NodeID) bool { return QuietStep(rogue, e, 1, node) })
		for _, node := range nodes {
			if PartyQuietStep(rogue, []rules.Character{fighter}, e, 1, node) {
				assert.True(t, QuietStep(rogue, e, 1, node), "the Rogue's own roll passed at %s", node)
			}
		}
		assert.Greater(t, party, 0)
		assert.Less(t, party, alone, "the Fighter fails some the Rogue passes")
		trio, _ := passes(rogue, []rules.Character{fighter, mage}, func(zonegraph.NodeID) bool { return false })
		assert.LessOrEqual(t, trio, party, "a third member is one more roll to pass")
	})
	t.Run("a Rogue following counts", func(t *testing.T) {
		party, _ := passes(fighter, []rules.Character{rogue}, func(zonegraph.NodeID) bool { return false })
		assert.Greater(t, party, 0)
	})
	t.Run("a member who cannot pass keeps the party loud", func(t *testing.T) {
		quiet := 0
		for _, node := range nodes {
			if QuietStep(rogue, hard, 1, node) {
				quiet++
			}
			assert.False(t, PartyQuietStep(rogue, []rules.Character{clumsy}, hard, 1, node))
		}
		assert.Greater(t, quiet, 0, "the Rogue alone passes DC 16 at times")
	})
}
