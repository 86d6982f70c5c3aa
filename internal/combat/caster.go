package combat

import "github.com/gogobee/gogobee/internal/rules"

// caster is the player's character with the gear-boosted ability scores
// (Player.Abilities), for the spell numbers: a Headband of Intellect's INT
// 19 is the INT a Mage casts with (SRD), as content.EffectiveOf shows on
// the sheet. Only the scores differ from p.Char; keep the sheet's own
// scores when saving a character cast from it.
func (p *Player) caster() rules.Character {
	c := p.Char
	c.Abilities = p.Abilities
	return c
}
