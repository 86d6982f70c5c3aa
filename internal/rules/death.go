package rules

import "time"

// DefaultRecovery is how long a character who dropped to 0 HP is out
// (rules §1.9: 6 real hours).
const DefaultRecovery = 6 * time.Hour

// KnockOut returns c dropped to 0 HP and recovering until now + recovery
// (rules §1.9; no death saves). Concentration ends and
// the fight flag is cleared.
func KnockOut(c Character, now time.Time, recovery time.Duration) Character {
	c.HP = 0
	c.DownUntil = now.Add(recovery)
	c.Concentration = ""
	c.InCombat = false
	return c
}

// IsRecovering reports whether c is still recovering from dropping to 0
// HP at time now.
func (c Character) IsRecovering(now time.Time) bool {
	return !c.DownUntil.IsZero() && now.Before(c.DownUntil)
}

// FinishRecovery returns c back on their feet at full HP when their
// recovery has run out by now, and true; otherwise c unchanged and false.
// A character who is not down is returned unchanged with false.
func FinishRecovery(c Character, now time.Time) (Character, bool) {
	if c.DownUntil.IsZero() || c.IsRecovering(now) {
		return c, false
	}
	c.DownUntil = time.Time{}
	c.HP = MaxHP(c)
	return c, true
}
