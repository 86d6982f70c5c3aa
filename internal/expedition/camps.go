package expedition

import (
	"fmt"
	"strings"
	"time"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/dice"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
)

// CampType is one of the four camps (rules §8.10).
type CampType string

// Camp types.
const (
	CampRough     CampType = "rough"
	CampStandard  CampType = "standard"
	CampFortified CampType = "fortified"
	CampBase      CampType = "base"
)

// CampDef is one row of the camp table (rules §8.10, §8.11).
//
//   - Cost: SU spent on pitching.
//   - NightMod: added to the night's wandering roll.
//   - LongRest: the camp gives a full long rest (rules.RestoreLongRest);
//     otherwise HP is raised to at least MinHPFraction of the maximum and no
//     spell slot returns.
//   - WakeHP: extra HP rolled on waking at the next rollover.
//   - ThreatRelief: the long rest lowers threat (ReasonFortifiedRest, −5).
//   - HeatRelief: Underforge heat removed by the long rest.
//   - Waypoint: the camp becomes the expedition's base-camp waypoint.
type CampDef struct {
	Type          CampType   `json:"type"`
	Cost          float64    `json:"cost"`
	NightMod      int        `json:"night_mod"`
	LongRest      bool       `json:"long_rest,omitempty"`
	MinHPFraction float64    `json:"min_hp_fraction,omitempty"`
	WakeHP        rules.Dice `json:"wake_hp,omitzero"`
	ThreatRelief  bool       `json:"threat_relief,omitempty"`
	HeatRelief    int        `json:"heat_relief,omitempty"`
	Waypoint      bool       `json:"waypoint,omitempty"`
}

// campOrder lists the camps from rough to base.
var campOrder = []CampType{CampRough, CampStandard, CampFortified, CampBase}

// campTable is the camp table.
var campTable = map[CampType]CampDef{
	CampRough:     {Type: CampRough, Cost: 0.5, NightMod: 3, MinHPFraction: 0.5},
	CampStandard:  {Type: CampStandard, Cost: 1, NightMod: 0, LongRest: true},
	CampFortified: {Type: CampFortified, Cost: 2, NightMod: -4, LongRest: true, WakeHP: rules.D(1, 6), ThreatRelief: true, HeatRelief: FortifiedHeatRelief},
	CampBase:      {Type: CampBase, Cost: 3, NightMod: -6, LongRest: true, WakeHP: rules.D(1, 6), ThreatRelief: true, HeatRelief: FortifiedHeatRelief, Waypoint: true},
}

// CampDefs returns the camp table, rough first.
func CampDefs() []CampDef {
	out := make([]CampDef, 0, len(campOrder))
	for _, t := range campOrder {
		out = append(out, campTable[t])
	}
	return out
}

// CampDefOf returns the row of a camp type and whether it exists.
func CampDefOf(t CampType) (CampDef, bool) {
	d, ok := campTable[t]
	return d, ok
}

// ParseCampType reads a camp type (any case). Errors: ErrUnknownCampType.
func ParseCampType(s string) (CampType, error) {
	t := CampType(strings.ToLower(strings.TrimSpace(s)))
	if _, ok := campTable[t]; !ok {
		return "", ErrUnknownCampType{Name: s}
	}
	return t, nil
}

// CampRefusal says why no camp may be pitched in a room (rules §8.10).
type CampRefusal string

// Camp refusals.
const (
	CampInCombat CampRefusal = "a fight is running"
	CampEnemies  CampRefusal = "enemies are still in the room"
	CampBossRoom CampRefusal = "the room knows it is a boss room"
	CampTrapRoom CampRefusal = "a trap room, even disarmed"
)

// BaseCampRefusal says which base-camp requirement failed (rules §8.10,
// §8.13).
type BaseCampRefusal string

// Base-camp refusals.
const (
	BaseCampTier       BaseCampRefusal = "base camps are for Tier 4 and 5 zones"
	BaseCampDay        BaseCampRefusal = "not before expedition day 3"
	BaseCampRegionBoss BaseCampRefusal = "the region's boss still stands"
	BaseCampSite       BaseCampRefusal = "this region has no base-camp site"
)

