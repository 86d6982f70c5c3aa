package combat

import (
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
)

// healPays reports whether spending the player's action on a heal of avg
// HP (average) beats attacking target: false when the attack expected
// this turn (bestAttack's) brings down every standing enemy, or when avg
// is at most the damage the enemies are expected to deal the player in
// one round (Incoming). A heal that small buys no round: the enemies take
// it back in the round the player spent drinking or casting, and the
// fight lasts a round longer.
func healPays(s *State, avg float64, target int) bool {
	if target >= 0 && expectedOf(s, bestAttack(s, target)) >= float64(standingHP(s)) {
		return false
	}
	return avg > Incoming(s)
}

// Incoming is the damage (HP) the standing enemies are expected to deal
// the player in one round: each swing's damage times its chance to hit
// the player's current AC (hitChance with the swing's to-hit, ally buff
// and phase-2 bonus), plus a charged area ability that may act in this
// phase (breath, blast: two damage rolls, a save halving them) times its
// proc chance, counted at three quarters for the save. Conditions and
// damage reduction are left out: it is the policy's estimate, not a roll.
func Incoming(s *State) float64 {
	total := 0.0
	for i := range s.Enemies {
		if en := &s.Enemies[i]; en.Standing() {
			total += areaExpected(s, en)
		}
	}
	eachSwing(s, func(hit, dmg float64) { total += hit * dmg })
	return total
}

// eachSwing calls f with the chance to hit (hitChance against the
// player's current AC, with the ally buff and phase-2 bonus) and the
// damage (HP) of every swing the standing enemies make in a round: each
// multiattack swing, else one attack with the damage dice's average.
func eachSwing(s *State, f func(hit, dmg float64)) {
	ac := s.PlayerAC()
	for i := range s.Enemies {
		en := &s.Enemies[i]
		if !en.Standing() {
			continue
		}
		bonus := en.Buff
		if en.Phase2 {
			bonus += Phase2HitBonus
		}
		if ma := en.Monster.Multiattack; ma != nil {
			for _, sw := range ma.Swings {
				f(hitChance(ma.ToHit+bonus, ac), float64(sw))
			}
			continue
		}
		f(hitChance(en.Monster.AttackBonus+bonus, ac), en.Monster.Damage.Average())
	}
}

// areaSaveFactor is the expected share of an area ability's damage the
// player takes: half the time the save halves it.
const areaSaveFactor = 0.75

// areaExpected is enemy en's expected area damage this round: its area
// ability's proc chance times two damage rolls times areaSaveFactor, or 0
// when it has none, it is recharging or the phase does not allow it.
func areaExpected(s *State, en *Enemy) float64 {
	a := en.Monster.Ability
	if en.Recharging || !(s.enemyAbility(en, content.EffectAoE) || s.enemyAbility(en, content.EffectAoEFire)) {
		return 0
	}
	return a.Proc * 2 * en.Monster.Damage.Average() * areaSaveFactor
}

// expectedOf is the expected damage of a bestAttack action.
func expectedOf(s *State, a Action) float64 {
	if a.Kind != ActCast {
		return weaponExpected(s, a.Target)
	}
	sp, ok := rules.Spell(a.Spell)
	if !ok {
		return 0
	}
	return spellExpected(s, sp, a.Slot, a.Target, standingCount(s)) + empowerExpected(s, sp, a.Slot, a.Target)
}

// standingHP is the HP left on every standing enemy.
func standingHP(s *State) int {
	hp := 0
	for i := range s.Enemies {
		if s.Enemies[i].Standing() {
			hp += s.Enemies[i].HP
		}
	}
	return hp
}

// standingCount is the number of enemies still in the fight.
func standingCount(s *State) int {
	n := 0
	for i := range s.Enemies {
		if s.Enemies[i].Standing() {
			n++
		}
	}
	return n
}

// healItemAverage is the average heal (HP) of the healing consumable id.
func healItemAverage(id content.ItemID) float64 {
	for _, h := range healItems() {
		if h.id == id {
			return h.avg
		}
	}
	return 0
}

// cureAverage is the average heal (HP) of Cure Wounds cast by the player
// with a slot of level slot (dice, casting modifier and Disciple of Life).
func cureAverage(p *Player, slot int) float64 {
	sp, ok := rules.Spell(rules.CureWounds)
	if !ok {
		return 0
	}
	d := rules.CastDice(p.caster(), sp, slot)
	avg := d.Average()
	if p.Char.HasFeature(rules.FeatureBlessedHealer) {
		avg = bestOfTwo(blessedDice(d)) // rules §1.11
	}
	if p.Char.HasFeature(rules.FeatureDiscipleOfLife) {
		avg += float64(2 + slot)
	}
	return avg
}

// ReserveHeals is how many healing consumables the standard policy keeps
// back (rules §2.12): it drinks the last one only when it would die
// without it, so a fight that goes well leaves one for the next.
const ReserveHeals = 1

// healsCarried is the number of healing consumables the player carries.
func healsCarried(p *Player) int {
	n := 0
	for _, h := range healItems() {
		n += max(p.Char.Inventory.Count(h.id), 0)
	}
	return n
}

// mayDrink reports whether the standard policy may drink a healing
// consumable now (rules §2.12): it carries more than ReserveHeals, or the
// enemies' next round could drop it to 0 HP (HP at most WorstRound).
func mayDrink(s *State) bool {
	return healsCarried(s.Player()) > ReserveHeals || float64(s.Player().HP) <= WorstRound(s)
}

// WorstRound is the damage (HP) the standing enemies could deal the player
// before its turn after next, if every attack hits (rules §2.12): each
// enemy's multiattack swings, or one attack's dice average, or when it is
// charged and its phase allows, its area ability's two rolls with no save,
// whichever is more; plus one legendary action of a boss that has one
// (its dice average, grown by its zone; a drain, which needs a stunned
// player, is left out). Unlike Incoming no swing misses.
func WorstRound(s *State) float64 {
	total := 0.0
	for i := range s.Enemies {
		en := &s.Enemies[i]
		if !en.Standing() {
			continue
		}
		hits := en.Monster.Damage.Average()
		if ma := en.Monster.Multiattack; ma != nil {
			hits = 0
			for _, sw := range ma.Swings {
				hits += float64(sw)
			}
		}
		area := 0.0
		if areaExpected(s, en) > 0 {
			area = 2 * en.Monster.Damage.Average()
		}
		total += max(hits, area)
		if la := en.Monster.Legendary; la != nil && !la.Drain {
			grow := 1.0
			if la.Grow > 0 {
				grow = la.Grow
			}
			total += la.Dice.Average() * grow
		}
	}
	return total
}
