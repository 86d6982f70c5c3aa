package bot

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"runtime/debug"
	"slices"
	"strings"
	"sync/atomic"
	"time"

	"github.com/rs/zerolog"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/clock"
	"github.com/gogobee/gogobee/internal/config"
	"github.com/gogobee/gogobee/internal/store"
)

// WelcomeFunc writes the welcome DM for a player seen for the first time.
type WelcomeFunc func(c *Context) string

// Router turns incoming messages into commands: it filters, parses, rate
// limits and serialises them per user, and runs each command in one
// transaction whose replies go to the outbox.
type Router struct {
	Store    *store.Store
	Config   *config.Config
	Registry *Registry
	Clock    clock.Clock
	Log      zerolog.Logger
	SelfID   id.UserID // the bot's own user ID; its events are ignored
	SelfName []string  // extra names the bot answers to when mentioned
	// Welcome renders the welcome DM; nil sends none.
	Welcome WelcomeFunc
	// OnCommit is called after every commit that queued messages (the
	// outbox sender's Wake).
	OnCommit func()
	// Observer is told how each command ended and of every message turned
	// away unrun, rate-limited ones included (the metrics); nil tells no
	// one.
	Observer Observer
	// WayOn names the moves open to the sender right now. A command's
	// refusal that names no command of its own gets them added, so no
	// refusal leaves a player without a legal way on; nil adds
	// nothing.
	WayOn func(c *Context) (WayOn, error)
	// BusyRetry is how long, in all, a message whose transaction finds the
	// database locked is tried again, each time in a fresh transaction,
	// while its sender's queue waits (NewRouter sets DefaultBusyRetry;
	// zero tries once). Past it the message is given up and handed back
	// (Message.OnGivenUp).
	BusyRetry time.Duration

	seed    atomic.Uint64
	limiter *rateLimiter
	queues  *userQueues
}

// NewRouter wires a router. seed is the world seed every random stream of a
// command derives from.
func NewRouter(s *store.Store, cfg *config.Config, reg *Registry, clk clock.Clock, log zerolog.Logger, selfID id.UserID, seed uint64) *Router {
	r := &Router{Store: s, Config: cfg, Registry: reg, Clock: clk, Log: log, SelfID: selfID,
		BusyRetry: DefaultBusyRetry,
		limiter:   newRateLimiter(cfg.RateBurst, cfg.RatePerMinute), queues: newUserQueues()}
	r.seed.Store(seed)
	return r
}

// Seed is the world seed.
func (r *Router) Seed() uint64 { return r.seed.Load() }

// Dispatch queues msg for handling in its sender's queue and returns at once.
// Messages of one sender are handled in the order they were dispatched.
func (r *Router) Dispatch(ctx context.Context, msg Message) {
	r.queues.submit(msg.Sender, func() { r.handle(ctx, msg) })
}

// Handle handles msg in its sender's queue and waits until it is done.
func (r *Router) Handle(ctx context.Context, msg Message) {
	r.queues.do(msg.Sender, func() { r.handle(ctx, msg) })
}

// RunAsUser runs fn in user's queue, so it never interleaves with that
// user's commands, and waits for it (used by the scheduler).
func (r *Router) RunAsUser(user id.UserID, fn func()) { r.queues.do(user, fn) }

// RunAsUsers runs fn holding every one of users' queues (a user named
// twice is held once), so it never interleaves with any of their
// commands; it waits for the work queued before it in each. The scheduler
// runs a batch of jobs in it.
func (r *Router) RunAsUsers(users []id.UserID, fn func()) { r.queues.doAll(users, fn) }

// Drained returns a channel closed once everything queued so far for users
// has been handled; it starts no goroutine of its own.
func (r *Router) Drained(users []id.UserID) <-chan struct{} { return r.queues.drained(users) }

