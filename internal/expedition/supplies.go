package expedition

import (
	"fmt"
	"math"
	"slices"
	"time"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/dice"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
)

// Supply tables by zone tier (rules §8.4).
var (
	baseBurn = [content.MaxZoneTier + 1]float64{0, 1, 1.5, 2, 3, 4}
	harshMul = [content.MaxZoneTier + 1]float64{0, 1, 1.5, 2, 2.5, 3}
)

// Supply rules (rules §8.4).
const (
	// HarshThreat: threat above this makes conditions harsh.
	HarshThreat = 60
	// ForageDC is the Ranger's WIS check DC; a Feywild double day lowers it
	// by FeyForageDCMod.
	ForageDC       = 12
	FeyForageDCMod = -3
)

// BaseBurn is a tier's base supply burn in SU per day (0 outside 1–5).
func BaseBurn(tier int) float64 {
	if tier < 1 || tier > content.MaxZoneTier {
		return 0
	}
	return baseBurn[tier]
}

// HarshMultiplier is a tier's harsh-conditions burn multiplier (0 outside
// 1–5).
func HarshMultiplier(tier int) float64 {
	if tier < 1 || tier > content.MaxZoneTier {
		return 0
	}
	return harshMul[tier]
}

// roundSU rounds to the nearest quarter SU, the package's unit.
func roundSU(x float64) float64 { return math.Round(x*4) / 4 }

// BurnSource names a condition that changes the day's burn.
type BurnSource string

// Burn sources (rules §8.4, §8.8, §8.12).
const (
	BurnHarsh     BurnSource = "harsh"      // threat above 60: the tier's multiplier
	BurnSiege     BurnSource = "siege"      // Siege Mode: ×2
	BurnTide      BurnSource = "tide"       // Sunken Temple tide day: ×2
	BurnHeat      BurnSource = "heat"       // Underforge heat 7+: ×1.5
	BurnFeyDouble BurnSource = "fey_double" // Feywild d6 = 5: ×2
	BurnAbyss     BurnSource = "abyss"      // Abyss instability 81+: ×2
	BurnFeyHalf   BurnSource = "fey_half"   // Feywild d6 = 3–4: ×0.5
)

// BurnFactor is one condition in force and its multiplier.
type BurnFactor struct {
	Source     BurnSource `json:"source"`
	Multiplier float64    `json:"multiplier"`
}

// Burn is one day's supply burn: the tier's base (SU), the conditions in
// force, the multiplier applied, the party's share (PartyBurnShare, 1
// alone: rules §8.22) and the total (SU, rounded to a quarter).
//
// Multipliers do not stack: the largest of the conditions in force applies
// (a T5 day at threat 100 in Siege Mode burns base × 3, not × 6), and a
// Feywild half day then halves the result. The harsh multiplier of Tier 1
// is ×1, so threat alone never raises a Tier 1 burn.
type Burn struct {
	Base       float64      `json:"base"`
	Factors    []BurnFactor `json:"factors,omitempty"`
	Multiplier float64      `json:"multiplier"`
	Party      float64      `json:"party,omitempty"`
	Total      float64      `json:"total"`
}

// DailyBurn returns the expedition's burn for a day under its current
// conditions (rules §8.4): threat, Siege Mode and the zone stacks.
func DailyBurn(e Expedition) Burn {
	b := Burn{Base: e.Supplies.DailyBurn, Multiplier: 1}
	add := func(src BurnSource, m float64) { b.Factors = append(b.Factors, BurnFactor{src, m}) }
	if e.Threat.Level > HarshThreat {
		add(BurnHarsh, e.Supplies.HarshMod)
	}
	if e.Threat.Siege {
		add(BurnSiege, siege.BurnMultiplier)
	}
	st := e.Stacks
	if st.TideActive {
		add(BurnTide, 2)
	}
	if HeatBandFor(st.Heat).BurnMultiplier > 1 {
		add(BurnHeat, HeatBandFor(st.Heat).BurnMultiplier)
	}
	zone := e.Traits()
	if zone.Has(content.MechanicTimeDistortion) {
		switch FeyEffectFor(st.FeyRoll).Burn {
		case 2:
			add(BurnFeyDouble, 2)
		case 0.5:
			add(BurnFeyHalf, 0.5)
		}
	}
	if zone.Has(content.MechanicInstability) && InstabilityBandFor(st.Instability).BurnMultiplier > 1 {
		add(BurnAbyss, InstabilityBandFor(st.Instability).BurnMultiplier)
	}
	half := false
	for _, f := range b.Factors {
		if f.Source == BurnFeyHalf {
			half = true
			continue
		}
		b.Multiplier = math.Max(b.Multiplier, f.Multiplier)
	}
	if half {
		b.Multiplier *= 0.5
	}
	b.Total = roundSU(b.Base * b.Multiplier)
	if n := e.Roster(); n > 1 {
		b.Party = PartyBurnShare(n)
		b.Total = roundSU(b.Base * b.Multiplier * b.Party)
	}
	return b
}

