package bot

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rs/zerolog"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/clock"
	"github.com/gogobee/gogobee/internal/config"
	"github.com/gogobee/gogobee/internal/store"
	"github.com/gogobee/gogobee/internal/testutil/testdb"
)

const self = "@gogobee:example.org"

type harness struct {
	r     *Router
	st    *store.Store
	clk   *clock.Fake
	logs  *bytes.Buffer
	seq   int
	mu    sync.Mutex
	calls map[string]int
}

func newHarness(t *testing.T, mutate func(*config.Config)) *harness {
	t.Helper()
	st, err := store.Open(context.Background(), testdb.Path(t, "bot.db"), store.OpenOptions{})
	require.NoError(t, err)
	t.Cleanup(func() { st.Close() })
	cfg, err := config.Load(func(string) (string, bool) { return "", false })
	require.NoError(t, err)
	if mutate != nil {
		mutate(&cfg)
	}
	h := &harness{st: st, clk: clock.NewFake(time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC)),
		logs: &bytes.Buffer{}, calls: map[string]int{}}
	reg := NewRegistry()
	count := func(c *Context) {
		h.mu.Lock()
		h.calls[c.Command.Name]++
		h.mu.Unlock()
	}
	require.NoError(t, reg.RegisterAll(
		Command{Name: "ping", Section: SectionBasics, Handler: func(c *Context) error { count(c); c.Reply("pong"); return nil }},
		Command{Name: "set", Section: SectionBasics, Forms: []Form{{Params: []Param{Arg("value")}}}, Handler: func(c *Context) error {
			count(c)
			if len(c.Args) != 1 {
				return UsageError(c, "One value, please.")
			}
			if err := c.Store.KV.Set(c, "v:"+string(c.Sender()), c.Args[0]); err != nil {
				return err
			}
			if c.Args[0] == "refuse" {
				return Errorf("I refuse %s.", c.Args[0])
			}
			if c.Args[0] == "panic" {
				panic("kaboom")
			}
			c.Replyf("set to %s", c.Args[0])
			return nil
		}},
		Command{Name: "append", Section: SectionBasics, Handler: func(c *Context) error {
			count(c)
			v, _, err := c.Store.KV.Get(c, "list:"+string(c.Sender()))
			if err != nil {
				return err
			}
			return c.Store.KV.Set(c, "list:"+string(c.Sender()), v+c.Args[0]+",")
		}},
		Command{Name: "secret", Section: SectionAdmin, AdminOnly: true, Handler: func(c *Context) error { count(c); return nil }},
	))
	h.r = NewRouter(st, &cfg, reg, h.clk, zerolog.New(h.logs), self, 7)
	h.r.Welcome = func(c *Context) string { return "welcome " + string(c.Sender()) }
	return h
}

func (h *harness) msg(sender, body string) Message {
	h.seq++
	return Message{Sender: id.UserID(sender), Room: "!room:example.org", EventID: id.EventID(fmt.Sprintf("$ev%d", h.seq)),
		Body: body, Time: h.clk.Now(), MsgType: "m.text"}
}

type sent struct{ Room, DM, Thread, Body string }

func (h *harness) outbox(t *testing.T) []sent {
	t.Helper()
	rows, err := h.st.DB.Query(context.Background(), "SELECT room_id, dm_user, thread_root, body FROM outbox ORDER BY id")
	require.NoError(t, err)
	defer rows.Close()
	var out []sent
	for rows.Next() {
		var s sent
		require.NoError(t, rows.Scan(&s.Room, &s.DM, &s.Thread, &s.Body))
		out = append(out, s)
	}
	return out
}

func (h *harness) kv(t *testing.T, key string) string {
	v, _, err := h.st.KV.Get(context.Background(), key)
	require.NoError(t, err)
	return v
}

func TestRouterAnswersAndWelcomesOnce(t *testing.T) {
	h := newHarness(t, nil)
	ctx := context.Background()
	h.r.Handle(ctx, h.msg("@alice:example.org", "!ping"))
	h.r.Handle(ctx, h.msg("@alice:example.org", "!ping"))
	out := h.outbox(t)
	require.Len(t, out, 3)
	assert.Equal(t, sent{DM: "@alice:example.org", Body: "welcome @alice:example.org"}, out[0])
	assert.Equal(t, sent{Room: "!room:example.org", Body: "pong"}, out[1])
	assert.Equal(t, "pong", out[2].Body)
}

func TestRouterIgnoresOwnNoticesEditsAndRepeatedEvents(t *testing.T) {
	h := newHarness(t, nil)
	ctx := context.Background()
	own := h.msg(self, "!ping")
	notice := h.msg("@alice:example.org", "!ping")
	notice.MsgType = Notice
	edit := h.msg("@alice:example.org", "!ping")
	edit.IsEdit = true
	for _, m := range []Message{own, notice, edit} {
		h.r.Handle(ctx, m)
	}
	assert.Empty(t, h.outbox(t))
	m := h.msg("@alice:example.org", "!ping")
	h.r.Handle(ctx, m)
	h.r.Handle(ctx, m) // redelivered after a restart or a sync replay
	assert.Equal(t, 1, h.calls["ping"])
}

