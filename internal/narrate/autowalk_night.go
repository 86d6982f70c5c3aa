package narrate

import (
	"fmt"
	"time"

	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/play"
)

// nightStop is the walk's night stop (rules §10.2, stop 8): no walking
// from 21:00 to 06:00; past the evening recap the night's camp (the one
// the room and the packs allow, or why none) and how the walk goes on in
// the morning; in the small hours before the departure day has begun,
// what holds then (smallHours).
func (w AutoWalk) nightStop() string {
	clock := w.At.Now.In(w.At.loc()).Format("15:04")
	switch {
	case expedition.SmallHours(w.Exp, w.At.Now, w.At.loc()):
		return w.smallHours(clock)
	case w.Exp.CampedToday():
		return fmt.Sprintf("🌙 It's %s your time, past the evening recap: no walking at night, and %s. %s", clock, campSpent, w.morningWalk(0))
	case w.campOffer() == "":
		return fmt.Sprintf("🌙 It's %s your time, past the evening recap: no walking at night, and %s. %s", clock, w.campBehind(play.CampRefusal(w.Run, w.Graph, false)), w.morningWalk(0))
	}
	return fmt.Sprintf("🌙 It's %s your time, past the evening recap, and nights are for camping: %s. %s",
		clock, w.campOffer(), w.morningWalk(w.funds().Cost()))
}

// smallHours is the night stop before 06:00 of a departure day
// (expedition.SmallHours, rules §8.3): the day and its recap are still
// ahead, so it offers a short rest when one helps
// (expedition.ShortRestHelps) and the walk from 06:00, and keeps the
// day's one camp for the night (rules §8.10) instead of offering it now.
func (w AutoWalk) smallHours(clock string) string {
	line := fmt.Sprintf("🌙 It's %s your time, and day %d has only just begun: no walking until %02d:00, and its recap comes at %02d:00.",
		clock, w.Exp.Day, expedition.RolloverHour, expedition.RecapHour)
	if w.shortRestOffered() {
		line += fmt.Sprintf(" `%srest short` patches you up meanwhile.", w.Prefix)
	}
	switch {
	case w.Exp.CampedToday():
		line += " Today's one camp is made, and the next comes after tomorrow's 06:00 briefing."
	case w.funds() != expedition.FundsNone:
		line += fmt.Sprintf(" A camp made now is the day's one camp: keep it for tonight, after the %02d:00 recap.", expedition.RecapHour)
	}
	return line + " " + w.morningWalk(0)
}

// morningWalk says how the walk goes on after the night that stopped it
// (rules §10.3): by itself from the background walk's first morning time
// when the player has it on, else when the player asks again from 06:00,
// or by itself once they turn it on. It promises no walk the supplies
// then refuse (expedition.WalkSupplied: the 06:00 burn comes first), and
// says when the camp offered, of spend SU, would leave too little.
func (w AutoWalk) morningWalk(spend float64) string {
	if !expedition.WalkSupplied(w.Exp, 0, w.At.Now, w.At.loc()) {
		return walkShort(w.Exp, w.At, w.Prefix)
	}
	first := fmt.Sprintf("%02d:%02d", expedition.RolloverHour, int(expedition.AutorunQuiet/time.Minute))
	line := fmt.Sprintf("`%sexpedition run` walks on from %02d:00, or `%sexpedition run on` lets me walk by myself from %s.",
		w.Prefix, expedition.RolloverHour, w.Prefix, first)
	if w.Autorun {
		line = fmt.Sprintf("Your auto-walk goes on by itself from %s, once no rest or fight holds you.", first)
	}
	if spend > 0 && !expedition.WalkSupplied(w.Exp, spend, w.At.Now, w.At.loc()) {
		line += fmt.Sprintf(" That's without the camp: after its %s, the 06:00 burn leaves less than a day's burn, and no walk goes on (`%sadvance` still walks you on by hand).",
			SU(spend), w.Prefix)
	}
	return line
}
