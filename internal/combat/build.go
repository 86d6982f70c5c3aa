package combat

import (
	"strconv"
	"time"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
)

// roundCaps is the most rounds a fight of each kind lasts before the
// timeout rule decides it (rules §2.9; the turn-based cap is data).
var roundCaps = map[Kind]int{KindNormal: 30, KindElite: 30, KindBoss: 50}

// setOutLevel is the level whose band decides the finds a fight of spec
// keeps (rules §6.2): the level the character set out at, else its own.
func setOutLevel(spec Spec) int {
	if spec.FoeLevel > 0 {
		return spec.FoeLevel
	}
	return spec.Character.Level
}

// Spec describes a fight to start.
//
//   - Seed and Key name the fight's random streams (for example the run's
//     seed and "run:42:node:7"); the same Spec always gives the same fight.
//   - Character is the player's sheet; it must have HP left.
//   - Enemies are bestiary entries as content returns them; New fights
//     them as the zone has them (content.AsFought: the tier's floors, and
//     a deep zone's foes sized to FoeLevel, rules §2.8).
//   - ZoneID (optional) names the zone: its tier is used when Tier is 0 and
//     its boss table drops when its boss dies. Tier defaults to 1.
//   - Mood is TwinBee's loot mood multiplier (0 means neutral, 1).
//   - Recovery is how long a downed character is out (0: rules.DefaultRecovery).
//   - RoundCap overrides RoundCaps when positive.
//   - EnemyACBonus and EnemyInitiativeAdvantage are threat-band effects
//     (rules §8.7: Alert +2 AC, Hostile initiative advantage).
//   - FoeLevel is the level the character set out at (an expedition's
//     departure, a run's start), which a deep zone sizes its foes to
//     (rules §2.8); 0 counts as the zone's lowest level. Under the zone's
//     band it also decides the share of the finds kept (rules §6.2; 0:
//     the character's level).
//   - Surprise: the enemies surprise the player (a night ambush, rules
//     §8.11). They roll initiative with advantage, and a Surprise Attack
//     (an opening-phase bonus_damage, rules §2.6) works only in such a
//     fight. A fight the player starts at a door is never a surprise.
type Spec struct {
	Seed                     uint64
	Key                      string
	Character                rules.Character
	Enemies                  []content.Monster
	ZoneID                   content.ZoneID
	Tier                     int
	Mood                     float64
	Recovery                 time.Duration
	RoundCap                 int
	EnemyACBonus             int
	EnemyInitiativeAdvantage bool
	FoeLevel                 int
	Surprise                 bool
	// BossHP is added to every boss's HP after the zone sizes it (Siege
	// Mode's +20, rules §8.8).
	BossHP int
	// Practice marks a bout fought for practice (Thom Krooke's yard): the
	// full rules apply, but it pays no XP and no loot.
	Practice bool
	// Env is what the surroundings do to the fight (rules §8.12, §8.16:
	// hunger, heat, tide, the Abyss); the zero value is a quiet room.
	Env Env
	// Reinforcements is how many of the last Enemies joined as the threat
	// band's reinforcements (rules §8.7); New announces each
	// (EvReinforcement).
	Reinforcements int
	// Party are the other seats' characters of a party fight, after
	// Character's (rules §2.13): at most MaxSeats − 1; the foes grow with
	// the roster (RosterPercent).
	Party []rules.Character
}

