// Package plugintest runs the whole bot (internal/app, every plugin) on a
// real SQLite file with a fake clock, for the command plugins' tests: say a
// line as a player, get back exactly what the bot sent for it. Plugin tests
// that use it are external test packages (package foo_test), since app
// imports the plugins.
package plugintest

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/rs/zerolog"
	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/app"
	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/clock"
	"github.com/gogobee/gogobee/internal/config"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/outbox"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/scheduler"
	"github.com/gogobee/gogobee/internal/store"
	"github.com/gogobee/gogobee/internal/testutil/dbtemplate"
	"github.com/gogobee/gogobee/internal/testutil/testdb"
)

// start is Start's value.
var start = app.DefaultConsoleStart()

// Start is where every test bot's clock starts: the console's own default
// start, Monday 2026-03-02 09:00 UTC, so plugin tests and scripted console
// sessions play from the same instant.
func Start() time.Time { return start }

// Room is the room test messages are sent in.
const Room = "!test:example.org"

// Bot is a wired bot on a database file.
type Bot struct {
	Store  *store.Store
	Router *bot.Router
	Clock  *clock.Fake
	// Scheduler is the bot's own scheduler, every job kind registered:
	// AdvanceTo runs the day cycle up to an instant.
	Scheduler *scheduler.Scheduler
	// Config is the bot's live configuration: a test may change it.
	Config *config.Config
	t      testing.TB

	mu     sync.Mutex
	ids    string // the prefix of this bot's event IDs (eventPrefix)
	seq    int
	sent   []outbox.Row
	sender *outbox.Sender
}

// collector is the deliverer that keeps what would have been sent; each
// row's send gets the event ID EventID(row).
type collector struct{ b *Bot }

func (c collector) Deliver(ctx context.Context, r outbox.Row) error {
	c.b.mu.Lock()
	defer c.b.mu.Unlock()
	c.b.sent = append(c.b.sent, r)
	outbox.ReportEventID(ctx, EventID(r))
	return nil
}

// EventID is the event ID a test bot's send gives row r.
func EventID(r outbox.Row) id.EventID { return id.EventID(fmt.Sprintf("$out-%d", r.ID)) }

// React has user react with key (an emoji: "2️⃣") to the message the bot
// sent as row r, in the room r went to (a DM row: in user's DM), waits,
// delivers the outbox and returns the rows sent since the last call.
func (b *Bot) React(user id.UserID, r outbox.Row, key string) []outbox.Row {
	b.t.Helper()
	msg := b.Message(user, "")
	msg.Body, msg.MsgType = "", ""
	msg.Reaction = &bot.Reaction{To: EventID(r), Key: key}
	if r.DMUser != "" {
		msg.Room, msg.IsDirect = id.RoomID("!dm-"+string(r.DMUser)), true
	}
	return b.Send(msg)
}

// New opens a bot on a fresh database in t's temp dir.
func New(t testing.TB) *Bot {
	t.Helper()
	path := testdb.Path(t, "bot.db")
	if store.IsPostgres(path) {
		return Open(t, path, clock.NewFake(start))
	}
	dbtemplate.Copy(t, path)
	return open(t, path, clock.NewFake(start), true)
}

// Open opens a bot on the database file at path with clock clk; several
// bots may share one file (and one clock). Rate limits are lifted so tests
// can fire many commands at once. The bot is closed when t ends.
func Open(t testing.TB, path string, clk *clock.Fake) *Bot {
	t.Helper()
	return open(t, path, clk, false)
}

// open is Open; copied says the file at path is dbtemplate's copy
// (app.Options.CheckedCopy).
func open(t testing.TB, path string, clk *clock.Fake, copied bool) *Bot {
	t.Helper()
	cfg := testConfig(t, path)
	seed := uint64(7)
	a, err := app.New(context.Background(), &cfg, app.Options{Clock: clk, Seed: &seed, SelfID: selfID, Log: zerolog.Nop(),
		CheckedCopy: copied})
	require.NoError(t, err)
	b := &Bot{Store: a.Store, Router: a.Router, Clock: clk, Scheduler: a.Scheduler, Config: a.Config, t: t, ids: eventPrefix(path)}
	b.sender = outbox.NewSender(a.Store, collector{b}, zerolog.Nop())
	a.AttachSender(b.sender)
	t.Cleanup(func() {
		if err := a.Close(); err != nil {
			t.Errorf("closing the bot: %v", err)
		}
	})
	return b
}

// Custom opens a bot on a fresh database whose registry holds only the
// given command groups (to test a plugin with its Deps filled in).
func Custom(t testing.TB, groups ...[]bot.Command) *Bot {
	t.Helper()
	cfg := testConfig(t, testdb.Path(t, "custom.db"))
	st, err := store.Open(context.Background(), cfg.DBPath, store.OpenOptions{})
	require.NoError(t, err)
	t.Cleanup(func() {
		if err := st.Close(); err != nil {
			t.Errorf("closing the store: %v", err)
		}
	})
	reg := bot.NewRegistry()
	for _, g := range groups {
		require.NoError(t, reg.RegisterAll(g...))
	}
	clk := clock.NewFake(start)
	b := &Bot{Store: st, Clock: clk, Config: &cfg, t: t, ids: eventPrefix(cfg.DBPath)}
	b.Router = bot.NewRouter(st, &cfg, reg, clk, zerolog.Nop(), selfID, 7)
	b.sender = outbox.NewSender(st, collector{b}, zerolog.Nop())
	return b
}

const selfID = "@gogobee:example.org"

