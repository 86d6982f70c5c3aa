package matrix

import (
	"context"
	"sync"
	"time"

	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/bot"
)

// givenUp collects the messages of one sync response that the router gave
// up, neither run nor recorded as handled (the database stayed locked):
// the position is not committed past them until they are.
type givenUp struct {
	mu   sync.Mutex
	msgs []bot.Message
}

// track returns msg set to be collected here if the router gives it up.
func (g *givenUp) track(msg bot.Message) bot.Message {
	msg.OnGivenUp = func() {
		g.mu.Lock()
		defer g.mu.Unlock()
		g.msgs = append(g.msgs, msg)
	}
	return msg
}

// take returns the messages collected so far and forgets them.
func (g *givenUp) take() []bot.Message {
	g.mu.Lock()
	defer g.mu.Unlock()
	msgs := g.msgs
	g.msgs = nil
	return msgs
}

// handBack dispatches again, after a backoff (1 s, 2 s ... up to the
// configured maximum), the messages the router gave up, in the order it
// gave them up, and waits for them, until it gives none up. It returns
// ctx's error when ctx ends first: the position is then not committed, and
// the next start fetches the response again.
func (s *syncer) handBack(ctx context.Context, g *givenUp) error {
	for round := 1; ; round++ {
		msgs := g.take()
		if len(msgs) == 0 {
			return nil
		}
		wait := backoff(round, s.t.cfg.MaxBackoff)
		s.t.log.Warn().Int("messages", len(msgs)).Dur("retry_in", wait).
			Msg("the router could not record some messages; handling them again before the sync moves past them")
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(wait):
		}
		users := map[id.UserID]struct{}{}
		for _, msg := range msgs {
			users[msg.Sender] = struct{}{}
			s.t.router.Dispatch(s.t.base, g.track(msg))
		}
		if err := s.t.waitFor(ctx, users); err != nil {
			return err
		}
	}
}
