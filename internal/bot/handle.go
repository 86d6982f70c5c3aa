package bot

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/rs/zerolog"

	"github.com/gogobee/gogobee/internal/mdtext"
	"github.com/gogobee/gogobee/internal/store"
)

// handledBefore reports whether msg's command was handled already (a
// redelivered event), so it must not run again. When that cannot be
// known it is also true: running it could answer twice, so the message
// is handed back to be tried again.
func (r *Router) handledBefore(ctx context.Context, msg Message, log zerolog.Logger) bool {
	handled, err := r.Store.Handled.Has(ctx, msg.EventID)
	if err != nil {
		r.giveUp(msg, log, err, "could not check whether the command was handled")
		return true
	}
	return handled
}

// turnAwayUnknown refuses verb, which names no command: the closest known
// verb when one is close, and the way to the help.
func (r *Router) turnAwayUnknown(ctx context.Context, msg Message, log zerolog.Logger, verb string, started time.Time) {
	r.observe(log, UnknownVerb, OutcomeRefused, started)
	text := fmt.Sprintf("I don't know `%s%s`.", r.Config.Prefix, mdtext.InCode(verb, 32))
	if s := r.Registry.Suggest(verb); s != "" {
		text += fmt.Sprintf(" Did you mean `%s%s`?", r.Config.Prefix, s)
	}
	text += fmt.Sprintf(" `%shelp` lists every command.", r.Config.Prefix)
	r.turnAway(ctx, msg, RefusedUnknownVerb, text)
}

// answerOutcome answers how command cmd, invoked as inv, ended (err) and tells
// the Observer: committed; a friendly refusal with its way on; a
// database that stayed locked hands the message back; any other error is
// logged and met with an apology, nothing changed.
func (r *Router) answerOutcome(ctx context.Context, msg Message, cmd *Command, inv Invocation, log zerolog.Logger, started time.Time, err error) {
	var uerr *UserError
	switch {
	case err == nil:
		r.observe(log, cmd.Name, OutcomeOK, started)
	case errors.As(err, &uerr):
		r.refuseWithWayOn(ctx, msg, cmd, inv, uerr.Message)
		r.observe(log, cmd.Name, OutcomeRefused, started)
	case store.IsBusy(err):
		// A refusal could not be recorded either: the command is handed
		// back to run once the database is free.
		r.observe(log, cmd.Name, OutcomeError, started)
		r.giveUp(msg, log, err, "command failed: the database stayed locked")
	default:
		log.Error().Err(err).Msg("command failed")
		r.refuse(ctx, msg, "Something went wrong on my side and nothing was changed. Please try again in a moment.")
		r.observe(log, cmd.Name, OutcomeError, started)
	}
}
