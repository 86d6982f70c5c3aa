package bot

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/rs/zerolog"

	"github.com/gogobee/gogobee/internal/outbox"
	"github.com/gogobee/gogobee/internal/store"
)

// ReactionHandler runs one reaction to a message of the bot that carries a
// ref of its kind, inside the reaction's transaction, as a Handler runs a
// command: c.Msg.Reaction holds the key, c.Sender() the member who
// reacted, and c.Reply answers in the room (and thread) of the message
// reacted to. target is that message as the outbox keeps it (its ref, and
// its room or DM user). A reaction the handler has no use for (an unknown
// key, a stale message) returns nil and queues nothing: reactions never
// get an error in chat. A *UserError rolls back and answers with its
// message, as for a command; any other error rolls back and is only
// logged.
type ReactionHandler func(c *Context, target outbox.Tagged) error

// ReactionVerb is the verb an Observer is told for a reaction.
const ReactionVerb = "reaction"

// RegisterReaction routes the reactions to the bot's messages whose ref is
// kind or starts with kind + ":" ("fork" for "fork:<run>:<prompt>") to h.
// Errors: an empty kind, one with a ':' or a space, or a kind registered
// twice.
func (r *Registry) RegisterReaction(kind string, h ReactionHandler) error {
	if kind == "" || strings.ContainsAny(kind, ": \t\n") || h == nil {
		return fmt.Errorf("reaction kind %q: needs a name without ':' or spaces, and a handler", kind)
	}
	if r.reactions == nil {
		r.reactions = map[string]ReactionHandler{}
	}
	if _, ok := r.reactions[kind]; ok {
		return fmt.Errorf("reaction kind %q is registered twice", kind)
	}
	r.reactions[kind] = h
	return nil
}

// RegisterReactions registers each kind's handler (RegisterReaction),
// stopping at the first error.
func (r *Registry) RegisterReactions(handlers map[string]ReactionHandler) error {
	for kind, h := range handlers {
		if err := r.RegisterReaction(kind, h); err != nil {
			return err
		}
	}
	return nil
}

// reaction is the handler of ref's kind.
func (r *Registry) reaction(ref string) (ReactionHandler, bool) {
	kind, _, _ := strings.Cut(ref, ":")
	h, ok := r.reactions[kind]
	return h, ok
}

// handleReaction is handle for a message that is a reaction (it has passed
// Accepts): a reaction to anything but a message of the bot with a ref
// whose kind has a handler is ignored before it costs anything; then, as
// a command, it is skipped when handled before, counted by the rate limit
// (quietly: a reaction is never answered with a warning) and run in one
// transaction that records its event ID as handled.
func (r *Router) handleReaction(ctx context.Context, msg Message, log zerolog.Logger) {
	target, ok, err := outbox.FindRef(ctx, r.Store, msg.Reaction.To)
	if err != nil {
		log.Error().Err(err).Msg("could not look up the message reacted to; ignoring the reaction")
		return
	}
	if !ok {
		return
	}
	h, ok := r.Registry.reaction(target.Ref)
	if !ok {
		return
	}
	if handled, err := r.Store.Handled.Has(ctx, msg.EventID); err != nil {
		r.giveUp(msg, log, err, "could not check whether the reaction was handled")
		return
	} else if handled {
		return
	}
	if !r.limiter.takeQuietly(msg.Sender, msg.Time, r.Clock.Now()) {
		r.observeRefused(RefusedRateLimited)
		log.Info().Str("outcome", RefusedRateLimited).Msg("reaction not run: rate limited")
		return
	}
	// The answer goes where the message reacted to was: its thread.
	msg.ThreadRoot = target.ThreadRoot
	started := time.Now()
	err = r.runReaction(ctx, msg, target, h, log)
	var uerr *UserError
	switch {
	case err == nil:
		r.observe(log, ReactionVerb, OutcomeOK, started)
	case errors.As(err, &uerr):
		r.refuse(ctx, msg, uerr.Message)
		r.observe(log, ReactionVerb, OutcomeRefused, started)
	case store.IsBusy(err):
		r.observe(log, ReactionVerb, OutcomeError, started)
		r.giveUp(msg, log, err, "reaction failed: the database stayed locked")
	default:
		log.Error().Err(err).Msg("reaction failed")
		r.observe(log, ReactionVerb, OutcomeError, started)
	}
}

// runReaction runs h in one transaction: the reaction's event ID recorded
// as handled, the handler, its messages written to the outbox; run again
// from the start while it finds the database locked (retryBusy).
func (r *Router) runReaction(ctx context.Context, msg Message, target outbox.Tagged, h ReactionHandler, log zerolog.Logger) error {
	return r.retryBusy(ctx, log, func() error {
		c := &Context{Msg: msg, Now: r.Clock.Now(), Store: r.Store, Config: r.Config, Router: r, log: log}
		return r.inTx(ctx, c, "reaction handler", func() error { return h(c, target) })
	})
}
