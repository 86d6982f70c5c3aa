package zonegraph

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestRenderDrawsTheStartOfARun(t *testing.T) {
	g := baseGraph(t)
	got := RenderMarkdown(g, View{Title: "Test Zone", Visited: []NodeID{"tz.entry"}, Current: "tz.entry"})
	want := "**Test Zone**\n\n```" + `
▶E Gate
·  Hall
·  Fork
├───────⚿┐
·  Left  ·  Right
├────────┘
·  Merge
·☠ Throne
` + "```" + `

Legend: ▶ you are here, · unexplored, E entry, ☠ boss, ⚿ locked

Path: ▶1 Gate
`
	assert.Equal(t, want, got)
}

func TestRenderHidesUndiscoveredSecrets(t *testing.T) {
	g := baseGraph(t)
	tests := []struct {
		name  string
		view  View
		shown bool
	}{
		{"undiscovered", View{Current: "tz.right", Visited: []NodeID{"tz.entry", "tz.hall", "tz.fork", "tz.right"}}, false},
		{"discovered", View{Current: "tz.right", Visited: []NodeID{"tz.entry", "tz.hall", "tz.fork", "tz.right"}, Discovered: map[NodeID]bool{"tz.secret": true}}, true},
		{"visited", View{Current: "tz.merge", Visited: []NodeID{"tz.entry", "tz.hall", "tz.fork", "tz.right", "tz.secret", "tz.merge"}}, true},
		{"standing in it", View{Current: "tz.secret"}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := RenderMarkdown(g, tt.view)
			assert.Equal(t, tt.shown, strings.Contains(got, "Vault"))
			if !tt.shown {
				// Not a trace: the map is the map of the zone without it.
				assert.Equal(t, RenderMarkdown(withoutSecret(t), tt.view), got)
			}
		})
	}
}

// withoutSecret is the base test zone with its secret room removed.
func withoutSecret(t *testing.T) Graph {
	t.Helper()
	var nodes []Node
	for _, n := range baseNodes() {
		if n.Kind != KindSecret {
			nodes = append(nodes, n)
		}
	}
	var edges []Edge
	for _, e := range baseEdges() {
		if e.From != "tz.secret" && e.To != "tz.secret" {
			edges = append(edges, e)
		}
	}
	g, err := BuildGraph("tz", nodes, edges, Options{})
	require.NoError(t, err)
	return g
}

func TestRenderMarksEdgesBySeenStatus(t *testing.T) {
	g := baseGraph(t)
	fork := EdgeKey{"tz.fork", "tz.right"}
	tests := []struct {
		name   string
		status EdgeStatus
		mark   string
	}{
		{"as authored", EdgeAsAuthored, "⚿"},
		{"locked", EdgeLocked, "⚿"},
		{"blocked", EdgeBlocked, "╳"},
		{"open", EdgeOpen, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := RenderMarkdown(g, View{Current: "tz.fork", Edges: map[EdgeKey]EdgeStatus{fork: tt.status}})
			forkLine := lineAfter(got, "Fork")
			if tt.mark == "" {
				assert.NotContains(t, forkLine, "⚿")
				assert.NotContains(t, forkLine, "╳")
				assert.NotContains(t, got, "locked")
			} else {
				assert.Contains(t, forkLine, tt.mark)
			}
		})
	}
}

// lineAfter returns the line that follows the first line containing s.
func lineAfter(text, s string) string {
	lines := strings.Split(text, "\n")
	for i, l := range lines {
		if strings.Contains(l, s) && i+1 < len(lines) {
			return lines[i+1]
		}
	}
	return ""
}

func TestRenderMarksVisitedAndCurrentRooms(t *testing.T) {
	g := baseGraph(t)
	got := RenderMarkdown(g, View{Visited: []NodeID{"tz.entry", "tz.hall", "tz.fork", "tz.left"}, Current: "tz.left"})
	assert.Contains(t, got, "✓E Gate")
	assert.Contains(t, got, "✓? Hall")
	assert.Contains(t, got, "✓+ Fork")
	assert.Contains(t, got, "▶★ Left")
	assert.Contains(t, got, "·  Right")
	assert.Contains(t, got, "Legend: ▶ you are here, ✓ cleared, · unexplored, E entry, ? exploration, ★ elite, ☠ boss, + fork/merge, ⚿ locked")
}

// A room entered but not cleared (an elite backed away from) is not
// drawn as cleared.
func TestRenderMarksARoomWhereAFoeWaits(t *testing.T) {
	g := baseGraph(t)
	v := View{Visited: []NodeID{"tz.entry", "tz.hall", "tz.fork", "tz.left"}, Current: "tz.fork", Waiting: map[NodeID]bool{"tz.left": true}}
	got := RenderMarkdown(g, v)
	assert.Contains(t, got, "⚔★ Left")
	assert.Contains(t, got, "✓? Hall")
	assert.Contains(t, got, "Legend: ▶ you are here, ✓ cleared, ⚔ foe waiting, · unexplored,")
}

func TestPathStripNumbersByFirstEntry(t *testing.T) {
	g := baseGraph(t)
	v := View{
		Visited: []NodeID{"tz.entry", "tz.hall", "tz.fork", "tz.left", "tz.hall"},
		Current: "tz.hall",
		BackTo:  []NodeID{"tz.fork", "tz.entry"},
	}
	got := RenderMarkdown(g, v)
	assert.Contains(t, got, "Path: 1 Gate → ▶2 Hall → 3 Fork → 4 Left\n")
	assert.Contains(t, got, "Back to: 3 Fork, 1 Gate\n")
}

