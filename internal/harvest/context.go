package harvest

import "github.com/gogobee/gogobee/internal/content"

// EventMods are the zone events' effects on harvesting (rules §8.12), as
// expedition.HarvestEffects finds them; a zone run outside an expedition
// passes the zero value.
//
//   - DCBonus / Blocked: every harvest's DC change and block (Dragon's Lair
//     +4 from pulse 3 and blocked once Infernax wakes; Abyss +5 at
//     instability 61–80 and blocked from 81).
//   - MiningDCBonus / MiningBlocked: mining only (Underforge heat 7–9: +3;
//     heat 10: blocked).
//   - ForageDCMod: foraging only (Feywild double day: −3).
//   - NodesReset: the Feywild time loop. Pass ignores it: the caller calls
//     Refill once when the day's roll is made, not on every pass.
//   - TidalCrystal: the Sunken Temple's tide day, which opens the
//     content.EventTide gate.
type EventMods struct {
	DCBonus       int  `json:"dc_bonus,omitempty"`
	Blocked       bool `json:"blocked,omitempty"`
	MiningDCBonus int  `json:"mining_dc_bonus,omitempty"`
	MiningBlocked bool `json:"mining_blocked,omitempty"`
	ForageDCMod   int  `json:"forage_dc_mod,omitempty"`
	NodesReset    bool `json:"nodes_reset,omitempty"`
	TidalCrystal  bool `json:"tidal_crystal,omitempty"`
}

// EventActive reports whether a registry gate event is active under m.
// Unknown events are never active (rules §7.1: an unresolved gate is never
// available).
func (m EventMods) EventActive(ev content.HarvestEvent) bool {
	switch ev {
	case content.EventTide:
		return m.TidalCrystal
	}
	return false
}

// Context is what a pass needs to know besides the room and the character.
//
//   - Threat: the expedition's threat level (0–100) at the start of the
//     pass; 0 in a zone run outside an expedition.
//   - Kills: the kill tags in the run's kill log (KillsFrom builds it from
//     monster IDs); a kill-gated resource is skipped until its tag is here.
//   - Mods: the zone events' effects (EventMods).
//   - Wilderness: the zone is wilderness (rules §6.1: Forest, Sunken
//     Temple, Underdark, Feywild, Dragon's Lair; expedition.TraitsOf gives
//     it); a Ranger's noise rolls are 3 lower there.
//   - RollPenalty: the expedition's penalty to all rolls (≤ 0; supply
//     depletion, heat exhaustion); WISPenalty: to WIS rolls only (≤ 0; the
//     Abyss). Both come from expedition.CurrentEffects.
//   - FishingSkill: the character's fishing skill; fishing adds
//     FishingSkill/5, at most +2 (rules §7.4).
//   - Holiday: a holiday adds +1 to every yield (rules §7.4).
type Context struct {
	Threat       int                      `json:"threat"`
	Kills        map[content.KillTag]bool `json:"kills,omitempty"`
	Mods         EventMods                `json:"mods"`
	Wilderness   bool                     `json:"wilderness,omitempty"`
	RollPenalty  int                      `json:"roll_penalty,omitempty"`
	WISPenalty   int                      `json:"wis_penalty,omitempty"`
	FishingSkill int                      `json:"fishing_skill,omitempty"`
	Holiday      bool                     `json:"holiday,omitempty"`
	// SetOutLevel is the level the character set out at, whose band
	// decides the share of the finds kept (rules §6.2); 0: its own level.
	SetOutLevel int `json:"set_out_level,omitempty"`
}

// KillsFrom returns the set of kill tags earned by killing the given
// monsters (content.Monster.Tags); unknown IDs add nothing.
func KillsFrom(monsterIDs []content.MonsterID) map[content.KillTag]bool {
	out := map[content.KillTag]bool{}
	for _, id := range monsterIDs {
		if m, ok := content.MonsterByID(id); ok {
			for _, t := range m.Tags {
				out[t] = true
			}
		}
	}
	return out
}
