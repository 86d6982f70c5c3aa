package combat

// A party's seat on autopilot (rules §2.13): `!fight auto` from a member
// hands their seat's turns to the standard policy, each played as it
// comes, until the fight ends or the member takes over, as a solo
// `!fight auto` plays the one seat's turns to the end. No other seat's
// turn is ever played for it.

// SetAuto puts seat k of st on autopilot (on) or takes it off (a member
// taking over), changing nothing else; PlayAuto then plays its turns.
// Errors: ErrFightOver, ErrNoSuchAlly for a seat the fight does not have.
func SetAuto(st State, k int, on bool) (State, error) {
	if st.Over() {
		return st, ErrFightOver
	}
	if k < 0 || k >= len(st.Players) {
		return st, ErrNoSuchAlly
	}
	s := st.Clone()
	s.Players[k].Auto = on
	return s, nil
}

// PlayAuto plays by policy p the turns of the seats on autopilot as they
// come: while the seat whose turn it is is on it, that turn is played,
// so a fight with every standing seat on autopilot plays to its end. It
// stops at the turn of a seat not on autopilot, or the fight's end; a
// fight whose turn is not an autopilot seat's comes back unchanged, with
// no events. The error is nil: it keeps PlaySeat's and PlayTurn's
// signature.
func PlayAuto(st State, p Policy) (State, []Event, error) {
	if st.Over() || !st.Player().Auto {
		return st, nil, nil
	}
	s := st.Clone()
	s.evs = make([]Event, 0, 64)
	for !s.Over() && s.Player().Auto {
		s.policyStep(p)
	}
	return s.finishCall()
}
