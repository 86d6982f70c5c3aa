package app

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
	"time"

	"github.com/rs/zerolog"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/clock"
	"github.com/gogobee/gogobee/internal/config"
	"github.com/gogobee/gogobee/internal/outbox"
	"github.com/gogobee/gogobee/internal/transport/console"
)

// defaultConsoleStart is DefaultConsoleStart's value.
var defaultConsoleStart = time.Date(2026, time.March, 2, 9, 0, 0, 0, time.UTC)

// DefaultConsoleStart is where a console session's clock starts without
// --now: a fixed instant, so scripted sessions print the same every time.
func DefaultConsoleStart() time.Time { return defaultConsoleStart }

// ConsoleSelfID is the bot's user ID in console sessions.
const ConsoleSelfID = "@gogobee:localhost"

// ConsoleOptions configure one console session.
type ConsoleOptions struct {
	User id.UserID // who speaks first, @you:localhost
	Seed uint64    // world seed (ignored with Real: the database's own seed is used)
	Now  time.Time // start of the fake clock
	// NowSet says Now was chosen by the caller (--now). Without it, a
	// database that has been played on resumes at the clock it stopped at.
	NowSet      bool
	Real        bool // real clock (dev clock over the wall clock) and the stored seed
	Input       io.Reader
	Out         io.Writer
	Interactive bool // print a banner and a prompt
	Log         zerolog.Logger
}

// PlayConsole runs a console session on cfg's database until the input ends
// or /quit (README.md).
func PlayConsole(ctx context.Context, cfg *config.Config, o ConsoleOptions) error {
	cfg = consoleConfig(cfg)
	opts, fake := consoleOptions(cfg, &o)
	a, err := New(ctx, cfg, opts)
	if err != nil {
		return err
	}
	defer a.Close()
	clk, ok := a.Clock.(clock.Advancer)
	if !ok {
		return fmt.Errorf("console: the clock cannot be moved")
	}
	if fake != nil && !o.NowSet {
		if err := resumeClock(ctx, a, fake); err != nil {
			return err
		}
	}
	con := &console.Console{User: o.User, Clock: clk, Out: o.Out, PictureDir: cfg.PictureFolder()}
	sender := outbox.NewSender(a.Store, con, o.Log)
	a.AttachSender(sender)
	handle := a.Router.Handle
	if !o.Real {
		ids, err := newScriptedEventIDs(ctx, a, o.Seed)
		if err != nil {
			return err
		}
		handle = ids.handler(a.Router.Handle)
	}
	h := consoleHooks{a: a, sender: sender, clk: clk, fake: fake}
	con.Hooks = console.Hooks{Handle: handle, Flush: h.flush, RunDue: a.Scheduler.RunDue, AdvanceTo: h.advanceTo}
	if o.Interactive {
		con.Prompt = "> "
		fmt.Fprintf(o.Out, "GogoBee console. You are %s. Type %shelp to start; /help for console commands, /quit to leave.\n\n",
			o.User, cfg.Prefix)
	}
	err = con.Run(ctx, o.Input)
	if errors.Is(err, context.Canceled) {
		return nil
	}
	return err
}

// consoleConfig is a copy of cfg for the console. One local player cannot
// flood anyone, and a script runs on a clock that stands still between
// lines: no rate limit on the console. Room and server allow-lists are for
// Matrix; the console room is local.
func consoleConfig(cfg *config.Config) *config.Config {
	local := *cfg
	local.RateBurst, local.RatePerMinute = 1<<20, 1<<20
	local.AllowedRooms, local.AllowedServers = nil, nil
	return &local
}

