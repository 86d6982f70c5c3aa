package expedition_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/plugins/fight"
	"github.com/gogobee/gogobee/internal/plugins/plugintest"
	"github.com/gogobee/gogobee/internal/scheduler"
)

// deadlinePasses moves the clock past the turn deadline armed now and
// returns what TwinBee posted in rooms meanwhile.
func deadlinePasses(t *testing.T, b *plugintest.Bot) []string {
	t.Helper()
	b.Flush()
	_, err := b.Scheduler.AdvanceTo(context.Background(), b.Clock, b.Clock.Now().Add(fight.TurnDeadline+time.Second))
	require.NoError(t, err)
	return plugintest.Rooms(b.Flush())
}

// requireDeadlineArmed asserts the fight goes on and its turn in progress
// has a deadline job, due at or after the clock, and returns the fight.
func requireDeadlineArmed(t *testing.T, b *plugintest.Bot) fight.Row {
	t.Helper()
	r, ok := partyRow(t, b)
	require.True(t, ok, "the fight goes on")
	job, armed, err := scheduler.Get(context.Background(), b.Store, fight.TurnDeadlineKind, alice)
	require.NoError(t, err)
	require.True(t, armed, "seat %d's turn has its deadline", r.State.Seat)
	assert.False(t, job.DueAt.Before(b.Clock.Now()), "the deadline is still ahead")
	return r
}

func TestTwoTurnDeadlinesInARowArePlayedForTheirSeats(t *testing.T) {
	b := partyDeparted(t)
	untilSeat(t, b, ambush(t, b), 1, alice)
	requireDeadlineArmed(t, b)

	posts := deadlinePasses(t, b)
	require.NotEmpty(t, posts)
	assert.Contains(t, posts[0], "**Bo** didn't act within 2m")
	r := requireDeadlineArmed(t, b)
	require.Equal(t, 0, r.State.Seat, "Tess's turn next")

	posts = deadlinePasses(t, b)
	require.NotEmpty(t, posts)
	assert.Contains(t, posts[0], "**Tess** didn't act within 2m", "the next seat's deadline fired too")
}

func TestAMoveThatHandsTheTurnOnArmsTheNextSeatsDeadline(t *testing.T) {
	b := partyDeparted(t)
	untilSeat(t, b, ambush(t, b), 0, bob)
	b.Reply(alice, "!attack")
	r := requireDeadlineArmed(t, b)
	require.Equal(t, 1, r.State.Seat, "Tess's move handed the turn to Bo")

	posts := deadlinePasses(t, b)
	require.NotEmpty(t, posts)
	assert.Contains(t, posts[0], "**Bo** didn't act within 2m")
	requireDeadlineArmed(t, b)

	posts = deadlinePasses(t, b)
	require.NotEmpty(t, posts)
	assert.Contains(t, posts[0], "**Tess** didn't act within 2m", "the deadline after Bo's goes on to Tess")
}
