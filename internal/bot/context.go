package bot

import (
	"context"
	"fmt"
	"time"

	"github.com/rs/zerolog"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/config"
	"github.com/gogobee/gogobee/internal/dice"
	"github.com/gogobee/gogobee/internal/outbox"
	"github.com/gogobee/gogobee/internal/store"
)

// Context is what a handler gets: the message, the parsed arguments, the
// time of the command, and the transaction (carried by the embedded
// context.Context) in which it must do all its reads and writes.
//
// A scheduled job of a player gets one too (Router.Job): Msg carries only
// the player as its Sender, there is no Command or Args, Now is the clock
// at the run, and since a job has no room to answer in, it queues DMs (or
// Posts) instead of Replies.
type Context struct {
	context.Context
	Msg     Message
	Command *Command    // the command being run
	Sub     *Subcommand // the subcommand being run; nil when the verb's own Handler runs
	Invoked string      // the verb as typed (may be an alias)
	Args    []string    // the words after the verb, or after the subcommand's word
	Now     time.Time   // the game clock at the moment the command started
	Store   *store.Store
	Config  *config.Config
	Router  *Router

	log      zerolog.Logger // the command's or the job's logger
	out      []queued
	after    []func()
	replyRef string // the ref every Reply carries (TagReplies)
}

// queued is a message waiting for the transaction's commit and the time
// its outbox row records as its creation; reply marks a Reply.
type queued struct {
	at    time.Time
	msg   outbox.Message
	reply bool
}

// queue adds m, written at at, to the messages sent on commit.
func (c *Context) queue(at time.Time, m outbox.Message) {
	c.out = append(c.out, queued{at: at, msg: m})
}

// enqueue writes the queued messages to the outbox in c's transaction, in
// the order they were queued.
func (c *Context) enqueue() error {
	for _, q := range c.out {
		if q.reply && c.replyRef != "" {
			q.msg.Ref = c.replyRef
		}
		if err := outbox.Enqueue(c, c.Store, q.at, q.msg); err != nil {
			return err
		}
	}
	return nil
}

// HoldBack runs fn and keeps the messages it queues out of the queue
// until release is called, so what is queued in between goes first: a
// fight's log to the room before the DMs its end sent the party's
// members. release is safe to call once; the messages go in the order fn
// queued them.
func (c *Context) HoldBack(fn func() error) (release func(), err error) {
	n := len(c.out)
	err = fn()
	held := append([]queued(nil), c.out[n:]...)
	c.out = c.out[:n]
	return func() { c.out = append(c.out, held...) }, err
}

// Sender is the user ID of the player running the command.
func (c *Context) Sender() id.UserID { return c.Msg.Sender }

// ActingFor runs fn with user as the Sender, in the same transaction and
// with the same replies: a party's fight hands its end back to its first
// seat's run whoever made the last move (rules §2.13). The sender is
// restored afterwards.
func (c *Context) ActingFor(user id.UserID, fn func() error) error {
	sender := c.Msg.Sender
	c.Msg.Sender = user
	defer func() { c.Msg.Sender = sender }()
	return fn()
}

// Prefix is the configured command prefix (config.DefaultPrefix when none
// is set), for help and hints.
func (c *Context) Prefix() string {
	if c.Config == nil || c.Config.Prefix == "" {
		return config.DefaultPrefix
	}
	return c.Config.Prefix
}

// Reply queues text (Markdown) as an answer in the room and thread the
// command came from. It is sent only if the transaction commits.
func (c *Context) Reply(text string) {
	c.out = append(c.out, queued{at: c.Now, reply: true,
		msg: outbox.Message{RoomID: c.Msg.Room, ThreadRoot: c.Msg.ThreadRoot, Body: text}})
}

// ReplyImage queues img with text (Markdown) as its caption, as an answer
// in the room and thread the command came from. text is also the whole
// answer wherever pictures are not shown, so it must stand on its own (the
// text map under a map's picture). It is sent only if the transaction
// commits.
func (c *Context) ReplyImage(text string, img outbox.Image) {
	c.queue(c.Now, outbox.Message{RoomID: c.Msg.Room, ThreadRoot: c.Msg.ThreadRoot, Body: text, Image: &img})
}

