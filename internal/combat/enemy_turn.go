package combat

import (
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
	"slices"
)

// Enemy escape (rules §2.9; the numbers are DERIVED): an ordinary enemy
// below EscapeBelow of its max HP flees on its turn with probability
// EscapeChance; an elite, which holds its room, only below EliteEscapeBelow
// and with EliteEscapeChance, so a hard fight rarely ends in a chase.
const (
	EscapeBelow       = 0.20
	EscapeChance      = 0.25
	EliteEscapeBelow  = 0.10
	EliteEscapeChance = 0.10
)

// EscapeOdds is when monster m tries to escape (rules §2.9): below the
// share below of its max HP, with probability chance on each of its
// turns. A boss never does (ok false).
func EscapeOdds(m content.Monster) (below, chance float64, ok bool) {
	switch {
	case m.Boss:
		return 0, 0, false
	case m.Elite:
		return EliteEscapeBelow, EliteEscapeChance, true
	}
	return EscapeBelow, EscapeChance, true
}

// triesEscape reports whether enemy en, badly hurt, flees on this turn
// (EscapeOdds; rules §2.9), rolling the chance on r only when it is low
// enough to try.
func triesEscape(r roller, en *Enemy) bool {
	below, chance, ok := EscapeOdds(en.Monster)
	return ok && float64(en.HP) < below*float64(en.MaxHP) && r.Chance(chance)
}

// turnProcEffects are the effects that roll their proc once at the start
// of the monster's turn; the others roll when they are triggered.
var turnProcEffects = map[content.Effect]bool{
	content.EffectPoison: true, content.EffectEnrage: true, content.EffectStun: true,
	content.EffectLifesteal: true, content.EffectCleave: true, content.EffectBonusDamage: true,
	content.EffectAoE: true, content.EffectAoEFire: true, content.EffectExecute: true,
	content.EffectSelfHeal: true, content.EffectAdvantage: true, content.EffectStatDrain: true,
	content.EffectDebuff: true, content.EffectMaxHPDrain: true, content.EffectRevealAct: true,
	content.EffectAllyBuff: true,
}

// enemyTurn plays enemy i's turn: regeneration and the recharge roll, a
// stunned monster losing its turn, a badly hurt non-boss trying to escape
// (EscapeOdds; rules §2.9), nothing more while the player
// is on the Ethereal Plane (Blink: a miss is logged), else its ability's
// turn proc, then its attacks: the multiattack profile of an elite or boss
// (rules §2.7) or one attack with its damage dice.
func (s *State) enemyTurn(i int) {
	en := &s.Enemies[i]
	if !en.Standing() {
		return
	}
	actor := i + 1
	if la := en.Monster.Legendary; la != nil {
		en.LegendaryActs = la.Uses() // regained at the start of its turn (rules §2.7)
	}
	r := s.rng(actor, purposeTurn)
	if en.HP < en.MaxHP && s.enemyAbility(en, content.EffectRegenerate) && r.Chance(en.Monster.Ability.Proc) {
		s.effectEvent(i, en)
		s.healEnemy(i, max(1, en.MaxHP/content.RegenerateDivisor))
	}
	s.rechargeArea(r, en)
	if hasCond(en.Conditions, rules.Stunned) {
		e := s.ev(EvTurnSkipped, actor, -1)
		e.Condition = rules.Stunned
		s.emit(e)
		s.tickActor(actor)
		return
	}
	if triesEscape(r, en) {
		s.escape(i)
		return
	}
	s.Seat = s.foeTarget(i)
	if s.Player().Ethereal {
		e := s.ev(EvAttackMissed, actor, s.focusActor())
		e.Detail = "ethereal"
		s.emit(e)
		s.tickActor(actor)
		return
	}
	eff := en.Monster.Ability.Effect
	procs := turnProcEffects[eff] && s.enemyAbility(en, eff) && r.Chance(en.Monster.Ability.Proc)
	if !s.turnEffects(r, i, procs) && !s.Over() {
		first := s.Seat
		s.enemyAttacks(r, i, procs)
		s.rosterAttacks(r, i, first)
	}
	if !s.Over() {
		s.tickActor(actor)
	}
}

// escape takes enemy i out of the fight (an EnemyEscaped event the threat
// clock counts); the fight is won when nobody is left standing.
func (s *State) escape(i int) {
	s.Enemies[i].Escaped = true
	for k := range s.Players {
		if s.Players[k].Marked == i {
			s.Players[k].Marked = -1
		}
	}
	s.emit(s.ev(EvEnemyEscaped, i+1, -1))
	if !s.anyStanding() {
		s.end(ResultWon)
	}
}

// needsAlly are the advantage abilities that work only with an ally
// beside the attacker (the SRD's Pack Tactics: "at least one of the
// creature's allies is within 5 feet of the creature and the ally isn't
// incapacitated").
var needsAlly = map[string]bool{"Pack Tactics": true}

