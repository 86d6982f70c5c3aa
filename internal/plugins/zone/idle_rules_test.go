package zone_test

import (
	"context"
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/play"
	"github.com/gogobee/gogobee/internal/plugins/plugintest"
	"github.com/gogobee/gogobee/internal/plugins/zone"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/scheduler"
	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/gogobee/gogobee/internal/zonerun"
)

func TestIdleForkPickIsExplainedByWhy(t *testing.T) {
	b, _ := woundedAtFork(t, 30, 2) // both ways open; the Main Hall's elite is no pick for her
	why := b.Reply(alice, "!why")
	assert.Contains(t, why, "my pick at a fork you left")
	assert.Contains(t, why, "took way 2, **Side Chapel**, as way 1, **Main Hall**, is an elite's room")
	assert.Contains(t, why, "(rule: an idle fork takes the first open way, stop before elites)")

	left, _ := woundedAtFork(t, 1, 1) // only the Main Hall: the choice stays hers
	assert.Contains(t, left.Reply(alice, "!why"), "I left the choice to you, as way 1, **Main Hall**, is an elite's room")
}

// idlePick brings Tess, at full HP and with both ways of the crypt's fork
// open, to the fork under the autopilot rule (none: the defaults), lets
// the idle wait run out and returns the bot.
func idlePick(t *testing.T, rule string) *plugintest.Bot {
	t.Helper()
	b := newBot(t)
	b.Edit(alice, func(c *rules.Character) { c.Abilities.Wis = 30 })
	if rule != "" {
		b.Reply(alice, "!autopilot "+rule)
	}
	at := toFork(t, b)
	require.Equal(t, 2, at.Prompt.OpenCount())
	b.Edit(alice, func(c *rules.Character) { c.HP = rules.MaxHP(*c) })
	b.Clock.Advance(zone.DefaultForkIdle)
	_, err := dueRunner(t, b, zone.Deps{}).RunDue(context.Background())
	require.NoError(t, err)
	return b
}

// The idle pick stops before an elite as the walk does (rules §6.4,
// §10.2): at full HP it passes the Main Hall's elite over by default, and
// takes it only under "walk into elites".
func TestIdlePickStopsBeforeAnEliteAtFullHP(t *testing.T) {
	def := idlePick(t, "")
	assert.Equal(t, zonegraph.NodeID("crypt_valdris.side_chapel"), run(t, def).Current, "full HP, default rules: not into the elite's room")
	dms := plugintest.DMs(def.Flush(), alice)
	require.Len(t, dms, 1)
	assert.Contains(t, dms[0], "as way 1, **Main Hall**, is an elite's room.")

	into := idlePick(t, "walk into elites")
	assert.Equal(t, zonegraph.NodeID("crypt_valdris.main_hall"), run(t, into).Current, "the player's rule walks through the elite's door")
}

// toTrapFork starts the Feywild Crossing with a character of its highest
// level and advances (taking the first way at other forks) until a fork
// whose first two ways are open and the first leads into a trap room.
func toTrapFork(t *testing.T, b *plugintest.Bot) zonerun.Run {
	t.Helper()
	z, ok := content.ZoneByID(content.ZoneFeywild)
	require.True(t, ok)
	g, ok := content.ZoneGraph(z.ID)
	require.True(t, ok)
	b.Edit(alice, func(c *rules.Character) {
		c.Level, c.XP = z.MaxLevel, rules.XPForLevel(z.MaxLevel)
		c.HP = rules.MaxHP(*c)
	})
	b.Reply(alice, "!zone start feywild crossing")
	return walkUntil(t, b, 40, func(r zonerun.Run) bool {
		p := r.Prompt
		return p != nil && p.OpenCount() >= 2 && p.Options[0].Open && p.Options[1].Open && g.Nodes[p.Options[0].To].Kind == zonegraph.KindTrap
	})
}

