// Package combat is the game's one turn-based fight engine (rules §2). A
// fight is a State; the player's commands (Do with an Action, Flee) or the
// combat Policy (Resolve) drive it.
// Every function takes a State and returns a new State plus typed Events;
// nothing here touches a database, the network or the clock, and every roll
// comes from a dice.Stream keyed by (fight seed, key, round, actor, purpose,
// sequence number), so a fight saved as JSON between commands and resumed
// later rolls exactly what an uninterrupted fight rolls.
//
// Ordinary fights resolve at once with Resolve; elite and boss fights are
// saved in the fight table between commands. Either way the same rules
// apply: initiative, d20 attack rolls against AC with natural 20 crits and
// natural 1 misses, advantage and disadvantage, the SRD conditions, the
// monster effect vocabulary of rules §2.6, multiattack profiles (rules §2.7),
// boss phase 2 and legendary resistances, enemy escape, race passives and
// class features. Settle turns a finished fight into the character's new
// sheet and an Outcome (XP, loot, downed or not).
package combat

import (
	"time"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
)

// StateVersion is written into every State's JSON; bump it when a field
// changes meaning.
const StateVersion = 3

// Kind is the kind of fight: it sets the round cap and the phase plan.
type Kind string

// Fight kinds. A fight with a boss is a boss fight, else one with an elite
// is an elite fight, else it is normal.
const (
	KindNormal Kind = "normal"
	KindElite  Kind = "elite"
	KindBoss   Kind = "boss"
)

// Result is how a fight ended; ResultOngoing while it runs.
type Result string

// Fight results. A timeout is a retreat, never a death (rules §2.9).
const (
	ResultOngoing     Result = ""
	ResultWon         Result = "won"          // no enemy left standing
	ResultDowned      Result = "downed"       // the player dropped to 0 HP
	ResultFled        Result = "fled"         // the player fled (always succeeds)
	ResultTimeoutWon  Result = "timeout_won"  // round cap; the player's HP % was higher or equal
	ResultTimeoutLost Result = "timeout_lost" // round cap; the enemies' HP % was higher
)

// Cond is a condition on a combatant with the rounds it has left; it is
// removed at the end of the bearer's turn when Rounds reaches 0.
type Cond struct {
	Name   rules.Condition `json:"name"`
	Rounds int             `json:"rounds"`
}

