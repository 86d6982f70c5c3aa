package expedition

import (
	"time"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/dice"
	"github.com/gogobee/gogobee/internal/rules"
)

// StarvationReport is one starving day (rules §8.5): the 1d4 CON
// rolled, the CON it took (the roll capped at the CON left), the CON lost
// so far and the CON left (the character's score minus the loss; forced
// extraction at 0).
type StarvationReport struct {
	Rolled  int `json:"rolled"`
	Lost    int `json:"lost"`
	ConLost int `json:"con_lost"`
	ConLeft int `json:"con_left"`
}

// RolloverReport is everything the Morning Briefing needs (rules §8.3): the
// rollover date and instant, the day that ended and the day that began, the
// night (nil without a camp), the HP a fortified or base camp gave on waking,
// the camp broken, the threat drift and an overstay jump to Siege, the zone
// events, the burn and what it paid, the starvation, the depletion band and
// days of supplies left, the mood, the milestones reached, the forced
// extraction (nil if none), yesterday's counters and the effects now in
// force.
type RolloverReport struct {
	Date        Date              `json:"date"`
	At          time.Time         `json:"at"`
	PrevDay     int               `json:"prev_day"`
	Day         int               `json:"day"`
	Night       *NightReport      `json:"night,omitempty"`
	WakeHP      int               `json:"wake_hp,omitempty"`
	CampBroken  CampType          `json:"camp_broken,omitempty"`
	Drift       ThreatChange      `json:"drift"`
	Overstay    *ThreatChange     `json:"overstay,omitempty"`
	Events      []ZoneEvent       `json:"events,omitempty"`
	Burn        Burn              `json:"burn"`
	Paid        float64           `json:"paid"`
	Shortfall   float64           `json:"shortfall,omitempty"`
	Starvation  *StarvationReport `json:"starvation,omitempty"`
	Depletion   DepletionBand     `json:"depletion"`
	Supplies    Supplies          `json:"supplies"`
	DaysLeft    int               `json:"days_left"`
	Mood        int               `json:"mood"`
	MoodBand    string            `json:"mood_band"`
	Milestones  []MilestoneAward  `json:"milestones,omitempty"`
	Forced      *ExtractionReport `json:"forced,omitempty"`
	Yesterday   DayCounters       `json:"yesterday"`
	Effects     Effects           `json:"effects"`
	Respawns    Respawns          `json:"respawns"`
	ZoneStacks  ZoneStacks        `json:"zone_stacks"`
	ThreatLevel int               `json:"threat_level"`
}

