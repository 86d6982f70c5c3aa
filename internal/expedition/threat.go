package expedition

import (
	"maps"
	"slices"
	"time"
)

// Threat Clock limits (rules §8.6).
const (
	MaxThreat = 100
	// WarningAt: TwinBee's one warning when threat first reaches 70.
	WarningAt = 70
	// SiegeAt: Siege Mode begins when threat reaches 100; it is one-way.
	SiegeAt = 100
	// ReentryThreat: the threat a zone remembers after a forced extraction
	// (rules §8.18).
	ReentryThreat = 20
	// RevisitSiegeGuard: revisiting is refused from this threat up until
	// Siege has begun, so a player cannot stumble into Siege by walking back
	// (rules §9.3); once Siege is on, walking back costs it nothing.
	RevisitSiegeGuard = 99
	// ThreatEventCap: how many threat events the clock keeps for `!threat`.
	ThreatEventCap = 20
)

// ThreatReason names a Threat Clock modifier.
type ThreatReason string

// Threat reasons (rules §8.6).
const (
	ReasonCombat        ThreatReason = "combat"         // a fight in a new room
	ReasonEliteCombat   ThreatReason = "elite_combat"   // a fight with an elite or a boss
	ReasonEnemyEscape   ThreatReason = "enemy_escape"   // an enemy fled the fight
	ReasonLoudAbility   ThreatReason = "loud_ability"   // Fireball, Thunderwave and the like
	ReasonStealthMove   ThreatReason = "stealth_move"   // a Rogue's Quiet Step between rooms
	ReasonFortifiedRest ThreatReason = "fortified_rest" // a long rest in a fortified or base camp
	ReasonBossDefeated  ThreatReason = "boss_defeated"  // the zone boss fell
	ReasonDayPasses     ThreatReason = "day_passes"     // the daily drift (mood-adjusted)
	ReasonNoise         ThreatReason = "harvest_noise"  // a noisy harvest attempt
	ReasonRevisit       ThreatReason = "revisit"        // one revisit edge walked
	ReasonDragonPulse   ThreatReason = "dragon_pulse"   // Dragon's Lair awareness pulse
	ReasonNightSigns    ThreatReason = "night_signs"    // a night roll of 6–10
	ReasonTransitSigns  ThreatReason = "transit_signs"  // a transit roll of 6–10
	ReasonOverstay      ThreatReason = "overstay"       // past the zone's maximum days: to 100
)

// threatModifiers is the Threat Clock modifier table as data (rules §8.6:
// moving costs no threat; a revisit edge +1). The daily drift's +3 is
// adjusted by TwinBee's mood (see DailyDrift).
var threatModifiers = map[ThreatReason]int{
	ReasonCombat:        5,
	ReasonEliteCombat:   8,
	ReasonEnemyEscape:   10,
	ReasonLoudAbility:   8,
	ReasonStealthMove:   -3,
	ReasonFortifiedRest: -5,
	ReasonBossDefeated:  -20,
	ReasonDayPasses:     3,
	ReasonNoise:         2,
	ReasonRevisit:       1,
	ReasonDragonPulse:   10,
	ReasonNightSigns:    2,
	ReasonTransitSigns:  2,
}

// ThreatModifiers returns a copy of threatModifiers, the table above: changing it changes
// nothing shipped.
func ThreatModifiers() map[ThreatReason]int { return maps.Clone(threatModifiers) }

// BandName names a Threat Clock threshold band (rules §8.7).
type BandName string

// The five bands.
const (
	BandQuiet    BandName = "Quiet"
	BandStirring BandName = "Stirring"
	BandAlert    BandName = "Alert"
	BandHostile  BandName = "Hostile"
	BandSiege    BandName = "Siege"
)

// Band is one threshold band of the Threat Clock and its effects on the
// zone (rules §8.6, §8.7). Effects are cumulative: each band
// lists everything in force at that level.
//
//   - EnemyPerception: bonus to enemies' Perception; EnemyAC: bonus to
//     enemies' AC; EnemyInitiativeAdvantage: enemies roll initiative with
//     advantage; TrapsRearm: a trap room walked back into goes off again;
//     Reinforcements: a foe from the zone's roster may join a fight
//     (ReinforcementChance); BossAwake:
//     the zone boss has heard the player and is up and waiting, so a boss
//     that re-forms at 0 HP does (content.Monster.ReformAt, Lord Aldric's
//     mist form); below Alert it is caught at rest and falls at 0 HP.
//
// The bands' "wandering monster +1/+2" is not added on top of the night
// roll: the night roll's (threat−30)/10 term already grows through them.
type Band struct {
	Name                     BandName `json:"name"`
	Min                      int      `json:"min"`
	Max                      int      `json:"max"`
	EnemyPerception          int      `json:"enemy_perception,omitempty"`
	EnemyAC                  int      `json:"enemy_ac,omitempty"`
	EnemyInitiativeAdvantage bool     `json:"enemy_initiative_advantage,omitempty"`
	TrapsRearm               bool     `json:"traps_rearm,omitempty"`
	Reinforcements           bool     `json:"reinforcements,omitempty"`
	BossAwake                bool     `json:"boss_awake,omitempty"`
}

