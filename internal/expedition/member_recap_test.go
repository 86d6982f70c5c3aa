package expedition

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A member's Evening Recap tells the party's day under way at their 09:00,
// dated by the leader's 06:00 rollovers (rules §8.22): members' 21:00 at
// 2026-03-03 in their zone, leaders in theirs.
func TestMemberRecapDate(t *testing.T) {
	for _, tc := range []struct{ name, member, leader, want string }{
		{"same zone as the leader: today's day", "Europe/London", "Europe/London", "2026-03-03"},
		{"the party's dawn at the member's 21:00: the day that just ended", "Europe/London", "Asia/Tokyo", "2026-03-03"},
		{"eight hours after the dawn: the day that ended at it", "America/Los_Angeles", "Asia/Tokyo", "2026-03-03"},
		{"a leader west of the member: the leader's day still under way", "Asia/Tokyo", "America/Los_Angeles", "2026-03-02"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			member, err := time.LoadLocation(tc.member)
			require.NoError(t, err)
			leader, err := time.LoadLocation(tc.leader)
			require.NoError(t, err)
			assert.Equal(t, tc.want, MemberRecapDate(time.Date(2026, 3, 3, 21, 0, 0, 0, member), leader).String())
		})
	}
}