// Rollover applies the next due 06:00 rollover at at in the player's zone
// loc (rules §8.3), in this order:
//
//  1. TwinBee's mood drifts to at.
//  2. The night phase resolves against the day's camp, if one was made
//     (stream (day, "night")); an encounter waits for the player.
//  3. The day counter advances; the ended day's counters are kept as
//     Yesterday and today's start at zero; the forage attempt returns.
//  4. Threat drifts by the mood-adjusted daily amount; past the zone's
//     maximum days it jumps to 100 (Siege Mode, rules §8.8).
//  5. The zone's events fire for the new day.
//  6. The day's supplies burn under the conditions now in force; a burn
//     that cannot be paid in full costs 1d4 CON (stream (day, "starve")),
//     taken off c's score while the expedition lasts (HP falls to the
//     lowered maximum).
//     A portal that collapsed in step 5 burns nothing: the player is out.
//  7. Forced extraction when the portal collapses (it stays closed
//     PortalClosedDays, rules §8.12), CON reaches 0, or the
//     day that ended was past the zone's maximum days and had no play
//     (an expedition left alone ends once, not a briefing a day forever;
//     a played one goes on in Siege Mode, the soft cap of rules §8.8).
//  8. Otherwise the camp's waking bonus (stream (day, "wake")), the
//     survival milestones (which count only days with play), and the camp
//     is broken.
//
// c is the stored character; the returned character carries the waking
// HP and the CON starvation took (Supplies.ConTaken, given back with
// ExtractionReport.ConBack when the expedition ends). Rolls derive from
// root, so re-running a rollover from the same saved state gives the same
// result. Errors (nothing changed): ErrNotActive, ErrRolloverNotDue (at is
// before NextRollover).
func Rollover(e Expedition, pos Position, c rules.Character, root *dice.Stream, at time.Time, loc *time.Location) (Expedition, rules.Character, RolloverReport, error) {
	if err := e.requireActive(); err != nil {
		return e, c, RolloverReport{}, err
	}
	next := NextRollover(e, loc)
	if next.IsZero() || at.Before(next) {
		return e, c, RolloverReport{}, ErrRolloverNotDue{Next: next}
	}
	e = e.Clone()
	rep := RolloverReport{Date: LocalDate(next, loc), At: at, PrevDay: e.Day}

	e.Mood = e.Mood.DriftTo(at)
	rep.Night = e.resolveNight(pos, c, root, at)

	e.startDay(&rep)
	rep.Drift, rep.Overstay = e.dawnThreat(at)
	rep.Events = e.zoneEvents(pos, root, at)
	// A portal collapsing at dawn throws the player out before the new
	// day's meal: no burn and no starving day in a zone left (rules §8.12).
	collapsed := e.Traits().Has(content.MechanicInstability) && InstabilityBandFor(e.Stacks.Instability).Collapse

	c = e.burnDay(c, root, collapsed, &rep)
	rep.Depletion = Depletion(e.Supplies)
	rep.Supplies = e.Supplies
	rep.DaysLeft = DaysLeft(e)

	c = e.dawnEnd(c, root, collapsed, at, loc, &rep)
	rep.Mood = e.Mood.Level
	rep.MoodBand = e.Mood.Band().Name
	rep.Effects = CurrentEffects(e)
	rep.Respawns = Respawns{Manor: e.Stacks.ManorRespawn, Siege: e.Threat.SiegeRespawn}
	rep.ZoneStacks = e.Stacks
	rep.ThreatLevel = e.Threat.Level
	return e, c, rep, nil
}

// overstayed reports whether the day that just ended, day, was past the
// zone's maximum days with no play in it (counters).
func (e Expedition) overstayed(day int, counters DayCounters) bool {
	maxDays := e.Traits().MaxDays
	return maxDays > 0 && day > maxDays && !counters.Played()
}

// RecapData is the Evening Recap's content (rules §8.20): the day and
// its counters, the supplies and the days they last, the threat level and
// band, and whether to remind the player to camp.
type RecapData struct {
	Day          int         `json:"day"`
	Counters     DayCounters `json:"counters"`
	Supplies     Supplies    `json:"supplies"`
	DaysLeft     int         `json:"days_left"`
	Threat       int         `json:"threat"`
	Band         BandName    `json:"band"`
	CampReminder bool        `json:"camp_reminder,omitempty"`
	// FoeWaits: an encounter waits in the room (PendingNight), so no camp
	// may stand until it is fought (rules §8.10).
	FoeWaits bool `json:"foe_waits,omitempty"`
	// Funds: what the packs pay for among the camps (CampFundsOf), so
	// the camp prompt offers only a camp `!camp` makes.
	Funds CampFunds `json:"funds"`
	// Burn is today's daily burn (SU a day, DailyBurn), the rate DaysLeft
	// is counted at: tomorrow's may differ (Siege Mode, a zone's stack).
	Burn float64 `json:"burn"`
}

// RecapFor returns the recap of day: today's at 21:00 (the rollover keeps
// the day's counters until 06:00), yesterday's for a recap sent late,
// after the next rollover; other days give empty counters.
func RecapFor(e Expedition, day int) RecapData {
	r := RecapData{Day: day, Supplies: e.Supplies, DaysLeft: DaysLeft(e), Threat: e.Threat.Level, Band: BandFor(e.Threat.Level).Name, Funds: CampFundsOf(e), Burn: DailyBurn(e).Total}
	switch day {
	case e.Today.Day:
		r.Counters = e.Today
		r.CampReminder = e.Status == StatusActive && e.Camp == nil && !e.CampedToday()
		r.FoeWaits = r.CampReminder && e.PendingNight != nil
	case e.Yesterday.Day:
		r.Counters = e.Yesterday
	default:
		r.Counters = DayCounters{Day: day}
	}
	return r
}
