package expedition

import (
	"slices"
	"time"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
)

// Zone event schedules (rules §8.12).
const (
	// TideDay is the Sunken Temple's tide day; TideWarnDays warn ahead.
	TideDay = 6
	// ManorResetEvery: the Haunted Manor reasserts itself every third night.
	ManorResetEvery = 3
	// MaxHeat caps the Underforge's heat stacks; FortifiedHeatRelief is
	// what a fortified (or forced) camp rest takes off.
	MaxHeat             = 10
	FortifiedHeatRelief = 2
	// DragonPulseEvery: a Dragon's Lair awareness pulse every third day;
	// from pulse DragonHarvestPulse harvest DCs rise by DragonHarvestDC;
	// Infernax wakes on DragonWakeDay and then hunts every DragonHuntEvery.
	DragonPulseEvery   = 3
	DragonHarvestPulse = 3
	DragonHarvestDC    = 4
	DragonWakeDay      = 14
	DragonHuntEvery    = 6 * time.Hour
	// DragonHunter is the bestiary monster that stands in for a hunting
	// Infernax (rules §8.12).
	DragonHunter content.MonsterID = "young_red_dragon"
	// DragonPatrolMonster is the bestiary monster of the pulses' patrols:
	// each pulse adds one to the fight of every room entered afterwards
	// (rules §8.12).
	DragonPatrolMonster content.MonsterID = "kobold"
	// InstabilityPerDay: the Abyss Portal's daily rise; InstabilityRelief:
	// what each major objective (a region boss) takes off; collapse at
	// MaxInstability.
	InstabilityPerDay = 5
	InstabilityRelief = 10
	MaxInstability    = 100
	// PortalClosedDays: after a collapse the portal stays closed until the
	// 06:00 rollover this many days later in the player's time (a choice:
	// the spec says only that it "requires a new event to reopen").
	PortalClosedDays = 7
)

// LoopRollTotal is the wandering-table total whose row a Feywild time
// loop's company follows (rules §8.12): the standard encounter, two
// ordinary enemies of the zone roster, no surprise.
const LoopRollTotal = 15

// tideWarnDays are the days TwinBee warns of the Sunken Temple tide.
var tideWarnDays = []int{4, 5}

// TideWarnDays returns a copy of tideWarnDays, the table above: changing it changes
// nothing shipped.
func TideWarnDays() []int { return slices.Clone(tideWarnDays) }

// TideEffects are the tide day's effects (rules §8.12): a fight in a room
// the tide floods (zonerun.Floods, about half the rooms) deals WadingCold
// to the player at the start of every round, Kuo-toa gain KuoToaAC AC and
// KuoToaAttack to attack rolls everywhere, burn ×2 (see DailyBurn) and the
// Tidal Crystal can be harvested.
type TideEffects struct {
	WadingCold   rules.Dice `json:"wading_cold"`
	KuoToaAC     int        `json:"kuo_toa_ac"`
	KuoToaAttack rules.Dice `json:"kuo_toa_attack"`
	BurnFactor   float64    `json:"burn_factor"`
	TidalCrystal bool       `json:"tidal_crystal"`
}

// tide is the tide table, read through Tide.
var tide = TideEffects{WadingCold: rules.D(1, 6), KuoToaAC: 2, KuoToaAttack: rules.D(1, 4), BurnFactor: 2, TidalCrystal: true}

// Tide returns the Sunken Temple's tide table (rules §8.12), a copy.
func Tide() TideEffects { return tide }

// HeatBand is one Underforge heat band (rules §8.12).
// Bands are cumulative: each lists everything in force at that heat.
//
//   - FireDamage: fire damage at the start of each combat round.
//   - CONSaveDisadvantage: disadvantage on CON saving throws.
//   - BurnMultiplier: supply burn factor (1.5 = +50%).
//   - MiningDC / MiningBlocked: harvest effects on mining.
//   - RollPenalty: to all rolls (heat exhaustion).
//   - MustRest: the player must make camp or extract before moving on.
type HeatBand struct {
	Name                string     `json:"name"`
	Min                 int        `json:"min"`
	Max                 int        `json:"max"`
	FireDamage          rules.Dice `json:"fire_damage,omitzero"`
	CONSaveDisadvantage bool       `json:"con_save_disadvantage,omitempty"`
	BurnMultiplier      float64    `json:"burn_multiplier"`
	MiningDC            int        `json:"mining_dc,omitempty"`
	MiningBlocked       bool       `json:"mining_blocked,omitempty"`
	RollPenalty         int        `json:"roll_penalty,omitempty"`
	MustRest            bool       `json:"must_rest,omitempty"`
}

// heatBands is the heat table, coolest first.
var heatBands = []HeatBand{
	{Name: "cool", Min: 0, Max: 0, BurnMultiplier: 1},
	{Name: "shimmering", Min: 1, Max: 3, BurnMultiplier: 1},
	{Name: "scorching", Min: 4, Max: 6, FireDamage: rules.D(1, 4), BurnMultiplier: 1},
	{Name: "searing", Min: 7, Max: 9, FireDamage: rules.D(1, 4), CONSaveDisadvantage: true, BurnMultiplier: 1.5, MiningDC: 3},
	{Name: "exhausting", Min: 10, Max: 10, FireDamage: rules.D(1, 4), CONSaveDisadvantage: true, BurnMultiplier: 1.5, MiningDC: 3, MiningBlocked: true, RollPenalty: -2, MustRest: true},
}

