package matrix

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix/event"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/store"
)

// userMsg is a message from user in a sync's timeline.
func userMsg(eventID, user, body string, at time.Time) map[string]any {
	e := msgEvent(eventID, body, at)
	e["sender"] = user
	return e
}

// joinedRoomSync answers the first /sync with nothing and the second with
// events in room's timeline, then keeps later syncs open.
func joinedRoomSync(room string, events ...any) func(string) (int, any) {
	return func(since string) (int, any) {
		switch since {
		case "":
			return 200, map[string]any{"next_batch": "s1"}
		case "s1":
			return 200, map[string]any{"next_batch": "s2", "rooms": map[string]any{"join": map[string]any{
				room: map[string]any{"timeline": map[string]any{"events": events}},
			}}}
		}
		return 0, nil
	}
}

// listedDM makes room alice's DM room: remembered and listed under her in
// the bot's m.direct.
func listedDM(t *testing.T, f *fakeHS, st *store.Store, room string) {
	t.Helper()
	require.NoError(t, st.Room.SetDM(context.Background(), "@alice:test", id.RoomID(room)))
	raw, err := json.Marshal(map[string][]string{"@alice:test": {room}})
	require.NoError(t, err)
	f.mu.Lock()
	f.accountData["m.direct"] = raw
	f.mu.Unlock()
}

// A DM is the bot and the one user it is listed under: another sender in
// it, or anyone once a third member is joined, is not in a DM. Failed
// before: alice's listed room was direct for bob, and for alice with bob in
// it.
func TestADMIsDirectOnlyForItsPlayerAndWhileNobodyElseIsIn(t *testing.T) {
	cases := []struct {
		name   string
		joined []string
		sender string
		direct bool
	}{
		{"alice alone with the bot", []string{botID, "@alice:test"}, "@alice:test", true},
		{"bob, after alice left", []string{botID, "@bob:test"}, "@bob:test", false},
		{"alice, with bob in", []string{botID, "@alice:test", "@bob:test"}, "@alice:test", false},
		{"bob, with alice in", []string{botID, "@alice:test", "@bob:test"}, "@bob:test", false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFakeHS(t)
			f.addToken("tok", "DEV")
			st := openStore(t)
			listedDM(t, f, st, "!dm:test")
			f.joined = map[string][]string{"!dm:test": tc.joined}
			f.onSync = joinedRoomSync("!dm:test", userMsg("$m", tc.sender, "!ping", time.Now()))
			tr, rec := newTransport(t, f, st, "tok")
			runUntil(t, tr, func() bool { return len(rec.bodies()) == 1 })
			assert.Equal(t, tc.direct, rec.msgs[0].IsDirect)
		})
	}
}

// A third member joining a DM ends it for everyone: the player's next DM
// opens a new room, the room leaves m.direct, and where the operator did
// not allow the room the bot says why once and leaves. Failed before: the
// room stayed alice's DM, in m.direct, and the bot stayed.
func TestAThirdMemberEndsTheDM(t *testing.T) {
	for _, tt := range []struct {
		allowed, left bool // left: bob joined and left again before the bot read it
	}{{false, false}, {true, false}, {false, true}} {
		allowed := tt.allowed
		t.Run(fmt.Sprintf("allowed %v, left %v", tt.allowed, tt.left), func(t *testing.T) {
			f := newFakeHS(t)
			f.addToken("tok", "DEV")
			st := openStore(t)
			ctx := context.Background()
			listedDM(t, f, st, "!dm:test")
			f.joined = map[string][]string{"!dm:test": {botID, "@alice:test", "@bob:test"}}
			now := time.Now()
			evts := []any{memberEvent("$bobjoin", "@bob:test", "join", now),
				userMsg("$m", "@bob:test", "!ping", now)}
			if tt.left {
				f.joined["!dm:test"] = []string{botID, "@alice:test"}
				evts = append(evts, memberEvent("$bobleave", "@bob:test", "leave", now))
			}
			f.onSync = joinedRoomSync("!dm:test", evts...)
			rooms := []id.RoomID{"!hq:test"}
			if allowed {
				rooms = append(rooms, "!dm:test")
			}
			tr, rec := newTransport(t, f, st, "tok", func(c *Config) { c.AllowedRooms = rooms })
			runUntil(t, tr, func() bool {
				_, ok, _ := st.Room.DM(ctx, "@alice:test")
				listed := string(f.snapshot().accountData["m.direct"])
				return !ok && !strings.Contains(listed, "!dm:test") && (allowed || len(f.snapshot().leaves) == 1)
			})
			tr.jobs.Wait()
			require.Len(t, rec.msgs, 1)
			assert.False(t, rec.msgs[0].IsDirect)
			snap := f.snapshot()
			if allowed {
				assert.Empty(t, snap.leaves, "an allowed room stays, as a room")
				assert.Empty(t, snap.sends)
				return
			}
			assert.Equal(t, []string{"!dm:test"}, snap.leaves)
			require.Len(t, snap.sends, 1, "it says why, once")
			assert.Contains(t, snap.sends[0].Content["body"], "others have joined it")
		})
	}
}

