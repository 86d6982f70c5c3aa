package expedition_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix/id"

	expplugin "github.com/gogobee/gogobee/internal/plugins/expedition"
	"github.com/gogobee/gogobee/internal/plugins/plugintest"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/scheduler"
)

// autoWalks lists the background walks among alice's DMs.
func autoWalks(b *plugintest.Bot) []string {
	var out []string
	for _, dm := range plugintest.DMs(b.Flush(), alice) {
		if strings.HasPrefix(dm, "🚶 **Auto-walk**") {
			out = append(out, dm)
		}
	}
	return out
}

func TestRunOnSchedulesTheBackgroundWalkAndOffTakesItAway(t *testing.T) {
	b := newBot(t)
	e := departed(t, b)
	ctx := context.Background()
	assert.Contains(t, b.Reply(alice, "!expedition run on"), "**Auto-walk on.**")
	j, ok, err := scheduler.Get(ctx, b.Store, expplugin.AutorunKind, e.ID.String())
	require.NoError(t, err)
	require.True(t, ok)
	assert.Equal(t, e.StartedAt.Add(30*time.Minute), j.DueAt, "not in the expedition's first half hour")
	assert.Equal(t, id.UserID(alice), j.UserID, "in the player's queue")
	assert.Contains(t, b.Reply(alice, "!expedition run off"), "**Auto-walk off.**")
	_, ok, err = scheduler.Get(ctx, b.Store, expplugin.AutorunKind, e.ID.String())
	require.NoError(t, err)
	assert.False(t, ok)
}

func TestBackgroundWalkTakesAtMostThreeRoomsOnceEveryTwoHoursAndDMsWhenItMoved(t *testing.T) {
	b := newBot(t)
	b.Edit(alice, func(c *rules.Character) {
		c.Level, c.XP = 8, rules.XPForLevel(8)
		c.HP = rules.MaxHP(*c)
	})
	departed(t, b)
	s := walker(t, b)
	b.Reply(alice, "!expedition run on")
	b.Flush()
	ctx := context.Background()
	start := plugintest.Start()

	_, err := s.AdvanceTo(ctx, b.Clock, start.Add(29*time.Minute))
	require.NoError(t, err)
	assert.Empty(t, autoWalks(b), "not in the first half hour")
	assert.Equal(t, 1, zoneRun(t, b).RoomsTraversed)

	_, err = s.AdvanceTo(ctx, b.Clock, start.Add(31*time.Minute))
	require.NoError(t, err)
	walks := autoWalks(b)
	require.Len(t, walks, 1, "one walk, one DM")
	assert.Contains(t, walks[0], " walked on my own", "a background walk says it was TwinBee's, not that the player was away")
	moved := zoneRun(t, b).RoomsTraversed - 1
	assert.Positive(t, moved)
	assert.LessOrEqual(t, moved, 3)

	before := zoneRun(t, b)
	if _, _, waiting := before.PendingFight(); waiting {
		fightOff(t, b)
		before = zoneRun(t, b)
	}
	_, err = s.AdvanceTo(ctx, b.Clock, start.Add(2*time.Hour+29*time.Minute))
	require.NoError(t, err)
	assert.Empty(t, autoWalks(b), "two hours between walks")
	assert.Equal(t, before.RoomsTraversed, zoneRun(t, b).RoomsTraversed)
}

func TestBackgroundWalkWaitsForABusyPlayerAndSaysNothing(t *testing.T) {
	tests := []struct {
		name  string
		setup func(t *testing.T, b *plugintest.Bot)
	}{
		{"in a fight", nightFight},
		{"camped", func(t *testing.T, b *plugintest.Bot) { b.Reply(alice, "!camp rough") }},
		{"resting", func(t *testing.T, b *plugintest.Bot) {
			b.Edit(alice, func(c *rules.Character) { c.LockoutUntil = plugintest.Start().Add(4 * time.Hour) })
		}},
		{"at night", func(t *testing.T, b *plugintest.Bot) {
			b.Clock.Set(plugintest.Start().Add(12*time.Hour + 30*time.Minute))
		}},
		{"turned off", func(t *testing.T, b *plugintest.Bot) { b.Reply(alice, "!expedition run off") }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := newBot(t)
			departed(t, b)
			s := walker(t, b)
			b.Reply(alice, "!expedition run on")
			tt.setup(t, b)
			b.Flush()
			at := b.Clock.Now().Add(time.Hour)
			_, err := s.AdvanceTo(context.Background(), b.Clock, at)
			require.NoError(t, err)
			assert.Empty(t, autoWalks(b))
			assert.Equal(t, 1, zoneRun(t, b).RoomsTraversed, "still on the entry")
			a, err := b.Store.Autorun.Get(context.Background(), openExp(t, b.Store, alice).ID)
			require.NoError(t, err)
			assert.True(t, a.Last.IsZero(), "a walk that did not happen claims nothing")
		})
	}
}

func TestTheAutorunClaimLetsOneOfTwoWalksThrough(t *testing.T) {
	b := newBot(t)
	e := departed(t, b)
	b.Reply(alice, "!expedition run on")
	ctx := context.Background()
	now := plugintest.Start().Add(time.Hour)
	var wins int
	for range 2 {
		require.NoError(t, b.Store.Tx(ctx, func(ctx context.Context) error {
			ok, err := b.Store.Autorun.Claim(ctx, e.ID, now, 2*time.Hour)
			if ok {
				wins++
			}
			return err
		}))
	}
	assert.Equal(t, 1, wins, "the second claim sees the first one's stamp")
}

