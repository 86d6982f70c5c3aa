package harvest

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/dice"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
)

// script is a roller that plays back chosen numbers: ints feeds D20 and
// Die in call order, chances feeds Chance (false when empty), betweens
// feeds Between (lo when empty); IntN always returns 0. Running out of
// ints fails the test.
type script struct {
	t        testing.TB
	ints     []int
	chances  []bool
	betweens []int
}

func (s *script) next() int {
	s.t.Helper()
	if len(s.ints) == 0 {
		s.t.Fatal("scripted dice ran out")
	}
	v := s.ints[0]
	s.ints = s.ints[1:]
	return v
}

func (s *script) D20() int     { return s.next() }
func (s *script) Die(int) int  { return s.next() }
func (s *script) IntN(int) int { return 0 }
func (s *script) Chance(float64) bool {
	if len(s.chances) == 0 {
		return false
	}
	v := s.chances[0]
	s.chances = s.chances[1:]
	return v
}
func (s *script) Between(lo, _ int) int {
	if len(s.betweens) == 0 {
		return lo
	}
	v := s.betweens[0]
	s.betweens = s.betweens[1:]
	return v
}

// newChar builds a level-1 human of class.
func newChar(t testing.TB, class rules.ClassID) rules.Character {
	t.Helper()
	c, err := rules.NewCharacter("Tester", class, rules.Human)
	require.NoError(t, err)
	return c
}

// res returns a registry entry.
func res(t testing.TB, id content.ItemID) content.Resource {
	t.Helper()
	r, ok := content.ResourceByID(id)
	require.True(t, ok, id)
	return r
}

// roomNode is a graph node of a zone.
func roomNode(zone content.ZoneID, name string, kind zonegraph.NodeKind, ref content.ItemID) zonegraph.Node {
	return zonegraph.Node{ID: zonegraph.NodeID(string(zone) + "." + name), Zone: string(zone), Kind: kind, Label: name,
		Content: zonegraph.Content{HarvestRef: ref}}
}

// nodesOf makes full nodes of resources in room, each with charges
// charges (0: the registry's).
func nodesOf(t testing.TB, room zonegraph.NodeID, charges int, ids ...content.ItemID) []Node {
	t.Helper()
	out := make([]Node, 0, len(ids))
	for _, id := range ids {
		n := newNode(room, res(t, id))
		if charges > 0 {
			n.Charges, n.Max = charges, charges
		}
		out = append(out, n)
	}
	return out
}

// stateWith is a state holding one seeded room.
func stateWith(room zonegraph.NodeID, nodes []Node) State {
	return State{Rooms: map[zonegraph.NodeID]Room{room: {Nodes: nodes}}}
}

// scripted runs the pass machinery over nodes with scripted dice (monster
// draws come from a fixed stream) and returns the result; nodes are
// changed in place.
func scripted(t testing.TB, zone content.ZoneID, nodes []Node, c rules.Character, ctx Context, d *script) PassResult {
	t.Helper()
	z, ok := content.ZoneByID(zone)
	require.True(t, ok)
	var out PassResult
	p := passRun{res: &out, zone: z, c: c, ctx: ctx, s: dice.NewStream(1, "monsters"), d: d, threat: ctx.Threat}
	p.run(nodes)
	return out
}

// d20For returns the d20 that gives margin against r for c under ctx.
func d20For(t testing.TB, r content.Resource, c rules.Character, ctx Context, margin int) int {
	t.Helper()
	o := OddsFor(r, c, ctx)
	d := o.DC - o.Modifier + margin
	require.True(t, d >= 1 && d <= 20, "margin %d needs d20 %d", margin, d)
	return d
}

// always fail / always succeed contexts.
var (
	allFail    = Context{Mods: EventMods{DCBonus: 100}}
	allSucceed = Context{Mods: EventMods{DCBonus: -100}}
)
