package combat

import (
	"maps"
	"slices"

	"github.com/gogobee/gogobee/internal/content"
)

// PhasePlan is how many rounds the opening, clash and decisive phases last
// (rules §2.2). Rounds after the decisive phase are sudden death, which
// counts as decisive for abilities.
type PhasePlan struct {
	Opening  int `json:"opening"`
	Clash    int `json:"clash"`
	Decisive int `json:"decisive"`
}

// basePhases are the phase lengths per fight kind before the random extra
// round (rules §2.2: default 2/3/1, boss 1/3/2). Opening and clash each
// get +0 or +1 rounds when a fight starts.
var basePhases = map[Kind]PhasePlan{
	KindNormal: {Opening: 2, Clash: 3, Decisive: 1},
	KindElite:  {Opening: 2, Clash: 3, Decisive: 1},
	KindBoss:   {Opening: 1, Clash: 3, Decisive: 2},
}

// BasePhases returns a copy of basePhases, the table above: changing it changes
// nothing shipped.
func BasePhases() map[Kind]PhasePlan { return maps.Clone(basePhases) }

func planPhases(k Kind, r roller) PhasePlan {
	p := basePhases[k]
	p.Opening += r.IntN(2)
	p.Clash += r.IntN(2)
	return p
}

// PhaseAt returns the phase of a round: opening, clash, or decisive (which
// includes sudden death).
func (p PhasePlan) PhaseAt(round int) content.Phase {
	switch {
	case round <= p.Opening:
		return content.PhaseOpening
	case round <= p.Opening+p.Clash:
		return content.PhaseClash
	}
	return content.PhaseDecisive
}

// Phase returns the current phase of the fight.
func (s *State) Phase() content.Phase { return s.Phases.PhaseAt(s.Round) }

// EnemyInitiativeMod is a monster's initiative modifier: its Speed stat
// read as a DEX score, (Speed − 10) / 2 rounded down (rules §1.2: the
// engine uses its own Speed stat for initiative).
func EnemyInitiativeMod(m content.Monster) int { return floorDiv(m.Speed-10, 2) }

func floorDiv(a, b int) int {
	q := a / b
	if (a%b != 0) && ((a < 0) != (b < 0)) {
		q--
	}
	return q
}

// rollInitiative rolls d20 + modifier for everyone once and sorts the
// turn order, highest first: the seats win ties against the enemies and
// keep their seat order among themselves, the enemies their listed order
// (rules §2.2, §2.13). A seat's roll feels the expedition's roll penalty
// (Env.RollPenalty, rules §8.16). The first seat rolls first and a
// party's other seats after the enemies, so a solo fight draws what it
// always drew.
func (s *State) rollInitiative(r roller, enemyAdv bool) {
	scores := make(map[int]int, len(s.Enemies)+len(s.Players))
	scores[playerActor] = s.seatInitiative(r, 0)
	s.ambushInitiative()
	for i := range s.Enemies {
		d := r.Die(20)
		if enemyAdv {
			d = max(d, r.Die(20))
		}
		scores[i+1] = d + EnemyInitiativeMod(s.Enemies[i].Monster)
		e := s.ev(EvInitiative, i+1, -1)
		e.Total = scores[i+1]
		s.emit(e)
	}
	for k := 1; k < len(s.Players); k++ {
		s.Seat = k
		scores[s.seatActor(k)] = s.seatInitiative(r, k)
		s.ambushInitiative()
	}
	s.Seat = 0
	s.Order = make([]int, 0, len(scores))
	for k := range s.Players {
		s.Order = append(s.Order, s.seatActor(k))
	}
	for i := range s.Enemies {
		s.Order = append(s.Order, i+1)
	}
	slices.SortStableFunc(s.Order, func(a, b int) int { return scores[b] - scores[a] })
	s.Turn = 0
}

// seatInitiative rolls seat k's initiative and records it.
func (s *State) seatInitiative(r roller, k int) int {
	total := r.Die(20) + s.Players[k].InitMod - s.Env.RollPenalty
	e := s.ev(EvInitiative, s.seatActor(k), -1)
	e.Total = total
	s.emit(e)
	return total
}
