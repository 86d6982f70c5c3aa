package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/rs/zerolog"

	"github.com/gogobee/gogobee/internal/app"
	"github.com/gogobee/gogobee/internal/clock"
	"github.com/gogobee/gogobee/internal/config"
	"github.com/gogobee/gogobee/internal/outbox"
	"github.com/gogobee/gogobee/internal/transport/console"
)

// DefaultConsoleStart is where a console session's clock starts without
// --now: a fixed instant, so scripted sessions print the same every time.
var DefaultConsoleStart = time.Date(2026, time.March, 2, 9, 0, 0, 0, time.UTC)

// consoleOptions are the flags of `gogobee console`.
type consoleOptions struct {
	User  string
	DB    string
	Seed  uint64
	Now   time.Time
	Real  bool // real clock instead of the fixed fake clock
	Input io.Reader
	Out   io.Writer
}

func runConsole(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("console", flag.ContinueOnError)
	user := fs.String("user", "@you:localhost", "the Matrix user ID you speak as")
	db := fs.String("db", "", "database file (default: a fresh temporary file)")
	seed := fs.Uint64("seed", 1, "world seed for every random stream")
	now := fs.String("now", "", "start time of the clock, RFC 3339 (default "+DefaultConsoleStart.Format(time.RFC3339)+")")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if !config.IsUserID(*user) {
		return fmt.Errorf("--user %q must be a Matrix user ID such as @alice:example.org", *user)
	}
	start := DefaultConsoleStart
	if *now != "" {
		t, err := time.Parse(time.RFC3339, *now)
		if err != nil {
			return fmt.Errorf("--now %q is not an RFC 3339 time such as 2026-03-02T09:00:00Z", *now)
		}
		start = t
	}
	cfg, err := loadConfig()
	if err != nil {
		return err
	}
	path := *db
	if path == "" {
		dir, err := os.MkdirTemp("", "gogobee-console-")
		if err != nil {
			return err
		}
		defer os.RemoveAll(dir)
		path = filepath.Join(dir, "console.db")
	}
	cfg.DBPath = path
	return playConsole(ctx, cfg, consoleOptions{User: *user, Seed: *seed, Now: start, Input: os.Stdin, Out: os.Stdout})
}

// playConsole runs a console session on cfg's database until the input ends.
func playConsole(ctx context.Context, cfg *config.Config, o consoleOptions) error {
	log := zerolog.Nop()
	if lvl, err := zerolog.ParseLevel(cfg.LogLevel); err == nil && lvl <= zerolog.DebugLevel {
		log = newLogger(cfg.LogLevel, os.Stderr)
	}
	var clk clock.Advancer
	var fake *clock.Fake
	if o.Real {
		clk = clock.NewDev(clock.Real{}, 0)
	} else {
		fake = clock.NewFake(o.Now)
		clk = fake
	}
	opts := app.Options{Clock: clk, SelfID: "@gogobee:gogobee.local", Log: log}
	if !o.Real {
		opts.Seed = &o.Seed
	}
	a, err := app.New(ctx, cfg, opts)
	if err != nil {
		return err
	}
	defer a.Close()
	con := &console.Console{User: o.User, Clock: clk, Out: o.Out}
	sender := outbox.NewSender(a.Store, con, log)
	a.AttachSender(sender)
	con.Hooks = console.Hooks{
		Handle: a.Router.Handle,
		Flush:  sender.Flush,
		RunDue: a.Scheduler.RunDue,
		AdvanceTo: func(ctx context.Context, t time.Time) (int, error) {
			return a.Scheduler.AdvanceTo(ctx, clk, t)
		},
	}
	if f, ok := o.Input.(*os.File); ok && isTerminal(f) {
		con.Prompt = o.User + "> "
		fmt.Fprintf(o.Out, "GogoBee console. You are %s. Type %shelp to start; /help for console commands, /quit to leave.\n\n",
			o.User, cfg.Prefix)
	}
	err = con.Run(ctx, o.Input)
	if errors.Is(err, context.Canceled) {
		return nil
	}
	return err
}

func fileExists(p string) bool {
	_, err := os.Stat(p)
	return err == nil
}

// consoleUser is who `gogobee run` plays as without a homeserver.
func consoleUser() string {
	if u := strings.TrimSpace(os.Getenv("GOGOBEE_CONSOLE_USER")); config.IsUserID(u) {
		return u
	}
	return "@you:localhost"
}