// Wait blocks until every queued message and RunAsUser call has been
// handled and the queues' goroutines have returned: shutdown calls it after
// stopping the transport and the scheduler, before closing the database.
func (r *Router) Wait() { r.queues.wait() }

func (r *Router) parser() Parser {
	self := append([]string{string(r.SelfID)}, r.SelfName...)
	if local, _, ok := strings.Cut(strings.TrimPrefix(string(r.SelfID), "@"), ":"); ok {
		self = append(self, local)
	}
	return Parser{Prefix: r.Config.Prefix, Self: self}
}

// Accepts reports whether msg passes the filters that decide whether a
// message is looked at at all: not the bot's own, not a notice or an edit,
// an allowed room (a DM of its sender always) and server, sent after the
// invite the bot joined the room on (store.JoinedAt).
func (r *Router) Accepts(ctx context.Context, msg Message) bool {
	switch {
	case msg.Sender == "" || msg.Sender == r.SelfID:
		return false
	case msg.MsgType == Notice || msg.IsEdit:
		return false
	case len(r.Config.AllowedRooms) > 0 && !msg.IsDirect && !contains(r.Config.AllowedRooms, msg.Room):
		return false
	case len(r.Config.AllowedServers) > 0 && !contains(r.Config.AllowedServers, config.ServerOf(string(msg.Sender))):
		return false
	}
	joined, ok, err := r.Store.Room.JoinedAt(ctx, msg.Room)
	if err != nil {
		// Taken, and said: dropping it would lose a command for good, while
		// the command's own transaction meets the same database and answers
		// for it if it is down.
		r.Log.Warn().Err(err).Stringer("room_id", msg.Room).Stringer("event_id", msg.EventID).
			Msg("the room's join time is unreadable: taking the message as sent after the join")
		return true
	}
	return !(ok && !msg.Time.IsZero() && msg.Time.Before(joined)) // before the invite: history, not a command
}

// handle takes one message: the filters (Accepts), a reaction to its
// handler, then a command read, run once per event, within the sender's
// budget, refused or answered (answerOutcome).
func (r *Router) handle(ctx context.Context, msg Message) {
	log := r.Log.With().Str("sender", r.SenderHash(msg.Sender)).Stringer("room_id", msg.Room).Stringer("event_id", msg.EventID).Logger()
	log.Debug().Stringer("user_id", msg.Sender).Msg("message received")
	if !r.Accepts(ctx, msg) {
		return
	}
	if msg.Reaction != nil {
		r.handleReaction(ctx, msg, log)
		return
	}
	read, ok := r.read(msg)
	if !ok {
		return
	}
	if r.handledBefore(ctx, msg, log) {
		return
	}
	// Every answer spends the sender's budget, refusals included, so a
	// flood of refused messages is limited like one of commands.
	if !r.admit(ctx, msg, log) {
		return
	}
	inv := read.inv
	switch {
	case read.reason != "":
		r.turnAway(ctx, msg, read.reason, read.text)
		return
	case inv.Verb == "":
		r.turnAway(ctx, msg, RefusedBarePrefix, fmt.Sprintf("That's just the prefix. Try `%shelp` to see what I can do.", r.Config.Prefix))
		return
	}
	started := time.Now()
	cmd, found := r.Registry.Lookup(inv.Verb)
	if !found {
		r.turnAwayUnknown(ctx, msg, log, inv.Verb, started)
		return
	}
	if cmd.AdminOnly && !r.Config.IsAdmin(msg.Sender) {
		r.observe(log, cmd.Name, OutcomeRefused, started)
		r.refuse(ctx, msg, fmt.Sprintf("`%s%s` is for the bot's operators only.", r.Config.Prefix, cmd.Name))
		return
	}
	log = log.With().Str("command", cmd.Name).Logger()
	r.answerOutcome(ctx, msg, cmd, inv, log, started, r.run(ctx, msg, cmd, inv, log))
}

