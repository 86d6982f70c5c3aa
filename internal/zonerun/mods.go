package zonerun

import "github.com/gogobee/gogobee/internal/combat"

// FightMods is what the run's owner does to the fights the zone run
// resolves itself (ordinary rooms, harvest interrupts, respawns): an
// expedition's Threat Clock band (enemy AC, initiative advantage, expedition
// §8.2) and its surroundings (hunger, heat, the tide, §4.3 and §7). The
// owner refreshes it after every step; a standalone run leaves it zero.
type FightMods struct {
	EnemyACBonus             int        `json:"enemy_ac_bonus,omitempty"`
	EnemyInitiativeAdvantage bool       `json:"enemy_initiative_advantage,omitempty"`
	Mood                     float64    `json:"mood,omitempty"` // loot multiplier; 0 = neutral
	Env                      combat.Env `json:"env,omitzero"`
}

// apply returns spec with the mods added.
func (m FightMods) apply(spec combat.Spec) combat.Spec {
	spec.EnemyACBonus += m.EnemyACBonus
	spec.EnemyInitiativeAdvantage = spec.EnemyInitiativeAdvantage || m.EnemyInitiativeAdvantage
	if m.Mood > 0 {
		spec.Mood = m.Mood
	}
	if m.Env != (combat.Env{}) {
		spec.Env = m.Env
	}
	return spec
}
