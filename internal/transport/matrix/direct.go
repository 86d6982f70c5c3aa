package matrix

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"sort"
	"sync"

	"github.com/rs/zerolog"
	"maunium.net/go/mautrix"
	"maunium.net/go/mautrix/event"
	"maunium.net/go/mautrix/id"
)

// Bounds of the bot's m.direct account data. The bot rewrites the whole
// list on each change and a homeserver refuses an event over 64 KiB, so
// the list is kept well under that: the oldest rooms go first.
const (
	// maxDirectPerUser is how many rooms are listed under one user.
	maxDirectPerUser = 3
	// maxDirectBytes is the most the list takes encoded as JSON, in bytes.
	maxDirectBytes = 32 << 10
)

// directEntry is one room listed under one user in m.direct.
type directEntry struct {
	user id.UserID
	room id.RoomID
}

// directory knows the bot's m.direct account data: the DM rooms it created,
// and those it joined on an is_direct invite, each listed under its one
// player, oldest first, within the bounds above.
type directory struct {
	mu      sync.Mutex
	entries []directEntry // oldest first
	// unsaved are the entries added since the last successful write: an
	// account data update from before them (the echo of an earlier write)
	// must not drop them.
	unsaved map[directEntry]bool
	// writeMu serialises the writes of m.direct, so an older list never
	// lands after a newer one.
	writeMu sync.Mutex
}

func newDirectory() *directory { return &directory{unsaved: map[directEntry]bool{}} }

// setDirect replaces the known m.direct content with c, keeping the age
// order of the rooms already known (new ones count as newest, in the order
// c lists them, users sorted) and the entries not yet written. It reports
// whether the bounds dropped anything from c.
func (d *directory) setDirect(c event.DirectChatsEventContent) (trimmed bool) {
	d.mu.Lock()
	defer d.mu.Unlock()
	listed := map[directEntry]bool{}
	total := 0
	for u, rooms := range c {
		for _, r := range rooms {
			listed[directEntry{u, r}] = true
			total++
		}
	}
	kept := make([]directEntry, 0, len(listed))
	for _, e := range d.entries {
		if listed[e] {
			kept = append(kept, e)
			delete(listed, e)
		}
	}
	users := make([]id.UserID, 0, len(c))
	for u := range c {
		users = append(users, u)
	}
	sort.Slice(users, func(i, j int) bool { return users[i] < users[j] })
	for _, u := range users {
		for _, r := range c[u] {
			if e := (directEntry{u, r}); listed[e] {
				kept = append(kept, e)
				delete(listed, e)
			}
		}
	}
	for _, e := range d.entries {
		if d.unsaved[e] && !slices.Contains(kept, e) {
			kept = append(kept, e)
			total++
		}
	}
	d.entries = kept
	d.trim("")
	return len(d.entries) < total
}

// addDirect lists room under user (a room already listed keeps its place)
// and drops the oldest entries past the bounds.
func (d *directory) addDirect(user id.UserID, room id.RoomID) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if slices.Contains(d.entries, directEntry{user, room}) {
		return
	}
	d.entries = append(d.entries, directEntry{user, room})
	d.unsaved[directEntry{user, room}] = true
	d.trim(user)
}

// remove drops room from every user's list and reports whether it was
// listed.
func (d *directory) remove(room id.RoomID) bool {
	d.mu.Lock()
	defer d.mu.Unlock()
	n := len(d.entries)
	d.entries = slices.DeleteFunc(d.entries, func(e directEntry) bool { return e.room == room })
	d.forgetUnsaved()
	return len(d.entries) < n
}

// listed reports whether room is listed under user.
func (d *directory) listed(user id.UserID, room id.RoomID) bool {
	d.mu.Lock()
	defer d.mu.Unlock()
	return slices.Contains(d.entries, directEntry{user, room})
}

// usersOf returns the users room is listed under.
func (d *directory) usersOf(room id.RoomID) []id.UserID {
	d.mu.Lock()
	defer d.mu.Unlock()
	var out []id.UserID
	for _, e := range d.entries {
		if e.room == room {
			out = append(out, e.user)
		}
	}
	return out
}

// roomsOf returns the rooms listed under user, newest first.
func (d *directory) roomsOf(user id.UserID) []id.RoomID {
	d.mu.Lock()
	defer d.mu.Unlock()
	var out []id.RoomID
	for _, e := range slices.Backward(d.entries) {
		if e.user == user {
			out = append(out, e.room)
		}
	}
	return out
}

// content returns the m.direct content to store as account data, and the
// entries it writes that were not written yet (for saved).
func (d *directory) content() (event.DirectChatsEventContent, []directEntry) {
	d.mu.Lock()
	defer d.mu.Unlock()
	var fresh []directEntry
	for e := range d.unsaved {
		fresh = append(fresh, e)
	}
	return d.contentLocked(), fresh
}

// saved records that the entries were written to the account data.
func (d *directory) saved(entries []directEntry) {
	d.mu.Lock()
	defer d.mu.Unlock()
	for _, e := range entries {
		delete(d.unsaved, e)
	}
}

// trim applies the bounds: the oldest rooms of user (of every user when
// "") past maxDirectPerUser, then the oldest entries past maxDirectBytes.
func (d *directory) trim(user id.UserID) {
	d.trimUser(user)
	d.trimSize()
	d.forgetUnsaved()
}

// forgetUnsaved drops the unsaved marks of entries no longer listed.
func (d *directory) forgetUnsaved() {
	for e := range d.unsaved {
		if !slices.Contains(d.entries, e) {
			delete(d.unsaved, e)
		}
	}
}

