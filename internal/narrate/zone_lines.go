package narrate

import (
	"strings"

	"github.com/gogobee/gogobee/flavor"
	"github.com/gogobee/gogobee/internal/dice"
	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// roomLine picks the entry line of room node for run r, filled from vars,
// deterministically from the run's seed and the room (a room always reads
// the same), and never the line the previous room of the same kind on the
// path got, so two elite rooms in a row do not read alike.
func roomLine(r zonerun.Run, g zonegraph.Graph, node zonegraph.NodeID, vars map[string]string) string {
	last := map[zonegraph.NodeKind]int{}
	for _, id := range r.Visited {
		k := g.Nodes[id].Kind
		prev, ok := last[k]
		if !ok {
			prev = -1
		}
		line, idx := flavor.Pick(roomSituation(k), vars, dice.NewStream(r.Seed, string(id), "line"), prev)
		if id == node {
			return line
		}
		last[k] = idx
	}
	line, _ := flavor.Pick(roomSituation(g.Nodes[node].Kind), vars, dice.NewStream(r.Seed, string(node), "line"), -1)
	return line
}

// pickLine picks a line of situation keyed by the run and the parts.
func pickLine(r zonerun.Run, situation flavor.Situation, vars map[string]string, key ...any) string {
	line, _ := pickLineAfter(r, situation, vars, -1, key...)
	return line
}

// pickLineAfter is pickLine avoiding the variant at index last (a run of
// lines of one situation never repeats one wording back to back); it also
// returns the index picked. The stream is keyed by the situation's name.
func pickLineAfter(r zonerun.Run, situation flavor.Situation, vars map[string]string, last int, key ...any) (string, int) {
	return flavor.Pick(situation, vars, dice.NewStream(r.Seed, append([]any{situation.String()}, key...)...), last)
}

// humanize turns an ID into words: "grave_soil" → "grave soil".
func humanize(id string) string { return strings.ReplaceAll(id, "_", " ") }