// Command outcomes an Observer is told.
const (
	OutcomeOK      = "ok"      // the command ran and committed
	OutcomeRefused = "refused" // a friendly refusal: nothing changed
	OutcomeError   = "error"   // an internal error or a panic: nothing changed
)

// UnknownVerb is the verb an Observer is told for a command the registry
// does not know (never the typed word: labels stay bounded).
const UnknownVerb = "unknown"

// Observer is told what the router did, for the metrics.
type Observer interface {
	// Command reports a command that ended with outcome after took.
	Command(verb, outcome string, took time.Duration)
	// Refused reports a message turned away without running a command,
	// by reason (one of the Refused* constants).
	Refused(reason string)
}

// observe writes the command's one info line (verb, outcome, latency; the
// logger carries the event ID, room and sender hash) and tells the
// Observer, if any.
func (r *Router) observe(log zerolog.Logger, verb, outcome string, started time.Time) {
	took := time.Since(started)
	log.Info().Str("verb", verb).Str("outcome", outcome).Dur("took", took).Msg("command")
	if r.Observer != nil {
		r.Observer.Command(verb, outcome, took)
	}
}

// SenderHash is the pseudonym of userID in the logs: the first 12 hex
// digits of HMAC-SHA256 keyed with the world seed. It is stable for one
// deployment (an operator can find a player's lines with it: `!admin
// player` shows it) but does not put Matrix IDs into info-level logs; the
// raw ID is logged at debug level only.
func (r *Router) SenderHash(userID id.UserID) string {
	var key [8]byte
	binary.BigEndian.PutUint64(key[:], r.seed.Load())
	mac := hmac.New(sha256.New, key[:])
	mac.Write([]byte(userID))
	return hex.EncodeToString(mac.Sum(nil))[:12]
}

// run executes cmd in one transaction. Replies and DMs are written to the
// outbox in that transaction; after-commit hooks run once it is committed.
// A transaction that finds the database locked is run again from the start
// (retryBusy).
func (r *Router) run(ctx context.Context, msg Message, cmd *Command, inv Invocation, log zerolog.Logger) error {
	return r.retryBusy(ctx, log, func() error {
		c := &Context{Msg: msg, Command: cmd, Invoked: inv.Verb, Args: inv.Args, Now: r.Clock.Now(),
			Store: r.Store, Config: r.Config, Router: r, log: log}
		return r.inTx(ctx, c, "command", func() error {
			if err := r.greet(c); err != nil {
				return err
			}
			// before, so the command itself counts the sender among the
			// room's players and today among their days (`!board`), and
			// after, for the day a character is made; a refusal rolls both
			// back with the rest
			if err := r.notePlay(c); err != nil {
				return err
			}
			if err := cmd.dispatch(c); err != nil {
				return err
			}
			return r.notePlayDay(c)
		})
	})
}

// notePlay records what a command tells the boards (rules §12.1), in its
// transaction, so only one that answers keeps it: its sender plays in the
// room it was typed in (a DM is no room's), and today is a day they
// played (notePlayDay).
func (r *Router) notePlay(c *Context) error {
	if !c.Msg.IsDirect && c.Msg.Room != "" {
		if err := r.Store.Board.NoteRoomPlayer(c, c.Msg.Room, c.Msg.Sender, c.Now); err != nil {
			return err
		}
	}
	return r.notePlayDay(c)
}

// notePlayDay records today, in the sender's own time zone, as a day they
// played, when they have a character (rules §12.1).
func (r *Router) notePlayDay(c *Context) error {
	loc, err := c.Location()
	if err != nil {
		return err
	}
	return r.Store.Board.NotePlayDay(c, c.Msg.Sender, c.Now.In(loc))
}

