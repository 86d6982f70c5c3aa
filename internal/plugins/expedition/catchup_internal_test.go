package expedition

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/scheduler"
)

func TestOtherJobsWaitForTheDayCycleAndAlwaysMoveOn(t *testing.T) {
	utc := time.UTC
	e := expedition.Expedition{Status: expedition.StatusActive, LastRollover: expedition.DateOf(time.Date(2026, 3, 2, 12, 0, 0, 0, time.UTC), time.UTC)} // next rollover Tue 06:00
	tue6 := time.Date(2026, 3, 3, 6, 0, 0, 0, utc)
	now := time.Date(2026, 3, 5, 11, 0, 0, 0, utc) // back on Thursday
	cases := []struct {
		name    string
		due     time.Time // the waiting job's own due time
		now     time.Time
		want    time.Time
		waiting bool
	}{
		{"due before the first missed rollover: just after it", tue6.Add(-time.Hour), now, tue6.Add(time.Second), true},
		// The briefing job failed and waits: moving to Tue 06:00:01 would
		// not move this job on, and the scheduler would delete it.
		{"due after it: a minute from now", tue6.Add(time.Hour), now, now.Add(time.Minute), true},
		{"no rollover due: no wait", tue6.Add(-time.Hour), tue6.Add(-time.Minute), time.Time{}, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got, waiting := dayCycleFirst(scheduler.Job{DueAt: tc.due}, e, utc, tc.now)
			assert.Equal(t, tc.waiting, waiting)
			assert.Equal(t, tc.want, got)
			if waiting {
				assert.True(t, got.After(tc.due), "the job always moves on")
			}
		})
	}
}