func TestRenderLeavesOutEmptyLines(t *testing.T) {
	g := baseGraph(t)
	got := RenderMarkdown(g, View{})
	assert.NotContains(t, got, "Path:")
	assert.NotContains(t, got, "Back to:")
	assert.True(t, strings.HasPrefix(got, "```\n·  Gate\n"), "no heading without a title")
}

func TestRenderMarkdownFencesTheMapAndEscapesLabels(t *testing.T) {
	nodes := baseNodes()
	nodes[1].Label = "Hall_of *Stars*"
	g, err := BuildGraph("tz", nodes, baseEdges(), Options{})
	require.NoError(t, err)
	got := RenderMarkdown(g, View{Title: "Zone [1]", Visited: []NodeID{"tz.entry", "tz.hall"}, Current: "tz.hall", BackTo: []NodeID{"tz.entry"}})
	assert.True(t, strings.HasPrefix(got, "**Zone \\[1\\]**\n\n```\n"))
	assert.Contains(t, got, "▶? Hall_of *Stars*\n", "labels inside the code block stay raw")
	assert.Contains(t, got, "\n```\n\nLegend: ")
	assert.Contains(t, got, "\n\nPath: 1 Gate → ▶2 Hall\\_of \\*Stars\\*\n")
	assert.Contains(t, got, "\n\nBack to: 1 Gate\n")
}

func TestRenderDrawsOneRegionAtATime(t *testing.T) {
	g := regionGraph(t)
	tests := []struct {
		name     string
		view     View
		heading  string
		has, not string
		onward   bool
	}{
		{"before the run", View{Title: "RZ"}, "RZ — Region 1/2: Region A", "A Gate", "B Gate", true},
		{"current node's region", View{Title: "RZ", Current: "rz.b_room", Visited: []NodeID{"rz.a_entry", "rz.a_room", "rz.a_boss", "rz.b_entry", "rz.b_room"}}, "RZ — Region 2/2: Region B", "B Gate", "A Gate", false},
		{"region picked by the view", View{Current: "rz.b_room", Region: "a"}, "Region 1/2: Region A", "A Room", "B Room", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := RenderMarkdown(g, tt.view)
			assert.True(t, strings.HasPrefix(got, "**"+tt.heading+"**\n"), got)
			assert.Contains(t, got, tt.has)
			assert.NotContains(t, got, tt.not)
			assert.Equal(t, tt.onward, strings.Contains(got, "Onward: Region B, past A Boss."))
		})
	}
	got := RenderMarkdown(g, View{Current: "rz.b_room", Visited: []NodeID{"rz.a_entry", "rz.a_room", "rz.a_boss", "rz.b_entry", "rz.b_room"}})
	assert.Contains(t, got, "Path: 4 B Gate → ▶5 B Room\n", "numbers stay run-wide; the strip shows this region")
}

func TestRenderNotesEdgesItCannotDraw(t *testing.T) {
	edges := append(baseEdges(), Edge{From: "tz.left", To: "tz.hall"})
	g, err := BuildGraph("tz", baseNodes(), edges, Options{AllowLoopBack: true})
	require.NoError(t, err)
	assert.Contains(t, RenderMarkdown(g, View{}), "Also: Left → Hall\n")
}

func TestCheckLayout(t *testing.T) {
	assert.NoError(t, CheckLayout(baseGraph(t)))
	assert.NoError(t, CheckLayout(regionGraph(t)))

	tests := []struct {
		name string
		edit func(nodes []Node, edges []Edge) ([]Node, []Edge, Options)
		want string
	}{
		{"shared position", func(n []Node, e []Edge) ([]Node, []Edge, Options) {
			n[4].PosX = 0
			return n, e, Options{}
		}, "share position"},
		{"edge upward", func(n []Node, e []Edge) ([]Node, []Edge, Options) {
			return n, append(e, Edge{From: "tz.left", To: "tz.hall"}), Options{AllowLoopBack: true}
		}, "does not lead to a deeper row"},
		{"line through rooms", func(n []Node, e []Edge) ([]Node, []Edge, Options) {
			n = append(n,
				Node{ID: "tz.block0", Kind: KindExploration, Label: "B0", PosX: 0, PosY: 1},
				Node{ID: "tz.block1", Kind: KindExploration, Label: "B1", PosX: 1, PosY: 1},
			)
			e = append(e, Edge{From: "tz.entry", To: "tz.block0"}, Edge{From: "tz.entry", To: "tz.block1"},
				Edge{From: "tz.block0", To: "tz.fork"}, Edge{From: "tz.block1", To: "tz.fork"})
			for i := range n {
				if n[i].ID == "tz.hall" {
					n[i].PosX = 2
				}
			}
			e = append(e, Edge{From: "tz.entry", To: "tz.right"})
			return n, e, Options{}
		}, "crosses rooms in both its lanes"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			nodes, edges, opts := tt.edit(baseNodes(), baseEdges())
			g, err := BuildGraph("tz", nodes, edges, opts)
			require.NoError(t, err)
			err = CheckLayout(g)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tt.want)
		})
	}
}
