package combat

import (
	"strconv"

	"github.com/gogobee/gogobee/internal/content"
)

// SeatID is the Event actor/target ID of seat k: PlayerID for the first,
// "player2", "player3" ... for a party's others (rules §2.13).
func SeatID(k int) string {
	if k == 0 {
		return PlayerID
	}
	return PlayerID + strconv.Itoa(k+1)
}

// seatActor is seat k's actor number: 0 for the first seat, and after the
// enemies for the others, so a solo fight's actors and random streams are
// those of a party's first seat (rules §2.13).
func (s *State) seatActor(k int) int {
	if k == 0 {
		return playerActor
	}
	return len(s.Enemies) + k
}

// seatOf reports which seat actor a is; ok is false for an enemy or for
// no actor (-1).
func (s *State) seatOf(a int) (k int, ok bool) {
	switch {
	case a == playerActor:
		return 0, true
	case a > len(s.Enemies) && a-len(s.Enemies) < len(s.Players):
		return a - len(s.Enemies), true
	}
	return 0, false
}

// isEnemy reports whether actor a is one of the enemies.
func (s *State) isEnemy(a int) bool { return a > 0 && a <= len(s.Enemies) }

// focusActor is the actor number of the seat in focus.
func (s *State) focusActor() int { return s.seatActor(s.Seat) }

// seatStanding reports whether seat k is still in the fight: a seat at
// 0 HP is down and loses its turns, and one that fled is gone (rules
// §2.13).
func (s *State) seatStanding(k int) bool { return s.Players[k].HP > 0 && !s.Players[k].Fled }

// anySeatStanding reports whether a seat is still in the fight.
func (s *State) anySeatStanding() bool {
	for k := range s.Players {
		if s.seatStanding(k) {
			return true
		}
	}
	return false
}

// seatFlees takes the seat in focus out of the fight: fleeing always
// works (rules §2.9). A solo fight ends fled; a party's seat leaves it, and
// the fight ends when no seat stands: fled if one fled, else downed
// (rules §2.13).
func (s *State) seatFlees() {
	if len(s.Players) == 1 {
		s.end(ResultFled)
		return
	}
	s.Player().Fled = true
	if s.anySeatStanding() {
		s.emit(s.ev(EvFled, s.focusActor(), -1))
		return
	}
	s.end(ResultFled)
}

// foeTarget is the seat enemy i swings at on its turn (rules §2.13): the
// seat in reach (standing, not on the Ethereal Plane) that last hurt it,
// else the seat in reach with the lowest AC, ties to the lower seat; only
// when no seat is in reach, the standing seat that way (its swings miss).
// A solo fight's foes always face seat 0.
func (s *State) foeTarget(i int) int {
	if k := s.Enemies[i].LastHitBy - 1; k >= 0 && k < len(s.Players) && s.seatInReach(k) {
		return k
	}
	if k := s.lowestACSeat(s.seatInReach); k >= 0 {
		return k
	}
	if k := s.Enemies[i].LastHitBy - 1; k >= 0 && k < len(s.Players) && s.seatStanding(k) {
		return k
	}
	return max(s.lowestACSeat(s.seatStanding), 0)
}

// seatInReach reports whether a foe can swing at seat k: it stands and is
// not on the Ethereal Plane (Blink).
func (s *State) seatInReach(k int) bool { return s.seatStanding(k) && !s.Players[k].Ethereal }

// lowestACSeat is the seat with the lowest AC among those ok takes, ties
// to the lower seat; -1 for none.
func (s *State) lowestACSeat(ok func(int) bool) int {
	best := -1
	for k := range s.Players {
		if ok(k) && (best < 0 || s.seatAC(k) < s.seatAC(best)) {
			best = k
		}
	}
	return best
}

// seatAC is seat k's armour class as a foe sizes it up: its AC less the
// drains on it, before a Shield it has not cast yet.
func (s *State) seatAC(k int) int { return s.Players[k].AC - s.Players[k].ACDebuff }

// MaxSeats is the most seats a fight has: a party of three (rules §2.13).
const MaxSeats = 3

// seatResult is how the fight ended for seat k: down (0 HP) or fled when
// it left that way, else as the fight ended (rules §2.13).
func (s *State) seatResult(k int) Result {
	switch {
	case len(s.Players) == 1:
		return s.Result
	case s.Players[k].Fled:
		return ResultFled
	case s.Players[k].HP == 0:
		return ResultDowned
	}
	return s.Result
}

// seatOverBand is how many levels seat k's character is above the zone's
// band (LevelsOverBand); the first seat's is the fight's own OverBand.
func (s *State) seatOverBand(k int) int {
	if k == 0 {
		return s.OverBand
	}
	z, ok := content.ZoneByID(s.ZoneID)
	if !ok {
		return 0 // a practice bout: no zone, no band
	}
	return LevelsOverBand(z, s.Players[k].Char.Level)
}

// lootSeatStep keeps each seat's loot streams apart (rollLoot): seat k
// rolls enemy i's drops on part i + k × lootSeatStep.
const lootSeatStep = 32

// rosterAttacks are enemy i's extra attack routines in a party fight
// (rules §2.13): one more for each other seat standing as its turn began
// (the first target, swung at already, counted whether or not it still
// stands), each at a standing seat its turn has not swung at yet (the
// lowest AC first, ties to the lower seat), else at its first target
// again; a seat on the Ethereal Plane is missed. So a seat left alone
// meets a foe's solo swings. The ability's turn effects ride on the first
// routine only. first is the seat its first routine began on; a seat that
// routine turned to (retarget) counts as swung at.
func (s *State) rosterAttacks(r roller, i, first int) {
	swung := map[int]bool{first: true, s.Seat: true}
	others := 0
	for k := range s.Players {
		if k != first && s.seatStanding(k) {
			others++
		}
	}
	for range others {
		if s.Over() || !s.Enemies[i].Standing() {
			return
		}
		s.Seat = s.nextRosterTarget(swung, first)
		swung[s.Seat] = true
		if s.Player().Ethereal {
			e := s.ev(EvAttackMissed, i+1, s.focusActor())
			e.Detail = "ethereal"
			s.emit(e)
			continue
		}
		s.enemyAttacks(r, i, false)
	}
}

// retarget turns enemy i, whose seat in focus fell in the middle of its
// attacks, to the seat it would pick now (foeTarget; rules §2.13): a
// swing is never made at a seat that is down. It reports whether that
// seat can be reached; one on the Ethereal Plane is missed (logged).
func (s *State) retarget(i int) bool {
	s.Seat = s.foeTarget(i)
	if !s.Player().Ethereal {
		return true
	}
	e := s.ev(EvAttackMissed, i+1, s.focusActor())
	e.Detail = "ethereal"
	s.emit(e)
	return false
}

// nextRosterTarget is the standing seat with the lowest AC not yet in
// swung, else first (or, if first is down, any standing seat).
func (s *State) nextRosterTarget(swung map[int]bool, first int) int {
	best := -1
	for k := range s.Players {
		if swung[k] || !s.seatStanding(k) {
			continue
		}
		if best < 0 || s.seatAC(k) < s.seatAC(best) {
			best = k
		}
	}
	if best >= 0 {
		return best
	}
	if s.seatStanding(first) {
		return first
	}
	for k := range s.Players {
		if s.seatStanding(k) {
			return k
		}
	}
	return first
}
