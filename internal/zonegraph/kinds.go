package zonegraph

import (
	"slices"

	"github.com/gogobee/gogobee/internal/rules"
)

// NodeKind is what a room is (rules §6.3): it decides how the room resolves
// when the player enters it.
type NodeKind string

// The ten room kinds (rules §6.3).
const (
	KindEntry       NodeKind = "entry"       // the zone's (or a region's) first room
	KindExploration NodeKind = "exploration" // may hold a fight from the roster
	KindTrap        NodeKind = "trap"        // detection roll and trap damage
	KindElite       NodeKind = "elite"       // an elite from the roster
	KindBoss        NodeKind = "boss"        // the zone boss or a region boss
	KindHarvest     NodeKind = "harvest"     // a room rich in a zone resource
	KindRestCamp    NodeKind = "rest_camp"   // a safe place to make camp
	KindSecret      NodeKind = "secret"      // hidden room with better loot
	KindFork        NodeKind = "fork"        // pure choice node, no encounter
	KindMerge       NodeKind = "merge"       // paths converge, no encounter
)

var allKinds = []NodeKind{
	KindEntry, KindExploration, KindTrap, KindElite, KindBoss,
	KindHarvest, KindRestCamp, KindSecret, KindFork, KindMerge,
}

// Valid reports whether k is one of the ten kinds.
func (k NodeKind) Valid() bool { return slices.Contains(allKinds, k) }

// MinSecretLootBias is the smallest loot bias a secret room may carry
// (rules §6.5: a secret costs a Perception roll, so it must pay).
const MinSecretLootBias = 1.5

// Content is a room's typed payload (stored as the zone_node.content_json
// column).
type Content struct {
	// EncounterOverride is a bestiary monster ID fought in this room
	// instead of a roster draw ("" rolls from the zone roster). Boss rooms
	// name their zone boss or region boss here.
	EncounterOverride string `json:"encounter_override,omitempty"`
	// HarvestRef is the resource ID (rules §7.1) this harvest room is rich
	// in; "" for rooms without a featured resource.
	HarvestRef rules.ItemID `json:"harvest_ref,omitempty"`
	// LootBias multiplies the room's end-of-room loot roll; 0 means the
	// neutral 1.0. Secret rooms carry at least MinSecretLootBias.
	LootBias float64 `json:"loot_bias,omitempty"`
	// Narration is optional bespoke entry text.
	Narration string `json:"narration,omitempty"`
	// AllowSelfLoop lets this room carry an edge to itself.
	AllowSelfLoop bool `json:"allow_self_loop,omitempty"`
}

// Bias is the effective loot multiplier: LootBias, or 1.0 when unset.
func (c Content) Bias() float64 {
	if c.LootBias == 0 {
		return 1
	}
	return c.LootBias
}

// NodeID identifies a room of a zone graph (rules §6.3): the zone ID, a dot
// and the room's name ("crypt_valdris.side_chapel"), unique across zones.
// A string underneath, written as such in JSON, YAML and the store's
// columns; the zero NodeID is none (no room yet, or no room named). A
// random key takes it as a string (string(id)), as before it had a type.
type NodeID string

// Node is one room of a zone graph (rules §6.3; a zone_node row).
type Node struct {
	// ID is globally unique and starts with the zone ID and a dot.
	ID NodeID `json:"id"`
	// Zone is the zone ID; BuildGraph fills it in when empty.
	Zone string `json:"zone"`
	// Region is the region ID in a multi-region zone, "" otherwise.
	Region string   `json:"region,omitempty"`
	Kind   NodeKind `json:"kind"`
	// Label is the short name the map and the prompts show ("Side Chapel").
	Label string `json:"label"`
	// IsEntry marks the zone's single entry; IsBoss the zone's single
	// final boss (region bosses are boss-kind nodes without IsBoss).
	IsEntry bool `json:"is_entry,omitempty"`
	IsBoss  bool `json:"is_boss,omitempty"`
	// PosX (lane, left to right) and PosY (depth, top to bottom) are
	// layout hints for the map; see CheckLayout.
	PosX    int     `json:"pos_x"`
	PosY    int     `json:"pos_y"`
	Content Content `json:"content"`
}
