package zone_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/plugins/plugintest"
	"github.com/gogobee/gogobee/internal/plugins/zone"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/gogobee/gogobee/internal/zonerun"
)

func TestIdleForkPickIsExplainedByWhy(t *testing.T) {
	b, _ := woundedAtFork(t, 30, 2) // both ways open; the Main Hall's elite is no pick for her
	why := b.Reply(alice, "!why")
	assert.Contains(t, why, "my pick at a fork you left")
	assert.Contains(t, why, "took way 2, **Side Chapel**, as way 1, **Main Hall**, is an elite's or boss's room and you were at HP ")
	assert.Contains(t, why, "(rule: an idle fork takes the first open way, never into an elite's or boss's room below half HP)")

	left, _ := woundedAtFork(t, 1, 1) // only the Main Hall: the choice stays hers
	assert.Contains(t, left.Reply(alice, "!why"), "I left the choice to you, as way 1, **Main Hall**, is an elite's or boss's room")
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