// consoleOptions are the app's options for console session o on cfg, and
// its fake clock (nil on a real clock). Only the persisted dev clock of
// --real with GOGOBEE_DEV_CLOCK=1 is moved by `!admin clock`; every other
// console clock is moved by /time. A fake clock plays o's seed.
func consoleOptions(cfg *config.Config, o *ConsoleOptions) (Options, *clock.Fake) {
	opts := Options{SelfID: ConsoleSelfID, Log: o.Log, ConsoleClock: !(o.Real && cfg.DevClock)}
	var fake *clock.Fake
	switch {
	case o.Real && cfg.DevClock:
		// The app builds the persisted dev clock; !admin clock and /time move it.
	case o.Real:
		opts.Clock = clock.NewDev(clock.Real{}, 0)
	default:
		fake = clock.NewFake(o.Now)
		opts.Clock = fake
		opts.Seed = &o.Seed
		opts.OddsBudget = -1 // every run, so a script prints the same numbers on any machine
	}
	return opts, fake
}

// consoleHooks are the console's calls into the app that do more than
// pass through: flushing after the odds worker, and moving the clock.
type consoleHooks struct {
	a      *App
	sender *outbox.Sender
	clk    clock.Advancer
	fake   *clock.Fake // nil on a real clock
}

// flush delivers every queued message. The odds worker answers in the
// background: a console waits for it, so its answer prints right after
// the command.
func (h consoleHooks) flush(ctx context.Context) (int, error) {
	if err := h.a.Odds.Wait(ctx); err != nil {
		return 0, err
	}
	return h.sender.Flush(ctx)
}

// advanceTo moves the clock to t, running each job due on the way at its
// own time, and keeps where a fake clock stands for the next session on
// this database (resumeClock).
func (h consoleHooks) advanceTo(ctx context.Context, t time.Time) (int, error) {
	n, err := h.a.Scheduler.AdvanceTo(ctx, h.clk, t)
	if err == nil && h.fake != nil {
		err = h.a.Store.KV.Set(ctx, consoleClockKey, h.fake.Now().Format(time.RFC3339Nano))
	}
	return n, err
}

// consoleClockKey keeps where a fake-clock console session left the clock.
const consoleClockKey = "console.clock"

// resumeClock moves a fresh fake clock to where the last session on this
// database left it, so a rest or a fork timer does not start over.
func resumeClock(ctx context.Context, a *App, fake *clock.Fake) error {
	v, ok, err := a.Store.KV.Get(ctx, consoleClockKey)
	if err != nil || !ok {
		return err
	}
	t, err := time.Parse(time.RFC3339Nano, v)
	if err != nil {
		return fmt.Errorf("stored %s %q is unreadable: %w", consoleClockKey, v, err)
	}
	fake.MoveTo(t)
	return nil
}

// scriptedEventIDs numbers the messages of a fake-clock console session
// "$console-s<seed>-<run>-<n>" instead of the console's random session ID,
// so rolls keyed by event ID (!roll, potions, rests) repeat exactly when a
// script is played again on a fresh database. run counts the scripted
// sessions this database has seen (kv "console.runs"), so playing again on
// the same database never reuses an earlier session's event IDs.
type scriptedEventIDs struct {
	prefix string
	n      int
}

// consoleRunsKey is the kv key counting scripted console sessions.
const consoleRunsKey = "console.runs"

func newScriptedEventIDs(ctx context.Context, a *App, seed uint64) (*scriptedEventIDs, error) {
	run := 0
	if v, ok, err := a.Store.KV.Get(ctx, consoleRunsKey); err != nil {
		return nil, err
	} else if ok {
		if run, err = strconv.Atoi(v); err != nil {
			return nil, fmt.Errorf("stored %s %q is unreadable: %w", consoleRunsKey, v, err)
		}
	}
	if err := a.Store.KV.Set(ctx, consoleRunsKey, strconv.Itoa(run+1)); err != nil {
		return nil, err
	}
	return &scriptedEventIDs{prefix: fmt.Sprintf("$console-s%d-%d-", seed, run)}, nil
}

// handler is handle with every message numbered as the script's next
// event (next).
func (s *scriptedEventIDs) handler(handle func(context.Context, bot.Message)) func(context.Context, bot.Message) {
	return func(ctx context.Context, msg bot.Message) {
		msg.EventID = s.next()
		handle(ctx, msg)
	}
}

func (s *scriptedEventIDs) next() id.EventID {
	s.n++
	return id.EventID(s.prefix + strconv.Itoa(s.n))
}
