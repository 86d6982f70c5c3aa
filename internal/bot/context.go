package bot

import (
	"context"
	"fmt"
	"time"

	"github.com/gogobee/gogobee/internal/config"
	"github.com/gogobee/gogobee/internal/dice"
	"github.com/gogobee/gogobee/internal/outbox"
	"github.com/gogobee/gogobee/internal/store"
)

// Context is what a handler gets: the message, the parsed arguments, the
// time of the command, and the transaction (carried by the embedded
// context.Context) in which it must do all its reads and writes.
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

	out   []outbox.Message
	after []func()
}

// Sender is the user ID of the player running the command.
func (c *Context) Sender() string { return c.Msg.Sender }

// Prefix is the configured command prefix, for help and hints.
func (c *Context) Prefix() string { return c.Config.Prefix }

// Reply queues text (Markdown) as an answer in the room and thread the
// command came from. It is sent only if the transaction commits.
func (c *Context) Reply(text string) {
	c.out = append(c.out, outbox.Message{RoomID: c.Msg.Room, ThreadRoot: c.Msg.ThreadRoot, Body: text})
}

// Replyf is Reply with fmt.Sprintf formatting.
func (c *Context) Replyf(format string, a ...any) { c.Reply(fmt.Sprintf(format, a...)) }

// Post queues text (Markdown) as a message in roomID (not in a thread).
// It is sent only if the transaction commits.
func (c *Context) Post(roomID, text string) {
	c.out = append(c.out, outbox.Message{RoomID: roomID, Body: text})
}

// DM queues text (Markdown) as a direct message to userID.
func (c *Context) DM(userID, text string) {
	c.out = append(c.out, outbox.Message{DMUser: userID, Body: text})
}

// AfterCommit runs fn once the transaction has committed (never on rollback).
func (c *Context) AfterCommit(fn func()) { c.after = append(c.after, fn) }

// Stream returns the deterministic random stream for key under the world seed.
func (c *Context) Stream(key ...any) *dice.Stream { return dice.NewStream(c.Router.Seed(), key...) }

// IsAdmin reports whether the sender is a configured admin.
func (c *Context) IsAdmin() bool { return c.Config.IsAdmin(c.Msg.Sender) }

// Location returns the sender's time zone: their own setting, or the
// operator default.
func (c *Context) Location() (*time.Location, error) {
	p, ok, err := c.Store.GetPlayer(c, c.Msg.Sender)
	if err != nil {
		return nil, err
	}
	if ok && p.TZ != "" {
		if loc, err := config.LoadZone(p.TZ); err == nil {
			return loc, nil
		}
	}
	return c.Config.DefaultTZ, nil
}
