package app

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
	"time"

	"github.com/rs/zerolog"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/clock"
	"github.com/gogobee/gogobee/internal/config"
	"github.com/gogobee/gogobee/internal/outbox"
	"github.com/gogobee/gogobee/internal/transport/console"
)

// DefaultConsoleStart is where a console session's clock starts without
// --now: a fixed instant, so scripted sessions print the same every time.
var DefaultConsoleStart = time.Date(2026, time.March, 2, 9, 0, 0, 0, time.UTC)

// ConsoleSelfID is the bot's user ID in console sessions.
const ConsoleSelfID = "@gogobee:gogobee.local"

// ConsoleOptions configure one console session.
type ConsoleOptions struct {
	User        string    // who speaks first, @you:localhost
	Seed        uint64    // world seed (ignored with Real: the database's own seed is used)
	Now         time.Time // start of the fake clock
	Real        bool      // real clock (dev clock over the wall clock) and the stored seed
	Input       io.Reader
	Out         io.Writer
	Interactive bool // print a banner and a prompt
	Log         zerolog.Logger
}

// PlayConsole runs a console session on cfg's database until the input ends
// or /quit (ARCHITECTURE "Console transport").
func PlayConsole(ctx context.Context, cfg *config.Config, o ConsoleOptions) error {
	var clk clock.Advancer
	if o.Real {
		clk = clock.NewDev(clock.Real{}, 0)
	} else {
		clk = clock.NewFake(o.Now)
	}
	local := *cfg
	// One local player cannot flood anyone, and a script runs on a clock
	// that stands still between lines: no rate limit on the console.
	local.RateBurst, local.RatePerMinute = 1<<20, 1<<20
	cfg = &local
	opts := Options{Clock: clk, SelfID: ConsoleSelfID, Log: o.Log}
	if !o.Real {
		opts.Seed = &o.Seed
	}
	a, err := New(ctx, cfg, opts)
	if err != nil {
		return err
	}
	defer a.Close()
	con := &console.Console{User: o.User, Clock: clk, Out: o.Out}
	sender := outbox.NewSender(a.Store, con, o.Log)
	a.AttachSender(sender)
	handle := a.Router.Handle
	if !o.Real {
		ids, err := newScriptedEventIDs(ctx, a, o.Seed)
		if err != nil {
			return err
		}
		handle = func(ctx context.Context, msg bot.Message) {
			msg.EventID = ids.next()
			a.Router.Handle(ctx, msg)
		}
	}
	con.Hooks = console.Hooks{
		Handle: handle,
		Flush:  sender.Flush,
		RunDue: a.Scheduler.RunDue,
		AdvanceTo: func(ctx context.Context, t time.Time) (int, error) {
			return a.Scheduler.AdvanceTo(ctx, clk, t)
		},
	}
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
	if v, ok, err := a.Store.GetKV(ctx, consoleRunsKey); err != nil {
		return nil, err
	} else if ok {
		if run, err = strconv.Atoi(v); err != nil {
			return nil, fmt.Errorf("stored %s %q is unreadable: %w", consoleRunsKey, v, err)
		}
	}
	if err := a.Store.SetKV(ctx, consoleRunsKey, strconv.Itoa(run+1)); err != nil {
		return nil, err
	}
	return &scriptedEventIDs{prefix: fmt.Sprintf("$console-s%d-%d-", seed, run)}, nil
}

func (s *scriptedEventIDs) next() string {
	s.n++
	return s.prefix + strconv.Itoa(s.n)
}
