package combat

import (
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
)

// onHitEffects runs the effects that ride on a monster's first hit of a
// turn that dealt dealt HP (rules §2.6).
func (s *State) onHitEffects(r roller, i, dealt int) {
	en := &s.Enemies[i]
	p := s.Player()
	switch en.Monster.Ability.Effect {
	case content.EffectPoison:
		s.effectEvent(i, en)
		p.PoisonTicks = content.PoisonTicks
		s.condPlayer(i+1, rules.Poisoned, PoisonRounds)
	case content.EffectStun:
		s.stunOnHit(r, i)
	case content.EffectLifesteal:
		if dealt > 0 {
			s.effectEvent(i, en)
			s.healEnemy(i, int(float64(dealt)*content.LifestealFraction))
		}
	case content.EffectCleave:
		if dealt > 0 {
			s.effectEvent(i, en)
			s.hurtPlayer(r, i+1, int(float64(dealt)*content.CleaveFraction), s.enemyDamageType(en), "cleave", true)
		}
	case content.EffectStatDrain:
		s.statDrainOnHit(r, i)
	case content.EffectDebuff:
		s.debuffOnHit(i)
	case content.EffectMaxHPDrain:
		s.maxHPDrainOnHit(i, dealt)
	}
}

// stunOnHit stuns the player for StunRounds after enemy i's hit, unless
// already stunned or the player makes the save (rules §2.6; SRD: a stun
// allows a save, CON unless the ability names its own, DC 8 + to-hit).
// Some stuns add a rider condition for RiderRounds (stunRiders).
func (s *State) stunOnHit(r roller, i int) {
	en := &s.Enemies[i]
	p := s.Player()
	a := en.Monster.Ability
	if hasCond(p.Conditions, rules.Stunned) {
		return
	}
	s.effectEvent(i, en)
	save := rules.CON
	if a.Save != "" {
		save = a.Save
	}
	if s.playerSave(r, i+1, save, 8+en.Monster.AttackBonus) {
		return // shaken off
	}
	s.condPlayer(i+1, rules.Stunned, StunRounds)
	if c, ok := stunRiders[a.Name]; ok {
		s.condPlayer(i+1, c, RiderRounds)
	}
}

// statDrainOnHit drains 1d4 STR from the player after enemy i's hit, up
// to content.StatDrainCap a fight (rules §2.6); the d4 is rolled even when
// the cap is already reached.
func (s *State) statDrainOnHit(r roller, i int) {
	p := s.Player()
	if n := min(r.Die(4), content.StatDrainCap-p.StatDrain); n > 0 {
		s.effectEvent(i, &s.Enemies[i])
		p.StatDrain += n
	}
}

// debuffOnHit lowers the player's AC by DebuffStep after enemy i's hit,
// to at most content.DebuffCap below its start (rules §2.6).
func (s *State) debuffOnHit(i int) {
	p := s.Player()
	if n := min(DebuffStep, content.DebuffCap-p.ACDebuff); n > 0 {
		s.effectEvent(i, &s.Enemies[i])
		p.ACDebuff += n
	}
}

// maxHPDrainOnHit lowers the player's combat max HP by the dealt HP of
// enemy i's hit, never below 1, and caps HP at the new max (rules §2.6).
// Its event carries the HP drained.
func (s *State) maxHPDrainOnHit(i, dealt int) {
	en := &s.Enemies[i]
	p := s.Player()
	if n := min(dealt, p.MaxHP-1); n > 0 {
		e := s.ev(EvEffect, i+1, -1)
		e.Effect, e.Detail, e.Amount = en.Monster.Ability.Effect, en.Monster.Ability.Name, n
		s.emit(e)
		p.MaxHP -= n
		p.MaxHPDrained += n
		p.HP = min(p.HP, p.MaxHP)
	}
}