// threatBands is the threshold table, lowest first.
var threatBands = []Band{
	{Name: BandQuiet, Min: 0, Max: 20},
	{Name: BandStirring, Min: 21, Max: 40, EnemyPerception: 1},
	{Name: BandAlert, Min: 41, Max: 60, EnemyPerception: 1, EnemyAC: 2, Reinforcements: true, BossAwake: true},
	{Name: BandHostile, Min: 61, Max: 80, EnemyPerception: 1, EnemyAC: 2, EnemyInitiativeAdvantage: true, TrapsRearm: true, Reinforcements: true, BossAwake: true},
	{Name: BandSiege, Min: 81, Max: 100, EnemyPerception: 1, EnemyAC: 2, EnemyInitiativeAdvantage: true, TrapsRearm: true, Reinforcements: true, BossAwake: true},
}

// ThreatBands returns a copy of threatBands, the table above: changing it changes
// nothing shipped.
func ThreatBands() []Band { return slices.Clone(threatBands) }

// BandFor returns the band of a threat level (clamped to 0–100).
func BandFor(level int) Band { return bandAt(threatBands, level) }

// Reinforcement chances (rules §8.7): from the Alert band a fight draws
// one more foe with a chance rising in a straight line from
// ReinforceChanceLow at the band's first level to ReinforceChanceHigh at
// threat 100.
const (
	ReinforceChanceLow  = 0.10
	ReinforceChanceHigh = 0.30
)

// ReinforcementChance is the chance (0–1) that one ordinary foe of the
// zone's roster joins a fight at threat level (rules §8.7): 0 below
// Alert, 10% at 41 rising to 30% at 100.
func ReinforcementChance(level int) float64 {
	level = min(max(level, 0), MaxThreat)
	if !BandFor(level).Reinforcements {
		return 0
	}
	first := BandFor(level).Min
	for _, b := range threatBands {
		if b.Reinforcements {
			first = b.Min
			break
		}
	}
	share := float64(level-first) / float64(MaxThreat-first)
	return ReinforceChanceLow + share*(ReinforceChanceHigh-ReinforceChanceLow)
}

// SiegeEffects are Siege Mode's effects (rules §8.8): every cleared
// room respawns one enemy once, the boss gains BossBonusHP HP and
// BossLegendaryResistances more legendary resistances, supply burn is
// multiplied by BurnMultiplier and short rests are refused.
type SiegeEffects struct {
	RespawnOnce              bool    `json:"respawn_once"`
	BossBonusHP              int     `json:"boss_bonus_hp"`
	BossLegendaryResistances int     `json:"boss_legendary_resistances"`
	BurnMultiplier           float64 `json:"burn_multiplier"`
	NoShortRests             bool    `json:"no_short_rests"`
}

// siege is the Siege Mode table, read through Siege.
var siege = SiegeEffects{RespawnOnce: true, BossBonusHP: 20, BossLegendaryResistances: 1, BurnMultiplier: 2, NoShortRests: true}

// Siege returns the Siege Mode table (rules §8.8), a copy: what a siege
// does to respawns, the boss, supply burn and short rests.
func Siege() SiegeEffects { return siege }

// ThreatEvent is one change to the Threat Clock (rules §8.6): when,
// by how much (the applied delta after clamping), why, and the level after.
type ThreatEvent struct {
	At     time.Time    `json:"timestamp"`
	Delta  int          `json:"delta"`
	Reason ThreatReason `json:"reason"`
	Level  int          `json:"level"`
}

// Threat is the Threat Clock (rules §8.6): Level 0–100, Siege once it
// reached 100 (one-way), Warned once the 70 warning was given, Peak the
// highest level seen (Patient Zero), and the last ThreatEventCap events.
// SiegeRespawn is the one siege respawn still owed to the zone run.
type Threat struct {
	Level        int           `json:"level"`
	Siege        bool          `json:"siege_mode"`
	Warned       bool          `json:"warned,omitempty"`
	Peak         int           `json:"peak"`
	SiegeRespawn bool          `json:"siege_respawn,omitempty"`
	UpdatedAt    time.Time     `json:"last_updated,omitzero"`
	Events       []ThreatEvent `json:"events,omitempty"`
}

// ThreatChange reports one application of a threat modifier: the levels
// before and after, the requested and applied deltas, the bands before and
// after, and whether this change gave the 70 warning or began Siege Mode.
// Held is true when Siege Mode kept a reduction from applying.
type ThreatChange struct {
	Reason       ThreatReason `json:"reason"`
	Requested    int          `json:"requested"`
	Applied      int          `json:"applied"`
	From         int          `json:"from"`
	To           int          `json:"to"`
	FromBand     BandName     `json:"from_band"`
	ToBand       BandName     `json:"to_band"`
	Warning      bool         `json:"warning,omitempty"`
	SiegeStarted bool         `json:"siege_started,omitempty"`
	Held         bool         `json:"held,omitempty"`
}

