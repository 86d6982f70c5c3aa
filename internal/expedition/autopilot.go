package expedition

import (
	"time"
)

// Autopilot numbers (rules §10).
const (
	// AutopilotRooms: the most rooms one `!expedition run` walks.
	AutopilotRooms = 6
	// AutorunRooms: the most rooms one background walk takes.
	AutorunRooms = 3
	// AutorunEvery: at most one background walk per expedition this often.
	AutorunEvery = 2 * time.Hour
	// AutorunStartDelay: no background walk in an expedition's first half
	// hour.
	AutorunStartDelay = 30 * time.Minute
	// AutorunRetry: how soon a background walk that found the player busy
	// (fighting, a night encounter waiting) looks again (the ticker's beat).
	AutorunRetry = 15 * time.Minute
	// AutorunQuiet: the background walk keeps this far from the 06:00
	// rollover and the 21:00 recap (rules §10.3; DERIVED width).
	AutorunQuiet = 15 * time.Minute
	// DefaultAutopilotMinHP: the walk stops when HP is at or below this
	// percentage of the maximum (rules §10.2; configurable with
	// GOGOBEE_AUTOPILOT_MIN_HP).
	DefaultAutopilotMinHP = 30
)

// WalkStop is why an autopilot walk stopped (rules §10.2).
type WalkStop string

// Walk stops. The first group is checked before each room (Preflight and
// the plugin's look at the run), the second after a room.
const (
	StopCap       WalkStop = "cap"        // the room cap of the walk
	StopFork      WalkStop = "fork"       // a fork prompt waits for the player
	StopElite     WalkStop = "elite"      // the next room is an elite's: the player goes in
	StopBoss      WalkStop = "boss"       // the next room is the boss's: rest and restock first
	StopTrap      WalkStop = "trap"       // the next room is a trap room and the player's rules say never take trap edges
	StopTrader    WalkStop = "trader"     // the walk came into the zone's trader's room: the player trades first
	StopFight     WalkStop = "fight"      // a fight waits or runs (a harvest interrupt's elite or patrol)
	StopEncounter WalkStop = "encounter"  // a night or transit encounter waits
	StopLowHP     WalkStop = "low_hp"     // HP at or below the threshold
	StopSupplies  WalkStop = "supplies"   // supplies below one day's burn
	StopNight     WalkStop = "night"      // between the 21:00 recap and the 06:00 rollover
	StopResting   WalkStop = "resting"    // resting or down and recovering
	StopBlocked   WalkStop = "blocked"    // a locked way, a dead end, a refused move
	StopLevelUp   WalkStop = "level_up"   // the character went up a level on the way
	StopEnded     WalkStop = "ended"      // the run or the expedition ended (down, fled, forced out)
	StopComplete  WalkStop = "complete"   // the zone is cleared
	StopBehind    WalkStop = "behind"     // the player stands behind the frontier (rules §9.4)
	StopInactive  WalkStop = "not_active" // the expedition is not in the zone
)

// IsNight reports whether at is in the night of the day cycle in loc: from
// the 21:00 recap to the 06:00 rollover (local wall clock).
func IsNight(at time.Time, loc *time.Location) bool {
	h := at.In(loc).Hour()
	return h >= RecapHour || h < RolloverHour
}

// InQuietWindow reports whether at lies within AutorunQuiet of a 06:00
// rollover or a 21:00 recap in loc, when the background walk stays still.
func InQuietWindow(at time.Time, loc *time.Location) bool {
	for _, h := range []int{RolloverHour, RecapHour} {
		l := at.In(loc)
		for _, d := range []int{-1, 0, 1} {
			mark := LocalAt(l.Year(), l.Month(), l.Day()+d, h, loc)
			if diff := at.Sub(mark); diff > -AutorunQuiet && diff < AutorunQuiet {
				return true
			}
		}
	}
	return false
}

// TooLowToWalk reports whether hp is at or below minHPPct percent of maxHP
// (minHPPct ≤ 0: DefaultAutopilotMinHP), where the autopilot stops
// (rules §10.2).
func TooLowToWalk(hp, maxHP, minHPPct int) bool {
	if minHPPct <= 0 {
		minHPPct = DefaultAutopilotMinHP
	}
	return maxHP > 0 && hp*100 <= maxHP*minHPPct
}

// Preflight is the autopilot's check before each room (rules §10.2): the
// night (21:00–06:00 local), HP at or below minHPPct percent of maxHP, and
// supplies below one day's burn (WalkSupplied, DailyBurn). It returns "" when the walk may
// go on. minHPPct ≤ 0 means DefaultAutopilotMinHP.
func Preflight(e Expedition, hp, maxHP, minHPPct int, at time.Time, loc *time.Location) WalkStop {
	switch {
	case e.Status != StatusActive:
		return StopInactive
	case e.PendingNight != nil:
		return StopEncounter
	case IsNight(at, loc):
		return StopNight
	case TooLowToWalk(hp, maxHP, minHPPct):
		return StopLowHP
	case !WalkSupplied(e, 0, at, loc):
		return StopSupplies
	}
	return ""
}
