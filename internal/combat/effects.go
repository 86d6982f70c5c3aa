package combat

import (
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
)

// The monster effect vocabulary of rules §2.6, as the turn-based engine
// plays it. Every ability procs with its chance, only in its phase.
//
//	on the monster's turn (one proc roll per turn):
//	  self_heal      heals MaxHP/5 (content.SelfHealDivisor) when hurt
//	  ally_buff      every standing enemy +AllyBuffBonus to hit for AllyBuffRounds
//	  reveal_action  the player's next attack has disadvantage
//	  aoe, aoe_fire  replaces the attack: two damage rolls, DEX save (DC 8 + to-hit) for half;
//	                 then recharges on a d6 of 5–6 (4–6 in phase 2); aoe_fire is fire
//	  advantage      its attacks this turn have advantage
//	  bonus_damage   its first hit adds one more damage roll; an opening-phase one
//	                 is a Surprise Attack: only when the enemies surprised the
//	                 player (Spec.Surprise) and before the player has acted
//	  enrage         its hits deal ×1.5 while it is below 40% HP
//	  execute        its hits deal ×1.3 while the player is below 30% HP
//	  on its first hit: poison (poisoned + 2 ticks of 3–5 at round end), stun
//	                 (stunned 1 round; some abilities add prone, restrained or
//	                 frightened for 2 rounds, see stunRiders),
//	                 lifesteal (heals half the damage), cleave (a half-damage
//	                 follow-up), stat_drain (1d4 STR, at most 12 a fight: −1 to hit
//	                 and damage per 2 points), debuff (−2 AC, at most 6), max_hp_drain
//	                 (combat max HP falls by the damage dealt)
//	at the start of its turn:  regenerate heals MaxHP/12
//	when the player attacks it: evade (the attack misses), block (halves the hit),
//	                 retaliate (a melee attacker takes half the damage dealt),
//	                 spell_resist (spell damage halved)
//	when it would die: survive_at_1 (once a fight, left at 1 HP)
//	when it dies:    death_aoe (one damage roll, DEX save for half)
//	always:          fear_immune (cannot be frightened)

// Effect tuning of our own choosing (DERIVED).
const (
	AllyBuffBonus  = 2 // to-hit an ally buff grants (Grol's roar: +2 for 2 turns)
	AllyBuffRounds = 2
	StunRounds     = 1
	RiderRounds    = 2 // prone/restrained riding on a stun
	PoisonRounds   = 2 // rounds the poisoned condition lasts
	DebuffStep     = 2 // AC lost per debuff proc
	Phase2HitBonus = 2 // a boss in phase 2 hits more often
	rechargeOn     = 5 // d6 result that recharges an area ability
	rechargePhase2 = 4 // the same in phase 2
)

// poisonTick rolls one poison tick: 3–5 HP (rules §2.6).
func poisonTick(r roller) int {
	return content.PoisonTickMin + r.IntN(content.PoisonTickMax-content.PoisonTickMin+1)
}

// stunRiders are the stun abilities that also knock prone or hold the
// target, by ability name (the bestiary names them; rules §2.7, §2.8).
var stunRiders = map[string]rules.Condition{
	"Knock Prone":        rules.Prone,
	"Grapple":            rules.Restrained,
	"Constrict":          rules.Restrained,
	"Reel":               rules.Restrained,
	"Root Surge":         rules.Restrained,
	"Harpoon Pull":       rules.Prone,
	"Frightful Presence": rules.Frightened,
	"Horror Nimbus":      rules.Frightened,
}

// fireMonsters are the monsters whose attacks deal fire damage (Tiefling
// fire resistance, rules §1.2). Content carries no damage type yet.
var fireMonsters = map[content.MonsterID]bool{
	"magmin": true, "azer": true, "flameskull": true, "salamander": true,
	"fire_elemental": true, "thyrak": true, "young_red_dragon": true,
	"infernax": true, "belaxath": true,
}

// enemyAbility reports whether enemy en's ability is eff and may act in
// the current phase.
func (s *State) enemyAbility(en *Enemy, eff content.Effect) bool {
	a := en.Monster.Ability
	if a.Effect != eff || eff == content.EffectNone {
		return false
	}
	return a.Phase == "" || a.Phase.Allows(s.Phase())
}

// effectEvent records that enemy i's ability took hold.
func (s *State) effectEvent(i int, en *Enemy) {
	e := s.ev(EvEffect, i+1, -1)
	e.Effect, e.Detail = en.Monster.Ability.Effect, en.Monster.Ability.Name
	s.emit(e)
}

// enemyDamageType is the damage type of enemy en's attacks.
func (s *State) enemyDamageType(en *Enemy) rules.DamageType {
	if fireMonsters[en.Monster.ID] {
		return rules.Fire
	}
	return ""
}

