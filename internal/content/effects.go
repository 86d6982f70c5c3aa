package content

import "github.com/gogobee/gogobee/internal/rules"

// Effect is one entry of the auto-resolve engine's monster ability
// vocabulary (rules §2.6). The combat rules decide how an effect plays out;
// its numbers are the constants below.
type Effect string

// The monster ability effects (rules §2.6).
const (
	EffectNone        Effect = ""             // the monster has no special ability
	EffectPoison      Effect = "poison"       // PoisonTicks ticks of PoisonTickMin–PoisonTickMax damage
	EffectEnrage      Effect = "enrage"       // Attack × EnrageMultiplier below EnrageBelow of max HP
	EffectStun        Effect = "stun"         // the target loses its action
	EffectLifesteal   Effect = "lifesteal"    // heals LifestealFraction of the damage dealt
	EffectCleave      Effect = "cleave"       // a follow-up hit for CleaveFraction of the damage
	EffectBonusDamage Effect = "bonus_damage" // extra damage on the hit
	EffectAoE         Effect = "aoe"          // area damage scaled from defence × AoEDefenceFactor
	EffectAoEFire     Effect = "aoe_fire"     // fire area damage
	EffectExecute     Effect = "execute"      // damage × ExecuteMultiplier when the target is below ExecuteBelow
	EffectSelfHeal    Effect = "self_heal"    // heals at least MaxHP / SelfHealDivisor
	EffectEvade       Effect = "evade"        // avoids an attack
	EffectBlock       Effect = "block"        // blocks about BlockChance of a hit
	EffectAdvantage   Effect = "advantage"    // rolls with advantage
	EffectRetaliate   Effect = "retaliate"    // reflects RetaliateFraction of the damage taken
	EffectRegenerate  Effect = "regenerate"   // heals MaxHP / RegenerateDivisor per round
	EffectSurviveAt1  Effect = "survive_at_1" // survives a killing blow at 1 HP
	EffectStatDrain   Effect = "stat_drain"   // drains a stat, at most StatDrainCap in total
	EffectDebuff      Effect = "debuff"       // lowers the target's AC, at most DebuffCap in total
	EffectMaxHPDrain  Effect = "max_hp_drain" // reduces the target's max HP
	EffectSpellResist Effect = "spell_resist" // halves spell damage
	EffectRevealAct   Effect = "reveal_action"
	EffectFearImmune  Effect = "fear_immune" // immune to the frightened condition
	EffectAllyBuff    Effect = "ally_buff"   // buffs allies, at most AllyBuffCap in total
	EffectDeathAoE    Effect = "death_aoe"   // area damage when the monster dies
)

// The effect vocabulary's numbers (rules §2.6). Fractions are of the named
// quantity; HP values are hit points.
const (
	PoisonTicks       = 2    // poison damage ticks
	PoisonTickMin     = 3    // HP per poison tick, lowest
	PoisonTickMax     = 5    // HP per poison tick, highest
	EnrageMultiplier  = 1.5  // attack multiplier while enraged
	EnrageBelow       = 0.40 // enrage starts below this fraction of max HP
	LifestealFraction = 0.5  // fraction of damage dealt that heals the monster
	CleaveFraction    = 0.5  // follow-up hit as a fraction of the first hit
	AoEDefenceFactor  = 0.4  // aoe damage scales from target defence × this
	ExecuteMultiplier = 1.3  // damage multiplier of an execute
	ExecuteBelow      = 0.30 // execute applies below this fraction of the target's max HP
	SelfHealDivisor   = 5    // self_heal restores at least MaxHP / 5
	BlockChance       = 0.5  // share of a hit a block stops
	RetaliateFraction = 0.5  // fraction of damage taken reflected
	RegenerateDivisor = 12   // regenerate restores MaxHP / 12 each round
	StatDrainCap      = 12   // most a stat can be drained in one fight
	DebuffCap         = 6    // most AC a debuff can remove in one fight
	AllyBuffCap       = 15   // most an ally buff can add in one fight
)

var knownEffects = map[Effect]string{
	EffectPoison:      "poison: damage over two ticks",
	EffectEnrage:      "enrage: hits harder when badly hurt",
	EffectStun:        "stun: the target loses its action",
	EffectLifesteal:   "lifesteal: heals half the damage it deals",
	EffectCleave:      "cleave: a half-damage follow-up hit",
	EffectBonusDamage: "bonus damage on the hit",
	EffectAoE:         "area damage",
	EffectAoEFire:     "fire area damage",
	EffectExecute:     "execute: extra damage to a badly hurt target",
	EffectSelfHeal:    "self-heal",
	EffectEvade:       "evade: avoids an attack",
	EffectBlock:       "block: stops about half a hit",
	EffectAdvantage:   "advantage on the attack roll",
	EffectRetaliate:   "retaliate: reflects half the damage taken",
	EffectRegenerate:  "regenerate: heals every round",
	EffectSurviveAt1:  "survives a killing blow at 1 HP",
	EffectStatDrain:   "drains an ability score",
	EffectDebuff:      "lowers the target's AC",
	EffectMaxHPDrain:  "reduces the target's maximum HP",
	EffectSpellResist: "halves spell damage",
	EffectRevealAct:   "imposes disadvantage on the target",
	EffectFearImmune:  "immune to the frightened condition",
	EffectAllyBuff:    "buffs its allies",
	EffectDeathAoE:    "bursts for area damage when it dies",
}

// Valid reports whether e is EffectNone or one of the vocabulary's effects.
func (e Effect) Valid() bool {
	if e == EffectNone {
		return true
	}
	_, ok := knownEffects[e]
	return ok
}

// Summary is a short plain description of the effect for help text; "" for
// EffectNone or an unknown effect.
func (e Effect) Summary() string { return knownEffects[e] }

// Phase is the auto-resolve fight phase in which an ability may proc
// (rules §2.2): opening, clash, decisive, or any phase.
type Phase string

// Fight phases an ability can be limited to.
const (
	PhaseAny      Phase = "any"
	PhaseOpening  Phase = "opening"
	PhaseClash    Phase = "clash"
	PhaseDecisive Phase = "decisive"
)

// Valid reports whether p is one of the four phases.
func (p Phase) Valid() bool {
	switch p {
	case PhaseAny, PhaseOpening, PhaseClash, PhaseDecisive:
		return true
	}
	return false
}

// Allows reports whether an ability limited to p may proc during phase
// current. PhaseAny allows every phase; sudden death counts as decisive for
// this check, so callers pass PhaseDecisive for it.
func (p Phase) Allows(current Phase) bool { return p == PhaseAny || p == current }

// Ability is a monster's special ability (rules §2.6): its
// name, its effect from the vocabulary, the chance it procs on a turn
// (0–1), the phase it is limited to and, for a stun, the saving throw
// that shakes it off ("" for CON; rules §6.1 gives some bosses' own, as
// Lord Aldric's Charm, WIS).
type Ability struct {
	Name   string        `json:"name,omitempty"`
	Effect Effect        `json:"effect,omitempty"`
	Proc   float64       `json:"proc,omitempty"`
	Phase  Phase         `json:"phase,omitempty"`
	Save   rules.Ability `json:"save,omitempty"`
}
