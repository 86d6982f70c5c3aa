package rules

// TakeXP returns c with xp experience taken off (never below 0 XP) and the
// XP actually taken. The level is kept: XP may fall below the level's
// threshold (XPForLevel), and the next level still needs its own total, so
// AwardXP levels up again only once the XP reaches it (rules §1.5, §8.18).
// xp ≤ 0 changes nothing.
func TakeXP(c Character, xp int) (Character, int) {
	xp = min(xp, c.XP)
	if xp <= 0 {
		return c, 0
	}
	c = c.Clone()
	c.XP -= xp
	return c, xp
}
