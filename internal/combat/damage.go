package combat

import (
	"slices"

	"github.com/gogobee/gogobee/internal/rules"
)

// hurtPlayer deals dmg of type dt to the player from actor from and returns
// the HP lost. In order: a Quartz Ward absorbs a whole hit; fire is halved
// for a Tiefling, poison for a Dwarf, any type the player's gear
// resists, and a raging Berserker's weapon hits (rageHalves; once);
// Mushroom Brew takes its share off; a Voidstone Shard sends its share of a
// hit back at the attacker. Then the HP is lost: at 0 the player is downed
// (the fight ends); an Orc whose HP first falls below half readies its
// rage; a concentrating caster makes a CON save (DC 10 or half the damage)
// or loses the spell.
func (s *State) hurtPlayer(r roller, from, dmg int, dt rules.DamageType, source string, isHit bool) int {
	if dmg <= 0 || s.Over() {
		return 0
	}
	final, reflected, absorbed := s.mitigate(from, dmg, dt, isHit)
	return s.losePlayerHP(r, from, final, reflected, absorbed, source)
}

// mitigate works out what is left of dmg after the player's defences and
// how much a Voidstone Shard sends back; absorbed reports a Quartz Ward
// taking the whole hit. It spends the one-hit consumables it uses.
func (s *State) mitigate(from, dmg int, dt rules.DamageType, isHit bool) (final, reflected int, absorbed bool) {
	p := s.Player()
	if isHit && p.Absorb {
		p.Absorb = false
		return 0, 0, true
	}
	if resisted(p, dt) || s.rageHalves(dt, isHit) {
		dmg /= 2
	}
	if p.DamageReduction > 0 {
		dmg -= dmg * p.DamageReduction / 100
	}
	if isHit && p.ReflectPct > 0 && s.isEnemy(from) {
		reflected = dmg * p.ReflectPct / 100
		p.ReflectPct = 0
		dmg -= reflected
	}
	return max(dmg, 0), reflected, false
}

// resisted reports whether the player halves damage of type dt: fire for
// a Tiefling, poison for a Dwarf (rules §1.2), or a type worn gear resists.
func resisted(p *Player, dt rules.DamageType) bool {
	switch {
	case dt == "":
		return false
	case dt == rules.Fire && p.Passive == rules.PassiveFireResistance:
		return true
	case dt == rules.Poison && p.Passive == rules.PassivePoisonResilience:
		return true
	}
	return slices.Contains(p.Resist, dt)
}

// losePlayerHP takes dmg HP from the player and records it.
func (s *State) losePlayerHP(r roller, from, dmg, reflected int, absorbed bool, source string) int {
	p := s.Player()
	formHP := p.FormHP
	dmg = s.wardAbsorb(s.druidAbsorb(s.tempAbsorb(dmg)))
	// A beast form's HP are the druid's in the SRD: what the form takes
	// asks the concentration save as what reaches the druid does.
	hurt := formHP - p.FormHP
	lost := min(dmg, p.HP)
	p.HP -= lost
	e := s.ev(EvDamageTaken, from, s.focusActor())
	e.Amount, e.HP, e.Detail = lost, p.HP, source
	if absorbed {
		e.Detail = "absorbed"
	}
	s.emit(e)
	if p.HP == 0 {
		s.seatDowned()
		return lost
	}
	if reflected > 0 && s.Enemies[from-1].Standing() {
		s.damageEnemy(r, from-1, reflected, "reflect")
	}
	if p.Passive == rules.PassiveRage && !p.RageTriggered && p.HP*2 < p.MaxHP {
		p.RageTriggered, p.RagePending = true, true
	}
	if hurt += lost; hurt > 0 && p.Char.Concentration != "" {
		warCaster := p.Char.HasFeature(rules.FeatureWarCaster)
		if !s.playerSaveWith(r, from, rules.CON, max(10, hurt/2), warCaster) {
			s.dropConcentration()
		}
	}
	return lost
}

// seatDowned handles the seat in focus dropping to 0 HP: the fight is
// lost once no seat stands; a party's seat that falls before that is down
// (rules §2.13): it loses its concentration and its turns.
func (s *State) seatDowned() {
	if !s.anySeatStanding() {
		s.end(ResultDowned)
		return
	}
	s.emit(s.ev(EvPlayerDowned, -1, s.focusActor()))
	if s.Player().Char.Concentration != "" {
		s.dropConcentration()
	}
}

// dropConcentration ends the player's concentration spell and its effect.
func (s *State) dropConcentration() {
	p := s.Player()
	spell := p.Char.Concentration
	p.Char.Concentration = ""
	switch spell {
	case rules.HuntersMark:
		if !p.Char.HasFeature(rules.FeatureHuntersMark) {
			p.Marked = -1
		}
	case rules.Hex:
		p.Marked = -1
	case rules.SpiritGuardians:
		p.GuardianDice, p.GuardianDC = rules.Dice{}, 0
	}
	e := s.ev(EvConcentrationLost, s.focusActor(), -1)
	e.Spell = spell
	s.emit(e)
}

