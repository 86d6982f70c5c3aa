package odds

import (
	"context"
	"time"

	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/outbox"
	"github.com/gogobee/gogobee/internal/play"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/sim"
)

// job is one request: who asked where (the answer goes to the same room
// and thread), the character as the simulator plays it, the player's
// autopilot rules, the zone, the seed range's base and the packings.
type job struct {
	user, room, thread string
	zone               content.Zone
	level              int
	char               rules.Character
	rules              play.Rules
	seed               uint64
	lines              []line
}

// line is one packing of a request: its name on the card, the packs,
// whether the purse pays for them and its cache key (sim.OddsKey).
type line struct {
	name       string
	packing    sim.Packing
	affordable bool
	key        string
}

// submit queues j and wakes the worker.
func (s *Service) submit(j job) {
	s.mu.Lock()
	s.queue = append(s.queue, j)
	s.pending[j.user] = true
	s.markBusy()
	s.mu.Unlock()
	select {
	case s.kick <- struct{}{}:
	default: // the worker is already woken
	}
}

// work serves the queue, one request at a time, until ctx ends.
func (s *Service) work(ctx context.Context) {
	for {
		j, ok := s.next(ctx)
		if !ok {
			return
		}
		s.serve(ctx, j)
		s.mu.Lock()
		delete(s.pending, j.user)
		if len(s.pending) == 0 {
			s.markIdle()
		}
		s.mu.Unlock()
	}
}

// next takes the oldest queued request, waiting for one; false once ctx
// ends.
func (s *Service) next(ctx context.Context) (job, bool) {
	for {
		s.mu.Lock()
		if len(s.queue) > 0 {
			j := s.queue[0]
			s.queue = s.queue[1:]
			s.mu.Unlock()
			return j, true
		}
		s.mu.Unlock()
		select {
		case <-ctx.Done():
			return job{}, false
		case <-s.kick:
		}
	}
}

// serve plays the runs of j's packings the cache does not hold (going on
// from runs an earlier request left when its budget ran out), within the
// time budget, keeps them, and writes the answer to the outbox. A request
// cut off by Stop is dropped; a simulation that fails is logged and
// answered with an apology.
func (s *Service) serve(ctx context.Context, j job) {
	got := map[string]sim.Odds{}
	var todo []line
	var done []sim.Odds
	for _, l := range j.lines {
		o, ok := s.cache.get(l.key)
		if ok && o.Runs >= s.runs {
			got[l.key] = o
			continue
		}
		todo = append(todo, l)
		done = append(done, o) // the zero Odds when nothing was played
	}
	if len(todo) > 0 {
		run, cancel := ctx, context.CancelFunc(func() {})
		if s.budget > 0 {
			run, cancel = context.WithTimeout(ctx, s.budget)
		}
		q := sim.OddsQuery{Char: j.char, ZoneID: j.zone.ID, Runs: s.runs, Seed: j.seed, Done: done, Rules: j.rules, MinHPPct: s.minHP}
		for _, l := range todo {
			q.Packings = append(q.Packings, l.packing)
		}
		started := time.Now()
		res, err := sim.PlayOdds(run, q)
		cancel()
		switch {
		case ctx.Err() != nil:
			s.log.Info().Str("zone", string(j.zone.ID)).Msg("odds request dropped: the bot is stopping")
			return
		case err != nil:
			s.log.Error().Err(err).Str("zone", string(j.zone.ID)).Msg("odds simulation failed")
			s.answer(ctx, j, "🎲 Something went wrong rolling those odds, and I have no numbers for you. Please try again later.")
			return
		}
		for i, o := range res {
			s.cache.put(todo[i].key, o)
			got[todo[i].key] = o
		}
		s.log.Info().Str("zone", string(j.zone.ID)).Int("runs", res[0].Runs).Int("packings", len(res)).
			Dur("took", time.Since(started)).Msg("odds simulated")
	}
	s.answer(ctx, j, s.card(j, got))
}

// card words j's odds from got (by key).
func (s *Service) card(j job, got map[string]sim.Odds) string {
	card := narrate.OddsCard{Zone: j.zone, Level: j.level, Asked: s.runs, Budget: s.budget, MyRules: !j.rules.IsDefault()}
	for _, l := range j.lines {
		o := got[l.key]
		nl := narrate.OddsLine{Name: l.name, Standard: l.packing.Standard, Deluxe: l.packing.Deluxe, Affordable: l.affordable,
			Tally: o.Tally, ShortRuns: len(o.ShortDays), MedianDays: o.MedianDays(), MostSU: o.MostSU}
		if day, ok := o.MedianShortDay(); ok {
			nl.MedianShortDay = day
		}
		card.Lines = append(card.Lines, nl)
	}
	return narrate.OddsText(card)
}

// answer writes text to the outbox, in the room and thread j came from,
// in a transaction of its own, and wakes the sender.
func (s *Service) answer(ctx context.Context, j job, text string) {
	err := s.store.Tx(ctx, func(tx context.Context) error {
		return outbox.Enqueue(tx, s.store, s.clock.Now(), outbox.Message{RoomID: id.RoomID(j.room), ThreadRoot: id.EventID(j.thread), Body: text})
	})
	if err != nil {
		s.log.Error().Err(err).Str("zone", string(j.zone.ID)).Msg("could not queue the odds answer")
		return
	}
	if s.wake != nil {
		s.wake()
	}
}

// markBusy opens the idle channel (s.mu held).
func (s *Service) markBusy() {
	select {
	case <-s.idle:
		s.idle = make(chan struct{})
	default:
	}
}

// markIdle closes the idle channel (s.mu held).
func (s *Service) markIdle() {
	select {
	case <-s.idle:
	default:
		close(s.idle)
	}
}
