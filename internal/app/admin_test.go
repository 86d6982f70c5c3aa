package app

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/clock"
	"github.com/gogobee/gogobee/internal/config"
	"github.com/gogobee/gogobee/internal/outbox"
	"github.com/gogobee/gogobee/internal/store"
	"github.com/gogobee/gogobee/internal/testutil/testdb"
)

const (
	operator     = "@op:example.org"
	announceRoom = "!news:example.org"
)

// adminBot is a test bot with one admin and an announcement room, on the
// test run's backend (testdb.Path).
func adminBot(t *testing.T) *testBot {
	t.Helper()
	return adminBotAt(t, testdb.Path(t, "a.db"))
}

// adminBotAt is adminBot on the database at path.
func adminBotAt(t *testing.T, path string) *testBot {
	t.Helper()
	b := openBot(t, path, clock.NewFake(defaultConsoleStart), func(c *config.Config) {
		c.Admins = []id.UserID{operator}
		c.AnnounceRoom = announceRoom
	})
	t.Cleanup(func() { b.Close() })
	return b
}

// last is the body of the last message delivered to room.
func (b *testBot) last(t *testing.T, room id.RoomID) string {
	t.Helper()
	for i := len(b.out.rows) - 1; i >= 0; i-- {
		if b.out.rows[i].RoomID == room {
			return b.out.rows[i].Body
		}
	}
	t.Fatalf("nothing delivered to %s", room)
	return ""
}

// Every admin tool is for GOGOBEE_ADMINS only: anyone else is refused and
// nothing happens (no announcement, no retry).
func TestEveryAdminToolIsGated(t *testing.T) {
	b := adminBot(t)
	for i, cmd := range []string{"!admin status", "!admin player @op:example.org", "!admin outbox",
		"!admin outbox retry 1", "!admin announce free coins", "!admin clock +24h", "!admin grant @op:example.org coins 5"} {
		b.say(t, fmt.Sprintf("$gate%d", i), "@mallory:example.org", cmd)
		assert.Contains(t, b.last(t, "!r:example.org"), "for the bot's operators only", cmd)
	}
	for _, r := range b.out.rows {
		assert.NotEqual(t, announceRoom, r.RoomID, "nothing was announced")
	}
}

func TestAdminStatusPlayerOutboxAndAnnounce(t *testing.T) {
	b := adminBot(t)
	ctx := context.Background()
	b.say(t, "$1", "@ann:example.org", "!char create Ann fighter")

	b.say(t, "$2", operator, "!admin status")
	status := b.last(t, "!r:example.org")
	assert.Contains(t, status, "GogoBee dev")
	assert.Contains(t, status, fmt.Sprintf("schema v%d", store.LatestVersion()))
	assert.Contains(t, status, "Players: 2", "Ann and the operator")
	assert.Contains(t, status, "expeditions in the field: 0")
	assert.Contains(t, status, "0 failed")
	assert.Contains(t, status, "nightly backups off")

	b.say(t, "$3", operator, "!admin player @ann:example.org")
	sheet := b.last(t, "!r:example.org")
	assert.Contains(t, sheet, "ann:example.org` (read-only) · in the logs `sender="+b.Router.SenderHash("@ann:example.org")+"`")
	assert.Contains(t, sheet, "Ann")
	assert.Contains(t, sheet, "No expedition open.")
	b.say(t, "$3b", operator, "!admin player ＠ann:example.org") // pasted back from the answer
	assert.Equal(t, sheet, b.last(t, "!r:example.org"))
	b.say(t, "$4", operator, "!admin player ann")
	assert.Contains(t, b.last(t, "!r:example.org"), "full user ID")
	b.say(t, "$5", operator, "!admin player @nobody:example.org")
	assert.Contains(t, b.last(t, "!r:example.org"), "has no character")

	// A message the homeserver refuses for good is listed and can be retried.
	b.clk.Advance(time.Minute) // past the rate limit's burst
	require.NoError(t, outbox.Enqueue(ctx, b.Store, defaultConsoleStart, outbox.Message{RoomID: "!gone:example.org", Body: "lost"}))
	rows, err := outbox.Pending(ctx, b.Store, time.Now(), 10)
	require.NoError(t, err)
	require.Len(t, rows, 1)
	require.NoError(t, outbox.MarkGivenUp(ctx, b.Store, rows[0].ID, time.Now(), errors.New("M_FORBIDDEN: not in room")))
	b.say(t, "$6", operator, "!admin outbox")
	list := b.last(t, "!r:example.org")
	assert.Contains(t, list, fmt.Sprintf("`#%d` to `room:!gone:example.org`", rows[0].ID))
	assert.Contains(t, list, "M\\_FORBIDDEN")
	b.say(t, "$7", operator, fmt.Sprintf("!admin outbox retry %d", rows[0].ID))
	assert.Contains(t, b.last(t, "!r:example.org"), "back in its queue")
	assert.Contains(t, b.out.bodies(), "lost", "the retried message went out")
	b.say(t, "$8", operator, "!admin outbox retry 99999")
	assert.Contains(t, b.last(t, "!r:example.org"), "No failed message has the number 99999")
	b.say(t, "$9", operator, "!admin outbox")
	assert.Contains(t, b.last(t, "!r:example.org"), "No failed messages")

	b.clk.Advance(time.Minute) // past the rate limit's burst
	b.say(t, "$10", operator, "!admin announce Maintenance at 22:00 UTC.")
	assert.Equal(t, "📣 Maintenance at 22:00 UTC.", b.last(t, announceRoom))
	b.say(t, "$11", operator, "!admin announce")
	assert.Contains(t, b.last(t, "!r:example.org"), "What should I announce?")

	b.say(t, "$12", operator, "!admin frobnicate")
	assert.True(t, strings.Contains(b.last(t, "!r:example.org"), "I don't know `!admin frobnicate`."))
}

// `!admin outbox retry` quotes a number it could not read in a code span
// that the input can neither close nor use to ping.
func TestAdminOutboxRetryQuotesTheInputSafely(t *testing.T) {
	b := adminBot(t)
	b.say(t, "$quote", operator, "!admin outbox retry `x`@room")
	assert.Contains(t, b.last(t, "!r:example.org"), "`ˋxˋ＠room` isn't a message number")
}
