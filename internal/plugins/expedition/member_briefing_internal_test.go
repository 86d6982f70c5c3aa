package expedition

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A Morning Briefing of the party's dawn reaches a member at 06:00 of
// their own date when that is still to come, else at the dawn (rules
// §8.22), whichever zone they are in when it is reckoned.
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
	} {
		loc, err := time.LoadLocation(tc.zone)
		require.NoError(t, err)
		assert.Equal(t, tc.want, morningOf(dawn, loc).UTC(), tc.zone)
	}
}
