package play

import (
	"fmt"

	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// FightMods is what expedition e does to every fight of its run and to
// the encounters it starts (rules §2.8, §8.7, §8.8, §8.12, §8.16): the
// departure level its zone sizes foes to, the Threat Clock band's enemy
// AC, initiative advantage, reinforcement chance and re-armed traps,
// TwinBee's loot mood, the worst roll penalty in force and the Abyss's
// WIS penalty (on every d20 test of the player: in fights, and in the
// run's fork checks and traps), the Underforge's heat each round and its
// disadvantage on CON saves, the tide's cold each round in a flooded room
// (applied per room by zonerun.FightMods.In), the tide's kuo-toa (+1d4 to
// hit, +2 AC), below the Alert band a boss caught at rest (it does not
// re-form at 0 HP), in Siege Mode, the boss's extra HP and legendary
// resistance, the Dragon's Lair's kobold patrols (one more kobold in
// every room's fight a pulse) and the Abyss Portal's shifting ways.
func FightMods(e expedition.Expedition) zonerun.FightMods {
	fx := expedition.CurrentEffects(e)
	m := zonerun.FightMods{
		EnemyACBonus:             fx.Band.EnemyAC,
		EnemyInitiativeAdvantage: fx.Band.EnemyInitiativeAdvantage,
		Mood:                     fx.LootMultiplier,
		BossAtRest:               !fx.Band.BossAwake,
		FoeLevel:                 e.FoeLevel,
		Reinforcements:           expedition.ReinforcementChance(e.Threat.Level),
		TrapsRearm:               fx.Band.TrapsRearm,
		RoomsShift:               fx.RoomsShift,
	}
	if fx.KoboldReinforcements > 0 {
		m.Patrol, m.PatrolMonster = fx.KoboldReinforcements, expedition.DragonPatrolMonster
	}
	// The expedition counts penalties as negative modifiers (−1, −2);
	// the fight subtracts a positive penalty.
	m.Env.RollPenalty = max(0, -fx.RollPenalty)
	m.Env.WISPenalty = max(0, -fx.WISPenalty)
	m.Env.CONSaveDisadvantage = fx.CONSaveDisadvantage
	if fx.FireDamage.Count > 0 {
		m.Env.RoundDamage, m.Env.RoundType, m.Env.RoundSource = fx.FireDamage, rules.Fire, "heat"
	}
	if t := fx.Tide; t != nil {
		m.FloodCold = t.WadingCold // only in the rooms the tide floods (zonerun.FightMods.In)
		m.Env.EnemyHitDice, m.Env.EnemyHitTag = t.KuoToaAttack, content.TagKuoToa
		m.TagAC, m.TagACTag = t.KuoToaAC, content.TagKuoToa
	}
	if fx.Siege {
		m.BossHP = expedition.Siege().BossBonusHP
		m.BossLegendaryResistances = expedition.Siege().BossLegendaryResistances
	}
	return m
}

// NightFightSpec is the fight of the encounter waiting on expedition e (a
// night ambush, a wandering monster, a road encounter, a Feywild time
// loop; rules §8.11, §8.12): its monsters from the zone roster, on the
// streams of the world seed keyed by the expedition, the source and the
// day, with FightMods(e) in the room the player stands in on run r (the
// tide's cold when it is flooded) and, for a surprise, Spec.Surprise
// (initiative advantage for the enemies, and their Surprise Attacks). ok is false when no encounter waits.
func NightFightSpec(e expedition.Expedition, r zonerun.Run, ch rules.Character, world uint64) (combat.Spec, bool) {
	n := e.PendingNight
	if n == nil {
		return combat.Spec{}, false
	}
	var enemies []content.Monster
	for _, id := range n.Monsters {
		if m, ok := content.MonsterByID(id); ok {
			enemies = append(enemies, m)
		}
	}
	spec := FightMods(e).In(r.Seed, r.Current).Apply(combat.Spec{
		Seed: world, Key: fmt.Sprintf("expedition:%s:%s:%d", e.ID, n.Source, n.Day),
		Character: ch, Enemies: enemies, ZoneID: e.ZoneID, Tier: e.Tier,
	})
	spec.Surprise = n.Surprise
	return spec, true
}

// NightFightKind is the fight kind an encounter of kind k counts as for
// the Threat Clock: an elite or an ambush counts as an elite fight (+8),
// the rest as ordinary fights (+5).
func NightFightKind(k expedition.NightOutcome) combat.Kind {
	if k == expedition.NightElite || k == expedition.NightAmbush {
		return combat.KindElite
	}
	return combat.KindNormal
}
