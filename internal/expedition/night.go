package expedition

import (
	"cmp"
	"fmt"
	"slices"
	"sort"
	"time"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/dice"
	"github.com/gogobee/gogobee/internal/rules"
)

// Wandering-monster rules (rules §8.10, §8.11).
const (
	// RangerNightMod: Natural Explorer in a wilderness zone.
	RangerNightMod = -2
	// NightStealthDC: the Rogue's Stealth check on a minor encounter.
	NightStealthDC = 14
	// ReliableTalentFloor: with Reliable Talent a d20 below 10 counts as 10.
	ReliableTalentFloor = 10
)

// NightOutcome is a result band of the wandering-monster table.
type NightOutcome string

// Night outcomes (rules §8.11).
const (
	NightPeaceful NightOutcome = "peaceful"
	NightSigns    NightOutcome = "signs"
	NightMinor    NightOutcome = "minor"
	NightStandard NightOutcome = "standard"
	NightElite    NightOutcome = "elite"
	NightAmbush   NightOutcome = "ambush"
)

// NightRow is one row of the wandering-monster table: totals Min..Max give
// Outcome. ThreatDelta is added to the clock; an encounter has MinCount to
// MaxCount monsters from the zone roster, elites when Elite, the lower-CR
// half of the ordinary roster when LowCR; Surprise gives the enemies a
// surprise round; StealthAvoidable lets a Rogue's Shadow Camp slip it.
//
// A standard encounter is two ordinary roster monsters (our choice).
type NightRow struct {
	Outcome          NightOutcome `json:"outcome"`
	Min              int          `json:"min"`
	Max              int          `json:"max"`
	ThreatDelta      int          `json:"threat_delta,omitempty"`
	MinCount         int          `json:"min_count,omitempty"`
	MaxCount         int          `json:"max_count,omitempty"`
	Elite            bool         `json:"elite,omitempty"`
	LowCR            bool         `json:"low_cr,omitempty"`
	Surprise         bool         `json:"surprise,omitempty"`
	StealthAvoidable bool         `json:"stealth_avoidable,omitempty"`
}

// Encounter reports whether the row starts a fight.
func (r NightRow) Encounter() bool { return r.MaxCount > 0 }

// nightTable is the wandering-monster table, lowest first; the first and
// last rows are open-ended.
var nightTable = []NightRow{
	{Outcome: NightPeaceful, Min: -1 << 30, Max: 5},
	{Outcome: NightSigns, Min: 6, Max: 10, ThreatDelta: 2},
	{Outcome: NightMinor, Min: 11, Max: 14, MinCount: 1, MaxCount: 2, LowCR: true, StealthAvoidable: true},
	{Outcome: NightStandard, Min: 15, Max: 17, MinCount: 2, MaxCount: 2},
	{Outcome: NightElite, Min: 18, Max: 19, MinCount: 1, MaxCount: 1, Elite: true},
	{Outcome: NightAmbush, Min: 20, Max: 1 << 30, MinCount: 1, MaxCount: 1, Elite: true, Surprise: true},
}

// NightTable returns a copy of nightTable, the table above: changing it changes
// nothing shipped.
func NightTable() []NightRow { return slices.Clone(nightTable) }

// NightRowFor returns the row of a roll total.
func NightRowFor(total int) NightRow { return bandAt(nightTable, total) }

// ThreatRollMod is the Threat Clock's bonus to wandering rolls: +1 per
// full 10 points above 30, never negative (rules §8.11).
func ThreatRollMod(level int) int { return max(0, (level-30)/10) }

// EncounterSource says which check produced an encounter.
type EncounterSource string

// Encounter sources.
const (
	SourceNight   EncounterSource = "night"   // the night phase of a camp
	SourceTransit EncounterSource = "transit" // a region transit
	SourceWander  EncounterSource = "wander"  // a hunting or surge check
	SourceLoop    EncounterSource = "loop"    // a Feywild time loop's new company
)

// NightEncounter is a fight waiting for the player (`you wake to combat`):
// its outcome band, the bestiary IDs to fight, whether the enemies get a
// surprise round, the expedition day, what produced it, and Hunter when
// it is Infernax's proxy hunting the player. The plugin starts the fight.
type NightEncounter struct {
	Kind     NightOutcome        `json:"kind"`
	Monsters []content.MonsterID `json:"monsters"`
	Surprise bool                `json:"surprise,omitempty"`
	Day      int                 `json:"day"`
	Source   EncounterSource     `json:"source"`
	Hunter   bool                `json:"hunter,omitempty"`
}

