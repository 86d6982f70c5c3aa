package narrate

import (
	"fmt"

	"github.com/gogobee/gogobee/internal/zonerun"
)

// FoesLine names a fight's foes as MonsterLine does on ground g, the
// run's patrol among them (patrol of them, right after the room's own
// foe: the Dragon's Lair's kobolds, rules §8.12) named as the patrol:
// "**Dragonborn Cultist** (…) and the patrol's **Kobold** (…)".
func FoesLine(ids []string, patrol int, g Ground) string {
	if patrol <= 0 || len(ids) < 1+patrol {
		return MonsterLine(ids, g)
	}
	parts := []string{MonsterLine(ids[:1], g), "the patrol's " + MonsterLine(ids[1:1+patrol], g)}
	for _, id := range ids[1+patrol:] {
		parts = append(parts, MonsterLine([]string{id}, g))
	}
	return List(parts)
}

// agree is the verb form for n foes as the subject: one for a single
// foe ("attacks", "bars"), many for several ("attack", "bar").
func agree(n int, one, many string) string {
	if n > 1 {
		return many
	}
	return one
}

// InYourWay refuses a way on past the fight enc waiting in the room, its
// foes named on ground g.
func InYourWay(enc zonerun.Encounter, g Ground, prefix string) string {
	n := len(enc.Monsters)
	return fmt.Sprintf("%s %s in your way. `%sfight` first, or `%sretreat` to back out (%s %s here); there's no way on past %s.",
		FoesLine(enc.Monsters, enc.Patrol, g), agree(n, "stands", "stand"), prefix, prefix,
		agree(n, "it", "they"), agree(n, "waits", "wait"), agree(n, "it", "them"))
}
