package expedition_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	expplugin "github.com/gogobee/gogobee/internal/plugins/expedition"
	"github.com/gogobee/gogobee/internal/scheduler"
)

// The Abyss surges at instability 61–80: a wandering check every 12 hours
// on top of the night's. A quiet zone only looks again at the next rollover.
func TestSurgingAbyssRollsAWanderingCheckEveryTwelveHours(t *testing.T) {
	b := newBot(t)
	e := departed(t, b)
	s := days(t, b, b.Config)
	ctx := context.Background()
	_, ok, err := scheduler.Get(ctx, b.Store, expplugin.WanderKind, e.ID.String())
	require.NoError(t, err)
	require.False(t, ok, "a zone that never prowls has no job")

	// Make the zone surge (the run stays the Warrens; the checks only read
	// the expedition), and let the day cycle be scheduled again.
	editExp(t, b, alice, func(x *expedition.Expedition) {
		x.ZoneID = content.ZoneAbyssPortal
		x.Stacks.Instability = 70
	})
	require.NoError(t, expplugin.ScheduleDay(ctx, b.Store, openExp(t, b.Store, alice), time.UTC, b.Clock.Now()))
	job, ok, err := scheduler.Get(ctx, b.Store, expplugin.WanderKind, e.ID.String())
	require.NoError(t, err)
	require.True(t, ok, "a prowling zone's job waits at the next rollover")
	advanceDays(t, b, s, job.DueAt.Sub(b.Clock.Now())+time.Minute)
	var prowls int
	for i := 0; i < 8; i++ { // four days: two extra checks each
		for _, dm := range advanceDays(t, b, s, 12*time.Hour) {
			if strings.Contains(dm, "Something prowls") {
				prowls++
			}
		}
		if x := openExp(t, b.Store, alice); x.PendingNight != nil {
			editExp(t, b, alice, func(x *expedition.Expedition) { x.PendingNight = nil })
		}
	}
	job, _, err = scheduler.Get(ctx, b.Store, expplugin.WanderKind, e.ID.String())
	require.NoError(t, err)
	assert.True(t, job.DueAt.After(b.Clock.Now()), "the next check lies ahead")
	assert.LessOrEqual(t, job.DueAt.Sub(b.Clock.Now()), 12*time.Hour, "and no more than 12 hours ahead while the Abyss surges")
	assert.Positive(t, prowls, "some of eight surging checks are heard by DM")
}
