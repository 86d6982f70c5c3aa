package app

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/rs/zerolog"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/clock"
	"github.com/gogobee/gogobee/internal/config"
	"github.com/gogobee/gogobee/internal/outbox"
	"github.com/gogobee/gogobee/internal/store"
	"github.com/gogobee/gogobee/internal/testutil/dbtemplate"
	"github.com/gogobee/gogobee/internal/testutil/testdb"
)

// collector is a deliverer that keeps what would have been sent.
type collector struct{ rows []outbox.Row }

func (c *collector) Deliver(_ context.Context, r outbox.Row) error {
	c.rows = append(c.rows, r)
	return nil
}

func (c *collector) bodies() []string {
	var out []string
	for _, r := range c.rows {
		out = append(out, r.Body)
	}
	return out
}

type testBot struct {
	*App
	out    *collector
	sender *outbox.Sender
	clk    *clock.Fake
}

func openBot(t testing.TB, path string, clk *clock.Fake, mutate ...func(*config.Config)) *testBot {
	t.Helper()
	return openSeededBot(t, path, clk, 7, mutate...)
}

// openSeededBot is openBot with the world seed chosen by the caller.
func openSeededBot(t testing.TB, path string, clk *clock.Fake, seed uint64, mutate ...func(*config.Config)) *testBot {
	t.Helper()
	return openBotWith(t, path, clk, Options{Seed: &seed}, mutate...)
}

// openBotWith is openBot with New's options o chosen by the caller; the
// clock, the bot's ID and the quiet log are the tests' own. A SQLite file
// not made yet starts as dbtemplate's migrated copy.
func openBotWith(t testing.TB, path string, clk *clock.Fake, o Options, mutate ...func(*config.Config)) *testBot {
	t.Helper()
	cfg, err := config.Load(func(string) (string, bool) { return "", false })
	require.NoError(t, err)
	cfg.DBPath = path
	if _, err := os.Stat(path); errors.Is(err, fs.ErrNotExist) && !store.IsPostgres(path) {
		dbtemplate.Copy(t, path)
		o.CheckedCopy = true
	}
	for _, m := range mutate {
		m(&cfg)
	}
	o.Clock, o.SelfID, o.Log = clk, "@gogobee:example.org", zerolog.Nop()
	a, err := New(context.Background(), &cfg, o)
	require.NoError(t, err)
	out := &collector{}
	s := outbox.NewSender(a.Store, out, zerolog.Nop())
	a.AttachSender(s)
	return &testBot{App: a, out: out, sender: s, clk: clk}
}

func (b *testBot) say(t *testing.T, eventID string, user id.UserID, body string) {
	t.Helper()
	b.Router.Handle(context.Background(), bot.Message{Sender: user, Room: "!r:example.org", EventID: id.EventID(eventID),
		Body: body, Time: b.clk.Now(), MsgType: "m.text"})
	_, err := b.sender.Flush(context.Background())
	require.NoError(t, err)
}

func TestRefusedTimeZoneChangesNothing(t *testing.T) {
	b := openBot(t, testdb.Path(t, "b.db"), clock.NewFake(defaultConsoleStart))
	defer b.Close()
	ctx := context.Background()
	b.say(t, "$1", "@alice:example.org", "!tz set Europe/Paris")
	for i, bad := range []string{"!tz set Mars/Olympus", "!tz set Local", "!tz set ../../etc/passwd", "!tz set", "!tz set A B"} {
		b.say(t, fmt.Sprintf("$bad%d", i), "@alice:example.org", bad)
		p, ok, err := b.Store.Player.Get(ctx, "@alice:example.org")
		require.NoError(t, err)
		require.True(t, ok)
		assert.Equal(t, "Europe/Paris", p.TZ, bad)
	}
	last := b.out.bodies()[len(b.out.bodies())-1]
	assert.Contains(t, last, "Usage:")
}

func TestOverlongAndInvalidTextAreRefusedPolitely(t *testing.T) {
	b := openBot(t, testdb.Path(t, "b.db"), clock.NewFake(defaultConsoleStart))
	defer b.Close()
	b.say(t, "$1", "@alice:example.org", "!tz set "+strings.Repeat("A", 10*1024))
	b.say(t, "$2", "@alice:example.org", "!tz set Europe/\xff")
	bodies := b.out.bodies()
	require.Len(t, bodies, 3, "welcome + two refusals")
	assert.Contains(t, bodies[1], "over 4 KiB")
	assert.Contains(t, bodies[2], "bytes that aren't text")
	p, _, err := b.Store.Player.Get(context.Background(), "@alice:example.org")
	require.NoError(t, err)
	assert.Equal(t, "", p.TZ)
}

