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

// KnockOutWakeHP is the HP a character stands up with when a knock-out's
// recovery has run out (rules §1.9): one, and nothing else back, so going
// down never heals more than the inn or sleeping rough would.
const KnockOutWakeHP = 1

// FinishRecovery returns c back on their feet with KnockOutWakeHP when
// their recovery has run out by now, and true; otherwise c unchanged and
// false. Hit dice, spell slots and feature uses stay as the fight left
// them (rules §1.9). A character who is not down is returned unchanged
// with false.
func FinishRecovery(c Character, now time.Time) (Character, bool) {
	if c.DownUntil.IsZero() || c.IsRecovering(now) {
		return c, false
	}
	c.DownUntil = time.Time{}
	c.HP = max(c.HP, min(KnockOutWakeHP, MaxHP(c)))
	return c, true
}
