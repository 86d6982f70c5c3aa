package combat

import "github.com/gogobee/gogobee/internal/rules"

// Resolve runs the fight to its end with policy p driving the player and
// returns the finished state and every event (rules §2.1: ordinary fights
// resolve at once through the same engine and policy). It also finishes a
// saved turn-by-turn fight (`!fight auto`). An action the policy picks that
// the engine refuses falls back to a plain Attack. A finished state is
// returned unchanged with no events.
func Resolve(st State, p Policy) (State, []Event) {
	if st.Over() {
		return st, nil
	}
	s := st.Clone()
	s.evs = make([]Event, 0, 64)
	for !s.Over() {
		s.policyStep(p)
	}
	out, evs, _ := s.finishCall()
	return out, evs
}

// policyStep plays one policy action (or an Attack if the engine refuses
// it) and moves the fight on.
func (s *State) policyStep(p Policy) {
	if err := s.do(p.Next(s)); err != nil {
		if err := s.do(Action{Kind: ActAttack, Target: AutoTarget}); err != nil {
			// Cannot happen while an enemy stands; end the turn regardless.
			s.Player().ActionUsed, s.Player().ExtraActions = true, 0
		}
	}
	s.afterCommand()
}

// afterCommand ends the player's turn when no action is left and runs the
// fight on to the player's next turn.
func (s *State) afterCommand() {
	if s.Over() {
		return
	}
	p := s.Player()
	if p.ActionUsed && p.ExtraActions == 0 || !s.seatStanding(s.Seat) {
		s.endPlayerTurn()
		s.nextTurn()
		s.advance()
	}
}

// finishCall computes the outcome of a fight that just ended, stores the
// call's events in Log (sharing their backing array) and returns them.
func (s *State) finishCall() (State, []Event, error) {
	if s.Over() {
		s.Seat = 0 // the first seat's outcome; a party settles each seat
	}
	if s.Over() && s.Outcome == nil {
		o := s.computeOutcome()
		s.Outcome = &o
	}
	evs := s.evs
	s.evs = nil
	s.Log = evs
	return *s, evs, nil
}

// advance runs turns until a seat has a turn to play or the fight is
// over. A seat's turn puts it in focus; a seat that is down loses its
// turns (rules §2.13).
func (s *State) advance() {
	for !s.Over() {
		actor := s.Order[s.Turn]
		if k, ok := s.seatOf(actor); ok {
			if s.seatStanding(k) {
				s.Seat = k
				if s.Player().InTurn || s.startPlayerTurn() {
					return
				}
				s.endPlayerTurn()
			}
		} else if s.Enemies[actor-1].Standing() {
			s.enemyTurn(actor - 1)
			s.legendaryActions(actor, hasCond(s.Player().Conditions, rules.Stunned))
		}
		if s.Over() {
			return
		}
		s.nextTurn()
	}
}

// nextTurn moves to the next actor; past the last one the round ends and,
// unless that ends the fight, the next round starts.
func (s *State) nextTurn() {
	s.Turn++
	if s.Turn < len(s.Order) {
		return
	}
	s.endRound()
	if s.Over() {
		return
	}
	s.Turn = 0
	s.Round++
	for k := range s.Players {
		if s.Players[k].Hasted {
			s.Players[k].Hasted = false
			s.seatFirst(k)
		}
	}
	s.startRound()
}

// startRound opens a round: the surroundings' damage (Env.RoundDamage,
// rules §8.16) lands at its start on every standing seat, before anyone
// acts, and may down it.
func (s *State) startRound() {
	s.emit(Event{Kind: EvRoundStarted})
	if env := s.Env; env.RoundDamage.Count > 0 {
		s.eachStandingSeat(func() {
			r := s.rng(-1, purposeRound)
			s.hurtPlayer(r, -1, rollDice(r, env.RoundDamage), env.RoundType, env.RoundSource, false)
		})
	}
}

// eachStandingSeat puts each standing seat in focus in turn, in seat
// order, and calls f, stopping when the fight ends; the seat in focus
// before is in focus again after.
func (s *State) eachStandingSeat(f func()) {
	was := s.Seat
	for k := range s.Players {
		if s.Over() {
			break
		}
		if s.seatStanding(k) {
			s.Seat = k
			f()
		}
	}
	s.Seat = was
}

// seatFirst moves seat k to the front of the initiative order.
func (s *State) seatFirst(k int) {
	actor, j := s.seatActor(k), 0
	for n, a := range s.Order {
		if a == actor {
			j = n
		}
	}
	copy(s.Order[1:j+1], s.Order[:j])
	s.Order[0] = actor
}

