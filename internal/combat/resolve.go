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
	if p.ActionUsed && p.ExtraActions == 0 {
		s.endPlayerTurn()
		s.nextTurn()
		s.advance()
	}
}

// finishCall computes the outcome of a fight that just ended, stores the
// call's events in Log (sharing their backing array) and returns them.
func (s *State) finishCall() (State, []Event, error) {
	if s.Over() && s.Outcome == nil {
		o := s.computeOutcome()
		s.Outcome = &o
	}
	evs := s.evs
	s.evs = nil
	s.Log = evs
	return *s, evs, nil
}

// advance runs turns until the player has a turn to play or the fight is
// over.
func (s *State) advance() {
	for !s.Over() {
		actor := s.Order[s.Turn]
		if actor == playerActor {
			if s.Player().InTurn || s.startPlayerTurn() {
				return
			}
			s.endPlayerTurn()
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
	if s.Player().Hasted {
		s.Player().Hasted = false
		s.playerFirst()
	}
	s.startRound()
}

// startRound opens a round: the surroundings' damage (Env.RoundDamage,
// rules §8.16) lands at its start, before anyone acts, and may down the
// player.
func (s *State) startRound() {
	s.emit(Event{Kind: EvRoundStarted})
	if env := s.Env; env.RoundDamage.Count > 0 {
		r := s.rng(-1, purposeRound)
		s.hurtPlayer(r, -1, rollDice(r, env.RoundDamage), env.RoundType, env.RoundSource, false)
	}
}

// playerFirst moves the player to the front of the initiative order.
func (s *State) playerFirst() {
	k := 0
	for j, a := range s.Order {
		if a == playerActor {
			k = j
		}
	}
	copy(s.Order[1:k+1], s.Order[:k])
	s.Order[0] = playerActor
}

// startPlayerTurn resets the player's turn economy (the once-per-turn
// riders and the Uncanny Dodge reaction come back) and runs start-of-turn
// effects (the Shield spell ends, a blinked-out player returns, Spirit
// Guardians strike). A stunned player loses the turn: it reports false.
func (s *State) startPlayerTurn() bool {
	p := s.Player()
	s.PlayerTurns++
	p.ShieldUp, p.Ethereal = false, false
	p.ActionUsed, p.BonusUsed, p.ExtraActions = false, false, 0
	p.SneakUsed, p.DivineUsed, p.SlayerUsed, p.DodgeUsed = false, false, false, false
	p.BonusSpell, p.LeveledSpell = false, false
	if p.GuardianDC > 0 && p.Char.Concentration == rules.SpiritGuardians {
		s.spiritGuardians(s.rng(playerActor, purposeTurn))
		if s.Over() {
			return false
		}
	}
	if hasCond(p.Conditions, rules.Stunned) {
		e := s.ev(EvTurnSkipped, playerActor, -1)
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
	s.companionBite()
	s.Player().InTurn = false
	held := hasCond(s.Player().Conditions, rules.Stunned) // before the stun runs out with the turn
	s.blinkRoll()
	s.tickActor(playerActor)
	s.legendaryActions(playerActor, held)
}

// endRound runs the end-of-round upkeep: poison ticks on the player,
// Spore Cloud and ally buffs running down, and the round cap.
func (s *State) endRound() {
	p := s.Player()
	if p.PoisonTicks > 0 {
		p.PoisonTicks--
		r := s.rng(-1, purposeRound)
		dmg := poisonTick(r)
		s.hurtPlayer(r, -1, dmg, rules.Poison, "poison", false)
		if s.Over() {
			return
		}
	}
	if p.EnemyMissRounds > 0 {
		p.EnemyMissRounds--
		if p.EnemyMissRounds == 0 {
			p.EnemyMissPct = 0
		}
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

// timeout applies the timeout rule (rules §2.9): compare HP percentages,
// the player's against the standing enemies' together; the higher wins and
// the player wins ties. A timeout is a retreat, never a death.
func (s *State) timeout() {
	hp, maxHP := 0, 0
	for k := range s.Enemies {
		if en := &s.Enemies[k]; en.Standing() {
			hp += en.HP
			maxHP += en.MaxHP
		}
	}
	// player% >= enemy%  <=>  pHP*eMax >= eHP*pMax
	if s.Player().HP*maxHP >= hp*s.Player().MaxHP {
		s.end(ResultTimeoutWon)
		return
	}
	s.end(ResultTimeoutLost)
}