// spend takes up to amount SU and returns what was paid and the shortfall.
func (s *Supplies) spend(amount float64) (paid, short float64) {
	paid = math.Min(amount, s.Current)
	s.Current = roundSU(s.Current - paid)
	return paid, roundSU(amount - paid)
}

// gain adds up to amount SU without passing Max (pack headroom) and
// returns what was added.
func (s *Supplies) gain(amount float64) float64 {
	got := math.Max(0, math.Min(amount, s.Max-s.Current))
	s.Current = roundSU(s.Current + got)
	return got
}

// DaysLeft estimates whole days the supplies last at the current burn
// (for `!supplies` and the briefing); -1 when the burn is 0.
func DaysLeft(e Expedition) int {
	b := DailyBurn(e).Total
	if b <= 0 {
		return -1
	}
	return int(math.Floor(e.Supplies.Current/b + 1e-9))
}

// DepletionLevel names a supply depletion band.
type DepletionLevel string

// Depletion levels (rules §8.5).
const (
	DepletionNormal     DepletionLevel = "normal"
	DepletionRationing  DepletionLevel = "rationing"
	DepletionSevere     DepletionLevel = "severe"
	DepletionStarvation DepletionLevel = "starvation"
)

// DepletionBand is one row of the depletion table (rules §8.5). A band holds
// when the SU left, as a percentage of Max, is above AbovePct (or equal to it
// when Inclusive). RollPenalty applies to all rolls; NoLongRest forbids long
// rests; Starvation costs 1d4 CON for every rollover whose burn cannot be
// paid (see Rollover).
type DepletionBand struct {
	Level       DepletionLevel `json:"level"`
	AbovePct    float64        `json:"above_pct"`
	Inclusive   bool           `json:"inclusive,omitempty"`
	RollPenalty int            `json:"roll_penalty,omitempty"`
	NoLongRest  bool           `json:"no_long_rest,omitempty"`
	Starvation  bool           `json:"starvation,omitempty"`
}

// depletionBands is the table, fullest first: above 25% normal, 10–25%
// rationing (−1), below 10% severe rationing (−2, no long rests), 0 SU
// starvation (−2, no long rests, CON loss).
var depletionBands = []DepletionBand{
	{Level: DepletionNormal, AbovePct: 25},
	{Level: DepletionRationing, AbovePct: 10, Inclusive: true, RollPenalty: -1},
	{Level: DepletionSevere, AbovePct: 0, RollPenalty: -2, NoLongRest: true},
	{Level: DepletionStarvation, AbovePct: -1, RollPenalty: -2, NoLongRest: true, Starvation: true},
}

// DepletionBands returns a copy of depletionBands, the table above: changing it changes
// nothing shipped.
func DepletionBands() []DepletionBand { return slices.Clone(depletionBands) }

// Depletion returns the band of the supplies carried.
func Depletion(s Supplies) DepletionBand {
	if s.Current <= 0 {
		return depletionBands[len(depletionBands)-1]
	}
	pct := 100.0
	if s.Max > 0 {
		pct = s.Current / s.Max * 100
	}
	for _, b := range depletionBands {
		if pct > b.AbovePct || (b.Inclusive && pct == b.AbovePct) {
			return b
		}
	}
	return depletionBands[len(depletionBands)-1]
}

// ForageRefusal says why a forage attempt is refused.
type ForageRefusal string

// Forage refusals.
const (
	ForageNotRanger ForageRefusal = "only a Ranger with Forager can forage"
	ForageIndoors   ForageRefusal = "nothing grows indoors"
	ForageUsed      ForageRefusal = "already foraged today"
	ForageInCombat  ForageRefusal = "not during a fight"
)

