package zonegraph

import (
	"testing"

	"github.com/gogobee/gogobee/internal/rules"
	"github.com/stretchr/testify/assert"
)

func TestTheLockHelpersAreValid(t *testing.T) {
	for _, l := range []Lock{openLock(), perception(12), keyRequired("skull_key"), levelMin(5), regionClear("drow_outpost"), statCheck(rules.STR, 14)} {
		assert.NoError(t, l.Check(), l)
	}
}

func TestLockCheckRejectsBadData(t *testing.T) {
	tests := []struct {
		name string
		lock Lock
	}{
		{"unknown kind", Lock{Kind: "riddle"}},
		{"perception DC too low", perception(4)},
		{"perception DC too high", perception(31)},
		{"empty key", keyRequired(" ")},
		{"level zero", levelMin(0)},
		{"level above cap", levelMin(rules.MaxLevel + 1)},
		{"empty region", regionClear("")},
		{"unknown ability", statCheck("luck", 12)},
		{"stat DC too high", statCheck(rules.DEX, 40)},
		{"open with a DC", Lock{Kind: LockNone, DC: 12}},
		{"perception with a key", Lock{Kind: LockPerception, DC: 12, KeyID: "k"}},
		{"key with a level", Lock{Kind: LockKey, KeyID: "k", MinLevel: 3}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Error(t, tt.lock.Check())
		})
	}
}

func TestLockLuckAndLockedFlags(t *testing.T) {
	tests := []struct {
		lock         Lock
		locked, luck bool
	}{
		{Lock{}, false, false},
		{openLock(), false, false},
		{perception(12), true, true},
		{statCheck(rules.CHA, 15), true, true},
		{keyRequired("k"), true, false},
		{levelMin(4), true, false},
		{regionClear("r"), true, false},
	}
	for _, tt := range tests {
		t.Run(tt.lock.String(), func(t *testing.T) {
			assert.Equal(t, tt.locked, tt.lock.IsLocked())
			assert.Equal(t, tt.luck, tt.lock.IsLuck())
		})
	}
}

// DataJSON is the zone_edge.lock_data_json column: every field of the
// lock's kind, nothing else.
func TestLockDataJSON(t *testing.T) {
	tests := []struct {
		lock Lock
		json string
	}{
		{openLock(), `{}`},
		{perception(12), `{"dc":12}`},
		{keyRequired("skull_key"), `{"key_id":"skull_key"}`},
		{levelMin(5), `{"min_level":5}`},
		{regionClear("r1"), `{"region":"r1"}`},
		{statCheck(rules.STR, 14), `{"dc":14,"stat":"str"}`},
	}
	for _, tt := range tests {
		t.Run(string(tt.lock.Kind), func(t *testing.T) {
			assert.JSONEq(t, tt.json, tt.lock.DataJSON())
		})
	}
}

func TestLockStringDescribesTheGate(t *testing.T) {
	tests := []struct {
		lock Lock
		want string
	}{
		{openLock(), "open"},
		{perception(12), "Perception DC 12"},
		{statCheck(rules.STR, 14), "STR check DC 14"},
		{keyRequired("skull_key"), "key skull_key"},
		{levelMin(5), "level 5+"},
		{regionClear("drow_outpost"), "clear region drow_outpost"},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, tt.lock.String())
	}
}

func TestKindsAreTheTenOfThePlan(t *testing.T) {
	want := []NodeKind{"entry", "exploration", "trap", "elite", "boss", "harvest", "rest_camp", "secret", "fork", "merge"}
	assert.Equal(t, want, allKinds)
	for _, k := range want {
		assert.True(t, k.Valid())
	}
	assert.False(t, NodeKind("shop").Valid())
	assert.Len(t, allLockKinds, 6)
}

func TestContentBiasDefaultsToOne(t *testing.T) {
	assert.Equal(t, 1.0, Content{}.Bias())
	assert.Equal(t, 2.0, Content{LootBias: 2}.Bias())
}