// An is_direct invite to a room others are already in is no DM: where the
// operator did not allow the room, the bot says why once and leaves, and
// the room is neither listed nor remembered. Failed before: the bot stayed
// and counted the room as alice's DM for everyone who joined.
func TestAnIsDirectInviteToARoomOthersAreInIsNoDM(t *testing.T) {
	f := newFakeHS(t)
	f.addToken("tok", "DEV")
	st := openStore(t)
	ctx := context.Background()
	f.onSync = inviteSync("!public:test", true) // joined_members: the bot, alice and bob
	tr, _ := newTransport(t, f, st, "tok", func(c *Config) { c.AllowedRooms = []id.RoomID{"!hq:test"} })
	runUntil(t, tr, func() bool { return len(f.snapshot().leaves) == 1 })
	tr.jobs.Wait()
	snap := f.snapshot()
	assert.Equal(t, []string{"!public:test"}, snap.joins)
	require.Len(t, snap.sends, 1, "it says why, once")
	assert.Contains(t, snap.sends[0].Content["body"], "only plays in the rooms its operator allowed")
	_, ok, err := st.Room.DM(ctx, "@alice:test")
	require.NoError(t, err)
	assert.False(t, ok, "not alice's DM room")
	assert.NotContains(t, string(snap.accountData["m.direct"]), "!public:test")
}

// manyInvitesSync answers the first /sync (from any position) with n
// is_direct invites from inviter (rooms !<tag>0:test ...), then keeps later
// syncs open.
func manyInvitesSync(inviter, tag string, n int) func(string) (int, any) {
	var served atomic.Bool
	return func(string) (int, any) {
		if served.Swap(true) {
			return 0, nil
		}
		invites := map[string]any{}
		for i := range n {
			invites[fmt.Sprintf("!%s%d:test", tag, i)] = map[string]any{"invite_state": map[string]any{"events": []any{
				map[string]any{"type": "m.room.member", "sender": inviter, "state_key": botID,
					"content": map[string]any{"membership": "invite", "is_direct": true}},
			}}}
		}
		return 200, map[string]any{"next_batch": tag + "1", "rooms": map[string]any{"invite": invites}}
	}
}

