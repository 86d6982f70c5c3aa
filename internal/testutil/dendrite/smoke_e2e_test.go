//go:build e2e

package dendrite

import (
	"context"
	"errors"
	"path/filepath"
	"strconv"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix"
	"maunium.net/go/mautrix/event"
	"maunium.net/go/mautrix/id"
)

func newClient(t *testing.T, srv *Server, userID, token string) *mautrix.Client {
	t.Helper()
	cli, err := mautrix.NewClient(srv.URL(), id.UserID(userID), token)
	require.NoError(t, err)
	cli.DefaultHTTPRetries = 2
	return cli
}

func TestServerDeliversRoomMessageBetweenNewUsers(t *testing.T) {
	srv := Start(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()

	aliceID, aliceToken := srv.CreateUser(t, "alice", "alice-password")
	bobID, bobToken := srv.CreateUser(t, "bob", "bob-password")
	require.Equal(t, "@alice:localhost", aliceID)
	require.Equal(t, "@bob:localhost", bobID)
	alice := newClient(t, srv, aliceID, aliceToken)
	bob := newClient(t, srv, bobID, bobToken)

	who, err := alice.Whoami(ctx)
	require.NoError(t, err)
	assert.Equal(t, id.UserID(aliceID), who.UserID)

	room, err := alice.CreateRoom(ctx, &mautrix.ReqCreateRoom{
		Name:   "Smoke test",
		Preset: "private_chat",
		Invite: []id.UserID{id.UserID(bobID)},
	})
	require.NoError(t, err)
	_, err = bob.JoinRoomByID(ctx, room.RoomID)
	require.NoError(t, err)

	sent, err := alice.SendText(ctx, room.RoomID, "The dungeon door creaks open.")
	require.NoError(t, err)

	// Dendrite indexes a sent event for /messages asynchronously: poll with
	// a deadline instead of reading once.
	var found *event.Event
	require.Eventually(t, func() bool {
		msgs, err := bob.Messages(ctx, room.RoomID, "", "", mautrix.DirectionBackward, nil, 20)
		if err != nil {
			return false
		}
		for _, evt := range msgs.Chunk {
			if evt.ID == sent.EventID {
				found = evt
			}
		}
		return found != nil
	}, 20*time.Second, 100*time.Millisecond, "bob should see alice's message in the room history")
	require.NoError(t, found.Content.ParseRaw(found.Type))
	assert.Equal(t, id.UserID(aliceID), found.Sender)
	assert.Equal(t, "The dungeon door creaks open.", found.Content.AsMessage().Body)
}

func TestRegisterRejectsTakenNameAndWeakPassword(t *testing.T) {
	srv := Start(t)
	srv.CreateUser(t, "gogobee", "gogobee-password")

	tests := []struct {
		name      string
		localpart string
		password  string
		errCode   string
	}{
		{"taken localpart", "gogobee", "another-password", "M_USER_IN_USE"},
		{"password under 8 characters", "carol", "short", "M_WEAK_PASSWORD"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := srv.Register(context.Background(), tc.localpart, tc.password, false)
			var merr *MatrixError
			require.True(t, errors.As(err, &merr), "want *MatrixError, got %v", err)
			assert.Equal(t, tc.errCode, merr.ErrCode)
		})
	}
}

func TestCreateAdminMakesServerAdmin(t *testing.T) {
	srv := Start(t)
	adminID, adminToken := srv.CreateAdmin(t, "gogobee", "gogobee-password")
	userID, userToken := srv.CreateUser(t, "alice", "alice-password")
	ctx := context.Background()

	// Dendrite's admin API answers only admins.
	admin := newClient(t, srv, adminID, adminToken)
	user := newClient(t, srv, userID, userToken)
	url := admin.BuildURL(mautrix.BaseURLPath{"_dendrite", "admin", "fulltext", "reindex"})
	_, err := admin.MakeRequest(ctx, "GET", url, nil, nil)
	assert.NoError(t, err)
	_, err = user.MakeRequest(ctx, "GET", url, nil, nil)
	assert.ErrorIs(t, err, mautrix.MForbidden)
}

// A server that dies is started again by the watchdog on the same address,
// with its data: a user made before still logs in.
func TestWatchdogRestartsADeadServer(t *testing.T) {
	srv := Start(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	userID, token := srv.CreateUser(t, "carol", "carol-password")
	pid, err := readTrimmed(filepath.Join(srv.Dir(), "pid"))
	require.NoError(t, err)
	n, err := strconv.Atoi(pid)
	require.NoError(t, err)
	require.NoError(t, syscall.Kill(n, syscall.SIGKILL))

	require.Eventually(t, func() bool { return srv.Restarts() == 1 }, 45*time.Second, 100*time.Millisecond, "restarted once")
	who, err := newClient(t, srv, userID, token).Whoami(ctx)
	require.NoError(t, err, "same address, same data")
	assert.Equal(t, id.UserID(userID), who.UserID)
}
