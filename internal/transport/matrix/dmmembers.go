package matrix

import (
	"context"
	"slices"
	"sync"

	"maunium.net/go/mautrix"
	"maunium.net/go/mautrix/event"
	"maunium.net/go/mautrix/id"
)

// maxJoinedCache bounds the rooms whose members joinedCache remembers;
// past it the cache starts over (it only saves requests).
const maxJoinedCache = 1024

// joinedCache remembers who is joined to the rooms whose DM status was
// asked, as the homeserver's joined_members answered; any membership event
// in a room drops its entry, so the next question asks again. The state in
// the sync cannot tell: without encryption it lazy-loads members.
type joinedCache struct {
	cli *mautrix.Client

	mu    sync.Mutex
	rooms map[id.RoomID][]id.UserID
	gen   uint64 // bumped by forget, so a reply older than a change is not kept
}

func newJoinedCache(cli *mautrix.Client) *joinedCache {
	return &joinedCache{cli: cli, rooms: map[id.RoomID][]id.UserID{}}
}

// forget drops what is known of room's members.
func (c *joinedCache) forget(room id.RoomID) {
	c.mu.Lock()
	defer c.mu.Unlock()
	delete(c.rooms, room)
	c.gen++
}

// joined returns the users joined to room, asking the homeserver when the
// cache does not know; the error is the request's.
func (c *joinedCache) joined(ctx context.Context, room id.RoomID) ([]id.UserID, error) {
	c.mu.Lock()
	users, ok := c.rooms[room]
	gen := c.gen
	c.mu.Unlock()
	if ok {
		return users, nil
	}
	resp, err := c.cli.JoinedMembers(ctx, room)
	if err != nil {
		return nil, err
	}
	users = make([]id.UserID, 0, len(resp.Joined))
	for u := range resp.Joined {
		users = append(users, u)
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.gen == gen {
		if len(c.rooms) >= maxJoinedCache {
			c.rooms = map[id.RoomID][]id.UserID{}
		}
		c.rooms[room] = users
	}
	return users, nil
}

// onlyWith reports whether nobody but the bot and user is joined to room.
// When the homeserver cannot tell, the room does not count as a DM (it is
// logged): better a command unanswered than a group room taken for a DM.
func (c *joinedCache) onlyWith(ctx context.Context, room id.RoomID, user id.UserID) bool {
	users, err := c.joined(ctx, room)
	if err != nil {
		c.cli.Log.Warn().Err(err).Str("room_id", room.String()).Msg("could not read who is in a DM room; not treating it as one")
		return false
	}
	return !slices.ContainsFunc(users, func(u id.UserID) bool { return u != user && u != c.cli.UserID })
}

// pairWith reports whether exactly the bot and user are joined to room, as
// the homeserver says: a DM still open on both sides. The error is the
// request's (a 403 or 404 when the bot is not in room).
func (c *joinedCache) pairWith(ctx context.Context, room id.RoomID, user id.UserID) (bool, error) {
	users, err := c.joined(ctx, room)
	if err != nil {
		return false, err
	}
	return len(users) == 2 && slices.Contains(users, user) && slices.Contains(users, c.cli.UserID), nil
}

// onDMMember follows the membership of the rooms the bot knows as DMs: a
// change drops the cached members; the bot leaving or being removed takes
// the room off m.direct; someone joining a DM who is not its player ends
// it (endSharedDM), whether or not they are still there when the bot
// reads the join. The room stops counting as a DM before onDMMember
// returns, so a command later in the same sync is routed as a room's; only
// the requests to the homeserver run in the background.
func (t *Transport) onDMMember(ctx context.Context, evt *event.Event) {
	room := evt.RoomID
	t.members.forget(room)
	mem := evt.Content.AsMember()
	target := id.UserID(evt.GetStateKey())
	log := t.log.With().Str("room_id", room.String()).Logger()
	switch {
	case target == t.cli.UserID && (mem.Membership == event.MembershipLeave || mem.Membership == event.MembershipBan):
		if t.dir.remove(room) {
			t.background(func(ctx context.Context) { t.saveDirect(ctx, log) })
		}
	case target != t.cli.UserID && mem.Membership == event.MembershipJoin && evt.Mautrix.EventSource&event.SourceJoin != 0:
		players := t.dmPlayers(ctx, room)
		if len(players) == 0 || slices.Contains(players, target) && len(players) == 1 {
			return // not a DM, or its own player joining it
		}
		t.endSharedDM(ctx, room, players, target)
	}
}

// dmPlayers returns the users room is a DM of: those it is listed under in
// m.direct, and those whose remembered DM room it is.
func (t *Transport) dmPlayers(ctx context.Context, room id.RoomID) []id.UserID {
	players := t.dir.usersOf(room)
	users, err := t.state.Room.DMUsers(ctx, room)
	if err != nil {
		t.log.Error().Err(err).Str("room_id", room.String()).Msg("could not read whose DM room this is")
	}
	for _, u := range users {
		if !slices.Contains(players, u) {
			players = append(players, u)
		}
	}
	return players
}

// endSharedDM ends the DM status of room, which someone besides the bot
// and its players joined: the room is no DM for anyone any more, even if
// they left again (they could read it while in), so it stops being its
// players' DM room (their next DM opens a new one; nothing private goes to
// a shared room) and leaves m.direct, at once in the bot's own records and
// in the background on the homeserver. A room the operator did not allow
// is then left after one notice saying why; an allowed one stays, as a
// room.
func (t *Transport) endSharedDM(ctx context.Context, room id.RoomID, players []id.UserID, joiner id.UserID) {
	log := t.log.With().Str("room_id", room.String()).Str("user_id", joiner.String()).Logger()
	log.Info().Msg("someone else joined a DM room; it is no DM any more")
	for _, p := range players {
		if r, ok, err := t.state.Room.DM(ctx, p); err == nil && ok && r == room {
			if err := t.state.Room.ForgetDM(ctx, p); err != nil {
				log.Error().Err(err).Msg("could not forget the DM room")
			}
		}
	}
	unlisted := t.dir.remove(room)
	leave := !t.roomAllowed(room)
	if !unlisted && !leave {
		return
	}
	t.background(func(ctx context.Context) {
		if unlisted {
			t.saveDirect(ctx, log)
		}
		if leave {
			t.leaveWithNotice(ctx, room, sharedDMNotice, log)
		}
	})
}

// sharedDMNotice is said once in a DM room others joined, when the bot
// leaves it.
const sharedDMNotice = "This was a direct chat, but others have joined it, and this bot only plays in direct chats " +
	"and the rooms its operator allowed, so I'm leaving. Send me a direct message to play, or ask the operator to add this room."