// turnEffects runs the effects that act on the monster's own turn before
// it attacks. It reports whether the turn is spent (an area attack).
func (s *State) turnEffects(r roller, i int, procs bool) bool {
	en := &s.Enemies[i]
	if !procs {
		return false
	}
	switch en.Monster.Ability.Effect {
	case content.EffectSelfHeal:
		if en.HP < en.MaxHP {
			s.effectEvent(i, en)
			s.healEnemy(i, max(1, en.MaxHP/content.SelfHealDivisor))
		}
	case content.EffectAllyBuff:
		s.effectEvent(i, en)
		for k := range s.Enemies {
			if s.Enemies[k].Standing() {
				s.Enemies[k].Buff, s.Enemies[k].BuffRounds = AllyBuffBonus, AllyBuffRounds
			}
		}
	case content.EffectRevealAct:
		s.effectEvent(i, en)
		s.Player().Revealed = true
	case content.EffectAoE, content.EffectAoEFire:
		if en.Recharging {
			return false
		}
		en.Recharging = true
		s.effectEvent(i, en)
		dmg := rollDice(r, en.Monster.Damage) + rollDice(r, en.Monster.Damage)
		s.eachStandingSeat(func() { s.areaOnPlayer(r, i, dmg) })
		return true
	}
	return false
}

// rechargeArea rolls the d6 recharge of a spent area ability at the start
// of the monster's turn (SRD recharge 5–6; 4–6 in phase 2).
func (s *State) rechargeArea(r roller, en *Enemy) {
	if !en.Recharging {
		return
	}
	need := rechargeOn
	if en.Phase2 {
		need = rechargePhase2
	}
	if r.Die(6) >= need {
		en.Recharging = false
	}
}

// areaOnPlayer deals an area blast of dmg from enemy i to the seat in
// focus (every standing seat of a party takes it, each saving on its own,
// rules §2.13): a DEX save against 8 + the enemy's to-hit for half (a
// Rogue with Evasion takes none on a success and half on a failure).
func (s *State) areaOnPlayer(r roller, i, dmg int) {
	en := &s.Enemies[i]
	dt := s.enemyDamageType(en)
	if en.Monster.Ability.Effect == content.EffectAoEFire {
		dt = rules.Fire
	}
	s.hurtPlayer(r, i+1, s.saveForHalf(r, i, rules.DEX, dmg), dt, "area", false)
}

// saveForHalf is what is left of dmg from enemy i after the player's save
// with ab against 8 + the enemy's to-hit: half on a success. A DEX save is
// dodging an area, so a Rogue's Evasion takes none on a success and half
// on a failure.
func (s *State) saveForHalf(r roller, i int, ab rules.Ability, dmg int) int {
	saved := s.playerSave(r, i+1, ab, 8+s.Enemies[i].Monster.AttackBonus)
	evasion := ab == rules.DEX && s.Player().Char.HasFeature(rules.FeatureEvasion)
	switch {
	case saved && evasion:
		return 0
	case saved || evasion:
		return dmg / 2
	}
	return dmg
}

// damageMods applies the effects that change a monster's hit: bonus_damage,
// enrage and execute.
func (s *State) damageMods(r roller, i, dmg int, crit, procs, first bool) int {
	en := &s.Enemies[i]
	if !procs {
		return dmg
	}
	a := en.Monster.Ability
	switch a.Effect {
	case content.EffectBonusDamage:
		if first && (a.Phase != content.PhaseOpening || s.surprises()) {
			s.effectEvent(i, en)
			dmg += rollDiceCrit(r, en.Monster.Damage, crit)
		}
	case content.EffectEnrage:
		if float64(en.HP) < content.EnrageBelow*float64(en.MaxHP) {
			s.effectEvent(i, en)
			dmg = int(float64(dmg) * content.EnrageMultiplier)
		}
	case content.EffectExecute:
		if float64(s.Player().HP) < content.ExecuteBelow*float64(s.Player().MaxHP) {
			s.effectEvent(i, en)
			dmg = int(float64(dmg) * content.ExecuteMultiplier)
		}
	}
	return dmg
}

// surprises reports whether a Surprise Attack works now (rules §2.6): the
// enemies surprised the player and the player has not acted yet. A boss
// waits behind a door the player chose to open, so it never surprises.
func (s *State) surprises() bool { return s.Surprise && !s.Player().Acted }

// healEnemy restores up to n HP to enemy i.
func (s *State) healEnemy(i, n int) {
	en := &s.Enemies[i]
	got := min(n, en.MaxHP-en.HP)
	if got <= 0 {
		return
	}
	en.HP += got
	e := s.ev(EvHealed, i+1, i+1)
	e.Amount, e.HP = got, en.HP
	s.emit(e)
}

// checkPhaseTwo moves a boss into phase 2 once its HP falls to its
// threshold (rules §2.7): +Phase2HitBonus to hit and an area ability
// ready again.
func (s *State) checkPhaseTwo(i int) {
	en := &s.Enemies[i]
	th := en.Monster.Phase2At
	if en.Phase2 || th <= 0 || float64(en.HP) > th*float64(en.MaxHP) {
		return
	}
	s.enterPhaseTwo(i)
}

// enterPhaseTwo puts enemy i in phase 2 (once): +Phase2HitBonus to hit
// and an area ability ready again.
func (s *State) enterPhaseTwo(i int) {
	en := &s.Enemies[i]
	if en.Phase2 {
		return
	}
	en.Phase2 = true
	en.Recharging = false
	e := s.ev(EvPhaseTwo, i+1, -1)
	e.Amount = Phase2HitBonus
	s.emit(e)
}
