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
	p := *st.Player()
	return !p.BonusUsed && st.RageTurnsLeft() == 0 && featureReady(p.Char, rules.FeatureRage)
}

// fighterActive names what the Fighter's subclass has in force for the
// Active line: the rage with its numbers, and the advantage a superiority
// die set up, with the dice left: "**Rage** (+2 damage on your weapon
// hits; the foes' weapon hits deal you half; this turn and 2 more)".
func fighterActive(st combat.State) []string {
	p := *st.Player()
	var parts []string
	if left := st.RageTurnsLeft(); left > 0 {
		parts = append(parts, fmt.Sprintf("**%s** (+%d damage on your weapon hits; the foes' weapon hits deal you half; %s)",
			narrate.FeatureName(rules.FeatureRage), rules.RageDamage(p.Char.Level), rageLeftText(left)))
	}
	if p.SetUp {
		parts = append(parts, fmt.Sprintf("**%s** (your next attack has advantage; superiority dice left: %d)",
			narrate.FeatureName(rules.FeatureCombatSuperiority), rules.FeatureUsesLeft(p.Char, rules.FeatureCombatSuperiority)))
	}
	return parts
}

// rageLeftText says how long the rage lasts: "this turn and 2 more",
// "this turn only".
func rageLeftText(left int) string {
	if left <= 1 {
		return "this turn only"
	}
	return fmt.Sprintf("this turn and %d more", left-1)
}