func (d *directory) contentLocked() event.DirectChatsEventContent {
	out := event.DirectChatsEventContent{}
	for _, e := range d.entries {
		out[e.user] = append(out[e.user], e.room)
	}
	return out
}

// trimUser drops the oldest rooms of user (of every user when "") past
// maxDirectPerUser.
func (d *directory) trimUser(user id.UserID) {
	count := map[id.UserID]int{}
	for _, e := range d.entries {
		count[e.user]++
	}
	for i := 0; i < len(d.entries); {
		e := d.entries[i]
		if (user == "" || e.user == user) && count[e.user] > maxDirectPerUser {
			count[e.user]--
			d.entries = slices.Delete(d.entries, i, i+1)
			continue
		}
		i++
	}
}

// trimSize drops the oldest entries until the content encodes in
// maxDirectBytes.
func (d *directory) trimSize() {
	for len(d.entries) > 0 {
		raw, err := json.Marshal(d.contentLocked())
		if err == nil && len(raw) <= maxDirectBytes {
			return
		}
		// Each room takes at least its quoted ID and a comma: drop enough
		// at once that a long list is not re-encoded for every entry.
		drop := 1
		if err == nil {
			drop = max(1, (len(raw)-maxDirectBytes)/(len(d.entries[0].room)+3))
		}
		d.entries = d.entries[min(drop, len(d.entries)):]
	}
}

// isDirect decides whether room is a direct chat for sender: the room is
// the sender's remembered DM room or listed under the sender in m.direct,
// and nobody but the bot and the sender is joined to it. A room of two
// members is not direct for that alone, nor a listed room once a third
// member joined.
func (t *Transport) isDirect(ctx context.Context, sender id.UserID, room id.RoomID) bool {
	r, ok, err := t.state.Room.DM(ctx, sender)
	mine := err == nil && ok && r == room
	if !mine && !t.dir.listed(sender, room) {
		return false
	}
	return t.members.onlyWith(ctx, room, sender)
}

// listedDM returns the newest room listed under user in m.direct that is
// still their DM (the bot and user joined, and nobody else ever was:
// onlyEverPair), so a bot that lost
// its database goes on in the room the player knows instead of opening
// another. A room the homeserver will not describe (the bot is not in it)
// is passed over; any other failure to ask is returned, so the caller
// retries rather than opening a room it may not need.
func (t *Transport) listedDM(ctx context.Context, user id.UserID) (room id.RoomID, ok bool, err error) {
	for _, room := range t.dir.roomsOf(user) {
		pair, err := t.members.pairWith(ctx, room, user)
		if err != nil && !notInRoom(err) {
			return "", false, fmt.Errorf("reading who is in %s, listed in m.direct for %s: %w", room, user, err)
		}
		if !pair {
			continue
		}
		if only, err := t.onlyEverPair(ctx, room, user); err != nil {
			return "", false, fmt.Errorf("reading who was ever in %s, listed in m.direct for %s: %w", room, user, err)
		} else if only {
			return room, true, nil
		}
	}
	return "", false, nil
}

// onlyEverPair reports whether nobody but the bot and user was ever a
// member of room (the homeserver's /members lists the latest membership of
// everyone who was): a DM someone else joined, even if they left again
// (while the bot was away, say), is no DM to reuse.
func (t *Transport) onlyEverPair(ctx context.Context, room id.RoomID, user id.UserID) (bool, error) {
	resp, err := t.cli.Members(ctx, room)
	if err != nil {
		return false, err
	}
	for _, e := range resp.Chunk {
		if m := id.UserID(e.GetStateKey()); m != user && m != t.cli.UserID {
			return false, nil
		}
	}
	return true, nil
}

// loadDirect reads the bot's m.direct account data at start-up, once and
// without retrying (it only helps to recognise DMs); a missing one is an
// empty list. A list past the bounds is trimmed and written back.
func (t *Transport) loadDirect(ctx context.Context) {
	var c event.DirectChatsEventContent
	if err := t.cli.GetAccountData(mautrix.WithMaxRetries(ctx, 0), event.AccountDataDirectChats.Type, &c); err != nil {
		if status(err) != 404 {
			t.log.Warn().Err(err).Msg("could not read m.direct account data")
		}
		return
	}
	if t.dir.setDirect(c) {
		t.saveDirect(ctx, t.log)
	}
}

// onDirect follows changes of the bot's m.direct account data.
func (t *Transport) onDirect(ctx context.Context, evt *event.Event) {
	if c, ok := evt.Content.Parsed.(*event.DirectChatsEventContent); ok && c != nil && t.dir.setDirect(*c) {
		t.background(func(ctx context.Context) { t.saveDirect(ctx, t.log) })
	}
}

// saveDirect writes the directory as the bot's m.direct account data; a
// failure is logged (the rooms still count as listed until a restart).
func (t *Transport) saveDirect(ctx context.Context, log zerolog.Logger) {
	t.dir.writeMu.Lock()
	defer t.dir.writeMu.Unlock()
	direct, fresh := t.dir.content()
	if err := t.cli.SetAccountData(ctx, event.AccountDataDirectChats.Type, &direct); err != nil {
		log.Warn().Err(err).Msg("could not write m.direct account data; the rooms count as listed until the next restart")
		return
	}
	t.dir.saved(fresh)
}

// unlistRoom drops room from m.direct (the bot left it, or it stopped being
// a DM), writing the list only when it changed.
func (t *Transport) unlistRoom(ctx context.Context, room id.RoomID, log zerolog.Logger) {
	if t.dir.remove(room) {
		t.saveDirect(ctx, log)
	}
}
