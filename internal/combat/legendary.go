package combat

import "math"

// legendaryActions runs the legendary actions due at the end of the
// player's turn (rules §2.7): every standing boss with one deals its dice,
// grown by its zone (content.LegendaryAction.Grow), and the player saves
// for half (saveForHalf). A player on the Ethereal Plane is out of reach.
func (s *State) legendaryActions() {
	for i := range s.Enemies {
		en := &s.Enemies[i]
		la := en.Monster.Legendary
		if la == nil || !en.Standing() || s.Player.Ethereal || s.Over() {
			continue
		}
		r := s.rng(i, purposeLegendary)
		e := s.ev(EvLegendaryAction, i+1, playerActor)
		e.Detail = la.Name
		s.emit(e)
		dmg := rollDice(r, la.Dice)
		if la.Grow > 0 {
			dmg = int(math.Round(float64(dmg) * la.Grow))
		}
		s.hurtPlayer(r, i+1, s.saveForHalf(r, i, la.Save, dmg), la.Type, la.Name, false)
	}
}