// ForageResult is a forage attempt: the d20, the WIS modifier, the
// penalty in force on WIS rolls (Effects.PenaltyFor), the total against
// DC, success, the 1d4 rolled and the SU actually gained (capped by pack
// headroom).
type ForageResult struct {
	D20     int     `json:"d20"`
	Mod     int     `json:"mod"`
	Penalty int     `json:"penalty,omitempty"`
	Total   int     `json:"total"`
	DC      int     `json:"dc"`
	Success bool    `json:"success"`
	Rolled  int     `json:"rolled,omitempty"`
	Gained  float64 `json:"gained,omitempty"`
}

// Forage is the Ranger's once-a-day forage (rules §8.15): a WIS check
// (d20 + WIS modifier + the roll and WIS penalties in force,
// Effects.PenaltyFor) against DC 12 (9 on a Feywild double day); success
// finds 1d4 SU, capped by pack headroom. The attempt is spent either way. Rolls come from root's child
// (day, "forage"). Foraging is work, not rest, as a search is: a character
// resting or down forages once up (rules §3.3, §8.14). Errors (e
// unchanged): ErrNotActive, ErrCannotForage, rules.CheckAwake's.
func Forage(e Expedition, pos Position, c rules.Character, root *dice.Stream, at time.Time) (Expedition, ForageResult, error) {
	if err := e.requireActive(); err != nil {
		return e, ForageResult{}, err
	}
	switch {
	case !c.HasFeature(rules.FeatureForager):
		return e, ForageResult{}, ErrCannotForage{Reason: ForageNotRanger}
	case pos.InCombat:
		return e, ForageResult{}, ErrCannotForage{Reason: ForageInCombat}
	case rules.CheckAwake(c, at) != nil:
		return e, ForageResult{}, rules.CheckAwake(c, at)
	case e.Traits().Indoor():
		return e, ForageResult{}, ErrCannotForage{Reason: ForageIndoors}
	case e.Supplies.Foraged:
		return e, ForageResult{}, ErrCannotForage{Reason: ForageUsed}
	}
	s := root.Child(e.Day, "forage")
	r := ForageResult{D20: s.D20(), Mod: c.Abilities.Mod(rules.WIS), Penalty: CurrentEffects(e).PenaltyFor(rules.WIS), DC: ForageDCOf(e)}
	r.Total = r.D20 + r.Mod + r.Penalty
	r.Success = r.Total >= r.DC
	e = e.Clone()
	e.Supplies.Foraged = true
	e.Today.Acted = true
	if r.Success {
		r.Rolled = s.Die(4)
		r.Gained = e.Supplies.gain(float64(r.Rolled))
		e.note(at, EntryAction, fmt.Sprintf("Foraged %g SU", r.Gained), "forage_success")
	} else {
		e.note(at, EntryAction, "Foraged and found nothing", "forage_fail")
	}
	return e, r, nil
}

// ForageDCOf is the Ranger's forage DC on expedition e today: ForageDC,
// lowered by FeyForageDCMod on a Feywild double day (rules §8.12). The
// roll and every line that quotes the DC ask it.
func ForageDCOf(e Expedition) int {
	if e.Traits().Has(content.MechanicTimeDistortion) && FeyEffectFor(e.Stacks.FeyRoll).Burn == 2 {
		return ForageDC + FeyForageDCMod
	}
	return ForageDC
}

// CacheResult is a supply cache find: the 2d6 rolled and the SU gained
// (capped by pack headroom).
type CacheResult struct {
	Rolled int     `json:"rolled"`
	Gained float64 `json:"gained"`
}

// FindCache applies a supply cache the loot roll turned up in the current
// room (rules §8.14): 2d6 SU, capped by pack headroom, from root's
// child (day, "cache", node). The room becomes a cache site, where a
// fortified camp may be pitched. Errors (e unchanged): ErrNotActive.
func FindCache(e Expedition, pos Position, root *dice.Stream, at time.Time) (Expedition, CacheResult, error) {
	if err := e.requireActive(); err != nil {
		return e, CacheResult{}, err
	}
	e = e.Clone()
	r := CacheResult{Rolled: root.Child(e.Day, "cache", string(pos.Node)).Roll(2, 6)}
	r.Gained = e.Supplies.gain(float64(r.Rolled))
	if pos.Node != "" && !e.isCacheSite(pos.Node) {
		e.CacheSites = append(e.CacheSites, pos.Node)
	}
	e.note(at, EntryAction, fmt.Sprintf("Found a supply cache: +%g SU", r.Gained), "supply_cache")
	return e, r, nil
}

// isCacheSite reports whether a supply cache was found in node.
func (e Expedition) isCacheSite(node zonegraph.NodeID) bool {
	return slices.Contains(e.CacheSites, node)
}