// Env is an expedition's environment in a fight (rules §8.12, §8.16).
type Env struct {
	// RollPenalty is subtracted from every d20 test the player makes in
	// the fight: attack rolls, saving throws and initiative (rationing
	// −1/−2, heat exhaustion −2, the Abyss unraveling −2; rules §8.16).
	RollPenalty int `json:"roll_penalty,omitempty"`
	// WISPenalty is subtracted as well from the player's Wisdom saving
	// throws (the Abyss's psychic pressure from instability 21, rules
	// §8.12).
	WISPenalty int `json:"wis_penalty,omitempty"`
	// RoundDamage hits the player at the start of every round, the first
	// included (rules §8.16: Underforge heat 4+, 1d4 fire; the tide in a
	// flooded room, 1d6 cold), of RoundType.
	RoundDamage rules.Dice       `json:"round_damage,omitzero"`
	RoundType   rules.DamageType `json:"round_type,omitempty"`
	RoundSource string           `json:"round_source,omitempty"` // for the log: "heat", "tide"
	// EnemyHitDice is added to every enemy attack roll (the tide gives
	// kuo-toa +1d4); EnemyHitTag limits it to monsters with that kill tag
	// ("" = every enemy).
	EnemyHitDice rules.Dice      `json:"enemy_hit_dice,omitzero"`
	EnemyHitTag  content.KillTag `json:"enemy_hit_tag,omitempty"`
	// CONSaveDisadvantage: every Constitution saving throw the player makes
	// in the fight is rolled with disadvantage (Underforge heat 7+,
	// rules §8.12); concentration saves included.
	CONSaveDisadvantage bool `json:"con_save_disadvantage,omitempty"`
}

// Penalty is what e takes off a d20 test of the player with ability ab (a
// save or a check; 0 or more, subtracted): RollPenalty, and WISPenalty
// too for a Wisdom roll (rules §8.16). Zone runs take their checks' and
// trap saves' penalty from here as well, so a fight and a room feel the
// same hunger.
func (e Env) Penalty(ab rules.Ability) int {
	if ab == rules.WIS {
		return e.RollPenalty + e.WISPenalty
	}
	return e.RollPenalty
}

// New starts a fight: it builds the combatants, rolls initiative and runs
// any enemy turns that come before the player's first turn, so the
// returned state waits on the player (or is already over, if the enemies
// downed the player first). Errors: ErrNoEnemies, ErrPlayerDown,
// ErrUnknownZone.
func New(spec Spec) (State, []Event, error) {
	s, err := build(spec)
	if err != nil {
		return State{}, nil, err
	}
	r := s.rng(-1, purposeInit)
	s.Phases = planPhases(s.Kind, r)
	s.emit(Event{Kind: EvFightStarted, Amount: len(s.Enemies), Detail: string(s.Kind)})
	s.eachStandingSeat(s.wardFormedEvent)
	for i := max(0, len(s.Enemies)-spec.Reinforcements); i < len(s.Enemies); i++ {
		s.emit(s.ev(EvReinforcement, i+1, -1))
	}
	s.rollInitiative(r, spec.EnemyInitiativeAdvantage || spec.Surprise)
	s.startRound()
	s.advance()
	return s.finishCall()
}

// build makes the fight's combatants and settings, before initiative.
func build(spec Spec) (State, error) {
	if len(spec.Enemies) == 0 {
		return State{}, ErrNoEnemies
	}
	if spec.Character.HP <= 0 {
		return State{}, ErrPlayerDown
	}
	zone, ok := content.ZoneByID(spec.ZoneID)
	if !ok && spec.ZoneID != "" {
		return State{}, ErrUnknownZone{ID: spec.ZoneID}
	}
	tier := spec.Tier
	if tier <= 0 {
		tier = max(zone.Tier, 1)
	}
	if len(spec.Party) >= MaxSeats {
		return State{}, ErrTooManySeats
	}
	for _, c := range spec.Party {
		if c.HP <= 0 {
			return State{}, ErrPlayerDown
		}
	}
	s := State{
		Version: StateVersion, Seed: spec.Seed, Key: spec.Key,
		Tier: tier, ZoneID: spec.ZoneID, Mood: spec.Mood,
		Recovery: spec.Recovery, EnemyACBonus: spec.EnemyACBonus,
		Practice: spec.Practice, Env: spec.Env, Surprise: spec.Surprise, Round: 1,
		OverBand:  LevelsOverBand(zone, spec.Character.Level),
		UnderBand: zone.LevelsUnderBand(setOutLevel(spec)),
	}
	if s.Mood <= 0 {
		s.Mood = 1
	}
	if s.Recovery <= 0 {
		s.Recovery = rules.DefaultRecovery
	}
	s.Enemies = buildEnemies(spec.Enemies, zone, tier, spec.FoeLevel, spec.BossHP)
	scaleToRoster(s.Enemies, Roster(spec), s.Tier)
	s.Kind = kindOf(s.Enemies)
	s.RoundCap = spec.RoundCap
	if s.RoundCap <= 0 {
		s.RoundCap = roundCaps[s.Kind]
	}
	s.Players = make([]Player, 0, 1+len(spec.Party))
	for _, c := range append([]rules.Character{spec.Character}, spec.Party...) {
		ch := c.Clone()
		ch.Concentration = "" // a concentration spell lives in one fight (Settle ends it); drop a stale one
		ch.InCombat = true
		s.Players = append(s.Players, NewPlayer(ch))
		s.Seat = len(s.Players) - 1
		s.formWard()
	}
	s.Seat = 0
	return s, nil
}

