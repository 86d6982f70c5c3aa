// Package app wires the daemon together: store, registry with every plugin,
// router, scheduler and outbox sender. The cmd binaries, the transports'
// tests and the whole-bot tests all build the bot through New, so what the
// tests drive is what production runs.
package app

import (
	"cmp"
	"context"
	"crypto/rand"
	"encoding/binary"
	"errors"
	"fmt"
	"strconv"
	"sync"
	"time"

	"github.com/rs/zerolog"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/flavor"
	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/clock"
	"github.com/gogobee/gogobee/internal/config"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/metrics"
	"github.com/gogobee/gogobee/internal/outbox"
	"github.com/gogobee/gogobee/internal/plugins/admin"
	"github.com/gogobee/gogobee/internal/plugins/boards"
	"github.com/gogobee/gogobee/internal/plugins/character"
	"github.com/gogobee/gogobee/internal/plugins/expedition"
	"github.com/gogobee/gogobee/internal/plugins/fight"
	"github.com/gogobee/gogobee/internal/plugins/gift"
	"github.com/gogobee/gogobee/internal/plugins/help"
	"github.com/gogobee/gogobee/internal/plugins/inventory"
	"github.com/gogobee/gogobee/internal/plugins/odds"
	"github.com/gogobee/gogobee/internal/plugins/pc"
	"github.com/gogobee/gogobee/internal/plugins/player"
	"github.com/gogobee/gogobee/internal/plugins/rest"
	"github.com/gogobee/gogobee/internal/plugins/retired"
	"github.com/gogobee/gogobee/internal/plugins/roll"
	"github.com/gogobee/gogobee/internal/plugins/shop"
	"github.com/gogobee/gogobee/internal/plugins/spells"
	"github.com/gogobee/gogobee/internal/plugins/subclass"
	"github.com/gogobee/gogobee/internal/plugins/zone"
	"github.com/gogobee/gogobee/internal/scheduler"
	"github.com/gogobee/gogobee/internal/store"
)

// Options are the parts of the wiring that differ between production,
// console and tests.
type Options struct {
	// Clock overrides the clock. When nil: the dev clock over the real
	// clock if GOGOBEE_DEV_CLOCK is on (offset restored from the database),
	// else the real clock.
	Clock clock.Clock
	// Seed overrides the world seed stored in the database.
	Seed *uint64
	// SelfID is the bot's user ID (its own events are ignored).
	SelfID id.UserID
	Log    zerolog.Logger
	// Version is the build version `!admin status` reports ("" is "dev").
	Version string
	// OddsBudget is the time budget of one `!expedition odds` request: 0 is
	// odds.DefaultBudget; negative plays every run whatever it takes (a
	// fake-clock console, whose output must not depend on the machine).
	OddsBudget time.Duration
	// BusyRetry is how long, in all, start-up waits for a database another
	// process holds write-locked before it gives up: 0 is
	// bot.DefaultBusyRetry (a minute).
	BusyRetry time.Duration
	// ConsoleClock says Clock is a console session's own, moved by its
	// `/time` line: `!admin clock` says so instead of "the dev clock is off".
	ConsoleClock bool
	// CheckedCopy says the database file is a copy of one this process
	// has opened already (store.OpenOptions.CheckedCopy; tests only).
	CheckedCopy bool
}

// App is a wired bot, ready for a transport.
type App struct {
	Config    *config.Config
	Store     *store.Store
	Registry  *bot.Registry
	Router    *bot.Router
	Scheduler *scheduler.Scheduler
	Clock     clock.Clock
	DevClock  *clock.Dev // nil unless the dev clock is on
	Log       zerolog.Logger
	// Metrics are the Prometheus metrics and probes (served only when
	// GOGOBEE_METRICS_ADDR is set); the router and scheduler report to
	// them.
	Metrics *metrics.Metrics
	// Odds is `!expedition odds` and its background worker, started by
	// New and stopped by Close.
	Odds *odds.Service

	wake        func() // wakes the outbox sender; set by AttachSender
	stopBackups func() // ends the nightly backup worker and waits for it (nil: none)
	// work runs the dev-clock moves: Close cancels them, stopping a move at
	// its next job, and waits for each.
	work         *workers
	version      string // the build version (Options.Version, "dev" when empty)
	consoleClock bool   // Options.ConsoleClock
}

// LoadContent reads and checks every shipped table, the game's
// (content.Load) and TwinBee's lines (flavor.Load), and returns every
// problem found, or nil. The work is done once a process: the tables are
// embedded and never change while it runs. Start-up calls it before
// anything else and refuses to run on its error; New calls it too, so no
// bot is ever wired on broken tables.
func LoadContent() error { return loadContent() }

