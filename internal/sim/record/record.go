// Package record is the per-run record of the expedition balance simulator
// (cmd/expedition-sim): one Run per simulated run, stored as JSON Lines.
// It is a leaf package so the runner and the report can both import it.
package record

import "strings"

// Modes of a simulated run (Run.Mode).
const (
	// ModeExpedition is a full expedition: supplies, days and extraction.
	ModeExpedition = "expedition"
	// ModeZone is a single zone run without the expedition layer.
	ModeZone = "zone"
)

// Outcomes of a simulated run (Run.Outcome).
const (
	// OutcomeCleared means the zone boss was defeated.
	OutcomeCleared = "cleared"
	// OutcomeDied means the character died.
	OutcomeDied = "died"
	// OutcomeExtracted means the character left the zone through an exit.
	OutcomeExtracted = "extracted"
	// OutcomeFled means the character ran from a fight and left the zone.
	OutcomeFled = "fled"
	// OutcomeDayCapped means the run hit the simulator's day limit.
	OutcomeDayCapped = "day_capped"
	// OutcomeStuck means the simulated player had no sensible move left.
	OutcomeStuck = "stuck"
)

// Outcomes lists every outcome constant in a fixed order.
func Outcomes() []string {
	return []string{OutcomeCleared, OutcomeDied, OutcomeExtracted, OutcomeFled, OutcomeDayCapped, OutcomeStuck}
}

// Player policies of a simulated run (Run.Policy), as play names them.
const (
	// PolicyCareful is the simulator's careful player (play.DefaultPolicy).
	PolicyCareful = "careful"
	// PolicyCasual is the human-style player (play.CasualPolicy).
	PolicyCasual = "casual"
)

// Run is one simulated run: who went where, how it ended and what it
// earned. Field order is the JSON field order.
type Run struct {
	// Class and Race are the character's class and race IDs.
	Class string `json:"class"`
	Race  string `json:"race"`
	// Subclass is the character's subclass ID; absent for the vanilla
	// class (rules §1.11).
	Subclass string `json:"subclass,omitempty"`
	// Level is the character's level at the start of the run.
	Level int `json:"level"`
	// Zone is the zone ID (content.Zone*); Tier is that zone's tier (1–5).
	Zone string `json:"zone"`
	Tier int    `json:"tier"`
	// Seed is the run's own seed; rerunning it reproduces the run.
	Seed uint64 `json:"seed"`
	// Mode is ModeExpedition or ModeZone.
	Mode string `json:"mode"`
	// Policy is the player policy that played the run (PolicyCareful,
	// PolicyCasual; play.Policy.Name). Read gives a record written
	// without it PolicyCareful, the only player there was.
	Policy string `json:"policy"`
	// Weekly is the week of a weekly expedition's run ("2026-W10", rules
	// §12.2; Seed is then the world seed), "" for a run of its own.
	Weekly string `json:"weekly,omitempty"`
	// Outcome is one of the Outcome* constants.
	Outcome string `json:"outcome"`
	// StopReason is the runner's free-text reason for stopping.
	StopReason string `json:"stop_reason"`
	// BossReached reports whether the character entered the boss room.
	BossReached bool `json:"boss_reached"`
	// Rooms is the number of rooms entered; Days the in-game days used.
	Rooms int `json:"rooms"`
	Days  int `json:"days"`
	// Hours is the in-game time from the departure to the run's end and
	// DownHours the time the character then still lies down (0 unless
	// downed), in hours to a hundredth: their sum is the time the run
	// cost before the character may set off again (PlayDays). Records
	// written without them read 0.
	Hours     float64 `json:"hours"`
	DownHours float64 `json:"down_hours"`
	// HPEnd and HPMax are hit points at the end and the maximum.
	HPEnd int `json:"hp_end"`
	HPMax int `json:"hp_max"`
	// XP is experience earned; Coins and LootValue are in coins.
	XP        int `json:"xp"`
	Coins     int `json:"coins"`
	LootValue int `json:"loot_value"`
	// SUEnd is the supply units left at the end.
	SUEnd float64 `json:"su_end"`
	// ThreatMax is the highest Threat Clock value reached.
	ThreatMax int `json:"threat_max"`
	// HarvestPasses counts harvest passes; HarvestInterrupts the passes
	// interrupted by a fight; HarvestElites the elites those fights drew.
	HarvestPasses     int `json:"harvest_passes"`
	HarvestInterrupts int `json:"harvest_interrupts"`
	HarvestElites     int `json:"harvest_elites"`
	// RareAttempts counts the harvest attempts on Rare-or-rarer nodes,
	// RareSuccesses those that yielded something.
	RareAttempts  int `json:"rare_attempts"`
	RareSuccesses int `json:"rare_successes"`
	// Yields maps resource ID to quantity harvested.
	Yields map[string]int `json:"yields"`
	// YieldValue is what the yields are worth, in coins.
	YieldValue int `json:"yield_value"`
	// Party is the party a member of a party expedition played in (rules
	// §8.22); absent for a player alone. A party run writes one record a
	// member, in seat order, each with its own class, level, HP, XP,
	// coins and loot and the party's outcome, days and rooms.
	Party *Party `json:"party,omitempty"`
}

// Party is a party record's party: its roster, the classes by seat
// joined by + ("fighter+cleric"), and this member's seat (0 the leader).
type Party struct {
	Roster string `json:"roster"`
	Seat   int    `json:"seat"`
}

// PlayDays is the in-game days the run cost: Hours and DownHours over 24
// (0 for a record without them).
func (r Run) PlayDays() float64 { return (r.Hours + r.DownHours) / 24 }

// Forced reports whether the run ended in a forced extraction (rules
// §8.18): downed, fled, or forced out otherwise (starvation, a collapse,
// a day past the zone's maximum), which the runner records as extracted
// with a "forced: " stop reason.
func (r Run) Forced() bool {
	return r.Outcome == OutcomeDied || r.Outcome == OutcomeFled ||
		(r.Outcome == OutcomeExtracted && strings.HasPrefix(r.StopReason, "forced: "))
}
