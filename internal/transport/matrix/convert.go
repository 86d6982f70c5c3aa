package matrix

import (
	"time"

	"maunium.net/go/mautrix/event"

	"github.com/gogobee/gogobee/internal/bot"
)

// toMessage turns an m.room.message event into a bot.Message. ok is false
// for an event that is not a readable room message (other types, redacted
// or unparsable content). IsDirect is left to the caller.
//
// Body is the plain body, except when the HTML body carries mention pills:
// then it is that HTML as plain text with each pill replaced by the user ID
// (and any <mx-reply> quote dropped), so "!duel Bob" typed with a pill
// reaches the router as "!duel @bob:example.org". A thread message
// (m.relates_to rel_type m.thread) names its root in ThreadRoot; an edit
// (rel_type m.replace) sets IsEdit.
func toMessage(evt *event.Event) (bot.Message, bool) {
	content, ok := parsed[event.MessageEventContent](evt, event.EventMessage)
	if !ok {
		return bot.Message{}, false
	}
	msg := envelope(evt)
	msg.Body, msg.MsgType = content.Body, string(content.MsgType)
	if msg.MsgType == "" {
		msg.MsgType = string(event.MsgText)
	}
	if rel := content.RelatesTo; rel != nil {
		switch rel.Type {
		case event.RelReplace:
			msg.IsEdit = true
		case event.RelThread:
			msg.ThreadRoot = rel.EventID
		}
	}
	if content.NewContent != nil {
		msg.IsEdit = true
	}
	if content.Format == event.FormatHTML && content.FormattedBody != "" {
		if text, pills := bot.PlainFromHTML(content.FormattedBody); pills > 0 {
			msg.Body = text
		}
	}
	return msg, true
}

// toReaction turns an m.reaction event (rel_type m.annotation, a key, the
// event reacted to) into a bot.Message carrying a bot.Reaction. ok is
// false for anything else, a redacted reaction included. IsDirect is left
// to the caller.
func toReaction(evt *event.Event) (bot.Message, bool) {
	content, ok := parsed[event.ReactionEventContent](evt, event.EventReaction)
	if !ok {
		return bot.Message{}, false
	}
	rel := content.RelatesTo
	if rel.Type != event.RelAnnotation || rel.EventID == "" || rel.Key == "" {
		return bot.Message{}, false
	}
	msg := envelope(evt)
	msg.Reaction = &bot.Reaction{To: rel.EventID, Key: rel.Key}
	return msg, true
}

// envelope is the part of a bot.Message every event gives the same way:
// who sent it, where, its ID and when (the server's timestamp, UTC).
func envelope(evt *event.Event) bot.Message {
	return bot.Message{
		Sender:  evt.Sender,
		Room:    evt.RoomID,
		EventID: evt.ID,
		Time:    time.UnixMilli(evt.Timestamp).UTC(),
	}
}

// parsed is evt's content as a *T when evt is of type t, parsing the raw
// content first when nothing has parsed it yet. ok is false for a nil
// event, another type, or content that does not parse as a T (a redacted
// event's included).
func parsed[T any](evt *event.Event, t event.Type) (*T, bool) {
	if evt == nil || evt.Type != t {
		return nil, false
	}
	if evt.Content.Parsed == nil {
		if err := evt.Content.ParseRaw(evt.Type); err != nil {
			return nil, false
		}
	}
	content, ok := evt.Content.Parsed.(*T)
	return content, ok && content != nil
}
