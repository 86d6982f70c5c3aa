package play

import (
	"time"

	"github.com/gogobee/gogobee/internal/rules"
)

// HeldBy is the member (index k into party) whose rest or recovery
// (rules §3.3) holds the party at now, the last of them to be up, and
// when they are (until); ok is false when no member is held. The party
// moves and fights together (rules §8.23), so the leader's moves and
// the fights the leader starts wait for them as the autopilot's walk
// does (AwakeAt).
func HeldBy(party []rules.Character, now time.Time) (k int, until time.Time, ok bool) {
	for i, c := range party {
		if rules.CheckAwake(c, now) == nil {
			continue
		}
		if t := later(c.LockoutUntil, c.DownUntil); !ok || t.After(until) {
			k, until, ok = i, t, true
		}
	}
	return k, until, ok
}

// PartyIdlePickAt is IdlePickAt for the fork of a party's run (rules
// §6.4, §8.23): TwinBee's answer walks the whole party, so it also waits
// for the last member resting or down when it falls due (HeldBy), then
// for the leader's rest and the night as IdlePickAt does. With no party
// it is IdlePickAt.
func PartyIdlePickAt(due time.Time, ch rules.Character, party []rules.Character, idle time.Duration, loc *time.Location) time.Time {
	at := IdlePickAt(due, ch, idle, loc)
	for {
		_, until, held := HeldBy(party, at)
		if !held {
			return at
		}
		at = IdlePickAt(until, ch, idle, loc)
	}
}
