package expedition

import "time"

// MemberRecapLookback is how long before a party member's 21:00 Evening
// Recap the party's day it tells was under way: the member's 09:00, the
// day their own morning began with (rules §8.22). A member whose 21:00
// falls a few hours after the party's dawn (a member west of the leader)
// hears of the whole day that ended then, not of one begun hours before.
const MemberRecapLookback = 12 * time.Hour

// MemberRecapDate is the date, in the leader's time zone leaderLoc, of the
// party's day a member's Evening Recap due at due tells (rules §8.22): the
// day under way MemberRecapLookback before due, a day running from one of
// the leader's 06:00 rollovers to the next and dated as they date it.
func MemberRecapDate(due time.Time, leaderLoc *time.Location) Date {
	return LocalDate(due.Add(-MemberRecapLookback-RolloverHour*time.Hour), leaderLoc)
}
