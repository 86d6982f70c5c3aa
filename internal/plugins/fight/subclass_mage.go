package fight

import (
	"fmt"

	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/rules"
)

// thrallText is the Necromancer's skeleton on the Active line (rules
// §1.11), "" when it strikes no more.
func thrallText(st combat.State) string {
	n := st.ThrallTurnsLeft()
	if n <= 0 {
		return ""
	}
	when := fmt.Sprintf("%d turns with this one", n)
	if n == 1 {
		when = "this turn is its last"
	}
	return fmt.Sprintf("**%s** (your %s strikes when your bonus action is left free; %s)", narrate.FeatureName(rules.FeatureUndeadThrall), rules.ThrallName, when)
}
