package combat

import (
	"fmt"
	"math"
	"strings"

	"github.com/gogobee/gogobee/internal/content"
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
		if s.legendaryDue(i, actor, held) {
			s.legendaryAction(i)
		}
	}
}

// legendaryDue reports whether enemy i spends a legendary action at the
// end of actor's turn (rules §2.7): it has one and one left, is standing
// and not stunned, is not actor itself, a drain waits for a player held
// stunned, and the seat in focus is in reach (standing, not Ethereal;
// rules §2.13) in a fight not over.
func (s *State) legendaryDue(i, actor int, held bool) bool {
	en := &s.Enemies[i]
	la := en.Monster.Legendary
	return la != nil && i+1 != actor && en.LegendaryActs > 0 && en.Standing() && (!la.Drain || held) &&
		!hasCond(en.Conditions, rules.Stunned) && !s.Over() && s.seatStanding(s.Seat) && !s.Player().Ethereal
}

// legendaryAction spends one of enemy i's legendary actions (rules §2.7):
// the event naming it, its dice grown by the zone, the player's save for
// half, and a drain's healing of the boss by the HP the player lost.
func (s *State) legendaryAction(i int) {
	en := &s.Enemies[i]
	la := en.Monster.Legendary
	en.LegendaryActs--
	r := s.rng(i, purposeLegendary)
	e := s.ev(EvLegendaryAction, i+1, s.focusActor())
	e.Detail = fmt.Sprintf("%s (legendary action: %s %s%s, %s save DC %d for half)",
		la.Name, la.Dice, la.Type, legendaryGrowth(la), strings.ToUpper(string(la.Save)), 8+en.Monster.AttackBonus)
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

// legendaryGrowth is how the event names a legendary action's growth by
// its zone: " +30%" for a grown one, " at 50%" for a rising one's share
// of its dice, and "" for none.
func legendaryGrowth(la *content.LegendaryAction) string {
	switch pct := int(math.Round((la.Grow - 1) * 100)); {
	case la.Grow <= 0 || pct == 0:
		return ""
	case la.Rises:
		return fmt.Sprintf(" at %d%%", int(math.Round(la.Grow*100))) // a share of its dice
	default:
		return fmt.Sprintf(" %+d%%", pct)
	}
}
