package play

import (
	"time"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// DecisionKind is what kind of call the autopilot made (rules §10.6).
type DecisionKind string

// Decision kinds.
const (
	DecideStop   DecisionKind = "stop"    // the walk stopped before a room (Stop says why)
	DecideEnter  DecisionKind = "enter"   // the walk went through an elite's door the rules let it
	DecideItem   DecisionKind = "item"    // the combat policy used a consumable in a fight a room resolved
	DecideFork   DecisionKind = "fork"    // TwinBee picked a way at a fork left idle
	DecideNoPick DecisionKind = "no_pick" // TwinBee left an idle fork to the player
	DecidePatch  DecisionKind = "patch"   // the walk's patch-up at the door it stopped at (PatchAtDoor)
)

// Rule names the rule a decision followed (rules §10.2, §10.5, §6.4,
// §2.12).
type Rule string

// Rules of the autopilot's decisions.
const (
	RuleDone        Rule = "done"         // the zone is cleared, or the run or expedition ended
	RuleWaits       Rule = "waits"        // a fight or an encounter waits for the player
	RuleResting     Rule = "resting"      // no walking while resting or down
	RuleForks       Rule = "forks"        // a fork is the player's to answer
	RuleLevelUp     Rule = "level_up"     // stop after a level-up
	RuleRoomCap     Rule = "room_cap"     // the most rooms one walk takes
	RuleRefused     Rule = "refused"      // a refused move ends the walk
	RuleNight       Rule = "night"        // no walking from 21:00 to 06:00 local
	RuleRestBelow   Rule = "rest_below"   // stop for a rest at or below the HP floor
	RuleSupplies    Rule = "supplies"     // stop below a day's supplies
	RuleStopElites  Rule = "stop_elites"  // stop at an elite's door
	RuleEnterElites Rule = "enter_elites" // walk into elites
	RuleBossDoor    Rule = "boss_door"    // stop at the boss's door to rest and restock
	RuleTrapEdges   Rule = "trap_edges"   // never take trap edges
	RuleTrader      Rule = "trader"       // stop in the trader's room the walk came into
	RuleHealBelow   Rule = "heal_below"   // a fight heals below the policy's share of HP
	RuleOpener      Rule = "opener"       // a combat consumable the policy uses
	RuleFirstOpen   Rule = "first_open"   // an idle fork takes the first open way
	RulePartyVote   Rule = "party_vote"   // an idle party fork takes the party's vote
	RuleDoorPatch   Rule = "door_patch"   // short rests at an elite's or boss's door below 80% HP, half the slots or with a short-rest feature spent
)

// PassReason is why a fork pick passed a way over.
type PassReason string

// Pass reasons.
const (
	PassClosed  PassReason = "closed"  // the way is closed to the player (Lock says why)
	PassTrap    PassReason = "trap"    // it leads into a trap room and the rules avoid trap edges
	PassElite   PassReason = "elite"   // an idle pick: an elite's room not yet won, and the rules stop before elites
	PassBoss    PassReason = "boss"    // an idle pick: the boss's room not yet won (rest and restock first)
	PassGuarded PassReason = "guarded" // an idle pick: an elite's room the rules walk into, and the player is below half HP
)

// PassedWay is a way a fork pick passed over: its number (1-based), the
// room's name (an open way's only), why, and the way as the prompt has it
// (its hint, lock and check for a closed one).
type PassedWay struct {
	Way    int            `json:"way"`
	Label  string         `json:"label"`
	Why    PassReason     `json:"why"`
	Option zonerun.Option `json:"option"`
}

// Decision is one call of the autopilot with its rule and the numbers it
// went by (rules §10.6), for `!why` to tell: the kind and the rule; the
// room the player stood in (Room, its number on the Path strip); the room
// the call was about (Node, Label: a door, the way taken, a fight's
// room); HP and MaxHP at the call (for an item, the fight HP with gear HP
// included); Pct the rule's threshold in percent; and the numbers of
// its kind: Stop, Walked and Limit (the room cap), Level (a level-up),
// Supplies and Burn (SU), At (the instant of a night stop), Until (the
// end of a rest), Item (a consumable), Way, Took (the name of the way's
// room) and Passed (a fork pick),
// Why (a refused move's words, set by the bot; a patch-up's
// DoorPatchWhyNot) and Woke (the player was DMed at a boss's door); a
// patch-up's (DecidePatch) Rests, HPTo, Slots (the slots given back) and
// Features (the feature uses given back), with HP before, Pct the HP
// threshold and Until the end of its last rest.
type Decision struct {
	Kind     DecisionKind        `json:"kind"`
	Rule     Rule                `json:"rule"`
	Stop     expedition.WalkStop `json:"stop,omitempty"`
	Room     int                 `json:"room,omitempty"`
	Node     zonegraph.NodeID    `json:"node,omitempty"`
	Label    string              `json:"label,omitempty"`
	HP       int                 `json:"hp,omitempty"`
	MaxHP    int                 `json:"max_hp,omitempty"`
	Pct      int                 `json:"pct,omitempty"`
	Walked   int                 `json:"walked,omitempty"`
	Limit    int                 `json:"limit,omitempty"`
	Level    int                 `json:"level,omitempty"`
	Supplies float64             `json:"supplies,omitempty"`
	Burn     float64             `json:"burn,omitempty"`
	At       time.Time           `json:"at,omitzero"`
	Shown    time.Time           `json:"shown,omitzero"` // when the fork prompt an idle pick answered was shown
	Until    time.Time           `json:"until,omitzero"`
	Item     content.ItemID      `json:"item,omitempty"`
	Way      int                 `json:"way,omitempty"`
	Took     string              `json:"took,omitempty"`
	Passed   []PassedWay         `json:"passed,omitempty"`
	Why      string              `json:"why,omitempty"`
	Woke     bool                `json:"woke,omitempty"`
	Rests    int                 `json:"rests,omitempty"`
	HPTo     int                 `json:"hp_to,omitempty"`
	Slots    int                 `json:"slots,omitempty"`
	Features []rules.FeatureID   `json:"features,omitempty"`
	// Tally is the party's vote an idle fork's pick walked (RulePartyVote).
	Tally *expedition.VoteTally `json:"tally,omitempty"`
	// Who names the party member whose numbers (HP, a rest's end, a
	// patch-up) the decision gives, by their character's name; "" for
	// the walker's own (rules §8.23).
	Who string `json:"who,omitempty"`
}

// WalkSource is which part of the autopilot made a walk's decisions.
type WalkSource string

// Walk sources.
const (
	SourceRun        WalkSource = "run"        // `!expedition run`
	SourceBackground WalkSource = "background" // the background walk (`!expedition run on`)
	SourceIdleFork   WalkSource = "idle_fork"  // TwinBee's pick at a fork left idle
)

// WalkLog is the last walk's decisions as `!why` tells them (rules
// §10.6): who walked (Source), the run and zone, when, the rooms walked,
// the player's rules and the low-HP floor in force, and the decisions in
// order. An idle-fork pick after a walk adds its decision to that walk's
// log. RunID is a zonerun.RunID kept as a plain int64: the stored log
// holds it as a JSON number, which RunID's text form would turn into a
// string.
type WalkLog struct {
	Source    WalkSource     `json:"source"`
	RunID     int64          `json:"run_id"`
	ZoneID    content.ZoneID `json:"zone_id"`
	At        time.Time      `json:"at"`
	Rooms     int            `json:"rooms"`
	Rules     Rules          `json:"rules"`
	Floor     int            `json:"floor"`
	Decisions []Decision     `json:"decisions"`
	// By names the party members whose own rules made the party's
	// stricter than the leader's (CautiousRules, rules §8.23).
	By RulesBy `json:"by,omitzero"`
}
