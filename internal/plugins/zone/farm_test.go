package zone_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/plugins/plugintest"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// worth is what alice owns that a run can add to: coins plus the
// catalogue value of everything in her pack.
func worth(t *testing.T, b *plugintest.Bot) int {
	t.Helper()
	c := b.Character(alice)
	v := c.Coins
	for id, n := range c.Inventory {
		if it, ok := content.ItemByID(id); ok {
			v += n * it.Value
		}
	}
	return v
}

// walkOn makes n moves forward in alice's run: waiting fights fought,
// forks answered with the first way.
func walkOn(t *testing.T, b *plugintest.Bot, n int) {
	t.Helper()
	for moves := 0; moves < n; {
		r := run(t, b)
		switch _, _, waiting := r.PendingFight(); {
		case r.Status.Over():
			return
		case waiting:
			b.Reply(alice, "!fight")
			b.Reply(alice, "!fight auto")
		case r.Prompt != nil:
			b.Reply(alice, "!zone go 1")
			moves++
		default:
			b.Reply(alice, "!zone advance")
			moves++
		}
	}
}

// farmLoop is one `!zone start` / four moves on / `!zone abandon` loop in
// the Goblin Warrens.
func farmLoop(t *testing.T, b *plugintest.Bot) {
	t.Helper()
	b.Reply(alice, "!zone start goblin")
	walkOn(t, b, 4)
	if run(t, b).Status == zonerun.StatusActive {
		b.Reply(alice, "!zone abandon")
		b.Reply(alice, "!zone abandon confirm")
	}
	require.False(t, run(t, b).Status == zonerun.StatusActive, "the loop ends its run")
}

// levelThree is a fresh bot with alice's fighter at level 3.
func levelThree(t *testing.T) *plugintest.Bot {
	b := newBot(t)
	b.Edit(alice, func(c *rules.Character) { *c, _ = rules.AwardXP(*c, rules.XPForLevel(3)); c.HP = rules.MaxHP(*c) })
	return b
}

// oneRunsWorth is what one run takes from the rooms farmLoop walks: the
// same start and four moves, then a hundred walks back to the entry
// (`!revisit`) and on again, each re-entry another harvest pass, until
// the rooms have nothing left.
func oneRunsWorth(t *testing.T) int {
	b := levelThree(t)
	start := worth(t, b)
	b.Reply(alice, "!zone start goblin")
	walkOn(t, b, 4)
	far := len(run(t, b).Visited)
	for range 100 {
		for n := far - 1; n >= 1; n-- {
			b.Edit(alice, func(c *rules.Character) { c.HP = rules.MaxHP(*c) })
			b.Reply(alice, fmt.Sprintf("!revisit %d", n))
		}
		walkOn(t, b, far-1)
	}
	return worth(t, b) - start
}

// Abandoning a run and starting again does not reset the zone: a hundred
// start/advance/abandon loops in one day gain no more than one run can take
// from the same rooms, and the zone grows back the next day.
func TestAbandonAndRestartDoesNotFarmTheZone(t *testing.T) {
	limit := oneRunsWorth(t)
	b := levelThree(t)
	start := worth(t, b)
	farmLoop(t, b)
	require.Positive(t, worth(t, b)-start, "the first run finds something")
	for range 99 {
		b.Edit(alice, func(c *rules.Character) { c.HP = rules.MaxHP(*c) }) // a loop's fights never stop the next
		farmLoop(t, b)
	}
	t.Logf("one run's worth %d coins; a hundred loops %d", limit, worth(t, b)-start)
	assert.LessOrEqual(t, worth(t, b)-start, limit, "a hundred loops gain at most one run's worth")

	assert.Contains(t, b.Reply(alice, "!zone start goblin"), "Your last run here emptied some rooms", "the start says so")
	walked := b.Reply(alice, "!zone advance") + b.Reply(alice, "!zone advance")
	assert.Contains(t, walked, "Your last run here emptied this room", "the player is told why a room is empty")
	b.Reply(alice, "!zone abandon")
	b.Reply(alice, "!zone abandon confirm")

	b.Clock.Advance(24 * time.Hour)
	before := worth(t, b)
	farmLoop(t, b)
	assert.Greater(t, worth(t, b), before, "the zone grows back after the 06:00 rollover")
}