// Base-camp requirements.
const (
	BaseCampMinTier = 4
	BaseCampMinDay  = 3
)

// CanFortify reports whether a fortified camp may stand here (rules §8.10). A
// boss room itself bans camps, so we allow a fortified camp once the zone
// boss is dead, in an authored rest-camp room, or in a room where a supply
// cache was found.
func CanFortify(e Expedition, pos Position) bool {
	return pos.ZoneBossDefeated || pos.Kind == zonegraph.KindRestCamp || e.isCacheSite(pos.Node)
}

// baseCampCheck returns the first failed base-camp requirement, or "".
// BaseCampRefusalAt is why a base camp would be refused at pos on
// expedition e for the zone and region (rules §8.10: tier, day, the region's
// boss, its base-camp site), "" when they allow one; the room's own
// placement is CheckCampPlace's.
func BaseCampRefusalAt(e Expedition, pos Position) BaseCampRefusal { return baseCampCheck(e, pos) }

func baseCampCheck(e Expedition, pos Position) BaseCampRefusal {
	switch {
	case e.Tier < BaseCampMinTier:
		return BaseCampTier
	case e.Day < BaseCampMinDay:
		return BaseCampDay
	case !pos.RegionBossDefeated:
		return BaseCampRegionBoss
	}
	if g, ok := content.ZoneGraph(e.ZoneID); ok {
		if r, ok := g.Region(pos.Region); ok && r.BaseCamp {
			return ""
		}
	}
	return BaseCampSite
}

// RestQuality is what a camp's rest gave.
type RestQuality string

// Rest qualities.
const (
	RestPartial RestQuality = "partial" // HP to at least half, no slots
	RestLong    RestQuality = "long"    // full long rest
)

// CampResult lists what pitching a camp did: the type asked for and the
// type pitched (Downgraded when an uncleared room forced a rough camp), the
// SU cost and SU left, the rest quality (and why a long rest was denied),
// HP healed, HP and HP maximum after, the long-rest report, the threat
// relief, the heat removed and whether heat exhaustion was lifted, the
// base-camp waypoint set, and the night roll's modifiers as they stand once
// the camp is made (Night: camp, threat and Ranger; the threat's is taken
// again at the rollover, rules §8.11).
type CampResult struct {
	Requested  CampType    `json:"requested"`
	Type       CampType    `json:"type"`
	Downgraded bool        `json:"downgraded,omitempty"`
	Cost       float64     `json:"cost"`
	SULeft     float64     `json:"su_left"`
	Rest       RestQuality `json:"rest"`
	RestDenied RestRefusal `json:"rest_denied,omitempty"`
	// PactSlots are the Pact Magic slots a partial rest gave a Warlock
	// back (rules §1.6, §3.1); zero for every other class.
	PactSlots    rules.SlotTable   `json:"pact_slots,omitzero"`
	HPHealed     int               `json:"hp_healed"`
	HP           int               `json:"hp"`
	HPMax        int               `json:"hp_max"`
	LongRest     *rules.RestReport `json:"long_rest,omitempty"`
	Threat       *ThreatChange     `json:"threat,omitempty"`
	HeatRelieved int               `json:"heat_relieved,omitempty"`
	HeatLifted   bool              `json:"heat_lifted,omitempty"`
	Waypoint     zonegraph.NodeID  `json:"waypoint,omitempty"`
	Night        NightRoll         `json:"night"`
}

// CheckCampPlace applies the placement rules of rules §8.10: no camp
// in a fight, with enemies in the room, in a boss room or a trap room.
// Errors: ErrCampForbidden with the reason.
func CheckCampPlace(pos Position) error {
	switch {
	case pos.InCombat:
		return ErrCampForbidden{Reason: CampInCombat, Kind: pos.Kind}
	case pos.EnemiesPresent:
		return ErrCampForbidden{Reason: CampEnemies, Kind: pos.Kind}
	case pos.Kind == zonegraph.KindBoss:
		return ErrCampForbidden{Reason: CampBossRoom, Kind: pos.Kind}
	case pos.Kind == zonegraph.KindTrap:
		return ErrCampForbidden{Reason: CampTrapRoom, Kind: pos.Kind}
	}
	return nil
}

