package combat

import (
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
)

// Attack-roll rules (rules §2.3): d20 + bonus against AC; a natural
// 20 always hits and crits (doubling the damage dice), a natural 1 always
// misses; advantage rolls two d20 and keeps the higher, disadvantage the
// lower, and having both cancels out.

// rollD20 rolls a d20 with advantage and/or disadvantage.
func rollD20(r roller, adv, dis bool) int {
	a := r.Die(20)
	if adv == dis {
		return a
	}
	b := r.Die(20)
	if adv {
		return max(a, b)
	}
	return min(a, b)
}

// playerD20 rolls the player's d20 (an attack roll or a saving throw); a
// Halfling rerolls the first natural 1 of the fight (rules §1.2). The d20
// kept is counted in Player.Nat20s or Nat1s when it is a 20 or a 1: they
// move TwinBee's mood on an expedition (rules §8.9).
func (s *State) playerD20(r roller, adv, dis bool) int {
	d := rollD20(r, adv, dis)
	if d == 1 && s.Player().Passive == rules.PassiveLucky && !s.Player().LuckyUsed {
		s.Player().LuckyUsed = true
		e := s.ev(EvFeatureUsed, s.focusActor(), -1)
		e.Detail = "lucky"
		s.emit(e)
		d = r.Die(20)
	}
	switch d {
	case 20:
		s.Player().Nat20s++
	case 1:
		s.Player().Nat1s++
	}
	return d
}

// blessBonus is Bless's 1d4 on the attack rolls and saves of every seat
// while a standing seat concentrates on it (rules §1.6, §2.13: the SRD's
// three creatures are the party); two blessings give one die.
func (s *State) blessBonus(r roller) int {
	for k := range s.Players {
		if s.Players[k].Char.Concentration == rules.Bless && s.seatStanding(k) {
			return r.Die(4)
		}
	}
	return 0
}

// EnemyAC is enemy i's AC in force: its own (at the zone tier's floor)
// plus the fight's EnemyACBonus (an expedition's threat band).
func (s State) EnemyAC(i int) int { return s.Enemies[i].Monster.AC + s.EnemyACBonus }

// attackRoll is one resolved attack roll against an enemy.
type attackRoll struct {
	d, total int
	hit      bool
	crit     bool
	detail   string
	critBy   rules.FeatureID // the Champion feature whose range made the crit
	assassin bool            // Assassinate gave it advantage and a hit's crit (rules §1.11)
}

// rollAgainstEnemy makes the player's attack roll with bonus against enemy
// i: conditions, Guiding Bolt, reveal_action, Bless, crit range and the
// enemy's evade ability all apply.
func (s *State) rollAgainstEnemy(r roller, i, bonus int, ranged bool) attackRoll {
	p, en := s.Player(), &s.Enemies[i]
	adv, dis := targetAdvantage(en.Conditions, ranged)
	assassin := s.assassinates(i)
	if assassin {
		adv = true
		s.assassinateEvent(i)
	}
	if en.Guided {
		adv, en.Guided = true, false
	}
	if p.Hidden {
		adv, p.Hidden = true, false
	}
	if s.DuplicityUp() {
		adv = true // Invoke Duplicity (rules §1.11)
	}
	if s.VowTarget() == i || s.entropicAdvantage(i) || s.hawkAdvantage() {
		adv = true // Vow of Enmity, Entropic Ward's miss, the hawk spirit (rules §1.11)
	}
	if s.tidesAdvantage() {
		adv = true // Tides of Chaos (rules §1.11)
	}
	if s.setUpAdvantage() {
		adv = true
	}
	if attackerPenalty(p.Conditions) {
		dis = true
	}
	if p.Revealed {
		dis, p.Revealed = true, false
	}
	a := attackRoll{d: s.playerD20(r, adv, dis), assassin: assassin}
	a.total = a.d + bonus + s.blessBonus(r) - s.Env.RollPenalty
	a.crit = a.d >= 20-p.CritBoost-s.weaponCritFaces()
	a.critBy = s.critFeature(a.d)
	switch {
	case a.d == 1:
		a.detail = "natural 1"
	case a.crit || a.total >= s.EnemyAC(i):
		a.hit = true
		a.crit = a.crit || assassin
	}
	if a.hit && s.enemyAbility(en, content.EffectEvade) && r.Chance(en.Monster.Ability.Proc) {
		a.hit, a.crit, a.detail = false, false, "evaded"
		s.effectEvent(i, en)
	}
	return a
}