// HeatBands returns a copy of heatBands, the table above: changing it changes
// nothing shipped.
func HeatBands() []HeatBand { return slices.Clone(heatBands) }

// HeatBandFor returns the band of a heat value (clamped to 0–10).
func HeatBandFor(heat int) HeatBand { return bandAt(heatBands, heat) }

// FeyEffect is one result of the Feywild's daily d6 (rules §8.12): rolled
// once a day at the rollover, it holds all day.
//
//   - Burn: the day's burn factor (0.5 half day, 2 double day, 1 otherwise).
//   - ExtraNightCheck: the night's wandering check is rolled twice and the
//     worse result kept.
//   - ForageDCMod: change to the forage DC.
//   - TimeLoop: harvest nodes reset and new enemies fill the room the
//     player stands in (loopEncounter: they wait as PendingNight; the
//     room's loot stays taken).
type FeyEffect struct {
	Name            string  `json:"name"`
	Min             int     `json:"min"`
	Max             int     `json:"max"`
	Burn            float64 `json:"burn"`
	ExtraNightCheck bool    `json:"extra_night_check,omitempty"`
	ForageDCMod     int     `json:"forage_dc_mod,omitempty"`
	TimeLoop        bool    `json:"time_loop,omitempty"`
}

// feyEffects is the d6 table.
var feyEffects = []FeyEffect{
	{Name: "normal", Min: 1, Max: 2, Burn: 1},
	{Name: "half_day", Min: 3, Max: 4, Burn: 0.5},
	{Name: "double_day", Min: 5, Max: 5, Burn: 2, ExtraNightCheck: true, ForageDCMod: FeyForageDCMod},
	{Name: "time_loop", Min: 6, Max: 6, Burn: 1, TimeLoop: true},
}

// FeyEffects returns a copy of feyEffects, the table above: changing it changes
// nothing shipped.
func FeyEffects() []FeyEffect { return slices.Clone(feyEffects) }

// FeyEffectFor returns the effect of a d6 roll (0, before any roll, is a
// normal day).
func FeyEffectFor(roll int) FeyEffect { return bandAt(feyEffects, roll) }

// InstabilityBand is one Abyss Portal instability band (rules §8.12). Bands
// are cumulative.
//
//   - WISPenalty: to WIS rolls; RollPenalty: to all rolls.
//   - RoomsShift: rooms occasionally shift order (the zone run's business).
//   - WanderEvery: an extra wandering check this often (demon surges).
//   - HarvestDC / HarvestBlocked: harvest effects.
//   - BurnMultiplier: supply burn factor.
//   - Collapse: forced extraction; the expedition fails.
type InstabilityBand struct {
	Name           string        `json:"name"`
	Min            int           `json:"min"`
	Max            int           `json:"max"`
	WISPenalty     int           `json:"wis_penalty,omitempty"`
	RoomsShift     bool          `json:"rooms_shift,omitempty"`
	WanderEvery    time.Duration `json:"wander_every,omitempty"`
	HarvestDC      int           `json:"harvest_dc,omitempty"`
	HarvestBlocked bool          `json:"harvest_blocked,omitempty"`
	RollPenalty    int           `json:"roll_penalty,omitempty"`
	BurnMultiplier float64       `json:"burn_multiplier"`
	Collapse       bool          `json:"collapse,omitempty"`
}

// instabilityBands is the instability table, calmest first.
var instabilityBands = []InstabilityBand{
	{Name: "stable", Min: 0, Max: 20, BurnMultiplier: 1},
	{Name: "psychic_pressure", Min: 21, Max: 40, WISPenalty: -1, BurnMultiplier: 1},
	{Name: "reality_warps", Min: 41, Max: 60, WISPenalty: -1, RoomsShift: true, BurnMultiplier: 1},
	{Name: "demon_surges", Min: 61, Max: 80, WISPenalty: -1, RoomsShift: true, WanderEvery: 12 * time.Hour, HarvestDC: 5, BurnMultiplier: 1},
	{Name: "unraveling", Min: 81, Max: 99, WISPenalty: -1, RoomsShift: true, WanderEvery: 12 * time.Hour, HarvestBlocked: true, RollPenalty: -2, BurnMultiplier: 2},
	{Name: "collapse", Min: 100, Max: 100, WISPenalty: -1, RoomsShift: true, WanderEvery: 12 * time.Hour, HarvestBlocked: true, RollPenalty: -2, BurnMultiplier: 2, Collapse: true},
}

// InstabilityBands returns a copy of instabilityBands, the table above: changing it changes
// nothing shipped.
func InstabilityBands() []InstabilityBand { return slices.Clone(instabilityBands) }

// InstabilityBandFor returns the band of an instability value (clamped to
// 0–100).
func InstabilityBandFor(v int) InstabilityBand { return bandAt(instabilityBands, v) }
