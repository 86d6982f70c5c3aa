package expedition

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A Morning Briefing of the party's dawn reaches a member at the dawn when
// it falls in their day, else at their next 06:00 (rules §8.22), whichever
// zone they are in when it is reckoned: never at 22:00 their time, an hour
// after their Evening Recap.
func TestMorningOfFollowsTheMembersZone(t *testing.T) {
	dawn := time.Date(2026, 3, 3, 6, 0, 0, 0, time.UTC)
	for _, tc := range []struct {
		zone string
		want time.Time
	}{
		{"UTC", dawn},
		{"Asia/Tokyo", dawn},
		{"Europe/Paris", dawn},
		{"America/New_York", time.Date(2026, 3, 3, 11, 0, 0, 0, time.UTC)},
		{"America/Chicago", time.Date(2026, 3, 3, 12, 0, 0, 0, time.UTC)},
		{"America/Los_Angeles", time.Date(2026, 3, 3, 14, 0, 0, 0, time.UTC)}, // 22:00 on the 2nd there
		{"Pacific/Auckland", dawn}, // 19:00 there: still their day
	} {
		loc, err := time.LoadLocation(tc.zone)
		require.NoError(t, err)
		assert.Equal(t, tc.want, morningOf(dawn, loc).UTC(), tc.zone)
	}
}
