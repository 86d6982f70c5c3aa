package app

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/rs/zerolog"
	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/clock"
	"github.com/gogobee/gogobee/internal/config"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/narrate"
	expplugin "github.com/gogobee/gogobee/internal/plugins/expedition"
	"github.com/gogobee/gogobee/internal/plugins/zone"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/store"
)

const benchWalker = "@brom:example.org"

// walkTemplate writes a database at path, world seed seed, in which Brom, a
// level-8 dwarf fighter at full HP, has just departed on an Underforge
// expedition (through the real commands).
func walkTemplate(tb testing.TB, path string, seed uint64) {
	tb.Helper()
	cfg, err := config.Load(func(string) (string, bool) { return "", false })
	require.NoError(tb, err)
	cfg.DBPath, cfg.RateBurst, cfg.RatePerMinute = path, 1<<20, 1<<20
	clk := clock.NewFake(defaultConsoleStart)
	a, err := New(context.Background(), &cfg, Options{Clock: clk, Seed: &seed, Log: zerolog.Nop()})
	require.NoError(tb, err)
	ctx := context.Background()
	say := func(i int, body string) {
		a.Router.Handle(ctx, bot.Message{Sender: benchWalker, Room: "!r:example.org", EventID: id.EventID(fmt.Sprintf("$w%d", i)),
			Body: body, Time: clk.Now(), MsgType: "m.text"})
	}
	say(0, "!char create Brom fighter dwarf")
	ch, ok, err := a.Store.Character.Get(ctx, benchWalker)
	require.NoError(tb, err)
	require.True(tb, ok)
	ch.Level, ch.XP = 8, rules.XPForLevel(8)
	ch.HP = rules.MaxHP(ch)
	require.NoError(tb, a.Store.Character.Save(ctx, benchWalker, ch, clk.Now()))
	for i, line := range []string{"!expedition start underforge", "!supplies buy standard 3", "!expedition depart"} {
		say(i+1, line)
	}
	require.NoError(tb, a.Close())
}

// walkTen walks Brom ten rooms into the Underforge with the autopilot in
// one transaction: a walk to the Split Conveyor's fork, the first way
// taken as `!zone go 1` takes it, and a walk on for the rest of the ten
// rooms. It returns the rooms walked.
func walkTen(ctx context.Context, st *store.Store, seed uint64) (int, error) {
	cfg, err := config.Load(func(string) (string, bool) { return "", false })
	if err != nil {
		return 0, err
	}
	p := &expplugin.Plugin{Config: &cfg, Seed: seed}
	p.Zone = zone.Deps{Hooks: p}
	now := defaultConsoleStart.Add(time.Hour)
	env := zone.Env{Store: st, User: benchWalker, Now: now, At: narrate.Moment{Now: now, Loc: time.UTC}, Prefix: "!"}
	rooms := 0
	err = st.Tx(ctx, func(ctx context.Context) error {
		for rooms < 10 {
			e, ok, err := st.Expedition.Open(ctx, benchWalker)
			if err != nil || !ok {
				return fmt.Errorf("no expedition: %v", err)
			}
			w, err := p.Walk(ctx, env, e, 10-rooms, time.UTC)
			if err != nil {
				return err
			}
			rooms += w.Rooms
			switch {
			case rooms >= 10:
				return nil
			case w.Stop != expedition.StopFork:
				return fmt.Errorf("the walk stopped for %s after %d rooms", w.Stop, rooms)
			}
			if _, err := p.Zone.ChooseOn(ctx, env, 1); err != nil {
				return err
			}
			rooms++
		}
		return nil
	})
	return rooms, err
}

// copyFile copies the database file src to dst.
func copyFile(tb testing.TB, src, dst string) {
	tb.Helper()
	in, err := os.Open(src)
	require.NoError(tb, err)
	defer in.Close()
	out, err := os.Create(dst)
	require.NoError(tb, err)
	_, err = io.Copy(out, in)
	require.NoError(tb, err)
	require.NoError(tb, out.Close())
}

// BenchmarkAutopilotWalk10 measures the autopilot walking 10 rooms of the
// Underforge through the real plugin path on SQLite: for each room the
// advance, the room's fight resolved with the combat policy, the
// auto-harvest pass, the expedition's hooks (threat, tallies) and the
// saves, all in one immediate transaction, then the walk's one message.
// No authored graph has 10 rooms in a row without a fork or an elite's
// door, so the 10 rooms are a walk to the Split Conveyor's fork, `!zone go
// 1`, and a walk on. Setup (a departed level-8 fighter, copied from a
// template database for every run) is not timed; the world seed is the
// first one whose walk reaches 10 rooms without a fight waiting on the
// way.
func BenchmarkAutopilotWalk10(b *testing.B) {
	dir := b.TempDir()
	ctx := context.Background()
	var template string
	var seed uint64
	for s := uint64(1); s <= 200 && template == ""; s++ {
		path := filepath.Join(dir, fmt.Sprintf("template%d.db", s))
		walkTemplate(b, path, s)
		probe := filepath.Join(dir, "probe.db")
		copyFile(b, path, probe)
		st, err := store.Open(ctx, probe, store.OpenOptions{})
		require.NoError(b, err)
		if rooms, err := walkTen(ctx, st, s); err == nil && rooms == 10 {
			template, seed = path, s
		}
		require.NoError(b, st.Close())
	}
	require.NotEmpty(b, template, "no world seed walks 10 Underforge rooms without a fight waiting")
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		path := filepath.Join(dir, fmt.Sprintf("run%d.db", i))
		copyFile(b, template, path)
		st, err := store.Open(ctx, path, store.OpenOptions{})
		require.NoError(b, err)
		b.StartTimer()
		rooms, err := walkTen(ctx, st, seed)
		b.StopTimer()
		require.NoError(b, err)
		require.Equal(b, 10, rooms)
		require.NoError(b, st.Close())
		require.NoError(b, os.Remove(path))
		b.StartTimer()
	}
}