func TestRouterIgnoresEventsFromBeforeItJoined(t *testing.T) {
	h := newHarness(t, nil)
	ctx := context.Background()
	require.NoError(t, h.st.Room.RecordJoin(ctx, "!room:example.org", h.clk.Now()))
	old := h.msg("@alice:example.org", "!ping")
	old.Time = h.clk.Now().Add(-time.Minute)
	h.r.Handle(ctx, old)
	assert.Zero(t, h.calls["ping"])
	h.r.Handle(ctx, h.msg("@alice:example.org", "!ping"))
	assert.Equal(t, 1, h.calls["ping"])
}

func TestRouterBadInputGetsAnAnswerAndChangesNothing(t *testing.T) {
	tests := []struct {
		name, body, want string
	}{
		{"bare prefix", "!", "just the prefix"},
		{"unknown verb with suggestion", "!pnig", "Did you mean `!ping`?"},
		{"unknown verb without suggestion", "!xyzzy", "I don't know `!xyzzy`"},
		{"an unknown verb never mentions the room", "!@room", "I don't know `!＠room`"},
		{"an unknown verb cannot close its code span", "!`x`", "I don't know `!ˋxˋ`"},
		{"over-long message", "!set " + strings.Repeat("x", 10*1024), "over 4 KiB"},
		{"invalid UTF-8", "!set \xff\xfe", "bytes that aren't text"},
		{"usage error", "!set a b", "Usage:"},
		{"refusal rolls back", "!set refuse", "I refuse refuse."},
		{"panic rolls back", "!set panic", "Something went wrong on my side"},
		{"admin only", "!secret", "operators only"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := newHarness(t, nil)
			h.r.Handle(context.Background(), h.msg("@alice:example.org", tt.body))
			out := h.outbox(t)
			require.NotEmpty(t, out)
			last := out[len(out)-1]
			assert.Contains(t, last.Body, tt.want)
			assert.NotContains(t, last.Body, "goroutine", "no stack trace in chat")
			assert.NotContains(t, last.Body, "@room", "never a mention of the whole room")
			assert.Empty(t, h.kv(t, "v:@alice:example.org"), "nothing changed")
		})
	}
}

func TestRouterIgnoresLongOrGarbledChatThatIsNotACommand(t *testing.T) {
	h := newHarness(t, nil)
	ctx := context.Background()
	h.r.Handle(ctx, h.msg("@alice:example.org", "What a day! "+strings.Repeat("words ", 2000)))
	h.r.Handle(ctx, h.msg("@alice:example.org", "caf\xe9 tonight?"))
	assert.Empty(t, h.outbox(t), "plain chat gets no answer, however long or broken")
}

func TestRouterAnswersInTheThread(t *testing.T) {
	h := newHarness(t, nil)
	m := h.msg("@alice:example.org", "> <@bob:example.org> hi\n\n!ping")
	m.ThreadRoot = "$root"
	h.r.Handle(context.Background(), m)
	out := h.outbox(t)
	require.Len(t, out, 2)
	assert.Equal(t, "$root", out[1].Thread)
	assert.Equal(t, "", out[0].Thread, "the welcome DM is not threaded")
}

func TestRouterAllowedRoomsAndServers(t *testing.T) {
	h := newHarness(t, func(c *config.Config) {
		c.AllowedRooms = []id.RoomID{"!other:example.org"}
		c.AllowedServers = []string{"example.org"}
	})
	ctx := context.Background()
	h.r.Handle(ctx, h.msg("@alice:example.org", "!ping")) // wrong room
	dm := h.msg("@alice:example.org", "!ping")
	dm.IsDirect = true
	h.r.Handle(ctx, dm) // DMs are always allowed
	foreign := h.msg("@mallory:evil.example", "!ping")
	foreign.IsDirect = true
	h.r.Handle(ctx, foreign)
	assert.Equal(t, 1, h.calls["ping"])
}

func TestFiftyCommandsFromFiveUsersApplyInOrder(t *testing.T) {
	h := newHarness(t, func(c *config.Config) { c.RateBurst = 100 })
	ctx := context.Background()
	users := []string{"@u1:x.org", "@u2:x.org", "@u3:x.org", "@u4:x.org", "@u5:x.org"}
	var msgs [][]Message
	for _, u := range users {
		var list []Message
		for i := 1; i <= 10; i++ {
			list = append(list, h.msg(u, fmt.Sprintf("!append %d", i)))
		}
		msgs = append(msgs, list)
	}
	var wg sync.WaitGroup
	for _, list := range msgs {
		wg.Add(1)
		go func(list []Message) {
			defer wg.Done()
			for _, m := range list {
				h.r.Dispatch(ctx, m) // asynchronous, like the Matrix sync loop
			}
		}(list)
	}
	wg.Wait()
	require.Eventually(t, func() bool {
		h.mu.Lock()
		defer h.mu.Unlock()
		return h.calls["append"] == 50
	}, 30*time.Second, 10*time.Millisecond)
	for _, u := range users {
		h.r.RunAsUser(id.UserID(u), func() {}) // wait for the user's queue to drain
		assert.Equal(t, "1,2,3,4,5,6,7,8,9,10,", h.kv(t, "list:"+u), u)
	}
	assert.NotContains(t, h.logs.String(), "locked")
	assert.NotContains(t, h.logs.String(), "command failed")
}

