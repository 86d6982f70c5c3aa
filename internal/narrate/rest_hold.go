package narrate

import (
	"errors"
	"fmt"
	"time"

	"github.com/gogobee/gogobee/internal/rules"
)

// RestHold words a move refused because a rest's lockout or a recovery
// holds the character (rules.CheckAwake, rules §3.3): until when, and only
// what still works meanwhile, so the answer never offers a move the rest
// refuses too. "" for any other error.
func RestHold(err error, at Moment, prefix string) string {
	var lock rules.ErrRestLockout
	var rec rules.ErrRecovering
	switch {
	case errors.As(err, &rec):
		return holdLine("You're down until", rec.Until, at, prefix)
	case errors.As(err, &lock):
		return holdLine("You're resting until", lock.Until, at, prefix)
	}
	return ""
}

// holdLine is "💤 <lead> <when>; every move waits till then" and what
// still works while a rest or a recovery holds every move.
func holdLine(lead string, until time.Time, at Moment, prefix string) string {
	return fmt.Sprintf("💤 %s %s; every move waits till then. Meanwhile `%ssheet`, `%sinventory` and `%sshop` still work.",
		lead, at.When(until), prefix, prefix, prefix)
}
