package zonerun

import (
	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/harvest"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
)

// EventKind names what happened in a run.
type EventKind string

// Event kinds, in the order they can happen on one step.
const (
	EvRunStarted    EventKind = "run_started"    // Start: Node is the entry
	EvWayChosen     EventKind = "way_chosen"     // a fork answered: Node the fork, To the room (Meant the way's own when the ways shifted); Auto for TwinBee's idle pick
	EvRegionEntered EventKind = "region_entered" // Region is the new region, FromRegion the old one
	EvRoomEntered   EventKind = "room_entered"   // Node, Number, Kind; Revisit when the room was entered before
	EvFightResolved EventKind = "fight_resolved" // an ordinary fight resolved at once: Fight
	EvFightPending  EventKind = "fight_pending"  // an elite or boss waits for !fight: Fight
	EvFightOver     EventKind = "fight_over"     // a turn-by-turn fight of this room ended: Fight
	EvTrap          EventKind = "trap"           // Trap
	EvTreasure      EventKind = "treasure"       // a secret room's treasure: Drops, Bias
	EvRoomQuiet     EventKind = "room_quiet"     // an exploration room held nothing
	EvSafeRoom      EventKind = "safe_room"      // a rest_camp room: safe to camp
	EvHarvestRoom   EventKind = "harvest_room"   // a harvest room entered for the first time: Resource
	EvHarvest       EventKind = "harvest"        // the auto-harvest pass ran in the room: Harvest (see Harvest)
	EvForkPrompt    EventKind = "fork_prompt"    // Prompt waits for an answer
	EvRegionCleared EventKind = "region_cleared" // Region's boss defeated
	EvZoneCleared   EventKind = "zone_cleared"   // the zone boss defeated: the run is cleared
	EvRunLost       EventKind = "run_lost"       // the player dropped to 0 HP
	EvRunFled       EventKind = "run_fled"       // the player fled: the run ends
	EvRunAbandoned  EventKind = "run_abandoned"  // !zone abandon
)

// Event is one thing that happened, for narrate. Only the fields of its
// Kind are set.
type Event struct {
	Kind EventKind
	// Node is the room concerned; Number its room number.
	Node   zonegraph.NodeID
	Number int
	// RoomKind is the room's kind (EvRoomEntered).
	RoomKind zonegraph.NodeKind
	// Revisit is true when the room was entered before (EvRoomEntered).
	Revisit bool
	// Spent is true when an earlier run emptied the room and it has not
	// grown back (EvRoomEntered on a first entry; Run.Spent), or, on
	// EvRunStarted, when the run starts with such rooms.
	Spent bool
	// To is the room a fork answer leads to; Auto marks TwinBee's idle pick.
	// Meant is set when the ways shifted (rules §8.12): the room the chosen
	// way looked to lead to, To being where it opened.
	To    zonegraph.NodeID
	Meant zonegraph.NodeID
	Auto  bool
	// Region and FromRegion name regions (EvRegionEntered, EvRegionCleared).
	Region, FromRegion string
	Prompt             *Prompt
	Fight              *FightReport
	Trap               *TrapOutcome
	// Drops are a secret room's treasure; Bias its loot multiplier.
	Drops []content.Drop
	Bias  float64
	// Resource is a harvest room's featured resource ID.
	Resource content.ItemID
	// Harvest is the auto-harvest pass of the room (EvHarvest).
	Harvest *harvest.PassResult
	// Shares are what a trap, a secret room's treasure or a harvest pass
	// did to each party member other than the leader (rules §8.23), in
	// seat order; nil for a player alone.
	Shares []Share
}

// FightReport is a room's fight as the player reads it: the monsters, the
// kind, the result, a compact round log for an auto-resolved fight, the XP
// and loot it paid and the level-up it caused. Kills lists the monsters
// killed; LoudThreat and EscapeThreat are the threat its loud spells and
// escaped enemies add on an expedition (combat.Outcome). Items are the
// consumables the combat policy used in a fight the room resolved.
type FightReport struct {
	Monsters []content.MonsterID `json:"monsters"`
	// Patrol counts the run's patrol among Monsters, right after the
	// room's own foe (rules §8.12), for the texts that name it.
	Patrol int `json:"patrol,omitempty"`
	// Joined counts the threat band's reinforcements at the end of
	// Monsters (rules §8.7): they join the fight, not start it.
	Joined int `json:"joined,omitempty"`
	// Mods are the modifiers the fight ran on (threat AC, the tide's, the
	// foe level, Siege HP), for a header with the fight's own numbers: the
	// run's mods may move after it (a threat rise), nil for a fight not
	// yet fought.
	Mods    *FightMods          `json:"mods,omitempty"`
	Kind    combat.Kind         `json:"kind"`
	Result  combat.Result       `json:"result,omitempty"`
	Rounds  int                 `json:"rounds,omitempty"`
	Log     []string            `json:"log,omitempty"`
	XP      int                 `json:"xp,omitempty"`
	Loot    []content.Drop      `json:"loot,omitempty"`
	LevelUp rules.LevelUpReport `json:"level_up"`
	HP      int                 `json:"hp"`     // the character's HP after the fight
	MaxHP   int                 `json:"max_hp"` // the character's HP maximum

	Kills        []content.MonsterID `json:"kills,omitempty"`
	Escaped      []content.MonsterID `json:"escaped,omitempty"` // monster IDs that got away: no loot, XP for their wounds (rules §2.10)
	LoudThreat   int                 `json:"loud_threat,omitempty"`
	EscapeThreat int                 `json:"escape_threat,omitempty"`
	Items        []ItemUse           `json:"items,omitempty"`
	// Nat20s and Nat1s are the player's natural 20s and 1s in the fight
	// (combat.Outcome), which move an expedition's mood (rules §8.9).
	Nat20s int `json:"nat20s,omitempty"`
	Nat1s  int `json:"nat1s,omitempty"`
	// Shares are the party's other members' ends of the fight (rules
	// §2.13, §8.23), in seat order; nil for a player alone.
	Shares []Share `json:"shares,omitempty"`
}

// ItemUse is one consumable the combat policy used in a fight a room
// resolved (rules §2.11, §2.12): the item, the round, and for a healing
// item the fight HP (gear HP included) before it and the fight's HP
// maximum; Healed is what it gave back (0 for an item that does not heal).
type ItemUse struct {
	Item   content.ItemID `json:"item"`
	Round  int            `json:"round"`
	HP     int            `json:"hp,omitempty"`
	MaxHP  int            `json:"max_hp,omitempty"`
	Healed int            `json:"healed,omitempty"`
}

// Step is the outcome of an engine call: the new run, the character as it
// now stands (HP, XP, coins and items changed by the rooms), and what
// happened, in order.
type Step struct {
	Run  Run
	Char rules.Character
	// Party are the characters of the party's other members as they now
	// stand, in seat order (rules §8.23); nil for a player alone.
	Party  []rules.Character
	Events []Event
	// zone is the run's zone, resolved once where the step began (placed,
	// Start, Harvest), so a room's roll never meets an unknown zone.
	zone content.Zone
}

func (s *Step) emit(e Event) { s.Events = append(s.Events, e) }