// startPlayerTurn resets the player's turn economy (the once-per-turn
// riders and the Uncanny Dodge reaction come back) and runs start-of-turn
// effects (the Shield spell ends, a blinked-out player returns, Spirit
// Guardians strike). A stunned player loses the turn: it reports false.
func (s *State) startPlayerTurn() bool {
	p := s.Player()
	s.Player().Turns++
	p.ShieldUp, p.Ethereal = false, false
	p.ActionUsed, p.BonusUsed, p.ExtraActions = false, false, 0
	p.SneakUsed, p.DivineUsed, p.SlayerUsed, p.DodgeUsed = false, false, false, false
	p.BonusSpell, p.LeveledSpell = false, false
	if p.GuardianDC > 0 && p.Char.Concentration == rules.SpiritGuardians {
		s.spiritGuardians(s.rng(s.focusActor(), purposeTurn))
		if s.Over() {
			return false
		}
	}
	if p.BeamDC > 0 && p.Char.Concentration == rules.Moonbeam {
		if s.moonbeam(s.rng(s.focusActor(), purposeTurn)); s.Over() {
			return false
		}
	}
	if hasCond(p.Conditions, rules.Stunned) {
		e := s.ev(EvTurnSkipped, s.focusActor(), -1)
		e.Condition = rules.Stunned
		s.emit(e)
		return false
	}
	p.InTurn = true
	return true
}

// endPlayerTurn rolls Blink (blinkRoll), counts the player's conditions
// down and runs the legendary actions due at the end of the turn (a drain
// counts the player as held if the turn began stunned).
func (s *State) endPlayerTurn() {
	if !s.seatStanding(s.Seat) { // a party's seat downed in its own turn (rules §2.13)
		s.Player().InTurn = false
		s.tickActor(s.focusActor())
		return
	}
	s.companionBite()
	s.Player().InTurn = false
	held := hasCond(s.Player().Conditions, rules.Stunned) // before the stun runs out with the turn
	s.blinkRoll()
	s.tickActor(s.focusActor())
	s.legendaryActions(s.focusActor(), held)
}

// endRound runs the end-of-round upkeep: poison ticks and Spore Cloud
// running down on each standing seat, ally buffs running down, and the
// round cap.
func (s *State) endRound() {
	s.eachStandingSeat(s.seatRoundUpkeep)
	if s.Over() {
		return
	}
	for k := range s.Enemies {
		if en := &s.Enemies[k]; en.BuffRounds > 0 {
			en.BuffRounds--
			if en.BuffRounds == 0 {
				en.Buff = 0
			}
		}
	}
	if s.Round >= s.RoundCap {
		s.timeout()
	}
}

// seatRoundUpkeep is the end of the round for the seat in focus: a poison
// tick, and a Spore Cloud running down.
func (s *State) seatRoundUpkeep() {
	p := s.Player()
	if p.PoisonTicks > 0 {
		p.PoisonTicks--
		r := s.rng(-1, purposeRound)
		dmg := poisonTick(r)
		s.hurtPlayer(r, -1, dmg, rules.Poison, "poison", false)
		if s.Over() || !s.seatStanding(s.Seat) {
			return
		}
	}
	if p.EnemyMissRounds > 0 {
		p.EnemyMissRounds--
		if p.EnemyMissRounds == 0 {
			p.EnemyMissPct = 0
		}
	}
}

// timeout applies the timeout rule (rules §2.9): compare HP percentages,
// the seats' together against the standing enemies' together; the higher
// wins and the seats win ties. A timeout is a retreat, never a death.
func (s *State) timeout() {
	hp, maxHP := 0, 0
	for k := range s.Enemies {
		if en := &s.Enemies[k]; en.Standing() {
			hp += en.HP
			maxHP += en.MaxHP
		}
	}
	php, pmax := 0, 0
	for k := range s.Players {
		php += s.Players[k].HP
		pmax += s.Players[k].MaxHP
	}
	// seats% >= enemy%  <=>  pHP*eMax >= eHP*pMax
	if php*maxHP >= hp*pmax {
		s.end(ResultTimeoutWon)
		return
	}
	s.end(ResultTimeoutLost)
}

// PlaySeat plays seat k's turns by policy p until another seat's turn
// comes or the fight ends (the simulator's seat on its turn, rules §2.13:
// one seat's auto never plays another's turn; the bot's `!fight auto`
// puts the seat on autopilot, PlayAuto); in a solo fight it plays to the
// end, as Resolve does. Errors: ErrFightOver, ErrNotYourTurn.
func PlaySeat(st State, k int, p Policy) (State, []Event, error) {
	if st.Over() {
		return st, nil, ErrFightOver
	}
	if k != st.Seat {
		return st, nil, ErrNotYourTurn
	}
	s := st.Clone()
	s.evs = make([]Event, 0, 64)
	for !s.Over() && s.Seat == k {
		s.policyStep(p)
	}
	return s.finishCall()
}

// PlayTurn plays the rest of the turn of the seat in focus by policy p and
// the turns after it up to the next seat's (a party member's turn left past
// its deadline, rules §2.13). Errors: ErrFightOver.
func PlayTurn(st State, p Policy) (State, []Event, error) {
	if st.Over() {
		return st, nil, ErrFightOver
	}
	s := st.Clone()
	s.evs = make([]Event, 0, 32)
	k, turn := s.Seat, s.Player().Turns
	for !s.Over() && s.Seat == k && s.Players[k].Turns == turn {
		s.policyStep(p)
	}
	return s.finishCall()
}