// loadContent is LoadContent's work, done on the first call: every later
// New (a test opens hundreds) gets its answer without checking the tables
// again.
var loadContent = sync.OnceValue(func() error { return errors.Join(content.Load(), flavor.Load()) })

// New opens the database at cfg.DBPath (migrating it), restores the world
// seed and dev clock, registers every plugin and returns the wired bot.
// Its writes wait for a database another process holds write-locked, up
// to opts.BusyRetry in all (startupRetry), then fail saying so.
func New(ctx context.Context, cfg *config.Config, opts Options) (*App, error) {
	if err := LoadContent(); err != nil {
		return nil, fmt.Errorf("the shipped game content is broken: %w", err)
	}
	retry := newStartupRetry(opts.Log, opts.BusyRetry)
	var st *store.Store
	err := retry.do(ctx, "open the database", func() (err error) {
		st, err = store.Open(ctx, cfg.DBPath, store.OpenOptions{CheckedCopy: opts.CheckedCopy})
		return err
	})
	if err != nil {
		return nil, err
	}
	a := &App{Config: cfg, Store: st, Log: opts.Log, Clock: opts.Clock, version: cmp.Or(opts.Version, "dev"),
		consoleClock: opts.ConsoleClock}
	if a.Clock == nil {
		a.Clock = clock.Real{}
		if cfg.DevClock {
			offset, err := loadOffset(ctx, st)
			if err != nil {
				st.Close()
				return nil, err
			}
			a.DevClock = clock.NewDev(clock.Real{}, offset)
			a.Clock = a.DevClock
		}
	}
	var seed uint64
	err = retry.do(ctx, "world seed", func() (err error) {
		seed, err = worldSeed(ctx, st, cfg, opts.Seed)
		return err
	})
	if err != nil {
		st.Close()
		return nil, err
	}
	a.Registry = bot.NewRegistry()
	a.Router = bot.NewRouter(st, cfg, a.Registry, a.Clock, opts.Log, opts.SelfID, seed)
	a.Router.SelfName = []string{"TwinBee", "GogoBee"}
	a.Router.Welcome = welcome
	a.Router.OnCommit = a.Wake
	a.Scheduler = scheduler.New(st, a.Clock, opts.Log.With().Str("component", "scheduler").Logger())
	a.Metrics = metrics.New(st, time.Now)
	a.Router.Observer = a.Metrics
	a.Router.WayOn = pc.WayOn
	a.Scheduler.Observer = a.Metrics
	a.Scheduler.Serialize = a.Router.RunAsUser
	a.Scheduler.SerializeAll = a.Router.RunAsUsers
	a.Scheduler.OnCommit = a.Wake
	a.Odds = odds.New(odds.Options{Store: st, Clock: a.Clock, Wake: a.Wake, Budget: opts.OddsBudget, MinHP: cfg.AutopilotMinHP,
		Log: opts.Log.With().Str("component", "odds").Logger()})
	a.work = newWorkers(ctx)
	if err := a.registerPlugins(ctx, retry); err != nil {
		a.work.stop()
		st.Close()
		return nil, err
	}
	a.Odds.Start()
	return a, nil
}

