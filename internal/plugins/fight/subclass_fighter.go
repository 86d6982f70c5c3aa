package fight

import (
	"fmt"

	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/rules"
)

// The Fighter's subclasses in a turn-by-turn fight (rules §1.11): `!rage`
// for the Berserker, and what the Fighter's subclass has in force on the
// fight's Active line.

// rageReady reports whether `!rage` would take now: the Berserker's
// bonus action is free, a use is left and it is not raging yet.
func rageReady(st combat.State) bool {
	p := st.Player
	return !p.BonusUsed && !p.Raging && featureReady(p.Char, rules.FeatureRage)
}

// fighterActive names what the Fighter's subclass has in force for the
// Active line: the rage with its numbers, and the advantage a superiority
// die set up, with the dice left: "**Rage** (+2 damage on your weapon
// hits; the foes' weapon hits deal you half)".
func fighterActive(st combat.State) []string {
	p := st.Player
	var parts []string
	if p.Raging {
		parts = append(parts, fmt.Sprintf("**%s** (+%d damage on your weapon hits; the foes' weapon hits deal you half)",
			narrate.FeatureName(rules.FeatureRage), rules.RageDamage(p.Char.Level)))
	}
	if p.SetUp {
		parts = append(parts, fmt.Sprintf("**%s** (your next attack has advantage; superiority dice left: %d)",
			narrate.FeatureName(rules.FeatureCombatSuperiority), rules.FeatureUsesLeft(p.Char, rules.FeatureCombatSuperiority)))
	}
	return parts
}
