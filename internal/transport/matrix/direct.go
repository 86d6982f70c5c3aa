package matrix

import (
	"context"
	"slices"
	"sync"

	"maunium.net/go/mautrix"
	"maunium.net/go/mautrix/event"
	"maunium.net/go/mautrix/id"
)

// directory knows which rooms are direct chats: the rooms in the bot's
// m.direct account data (the DM rooms it created, and those it joined on an
// is_direct invite).
type directory struct {
	mu     sync.Mutex
	direct event.DirectChatsEventContent
}

func newDirectory() *directory {
	return &directory{direct: event.DirectChatsEventContent{}}
}

// setDirect replaces the known m.direct content.
func (d *directory) setDirect(c event.DirectChatsEventContent) {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.direct = event.DirectChatsEventContent{}
	for u, rooms := range c {
		d.direct[u] = slices.Clone(rooms)
	}
}

// addDirect records room as a DM with user and returns the new m.direct
// content to store as account data.
func (d *directory) addDirect(user id.UserID, room id.RoomID) event.DirectChatsEventContent {
	d.mu.Lock()
	defer d.mu.Unlock()
	if !slices.Contains(d.direct[user], room) {
		d.direct[user] = append(d.direct[user], room)
	}
	out := event.DirectChatsEventContent{}
	for u, rooms := range d.direct {
		out[u] = slices.Clone(rooms)
	}
	return out
}

// inDirect reports whether room is listed in m.direct.
func (d *directory) inDirect(room id.RoomID) bool {
	d.mu.Lock()
	defer d.mu.Unlock()
	for _, rooms := range d.direct {
		if slices.Contains(rooms, room) {
			return true
		}
	}
	return false
}

// isDirect decides whether room is a direct chat for sender: the sender's
// remembered DM room, or a room in m.direct. A room is not direct for having
// two members: a two-person room the operator did not allow stays a room.
func (t *Transport) isDirect(ctx context.Context, sender, room string) bool {
	if r, ok, err := t.state.DMRoom(ctx, sender); err == nil && ok && r == room {
		return true
	}
	return t.dir.inDirect(id.RoomID(room))
}

// loadDirect reads the bot's m.direct account data at start-up, once and
// without retrying (it only helps to recognise DMs); a missing one is an
// empty list.
func (t *Transport) loadDirect(ctx context.Context) {
	var c event.DirectChatsEventContent
	if err := t.cli.GetAccountData(mautrix.WithMaxRetries(ctx, 0), event.AccountDataDirectChats.Type, &c); err != nil {
		if status(err) != 404 {
			t.log.Warn().Err(err).Msg("could not read m.direct account data")
		}
		return
	}
	t.dir.setDirect(c)
}
