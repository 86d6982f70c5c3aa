package play

import (
	"time"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/rules"
)

// IdlePickAt is when TwinBee answers an idle player's fork prompt whose
// answer falls due at due (the prompt's time plus the idle wait idle),
// for the character ch as they stand, in the time zone loc (rules §6.4).
// A rest or a knock-out's recovery that covers the time means the player
// was not idle, so the answer moves to idle after they wake (the rest's or
// recovery's end plus idle); a time at night (expedition.IsNight) waits
// for IdleMorning. Both are applied until neither moves it, as the
// idle-fork job does each time it falls due, so every display that tells
// this time tells the one the pick comes at. A rest that ends before due
// leaves it where it was.
func IdlePickAt(due time.Time, ch rules.Character, idle time.Duration, loc *time.Location) time.Time {
	at := due
	for {
		switch {
		case ch.IsRecovering(at):
			at = ch.DownUntil.Add(idle)
		case ch.IsResting(at):
			at = ch.LockoutUntil.Add(idle)
		case expedition.IsNight(at, loc):
			at = IdleMorning(at, loc)
		default:
			return at
		}
	}
}

// IdleMorning is when an idle-fork answer that fell due at night (21:00
// to 06:00 local in loc, expedition.IsNight) is given instead: the walk's
// quiet quarter of an hour after the next 06:00 local (rules §6.4, as the
// autopilot keeps off the night and the rollover, rules §10.2, §10.3).
func IdleMorning(at time.Time, loc *time.Location) time.Time {
	return expedition.NextLocal(at, loc, expedition.RolloverHour).Add(expedition.AutorunQuiet)
}

// IdlePickHeld is what holds an idle fork's pick on expedition e: the
// monsters of an encounter waiting for the player (Expedition.PendingNight,
// a night's or the road's). Every move is refused until it is fought
// (expedition.CheckAdvance), so TwinBee does not pick either: the pick's
// job tries again a quarter of an hour later, and every display that
// tells the pick says it waits for that fight instead of a time (rules
// §6.4). Nil when nothing holds it.
func IdlePickHeld(e expedition.Expedition) []content.MonsterID {
	if e.Status != expedition.StatusActive || e.PendingNight == nil {
		return nil
	}
	return e.PendingNight.Monsters
}