// allyHelps reports whether enemy i's advantage ability may work: one
// that needs an ally has another enemy standing.
func (s *State) allyHelps(i int) bool {
	return !needsAlly[s.Enemies[i].Monster.Ability.Name] || len(s.Standing()) > 1
}

// enemyAttacks makes enemy i's attacks for the turn. The ability's
// on-hit effects ride on the first hit.
func (s *State) enemyAttacks(r roller, i int, procs bool) {
	en := &s.Enemies[i]
	adv := procs && en.Monster.Ability.Effect == content.EffectAdvantage && s.allyHelps(i)
	if adv {
		s.effectEvent(i, en)
	}
	bonus := en.Buff
	if en.Phase2 {
		bonus += Phase2HitBonus
	}
	first := true
	if ma := en.Monster.Multiattack; ma != nil {
		for _, sw := range ma.Swings {
			if s.Over() {
				return
			}
			if !s.seatStanding(s.Seat) && !s.retarget(i) {
				continue // the seat it turned to is on the Ethereal Plane: a miss
			}
			if hit, dealt := s.enemySwing(r, i, ma.ToHit+bonus, sw, adv, procs, first); hit && first {
				first = false
				if procs && !s.Over() { // a hit that downed the player sets off nothing more
					s.onHitEffects(r, i, dealt)
				}
			}
		}
		return
	}
	if hit, dealt := s.enemySwing(r, i, en.Monster.AttackBonus+bonus, -1, adv, procs, true); hit && procs && !s.Over() {
		s.onHitEffects(r, i, dealt)
	}
}

// enemySwing is one monster attack at the player: fixed is the profile's
// damage for a multiattack swing (doubled on a crit), or -1 to roll the
// monster's damage dice (dice doubled on a crit). Blur, while the player
// concentrates on it, gives the swing disadvantage. The player's Shield
// reaction and Spore Cloud can turn a hit; a Ranger's Uncanny Dodge halves
// the first hit between two of the player's turns. It returns whether it hit and
// the HP the player lost.
func (s *State) enemySwing(r roller, i, toHit, fixed int, adv, procs, first bool) (bool, int) {
	sw := s.swingRoll(r, i, toHit, fixed, adv)
	if !sw.hit {
		e := s.ev(EvAttackMissed, i+1, s.focusActor())
		e.Roll, e.Total, e.Detail = sw.d, sw.total, sw.detail
		s.emit(e)
		return false, 0
	}
	dmg, detail := s.swingDamage(r, i, fixed, sw, procs, first)
	dt := s.enemyDamageType(&s.Enemies[i])
	final, reflected, absorbed := s.mitigate(i+1, dmg, dt, true)
	if sw.crit {
		s.emit(s.ev(EvCrit, i+1, s.focusActor()))
	}
	e := s.ev(EvAttackHit, i+1, s.focusActor())
	e.Roll, e.Total, e.Crit, e.Amount, e.Detail = sw.d, sw.total, sw.crit, final, detail
	if absorbed {
		e.Detail = "absorbed"
	}
	s.emit(e)
	return true, s.losePlayerHP(r, i+1, final, reflected, absorbed, "hit")
}

// swing is one enemy attack roll against the player: the d20, the total,
// whether it crits and hits once the player's defences had their say,
// and what the log says of it.
type swing struct {
	d, total  int
	crit, hit bool
	detail    string
}

// swingRoll rolls enemy i's attack against the player: advantage and
// disadvantage from both sides' conditions and Blur, the zone's bonus,
// then the defences that turn a hit (Shield cast as a reaction, a Spore
// Cloud's misses).
func (s *State) swingRoll(r roller, i, toHit, fixed int, adv bool) swing {
	p, en := s.Player(), &s.Enemies[i]
	tAdv, tDis := targetAdvantage(p.Conditions, false)
	adv = adv || tAdv
	warded := s.entropicWard(i)
	tempest := s.tempestDodge() // Tempestuous Magic (rules §1.11)
	dis := tempest || tDis || attackerPenalty(en.Conditions) || p.Char.Concentration == rules.Blur || warded
	sw := swing{d: rollD20(r, adv, dis)}
	sw.total = sw.d + toHit + s.envHitBonus(r, en)
	ac := s.PlayerAC()
	sw.crit = sw.d == 20
	sw.hit = sw.d != 1 && (sw.crit || sw.total >= ac)
	if sw.d == 1 {
		sw.detail = "natural 1"
	}
	if sw.hit {
		s.defend(r, en, fixed, ac, &sw)
	}
	if warded && !sw.hit {
		p.EntropicOn = i + 1 // Entropic Ward's miss (rules §1.11)
	}
	return sw
}

