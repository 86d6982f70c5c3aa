package combat

import "strconv"

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
// 0 HP is down and loses its turns (rules §2.13).
func (s *State) seatStanding(k int) bool { return s.Players[k].HP > 0 }

// anySeatStanding reports whether a seat is still in the fight.
func (s *State) anySeatStanding() bool {
	for k := range s.Players {
		if s.seatStanding(k) {
			return true
		}
	}
	return false
}

// foeTarget is the seat enemy i swings at on its turn (rules §2.13): the
// standing seat that last hurt it, else the standing seat with the lowest
// AC, ties to the lower seat. A solo fight's foes always face seat 0.
func (s *State) foeTarget(i int) int {
	if k := s.Enemies[i].LastHitBy - 1; k >= 0 && k < len(s.Players) && s.seatStanding(k) {
		return k
	}
	best := -1
	for k := range s.Players {
		if !s.seatStanding(k) {
			continue
		}
		if best < 0 || s.seatAC(k) < s.seatAC(best) {
			best = k
		}
	}
	return max(best, 0)
}

// seatAC is seat k's armour class as a foe sizes it up: its AC less the
// drains on it, before a Shield it has not cast yet.
func (s *State) seatAC(k int) int { return s.Players[k].AC - s.Players[k].ACDebuff }

// MaxSeats is the most seats a fight has: a party of three (rules §2.13).
const MaxSeats = 3

// RosterHPPercent is how much HP each seat after the first adds to every
// foe of a party fight, in percent of its HP (rules §2.13): a party of
// two meets foes of 160% HP, of three 220%.
const RosterHPPercent = 60

// scaleToRoster grows every enemy's HP (and maximum) for a fight of seats
// seats (rules §2.13), rounding to the nearest point; one seat changes
// nothing.
func scaleToRoster(es []Enemy, seats int) {
	if seats <= 1 {
		return
	}
	pct := 100 + RosterHPPercent*(seats-1)
	for i := range es {
		hp := (es[i].MaxHP*pct + 50) / 100
		es[i].HP, es[i].MaxHP = hp, hp
	}
}
