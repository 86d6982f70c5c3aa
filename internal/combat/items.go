package combat

import (
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
)

// useItem spends one consumable from the inventory as the turn's action
// and applies its effect (rules §2.11): heal (Amount or HealDice),
// damage_reduction and damage_boost for the rest of the fight, absorb_hit
// and reflect for the next hit, opener_damage at a target, crit_boost
// (every 5 percentage points widen the crit range by one face),
// first_hit_crit, speed_boost (the player acts first from the next round)
// and enemy_miss for its rounds. bonus spends the bonus action instead
// (the Thief's Fast Hands, rules §1.11).
func (s *State) useItem(id content.ItemID, target int, bonus bool) error {
	p := s.Player()
	if p.Char.Inventory.Count(id) <= 0 {
		return ErrNoItem
	}
	it, ok := content.ItemByID(id)
	if !ok || it.Consumable == nil {
		return ErrNotUsable
	}
	c := it.Consumable
	i, err := s.itemTarget(c, target)
	if err != nil {
		return err
	}
	ch, err := rules.ConsumeItem(p.Char, id, 1)
	if err != nil {
		return ErrNoItem
	}
	p.Char = ch
	if bonus {
		s.fastHandsSpend()
	} else {
		s.useAction()
	}
	e := s.ev(EvItemUsed, s.focusActor(), i+1)
	if i < 0 {
		e = s.ev(EvItemUsed, s.focusActor(), -1)
	}
	e.Item, e.Detail = id, it.Name
	s.emit(e)
	s.applyConsumable(p, c, i, id)
	return nil
}

// itemTarget is the index of the enemy a consumable is thrown at: the
// chosen target for an opener_damage item, -1 for any other, which aims
// at no one (rules §2.11).
func (s *State) itemTarget(c *content.Consumable, target int) (int, error) {
	if c.Effect != content.ConsumeOpener {
		return -1, nil
	}
	return s.target(target)
}

// applyConsumable gives the effect of consumable c, spent as item id, to
// player p (rules §2.11): i is the enemy an opener_damage item strikes.
// Healing and opener damage roll on the player's dice stream; the rest
// set the player's fight-long or next-hit bonuses, never lowering one
// already stronger.
func (s *State) applyConsumable(p *Player, c *content.Consumable, i int, id content.ItemID) {
	switch c.Effect {
	case content.ConsumeHeal:
		n := c.Amount
		if !c.HealDice.IsZero() {
			n = rollDice(s.rng(s.focusActor(), purposePlayer), c.HealDice)
		}
		s.healPlayer(n, string(id))
	case content.ConsumeDamageReduction:
		p.DamageReduction = max(p.DamageReduction, c.Percent)
	case content.ConsumeAbsorbHit:
		p.Absorb = true
	case content.ConsumeReflect:
		p.ReflectPct = max(p.ReflectPct, c.Percent)
	case content.ConsumeOpener:
		s.damageEnemy(s.rng(s.focusActor(), purposePlayer), i, c.Amount, string(id))
	case content.ConsumeDamageBoost:
		p.DamageBoost = max(p.DamageBoost, c.Percent)
	case content.ConsumeCritBoost:
		p.CritBoost = max(p.CritBoost, c.Percent/5)
	case content.ConsumeFirstHitCrit:
		p.FirstHitCrit = max(p.FirstHitCrit, c.Percent)
	case content.ConsumeSpeedBoost:
		p.Hasted = true
	case content.ConsumeEnemyMiss:
		p.EnemyMissPct, p.EnemyMissRounds = max(p.EnemyMissPct, c.Percent), max(p.EnemyMissRounds, c.Rounds)
	}
}
