package play

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
)

// partyChar is a character of class at level lvl named name.
func partyChar(t *testing.T, name string, class rules.ClassID, lvl int) rules.Character {
	t.Helper()
	c, err := rules.NewCharacter(name, class, rules.Human)
	require.NoError(t, err)
	c, _ = rules.AwardXP(c, rules.XPForLevel(lvl))
	return c
}

func TestAPartyGameSettlesEveryMembersShare(t *testing.T) {
	cleared := 0
	for world := uint64(1); world <= 6; world++ {
		g, err := New(Setup{World: world, RunID: 1, ZoneID: content.ZoneGoblinWarrens, Char: partyChar(t, "Ada", rules.Fighter, 2),
			Mode: ModeExpedition, Start: time.Date(2026, 1, 5, 8, 0, 0, 0, time.UTC), Policy: defaultPolicy,
			Party: []Teammate{{UserID: "@bo:test", Char: partyChar(t, "Bo", rules.Cleric, 2)}}})
		require.NoError(t, err)
		require.Len(t, g.Exp.Party, 1, "the member was seated before departure")
		res := g.Play()
		require.Len(t, res.Members, 1)
		m := res.Members[0]
		assert.Equal(t, "@bo:test", m.UserID)
		assert.Equal(t, "Bo", m.Char.Name)
		if res.Outcome != OutcomeCleared {
			continue
		}
		cleared++
		assert.Positive(t, m.XP, "world %d: the member earned XP", world)
		assert.Equal(t, res.Exp.Party[0].XPEarned, m.XP, "world %d: the member's tally is what their sheet gained", world)
	}
	assert.Positive(t, cleared, "some party cleared the warrens")
}

func TestAPartyPlaysExpeditionsOnly(t *testing.T) {
	_, err := New(Setup{World: 1, RunID: 1, ZoneID: content.ZoneGoblinWarrens, Char: partyChar(t, "Ada", rules.Fighter, 2),
		Mode: ModeZone, Policy: defaultPolicy, Party: []Teammate{{UserID: "@bo:test", Char: partyChar(t, "Bo", rules.Cleric, 2)}}})
	assert.Error(t, err)
}

func TestThePartyWalksByItsMostWoundedAndWaitsForItsSleepers(t *testing.T) {
	t0 := time.Date(2026, 1, 5, 8, 0, 0, 0, time.UTC)
	ada, bo := partyChar(t, "Ada", rules.Fighter, 3), partyChar(t, "Bo", rules.Cleric, 3)
	bo.HP = 2
	assert.Equal(t, "Bo", Weakest(ada, []rules.Character{bo}).Name)
	assert.Equal(t, "Ada", Weakest(ada, nil).Name)

	assert.True(t, AwakeAt(t0, ada, []rules.Character{bo}))
	bo.LockoutUntil = t0.Add(time.Hour)
	assert.False(t, AwakeAt(t0, ada, []rules.Character{bo}), "a member still resting holds the party")
	assert.Equal(t, t0.Add(time.Hour), RestedAt(ada, []rules.Character{bo}))
}
