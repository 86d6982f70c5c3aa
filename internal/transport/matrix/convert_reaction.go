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
	if evt == nil || evt.Type != event.EventReaction {
		return bot.Message{}, false
	}
	if evt.Content.Parsed == nil {
		if err := evt.Content.ParseRaw(evt.Type); err != nil {
			return bot.Message{}, false
		}
	}
	content, ok := evt.Content.Parsed.(*event.ReactionEventContent)
	if !ok || content == nil {
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
