package zonegraph

import (
	"reflect"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestRegistryRegistersAndLooksUp(t *testing.T) {
	r := NewRegistry()
	require.NoError(t, r.Register(baseGraph(t)))
	require.NoError(t, r.Register(regionGraph(t)))
	g, ok := r.ByZone("tz")
	require.True(t, ok)
	assert.Equal(t, NodeID("tz.boss"), g.Boss)
	_, ok = r.ByZone("nope")
	assert.False(t, ok)
	all := r.All()
	require.Len(t, all, 2)
	assert.Equal(t, "tz", all[0].ZoneID)
	assert.Equal(t, "rz", all[1].ZoneID)
}

func TestRegistryRejectsDuplicates(t *testing.T) {
	r := NewRegistry()
	require.NoError(t, r.Register(baseGraph(t)))
	err := r.Register(baseGraph(t))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "registered twice")
	assert.Len(t, r.All(), 1)
}

func TestRegistryRejectsInvalidGraphs(t *testing.T) {
	r := NewRegistry()
	g := baseGraph(t)
	g.Edges["tz.fork"][1].Hint = ""
	err := r.Register(g)
	require.Error(t, err)
	assert.Equal(t, []Rule{RuleLockHint}, brokenRules(err))
	_, ok := r.ByZone("tz")
	assert.False(t, ok)
}

func TestRegistryHandsOutCopies(t *testing.T) {
	r := NewRegistry()
	g := baseGraph(t)
	require.NoError(t, r.Register(g))
	g.Nodes["tz.hall"] = Node{Label: "changed before lookup"}
	got, _ := r.ByZone("tz")
	got.Nodes["tz.hall"] = Node{Label: "changed after lookup"}
	again, _ := r.ByZone("tz")
	assert.Equal(t, "Hall", again.Nodes["tz.hall"].Label)
}

// TestRegistryViewIsTheRegisteredGraph: View hands out the registered
// graph itself, equal to ByZone's copy, and nothing for an unknown zone.
func TestRegistryViewIsTheRegisteredGraph(t *testing.T) {
	r := NewRegistry()
	require.NoError(t, r.Register(baseGraph(t)))
	view, ok := r.View("tz")
	require.True(t, ok)
	cp, _ := r.ByZone("tz")
	assert.Equal(t, cp, view)
	again, _ := r.View("tz")
	assert.Equal(t, reflect.ValueOf(view.Nodes).Pointer(), reflect.ValueOf(again.Nodes).Pointer(), "no copy")
	_, ok = r.View("nope")
	assert.False(t, ok)
}
