package fight_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/outbox"
	"github.com/gogobee/gogobee/internal/plugins/fight"
	"github.com/gogobee/gogobee/internal/plugins/plugintest"
)

const alice = "@alice:example.org"

// row loads alice's fight row; ok is false when there is none.
func row(t *testing.T, b *plugintest.Bot) (fight.Row, bool) {
	t.Helper()
	r, ok, err := fight.ReadRow(context.Background(), b.Store, alice)
	require.NoError(t, err)
	return r, ok
}

// mustRow loads alice's fight row and fails the test when there is none.
func mustRow(t *testing.T, b *plugintest.Bot) fight.Row {
	t.Helper()
	r, ok := row(t, b)
	require.True(t, ok, "alice has no fight")
	return r
}

// mustPlayer is the player's seat of alice's fight row; she must have one.
func mustPlayer(t *testing.T, b *plugintest.Bot) combat.Player {
	t.Helper()
	r := mustRow(t, b)
	return *r.State.Player()
}

// rawRow is alice's fight row as stored, "" when there is none.
func rawRow(t *testing.T, b *plugintest.Bot) string {
	t.Helper()
	data, _, err := b.Store.Fight.Get(context.Background(), alice)
	require.NoError(t, err)
	return string(data)
}

// speaker sends alice's lines with event IDs numbered per test, so fights
// (whose random streams are keyed by the event ID of the line that started
// them) roll the same on every run of the test.
type speaker struct {
	t *testing.T
	b *plugintest.Bot
	n int
}

func as(t *testing.T, b *plugintest.Bot) *speaker { return &speaker{t: t, b: b} }

// Say sends line as alice and returns every row sent for it.
func (s *speaker) Say(line string) []outbox.Row {
	s.t.Helper()
	s.n++
	msg := s.b.Message(alice, line)
	msg.EventID = id.EventID(fmt.Sprintf("$%s-%d", s.t.Name(), s.n))
	return s.b.Send(msg)
}

// Reply sends line as alice and returns the one room answer.
func (s *speaker) Reply(line string) string {
	s.t.Helper()
	room := plugintest.Rooms(s.Say(line))
	require.Len(s.t, room, 1, "room answers to %q", line)
	return room[0]
}