// playerSaveBonus is the player's saving throw bonus for ability ab: the
// modifier of the (gear-boosted) score, proficiency when the character is
// proficient (rules.Character.ProficientSave), worn save bonuses, and the
// best Aura of Protection of the fight's seats (auraBonus, rules §1.7).
func (s *State) playerSaveBonus(ab rules.Ability) int {
	p := s.Player()
	b := p.Abilities.Mod(ab) + p.SaveBonus + s.auraBonus()
	if p.Char.ProficientSave(ab) {
		b += rules.ProficiencyBonus(p.Char.Level)
	}
	return b
}

// playerSave rolls the player's saving throw against dc (Bless adds 1d4;
// Halfling luck applies) and records it. It reports success.
func (s *State) playerSave(r roller, from int, ab rules.Ability, dc int) bool {
	return s.playerSaveWith(r, from, ab, dc, false)
}

// playerSaveWith is playerSave, rolled with advantage when adv is set
// (War Caster's concentration saves, rules §1.7) and with disadvantage
// on a CON save under Env.CONSaveDisadvantage (rules §8.12); both cancel.
// A failed save a Fighter's Indomitable rerolls (indomitable) is rolled
// again, and the new roll stands.
func (s *State) playerSaveWith(r roller, from int, ab rules.Ability, dc int, adv bool) bool {
	ok := s.rollPlayerSave(r, from, ab, dc, adv)
	if !ok && s.indomitable() {
		ok = s.rollPlayerSave(r, from, ab, dc, adv)
	}
	return ok
}

// indomitable spends a use of the Fighter's Indomitable on a failed save
// in an elite or boss fight and records it (rules §1.7); an ordinary
// fight's saves are not worth the one use a long rest gives back. It
// reports whether the save is to be rerolled.
func (s *State) indomitable() bool {
	if s.Kind == KindNormal || rules.FeatureUsesLeft(s.Player().Char, rules.FeatureIndomitable) <= 0 ||
		s.useFeature(rules.FeatureIndomitable) != nil {
		return false
	}
	s.featureEvent(rules.FeatureIndomitable)
	return true
}

// rollPlayerSave rolls one saving throw of the player and records it; the
// expedition's penalty for ab comes off the total (Env.Penalty, rules
// §8.16).
func (s *State) rollPlayerSave(r roller, from int, ab rules.Ability, dc int, adv bool) bool {
	d := s.playerD20(r, adv, ab == rules.CON && s.Env.CONSaveDisadvantage)
	total := d + s.playerSaveBonus(ab) + s.blessBonus(r) - s.Env.Penalty(ab)
	ok := total >= dc
	kind := EvSaveFailed
	if ok {
		kind = EvSaveMade
	}
	e := s.ev(kind, from, s.focusActor())
	e.Roll, e.Total, e.Amount, e.Detail = d, total, dc, string(ab)
	s.emit(e)
	return ok
}

// healPlayer restores up to n HP (never above combat max HP) to the seat
// the action heals (healTarget: the seat in focus, or its ally) and
// records it. A party's seat that was down stands again (rules §2.13).
func (s *State) healPlayer(n int, detail string) int {
	k := s.healTarget()
	p := &s.Players[k]
	got := min(max(n, 0), p.MaxHP-p.HP)
	if got < 0 {
		got = 0
	}
	p.HP += got
	e := s.ev(EvHealed, s.focusActor(), s.seatActor(k))
	e.Amount, e.HP, e.Detail = got, p.HP, detail
	s.emit(e)
	return got
}

// anyKilled reports whether an enemy of the fight died (rather than all
// of them escaping).
func (s *State) anyKilled() bool {
	for _, en := range s.Enemies {
		if en.Dead {
			return true
		}
	}
	return false
}

// end finishes the fight with res (once) and records it; a win with
// nobody killed (every enemy escaped) says so in the log.
func (s *State) end(res Result) {
	if s.Over() {
		return
	}
	s.Result = res
	switch res {
	case ResultWon:
		e := s.ev(EvFightWon, s.focusActor(), -1)
		if !s.anyKilled() {
			e.Detail = "escaped"
		}
		s.emit(e)
	case ResultDowned:
		s.emit(s.ev(EvPlayerDowned, -1, s.focusActor()))
	case ResultFled:
		s.emit(s.ev(EvFled, s.focusActor(), -1))
	case ResultTimeoutWon, ResultTimeoutLost:
		e := s.ev(EvFightTimedOut, -1, -1)
		e.Detail = "lost"
		if res == ResultTimeoutWon {
			e.Detail = "won"
		}
		s.emit(e)
	}
}