func TestNeverTakeTrapEdgesChangesTheIdlePick(t *testing.T) {
	pick := func(rule string) (*plugintest.Bot, zonerun.Run) {
		b := newBot(t)
		at := toTrapFork(t, b)
		if rule != "" {
			b.Reply(alice, "!autopilot "+rule)
		}
		status := b.Reply(alice, "!zone status")
		g, _ := content.ZoneGraph(at.ZoneID)
		want := g.Nodes[at.Prompt.Options[0].To].Label
		if rule != "" {
			want = g.Nodes[at.Prompt.Options[1].To].Label
		}
		assert.Contains(t, status, "I'll pick **"+want+"** for you", "the prompt names the pick the rules make")
		b.Clock.Advance(zone.DefaultForkIdle)
		_, err := dueRunner(t, b, zone.Deps{}).RunDue(context.Background())
		require.NoError(t, err)
		return b, at
	}
	def, at := pick("")
	assert.Equal(t, at.Prompt.Options[0].To, run(t, def).Current, "by default the first open way, a trap room")

	wary, at := pick("never take trap edges")
	assert.Equal(t, at.Prompt.Options[1].To, run(t, wary).Current, "the rule passes the trap room over")
	why := wary.Reply(alice, "!why")
	assert.Contains(t, why, "took way 2, ")
	assert.Contains(t, why, "as way 1, ")
	assert.Contains(t, why, "is a trap room (rule: an idle fork takes the first open way, never take trap edges)")
}

// An idle fork falling due at night waits for the morning (rules §6.4), as
// the autopilot walks no one at night (rules §10.2): left at 19:00, its answer
// comes at 06:15, not at 01:00.
func TestIdleForkWaitsForTheMorning(t *testing.T) {
	b := newBot(t)
	b.Reply(alice, "!autopilot walk into elites")
	b.Clock.Advance(10 * time.Hour) // 19:00 UTC, the player's time zone
	at := toFork(t, b)
	s := dueRunner(t, b, zone.Deps{})
	b.Clock.Advance(zone.DefaultForkIdle) // 01:00
	_, err := s.RunDue(context.Background())
	require.NoError(t, err)
	assert.Equal(t, at, run(t, b), "no walk at night")
	assert.Empty(t, plugintest.DMs(b.Flush(), alice), "no DM at 01:00")
	job, ok, err := scheduler.Get(context.Background(), b.Store, zone.ForkTimeoutKind, strconv.FormatInt(int64(at.ID), 10))
	require.NoError(t, err)
	require.True(t, ok)
	morning := time.Date(2026, time.March, 3, 6, 15, 0, 0, time.UTC)
	assert.Equal(t, morning, job.DueAt.UTC(), "the quiet quarter after 06:00")

	b.Clock.Set(morning)
	_, err = s.RunDue(context.Background())
	require.NoError(t, err)
	assert.NotEqual(t, at.Current, run(t, b).Current, "walked in the morning")
	dms := plugintest.DMs(b.Flush(), alice)
	require.Len(t, dms, 1)
	assert.NotContains(t, dms[0], "6h of", "the prompt waited the night, not 6h")
	why := b.Reply(alice, "!why")
	assert.Contains(t, why, "left 11h 15m: took way", "`!why` tells how long the prompt really waited, 19:00 to 06:15")
	assert.NotContains(t, why, "left 6h:")
}

// pickAfterWalk brings alice to the crypt's fork, saves a walk with the
// calls calls makes of the fork's run as her last (on that run when
// onRun), lets the idle wait run out and returns her `!why` three days
// later.
func pickAfterWalk(t *testing.T, calls func(at zonerun.Run) []play.Decision, onRun bool) string {
	t.Helper()
	b := newBot(t)
	b.Edit(alice, func(c *rules.Character) { c.Abilities.Wis = 30 })
	at := toFork(t, b)
	b.Edit(alice, func(c *rules.Character) { c.HP = rules.MaxHP(*c) })
	last := play.WalkLog{Source: play.SourceRun, ZoneID: at.ZoneID, At: b.Clock.Now(), Rooms: 1, Decisions: calls(at)}
	if onRun {
		last.RunID = int64(at.ID)
	}
	require.NoError(t, b.Store.Autopilot.SaveWalkLog(context.Background(), alice, last))
	b.Clock.Advance(zone.DefaultForkIdle)
	_, err := dueRunner(t, b, zone.Deps{}).RunDue(context.Background())
	require.NoError(t, err)
	b.Clock.Advance(3 * 24 * time.Hour) // read days later
	return b.Reply(alice, "!why")
}

