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
// m.direct account data, and rooms of exactly two joined members (member
// counts are cached per room until a membership event in it arrives).
type directory struct {
	mu     sync.Mutex
	counts map[id.RoomID]int
	direct event.DirectChatsEventContent
}

func newDirectory() *directory {
	return &directory{counts: map[id.RoomID]int{}, direct: event.DirectChatsEventContent{}}
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

// forgetCount drops the cached member count of room.
func (d *directory) forgetCount(room id.RoomID) {
	d.mu.Lock()
	delete(d.counts, room)
	d.mu.Unlock()
}

// memberCount returns the joined member count of room, asking fetch on a
// cache miss.
func (d *directory) memberCount(ctx context.Context, room id.RoomID, fetch func(context.Context, id.RoomID) (int, error)) (int, error) {
	d.mu.Lock()
	n, ok := d.counts[room]
	d.mu.Unlock()
	if ok {
		return n, nil
	}
	n, err := fetch(ctx, room)
	if err != nil {
		return 0, err
	}
	d.mu.Lock()
	d.counts[room] = n
	d.mu.Unlock()
	return n, nil
}

// isDirect decides whether room is a direct chat for sender: it is the
// sender's remembered DM room, it is in m.direct, or it has two members.
func (t *Transport) isDirect(ctx context.Context, sender, room string) bool {
	if r, ok, err := t.state.DMRoom(ctx, sender); err == nil && ok && r == room {
		return true
	}
	if t.dir.inDirect(id.RoomID(room)) {
		return true
	}
	n, err := t.dir.memberCount(ctx, id.RoomID(room), t.fetchMemberCount)
	if err != nil {
		t.log.Warn().Err(err).Str("room_id", room).Msg("could not count room members")
		return false
	}
	return n == 2
}

func (t *Transport) fetchMemberCount(ctx context.Context, room id.RoomID) (int, error) {
	resp, err := t.cli.JoinedMembers(ctx, room)
	if err != nil {
		return 0, err
	}
	return len(resp.Joined), nil
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