// CampedToday reports whether today's one camp is made (rules §8.10).
func (e Expedition) CampedToday() bool { return e.Day > 0 && e.LastCampDay == e.Day }

// Pitch makes camp (`!camp <type>`, rules §8.10) and rests in
// it at once: a rough camp raises HP to at least half; a standard, fortified
// or base camp gives a full long rest (rules.RestoreLongRest; the long-rest
// cooldown and the 8-hour lockout start at at), unless supplies are below
// 10%, when the rest is only partial. The day's one camp, not the 24-hour
// cooldown, limits a camp's long rest (rules §3.2, §8.10): it is given
// however recent the last long rest. A fortified or base long rest lowers
// threat by 5 and Underforge heat by 2; any long rest taken at heat 10 is
// the forced rest that lifts heat exhaustion (and also removes 2 heat).
// A base camp becomes the fast-travel waypoint.
//
// The camp stands until the next rollover, whose night phase rolls against
// it; one camp per expedition day. An uncleared room gives a rough camp
// whatever was asked. c is the stored character; the returned one has the
// rest applied. A character still resting (a short rest's hour) or
// down is refused, as every rest is (rules.CheckAwake, rules §3.3).
// Errors (nothing changed): ErrNotActive, ErrEncounterPending,
// ErrAlreadyCamped, rules.ErrRestLockout, rules.ErrRecovering,
// ErrCampForbidden, ErrFortifiedNotAllowed, ErrBaseCampNotAllowed,
// ErrNotEnoughSupplies.
func Pitch(e Expedition, pos Position, c rules.Character, want CampType, at time.Time) (Expedition, rules.Character, CampResult, error) {
	if err := checkPitch(e, pos, c, want, at); err != nil {
		return e, c, CampResult{}, err
	}
	res, def, err := campChoice(e, pos, want)
	if err != nil {
		return e, c, CampResult{}, err
	}
	rationed := Depletion(e.Supplies).NoLongRest

	e = e.Clone()
	e.Supplies.spend(def.Cost)
	res.Cost, res.SULeft = def.Cost, e.Supplies.Current
	e.Today.SUUsed += def.Cost
	e.Today.Camped = true
	e.LastCampDay = e.Day
	e.Camp = &Camp{Type: res.Type, Node: pos.Node, Region: pos.Region, Day: e.Day, EstablishedAt: at}

	if def.LongRest && !rationed {
		c, res = e.campLongRest(c, def, res, at)
	} else {
		c, res = campPartialRest(c, def, res)
	}
	res.HP, res.HPMax = c.HP, rules.MaxHP(c)
	if def.Waypoint {
		e.BaseCampNode = pos.Node
		res.Waypoint = pos.Node
	}
	res.Night = e.nightMods(c, def.NightMod)
	e.note(at, EntryRest, fmt.Sprintf("Made a %s camp (%g SU)", res.Type, def.Cost), "camp_"+string(res.Type))
	return e, c, res, nil
}

// campLongRest applies a camp's long rest and its threat and heat relief.
func (e *Expedition) campLongRest(c rules.Character, def CampDef, res CampResult, at time.Time) (rules.Character, CampResult) {
	c, rep := rules.RestoreLongRest(c)
	c.LastLongRest = at
	c.LockoutUntil = at.Add(CampLockout(*e))
	rep.LockoutUntil = c.LockoutUntil
	res.Rest, res.LongRest, res.HPHealed = RestLong, &rep, rep.HPHealed
	if def.ThreatRelief {
		ch := e.applyThreat(threatModifiers[ReasonFortifiedRest], ReasonFortifiedRest, at)
		res.Threat = &ch
	}
	if e.Traits().Has(content.MechanicHeat) {
		relief := def.HeatRelief
		if e.Stacks.HeatRestDue {
			relief = max(relief, FortifiedHeatRelief)
			e.Stacks.HeatRestDue, res.HeatLifted = false, true
		}
		before := e.Stacks.Heat
		e.Stacks.Heat = max(0, e.Stacks.Heat-relief)
		res.HeatRelieved = before - e.Stacks.Heat
	}
	return c, res
}

