package narrate

import (
	"fmt"
	"time"

	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/rules"
)

// campWhere says where each everyday camp may stand (rules §8.10): the
// recap's reminder and the `!camp` list's note end with it.
func campWhere(prefix string) string {
	return fmt.Sprintf("`%scamp standard` in a cleared room, `%scamp rough` in any other room with no foe in it; never in a boss or trap room.", prefix, prefix)
}

// campAdvice is the recap's camp advice for a player whose room refuses
// a camp for reason no ("" when a camp may stand here), who has an
// encounter waiting (foe), and whose packs pay for funds with su carried
// (expedition.CampFundsOf): the refusal first, then where the camps the
// packs pay for stand; with no SU for any camp, that alone.
func campAdvice(no expedition.CampRefusal, back string, foe bool, f expedition.CampFunds, su float64, prefix string) string {
	where := campWhereFunded(f, su, prefix)
	switch {
	case foe && f == expedition.FundsNone:
		return fmt.Sprintf("Something found you and it's still here: `%sfight` it first. %s", prefix, where)
	case f == expedition.FundsNone:
		return where
	case foe:
		return fmt.Sprintf("Something found you and it's still here: `%sfight` it first; no camp until it's dealt with. Then %s", prefix, where)
	case no == "":
		return where
	}
	return fmt.Sprintf("No camp in this room (%s): %s. %s", no, campWayOn(no, back, prefix), where)
}

// campWayOn is how a player whose room refuses a camp for reason no gets
// to one that allows it: a fight first where one runs or a foe stands in
// the room, and `!retreat` to back (the room behind's label, when it
// allows a camp: play.CampBehind) or, where none behind does, onward.
func campWayOn(no expedition.CampRefusal, back, prefix string) string {
	retreat := fmt.Sprintf("`%sretreat` to **%s** and camp there", prefix, back)
	switch {
	case no == expedition.CampInCombat:
		return fmt.Sprintf("finish the fight first (`%sfight`)", prefix)
	case no == expedition.CampEnemies && back != "":
		return fmt.Sprintf("`%sfight` them, or %s", prefix, retreat)
	case no == expedition.CampEnemies:
		return fmt.Sprintf("`%sfight` them first: no room behind takes a camp either", prefix)
	case back != "":
		return retreat
	case no == expedition.CampBossRoom:
		return "no room behind takes a camp either"
	}
	return fmt.Sprintf("`%sadvance` to a room that allows one", prefix)
}

// CampHereText is the `!camp` list's note on the room the player stands
// in when it refuses a camp for reason no (rules §8.10); "" when a camp
// may stand here, or when today's camp is made and no room allows
// another (the list says so). back: the room behind's label when it
// allows a camp (play.CampBehind), "" when none does.
func CampHereText(e expedition.Expedition, no expedition.CampRefusal, back, prefix string) string {
	if no == "" || e.CampedToday() {
		return ""
	}
	return fmt.Sprintf("📍 **Here:** no camp (%s): %s.", no, campWayOn(no, back, prefix))
}

// campSpent says when the next camp comes once today's one is made
// (expedition.Expedition.CampedToday, rules §8.10): every line that would
// offer a camp says this instead, so none offers one the engine refuses.
const campSpent = "today's one camp is made, and the next comes after the 06:00 briefing"

// CampSpentText is what a player whose camp today is made can do in its
// place at now (rules §8.10): a short rest when one would be taken and
// bring ch something back (expedition.ShortRestHelps: rules §3.1, Siege
// Mode refusing it, rules §8.8), walking on, or waiting for the morning's
// camp.
func CampSpentText(e expedition.Expedition, ch rules.Character, now time.Time, prefix string) string {
	switch {
	case e.Threat.Siege:
		return fmt.Sprintf("No camp now: %s. Siege Mode allows no short rest: walk on with care, or `%sextract`.", campSpent, prefix)
	case ch.HitDice <= 0:
		return fmt.Sprintf("No camp now: %s. Until then walk on: you've no hit die left for a short rest.", campSpent)
	case !expedition.ShortRestHelps(e, ch, now):
		return fmt.Sprintf("No camp now: %s. Until then walk on: you've nothing a short rest would bring back.", campSpent)
	}
	return fmt.Sprintf("No camp now: %s. Until then `%srest short` spends hit dice for HP, or walk on.", campSpent, prefix)
}

// CampRestHadText refuses `!rest long` in a standing camp whose long rest
// ch has had (expedition.RestCampHad, rules §3.2, §8.10): a camp gives one
// long rest, and the next day's camp the next with no 24-hour wait, then
// what is left meanwhile (CampSpentText).
func CampRestHadText(e expedition.Expedition, ch rules.Character, now time.Time, prefix string) string {
	return "You've had this camp's long rest: a camp gives one, and the next day's camp gives the next, with no 24-hour wait. " +
		CampSpentText(e, ch, now, prefix)
}
