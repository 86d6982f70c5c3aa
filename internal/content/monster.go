package content

import (
	"math"
	"slices"

	"github.com/gogobee/gogobee/internal/clone"
	"github.com/gogobee/gogobee/internal/rules"
)

// MaxMonsterAttackBonus caps every monster's attack bonus (rules §2.8).
const MaxMonsterAttackBonus = 11

// MaxMonsterAttack caps the rescaled Attack value (rules §2.8).
const MaxMonsterAttack = 38

// Multiattack is an SRD-style multiattack profile for the turn-based elite
// and boss fights (rules §2.7): one to-hit bonus and the damage (HP) of each
// swing in a round. Derived marks a profile built by DeriveMultiattack rather
// than recorded.
type Multiattack struct {
	ToHit   int   `json:"to_hit"`
	Swings  []int `json:"swings"`
	Derived bool  `json:"derived,omitempty"`
}

// Total is the damage (HP) of a round in which every swing hits.
func (m Multiattack) Total() int {
	t := 0
	for _, s := range m.Swings {
		t += s
	}
	return t
}

// MonsterID identifies a bestiary monster: its snake_case ID in the
// content data ("goblin_boss"), a string underneath, written as such in
// JSON, YAML and the store's columns. The zero MonsterID is none. The
// zone graph package, beneath the bestiary, holds a room's fixed foe
// (zonegraph.Content.EncounterOverride) as a plain string.
type MonsterID string

// Monster is one bestiary entry (rules §2.8). Attack is the rescaled "Atk
// new" value used by the auto-resolve engine; AttackBonus is the to-hit
// bonus (at most MaxMonsterAttackBonus). Speed feeds initiative, BlockRate
// is a chance 0–1, XP is the bestiary XP value (zone kills award XP by the
// formula of rules §2.10 instead).
//
// Damage is the dice a single hit rolls, derived from Attack by
// DamageDiceFor for every monster. Elites and bosses also carry a
// Multiattack profile for turn-based fights. Phase2At is the fraction of
// max HP at or below which a boss enters phase 2 (0: no numeric phase 2).
// ReformAt is the fraction of max HP a boss re-forms with the first time it
// drops to 0 HP, entering phase 2 then (Lord Aldric's mist form; 0: it
// falls).
type Monster struct {
	ID          MonsterID `json:"id"`
	Name        string    `json:"name"`
	CR          float64   `json:"cr"`
	HP          int       `json:"hp"`
	AC          int       `json:"ac"`
	Attack      int       `json:"attack"`
	AttackBonus int       `json:"attack_bonus"`
	Speed       int       `json:"speed"`
	BlockRate   float64   `json:"block_rate"`
	XP          int       `json:"xp"`
	Ability     Ability   `json:"ability"`

	Elite      bool `json:"elite,omitempty"`
	Boss       bool `json:"boss,omitempty"`
	RegionBoss bool `json:"region_boss,omitempty"` // a region boss, rules §6.7 (also Boss)

	Multiattack          *Multiattack `json:"multiattack,omitempty"`
	Phase2At             float64      `json:"phase2_at,omitempty"`
	ReformAt             float64      `json:"reform_at,omitempty"`
	LegendaryResistances int          `json:"legendary_resistances,omitempty"`
	// Legendary is the boss's legendary action (rules §2.7), nil for none.
	Legendary *LegendaryAction `json:"legendary_action,omitempty"`

	Damage rules.Dice `json:"damage"`
	Tags   []KillTag  `json:"tags,omitempty"`
}

// LegendaryAction is a boss's legendary action (rules §2.7), in the SRD's
// shape: the boss has PerRound legendary actions a round, regained at the
// start of its turn, and spends one at the end of each other creature's
// turn (the player's, or another enemy's) while it has one left. Each deals
// Dice of Type damage, and the player makes a Save against 8 + the boss's
// to-hit for half (a DEX save is an area: Evasion applies). Grow
// multiplies the damage rolled (0 means 1): a zone that sizes its foes to
// the character sets it (rules §2.8, Zone.Foes). A Rising action is one
// the boss saves for stronger intruders: it takes none against a
// character who set out at the zone's lowest level, and from there its
// damage rises in a straight line to its full dice at the band's top
// (Grow = Zone.BandShare; AsFought). A Drain is one the boss takes only
// against a player it holds stunned (the SRD aboleth's Psychic Drain on
// the creature it enslaved), and it regains the HP the player loses.
type LegendaryAction struct {
	Name     string           `json:"name"`
	Dice     rules.Dice       `json:"dice"`
	Save     rules.Ability    `json:"save"`
	Type     rules.DamageType `json:"type"`
	PerRound int              `json:"per_round,omitempty"` // legendary actions a round; 0 reads as 1
	Grow     float64          `json:"grow,omitempty"`
	Rises    bool             `json:"rises,omitempty"`
	Drain    bool             `json:"drain,omitempty"`
}