// Every command gets one info line with its verb, outcome and latency, and
// every line of it carries the event ID, the room and the sender's
// pseudonym; the raw user ID appears at debug level only.
func TestOneInfoLinePerCommandWithoutTheRawUserID(t *testing.T) {
	h := newHarness(t, nil)
	h.r.Log = zerolog.New(h.logs).Level(zerolog.InfoLevel)
	ctx := context.Background()
	h.r.Handle(ctx, h.msg("@alice:example.org", "!ping"))
	h.r.Handle(ctx, h.msg("@alice:example.org", "!set refuse"))
	h.r.Handle(ctx, h.msg("@alice:example.org", "!nosuchverb"))
	lines := strings.Split(strings.TrimSpace(h.logs.String()), "\n")
	require.Len(t, lines, 3, h.logs.String())
	pseudonym := h.r.SenderHash("@alice:example.org")
	assert.Regexp(t, `^[0-9a-f]{12}$`, pseudonym)
	assert.NotEqual(t, pseudonym, h.r.SenderHash("@bob:example.org"))
	want := []struct{ verb, outcome, event string }{{"ping", "ok", "$ev1"}, {"set", "refused", "$ev2"}, {"unknown", "refused", "$ev3"}}
	for i, line := range lines {
		var got map[string]any
		require.NoError(t, json.Unmarshal([]byte(line), &got), line)
		assert.Equal(t, "info", got["level"])
		assert.Equal(t, "command", got["message"])
		assert.Equal(t, want[i].verb, got["verb"])
		assert.Equal(t, want[i].outcome, got["outcome"])
		assert.Equal(t, want[i].event, got["event_id"])
		assert.Equal(t, "!room:example.org", got["room_id"])
		assert.Equal(t, pseudonym, got["sender"])
		assert.Contains(t, got, "took")
		assert.NotContains(t, line, "alice", "no raw user ID at info level")
	}
}

// A command's refusal that names no command gets the WayOn line; one
// that names a command, a usage answer and the router's own refusals (an
// unknown verb, the operators-only gate) do not.
func TestRefusalWithoutACommandGetsTheWayOn(t *testing.T) {
	tests := []struct {
		name, body string
		wayOn      bool
	}{
		{"names no command", "!set refuse", true},
		{"usage names the command", "!set a b", false},
		{"unknown verb", "!xyzzy", false},
		{"operator gate", "!secret", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := newHarness(t, func(c *config.Config) { c.Admins = nil })
			h.r.WayOn = func(c *Context) (WayOn, error) { return WayOn{Moves: "`!ping` still works."}, nil }
			h.r.Handle(context.Background(), h.msg("@alice:example.org", tt.body))
			out := h.outbox(t)
			require.NotEmpty(t, out)
			last := out[len(out)-1].Body
			if tt.wayOn {
				assert.True(t, strings.HasSuffix(last, "\n\n`!ping` still works."), last)
			} else {
				assert.NotContains(t, last, "still works", last)
			}
		})
	}
}

// The way on leaves out a time the refusal already gave.
func TestWayOnSaysAnHourOnce(t *testing.T) {
	w := WayOn{Status: "You're resting until 17:00 (in 8h).", Until: "17:00 (in 8h)", Moves: "`!sheet` still works."}
	assert.Equal(t, "`!sheet` still works.", w.After("You're still resting until 17:00 (in 8h). Lie back down."))
	assert.Equal(t, "You're resting until 17:00 (in 8h). `!sheet` still works.", w.After("Nothing to recover."))
	assert.Equal(t, "`!ping` works.", WayOn{Moves: "`!ping` works."}.After("No."))
}

func TestAMessageIsTakenAndTheFaultLoggedWhenTheJoinTimeIsUnreadable(t *testing.T) {
	h := newHarness(t, nil)
	ctx := context.Background()
	require.NoError(t, h.st.Room.RecordInvite(ctx, "!room:example.org", h.clk.Now().Add(time.Hour)))
	early := h.msg("@alice:example.org", "!ping")
	assert.False(t, h.r.Accepts(ctx, early), "sent before the invite: history")

	_, err := h.st.DB.Exec(ctx, "ALTER TABLE joined_room RENAME TO joined_room_gone")
	require.NoError(t, err)
	assert.True(t, h.r.Accepts(ctx, early), "a failing look-up drops no command")
	assert.Contains(t, h.logs.String(), "the room's join time is unreadable")
	assert.Contains(t, h.logs.String(), early.EventID)
}