// A restart mid-conversation: the homeserver redelivers the last events
// (the sync token was saved before they were handled); none is answered twice.
func TestRestartMidConversationAnswersNothingTwice(t *testing.T) {
	path := testdb.Path(t, "restart.db")
	clk := clock.NewFake(defaultConsoleStart)
	b := openBot(t, path, clk)
	b.say(t, "$1", "@alice:example.org", "!ping")
	b.say(t, "$2", "@alice:example.org", "!tz set Europe/Paris")
	first := len(b.out.rows)
	require.NoError(t, b.Close())

	b2 := openBot(t, path, clk)
	defer b2.Close()
	b2.say(t, "$1", "@alice:example.org", "!ping")
	b2.say(t, "$2", "@alice:example.org", "!tz set Europe/Paris")
	assert.Empty(t, b2.out.rows, "replayed events are not commands again")
	b2.say(t, "$3", "@alice:example.org", "!tz")
	require.Len(t, b2.out.rows, 1)
	assert.Contains(t, b2.out.rows[0].Body, "Europe/Paris")
	assert.Equal(t, 3, first, "welcome, pong, tz set")
}

// A crash between the commit of a command and the send of its answer: the
// next process delivers the answer exactly once.
func TestAnswerCommittedBeforeACrashArrivesOnceAfterRestart(t *testing.T) {
	path := testdb.Path(t, "crash.db")
	clk := clock.NewFake(defaultConsoleStart)
	b := openBot(t, path, clk)
	b.Router.Handle(context.Background(), bot.Message{Sender: "@alice:example.org", Room: "!r:example.org",
		EventID: "$1", Body: "!ping", Time: clk.Now()})
	require.NoError(t, b.Close()) // killed before the sender ran

	b2 := openBot(t, path, clk)
	defer b2.Close()
	_, err := b2.sender.Flush(context.Background())
	require.NoError(t, err)
	_, err = b2.sender.Flush(context.Background())
	require.NoError(t, err)
	require.Len(t, b2.out.rows, 2)
	assert.Equal(t, id.UserID("@alice:example.org"), b2.out.rows[0].DMUser)
	assert.Contains(t, b2.out.rows[1].Body, "Pong")
}

func TestWorldSeedIsStoredOnceAndReused(t *testing.T) {
	path := testdb.Path(t, "seed.db")
	cfg, err := config.Load(func(string) (string, bool) { return "", false })
	require.NoError(t, err)
	cfg.DBPath = path
	a, err := New(context.Background(), &cfg, Options{Clock: clock.NewFake(defaultConsoleStart), Log: zerolog.Nop()})
	require.NoError(t, err)
	seed := a.Router.Seed()
	require.NoError(t, a.Close())
	a2, err := New(context.Background(), &cfg, Options{Clock: clock.NewFake(defaultConsoleStart), Log: zerolog.Nop()})
	require.NoError(t, err)
	defer a2.Close()
	assert.Equal(t, seed, a2.Router.Seed())
}

func TestDevClockAdminMovesTimeAndPersistsTheOffset(t *testing.T) {
	path := testdb.Path(t, "dev.db")
	cfg, err := config.Load(func(k string) (string, bool) {
		v, ok := map[string]string{"GOGOBEE_DEV_CLOCK": "1", "GOGOBEE_ADMINS": "@op:example.org"}[k]
		return v, ok
	})
	require.NoError(t, err)
	cfg.DBPath = path
	a, err := New(context.Background(), &cfg, Options{Log: zerolog.Nop()})
	require.NoError(t, err)
	require.NotNil(t, a.DevClock)
	before := a.Clock.Now()
	a.Router.Handle(context.Background(), bot.Message{Sender: "@op:example.org", Room: "!r:x", EventID: "$1", Body: "!admin clock +24h", Time: before})
	// The target is the command time + 24 h; the clock has run on a little since.
	require.Eventually(t, func() bool { return a.DevClock.Offset() >= 24*time.Hour-time.Minute }, 5*time.Second, 10*time.Millisecond)
	require.NoError(t, a.Close())
	a2, err := New(context.Background(), &cfg, Options{Log: zerolog.Nop()})
	require.NoError(t, err)
	defer a2.Close()
	assert.GreaterOrEqual(t, a2.DevClock.Offset(), 24*time.Hour-time.Minute, "the offset survives a restart")
	assert.True(t, a2.Clock.Now().After(before.Add(24*time.Hour-time.Minute)))
}