// TagReplies gives every Reply of the command, queued before or after,
// ref (a ReplyImage shows a map, never a fork prompt, and is not tagged): a reaction to the answer is then handed to the handler of ref's
// kind (Registry.RegisterReaction). "" takes the tag off.
func (c *Context) TagReplies(ref string) { c.replyRef = ref }

// Replyf is Reply with fmt.Sprintf formatting.
func (c *Context) Replyf(format string, a ...any) { c.Reply(fmt.Sprintf(format, a...)) }

// Post queues text (Markdown) as a message in roomID (not in a thread).
// It is sent only if the transaction commits.
func (c *Context) Post(roomID id.RoomID, text string) { c.PostAt(c.Now, roomID, text) }

// PostAt is Post for a message written as of at rather than c.Now (a
// scheduled job's own due time): its outbox row records at as its
// creation.
func (c *Context) PostAt(at time.Time, roomID id.RoomID, text string) {
	c.queue(at, outbox.Message{RoomID: roomID, Body: text})
}

// PostImageAt is PostAt with a picture: img with text as its caption and
// fallback (ReplyImage).
func (c *Context) PostImageAt(at time.Time, roomID id.RoomID, text string, img outbox.Image) {
	c.queue(at, outbox.Message{RoomID: roomID, Body: text, Image: &img})
}

// DM queues text (Markdown) as a direct message to userID.
func (c *Context) DM(userID id.UserID, text string) { c.DMAt(c.Now, userID, text) }

// DMAt is DM for a message written as of at rather than c.Now (a
// scheduled job's due time, or a day rollover applied late): its outbox
// row records at as its creation.
func (c *Context) DMAt(at time.Time, userID id.UserID, text string) {
	c.queue(at, outbox.Message{DMUser: userID, Body: text})
}

// DMImage is DM with a picture: img with text as its caption and fallback
// (ReplyImage).
func (c *Context) DMImage(userID id.UserID, text string, img outbox.Image) {
	c.DMImageAt(c.Now, userID, text, img)
}

// DMImageAt is DMImage for a message written as of at rather than c.Now
// (DMAt).
func (c *Context) DMImageAt(at time.Time, userID id.UserID, text string, img outbox.Image) {
	c.queue(at, outbox.Message{DMUser: userID, Body: text, Image: &img})
}

// DMTagged is DM for a message a reaction can answer: it carries ref (see
// TagReplies).
func (c *Context) DMTagged(userID id.UserID, ref, text string) {
	c.queue(c.Now, outbox.Message{DMUser: userID, Body: text, Ref: ref})
}

// AfterCommit runs fn once the transaction has committed (never on rollback).
func (c *Context) AfterCommit(fn func()) { c.after = append(c.after, fn) }

// Stream returns the deterministic random stream for key under the world seed.
func (c *Context) Stream(key ...any) *dice.Stream { return dice.NewStream(c.Router.Seed(), key...) }

// IsAdmin reports whether the sender is a configured admin.
func (c *Context) IsAdmin() bool { return c.Config.IsAdmin(c.Msg.Sender) }

// Location returns the sender's time zone: their own setting, or the
// operator default (GOGOBEE_TZ; UTC when the configuration has none). A
// stored zone that no longer loads is logged and the default is used.
// Errors: the store's, reading the player.
func (c *Context) Location() (*time.Location, error) { return c.LocationOf(c.Msg.Sender) }

// LocationOf is Location for userID: the time zone a message to them (a
// DM) tells its times in.
func (c *Context) LocationOf(userID id.UserID) (*time.Location, error) {
	p, ok, err := c.Store.Player.Get(c, userID)
	if err != nil {
		return nil, err
	}
	def := time.UTC
	if c.Config != nil && c.Config.DefaultTZ != nil {
		def = c.Config.DefaultTZ
	}
	if !ok || p.TZ == "" {
		return def, nil
	}
	loc, err := config.LoadZone(p.TZ)
	if err != nil {
		c.log.Warn().Err(err).Str("tz", p.TZ).Str("default_tz", def.String()).
			Msg("the player's stored time zone does not load; using the default")
		return def, nil
	}
	return loc, nil
}
