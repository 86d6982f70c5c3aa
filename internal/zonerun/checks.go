package zonerun

import (
	"slices"

	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/dice"
	"github.com/gogobee/gogobee/internal/rules"
)

// Check is one ability check as rolled (SRD: d20 + ability modifier, plus
// the proficiency bonus for a proficient skill, against a DC).
type Check struct {
	// Ability is the ability checked; Skill names the skill ("Perception")
	// or is "" for a plain ability check.
	Ability rules.Ability `json:"ability"`
	Skill   string        `json:"skill,omitempty"`
	// D20 is the die as it counts (after Reliable Talent), Mod the ability
	// modifier, Prof the proficiency bonus added (0 when not proficient),
	// Penalty the expedition's roll penalty in force (0 or less, rules
	// §8.16).
	D20     int  `json:"d20"`
	Mod     int  `json:"mod"`
	Prof    int  `json:"prof,omitempty"`
	Penalty int  `json:"penalty,omitempty"`
	Total   int  `json:"total"`
	DC      int  `json:"dc"`
	Passed  bool `json:"passed"`
}

// SkillPerception is the Perception skill's name.
const SkillPerception = "Perception"

// perceptionClasses are the classes proficient in Perception (rules
// §1.8: Ranger and Rogue).
var perceptionClasses = []rules.ClassID{rules.Ranger, rules.Rogue}

// ProficientInPerception reports whether c's class is proficient in the
// Perception skill (Ranger, Rogue).
func ProficientInPerception(c rules.Character) bool {
	return slices.Contains(perceptionClasses, c.Class)
}

// PerceptionBonus is c's Wisdom (Perception) modifier: the WIS modifier
// plus the proficiency bonus for a proficient class (SRD; rules §1.8).
func PerceptionBonus(c rules.Character) int {
	b := c.Abilities.Mod(rules.WIS)
	if ProficientInPerception(c) {
		b += rules.ProficiencyBonus(c.Level)
	}
	return b
}

// rollPerception rolls a Wisdom (Perception) check against dc on s, with
// the run owner's penalty to WIS rolls (env.Penalty: the roll penalty and
// the WIS penalty, rules §8.16). A proficient character with Reliable
// Talent treats a d20 of 9 or lower as a 10 (rules §1.8).
func rollPerception(c rules.Character, env combat.Env, dc int, s *dice.Stream) Check {
	ch := Check{Ability: rules.WIS, Skill: SkillPerception, D20: s.D20(), Mod: c.Abilities.Mod(rules.WIS), Penalty: -env.Penalty(rules.WIS), DC: dc}
	if ProficientInPerception(c) {
		ch.Prof = rules.ProficiencyBonus(c.Level)
		if c.HasFeature(rules.FeatureReliableTalent) && ch.D20 < 10 {
			ch.D20 = 10
		}
	}
	return ch.total()
}

// rollAbility rolls a plain ability check (d20 + ability modifier) against
// dc on s, with the run owner's penalty for ab (env.Penalty, rules §8.16).
func rollAbility(c rules.Character, env combat.Env, ab rules.Ability, dc int, s *dice.Stream) Check {
	return Check{Ability: ab, D20: s.D20(), Mod: c.Abilities.Mod(ab), Penalty: -env.Penalty(ab), DC: dc}.total()
}

// reDC returns the check with a different DC, passed or not against it
// (one Perception roll serves every Perception lock of a fork).
func (ch Check) reDC(dc int) Check {
	ch.DC = dc
	return ch.total()
}

func (ch Check) total() Check {
	ch.Total = ch.D20 + ch.Mod + ch.Prof + ch.Penalty
	ch.Passed = ch.Total >= ch.DC
	return ch
}