// Player is the player's side of a fight: a snapshot of the character plus
// the derived combat numbers and the fight-long flags. HP and MaxHP are
// combat hit points (sheet HP plus the gear HP bonus, minus any max-HP
// drain); Char.HP is left as it was until Settle.
type Player struct {
	Char        rules.Character    `json:"character"`
	Name        string             `json:"name"`
	Abilities   rules.Abilities    `json:"abilities"` // scores with worn-item bonuses
	HP          int                `json:"hp"`
	MaxHP       int                `json:"max_hp"`
	HPBonus     int                `json:"hp_bonus,omitempty"` // gear HP, removed again by Settle
	AC          int                `json:"ac"`                 // before Shield and debuffs
	AttackBonus int                `json:"attack_bonus"`
	WeaponName  string             `json:"weapon_name"`
	WeaponDice  rules.Dice         `json:"weapon_dice"`
	DamageBonus int                `json:"damage_bonus"`
	DamageType  rules.DamageType   `json:"damage_type,omitempty"`
	Ranged      bool               `json:"ranged,omitempty"`
	ExtraDice   rules.Dice         `json:"extra_dice,omitzero"` // a magic weapon's extra damage
	Attacks     int                `json:"attacks"`             // weapon attacks per Attack action
	InitMod     int                `json:"init_mod"`
	SaveBonus   int                `json:"save_bonus,omitempty"`  // worn items' bonus to every save
	Resist      []rules.DamageType `json:"resist,omitempty"`      // damage types worn gear halves
	Passive     rules.RacePassive  `json:"passive,omitempty"`     // the race's combat passive
	CanShield   bool               `json:"can_shield,omitempty"`  // knows the Shield spell
	FocusBonus  int                `json:"focus_bonus,omitempty"` // held focus's bonus to spell attack and DC
	Conditions  []Cond             `json:"conditions,omitempty"`

	// Turns counts the seat's turns started so far; the features that last
	// some of its turns count on it.
	Turns int `json:"turns"`

	// Turn economy: reset when the player's turn starts.
	InTurn       bool `json:"in_turn,omitempty"`
	ActionUsed   bool `json:"action_used,omitempty"`
	BonusUsed    bool `json:"bonus_used,omitempty"`
	ExtraActions int  `json:"extra_actions,omitempty"` // Action Surge
	SneakUsed    bool `json:"sneak_used,omitempty"`    // Sneak Attack this turn
	DivineUsed   bool `json:"divine_used,omitempty"`   // Divine Strike this turn
	SlayerUsed   bool `json:"slayer_used,omitempty"`   // Colossus Slayer this turn
	DodgeUsed    bool `json:"dodge_used,omitempty"`    // Uncanny Dodge since the player's last turn
	BonusSpell   bool `json:"bonus_spell,omitempty"`   // a bonus-action spell this turn (rules §1.6)
	LeveledSpell bool `json:"leveled_spell,omitempty"` // a spell not an action cantrip this turn

	// Fight-long flags.
	Fled          bool       `json:"fled,omitempty"`           // a party's seat that fled the fight (rules §2.13)
	Auto          bool       `json:"auto,omitempty"`           // a party's seat on autopilot: the policy plays its turns (rules §2.13)
	Acted         bool       `json:"acted,omitempty"`          // has taken any action this fight
	Hasted        bool       `json:"hasted,omitempty"`         // Blooper Ink: acts first from next round
	OpeningUsed   bool       `json:"opening_used,omitempty"`   // Rogue Opening Strike spent
	LuckyUsed     bool       `json:"lucky_used,omitempty"`     // Halfling reroll spent
	Nat20s        int        `json:"nat20s,omitempty"`         // natural 20s the player kept on a d20 this fight
	Nat1s         int        `json:"nat1s,omitempty"`          // natural 1s the player kept on a d20 this fight
	RageTriggered bool       `json:"rage_triggered,omitempty"` // Orc: HP first fell below 50%
	RagePending   bool       `json:"rage_pending,omitempty"`   // Orc: next hit deals +50%
	Hidden        bool       `json:"hidden,omitempty"`         // Cunning Action (Hide): next attack has advantage
	ShieldUp      bool       `json:"shield_up,omitempty"`      // Shield spell until the next turn
	BlinkTurns    int        `json:"blink_turns,omitempty"`    // the player's turns of Blink left
	Ethereal      bool       `json:"ethereal,omitempty"`       // blinked out until the player's next turn
	Marked        int        `json:"marked"`                   // Hunter's Mark target index, -1 none
	MarkDice      rules.Dice `json:"mark_dice,omitzero"`
	Revealed      bool       `json:"revealed,omitempty"` // disadvantage on the next attack
	PoisonTicks   int        `json:"poison_ticks,omitempty"`
	GuardianDice  rules.Dice `json:"guardian_dice,omitzero"` // Spirit Guardians per turn
	GuardianDC    int        `json:"guardian_dc,omitempty"`

	// Fighter subclasses (rules §1.11): the Berserker's rage and the
	// player turn (Player.Turns) it ends as, the player turn a Battle
	// Master last spent a superiority die on, and the advantage that die
	// set up for the next attack.
	Raging          bool `json:"raging,omitempty"`
	RageUntil       int  `json:"rage_until,omitempty"`
	SuperiorityTurn int  `json:"superiority_turn,omitempty"`
	SetUp           bool `json:"set_up,omitempty"`

	// Spiritual Weapon (rules §1.6): the last of the player's turns
	// (Player.Turns) it strikes on, 0 for none, and its strike.
	SpiritLast  int        `json:"spirit_last,omitempty"`
	SpiritDice  rules.Dice `json:"spirit_dice,omitzero"`
	SpiritBonus int        `json:"spirit_bonus,omitempty"`

	// DuplicityLast is the last of the player's turns (Player.Turns)
	// its Invoke Duplicity double gives advantage on, 0 for none (rules §1.11).
	DuplicityLast int `json:"duplicity_last,omitempty"`
	// The Paladin (rules §1.7, §1.11): the slot a readied Divine Smite
	// spends on the Attack action's first melee hit (0: none readied),
	// the last of the player's turns Sacred Weapon is up on, and the
	// Vow of Enmity's last turn and foe (1 + its index, 0 for none).
	SmiteSlot int `json:"smite_slot,omitempty"`
	// The Warlock (rules §1.7, §1.11): temporary HP (Fiendish Vigor, Dark
	// One's Blessing) and the feature that gave them, and the foe (1 + its
	// index, 0 for none) whose warded miss gives the next attack on it
	// advantage (Entropic Ward).
	TempHP     int             `json:"temp_hp,omitempty"`
	TempFrom   rules.FeatureID `json:"temp_from,omitempty"`
	EntropicOn int             `json:"entropic_on,omitempty"`
	SacredLast int             `json:"sacred_last,omitempty"`
	VowLast    int             `json:"vow_last,omitempty"`
	VowOn      int             `json:"vow_on,omitempty"`
	// The Sorcerer's origins (rules §1.11): Tides of Chaos's advantage
	// waiting on the next attack roll, and the player's turn whose
	// Tempestuous Magic flight turns the next attack on it (0: none).
	TidesUp   bool `json:"tides_up,omitempty"`
	TempestOn int  `json:"tempest_on,omitempty"`
	// The Druid (rules §1.7, §1.11): the Wild Shape form the player is
	// in ("" for none; its AC and attack stand in the player's while it
	// lasts) with its HP left and maximum, and the Shepherd's Spirit
	// Totem: its spirit, its last turn and the bear's temporary HP left.
	Form      string     `json:"form,omitempty"`
	FormHP    int        `json:"form_hp,omitempty"`
	FormMaxHP int        `json:"form_max_hp,omitempty"`
	BeamDice  rules.Dice `json:"beam_dice,omitzero"` // Moonbeam per turn
	BeamDC    int        `json:"beam_dc,omitempty"`
	Totem     string     `json:"totem,omitempty"`
	TotemLast int        `json:"totem_last,omitempty"`
	TotemHP   int        `json:"totem_hp,omitempty"`
	// The Ranger's subclasses (rules §1.11): the player's turn
	// (Player.Turns) Horde Breaker last swung on, and whether Dread
	// Ambusher's first-hit dice are spent.
	HordeTurn  int  `json:"horde_turn,omitempty"`
	AmbushUsed bool `json:"ambush_used,omitempty"`
	// SlayerNoted: the log has said once this fight how a Hunter's
	// Colossus Slayer rolls (rules §1.11).
	SlayerNoted bool `json:"slayer_noted,omitempty"`

	// Consumable effects (rules §2.11); percentages are whole numbers.
	DamageReduction int  `json:"damage_reduction,omitempty"`
	Absorb          bool `json:"absorb,omitempty"`
	ReflectPct      int  `json:"reflect_pct,omitempty"`
	DamageBoost     int  `json:"damage_boost,omitempty"`
	CritBoost       int  `json:"crit_boost,omitempty"` // extra crit faces below 20
	FirstHitCrit    int  `json:"first_hit_crit,omitempty"`
	EnemyMissPct    int  `json:"enemy_miss_pct,omitempty"`
	EnemyMissRounds int  `json:"enemy_miss_rounds,omitempty"`

	// Monster drains, fight-long (rules §2.6).
	StatDrain    int `json:"stat_drain,omitempty"`     // STR points drained (≤ StatDrainCap)
	ACDebuff     int `json:"ac_debuff,omitempty"`      // AC lost (≤ DebuffCap)
	MaxHPDrained int `json:"max_hp_drained,omitempty"` // combat max HP lost

	// Arcane Ward (rules §1.11): HP it has left and its maximum, 0 without it.
	Ward    int `json:"ward,omitempty"`
	WardMax int `json:"ward_max,omitempty"`
}