// `!why` never lists an idle fork's pick as a call of an older walk that
// did not stop at that fork: the pick is shown as its own walk, with its
// time; added to the walk that stopped at the fork, it says when it came
// (rules §10.6).
func TestWhyKeepsALaterIdlePickApartFromAnOlderWalk(t *testing.T) {
	stopAt := func(room int) func(zonerun.Run) []play.Decision {
		return func(at zonerun.Run) []play.Decision {
			if room == 0 {
				room = at.CurrentRoom()
			}
			return []play.Decision{{Kind: play.DecideStop, Rule: play.RuleForks, Stop: expedition.StopFork, Room: room}}
		}
	}
	elsewhere := pickAfterWalk(t, stopAt(99), true)
	assert.Contains(t, elsewhere, "your last walk in **The Crypt of Valdris**: my pick at a fork you left, ", "the pick is a walk of its own")
	assert.NotContains(t, elsewhere, "Stopped at the fork in room 99", "not the older walk's calls")

	other := pickAfterWalk(t, stopAt(0), false)
	assert.Contains(t, other, "my pick at a fork you left, ", "a walk on another run")

	here := pickAfterWalk(t, stopAt(0), true)
	assert.Contains(t, here, "`!expedition run`", "the walk that stopped at the fork keeps the pick")
	assert.Contains(t, here, "\n2. 🔀 Later, ")
	assert.Contains(t, here, " (3d ago), at the fork in room ", "with its time")
}

// A rest over the idle pick's due time moves the pick to six hours after
// waking, and one that ends before it leaves it where it was; `!zone
// status` names the time the pick comes, and it comes then, not before
// (rules §6.4). Tess reaches the fork at 06:30, so the pick falls due at
// 12:30.
func TestARestOverTheIdlePickMovesIt(t *testing.T) {
	day := func(h, m int) time.Time { return time.Date(2026, time.March, 2, h, m, 0, 0, time.UTC) }
	cases := []struct {
		name      string
		restUntil time.Time
		pick      time.Time
		says      string
	}{
		{"a rest that ends before", day(12, 0), day(12, 30), "Leave it till 12:30 "},
		{"a rest over the due time", day(13, 0), day(19, 0), "Leave it till 19:00 "},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			b := newBot(t)
			b.Edit(alice, func(c *rules.Character) { c.Abilities.Wis = 30 })
			b.Clock.Set(day(6, 30))
			at := toFork(t, b)
			require.Equal(t, day(6, 30), at.Prompt.At.UTC())
			b.Edit(alice, func(c *rules.Character) { c.HP, c.LockoutUntil = rules.MaxHP(*c), tc.restUntil })
			assert.Contains(t, b.Reply(alice, "!zone status"), tc.says)

			s := dueRunner(t, b, zone.Deps{})
			b.Clock.Set(tc.pick.Add(-time.Minute))
			_, err := s.RunDue(context.Background())
			require.NoError(t, err)
			assert.Equal(t, at.Current, run(t, b).Current, "no pick before its time")
			assert.Contains(t, b.Reply(alice, "!zone status"), tc.says, "the time told stays the time the pick comes")

			b.Clock.Set(tc.pick)
			_, err = s.RunDue(context.Background())
			require.NoError(t, err)
			assert.NotEqual(t, at.Current, run(t, b).Current, "picked at the time told")
		})
	}
}
