package harvest

import (
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/dice"
	"github.com/gogobee/gogobee/internal/rules"
)

// Noise tuning numbers (rules §7.5).
const (
	// NoiseThreat is the threat one noise tick adds; a node adds at most
	// one tick per pass.
	NoiseThreat = 2
	// NoiseThreatFloor: threat above it adds (threat − floor) / NoiseThreatStep
	// to the noise roll.
	NoiseThreatFloor = 40
	NoiseThreatStep  = 20
	// NaturalExplorerNoise: a character with Natural Explorer (the
	// Ranger) rolls this much lower in a wilderness zone.
	NaturalExplorerNoise = 3
	// PatrolMin and PatrolMax: how many ordinary enemies a patrol brings.
	PatrolMin = 2
	PatrolMax = 3
)

// NoiseOutcome is a noise roll's result (rules §7.5).
type NoiseOutcome string

// Noise outcomes by total: 1–8 quiet, 9–14 noise, 15–18 a standard enemy,
// 19–21 an elite, 22+ a patrol.
const (
	NoiseQuiet    NoiseOutcome = "quiet"
	NoiseNoise    NoiseOutcome = "noise"
	NoiseStandard NoiseOutcome = "standard"
	NoiseElite    NoiseOutcome = "elite"
	NoisePatrol   NoiseOutcome = "patrol"
)

// Interrupts reports whether the outcome stops the room's pass and starts
// a fight (standard, elite, patrol).
func (o NoiseOutcome) Interrupts() bool {
	return o == NoiseStandard || o == NoiseElite || o == NoisePatrol
}

// NoiseOutcomeFor returns the outcome of a noise roll total.
func NoiseOutcomeFor(total int) NoiseOutcome {
	switch {
	case total <= 8:
		return NoiseQuiet
	case total <= 14:
		return NoiseNoise
	case total <= 18:
		return NoiseStandard
	case total <= 21:
		return NoiseElite
	}
	return NoisePatrol
}

// NoiseModifier is what a noise roll in zone z adds to its d20 (rules §7.5):
// the zone tier, plus (threat − 40) / 20 (integer division) when threat is
// above 40, minus 3 in a wilderness zone for a character with Natural
// Explorer (the Ranger), minus the character's
// Quiet Work (rules §7.5: noise falls with experience and with level above the
// zone's tier).
func NoiseModifier(z content.Zone, threat int, c rules.Character, wilderness bool) int {
	m := z.Tier - QuietWork(c, z)
	if threat > NoiseThreatFloor {
		m += (threat - NoiseThreatFloor) / NoiseThreatStep
	}
	if wilderness && c.HasFeature(rules.FeatureNaturalExplore) {
		m -= NaturalExplorerNoise
	}
	return m
}

// QuietWork is how much quieter character c works in zone z: a Stealth
// bonus (proficiency bonus + DEX modifier, at least 0: a careful worker is
// a quiet one), plus 1 for every level above the zone's lowest (MinLevel:
// experience of the zone), plus 2 for every player tier (rules.PlayerTier)
// they stand above the zone's tier. A level-1 Human Fighter (DEX 15) in a
// Tier 1 zone (levels 1-3) works 4 quieter; at level 3, 6.
func QuietWork(c rules.Character, z content.Zone) int {
	return rules.ProficiencyBonus(c.Level) + max(0, c.Abilities.Mod(rules.DEX)) + max(0, c.Level-z.MinLevel) +
		2*max(0, rules.PlayerTier(c.Level)-z.Tier)
}

// Noise is one noise roll. ThreatTick marks the roll that added this
// node's one noise tick of the pass; a later noise result on the same node
// in the same pass adds nothing.
type Noise struct {
	D20        int          `json:"d20"`
	Modifier   int          `json:"modifier"`
	Total      int          `json:"total"`
	Outcome    NoiseOutcome `json:"outcome"`
	ThreatTick bool         `json:"threat_tick,omitempty"`
}

func rollNoise(z content.Zone, threat int, c rules.Character, wilderness bool, s roller) Noise {
	n := Noise{D20: s.D20(), Modifier: NoiseModifier(z, threat, c, wilderness)}
	n.Total = n.D20 + n.Modifier
	n.Outcome = NoiseOutcomeFor(n.Total)
	return n
}

// Interrupt is the fight a noisy attempt starts: the outcome (standard,
// elite or patrol), the node whose attempt caused it, the monster IDs from
// the zone roster (one ordinary enemy, one elite, or PatrolMin–PatrolMax
// ordinary enemies) and the surprise nick in HP the player takes before a
// standard fight (0 otherwise). The caller subtracts Nick from HP (Collect
// does) and starts the fight with auto-resolve (rules §7.5).
type Interrupt struct {
	Kind     NoiseOutcome        `json:"kind"`
	Node     string              `json:"node"`
	Monsters []content.MonsterID `json:"monsters"`
	Nick     int                 `json:"nick,omitempty"`
}

// newInterrupt draws the interrupt's monsters (from s, the roster draw)
// and the patrol size and nick (from d). A character below the zone's
// minimum level draws a standard enemy where the noise called an elite
// (rules §7.5: an elite from harvest noise never meets a character below the
// zone's level band without warning; the zone list says which levels a
// zone is meant for, the noise does not ambush past it).
func newInterrupt(kind NoiseOutcome, node string, z content.Zone, c rules.Character, s *dice.Stream, d roller) *Interrupt {
	if kind == NoiseElite && c.Level < z.MinLevel {
		kind = NoiseStandard
	}
	in := &Interrupt{Kind: kind, Node: node}
	pick := func(elite bool) {
		if id, ok := z.PickMonster(elite, s); ok {
			in.Monsters = append(in.Monsters, id)
		}
	}
	switch kind {
	case NoiseElite:
		pick(true)
	case NoisePatrol:
		for range d.Between(PatrolMin, PatrolMax) {
			pick(false)
		}
	default:
		pick(false)
		if len(in.Monsters) > 0 {
			m, _ := content.MonsterByID(in.Monsters[0])
			ab := content.ApplyFloors(m, z.Tier).AttackBonus
			in.Nick = SurpriseNick(d.Die(4), ab, z.Tier, c.HP, rules.MaxHP(c))
		}
	}
	return in
}

// SurpriseNick is the damage (HP) a standard interrupt's enemy lands
// before the fight (rules §7.5): d4 (the rolled 1d4) + the enemy's attack
// bonus / 2, at least the zone tier; for a player already below max HP at
// most max(1, HP / 5); and never so much that HP falls below 1 (0 at 1 HP).
func SurpriseNick(d4, attackBonus, tier, hp, maxHP int) int {
	nick := max(d4+attackBonus/2, tier)
	if hp < maxHP {
		nick = min(nick, max(1, hp/5))
	}
	return max(0, min(nick, hp-1))
}