// Enemy is one monster in the fight, built from a content.Monster with the
// zone tier's floors applied.
type Enemy struct {
	ID         string          `json:"id"`   // "e1", "e2" ...
	Name       string          `json:"name"` // display name, numbered when repeated
	Monster    content.Monster `json:"monster"`
	HP         int             `json:"hp"`
	MaxHP      int             `json:"max_hp"`
	Conditions []Cond          `json:"conditions,omitempty"`
	Phase2     bool            `json:"phase2,omitempty"`
	Legendary  int             `json:"legendary,omitempty"` // legendary resistances left
	// LegendaryActs is the legendary actions left this round (rules §2.7),
	// regained at the start of the boss's turn.
	LegendaryActs int  `json:"legendary_acts,omitempty"`
	Recharging    bool `json:"recharging,omitempty"` // its area ability waits for a recharge
	Buff          int  `json:"buff,omitempty"`       // ally-buff to-hit bonus
	BuffRounds    int  `json:"buff_rounds,omitempty"`
	Survived      bool `json:"survived,omitempty"` // survive_at_1 spent
	Reformed      bool `json:"reformed,omitempty"` // a boss's re-forming (Monster.ReformAt) spent
	Guided        bool `json:"guided,omitempty"`   // next attack against it has advantage
	Dead          bool `json:"dead,omitempty"`
	Escaped       bool `json:"escaped,omitempty"`
	// LastHitBy is 1 + the seat that last hurt it in a party fight, 0 for
	// none: foes turn on whoever hurt them (rules §2.13).
	LastHitBy int `json:"last_hit_by,omitempty"`
}

