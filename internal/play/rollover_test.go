package play

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/gogobee/gogobee/internal/harvest"
)

func TestSpentChargesCountsWhatTheNodesLost(t *testing.T) {
	s := harvest.State{Rooms: map[string]harvest.Room{
		"a": {Nodes: []harvest.Node{{Charges: 0, Max: 2}, {Charges: 1, Max: 2}}},
		"b": {Nodes: []harvest.Node{{Charges: -1, Max: 1}}},
	}}
	assert.Equal(t, 4, SpentCharges(s), "2 + 1 + 1 (a node below 0 counts as empty)")
	assert.Zero(t, SpentCharges(harvest.State{}))
}
