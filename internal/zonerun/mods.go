package zonerun

import (
	"slices"

	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/dice"
	"github.com/gogobee/gogobee/internal/rules"
)

// FightMods is what the run's owner does to every fight of the run: the
// ones the run resolves itself (ordinary rooms, harvest interrupts,
// respawns), the elite and boss fights FightSpec starts, and the owner's
// own encounters (an expedition's night fights). It is the one source of
// the fight modifiers: an expedition's Threat Clock band (enemy AC,
// initiative advantage, rules §8.7), TwinBee's loot mood, its
// surroundings (hunger, heat, CON saves in the heat, the tide's cold in a
// flooded room, rules §8.5, §8.12), the tide's
// hardened kuo-toa (rules §8.12), Siege Mode's tougher boss (rules §8.8)
// and a boss caught at rest below the Alert band (no re-forming at 0 HP);
// and what the zone does to the rooms still ahead: the Dragon's Lair's
// patrols joining their fights and the Abyss Portal's shifting ways
// (rules §8.12). The owner refreshes it before and after every step; a
// standalone run leaves it zero.
type FightMods struct {
	EnemyACBonus             int        `json:"enemy_ac_bonus,omitempty"`
	EnemyInitiativeAdvantage bool       `json:"enemy_initiative_advantage,omitempty"`
	Mood                     float64    `json:"mood,omitempty"` // loot multiplier; 0 = neutral
	Env                      combat.Env `json:"env,omitzero"`
	// TagAC is extra AC for the enemies with the kill tag TagACTag (the
	// tide's kuo-toa: +2).
	TagAC    int             `json:"tag_ac,omitempty"`
	TagACTag content.KillTag `json:"tag_ac_tag,omitempty"`
	// BossHP (hit points) and BossLegendaryResistances are added to every
	// boss of the fight (Siege Mode: +20 HP, +1 legendary resistance).
	BossHP                   int `json:"boss_hp,omitempty"`
	BossLegendaryResistances int `json:"boss_legendary_resistances,omitempty"`
	// BossAtRest: the threat band is below Alert, so every boss of the
	// fight is caught at rest and falls at 0 HP (its ReformAt is dropped).
	BossAtRest bool `json:"boss_at_rest,omitempty"`
	// FoeLevel is the level the character set out at, which a deep zone
	// sizes its foes to (rules §2.8); 0 counts as the zone's lowest level.
	FoeLevel int `json:"foe_level,omitempty"`
	// Reinforcements is the chance (0–1) that one ordinary foe of the
	// zone's roster joins a fight without a boss (the threat band's
	// reinforcements, rules §8.7; expedition.ReinforcementChance).
	Reinforcements float64 `json:"reinforcements,omitempty"`
	// TrapsRearm: a trap room walked back into goes off again (the
	// Hostile band's re-armed traps, rules §8.7).
	TrapsRearm bool `json:"traps_rearm,omitempty"`
	// Patrol monsters of PatrolMonster join the fight of every room
	// entered for the first time that holds one (an exploration room's
	// fight, an elite's; never a boss's): the Dragon's Lair's kobold patrols, one
	// more a pulse (rules §8.12). Rooms already resolved keep what they held.
	Patrol        int               `json:"patrol,omitempty"`
	PatrolMonster content.MonsterID `json:"patrol_monster,omitempty"`
	// RoomsShift: a fork's ways may open onto one another's rooms (the
	// Abyss Portal from instability 41, rules §8.12; shiftedWay).
	RoomsShift bool `json:"rooms_shift,omitempty"`
	// FloodCold is the tide's cold (1d6 a round, rules §8.12) while the
	// tide is in: only a fight in a room the tide floods takes it (In,
	// Floods); zero while the tide is out.
	FloodCold rules.Dice `json:"flood_cold,omitzero"`
}

// withPatrol returns a room's fight ids with the patrol added (rules
// §8.12), ids itself when there is none.
func (m FightMods) withPatrol(ids []content.MonsterID) []content.MonsterID {
	if m.Patrol <= 0 || m.PatrolMonster == "" {
		return ids
	}
	out := slices.Clone(ids)
	for range m.Patrol {
		out = append(out, m.PatrolMonster)
	}
	return out
}

// Apply returns spec with the mods added (a flooded room's cold is added
// by In first): a reinforcement (reinforce), the level foes are sized to, the band's enemy AC and
// initiative advantage, the mood, the surroundings (replacing spec.Env
// when the mods have any), the bosses' extra HP (added after the zone
// sizes them, combat.Spec.BossHP), and the tagged enemies' AC and the
// bosses' legendary resistances and re-forming (spec.Enemies is copied, never
// changed in place).
func (m FightMods) Apply(spec combat.Spec) combat.Spec {
	spec = m.reinforce(spec)
	spec.EnemyACBonus += m.EnemyACBonus
	spec.FoeLevel = m.FoeLevel
	spec.BossHP += m.BossHP
	spec.EnemyInitiativeAdvantage = spec.EnemyInitiativeAdvantage || m.EnemyInitiativeAdvantage
	if m.Mood > 0 {
		spec.Mood = m.Mood
	}
	if m.Env != (combat.Env{}) {
		spec.Env = m.Env
	}
	if m.TagAC == 0 && m.BossLegendaryResistances == 0 && !m.BossAtRest {
		return spec
	}
	enemies := make([]content.Monster, len(spec.Enemies))
	for i, e := range spec.Enemies {
		if m.TagAC != 0 && slices.Contains(e.Tags, m.TagACTag) {
			e.AC += m.TagAC
		}
		if e.Boss {
			e.LegendaryResistances += m.BossLegendaryResistances
			if m.BossAtRest {
				e.ReformAt = 0
			}
		}
		enemies[i] = e
	}
	spec.Enemies = enemies
	return spec
}

// purposeReinforce names the stream of a fight's reinforcement roll.
const purposeReinforce = "reinforcements"

// reinforce rolls the threat band's reinforcement for spec (rules §8.7):
// with chance m.Reinforcements one ordinary foe of the zone's roster joins
// a fight that holds no boss, drawn from the stream (spec's seed and key,
// "reinforcements"), so the same fight always draws the same. It is added
// last and counted in spec.Reinforcements; spec.Enemies is copied.
func (m FightMods) reinforce(spec combat.Spec) combat.Spec {
	if m.Reinforcements <= 0 || slices.ContainsFunc(spec.Enemies, func(e content.Monster) bool { return e.Boss }) {
		return spec
	}
	zone, ok := content.ZoneByID(spec.ZoneID)
	if !ok {
		return spec
	}
	s := dice.NewStream(spec.Seed, spec.Key, purposeReinforce)
	if !s.Chance(m.Reinforcements) {
		return spec
	}
	id, ok := zone.PickMonster(false, s)
	foe, known := content.MonsterByID(id)
	if !ok || !known {
		return spec
	}
	spec.Enemies = append(slices.Clip(spec.Enemies), foe)
	spec.Reinforcements++
	return spec
}