// Standing reports whether the enemy is still in the fight.
func (e *Enemy) Standing() bool { return !e.Dead && !e.Escaped }

// State is a whole fight. It is plain data and serialises to JSON for the
// fight table. Seed and Key name its random streams and Seq counts the
// streams drawn so far; together they make a resumed fight roll exactly
// like an uninterrupted one.
//
// Players holds the seats (one, or a party's, rules §2.13) and Seat the one
// in focus, which Player returns: the seat whose turn it is, or the one a
// foe's turn swings at. Order lists actors in initiative order (0 is the
// first seat, i+1 is Enemies[i], and seat k > 0 is len(Enemies)+k, so a
// solo fight's actors and streams are those of a party's first seat); Turn
// indexes it. Between commands a running fight always waits on a seat's
// turn. Log holds the events of the last call.
type State struct {
	Version      int            `json:"version"`
	Seed         uint64         `json:"seed"`
	Key          string         `json:"key"`
	Seq          int            `json:"seq"`
	Kind         Kind           `json:"kind"`
	Tier         int            `json:"tier"`
	ZoneID       content.ZoneID `json:"zone_id,omitempty"`
	OverBand     int            `json:"over_band,omitempty"`  // levels above the zone's band (LevelsOverBand): less XP
	UnderBand    int            `json:"under_band,omitempty"` // levels under the zone's band at the set-out level (content.Zone.LevelsUnderBand): fewer finds
	Mood         float64        `json:"mood"`
	Round        int            `json:"round"`
	RoundCap     int            `json:"round_cap"`
	Phases       PhasePlan      `json:"phases"`
	Order        []int          `json:"order"`
	Turn         int            `json:"turn"`
	Players      []Player       `json:"players"`        // the seats; a solo fight has one
	Seat         int            `json:"seat,omitempty"` // the seat in focus (Player)
	Enemies      []Enemy        `json:"enemies"`
	EnemyACBonus int            `json:"enemy_ac_bonus,omitempty"`
	LoudThreat   int            `json:"loud_threat,omitempty"` // threat from loud spells so far
	Recovery     time.Duration  `json:"recovery"`
	Practice     bool           `json:"practice,omitempty"` // a practice bout: no XP, no loot
	Surprise     bool           `json:"surprise,omitempty"` // the enemies surprised the player (Spec.Surprise)
	Env          Env            `json:"env,omitzero"`       // what the surroundings do (Spec.Env)
	Result       Result         `json:"result,omitempty"`
	Outcome      *Outcome       `json:"outcome,omitempty"`
	Log          []Event        `json:"log,omitempty"`

	evs      []Event       // events of the call in progress
	fake     roller        // tests only: replaces every stream
	curSpell rules.SpellID // the spell being resolved, stamped on its events
	holdWin  bool          // a hit is resolving: its retaliation comes before the victory
	empower  bool          // Empowered Evocation still to add to this cast (rules §1.11)
	casting  bool          // a cast of the player's is resolving, for Grim Harvest (rules §1.11)
	castSlot int           // the slot of the spell resolving, for Grim Harvest (rules §1.11)
	allyAt   int           // 1 + the seat the action in progress heals (Action.Ally); 0: the seat in focus
	rerolls  int           // Empowered Spell's dice still to reroll in this cast (rules §1.7)
	affinity int           // Elemental Affinity still to add to this cast's damage (rules §1.11)
}

