package matrix

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/store"
)

// inviteSync answers the first /sync with an invite to room from alice
// (is_direct when direct), then keeps later syncs open.
func inviteSync(room string, direct bool) func(string) (int, any) {
	return func(since string) (int, any) {
		if since != "" {
			return 0, nil
		}
		content := map[string]any{"membership": "invite"}
		if direct {
			content["is_direct"] = true
		}
		return 200, map[string]any{"next_batch": "s1", "rooms": map[string]any{"invite": map[string]any{
			room: map[string]any{"invite_state": map[string]any{"events": []any{
				map[string]any{"type": "m.room.member", "sender": "@alice:test", "state_key": botID, "content": content},
			}}},
		}}}
	}
}

// runUntil runs tr until cond holds (or 5 s pass), then stops it.
func runUntil(t *testing.T, tr *Transport, cond func() bool) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- tr.Run(ctx, Services{}) }()
	assert.Eventually(t, cond, 5*time.Second, 5*time.Millisecond)
	cancel()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		t.Fatal("Run did not stop")
	}
}

func TestJoinRetriesUntilTheHomeserverLetsTheBotIn(t *testing.T) {
	cases := []struct {
		name  string
		fails []int
		joins int
	}{
		{"a 403 right after the invite, twice", []int{403, 403}, 3},
		{"a run of server errors and a rate limit", []int{502, 503, 500, 502, 429, 504, 502}, 8},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFakeHS(t)
			f.addToken("tok", "DEV")
			st := openStore(t)
			f.joinFail = map[string][]int{"!dm:test": tc.fails}
			f.pairRooms = true // a DM: the bot and alice
			f.onSync = inviteSync("!dm:test", true)
			tr, _ := newTransport(t, f, st, "tok")
			runUntil(t, tr, func() bool {
				room, ok, _ := st.Room.DM(context.Background(), "@alice:test")
				return ok && room == "!dm:test"
			})
			assert.Len(t, f.snapshot().joins, tc.joins, "one join per attempt, the last one accepted")
			pending, err := st.KV.WithPrefix(context.Background(), store.KeyPendingInvitePrefix)
			require.NoError(t, err)
			assert.Empty(t, pending, "a joined invite is no longer pending")
		})
	}
}

func TestJoinGivesUpOnALastingRefusal(t *testing.T) {
	for name, fails := range map[string][]int{
		"403 three times":  {403, 403, 403, 403},
		"the room is gone": {404},
	} {
		t.Run(name, func(t *testing.T) {
			f := newFakeHS(t)
			f.addToken("tok", "DEV")
			st := openStore(t)
			f.joinFail = map[string][]int{"!gone:test": fails}
			f.onSync = inviteSync("!gone:test", false)
			tr, _ := newTransport(t, f, st, "tok")
			runUntil(t, tr, func() bool {
				// Joins first: the invite is recorded pending before its first
				// join is sent, so pending read after a join was seen can only
				// be empty once the bot is done with it. (Read the other way
				// round, an empty read from before the invite arrived could
				// pair with the first join.)
				joined := len(f.snapshot().joins) > 0
				pending, err := st.KV.WithPrefix(context.Background(), store.KeyPendingInvitePrefix)
				return joined && err == nil && len(pending) == 0
			})
			want := forbiddenJoins
			if fails[0] == 404 {
				want = 1
			}
			assert.Len(t, f.snapshot().joins, want)
		})
	}
}

// An invite accepted before a restart but not joined (the homeserver was
// down) is joined at the next start, with no new invite in the sync.
func TestPendingInvitesAreJoinedAtTheNextStart(t *testing.T) {
	f := newFakeHS(t)
	f.addToken("tok", "DEV")
	st := openStore(t)
	ctx := context.Background()
	f.joinFail = map[string][]int{"!hq:test": {502, 502, 502, 502, 502, 502, 502, 502, 502, 502, 502, 502, 502, 502, 502, 502}}
	f.onSync = inviteSync("!hq:test", false)
	tr, _ := newTransport(t, f, st, "tok")
	runUntil(t, tr, func() bool { return len(f.snapshot().joins) >= 2 }) // stopped while still failing
	pending, err := st.KV.WithPrefix(ctx, store.KeyPendingInvitePrefix)
	require.NoError(t, err)
	assert.Equal(t, map[string]string{store.KeyPendingInvitePrefix + "!hq:test": "@alice:test"}, pending,
		"stopping mid-retry keeps the invite pending")

	f.mu.Lock()
	f.joinFail = nil
	f.joins = nil
	f.onSync = nil // the next syncs bring no invite
	f.mu.Unlock()
	tr2, _ := newTransport(t, f, st, "tok")
	runUntil(t, tr2, func() bool {
		joined := len(f.snapshot().joins) == 1
		p, err := st.KV.WithPrefix(ctx, store.KeyPendingInvitePrefix)
		return joined && err == nil && len(p) == 0
	})
	assert.Equal(t, []string{"!hq:test"}, f.snapshot().joins)
}

