// Package bot is the transport-neutral heart of the daemon: the message
// model, the command registry, the parser, and the router that turns one
// incoming message into one transaction.
package bot

import (
	"time"

	"maunium.net/go/mautrix/id"
)

// Message is one incoming chat message, normalised by a transport.
type Message struct {
	Sender     id.UserID  // Matrix user ID of the author, @alice:example.org
	Room       id.RoomID  // room ID the message was sent in
	EventID    id.EventID // unique event ID; the router handles each one at most once
	Body       string     // plain-text body as sent (reply fallback and mentions included)
	IsDirect   bool       // the room is a DM with the bot
	Time       time.Time  // origin server time of the event
	ThreadRoot id.EventID // event ID of the thread root when sent inside a thread, else ""
	MsgType    string     // "m.text" (default when empty), "m.notice", "m.emote" ...
	IsEdit     bool       // the event replaces an earlier one (m.replace)
	// Reaction, when set, makes the message a reaction (m.reaction) to
	// another event, not a command: Body is empty, and the router hands
	// it to the handler of the ref of the bot's message reacted to
	// (Registry.RegisterReaction).
	Reaction *Reaction
	// OnGivenUp, when set, is called if the router gives the message up
	// neither run nor recorded as handled (the database stayed locked past
	// Router.BusyRetry, or could not be written), so the transport can
	// handle it again rather than move past it. It is called at most once,
	// from the sender's queue.
	OnGivenUp func()
}

// Reaction is an annotation (m.reaction with rel_type m.annotation): Key,
// the emoji as sent ("2️⃣"), on the event To.
type Reaction struct {
	To  id.EventID
	Key string
}

// Notice is the message type the bot ignores: it only ever sends notices
// itself, so two bots can never answer each other in a loop.
const Notice = "m.notice"