// BandChanged reports whether the change crossed into another band.
func (c ThreatChange) BandChanged() bool { return c.FromBand != c.ToBand }

// Apply adds delta to the clock, clamped to 0–100, records the event and
// reports the change (rules §8.6). In Siege Mode the clock stays at 100
// and reductions are held. Reaching 70 the first time sets the warning;
// reaching 100 starts Siege Mode (and its one respawn).
func (t *Threat) Apply(delta int, reason ThreatReason, at time.Time) ThreatChange {
	ch := ThreatChange{Reason: reason, Requested: delta, From: t.Level, FromBand: BandFor(t.Level).Name}
	to := min(max(t.Level+delta, 0), MaxThreat)
	if t.Siege {
		to = MaxThreat
		ch.Held = delta < 0
	}
	t.Level = to
	t.Peak = max(t.Peak, to)
	t.UpdatedAt = at
	ch.To, ch.Applied, ch.ToBand = to, to-ch.From, BandFor(to).Name
	if !t.Warned && to >= WarningAt {
		t.Warned, ch.Warning = true, true
	}
	if !t.Siege && to >= SiegeAt {
		t.Siege, t.SiegeRespawn, ch.SiegeStarted = true, true, true
	}
	t.Events = append(t.Events, ThreatEvent{At: at, Delta: ch.Applied, Reason: reason, Level: to})
	if n := len(t.Events); n > ThreatEventCap {
		t.Events = slices.Clone(t.Events[n-ThreatEventCap:])
	}
	return ch
}

// LastEvents returns up to n most recent threat events, oldest first.
func (t Threat) LastEvents(n int) []ThreatEvent {
	if n <= 0 {
		return nil
	}
	return slices.Clone(t.Events[max(0, len(t.Events)-n):])
}

// AddThreatDelta applies delta (usually ThreatModifiers[reason]) for
// reason to an active expedition and logs band changes, the warning and
// the start of Siege Mode. It is the hook a step calls for combat,
// escapes, loud spells, Quiet Step, harvest noise and the zone boss
// (play.ExpeditionStep). Errors: ErrNotActive.
func AddThreatDelta(e Expedition, delta int, reason ThreatReason, at time.Time) (Expedition, ThreatChange, error) {
	if err := e.requireActive(); err != nil {
		return e, ThreatChange{}, err
	}
	e = e.Clone()
	ch := e.applyThreat(delta, reason, at)
	return e, ch, nil
}

// SettleWarning judges the 70 warning on where a step leaves the threat
// (rules §8.6): changes are the step's, in order, on e as the step left
// it. A warning one of them gave stands only when the expedition is still
// active at WarningAt or more; otherwise (an elite's +8 to 70 and the
// boss's −20 back to 50 in one fight, or a step that ended the
// expedition) it is withdrawn: no change of the step carries it, and on
// a running expedition the clock may warn again when it next reaches 70.
func SettleWarning(e Expedition, changes []ThreatChange) (Expedition, []ThreatChange) {
	i := slices.IndexFunc(changes, func(ch ThreatChange) bool { return ch.Warning })
	if i < 0 || (e.Status == StatusActive && e.Threat.Level >= WarningAt) {
		return e, changes
	}
	changes = slices.Clone(changes)
	changes[i].Warning = false
	if e.Status == StatusActive {
		e = e.Clone()
		e.Threat.Warned = false
	}
	return e, changes
}

// applyThreat changes e's clock in place and logs what a player should
// hear about.
func (e *Expedition) applyThreat(delta int, reason ThreatReason, at time.Time) ThreatChange {
	ch := e.Threat.Apply(delta, reason, at)
	switch {
	case ch.SiegeStarted:
		e.note(at, EntryEvent, "Siege Mode: the zone is fully roused", "threat_siege")
	case ch.Warning:
		e.note(at, EntryEvent, "Threat reached 70: they know you are here", "threat_warning")
	case ch.BandChanged():
		e.note(at, EntryEvent, "Threat is now "+string(ch.ToBand), "threat_band")
	}
	return ch
}

// CheckRevisit refuses a revisit at threat RevisitSiegeGuard or more
// before Siege Mode (rules §9.3: the guard keeps a player from walking into
// Siege, which is one-way; once Siege has begun the +1 of a revisit changes
// nothing, and refusing would strand the expedition: a region boss's room at
// threat 100 with the final region wanting a base camp, which no boss room
// allows, had no way on). Errors: ErrNotActive, ErrSiegeRevisit.
func CheckRevisit(e Expedition) error {
	if err := e.requireActive(); err != nil {
		return err
	}
	if e.Threat.Level >= RevisitSiegeGuard && !e.Threat.Siege {
		return ErrSiegeRevisit{Level: e.Threat.Level}
	}
	return nil
}
