package zonegraph

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/gogobee/gogobee/internal/rules"
)

// LockKind is how an edge is gated (rules §6.4; the zone_edge.lock_kind
// column).
type LockKind string

// The six lock kinds (rules §6.4).
const (
	LockNone        LockKind = "none"             // always open
	LockPerception  LockKind = "perception_check" // Perception vs DC, rolled once per fork visit
	LockKey         LockKind = "key_required"     // the inventory holds KeyID
	LockLevelMin    LockKind = "level_min"        // character level >= MinLevel
	LockRegionClear LockKind = "region_clear"     // Region's boss is defeated
	LockStatCheck   LockKind = "stat_check"       // Stat check vs DC
)

var allLockKinds = []LockKind{LockNone, LockPerception, LockKey, LockLevelMin, LockRegionClear, LockStatCheck}

// Valid reports whether k is one of the six lock kinds.
func (k LockKind) Valid() bool { return slices.Contains(allLockKinds, k) }

// DC bounds for Perception and ability checks (SRD: 5 very easy … 30
// nearly impossible).
const (
	MinLockDC = 5
	MaxLockDC = 30
)

// Lock is an edge's gate with its typed data. Only the fields of its Kind
// are set: DC for perception_check; KeyID for key_required; MinLevel for
// level_min; Region for region_clear; Stat and DC for stat_check. The zero
// value is an open edge. The yaml names are those of the zone graph data
// files (internal/content/data/graphs).
type Lock struct {
	Kind     LockKind      `json:"kind" yaml:"kind"`
	DC       int           `json:"dc,omitempty" yaml:"dc"`
	KeyID    rules.ItemID  `json:"key_id,omitempty" yaml:"key_id"`
	MinLevel int           `json:"min_level,omitempty" yaml:"min_level"`
	Region   string        `json:"region,omitempty" yaml:"region"`
	Stat     rules.Ability `json:"stat,omitempty" yaml:"stat"`
}

// kind is the lock kind with the empty kind read as none.
func (l Lock) kind() LockKind {
	if l.Kind == "" {
		return LockNone
	}
	return l.Kind
}

// IsLocked reports whether the edge has any gate.
func (l Lock) IsLocked() bool { return l.kind() != LockNone }

// IsLuck reports whether opening the edge needs a d20 roll (Perception or
// an ability check); see the package doc on luck.
func (l Lock) IsLuck() bool { return l.kind() == LockPerception || l.kind() == LockStatCheck }

// Check returns an error when the lock's data does not fit its kind: an
// unknown kind, a DC outside MinLockDC–MaxLockDC, an unknown ability, an
// empty key or region, a level outside 1–rules.MaxLevel, or a field set
// that belongs to another kind.
func (l Lock) Check() error {
	k := l.kind()
	if !k.Valid() {
		return fmt.Errorf("unknown lock kind %q", l.Kind)
	}
	if err := l.checkData(k); err != nil {
		return err
	}
	if l != l.own(k) {
		return fmt.Errorf("%s lock carries data of another kind", k)
	}
	return nil
}

// checkData returns an error when a field of kind k's lock is out of its
// range: a DC, an ability, a key, a level or a region.
func (l Lock) checkData(k LockKind) error {
	switch k {
	case LockPerception:
		return dcError("perception", l.DC)
	case LockKey:
		if strings.TrimSpace(string(l.KeyID)) == "" {
			return fmt.Errorf("key_required lock without a key ID")
		}
	case LockLevelMin:
		if l.MinLevel < 1 || l.MinLevel > rules.MaxLevel {
			return fmt.Errorf("level_min %d outside 1-%d", l.MinLevel, rules.MaxLevel)
		}
	case LockRegionClear:
		if strings.TrimSpace(l.Region) == "" {
			return fmt.Errorf("region_clear lock without a region")
		}
	case LockStatCheck:
		if !slices.Contains(rules.AllAbilities(), l.Stat) {
			return fmt.Errorf("stat_check on unknown ability %q", l.Stat)
		}
		return dcError("stat_check", l.DC)
	}
	return nil
}

// dcError returns an error naming the lock (what) when its DC lies
// outside MinLockDC–MaxLockDC, nil otherwise.
func dcError(what string, dc int) error {
	if dc < MinLockDC || dc > MaxLockDC {
		return fmt.Errorf("%s DC %d outside %d-%d", what, dc, MinLockDC, MaxLockDC)
	}
	return nil
}

// own is l with only the fields of kind k kept (and its Kind as written):
// the lock Check wants, which a lock carrying another kind's data is not.
func (l Lock) own(k LockKind) Lock {
	want := Lock{Kind: l.Kind}
	switch k {
	case LockPerception:
		want.DC = l.DC
	case LockKey:
		want.KeyID = l.KeyID
	case LockLevelMin:
		want.MinLevel = l.MinLevel
	case LockRegionClear:
		want.Region = l.Region
	case LockStatCheck:
		want.Stat, want.DC = l.Stat, l.DC
	}
	return want
}

// String describes the lock for logs and prompts: "open",
// "Perception DC 12", "STR check DC 14", "key skull_key", "level 5+",
// "clear region drow_outpost".
func (l Lock) String() string {
	switch l.kind() {
	case LockNone:
		return "open"
	case LockPerception:
		return fmt.Sprintf("Perception DC %d", l.DC)
	case LockKey:
		return "key " + string(l.KeyID)
	case LockLevelMin:
		return fmt.Sprintf("level %d+", l.MinLevel)
	case LockRegionClear:
		return "clear region " + l.Region
	case LockStatCheck:
		return fmt.Sprintf("%s check DC %d", strings.ToUpper(string(l.Stat)), l.DC)
	}
	return string(l.Kind)
}

// lockData is the zone_edge.lock_data_json shape: {"dc":12},
// {"key_id":"skull_key"}, {"min_level":5}, {"region":"r"},
// {"stat":"str","dc":14}, {} for none.
type lockData struct {
	DC       int           `json:"dc,omitempty"`
	KeyID    rules.ItemID  `json:"key_id,omitempty"`
	MinLevel int           `json:"min_level,omitempty"`
	Region   string        `json:"region,omitempty"`
	Stat     rules.Ability `json:"stat,omitempty"`
}

// DataJSON renders the lock's data as the zone_edge.lock_data_json column
// ("{}" for an open edge).
func (l Lock) DataJSON() string {
	b, _ := json.Marshal(lockData{DC: l.DC, KeyID: l.KeyID, MinLevel: l.MinLevel, Region: l.Region, Stat: l.Stat})
	return string(b) // marshalling plain fields cannot fail
}