// One user's invites are accepted InvitesPerHour an hour, the rest
// rejected, also after a restart; an admin's are not counted. Failed
// before: all ten were joined.
func TestInvitesPerInviterAreCapped(t *testing.T) {
	f := newFakeHS(t)
	f.addToken("tok", "DEV")
	f.pairRooms = true
	st := openStore(t)
	f.onSync = manyInvitesSync("@alice:test", "a", 10)
	// settled: the joins and leaves seen, and no invite left pending (so
	// the next start has none to resume).
	settled := func(joins, leaves int) func() bool {
		return func() bool {
			snap := f.snapshot()
			pending, err := st.KV.WithPrefix(context.Background(), store.KeyPendingInvitePrefix)
			return len(snap.joins) == joins && len(snap.leaves) == leaves && err == nil && len(pending) == 0
		}
	}
	tr, _ := newTransport(t, f, st, "tok")
	runUntil(t, tr, settled(InvitesPerHour, 10-InvitesPerHour))
	snap := f.snapshot()
	assert.Len(t, snap.joins, InvitesPerHour, "only the cap is joined")
	assert.Len(t, snap.leaves, 10-InvitesPerHour, "the rest are rejected")

	// A restart does not reset the count; an admin is not counted.
	f.mu.Lock()
	f.joins, f.leaves = nil, nil
	f.onSync = manyInvitesSync("@alice:test", "b", 2)
	f.mu.Unlock()
	tr2, _ := newTransport(t, f, st, "tok")
	runUntil(t, tr2, settled(0, 2))
	assert.Empty(t, f.snapshot().joins, "still over the cap after a restart")

	f.mu.Lock()
	f.joins, f.leaves = nil, nil
	f.onSync = manyInvitesSync("@alice:test", "c", 7)
	f.mu.Unlock()
	tr3, _ := newTransport(t, f, st, "tok", func(c *Config) { c.Admins = []id.UserID{"@alice:test"} })
	runUntil(t, tr3, settled(7, 0))
	assert.Empty(t, f.snapshot().leaves)
}

// The invite count forgets invites an hour old, and pruning drops users
// with none left.
func TestTheInviteCountIsAnHour(t *testing.T) {
	st := openStore(t)
	ctx := context.Background()
	var c inviteCap
	start := time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC)
	for i := range InvitesPerHour {
		ok, err := c.take(ctx, StoreState(st), "@alice:test", start.Add(time.Duration(i)*time.Minute))
		require.NoError(t, err)
		require.True(t, ok)
	}
	ok, err := c.take(ctx, StoreState(st), "@alice:test", start.Add(59*time.Minute))
	require.NoError(t, err)
	assert.False(t, ok, "over the cap within the hour")
	ok, err = c.take(ctx, StoreState(st), "@alice:test", start.Add(time.Hour+30*time.Second))
	require.NoError(t, err)
	assert.True(t, ok, "the first invite is an hour old")

	require.NoError(t, c.prune(ctx, StoreState(st), start.Add(time.Hour+InvitesPerHour*time.Minute)))
	left, err := st.KV.WithPrefix(ctx, store.KeyInviteJoinsPrefix)
	require.NoError(t, err)
	assert.Len(t, left, 1, "an invite within the hour is kept")
	require.NoError(t, c.prune(ctx, StoreState(st), start.Add(3*time.Hour)))
	left, err = st.KV.WithPrefix(ctx, store.KeyInviteJoinsPrefix)
	require.NoError(t, err)
	assert.Empty(t, left)
}

// m.direct keeps maxDirectPerUser rooms per user, the newest, and stays
// under maxDirectBytes however many users there are.
func TestMDirectIsBounded(t *testing.T) {
	d := newDirectory()
	listed := func() event.DirectChatsEventContent {
		c, _ := d.content()
		return c
	}
	for i := range 5 {
		d.addDirect("@alice:test", id.RoomID(fmt.Sprintf("!a%d:test", i)))
	}
	assert.Equal(t, []id.RoomID{"!a2:test", "!a3:test", "!a4:test"}, listed()["@alice:test"], "the oldest dropped")

	long := strings.Repeat("x", 200)
	for i := range 2000 {
		d.addDirect(id.UserID(fmt.Sprintf("@u%d:%s", i, long)), id.RoomID(fmt.Sprintf("!r%d:%s", i, long)))
	}
	raw, err := json.Marshal(listed())
	require.NoError(t, err)
	assert.LessOrEqual(t, len(raw), maxDirectBytes)
	assert.True(t, d.listed(id.UserID("@u1999:"+long), id.RoomID("!r1999:"+long)), "the newest is kept")
	assert.False(t, d.listed("@alice:test", "!a4:test"), "the oldest went first")

	// A list read from the account data is held to the same bounds.
	_, fresh := d.content()
	d.saved(fresh)
	big := event.DirectChatsEventContent{"@bob:test": {"!b0:test", "!b1:test", "!b2:test", "!b3:test"}}
	assert.True(t, d.setDirect(big), "trimmed")
	assert.Equal(t, []id.RoomID{"!b1:test", "!b2:test", "!b3:test"}, listed()["@bob:test"])
	assert.False(t, d.setDirect(listed()), "within bounds")
}

