package rules

import (
	"fmt"
	"time"
)

// RoughSleepLockout is how long sleeping rough keeps a character busy
// (rules §3.2, §3.3): half as long again as the inn's LongRestLockout, so
// the free way back to full HP is the slower one.
const RoughSleepLockout = 12 * time.Hour

// RestRough is the kind of a long rest taken sleeping rough (SleepRough).
const RestRough RestKind = "rough"

// ErrCanPayTheInn refuses sleeping rough to a character whose purse pays
// for the inn (rules §3.2): the free bed is for the broke. Coins is the
// purse, Price the inn's price in coins.
type ErrCanPayTheInn struct {
	Coins, Price int
}

func (e ErrCanPayTheInn) Error() string {
	return fmt.Sprintf("%d coins pay for the inn (%d): no sleeping rough", e.Coins, e.Price)
}

// SleepRough is a long rest taken outside the town walls for nothing
// (rules §3.2): everything LongRest restores, under the same 24-hour
// cooldown, but it keeps c busy for RoughSleepLockout, and only a
// character with fewer than innPrice coins may take it. So a broke
// character always has a way back to full HP, slower than the inn.
// Errors (c unchanged): ErrRecovering (down comes first), LongRest's
// (ErrInCombat, ErrRestLockout, ErrLongRestCooldown), then
// ErrCanPayTheInn: it points at the inn, so it comes only when the inn's
// long rest would be taken.
func SleepRough(c Character, now time.Time, innPrice int) (Character, RestReport, error) {
	if c.IsRecovering(now) { // down first: pointing a downed player at the inn sends them to a refusal
		return c, RestReport{}, ErrRecovering{Until: c.DownUntil}
	}
	rested, rep, err := LongRest(c, nil, now)
	if err != nil {
		return c, RestReport{}, err
	}
	if c.Coins >= innPrice {
		return c, RestReport{}, ErrCanPayTheInn{Coins: c.Coins, Price: innPrice}
	}
	rested.LockoutUntil = now.Add(RoughSleepLockout)
	rep.Kind, rep.LockoutUntil = RestRough, rested.LockoutUntil
	return rested, rep, nil
}
