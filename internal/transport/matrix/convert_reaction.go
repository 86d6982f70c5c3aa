package matrix

import (
	"time"

	"maunium.net/go/mautrix/event"

	"github.com/gogobee/gogobee/internal/bot"
)

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
	return bot.Message{
		Sender:   evt.Sender.String(),
		Room:     evt.RoomID.String(),
		EventID:  evt.ID.String(),
		Time:     time.UnixMilli(evt.Timestamp).UTC(),
		Reaction: &bot.Reaction{To: rel.EventID.String(), Key: rel.Key},
	}, true
}