// NightRoll is one wandering roll: the d20 and each modifier, the total
// and its outcome.
type NightRoll struct {
	D20       int          `json:"d20"`
	ThreatMod int          `json:"threat_mod"`
	CampMod   int          `json:"camp_mod"`
	RangerMod int          `json:"ranger_mod,omitempty"`
	Total     int          `json:"total"`
	Outcome   NightOutcome `json:"outcome"`
}

// StealthCheck is the Rogue's Stealth check (d20 + DEX modifier +
// proficiency bonus + roll penalty, against DC 14 + the threat band's enemy
// Perception bonus; Reliable Talent floors the d20 at 10).
type StealthCheck struct {
	D20      int  `json:"d20"`
	Mod      int  `json:"mod"`
	Total    int  `json:"total"`
	DC       int  `json:"dc"`
	Reliable bool `json:"reliable,omitempty"`
	Success  bool `json:"success"`
}

// NightReport is one wandering check: the day, the camp (if any), the rolls
// (two on a Feywild double night; the worse is kept), the outcome, the
// Rogue's Stealth check and whether it avoided the fight, the encounter
// now waiting, and the threat change of "signs of passage".
type NightReport struct {
	Day       int             `json:"day"`
	Source    EncounterSource `json:"source"`
	Camp      CampType        `json:"camp,omitempty"`
	Rolls     []NightRoll     `json:"rolls"`
	Outcome   NightOutcome    `json:"outcome"`
	Stealth   *StealthCheck   `json:"stealth,omitempty"`
	Avoided   bool            `json:"avoided,omitempty"`
	Encounter *NightEncounter `json:"encounter,omitempty"`
	Threat    *ThreatChange   `json:"threat,omitempty"`
}

// nightMods is what a wandering check of e against campMod adds to its
// d20 as things stand (rules §8.11): +1 for every full 10 threat above 30,
// the camp's modifier, −2 for a Ranger with Natural Explorer in a
// wilderness zone. D20, Total and Outcome are left zero.
func (e Expedition) nightMods(c rules.Character, campMod int) NightRoll {
	r := NightRoll{ThreatMod: ThreatRollMod(e.Threat.Level), CampMod: campMod}
	if c.HasFeature(rules.FeatureNaturalExplore) && e.Traits().Wilderness {
		r.RangerMod = RangerNightMod
	}
	return r
}

// wanderCheck rolls one wandering check against campMod with stream s and
// applies its outcome to e (threat, pending encounter).
func (e *Expedition) wanderCheck(pos Position, c rules.Character, s *dice.Stream, camp CampType, campMod int, twice bool, src EncounterSource, at time.Time) NightReport {
	rep := NightReport{Day: e.Day, Source: src, Camp: camp}
	n := 1
	if twice {
		n = 2
	}
	kept := 0
	for i := 0; i < n; i++ {
		r := e.nightMods(c, campMod)
		r.D20 = s.D20()
		r.Total = r.D20 + r.ThreatMod + r.CampMod + r.RangerMod
		r.Outcome = NightRowFor(r.Total).Outcome
		rep.Rolls = append(rep.Rolls, r)
		if r.Total > rep.Rolls[kept].Total {
			kept = i
		}
	}
	row := NightRowFor(rep.Rolls[kept].Total)
	rep.Outcome = row.Outcome
	if row.ThreatDelta != 0 {
		reason := ReasonNightSigns
		if src == SourceTransit {
			reason = ReasonTransitSigns
		}
		ch := e.applyThreat(row.ThreatDelta, reason, at)
		rep.Threat = &ch
	}
	if !row.Encounter() {
		return rep
	}
	if row.StealthAvoidable && c.HasFeature(rules.FeatureShadowCamp) {
		fx := CurrentEffects(*e)
		st := stealthCheck(c, s, fx.PenaltyFor(rules.DEX), NightStealthDC+fx.Band.EnemyPerception)
		rep.Stealth = &st
		if st.Success {
			rep.Avoided = true
			return rep
		}
	}
	enc := e.encounterFor(row, pos, s, src)
	rep.Encounter = &enc
	if e.PendingNight == nil {
		pending := enc
		pending.Monsters = slices.Clone(enc.Monsters)
		e.PendingNight = &pending
	}
	return rep
}

