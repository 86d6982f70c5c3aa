//go:build e2e

package e2e

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix"
	"maunium.net/go/mautrix/event"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/transport/matrix"
)

// TestAPublicRoomMadeADMDoesNotEscapeTheAllowlist: alice makes a public
// room with an is_direct invite to the bot, where GOGOBEE_ALLOWED_ROOMS
// does not list it. While only she and the bot are in, it is her DM; once
// bob joins it is no DM for anyone: bob's !ping gets no answer, the bot says
// once why it leaves and leaves (so alice's commands there are not answered
// either), and bob's own DM with the bot still works.
func TestAPublicRoomMadeADMDoesNotEscapeTheAllowlist(t *testing.T) {
	srv, botID, env := withBotAccount(t)
	env.Extra = []string{"GOGOBEE_ALLOWED_ROOMS=!somewhere-else:localhost"}
	alice, bob := newPlayer(t, srv, "alice"), newPlayer(t, srv, "bob")
	proc := startBot(t, env)
	ctx := context.Background()

	resp, err := alice.cli.CreateRoom(ctx, &mautrix.ReqCreateRoom{Preset: "public_chat", Name: "Open house",
		IsDirect: true, Invite: []id.UserID{botID}})
	require.NoError(t, err)
	room := resp.RoomID
	alice.waitJoined(t, room, botID)
	command(t, alice, botID, room, "!ping", "Pong") // her DM while nobody else is in

	_, err = bob.cli.JoinRoomByID(ctx, room)
	require.NoError(t, err)
	bob.say(room, "!ping") // at once: no waiting for the bot to notice the join
	eventually(t, answerWait, "the bot saying why it leaves", func() bool {
		return len(alice.notices(botID, room, "others have joined it")) == 1
	})
	eventually(t, answerWait, "the bot leaving the room", func() bool {
		return len(alice.snapshot(func(e *event.Event) bool {
			return e.RoomID == room && e.Type == event.StateMember && e.GetStateKey() == botID.String() &&
				e.Content.AsMember().Membership == event.MembershipLeave
		})) == 1
	})
	alice.say(room, "!ping")
	time.Sleep(quiet)
	assert.Len(t, alice.notices(botID, room, "Pong"), 1, "neither bob's !ping nor alice's after it is answered")
	assert.Len(t, alice.notices(botID, room, "others have joined it"), 1, "said once")

	dm := bob.createEncrypted(t, "trusted_private_chat", true, botID)
	bob.waitJoined(t, dm, botID)
	command(t, bob, botID, dm, "!ping", "Pong")
	require.NoError(t, proc.stop(t, 20*time.Second))
}

// TestInvitesFromOneAccountAreCapped: ten is_direct invites from one
// account in a row get matrix.InvitesPerHour joins; the rest are rejected.
func TestInvitesFromOneAccountAreCapped(t *testing.T) {
	srv, botID, env := withBotAccount(t)
	carol := newPlayer(t, srv, "carol")
	proc := startBot(t, env)
	ctx := context.Background()

	const invites = 10
	rooms := map[id.RoomID]bool{}
	for range invites {
		resp, err := carol.cli.CreateRoom(ctx, &mautrix.ReqCreateRoom{Preset: "private_chat", IsDirect: true,
			Invite: []id.UserID{botID}})
		require.NoError(t, err)
		rooms[resp.RoomID] = true
	}
	// botIn counts carol's rooms where the bot's last membership is m.
	botIn := func(m event.Membership) int {
		last := map[id.RoomID]event.Membership{}
		for _, e := range carol.snapshot(func(e *event.Event) bool {
			return rooms[e.RoomID] && e.Type == event.StateMember && e.GetStateKey() == botID.String()
		}) {
			last[e.RoomID] = e.Content.AsMember().Membership
		}
		n := 0
		for _, got := range last {
			if got == m {
				n++
			}
		}
		return n
	}
	eventually(t, answerWait, "the bot answering every invite", func() bool {
		return botIn(event.MembershipJoin)+botIn(event.MembershipLeave) == invites
	})
	time.Sleep(quiet)
	assert.Equal(t, matrix.InvitesPerHour, botIn(event.MembershipJoin), "only the cap is joined")
	assert.Equal(t, invites-matrix.InvitesPerHour, botIn(event.MembershipLeave), "the rest are rejected")
	require.NoError(t, proc.stop(t, 20*time.Second))
}