// CampRestHad reports whether c has had the long rest of e's standing
// camp: a long rest taken since the camp was made, most often the one
// making it gave (rules §3.2, §8.10). A camp gives one long rest; the
// next day's camp gives the next, however recent this one was.
func CampRestHad(e Expedition, c rules.Character) bool {
	return e.Camp != nil && !c.LastLongRest.IsZero() && !c.LastLongRest.Before(e.Camp.EstablishedAt)
}

// CheckCampLongRest is every check `!rest long` makes on an expedition
// (rules §3.2, §8.10): the expedition allows a long rest (CheckLongRest:
// a standard camp or better standing today, supplies at 10% or more, no
// fight), c is up and out of any rest (rules.CheckAwake, rules §3.3), and
// c has not had the camp's long rest (CampRestHad: RestCampHad). The
// 24-hour cooldown is not asked: the day's one camp holds a camp's long
// rest. Errors: those of CheckLongRest, rules.ErrRecovering,
// rules.ErrRestLockout, ErrRestDenied.
func CheckCampLongRest(e Expedition, pos Position, c rules.Character, at time.Time) error {
	if err := CheckLongRest(e, pos); err != nil {
		return err
	}
	if err := rules.CheckAwake(c, at); err != nil {
		return err
	}
	if CampRestHad(e, c) {
		return ErrRestDenied{Reason: RestCampHad}
	}
	return nil
}

// CampLongRest is `!rest long` in the standing camp (rules §3.2, §8.10):
// the camp's long rest when making it gave none (supplies were below 10%
// then and are at 10% or more now), as pitching gives it (campLongRest:
// the camp's threat and heat relief; the 24-hour cooldown and the lockout,
// CampLockout, start at at). c is the stored character; the returned one has
// the rest applied, and the result its report (Rest, LongRest, HP).
// Errors (nothing changed): those of CheckCampLongRest.
func CampLongRest(e Expedition, pos Position, c rules.Character, at time.Time) (Expedition, rules.Character, CampResult, error) {
	if err := CheckCampLongRest(e, pos, c, at); err != nil {
		return e, c, CampResult{}, err
	}
	e = e.Clone()
	def := campTable[e.Camp.Type]
	c, res := e.campLongRest(c, def, CampResult{Requested: def.Type, Type: def.Type, SULeft: e.Supplies.Current}, at)
	res.HP, res.HPMax = c.HP, rules.MaxHP(c)
	e.note(at, EntryRest, fmt.Sprintf("Long rest in the %s camp", def.Type), "camp_rest_"+string(def.Type))
	return e, c, res, nil
}

// BreakCamp packs the day's camp up (`!camp break`). The night still finds
// the camp that was made: the next rollover rolls against it (so pitching,
// resting and packing up cannot dodge the night). Errors: ErrNotActive,
// ErrNoCamp.
func BreakCamp(e Expedition, at time.Time) (Expedition, error) {
	if err := e.requireActive(); err != nil {
		return e, err
	}
	if e.Camp == nil || e.Camp.Struck {
		return e, ErrNoCamp{}
	}
	e = e.Clone()
	e.Camp.Struck = true
	e.note(at, EntryRest, "Broke camp", "camp_break")
	return e, nil
}

// wakeBonus applies the camp's waking bonus (fortified and base: +1d6 HP)
// from root's child (day, "wake") and returns the HP healed.
func wakeBonus(camp *Camp, c rules.Character, root *dice.Stream, day int) (rules.Character, int) {
	if camp == nil {
		return c, 0
	}
	def := campTable[camp.Type]
	if def.WakeHP.IsZero() || c.HP <= 0 {
		return c, 0
	}
	n := def.WakeHP.Roll(root.Child(day, "wake"))
	c = c.Clone()
	return rules.Heal(c, n)
}
