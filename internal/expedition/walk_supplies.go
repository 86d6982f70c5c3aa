package expedition

import (
	"math"
	"time"
)

// SmallHours reports whether at falls in the night hours before expedition
// e's day has begun: before 06:00 on the day of a departure in the small
// hours, a 06:00 that does not end Day 1 (rules §8.3). The day's recap is
// still ahead, the walk waits for 06:00, and a camp made now is the day's
// one camp (rules §8.10).
func SmallHours(e Expedition, at time.Time, loc *time.Location) bool {
	if e.LastRollover.IsZero() || at.In(loc).Hour() >= RolloverHour {
		return false
	}
	return NextRollover(e, loc).After(NextLocal(at, loc, RolloverHour))
}

// DawnBeforeWalk reports whether the next walk from at comes only after a
// 06:00 rollover (rules §8.3, §10.2): at night, outside the SmallHours of
// a departure day, so the day's burn is paid before the walk looks at the
// packs.
func DawnBeforeWalk(e Expedition, at time.Time, loc *time.Location) bool {
	return IsNight(at, loc) && !SmallHours(e, at, loc)
}

// WalkSupplies is the SU the next walk's supply check sees (rules §10.2,
// stop 10) after the player spends spend SU (a camp): the packs as they
// are by day; when a rollover comes first (DawnBeforeWalk), less its day's
// burn at today's conditions (the night's threat drift may still change
// the burn). Never below 0.
func WalkSupplies(e Expedition, spend float64, at time.Time, loc *time.Location) float64 {
	have := math.Max(0, roundSU(e.Supplies.Current-spend))
	if DawnBeforeWalk(e, at, loc) {
		have = math.Max(0, roundSU(have-DailyBurn(e).Total))
	}
	return have
}

// WalkSupplied reports whether the next walk from at passes the supply
// check after spend SU is spent: WalkSupplies at least a day's burn
// (DailyBurn, rules §10.2, stop 10). Preflight stops a walk that fails it
// (StopSupplies), and every line that promises a walk asks it first.
func WalkSupplied(e Expedition, spend float64, at time.Time, loc *time.Location) bool {
	return WalkSupplies(e, spend, at, loc) >= DailyBurn(e).Total
}