// missEvent records the player's miss against enemy i.
func (s *State) missEvent(i int, a attackRoll) {
	e := s.ev(EvAttackMissed, s.focusActor(), i+1)
	e.Roll, e.Total, e.Detail, e.Spell = a.d, a.total, a.detail, s.curSpell
	s.emit(e)
}

// playerSwing makes one weapon attack against enemy i (rules §1.4, §1.7):
// weapon dice + damage bonus + a magic weapon's extra dice, Sneak Attack
// once per turn, Hunter's Mark on the marked quarry, Divine Strike once per
// turn, Colossus Slayer once per turn on a wounded enemy, the Paladin's
// smites (smiteDamage) and Sacred Weapon, the Rogue's opening crit, and
// the damage multipliers.
func (s *State) playerSwing(r roller, i int) {
	p := s.Player()
	a := s.rollAgainstEnemy(r, i, p.AttackBonus-p.StatDrain/2+s.sacredBonus(), p.Ranged)
	if !a.hit {
		s.missEvent(i, a)
		return
	}
	if !p.OpeningUsed && !a.assassin && p.Char.HasFeature(rules.FeatureOpeningStrike) {
		p.OpeningUsed, a.crit = true, true
	}
	pct := 100
	if p.FirstHitCrit > 0 {
		a.crit = true
		pct += p.FirstHitCrit
		p.FirstHitCrit = 0
	}
	dmg := rollDiceCrit(r, p.WeaponDice, a.crit) + p.DamageBonus - p.StatDrain/2
	dmg += rollDiceCrit(r, p.ExtraDice, a.crit)
	dmg += s.ambushDice(r, a.crit)
	if !p.SneakUsed && p.Char.HasFeature(rules.FeatureSneakAttack) {
		p.SneakUsed = true
		dmg += rollDiceCrit(r, rules.SneakAttackDice(p.Char.Level), a.crit)
	}
	if p.Marked == i {
		dmg += rollDiceCrit(r, p.MarkDice, a.crit)
	}
	if !p.DivineUsed && p.Char.HasFeature(rules.FeatureDivineStrike) {
		p.DivineUsed = true
		dmg += rollDiceCrit(r, rules.DivineStrikeDice(p.Char.Level), a.crit)
	}
	dmg += s.smiteDamage(r, a.crit)
	if !p.SlayerUsed && s.slayerReady(i) && p.Char.HasFeature(rules.FeatureColossusSlayer) {
		p.SlayerUsed = true
		dmg += rollDiceCrit(r, s.slayerDice(), a.crit)
		s.hunterSlayerNote(i)
	}
	dmg += s.fighterHitDamage(r, i, a.crit)
	dmg = s.boostDamage(dmg, pct)
	s.strikeEnemy(r, i, max(1, dmg), a, !p.Ranged)
}

// boostDamage applies the player's damage multipliers: pct (first-hit
// oil), Goblin Grease and the Orc's rage (+50% on the next hit after HP
// first falls below half, rules §1.2).
func (s *State) boostDamage(dmg, pct int) int {
	p := s.Player()
	pct += p.DamageBoost
	if p.RagePending {
		p.RagePending = false
		pct += 50
		e := s.ev(EvFeatureUsed, s.focusActor(), -1)
		e.Detail = "rage"
		s.emit(e)
	}
	return dmg * pct / 100
}

