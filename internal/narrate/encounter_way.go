package narrate

import (
	"fmt"

	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// encounterHeads head the wandering encounters the player meets awake
// and on their feet: the road's and a hunt's.
var encounterHeads = map[expedition.EncounterSource]string{
	expedition.SourceTransit: "Met on the road",
	expedition.SourceWander:  "It found you",
}

// encounterHead heads a wandering encounter by what rolled it: only a
// camp's night wakes the player.
func encounterHead(src expedition.EncounterSource) string {
	return labelOr(encounterHeads, src, "You wake to combat")
}

// EncounterFightIntro heads the fight of encounter n waiting on
// expedition e: a camp's night is met on waking the morning it came
// (day n.Day+1) and, fought on a later day, as what has waited since that
// night, with no camp left to wake in; the road's, a hunt's and the time
// loop's by their own heads.
func EncounterFightIntro(n expedition.NightEncounter, e expedition.Expedition) string {
	what, icon := "Night ambush", "🌙"
	when := fmt.Sprintf("night %d", n.Day)
	switch {
	case n.Source == expedition.SourceTransit:
		what, icon = "On the road", "🧭"
	case n.Source == expedition.SourceWander:
		what, icon = "Something hunts you", "👁️"
	case n.Source == expedition.SourceLoop:
		what, icon = "The time loop's new company", "🧚"
	case !nightFoughtOnWaking(n, e):
		what, when = fmt.Sprintf("Waiting since night %d", n.Day), fmt.Sprintf("day %d", e.Day)
		if n.Surprise {
			what += ", it strikes first"
		}
	case !n.Surprise:
		what = "You wake to combat"
	}
	if n.Source != expedition.SourceNight {
		when = fmt.Sprintf("day %d", max(n.Day, e.Day))
		if e.Day > n.Day { // left unfought since the day it came
			what += fmt.Sprintf(", waiting since day %d", n.Day)
		}
	}
	return fmt.Sprintf("%s **%s · %s, %s**: %s", icon, what, ZoneName(e.ZoneID), when, MonsterLine(n.Monsters, ExpeditionGround(e)))
}

// nightFoughtOnWaking says a camp's night encounter n is fought the
// morning after its night (expedition day n.Day+1), when the camp it
// raided has only just been struck.
func nightFoughtOnWaking(n expedition.NightEncounter, e expedition.Expedition) bool {
	return e.Day <= n.Day+1
}

// EncounterOverText is the line after a won wandering encounter n of
// expedition e, with ch the character after it, here what holds the
// room and run the zone run as it stands, at at: a camp's night fought
// on waking leaves the camp a mess and the room's moves (HereMoves: a
// fork's answer at a fork, else the day's actions, each offered only
// where it would be taken), one fought on a later day
// no camp to speak of; the road's and a hunt's leave no camp, only the
// room the player stands in and its way on (the room's own fight first,
// a fork's choice, or onward). While a rest still holds ch (a camp's
// sleep the night broke into, rules §3.3) every move waits, and the line
// says until when instead.
func EncounterOverText(n expedition.NightEncounter, e expedition.Expedition, ch rules.Character, here Here, run zonerun.Run, at Moment, prefix string) string {
	hold := rules.CheckAwake(ch, at.Now)
	// the moves of the room as the status gives them (HereMoves): a rest's
	// hold, a foe at the door, a fork's answer and pick, or the actions
	actions := func() string { return HereMoves(e, ch, here, at, prefix) }
	switch n.Source {
	case expedition.SourceNight:
		if !nightFoughtOnWaking(n, e) {
			return fmt.Sprintf("⚔️ What waited since night %d is down, and you're standing. %s", n.Day, actions())
		}
		return "🌅 The camp is a mess, but you're standing. " + actions()
	case expedition.SourceLoop:
		return "🧚 The loop lets go of this room, for now. " + actions()
	}
	head := "🧭 The road is clear, and you're standing."
	if n.Source == expedition.SourceWander {
		head = "👁️ The hunters are down, and you're standing."
	}
	if hold != nil {
		return head + " " + RestHold(hold, at, prefix)
	}
	return head + " " + wayOnLine(run, here.NoAdvance, prefix)
}

// wayOnLine is what to type next in the room run stands in: its waiting
// fight, its fork's choice, or the way on, unless `!advance` would be
// refused (noAdvance, play.AdvanceRefusal), which the line then says.
func wayOnLine(run zonerun.Run, noAdvance error, prefix string) string {
	if _, _, ok := run.PendingFight(); ok {
		return fmt.Sprintf("Something still waits in this room: `%sfight` engages it.", prefix)
	}
	if run.Prompt != nil {
		return fmt.Sprintf("The way forks here: `%szone go <n>` picks a way · `%smap` for the map.", prefix, prefix)
	}
	if noAdvance != nil {
		return fmt.Sprintf("`%ssearch` the room · `%smap` for the map.", prefix, prefix) + noAdvanceLine(noAdvance, prefix)
	}
	return fmt.Sprintf("`%sadvance` to go on · `%ssearch` the room · `%smap` for the map.", prefix, prefix, prefix)
}
