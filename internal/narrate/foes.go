package narrate

import (
	"fmt"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// FoesLine names a fight's foes as MonsterLine does on ground g, the
// run's patrol among them (patrol of them, right after the room's own
// foe: the Dragon's Lair's kobolds, rules §8.12) named as the patrol, a
// patrol of several counted: "**Dragonborn Cultist** (…) and the
// patrol's 2 × **Kobold** (…)".
func FoesLine(ids []content.MonsterID, patrol int, g Ground) string {
	if patrol <= 0 || len(ids) < 1+patrol {
		return MonsterLine(ids, g)
	}
	parts := []string{MonsterLine(ids[:1], g), "the patrol's " + countedLine(ids[1:1+patrol], g)}
	for _, id := range ids[1+patrol:] {
		parts = append(parts, MonsterLine([]content.MonsterID{id}, g))
	}
	return List(parts)
}

// countedLine names ids as MonsterLine does, a run of the same foe once
// with its count, as DropsText counts items: "2 × **Kobold** (…)".
func countedLine(ids []content.MonsterID, g Ground) string {
	var parts []string
	for i := 0; i < len(ids); {
		n := 1
		for i+n < len(ids) && ids[i+n] == ids[i] {
			n++
		}
		line := MonsterLine(ids[i:i+1], g)
		if n > 1 {
			line = fmt.Sprintf("%d × %s", n, line)
		}
		parts = append(parts, line)
		i += n
	}
	return List(parts)
}

// fightFoes is the header of fight f on ground g: the foes that start
// it, then the threat band's reinforcements that join it (rules §8.7),
// as the log's "joins the fight" line tells them:
// "**Kobold** (…) attacks! **Kobold** (…) joins the fight (reinforcements)."
func fightFoes(f *zonerun.FightReport, g Ground) string {
	start := f.Monsters[:len(f.Monsters)-min(max(f.Joined, 0), len(f.Monsters))]
	line := fmt.Sprintf("%s %s!", FoesLine(start, f.Patrol, g), agree(len(start), "attacks", "attack"))
	if joined := f.Monsters[len(start):]; len(joined) > 0 {
		line += fmt.Sprintf(" %s %s the fight (reinforcements).", countedLine(joined, g), agree(len(joined), "joins", "join"))
	}
	return line
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