// strikeEnemy lands an attack hit of dmg on enemy i: the enemy's block
// (its block rate halved against players, or its block ability, rules §2.4)
// halves it, then the damage is dealt; a melee hit may be met by a retaliate
// ability.
func (s *State) strikeEnemy(r roller, i, dmg int, a attackRoll, melee bool) {
	en := &s.Enemies[i]
	blocked := r.Chance(en.Monster.BlockRate / 2)
	if !blocked && s.enemyAbility(en, content.EffectBlock) && r.Chance(en.Monster.Ability.Proc) {
		blocked = true
		s.effectEvent(i, en)
	}
	if blocked {
		dmg -= int(float64(dmg) * content.BlockChance)
	}
	if a.crit {
		s.emit(s.ev(EvCrit, s.focusActor(), i+1))
	}
	e := s.ev(EvAttackHit, s.focusActor(), i+1)
	e.Roll, e.Total, e.Crit, e.Amount, e.Spell = a.d, a.total, a.crit, dmg, s.curSpell
	if a.crit {
		e.Feature = a.critBy
	}
	if blocked {
		e.Detail = "blocked"
	}
	s.emit(e)
	// The retaliation answers the hit itself (an azer's Heated Body burns
	// whoever strikes it), so it lands even when the hit is the last
	// kill: the victory waits until it has (rules §2.4).
	s.holdWin = true
	dealt := s.damageEnemy(r, i, dmg, "hit")
	s.holdWin = false
	if melee && dealt > 0 && s.enemyAbility(en, content.EffectRetaliate) && r.Chance(en.Monster.Ability.Proc) {
		if back := int(float64(dealt) * content.RetaliateFraction); back > 0 {
			s.effectEvent(i, en)
			s.hurtPlayer(r, i+1, back, s.enemyDamageType(en), "retaliate", false)
		}
	}
	if !s.Over() && !s.anyStanding() {
		s.end(ResultWon)
	}
}

// damageEnemy takes up to dmg HP from enemy i and returns the HP lost. A
// survive_at_1 ability may leave it at 1 HP; at 0 it dies (death_aoe may
// burst), unless it is a boss that re-forms (reform); a boss crossing its
// threshold enters phase 2.
func (s *State) damageEnemy(r roller, i, dmg int, source string) int {
	en := &s.Enemies[i]
	if dmg <= 0 || !en.Standing() {
		return 0
	}
	if dmg >= en.HP && !en.Survived && s.enemyAbility(en, content.EffectSurviveAt1) && r.Chance(en.Monster.Ability.Proc) {
		en.Survived = true
		dmg = en.HP - 1
		s.effectEvent(i, en)
	}
	lost := min(dmg, en.HP)
	en.HP -= lost
	if len(s.Players) > 1 {
		en.LastHitBy = s.Seat + 1
	}
	e := s.ev(EvDamageTaken, s.focusActor(), i+1)
	e.Amount, e.HP, e.Detail, e.Spell, e.Total = lost, en.HP, source, s.curSpell, dmg
	s.emit(e)
	if en.HP == 0 && !s.reform(i) {
		s.killEnemy(r, i)
		return lost
	}
	s.checkPhaseTwo(i)
	return lost
}

// reform brings a boss at 0 HP back once, with Monster.ReformAt of its
// max HP (at least 1), and puts it in phase 2 (Lord Aldric's mist form,
// rules §2.7: at 0 HP he turns to mist and returns to his coffin, and
// fights on in phase 2). It reports whether enemy i re-formed.
func (s *State) reform(i int) bool {
	en := &s.Enemies[i]
	if en.Reformed || en.Monster.ReformAt <= 0 {
		return false
	}
	en.Reformed = true
	en.HP = max(1, int(en.Monster.ReformAt*float64(en.MaxHP)))
	e := s.ev(EvReformed, i+1, -1)
	e.HP = en.HP
	s.emit(e)
	s.enterPhaseTwo(i)
	return true
}

// killEnemy marks enemy i dead, moves nothing (a lapsed Hunter's Mark is
// re-placed by the player) and lets a death_aoe burst.
func (s *State) killEnemy(r roller, i int) {
	en := &s.Enemies[i]
	en.Dead = true
	if s.Player().Marked == i {
		s.Player().Marked = -1
	}
	s.emit(s.ev(EvEnemyDefeated, s.focusActor(), i+1))
	s.grimHarvest(i)
	s.darkOnesBlessing()
	if s.enemyAbility(en, content.EffectDeathAoE) && r.Chance(en.Monster.Ability.Proc) {
		s.effectEvent(i, en)
		s.areaOnPlayer(r, i, rollDice(r, en.Monster.Damage))
	}
	if !s.Over() && !s.anyStanding() && !s.holdWin {
		s.end(ResultWon)
	}
}
