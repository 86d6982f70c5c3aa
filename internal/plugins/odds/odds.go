// Package odds answers `!expedition odds <zone> [packs]` (rules §11.4): the
// balance simulator (internal/sim) plays a few hundred expeditions of the
// player's own character into the zone under the autopilot's policy
// (play.DefaultPolicy with the player's own autopilot rules, as the walk
// goes by them: rules §10.4, §10.5, §11.2) and TwinBee answers with the
// share cleared, the boss reached and forced out, and the day supplies
// usually run out, for standard and deluxe packing.
//
// The command's transaction only reads the character and answers at once
// ("Running 200 expeditions…"); the simulation runs on one background
// worker (Service), outside any transaction, within a time budget, and its
// answer is written to the outbox in a transaction of its own, in the room
// and thread the command came from. The numbers are cached per character
// state (sim.OddsKey), so asking again answers in the command itself.
// Pending requests live in memory: a request queued or running when the
// bot stops is lost (docs/architecture.md, "Work outside a transaction").
package odds

import (
	"context"
	"sync"
	"time"

	"github.com/rs/zerolog"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/clock"
	"github.com/gogobee/gogobee/internal/store"
)

// DefaultRuns is how many expeditions a request plays per packing.
const DefaultRuns = 200

// DefaultBudget is the wall-clock time a request may take to play its
// runs; the runs that fit are answered, and the answer says how many.
const DefaultBudget = 4 * time.Second

// Options configure a Service.
type Options struct {
	// Store is the bot's database: the worker writes its answers to the
	// outbox there.
	Store *store.Store
	// Clock stamps the answers' outbox rows.
	Clock clock.Clock
	// Wake wakes the outbox sender after an answer is written (nil: none).
	Wake func()
	// MinHP is the autopilot's default low-HP floor in percent, the one
	// the walk goes by (GOGOBEE_AUTOPILOT_MIN_HP); 0 is play.DefaultPolicy's.
	MinHP int
	// Runs per packing; 0 is DefaultRuns.
	Runs int
	// Budget is the time budget of one request; 0 is DefaultBudget, and a
	// negative budget plays every run whatever it takes (a fake-clock
	// console, whose output must not depend on the machine's speed).
	Budget time.Duration
	Log    zerolog.Logger
}

// Service is `!expedition odds`: its command handler, the cache and the
// background worker (one request at a time, in the order asked).
type Service struct {
	store  *store.Store
	clock  clock.Clock
	wake   func()
	runs   int
	minHP  int
	budget time.Duration
	log    zerolog.Logger
	cache  *cache

	mu      sync.Mutex
	queue   []job
	pending map[string]bool // users with a request queued or running
	idle    chan struct{}   // closed while nothing is queued or running
	kick    chan struct{}
	stop    context.CancelFunc
	done    chan struct{}
}

// New returns a Service; Start starts its worker.
func New(o Options) *Service {
	s := &Service{store: o.Store, clock: o.Clock, wake: o.Wake, runs: o.Runs, minHP: o.MinHP, budget: o.Budget, log: o.Log,
		cache: newCache(cacheSize), pending: map[string]bool{}, idle: make(chan struct{}), kick: make(chan struct{}, 1)}
	if s.runs <= 0 {
		s.runs = DefaultRuns
	}
	if s.budget == 0 {
		s.budget = DefaultBudget
	}
	close(s.idle)
	return s
}

// Start starts the worker; it runs until Stop.
func (s *Service) Start() {
	ctx, cancel := context.WithCancel(context.Background())
	s.mu.Lock()
	s.stop, s.done = cancel, make(chan struct{})
	done := s.done
	s.mu.Unlock()
	go func() {
		defer close(done)
		s.work(ctx)
	}()
}

// Stop stops the worker and waits for it: a request running is abandoned
// without an answer, and the queued ones are dropped. Stop without Start,
// or a second Stop, does nothing.
func (s *Service) Stop() {
	s.mu.Lock()
	stop, done := s.stop, s.done
	s.stop = nil
	s.mu.Unlock()
	if stop == nil {
		return
	}
	stop()
	<-done
	s.mu.Lock()
	defer s.mu.Unlock()
	s.queue = nil
	clear(s.pending)
	s.markIdle()
}

// Wait blocks until no request is queued or running (its answer is in the
// outbox), or ctx ends: what a console waits for before it prints, so a
// scripted session shows the answer right after the command.
func (s *Service) Wait(ctx context.Context) error {
	s.mu.Lock()
	idle := s.idle
	s.mu.Unlock()
	select {
	case <-idle:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// Pending reports whether user has a request queued or running.
func (s *Service) Pending(user id.UserID) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.pending[string(user)]
}
