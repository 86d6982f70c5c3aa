package combat

import (
	"github.com/gogobee/gogobee/internal/dice"
	"github.com/gogobee/gogobee/internal/rules"
)

// roller is the part of *dice.Stream the engine rolls with. Tests replace
// it with a scripted roller.
type roller interface {
	Die(sides int) int
	Chance(p float64) bool
	IntN(n int) int
}

// Stream purposes, part of every stream key.
const (
	purposeInit = iota + 1
	purposeTurn
	purposeRound
	purposePlayer
	purposeLoot
	purposeLegendary
	purposeFinds
)

// rng returns a fresh stream for one piece of the fight, keyed by the fight
// seed and key plus one number packing the round, the actor, the purpose
// and a sequence number that State.Seq carries across saves, so a resumed
// fight draws the same streams an uninterrupted one does. (One packed
// number keeps stream derivation cheap: the simulator runs thousands of
// fights a second.)
func (s *State) rng(actor int, purpose int) roller {
	if s.fake != nil {
		return s.fake
	}
	s.Seq++
	return dice.NewStream(s.Seed, s.Key, streamKey(s.Round, actor, purpose, s.Seq))
}

// streamKey packs round (24 bits), actor+1 (8 bits), purpose (8 bits) and
// sequence number (24 bits) into one key part.
func streamKey(round, actor, purpose, seq int) uint64 {
	return uint64(round&0xffffff)<<40 | uint64((actor+1)&0xff)<<32 | uint64(purpose&0xff)<<24 | uint64(seq&0xffffff)
}

// stream returns a real keyed stream (loot rolls need a *dice.Stream).
func (s *State) stream(purpose, part int) *dice.Stream {
	return dice.NewStream(s.Seed, s.Key, streamKey(0, part, purpose, 0))
}

// rollDice rolls d on r: Count dice of Sides plus Bonus.
func rollDice(r roller, d rules.Dice) int {
	t := d.Bonus
	for range d.Count {
		t += r.Die(d.Sides)
	}
	return t
}

// rollDiceCrit rolls d with its dice doubled (SRD critical hit).
func rollDiceCrit(r roller, d rules.Dice, crit bool) int {
	if crit {
		d.Count *= 2
	}
	return rollDice(r, d)
}
