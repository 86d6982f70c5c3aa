package zonegraph

import (
	"testing"

	"github.com/gogobee/gogobee/internal/rules"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestLockConstructorsCarryTypedData(t *testing.T) {
	tests := []struct {
		name string
		got  Lock
		want Lock
	}{
		{"open", Open(), Lock{Kind: LockNone}},
		{"perception", Perception(12), Lock{Kind: LockPerception, DC: 12}},
		{"key", KeyRequired("skull_key"), Lock{Kind: LockKey, KeyID: "skull_key"}},
		{"level", LevelMin(5), Lock{Kind: LockLevelMin, MinLevel: 5}},
		{"region", RegionClear("drow_outpost"), Lock{Kind: LockRegionClear, Region: "drow_outpost"}},
		{"stat", StatCheck(rules.STR, 14), Lock{Kind: LockStatCheck, Stat: rules.STR, DC: 14}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, tt.got)
			assert.NoError(t, tt.got.Check())
		})
	}
}

func TestLockCheckRejectsBadData(t *testing.T) {
	tests := []struct {
		name string
		lock Lock
	}{
		{"unknown kind", Lock{Kind: "riddle"}},
		{"perception DC too low", Perception(4)},
		{"perception DC too high", Perception(31)},
		{"empty key", KeyRequired(" ")},
		{"level zero", LevelMin(0)},
		{"level above cap", LevelMin(rules.MaxLevel + 1)},
		{"empty region", RegionClear("")},
		{"unknown ability", StatCheck("luck", 12)},
		{"stat DC too high", StatCheck(rules.DEX, 40)},
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
		{Open(), false, false},
		{Perception(12), true, true},
		{StatCheck(rules.CHA, 15), true, true},
		{KeyRequired("k"), true, false},
		{LevelMin(4), true, false},
		{RegionClear("r"), true, false},
	}
	for _, tt := range tests {
		t.Run(tt.lock.String(), func(t *testing.T) {
			assert.Equal(t, tt.locked, tt.lock.IsLocked())
			assert.Equal(t, tt.luck, tt.lock.IsLuck())
		})
	}
}

func TestLockDataJSONRoundTrips(t *testing.T) {
	tests := []struct {
		lock Lock
		json string
	}{
		{Open(), `{}`},
		{Perception(12), `{"dc":12}`},
		{KeyRequired("skull_key"), `{"key_id":"skull_key"}`},
		{LevelMin(5), `{"min_level":5}`},
		{RegionClear("r1"), `{"region":"r1"}`},
		{StatCheck(rules.STR, 14), `{"dc":14,"stat":"str"}`},
	}
	for _, tt := range tests {
		t.Run(string(tt.lock.Kind), func(t *testing.T) {
			assert.JSONEq(t, tt.json, tt.lock.DataJSON())
			back, err := ParseLock(string(tt.lock.Kind), tt.lock.DataJSON())
			require.NoError(t, err)
			assert.Equal(t, tt.lock, back)
		})
	}
}

func TestParseLockRejectsMalformedInput(t *testing.T) {
	tests := []struct{ name, kind, data string }{
		{"bad json", "perception_check", `{"dc":`},
		{"wrong type", "perception_check", `{"dc":"twelve"}`},
		{"missing dc", "perception_check", `{}`},
		{"unknown kind", "teleport", `{}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ParseLock(tt.kind, tt.data)
			assert.Error(t, err)
		})
	}
}

func TestParseLockReadsEmptyAsOpen(t *testing.T) {
	l, err := ParseLock("", "")
	require.NoError(t, err)
	assert.Equal(t, Open(), l)
}

func TestLockStringDescribesTheGate(t *testing.T) {
	tests := []struct {
		lock Lock
		want string
	}{
		{Open(), "open"},
		{Perception(12), "Perception DC 12"},
		{StatCheck(rules.STR, 14), "STR check DC 14"},
		{KeyRequired("skull_key"), "key skull_key"},
		{LevelMin(5), "level 5+"},
		{RegionClear("drow_outpost"), "clear region drow_outpost"},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, tt.lock.String())
	}
}

func TestKindsAreTheTenOfThePlan(t *testing.T) {
	want := []NodeKind{"entry", "exploration", "trap", "elite", "boss", "harvest", "rest_camp", "secret", "fork", "merge"}
	assert.Equal(t, want, Kinds())
	for _, k := range want {
		assert.True(t, k.Valid())
	}
	assert.False(t, NodeKind("shop").Valid())
	assert.Len(t, LockKinds(), 6)
}

func TestContentBiasDefaultsToOne(t *testing.T) {
	assert.Equal(t, 1.0, Content{}.Bias())
	assert.Equal(t, 2.0, Content{LootBias: 2}.Bias())
}