// inviteThenMessage answers the first /sync with an invite to room (direct
// or not) and the second with a message from alice in it.
func inviteThenMessage(room string, direct bool) func(string) (int, any) {
	first := inviteSync(room, direct)
	return func(since string) (int, any) {
		switch since {
		case "":
			return first(since)
		case "s1":
			return 200, map[string]any{"next_batch": "s2", "rooms": map[string]any{"join": map[string]any{
				room: map[string]any{"timeline": map[string]any{"events": []any{
					memberEvent("$botjoin", botID, "join", time.Now().Add(-time.Second)),
					msgEvent("$hi", "!ping", time.Now()),
				}}},
			}}}
		}
		return 0, nil
	}
}

// The DM rule: a room is direct when it came as an is_direct invite (then it
// is listed in m.direct), or is a DM room the bot made; a room of two members
// is not direct for that alone.
func TestARoomIsDirectOnlyWhenInvitedAsOne(t *testing.T) {
	for _, direct := range []bool{true, false} {
		f := newFakeHS(t)
		f.addToken("tok", "DEV")
		st := openStore(t)
		require.NoError(t, st.Room.SetDM(context.Background(), "@alice:test", "!older-dm:test"))
		f.pairRooms = true // two members: the bot and alice
		f.onSync = inviteThenMessage("!pair:test", direct)
		tr, rec := newTransport(t, f, st, "tok")
		// The message can come through before the m.direct update lands
		// (both follow the join): wait for both.
		runUntil(t, tr, func() bool {
			return len(rec.bodies()) == 1 && (!direct || len(f.snapshot().accountData["m.direct"]) > 0)
		})
		rec.mu.Lock()
		msg := rec.msgs[0]
		rec.mu.Unlock()
		assert.Equal(t, direct, msg.IsDirect, "is_direct invite: %v", direct)
		if direct {
			var listed map[string][]string
			require.NoError(t, json.Unmarshal(f.snapshot().accountData["m.direct"], &listed))
			assert.Contains(t, listed["@alice:test"], "!pair:test", "a second DM room of alice's is listed in m.direct")
		}
	}
}

// Invited to a room the operator did not allow, the bot joins, says why
// once and leaves; an is_direct invite to a room of the bot and the inviter
// is a DM and stays.
func TestTheBotLeavesARoomThatIsNotAllowedSayingWhy(t *testing.T) {
	for _, direct := range []bool{false, true} {
		f := newFakeHS(t)
		f.addToken("tok", "DEV")
		f.pairRooms = true
		st := openStore(t)
		f.onSync = inviteSync("!other:test", direct)
		tr, _ := newTransport(t, f, st, "tok", func(c *Config) { c.AllowedRooms = []id.RoomID{"!hq:test"} })
		runUntil(t, tr, func() bool {
			snap := f.snapshot()
			if direct {
				_, ok, _ := st.Room.DM(context.Background(), "@alice:test")
				return ok
			}
			return len(snap.leaves) == 1
		})
		snap := f.snapshot()
		assert.Equal(t, []string{"!other:test"}, snap.joins)
		if direct {
			assert.Empty(t, snap.leaves, "a DM is always allowed")
			assert.Empty(t, snap.sends)
			continue
		}
		require.Len(t, snap.sends, 1, "it says why, once")
		assert.Equal(t, "!other:test", snap.sends[0].Room)
		assert.Contains(t, snap.sends[0].Content["body"], "only plays in the rooms its operator allowed")
	}
}