// defend lets the player's defences turn hit sw of enemy en against AC
// ac: Shield cast as a reaction when it would turn it and matters, then a
// Spore Cloud's misses.
func (s *State) defend(r roller, en *Enemy, fixed, ac int, sw *swing) {
	p := s.Player()
	if !sw.crit && p.CanShield && !p.ShieldUp && s.shieldLeft() && rules.ShieldWouldTurn(sw.total, ac) &&
		s.shieldMatters(en, fixed) && s.castShield(sw.total, ac) {
		sw.hit, sw.detail = false, "shield"
		return
	}
	if p.EnemyMissPct > 0 && r.Chance(float64(p.EnemyMissPct)/100) {
		sw.hit, sw.detail = false, "spore cloud"
	}
}

// swingDamage is the damage of enemy i's hit sw before mitigation (fixed,
// doubled on a crit, or its dice) with its abilities' mods, halved by a
// Rogue's Uncanny Dodge, and what the log says of it (a rage's halving
// named).
func (s *State) swingDamage(r roller, i, fixed int, sw swing, procs, first bool) (int, string) {
	p, en := s.Player(), &s.Enemies[i]
	var dmg int
	if fixed >= 0 {
		dmg = fixed
		if sw.crit {
			dmg *= 2
		}
	} else {
		dmg = rollDiceCrit(r, en.Monster.Damage, sw.crit)
	}
	dmg = s.damageMods(r, i, dmg, sw.crit, procs, first)
	detail := sw.detail
	if !p.DodgeUsed && p.Char.HasFeature(rules.FeatureUncannyDodge) && s.useFeature(rules.FeatureUncannyDodge) == nil {
		p.DodgeUsed, dmg, detail = true, dmg/2, "uncanny dodge"
	}
	if dt := s.enemyDamageType(en); s.rageHalves(dt, true) && !resisted(p, dt) && !p.Absorb && dmg > 0 {
		detail = joinDetail(detail, "rage") // the log says why the hit is smaller (rules §1.11)
	}
	return dmg, detail
}

// ShieldWorthShare is the share of the player's HP left that a hit's
// damage must reach for the Shield reflex to spend a slot on it, unless
// an elite or boss swings (rules §2.3).
const ShieldWorthShare = 0.25

// shieldMatters reports whether a hit from en is worth a slot of Shield
// (rules §2.3): an elite's or boss's, or one whose damage (fixed, a
// multiattack swing's, or with fixed < 0 the average of the monster's
// dice) is at least ShieldWorthShare of the player's HP left.
func (s *State) shieldMatters(en *Enemy, fixed int) bool {
	if en.Monster.Elite || en.Monster.Boss {
		return true
	}
	dmg := float64(fixed)
	if fixed < 0 {
		dmg = en.Monster.Damage.Average()
	}
	return dmg >= ShieldWorthShare*float64(s.Player().HP)
}

// PlayerAC is the player's AC right now: base AC less monster debuffs,
// plus the Shield spell while it is up.
func (s *State) PlayerAC() int {
	ac := s.Player().AC - s.Player().ACDebuff
	if s.Player().ShieldUp {
		ac += rules.ShieldSpellBonus
	}
	return ac
}

// castShield casts Shield as a reaction (rules.ShieldReaction: lowest free
// slot) and records it. It reports whether it was cast.
func (s *State) castShield(total, ac int) bool {
	p := s.Player()
	lvl := rules.LowestFreeSlot(p.Char, 1)
	c, ok := rules.ShieldReaction(p.Char, total, ac)
	if !ok {
		return false
	}
	p.Char, p.ShieldUp = c, true
	s.tricksterShieldSpent()
	e := s.ev(EvSpellCast, s.focusActor(), -1)
	e.Spell, e.Slot, e.Detail = rules.ShieldSpell, lvl, "reaction"
	s.emit(e)
	e = s.ev(EvSlotSpent, s.focusActor(), -1)
	e.Spell, e.Slot = rules.ShieldSpell, lvl
	s.emit(e)
	s.wardRestore(rules.ShieldSpell, lvl)
	return true
}

// envHitBonus is the surroundings' bonus to an enemy's attack roll (the
// tide's +1d4 for kuo-toa).
func (s *State) envHitBonus(r roller, en *Enemy) int {
	env := s.Env
	if env.EnemyHitDice.Count == 0 {
		return 0
	}
	if env.EnemyHitTag != "" && !slices.Contains(en.Monster.Tags, env.EnemyHitTag) {
		return 0
	}
	return rollDice(r, env.EnemyHitDice)
}

// joinDetail adds note to a hit's detail: "natural 1", "uncanny dodge,
// rage".
func joinDetail(detail, note string) string {
	if detail == "" {
		return note
	}
	return detail + ", " + note
}