// stealthCheck rolls the Rogue's Stealth against dc: NightStealthDC plus
// the threat band's enemy Perception bonus (rules §8.7: +1 from Stirring).
func stealthCheck(c rules.Character, s *dice.Stream, penalty, dc int) StealthCheck {
	st := StealthCheck{D20: s.D20(), Mod: c.Abilities.Mod(rules.DEX) + rules.ProficiencyBonus(c.Level) + penalty, DC: dc}
	d := st.D20
	if c.HasFeature(rules.FeatureReliableTalent) && d < ReliableTalentFloor {
		d, st.Reliable = ReliableTalentFloor, true
	}
	st.Total = d + st.Mod
	st.Success = st.Total >= st.DC
	return st
}

// encounterFor draws the encounter's monsters from the zone roster. While
// Infernax hunts, elite and ambush results are his proxy (DragonHunter).
func (e Expedition) encounterFor(row NightRow, pos Position, s *dice.Stream, src EncounterSource) NightEncounter {
	enc := NightEncounter{Kind: row.Outcome, Surprise: row.Surprise, Day: e.Day, Source: src}
	if row.Elite && e.Traits().Has(content.MechanicDragonAwareness) && e.Stacks.DragonAwake && !pos.BossRoomReached {
		enc.Monsters, enc.Hunter = []content.MonsterID{DragonHunter}, true
		return enc
	}
	z := e.Zone().InRegion(cmp.Or(pos.Region, e.Region)) // the region's own enemies (rules §6.7)
	if row.LowCR {
		z.Roster = lowCRRoster(z.Roster)
	}
	count := s.Between(row.MinCount, row.MaxCount)
	for i := 0; i < count; i++ {
		id, ok := z.PickMonster(row.Elite, s)
		if !ok {
			id, ok = z.PickMonster(!row.Elite, s)
		}
		if ok {
			enc.Monsters = append(enc.Monsters, id)
		}
	}
	return enc
}

// lowCRRoster keeps the ordinary entries whose CR is at most the median CR
// of the ordinary entries ("1–2 low-CR enemies", rules §8.11).
func lowCRRoster(roster []content.RosterEntry) []content.RosterEntry {
	var crs []float64
	for _, r := range roster {
		if !r.Elite {
			m, _ := content.MonsterByID(r.MonsterID)
			crs = append(crs, m.CR)
		}
	}
	if len(crs) == 0 {
		return roster
	}
	sort.Float64s(crs)
	median := crs[(len(crs)-1)/2]
	var out []content.RosterEntry
	for _, r := range roster {
		m, _ := content.MonsterByID(r.MonsterID)
		if !r.Elite && m.CR <= median {
			out = append(out, r)
		}
	}
	return out
}

// resolveNight runs the night phase of a rollover against the day's camp:
// stream (day, "night"); two rolls on a Feywild double day.
func (e *Expedition) resolveNight(pos Position, c rules.Character, root *dice.Stream, at time.Time) *NightReport {
	if e.Camp == nil || e.PendingNight != nil {
		return nil
	}
	twice := e.Traits().Has(content.MechanicTimeDistortion) && FeyEffectFor(e.Stacks.FeyRoll).ExtraNightCheck
	def := campTable[e.Camp.Type]
	rep := e.wanderCheck(pos, c, root.Child(e.Day, "night"), e.Camp.Type, def.NightMod, twice, SourceNight, at)
	e.Camp.NightEvents = append(e.Camp.NightEvents, string(rep.Outcome))
	e.note(at, EntryCombat, fmt.Sprintf("Night %d: %s", e.Day, rep.Outcome), "night_"+string(rep.Outcome))
	return &rep
}

// WanderCheck is one extra wandering check while Infernax hunts or the
// Abyss surges (see WanderInterval): no camp modifier, the Ranger's −2 in
// the wilderness, keyed by (day, "wander", slot) so each slot rolls once.
// Errors (e unchanged): ErrNotActive, ErrEncounterPending, ErrInCombat.
func WanderCheck(e Expedition, pos Position, c rules.Character, root *dice.Stream, slot int, at time.Time) (Expedition, NightReport, error) {
	if err := e.requireActive(); err != nil {
		return e, NightReport{}, err
	}
	if e.PendingNight != nil {
		return e, NightReport{}, ErrEncounterPending{}
	}
	if pos.InCombat {
		return e, NightReport{}, ErrInCombat{}
	}
	e = e.Clone()
	rep := e.wanderCheck(pos, c, root.Child(e.Day, "wander", slot), "", 0, false, SourceWander, at)
	e.note(at, EntryCombat, fmt.Sprintf("Something prowls: %s", rep.Outcome), "wander_"+string(rep.Outcome))
	return e, rep, nil
}
