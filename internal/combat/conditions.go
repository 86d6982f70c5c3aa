package combat

import "github.com/gogobee/gogobee/internal/rules"

// Condition rules (SRD; rules §2.5):
//   - stunned: loses its turn; attacks against it have advantage;
//   - frightened: disadvantage on its attack rolls;
//   - restrained: attacks against it have advantage, its attacks disadvantage;
//   - poisoned: disadvantage on its attack rolls;
//   - prone: melee attacks against it have advantage, ranged ones
//     disadvantage; its own attacks have disadvantage.
//
// Durations are in rounds and run down at the end of the bearer's turn.

func hasCond(cs []Cond, c rules.Condition) bool {
	for _, x := range cs {
		if x.Name == c {
			return true
		}
	}
	return false
}

// addCond adds condition c for rounds, or extends an existing one to the
// longer duration.
func addCond(cs []Cond, c rules.Condition, rounds int) []Cond {
	for i := range cs {
		if cs[i].Name == c {
			cs[i].Rounds = max(cs[i].Rounds, rounds)
			return cs
		}
	}
	return append(cs, Cond{Name: c, Rounds: rounds})
}

// tickConds counts every condition down by one round and drops those that
// run out, calling ended for each.
func tickConds(cs []Cond, ended func(rules.Condition)) []Cond {
	out := cs[:0]
	for _, c := range cs {
		c.Rounds--
		if c.Rounds <= 0 {
			ended(c.Name)
			continue
		}
		out = append(out, c)
	}
	return out
}

// attackerPenalty reports whether the attacker's own conditions give it
// disadvantage (frightened, poisoned, restrained, prone).
func attackerPenalty(cs []Cond) bool {
	for _, c := range cs {
		switch c.Name {
		case rules.Frightened, rules.Poisoned, rules.Restrained, rules.Prone:
			return true
		}
	}
	return false
}

// targetAdvantage reports whether the target's conditions give attackers
// advantage (stunned, restrained, prone against melee) and whether they give
// disadvantage (prone against ranged).
func targetAdvantage(cs []Cond, ranged bool) (adv, dis bool) {
	if hasCond(cs, rules.Stunned) || hasCond(cs, rules.Restrained) {
		adv = true
	}
	if hasCond(cs, rules.Prone) {
		if ranged {
			dis = true
		} else {
			adv = true
		}
	}
	return adv, dis
}

// condPlayer puts condition c on the player for rounds.
func (s *State) condPlayer(by int, c rules.Condition, rounds int) {
	s.Player().Conditions = addCond(s.Player().Conditions, c, rounds)
	e := s.ev(EvConditionApplied, by, s.focusActor())
	e.Condition, e.Rounds = c, rounds
	s.emit(e)
}

// tickActor runs the end-of-turn countdown of an actor's conditions.
func (s *State) tickActor(actor int) {
	var cs *[]Cond
	if k, ok := s.seatOf(actor); ok {
		cs = &s.Players[k].Conditions
	} else {
		cs = &s.Enemies[actor-1].Conditions
	}
	if len(*cs) == 0 {
		return
	}
	*cs = tickConds(*cs, func(c rules.Condition) {
		e := s.ev(EvConditionEnded, -1, actor)
		e.Condition = c
		s.emit(e)
	})
}

// condEnemy puts condition c on enemy i for rounds, the player's doing
// (Nature's Wrath, Fey Presence), and records it.
func (s *State) condEnemy(i int, c rules.Condition, rounds int) {
	en := &s.Enemies[i]
	en.Conditions = addCond(en.Conditions, c, rounds)
	e := s.ev(EvConditionApplied, s.focusActor(), i+1)
	e.Condition, e.Rounds = c, rounds
	s.emit(e)
}
