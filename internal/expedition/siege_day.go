package expedition

// SiegeCause is what brings Siege Mode on first (SiegeDayOf).
type SiegeCause string

// Siege causes: the zone's maximum days run out (rules §8.8), or the daily
// drift takes threat to 100 (rules §8.6).
const (
	SiegeByDayCap SiegeCause = "day_cap"
	SiegeByDrift  SiegeCause = "drift"
)

// SiegeDay is when Siege Mode begins if nothing but the days moves the
// threat: Day, the expedition day whose 06:00 rollover begins it, Cause,
// what comes first, and Drift, the daily drift it counted.
type SiegeDay struct {
	Day   int
	Cause SiegeCause
	Drift int
}

// SiegeDayOf returns when Siege Mode begins for e as it stands on its
// current day (rules §8.6, §8.8): the first rollover past the zone's
// maximum days, or the rollover whose daily drift (at today's mood,
// DailyDrift) takes threat to 100, whichever comes first. A fight or a
// loud spell can bring it sooner. ok is false in Siege Mode already, and
// when neither can happen (no day cap and no upward drift).
func SiegeDayOf(e Expedition) (SiegeDay, bool) {
	if e.Threat.Siege {
		return SiegeDay{}, false
	}
	drift := DailyDrift(e.Mood.Level)
	var s SiegeDay
	if day := CapSiegeDay(e.Traits()); day > 0 {
		s = SiegeDay{Day: max(day, e.Day+1), Cause: SiegeByDayCap, Drift: drift}
	}
	if drift > 0 {
		days := (SiegeAt - e.Threat.Level + drift - 1) / drift
		if d := e.Day + max(days, 1); s.Day == 0 || d < s.Day {
			s = SiegeDay{Day: d, Cause: SiegeByDrift, Drift: drift}
		}
	}
	return s, s.Day > 0
}
