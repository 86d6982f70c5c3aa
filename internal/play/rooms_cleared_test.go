package play

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// TestTheExpeditionCountsARoomClearedOnceDone: the expedition's tally of
// rooms cleared (its recaps and stored count) is the run's own count, the
// one the report card and `!zone status` show (rules §8.21): the room the
// player stands in counts once done, as when they extract from it, and
// leaving it counts nothing more; a room whose elite waits counts nothing.
func TestTheExpeditionCountsARoomClearedOnceDone(t *testing.T) {
	ch, g, entry := atWarrensEntry(t)
	next := g.Edges[g.Entry][0].To
	done := entry.Clone()
	done.Rooms = map[zonegraph.NodeID]zonerun.Room{g.Entry: {Kind: g.Nodes[g.Entry].Kind}}
	left := done.Clone()
	left.Cleared, left.Current, left.Visited = []zonegraph.NodeID{g.Entry}, next, []zonegraph.NodeID{g.Entry, next}
	left.Rooms[next] = zonerun.Room{Kind: g.Nodes[next].Kind, Fight: &zonerun.Encounter{Pending: true}}

	e := active(t, content.ZoneGoblinWarrens)
	for _, tc := range []struct {
		name       string
		prev, step zonerun.Run
		want       int
	}{
		{"the room stood in, done", entry, done, 1},
		{"leaving it", done, left, 1},
		{"into a room whose elite waits", left, left, 1},
	} {
		out, err := ExpeditionStep(StepIn{Exp: e, Prev: tc.prev, Step: zonerun.Step{Run: tc.step, Char: ch}, Graph: g, World: 1, Now: day1})
		require.NoError(t, err, tc.name)
		assert.Equal(t, tc.want, out.Exp.RoomsCleared, tc.name)
		assert.Equal(t, tc.want, out.Exp.Today.Rooms, tc.name+": the recap's count")
		assert.Equal(t, tc.step.RoomsCleared(), out.Exp.RoomsCleared, tc.name+": the run's count, the card's")
		e = out.Exp
	}
}
