package combat

import (
	"fmt"
	"math"
	"strings"

	"github.com/gogobee/gogobee/internal/rules"
)

// legendaryActions runs the legendary actions due at the end of actor's
// turn (rules §2.7, the SRD's shape): every standing boss with one left,
// other than actor itself and not incapacitated (stunned), spends one of
// its LegendaryActs and deals its dice, grown by its zone
// (content.LegendaryAction.Grow: "+30%"; a rising one's share of its dice:
// "at 50%"), and the player saves for half (saveForHalf). A drain
// (LegendaryAction.Drain) waits for a player held stunned through the
// turn (held) and heals the boss by what it deals. A player on the
// Ethereal Plane is out of reach. The event names the action with its
// dice, type, growth and save, so the log says what is coming before the
// save and the damage lines.
func (s *State) legendaryActions(actor int, held bool) {
	for i := range s.Enemies {
		en := &s.Enemies[i]
		la := en.Monster.Legendary
		if la == nil || i+1 == actor || en.LegendaryActs <= 0 || !en.Standing() || (la.Drain && !held) ||
			hasCond(en.Conditions, rules.Stunned) || s.Player().Ethereal || s.Over() {
			continue
		}
		en.LegendaryActs--
		grown := ""
		switch pct := int(math.Round((la.Grow - 1) * 100)); {
		case la.Grow <= 0 || pct == 0:
		case la.Rises:
			grown = fmt.Sprintf(" at %d%%", int(math.Round(la.Grow*100))) // a share of its dice
		default:
			grown = fmt.Sprintf(" %+d%%", pct)
		}
		r := s.rng(i, purposeLegendary)
		e := s.ev(EvLegendaryAction, i+1, playerActor)
		e.Detail = fmt.Sprintf("%s (legendary action: %s %s%s, %s save DC %d for half)",
			la.Name, la.Dice, la.Type, grown, strings.ToUpper(string(la.Save)), 8+en.Monster.AttackBonus)
		s.emit(e)
		dmg := rollDice(r, la.Dice)
		if la.Grow > 0 {
			dmg = int(math.Round(float64(dmg) * la.Grow))
		}
		lost := s.hurtPlayer(r, i+1, s.saveForHalf(r, i, la.Save, dmg), la.Type, la.Name, false)
		if la.Drain && lost > 0 && en.Standing() {
			s.healEnemy(i, lost)
		}
	}
}
