package narrate

import (
	"fmt"

	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// encounterHead heads a wandering encounter by what rolled it: only a
// camp's night wakes the player; the road's and a hunt's find them
// awake and on their feet.
func encounterHead(src expedition.EncounterSource) string {
	switch src {
	case expedition.SourceTransit:
		return "Met on the road"
	case expedition.SourceWander:
		return "It found you"
	}
	return "You wake to combat"
}

// EncounterOverText is the line after a won wandering encounter of
// expedition e (its source src), with run the zone run as it stands: a
// camp's night leaves the camp a mess and the day's actions; the road's
// and a hunt's leave no camp, only the room the player stands in and its
// way on (the room's own fight first, a fork's choice, or onward).
func EncounterOverText(src expedition.EncounterSource, e expedition.Expedition, run zonerun.Run, prefix string) string {
	switch src {
	case expedition.SourceNight:
		return "🌅 The camp is a mess, but you're standing. " + ActionsLineFor(e, prefix)
	case expedition.SourceLoop:
		return "🧚 The loop lets go of this room, for now. " + ActionsLineFor(e, prefix)
	}
	head := "🧭 The road is clear, and you're standing."
	if src == expedition.SourceWander {
		head = "👁️ The hunters are down, and you're standing."
	}
	return head + " " + wayOnLine(run, prefix)
}

// wayOnLine is what to type next in the room run stands in: its waiting
// fight, its fork's choice, or the way on.
func wayOnLine(run zonerun.Run, prefix string) string {
	if _, _, ok := run.PendingFight(); ok {
		return fmt.Sprintf("Something still waits in this room: `%sfight` engages it.", prefix)
	}
	if run.Prompt != nil {
		return fmt.Sprintf("The way forks here: `%szone go <n>` picks a way · `%smap` for the map.", prefix, prefix)
	}
	return fmt.Sprintf("`%sadvance` to go on · `%ssearch` the room · `%smap` for the map.", prefix, prefix, prefix)
}