// testConfig is the default configuration on the database at path, with
// rate limits lifted.
func testConfig(t testing.TB, path string) config.Config {
	t.Helper()
	cfg, err := config.Load(func(string) (string, bool) { return "", false })
	require.NoError(t, err)
	cfg.DBPath = path
	cfg.RateBurst, cfg.RatePerMinute = 1<<20, 1<<20
	cfg.Parties = true // the party commands' own tests turn the gate off to see it refuse
	return cfg
}

// opened counts the bots opened on each database file, so event IDs are
// the same on every run of a test (the fight and harvest dice are keyed by
// them: a test replays exactly) yet never repeat on one file, where a
// reopened bot would take a repeated ID for a command already handled.
var opened = struct {
	sync.Mutex
	n map[string]int
}{n: map[string]int{}}

// eventPrefix is the event-ID prefix of the next bot opened on path:
// "$b1", "$b2" and so on per file.
func eventPrefix(path string) string {
	opened.Lock()
	defer opened.Unlock()
	opened.n[path]++
	return fmt.Sprintf("$b%d", opened.n[path])
}

// Message builds the message user sends with body, with a fresh event ID.
func (b *Bot) Message(user id.UserID, body string) bot.Message {
	b.mu.Lock()
	b.seq++
	eventID := id.EventID(fmt.Sprintf("%s-%d", b.ids, b.seq))
	b.mu.Unlock()
	return bot.Message{Sender: user, Room: Room, EventID: eventID, Body: body, Time: b.Clock.Now(), MsgType: "m.text"}
}

// Say sends body as user, waits for the command to finish, delivers the
// outbox, and returns every row sent since the previous Say.
func (b *Bot) Say(user id.UserID, body string) []outbox.Row {
	b.t.Helper()
	return b.Send(b.Message(user, body))
}

// Send handles msg, waits, delivers the outbox and returns the rows sent
// since the last call.
func (b *Bot) Send(msg bot.Message) []outbox.Row {
	b.t.Helper()
	b.Router.Handle(context.Background(), msg)
	return b.Flush()
}

// Flush delivers every queued outbox row and returns the rows sent since
// the last call.
func (b *Bot) Flush() []outbox.Row {
	b.t.Helper()
	_, err := b.sender.Flush(context.Background())
	require.NoError(b.t, err)
	b.mu.Lock()
	defer b.mu.Unlock()
	out := b.sent
	b.sent = nil
	return out
}

// Reply sends body as user and returns the one room answer (the welcome DM
// of a first contact and other DMs are skipped); it fails the test when
// there is not exactly one room answer.
func (b *Bot) Reply(user id.UserID, body string) string {
	b.t.Helper()
	room := Rooms(b.Say(user, body))
	require.Len(b.t, room, 1, "room answers to %q", body)
	return room[0]
}

// Rooms returns the bodies of the room messages among rows.
func Rooms(rows []outbox.Row) []string {
	var out []string
	for _, r := range rows {
		if r.RoomID != "" {
			out = append(out, r.Body)
		}
	}
	return out
}

// DMs returns the bodies of the DMs to user among rows.
func DMs(rows []outbox.Row, user id.UserID) []string {
	var out []string
	for _, r := range rows {
		if r.DMUser == user {
			out = append(out, r.Body)
		}
	}
	return out
}

// Character loads user's character; it fails the test when there is none.
func (b *Bot) Character(user id.UserID) rules.Character {
	b.t.Helper()
	ch, ok, err := b.Store.Character.Get(context.Background(), user)
	return found(b.t, ch, ok, err, string(user)+" has no character")
}

// Expedition loads user's open expedition; it fails the test when there
// is none.
func (b *Bot) Expedition(user id.UserID) expedition.Expedition {
	b.t.Helper()
	e, ok, err := b.Store.Expedition.Open(context.Background(), user)
	return found(b.t, e, ok, err, string(user)+" has no open expedition")
}

// EditExpedition changes user's open expedition with fn (test setup:
// threat, supplies, a camp), as if the game had done it.
func (b *Bot) EditExpedition(user id.UserID, fn func(*expedition.Expedition)) {
	b.t.Helper()
	e := b.Expedition(user).Clone()
	fn(&e)
	require.NoError(b.t, b.Store.Expedition.Save(context.Background(), e, b.Clock.Now()))
}

// found is v, a load's result, failing the test on err or, saying
// missing, when nothing was found (ok false).
func found[T any](t testing.TB, v T, ok bool, err error, missing string) T {
	t.Helper()
	require.NoError(t, err)
	require.True(t, ok, missing)
	return v
}

// HasCharacter reports whether user has a character.
func (b *Bot) HasCharacter(user id.UserID) bool {
	b.t.Helper()
	_, ok, err := b.Store.Character.Get(context.Background(), user)
	require.NoError(b.t, err)
	return ok
}

// Edit changes user's stored character with fn (test setup: coins, HP,
// items), as if the game had done it.
func (b *Bot) Edit(user id.UserID, fn func(*rules.Character)) {
	b.t.Helper()
	ch := b.Character(user)
	ch = ch.Clone()
	fn(&ch)
	require.NoError(b.t, b.Store.Character.Save(context.Background(), user, ch, b.Clock.Now()))
}

// Create makes user a character with `!char create name class race` and
// fails the test if that does not work.
func (b *Bot) Create(user id.UserID, name, class, race string) rules.Character {
	b.t.Helper()
	b.Say(user, fmt.Sprintf("!char create %q %s %s", name, class, race))
	return b.Character(user)
}