// A room the bot left, or was removed from, is taken off m.direct. Failed
// before: m.direct kept every room forever.
func TestRoomsTheBotLeftLeaveMDirect(t *testing.T) {
	f := newFakeHS(t)
	f.addToken("tok", "DEV")
	st := openStore(t)
	listedDM(t, f, st, "!dm:test")
	f.onSync = joinedRoomSync("!dm:test", memberEvent("$kick", botID, "leave", time.Now()))
	tr, _ := newTransport(t, f, st, "tok")
	runUntil(t, tr, func() bool {
		var listed map[string][]string
		raw := f.snapshot().accountData["m.direct"]
		return json.Unmarshal(raw, &listed) == nil && len(listed) == 0
	})
}

// A room listed but not yet written survives an account data update from
// before it (the echo of an earlier write), so the player's first message in
// a DM just joined still counts as direct; once written, the account data
// decides.
func TestAnUnsavedDMRoomSurvivesAnOlderMDirect(t *testing.T) {
	d := newDirectory()
	older := event.DirectChatsEventContent{"@bob:test": {"!b:test"}}
	d.setDirect(older)
	d.addDirect("@alice:test", "!new:test")
	d.setDirect(older)
	assert.True(t, d.listed("@alice:test", "!new:test"), "not written yet: kept")

	_, fresh := d.content()
	d.saved(fresh)
	d.setDirect(older)
	assert.False(t, d.listed("@alice:test", "!new:test"), "written, then dropped by another client: gone")
}

// A third member who joined and left while the bot was down, in a room busy
// enough that the sync's timeline comes back limited, is found in the gap
// the bot fetches, and ends the DM: alice's later !ping is not direct, and
// the bot says why once and leaves. Failed before: membership in the gap
// was skipped, so the public room stayed alice's DM.
func TestAThirdMemberFoundInTheGapEndsTheDM(t *testing.T) {
	f := newFakeHS(t)
	f.addToken("tok", "DEV")
	st := openStore(t)
	ctx := context.Background()
	listedDM(t, f, st, "!dm:test")
	f.joined = map[string][]string{"!dm:test": {botID, "@alice:test"}} // bob has left again
	now := time.Now()
	f.messages = map[string]map[string]any{"!dm:test p1": {"chunk": []any{ // newest first
		userMsg("$chat", "@alice:test", "just chatting", now.Add(-time.Minute)),
		memberEvent("$bobleave", "@bob:test", "leave", now.Add(-2*time.Minute)),
		memberEvent("$bobjoin", "@bob:test", "join", now.Add(-3*time.Minute)),
	}, "end": "p2"}}
	f.onSync = func(since string) (int, any) {
		switch since {
		case "":
			return 200, map[string]any{"next_batch": "s1"}
		case "s1":
			return 200, map[string]any{"next_batch": "s2", "rooms": map[string]any{"join": map[string]any{
				"!dm:test": map[string]any{"timeline": map[string]any{"limited": true, "prev_batch": "p1",
					"events": []any{userMsg("$m", "@alice:test", "!ping", now)}}},
			}}}
		}
		return 0, nil
	}
	tr, rec := newTransport(t, f, st, "tok", func(c *Config) { c.AllowedRooms = []id.RoomID{"!hq:test"}; c.Prefix = "!" })
	runUntil(t, tr, func() bool {
		_, ok, _ := st.Room.DM(ctx, "@alice:test")
		return !ok && len(f.snapshot().leaves) == 1
	})
	tr.jobs.Wait()
	assert.NotContains(t, string(f.snapshot().accountData["m.direct"]), "!dm:test")
	require.Len(t, f.snapshot().sends, 1, "it says why, once")
	for _, m := range rec.msgs {
		assert.False(t, m.IsDirect && m.Body == "!ping", "alice's !ping after bob's visit is no DM command")
	}
}