// registerPlugins registers every plugin's commands, reaction handlers and
// scheduled kinds.
// A duplicate verb or alias fails here, so such a bot never starts. Its
// writes go through retry.
func (a *App) registerPlugins(ctx context.Context, retry *startupRetry) error {
	// A move runs its jobs in their players' queues, the admin's own among
	// them, so it runs beside the command that asked for it; Close waits.
	// One asked for while Close runs does not start: the stored offset
	// already holds the target, so the next start catches up.
	advance := func(target time.Time) {
		a.work.goRun(func(ctx context.Context) {
			if _, err := a.Scheduler.AdvanceTo(ctx, a.DevClock, target); err != nil && ctx.Err() == nil {
				a.Log.Error().Err(err).Msg("running due work after a clock move failed")
			}
		})
	}
	// An expedition IS a zone run lasting real days: the expedition plugin
	// is the zone plugin's hooks, the fight plugin's source of waiting
	// encounters (night ambushes first, then the zone room's elite or
	// boss) and the finisher of the encounters it starts.
	exp := &expedition.Plugin{Config: a.Config, Seed: a.Router.Seed(), Log: a.Log.With().Str("component", "expedition").Logger(),
		More: []bot.Subcommand{a.Odds.Subcommand()}, PlayerTrade: gift.Trade, IsPlayerTrade: gift.IsTrade}
	exp.PlayerTradeForms, exp.PlayerTradeExamples = gift.TradeForms()
	zones := zone.Deps{Hooks: exp}
	fights := fight.Deps{Zone: zones, Encounters: exp, Expedition: exp}
	exp.Zone = zones
	groups := [][]bot.Command{
		help.Commands(help.Deps{Config: a.Config}),
		player.Commands(player.Deps{OnTZChange: exp.OnTZChange}),
		character.Commands(),
		subclass.Commands(),
		spells.Commands(),
		inventory.Commands(inventory.Deps{UseInFight: fights.UseItem}),
		shop.Commands(),
		gift.Commands(),
		boards.Commands(),
		fight.Commands(fights),
		zone.Commands(zones),
		exp.Commands(),
		rest.Commands(rest.Deps{ExpeditionRest: exp.ExpeditionRest, CampRest: exp.CampRest, PartyShortRest: exp.PartyShortRest, ShortRestHut: exp.ShortRestHut, ShortRestDice: exp.ShortRestDice}),
		roll.Commands(),
		retired.Commands(a.Config.HarvestVerbs),
		admin.Commands(admin.Deps{DevClock: a.DevClock, ConsoleClock: a.consoleClock, AdvanceTo: advance, Version: a.version,
			Started: time.Now()}),
	}
	for _, g := range groups {
		if err := a.Registry.RegisterAll(g...); err != nil {
			return fmt.Errorf("registering commands: %w", err)
		}
	}
	if err := a.Registry.RegisterReactions(zones.Reactions()); err != nil {
		return fmt.Errorf("registering reactions: %w", err)
	}
	for _, jobs := range []map[string]bot.JobFunc{zones.Jobs(), exp.Jobs(), fights.Jobs()} {
		if err := a.Router.RegisterJobs(a.Scheduler, jobs); err != nil {
			return fmt.Errorf("registering scheduled jobs: %w", err)
		}
	}
	if err := retry.do(ctx, "expedition start-up", func() error {
		if err := exp.StartHighlights(ctx, a.Store, a.Clock.Now()); err != nil {
			return err
		}
		return exp.StartWeekly(ctx, a.Store, a.Clock.Now())
	}); err != nil {
		return fmt.Errorf("expedition start-up: %w", err)
	}
	if err := a.startRetention(ctx, retry); err != nil {
		return fmt.Errorf("retention start-up: %w", err)
	}
	if err := a.startBackups(ctx, retry); err != nil {
		return fmt.Errorf("backup start-up: %w", err)
	}
	err := retry.do(ctx, "zone start-up", func() error { return zone.Startup(ctx, a.Store, a.Config, a.Router.Seed(), a.Log) })
	if err != nil {
		return fmt.Errorf("zone start-up: %w", err)
	}
	return nil
}

// AttachSender makes commits wake s.
func (a *App) AttachSender(s *outbox.Sender) { a.wake = s.Wake }

// Wake wakes the outbox sender, if one is attached.
func (a *App) Wake() {
	if a.wake != nil {
		a.wake()
	}
}

// Close stops a dev-clock move under way after the job it is running (the
// stored offset already holds the target, so the next start catches up),
// the odds worker (a request it is playing is dropped) and the nightly
// backup worker (a backup under way is cancelled; the next night takes
// one), waits for each and for the router's queues to run out (the
// transport and the scheduler are stopped first), then closes the
// database.
func (a *App) Close() error {
	a.work.stop()
	a.Odds.Stop()
	if a.stopBackups != nil {
		a.stopBackups()
	}
	a.Router.Wait()
	return a.Store.Close()
}

func welcome(c *bot.Context) string {
	line, _ := flavor.Pick(flavor.Welcome, map[string]string{"prefix": c.Prefix()}, c.Stream("welcome", string(c.Sender())), -1)
	return line
}

func loadOffset(ctx context.Context, st *store.Store) (time.Duration, error) {
	v, ok, err := st.KV.Get(ctx, store.KeyDevClockOffset)
	if err != nil || !ok {
		return 0, err
	}
	d, err := time.ParseDuration(v)
	if err != nil {
		return 0, fmt.Errorf("stored dev clock offset %q is unreadable: %w", v, err)
	}
	return d, nil
}

// worldSeed returns the override, else the stored seed, else stores a new
// one (cfg.Seed or a random number).
func worldSeed(ctx context.Context, st *store.Store, cfg *config.Config, override *uint64) (uint64, error) {
	if override != nil {
		return *override, nil
	}
	v, ok, err := st.KV.Get(ctx, store.KeyWorldSeed)
	if err != nil {
		return 0, err
	}
	if ok {
		return strconv.ParseUint(v, 10, 64)
	}
	seed := cfg.Seed
	if seed == 0 {
		var b [8]byte
		if _, err := rand.Read(b[:]); err != nil {
			return 0, err
		}
		seed = binary.LittleEndian.Uint64(b[:])
	}
	return seed, st.KV.Set(ctx, store.KeyWorldSeed, strconv.FormatUint(seed, 10))
}
