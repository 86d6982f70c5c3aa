package expedition_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/plugins/plugintest"
	"github.com/gogobee/gogobee/internal/rules"
)

// toTheBossDoor walks alice's departed party to Goblin Warrens' boss
// door: the walk, the first way at the fork, every fight by each seat's
// `!fight auto`, until a walk stops at the door; it returns that walk.
func toTheBossDoor(t *testing.T, b *plugintest.Bot) string {
	t.Helper()
	for range 20 {
		b.Clock.Set(latestLockout(b).Add(1))
		out := b.Reply(alice, "!expedition run")
		if strings.Contains(out, "☠ Next door") {
			return out
		}
		if r := zoneRun(t, b); r.Prompt != nil {
			b.Reply(alice, "!zone go 1")
		}
		partyFightsOff(t, b)
	}
	t.Fatal("the walk never stopped at the boss's door")
	return ""
}

// latestLockout is when the last of alice and bob is done resting.
func latestLockout(b *plugintest.Bot) (at time.Time) {
	at = b.Clock.Now()
	for _, u := range []string{alice, bob} {
		if l := b.Character(id.UserID(u)).LockoutUntil; l.After(at) {
			at = l
		}
	}
	return at
}

// partyFightsOff fights the fight waiting in alice's room to its end, each
// seat's `!fight auto` on its own turn.
func partyFightsOff(t *testing.T, b *plugintest.Bot) {
	t.Helper()
	r, ok, err := b.Store.ZoneRun.Active(context.Background(), alice)
	require.NoError(t, err)
	if _, _, waiting := r.PendingFight(); !ok || !waiting {
		return
	}
	b.Reply(alice, "!fight auto")
	for range 200 {
		row, on := partyRow(t, b)
		if !on {
			return
		}
		b.Reply([]id.UserID{alice, bob}[row.State.Seat], "!fight auto")
	}
	t.Fatal("the party's fight never ended")
}

// TestTheWalkPatchesUpEveryMemberAtTheDoor: the autopilot's patch-up at
// an elite's or boss's door (rules §10.2) is the party's (rules §8.23):
// a member below the threshold rests on their own hit dice, saved and
// told, while a leader who needs nothing does not rest.
func TestTheWalkPatchesUpEveryMemberAtTheDoor(t *testing.T) {
	b := partyDeparted(t)
	toTheBossDoor(t, b)
	b.Clock.Set(latestLockout(b).Add(1))
	b.Edit(alice, func(c *rules.Character) {
		c.HP = rules.MaxHP(*c)
		for _, id := range []rules.FeatureID{rules.FeatureActionSurge, rules.FeatureSecondWind} {
			if f, ok := rules.Feature(id); ok && c.Resources != nil {
				c.Resources[id] = f.Uses
			}
		}
	})
	b.Edit(bob, func(c *rules.Character) {
		c.HP, c.HitDice = rules.MaxHP(*c)*6/10, 1
	})
	ann, bo := b.Character(alice), b.Character(bob)

	out := b.Reply(alice, "!expedition run")
	assert.Contains(t, out, "☠ Next door")
	assert.Contains(t, out, "🩹 I patched up **Bo** too: 1 short rest (1h), HP ")
	assert.NotContains(t, out, "At the door I patched you up", "the leader needed nothing")
	got := b.Character(bob)
	assert.Greater(t, got.HP, bo.HP, "Bo's hit die healed him")
	assert.Zero(t, got.HitDice, "on his own hit die")
	assert.Equal(t, b.Clock.Now().Add(rules.ShortRestLockout), got.LockoutUntil, "he rests the hour")
	assert.Equal(t, ann, b.Character(alice), "the leader took no rest")
}
