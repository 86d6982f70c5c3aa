package expedition

import (
	"fmt"
	"time"

	"github.com/gogobee/gogobee/internal/dice"
	"github.com/gogobee/gogobee/internal/rules"
)

// startDay ends the expedition's day and starts the next (rules §8.3,
// step 3): the ended day's counters kept as Yesterday (a day with play
// counted as played), the day counter advanced, today's counters at zero
// and the forage attempt back.
func (e *Expedition) startDay(rep *RolloverReport) {
	rep.Yesterday = e.Today
	e.Yesterday = e.Today
	if e.Today.Played() {
		e.PlayedDays++
	}
	e.Day++
	e.LastRollover = rep.Date
	e.Today = DayCounters{Day: e.Day}
	e.Supplies.Foraged = false
	rep.Day = e.Day
}

// dawnThreat moves threat at dawn (rules §8.3 step 4): the mood-adjusted
// daily drift, then, past the zone's maximum days and not yet in Siege
// Mode, the jump to 100 (rules §8.8), nil when there is none.
func (e *Expedition) dawnThreat(at time.Time) (ThreatChange, *ThreatChange) {
	drift := e.applyThreat(DailyDrift(e.Mood.Level), ReasonDayPasses, at)
	if maxDays := e.Traits().MaxDays; maxDays > 0 && e.Day > maxDays && !e.Threat.Siege {
		ch := e.applyThreat(MaxThreat-e.Threat.Level, ReasonOverstay, at)
		return drift, &ch
	}
	return drift, nil
}

// burnDay burns the new day's supplies (rules §8.3 step 6), none when the
// portal collapsed; a burn not paid in full costs 1d4 CON (stream (day,
// "starve")), taken off c. It returns c after it.
func (e *Expedition) burnDay(c rules.Character, root *dice.Stream, collapsed bool, rep *RolloverReport) rules.Character {
	if !collapsed {
		rep.Burn = DailyBurn(*e)
		rep.Paid, rep.Shortfall = e.Supplies.spend(rep.Burn.Total)
	}
	e.Today.SUUsed += rep.Paid
	if rep.Shortfall > 0 {
		rolled := root.Child(e.Day, "starve").Die(4)
		var lost int
		c, lost = e.starve(c, rolled)
		rep.Starvation = &StarvationReport{Rolled: rolled, Lost: lost, ConLost: e.Supplies.ConLost, ConLeft: ConLeft(*e, c)}
	}
	return c
}

// dawnEnd ends the expedition by forced extraction when the dawn calls
// for it (rules §8.3 step 7): the portal collapsed (closed
// PortalClosedDays, rules §8.12), CON starved to 0, or an overstayed day
// without play; otherwise the player wakes (step 8, wake). It returns c
// after it.
func (e *Expedition) dawnEnd(c rules.Character, root *dice.Stream, collapsed bool, at time.Time, loc *time.Location, rep *RolloverReport) rules.Character {
	switch {
	case collapsed:
		f := e.forceExtract(c, CauseCollapse, at)
		f.PortalReopens = rep.Date.AddDays(PortalClosedDays).At(RolloverHour, loc)
		e.Extraction.PortalReopens = f.PortalReopens
		rep.Forced = &f
	case rep.Starvation != nil && rep.Starvation.ConLeft <= 0:
		f := e.forceExtract(c, CauseStarvation, at)
		rep.Forced = &f
	case e.overstayed(rep.PrevDay, rep.Yesterday):
		f := e.forceExtract(c, CauseOverstay, at)
		rep.Forced = &f
	default:
		c = e.wake(c, root, at, rep)
	}
	return c
}

// wake starts the new day in the zone (rules §8.3 step 8): the standing
// camp's waking bonus unless it was struck (stream (day, "wake")), the
// survival milestones, the camp broken and the day's log line. It
// returns c with the waking HP.
func (e *Expedition) wake(c rules.Character, root *dice.Stream, at time.Time, rep *RolloverReport) rules.Character {
	if e.Camp != nil {
		rep.CampBroken = e.Camp.Type
		if !e.Camp.Struck {
			c, rep.WakeHP = wakeBonus(e.Camp, c, root, e.Day)
		}
	}
	rep.Milestones = e.dayMilestones(rep.PrevDay, c, at)
	e.Camp = nil
	e.note(at, EntryNarrative, fmt.Sprintf("Day %d begins: %g SU left, threat %d", e.Day, e.Supplies.Current, e.Threat.Level), "day_begins")
	return c
}