// NewPlayer derives the player's combat numbers from a character sheet and
// the catalogue items it wears: everything content.EffectiveOf gives (ability
// scores with worn bonuses, combat HP and max HP, AC, the main-hand weapon's
// attack bonus, damage dice and bonus, initiative modifier, save bonus,
// resistances and the held focus's spell bonus), plus attacks per action, the race's passive and whether the
// Shield spell is known. A character without a weapon makes unarmed strikes
// (1 + modifier).
func NewPlayer(c rules.Character) Player {
	e := content.EffectiveOf(c)
	p := Player{
		Char: c, Name: c.Name, Abilities: e.Abilities,
		HP: e.HP, MaxHP: e.MaxHP, HPBonus: e.HPBonus, AC: e.AC,
		AttackBonus: e.AttackBonus, WeaponName: e.WeaponName, WeaponDice: e.WeaponDice,
		DamageBonus: e.DamageBonus, DamageType: e.DamageType, Ranged: e.Ranged, ExtraDice: e.ExtraDice,
		Attacks: rules.AttacksPerAction(c), InitMod: e.Initiative, SaveBonus: e.SaveBonus, Resist: e.Resist,
		Passive: c.RaceDef().Passive, CanShield: knowsSpell(c, rules.ShieldSpell), FocusBonus: e.FocusBonus, Marked: -1,
	}
	p.TempHP, p.TempFrom = startTempHP(c)
	return p
}

// buildEnemies turns bestiary entries into enemies as zone z (of tier
// tier) fields them against a character who set out at foeLevel
// (content.AsFought), bosses with bossHP more, naming repeats "Goblin
// Sneak 1", "Goblin Sneak 2".
func buildEnemies(ms []content.Monster, z content.Zone, tier, foeLevel, bossHP int) []Enemy {
	count := map[string]int{}
	for _, m := range ms {
		count[m.Name]++
	}
	seen := map[string]int{}
	out := make([]Enemy, len(ms))
	for i, m := range ms {
		m = content.AsFought(m, z, tier, foeLevel)
		if m.Boss {
			m.HP += bossHP
		}
		name := m.Name
		if count[m.Name] > 1 {
			seen[m.Name]++
			name = m.Name + " " + strconv.Itoa(seen[m.Name])
		}
		out[i] = Enemy{
			ID: "e" + strconv.Itoa(i+1), Name: name, Monster: m,
			HP: m.HP, MaxHP: m.HP, Legendary: m.LegendaryResistances,
		}
		if m.Legendary != nil {
			out[i].LegendaryActs = m.Legendary.Uses()
		}
	}
	return out
}

// kindOf is boss when any enemy is a boss, else elite when any is, else
// normal.
func kindOf(es []Enemy) Kind {
	k := KindNormal
	for _, e := range es {
		if e.Monster.Boss {
			return KindBoss
		}
		if e.Monster.Elite {
			k = KindElite
		}
	}
	return k
}