// Player returns the seat in focus (Seat): the one whose turn it is, or
// the one a foe's turn swings at. A State always has a seat (New builds
// them, a saved fight reads them).
func (s *State) Player() *Player { return &s.Players[s.Seat] }

// Over reports whether the fight has ended.
func (s *State) Over() bool { return s.Result != ResultOngoing }

// Standing returns the indices of the enemies still in the fight.
func (s *State) Standing() []int {
	out := make([]int, 0, len(s.Enemies))
	for i := range s.Enemies {
		if s.Enemies[i].Standing() {
			out = append(out, i)
		}
	}
	return out
}

// anyStanding reports whether an enemy is still in the fight.
func (s *State) anyStanding() bool {
	for i := range s.Enemies {
		if s.Enemies[i].Standing() {
			return true
		}
	}
	return false
}

// Clone returns a deep copy of s, so changing the copy never changes s.
func (s State) Clone() State {
	out := s
	out.Players = make([]Player, len(s.Players))
	for i, p := range s.Players {
		out.Players[i] = p.clone()
	}
	out.Enemies = make([]Enemy, len(s.Enemies))
	for i, e := range s.Enemies {
		out.Enemies[i] = e.clone()
	}
	out.Order = append([]int(nil), s.Order...)
	out.Log = append([]Event(nil), s.Log...)
	if s.Outcome != nil {
		o := s.Outcome.clone()
		out.Outcome = &o
	}
	out.evs = nil
	return out
}

func (p Player) clone() Player {
	out := p
	out.Char = p.Char.Clone()
	out.Conditions = append([]Cond(nil), p.Conditions...)
	out.Resist = append([]rules.DamageType(nil), p.Resist...)
	return out
}

func (e Enemy) clone() Enemy {
	out := e
	out.Conditions = append([]Cond(nil), e.Conditions...)
	if e.Monster.Multiattack != nil {
		ma := *e.Monster.Multiattack
		ma.Swings = append([]int(nil), ma.Swings...)
		out.Monster.Multiattack = &ma
	}
	out.Monster.Tags = append([]content.KillTag(nil), e.Monster.Tags...)
	return out
}

// actor ids: the player is 0, Enemies[i] is i+1.
const playerActor = 0

// PlayerID is the Event actor/target ID of the player.
const PlayerID = "player"