// inTx runs fn as c's work in one transaction: msg's event ID recorded as
// handled first (an event handled before runs nothing), what fn queued
// written to the outbox; a panic in fn is logged (as what's) and rolls
// back like an error. c's after-commit hooks run once it has committed.
func (r *Router) inTx(ctx context.Context, c *Context, what string, fn func() error) error {
	err := r.Store.Tx(c.log.WithContext(ctx), func(tx context.Context) (err error) {
		defer func() {
			if p := recover(); p != nil {
				c.log.Error().Interface("panic", p).Str("stack", string(debug.Stack())).Msg(what + " panicked")
				err = fmt.Errorf("panic: %v", p)
			}
		}()
		c.Context = tx
		fresh, err := r.Store.Handled.Mark(tx, c.Msg.EventID, c.Now)
		if err != nil || !fresh {
			return err
		}
		if err := fn(); err != nil {
			return err
		}
		return c.enqueue()
	})
	if err != nil {
		return err
	}
	r.committed(c)
	return nil
}

// greet creates the player row on first contact and queues the welcome DM.
func (r *Router) greet(c *Context) error {
	created, err := r.Store.Player.Ensure(c, c.Msg.Sender, c.Now)
	if err != nil || !created || r.Welcome == nil {
		return err
	}
	c.DM(c.Msg.Sender, r.Welcome(c))
	return nil
}

// refuse answers msg with text in a transaction of its own that records the
// event as handled and greets a new player (not for a reaction), and
// changes nothing else.
func (r *Router) refuse(ctx context.Context, msg Message, text string) {
	r.refuseWithWayOn(ctx, msg, nil, Invocation{}, text)
}

// refuseWithWayOn is refuse for a command's refusal: when cmd is set (and
// is not an operator tool) and text names no command, the WayOn line is
// added to it. A refusal that finds the database locked is tried again
// (retryBusy); one that cannot be recorded gives the message up (giveUp).
func (r *Router) refuseWithWayOn(ctx context.Context, msg Message, cmd *Command, inv Invocation, text string) {
	var c *Context
	log := r.Log.With().Stringer("event_id", msg.EventID).Logger()
	err := r.retryBusy(ctx, log, func() error {
		c = &Context{Msg: msg, Command: cmd, Invoked: inv.Verb, Args: inv.Args, Now: r.Clock.Now(),
			Store: r.Store, Config: r.Config, Router: r, log: r.Log}
		return r.refusalTx(ctx, c, msg, cmd, text)
	})
	if err != nil {
		r.giveUp(msg, log, err, "could not record a refusal")
		return
	}
	r.committed(c)
}

// refusalTx records msg as handled and queues its refusal text (with the
// way on, see refuseWithWayOn) in one transaction.
func (r *Router) refusalTx(ctx context.Context, c *Context, msg Message, cmd *Command, text string) error {
	return r.Store.Tx(ctx, func(tx context.Context) error {
		c.Context = tx
		if cmd != nil && !cmd.AdminOnly && r.WayOn != nil && !strings.Contains(text, "`"+r.Config.Prefix) {
			// The way on is a courtesy: a store error reading it is
			// logged and the refusal goes out without it.
			if way, err := r.WayOn(c); err != nil {
				r.Log.Warn().Err(err).Stringer("event_id", msg.EventID).Msg("could not work out the way on for a refusal")
			} else if line := way.After(text); line != "" {
				text += "\n\n" + line
			}
		}
		if msg.EventID != "" {
			if fresh, err := r.Store.Handled.Mark(tx, msg.EventID, c.Now); err != nil || !fresh {
				return err
			}
		}
		if msg.Reaction != nil { // a reaction is no first contact
			c.Reply(text)
			return c.enqueue()
		}
		if err := r.greet(c); err != nil {
			return err
		}
		c.Reply(text)
		return c.enqueue()
	})
}

func (r *Router) committed(c *Context) {
	for _, fn := range c.after {
		fn()
	}
	if len(c.out) > 0 && r.OnCommit != nil {
		r.OnCommit()
	}
}

func contains[T comparable](list []T, s T) bool {
	return slices.Contains(list, s)
}
