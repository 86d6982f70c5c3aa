package expedition

import "github.com/gogobee/gogobee/internal/rules"

// starve takes rolled CON off character c for a starving day (rules §8.5):
// the score itself is lowered while the expedition lasts, so the HP
// maximum, the CON saves and every fight follow it, and HP above the
// lowered maximum falls to it. The loss is the roll capped at the CON left
// (ConLeft): no more is lost than the character had. Supplies.ConLost
// counts the whole loss; Supplies.ConTaken the part taken off the stored
// character, which the end of the expedition gives back (GiveBackCON).
// It returns the character and the CON lost.
func (e *Expedition) starve(c rules.Character, rolled int) (rules.Character, int) {
	lost := min(rolled, ConLeft(*e, c))
	e.Supplies.ConLost += lost
	taken := min(lost, max(0, c.Abilities.Con))
	c.Abilities.Con -= taken
	e.Supplies.ConTaken += taken
	c.HP = min(c.HP, rules.MaxHP(c))
	return c, lost
}

// ConLeft is the CON character c has left against forced extraction at 0
// (rules §8.5): the score as it stands, less any loss recorded but not
// taken off the score (an expedition starved before the score was
// lowered).
func ConLeft(e Expedition, c rules.Character) int {
	return max(0, c.Abilities.Con-(e.Supplies.ConLost-e.Supplies.ConTaken))
}

// GiveBackCON returns character c with the n CON starvation took off its
// score restored (rules §8.5: the loss lasts while the expedition does).
// HP is not raised: the higher maximum only makes room.
func GiveBackCON(c rules.Character, n int) rules.Character {
	if n > 0 {
		c.Abilities.Con += n
	}
	return c
}

// endStarvation clears the expedition's starvation as it leaves the field
// and returns the CON to give back to the character.
func (e *Expedition) endStarvation() int {
	back := e.Supplies.ConTaken
	e.Supplies.ConLost, e.Supplies.ConTaken = 0, 0
	return back
}