// Uses is the number of legendary actions the boss regains at the start
// of its turn (rules §2.7): PerRound, at least 1 (a fight saved before
// PerRound was recorded reads 0).
func (la LegendaryAction) Uses() int { return max(1, la.PerRound) }

// HasTag reports whether killing m counts as a kill of tag.
func (m Monster) HasTag(tag KillTag) bool { return slices.Contains(m.Tags, tag) }

// clone returns a deep copy of m, so callers cannot change the tables.
func (m Monster) clone() Monster {
	out := m
	out.Multiattack = clone.Ptr(m.Multiattack, func(ma *Multiattack) { ma.Swings = slices.Clone(ma.Swings) })
	out.Tags = slices.Clone(m.Tags)
	out.Legendary = clone.Ptr(m.Legendary)
	return out
}

// RescaledAttack is the rebalanced Attack value for a challenge rating
// (rules §2.8): round(1 + 1.5 × CR); for CR ≥ 10 the larger of that and
// round(1 + 1.7 × CR − 2); capped at MaxMonsterAttack. Halves round to the
// even integer, which gives the recorded values (CR 1 → 2,
// CR 5 → 8, CR 9 → 14).
func RescaledAttack(cr float64) int {
	a := math.RoundToEven(1 + 1.5*cr)
	if cr >= 10 {
		a = math.Max(a, math.RoundToEven(1+1.7*cr-2))
	}
	return int(math.Min(a, MaxMonsterAttack))
}

// DamageDiceFor is the dice one monster hit rolls for an Attack value
// (DERIVED from Attack). Rule: Attack 1–5 rolls one die
// with 2 × Attack sides (d2, d4, d6, d8, d10); higher Attack rolls
// Attack / 4 six-sided dice plus a flat bonus that brings the average to
// Attack or Attack + ½. So the average is always in [Attack, Attack + 0.5]
// (for example 6 → 1d6+3, 8 → 2d6+1, 21 → 5d6+4, 38 → 9d6+7). Attack < 1
// is treated as 1.
func DamageDiceFor(attack int) rules.Dice {
	if attack < 1 {
		attack = 1
	}
	if attack <= 5 {
		return rules.D(1, 2*attack)
	}
	n := attack / 4
	return rules.Dice{Count: n, Sides: 6, Bonus: attack - (7*n)/2}
}

// MonsterFloorAC is the lowest AC a monster has in a zone of the given tier
// (rules §2.8: 9 + tier for tier > 1; 0, no floor, at
// tier 1 or below).
func MonsterFloorAC(tier int) int {
	if tier <= 1 {
		return 0
	}
	return 9 + tier
}

// MonsterFloorAB is the lowest to-hit bonus a monster has in a zone of the
// given tier (rules §2.8: 4 + tier for tier > 1, never above
// MaxMonsterAttackBonus; 0, no floor, at tier 1 or below).
func MonsterFloorAB(tier int) int {
	if tier <= 1 {
		return 0
	}
	return min(4+tier, MaxMonsterAttackBonus)
}

// ApplyFloors returns a copy of m as it fights in a zone of the given tier:
// AC raised to MonsterFloorAC(tier), AttackBonus and the multiattack to-hit
// raised to MonsterFloorAB(tier) (rules §2.8). Values already above the
// floor are kept; tier 1 changes nothing.
func ApplyFloors(m Monster, tier int) Monster {
	out := m.clone()
	out.AC = max(out.AC, MonsterFloorAC(tier))
	out.AttackBonus = max(out.AttackBonus, MonsterFloorAB(tier))
	if out.Multiattack != nil {
		out.Multiattack.ToHit = max(out.Multiattack.ToHit, MonsterFloorAB(tier))
	}
	return out
}

// DeriveMultiattack builds a profile for an elite or boss whose profile the
// sheet does not record (DERIVED, rules §2.7: profiles are tuned to about
// 1.3 × Attack). The round total is round(1.3 × attack), split into two
// swings (three when the total is 24 or more), the larger swings first; the
// to-hit is the monster's attack bonus.
func DeriveMultiattack(attack, attackBonus int) *Multiattack {
	total := int(math.Round(1.3 * float64(attack)))
	if total < 2 {
		total = 2
	}
	n := 2
	if total >= 24 {
		n = 3
	}
	swings := make([]int, n)
	for i := range swings {
		swings[i] = total / n
		if i < total%n {
			swings[i]++
		}
	}
	return &Multiattack{ToHit: attackBonus, Swings: swings, Derived: true}
}