func TestAfterDowntimeTheDaysCatchUpBeforeTheBackgroundWalk(t *testing.T) {
	b := newBot(t)
	b.Edit(alice, func(c *rules.Character) {
		c.Level, c.XP = 8, rules.XPForLevel(8)
		c.HP = rules.MaxHP(*c)
	})
	departed(t, b) // Monday 09:00
	s := walker(t, b)
	b.Reply(alice, "!expedition run on")
	b.Flush()
	// Down for three days, back on Thursday at 11:00.
	b.Clock.Set(plugintest.Start().Add(74 * time.Hour))
	_, err := s.RunDue(context.Background())
	require.NoError(t, err)
	dms := plugintest.DMs(b.Flush(), alice)
	require.NotEmpty(t, dms)
	assert.True(t, strings.HasPrefix(dms[0], "🎭 **TwinBee — While I Was Away, Days 2–4**"), "the days first: %q", dms[0])
	var walked []string
	for _, dm := range dms {
		if strings.HasPrefix(dm, "🚶 **Auto-walk**") {
			walked = append(walked, dm)
		}
	}
	require.Len(t, walked, 1, "then one walk, on today's state")
	e := openExp(t, b.Store, alice)
	assert.Equal(t, 4, e.Day)
	assert.Positive(t, e.Today.Rooms, "the walk counts on Day 4, not on a day that was over")
}

// `!expedition run` stopped by the night says how the walk goes on as the
// player's background walk setting has it (rules §10.3): asked again
// from 06:00 while it is off, by itself from 06:15 once it is on.
func TestTheNightStopFollowsTheBackgroundWalkSetting(t *testing.T) {
	b := newBot(t)
	departed(t, b)
	b.Clock.Set(time.Date(2026, 3, 2, 22, 0, 0, 0, time.UTC))
	off := b.Reply(alice, "!expedition run")
	assert.Contains(t, off, "`!expedition run` walks on from 06:00, or `!expedition run on` lets me walk by myself from 06:15.")
	b.Reply(alice, "!expedition run on")
	assert.Contains(t, b.Reply(alice, "!expedition run"), "Your auto-walk goes on by itself from 06:15")
}

// At or below the walking floor the background walk does not move the
// player (rules §10.3): `!expedition run on` says so and what to do,
// instead of promising a walk every two hours.
func TestRunOnSaysLowHPHoldsTheWalk(t *testing.T) {
	b := newBot(t)
	departed(t, b)
	b.Edit(alice, func(c *rules.Character) { c.HP = 1 })
	text := b.Reply(alice, "!expedition run on")
	assert.Contains(t, text, "it won't take a step yet: your HP is at or below the floor I walk you at")
	assert.NotContains(t, text, "Every two hours")
}

// A camp made today holds the background walk until the next rollover
// (rules §10.3), which after a departure in the small hours is a day
// later: `!expedition run on` says so and when the walk goes on.
func TestRunOnSaysTodaysCampHoldsTheWalk(t *testing.T) {
	b := newBot(t)
	departed(t, b)
	b.Reply(alice, "!camp rough")
	text := b.Reply(alice, "!expedition run on")
	assert.Contains(t, text, "it won't take a step yet: today's camp stands")
	assert.Contains(t, text, "I walk on from the next briefing, at Tue 06:15")
	assert.NotContains(t, text, "Every two hours")
	b.Reply(alice, "!camp break")
	assert.Contains(t, b.Reply(alice, "!expedition run on"), "**Auto-walk on.**", "a packed camp holds nothing")
}

func TestABackgroundWalkTellsEachMemberTheirOwnShare(t *testing.T) {
	b := partyDeparted(t)
	s := walker(t, b)
	b.Reply(alice, "!expedition run on")
	b.Flush()
	_, err := s.AdvanceTo(context.Background(), b.Clock, plugintest.Start().Add(31*time.Minute))
	require.NoError(t, err)
	rows := b.Flush()
	var mine []string
	for _, dm := range plugintest.DMs(rows, bob) {
		if strings.Contains(dm, "🚶 **Background walk**") {
			mine = append(mine, dm)
		}
	}
	require.Len(t, mine, 1, "Bo hears of the walk")
	bo := b.Character(bob)
	assert.Contains(t, mine[0], "· I walked the party of **Tess** (`＠alice:example.org`) ")
	assert.Contains(t, mine[0], fmt.Sprintf("❤️ **Bo** HP %d/%d", bo.HP, rules.MaxHP(bo)), "his HP as the walk left him")
	assert.NotContains(t, mine[0], "**Tess** HP", "his account, not the leader's")
	require.Contains(t, mine[0], "**Your share:**")
	for _, line := range strings.Split(mine[0], "\n") {
		if strings.HasPrefix(line, "- ") {
			assert.Regexp(t, `^- \*\*Room \d+ · [^*]+\*\*( · the \*\*[^*]+\*\*)?: `, line, "each share names its room (a fight's, its foes too): the DM shows no rooms")
		}
	}
}
