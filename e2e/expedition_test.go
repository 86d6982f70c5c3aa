//go:build e2e

package e2e

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix"
	"maunium.net/go/mautrix/event"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/testutil/dendrite"
)

// TestExpeditionBriefingArrivesByDM plays an expedition's first morning
// through a real Dendrite (rules §8.3): a Matrix player creates a
// character, starts and departs a Goblin Warrens expedition, moves the dev
// clock past the next 06:00 with `!admin clock`, and receives TwinBee's
// Evening Recap and Morning Briefing by DM, each exactly once.
func TestExpeditionBriefingArrivesByDM(t *testing.T) {
	srv := dendrite.Start(t)
	ctx := context.Background()
	const botPassword = "gogobee-password"
	botUser, _ := srv.CreateUser(t, "gogobee", botPassword)
	botID := id.UserID(botUser)
	alice := newPlayer(t, srv, "alice")
	dbPath := filepath.Join(t.TempDir(), "gogobee.db")
	proc := startBot(t, botEnv{Server: srv, Homeserver: srv.URL(), UserID: botUser, Password: botPassword, DB: dbPath, Admins: alice.ID.String()})

	resp, err := alice.cli.CreateRoom(ctx, &mautrix.ReqCreateRoom{Preset: "private_chat", Name: "Expedition HQ", Invite: []id.UserID{botID}})
	require.NoError(t, err)
	room := resp.RoomID
	eventually(t, answerWait, "the bot to join the room", func() bool {
		return len(alice.snapshot(func(e *event.Event) bool {
			return e.RoomID == room && e.Type == event.StateMember && e.GetStateKey() == botUser &&
				e.Content.AsMember().Membership == event.MembershipJoin
		})) > 0
	})

	// command says text and waits for the bot's answer containing want.
	command := func(text, want string) {
		t.Helper()
		before := len(alice.notices(botID, room, want))
		alice.say(room, text)
		eventually(t, answerWait, "the answer to "+text, func() bool { return len(alice.notices(botID, room, want)) > before })
	}
	// Start the game day at noon (the bot's default zone is UTC), so the
	// day's recap and the next morning's briefing both fall inside the
	// 24 hours moved below, whatever the wall clock says.
	noon := time.Now().UTC().Truncate(24 * time.Hour).Add(12 * time.Hour)
	if !noon.After(time.Now().Add(time.Minute)) {
		noon = noon.Add(24 * time.Hour)
	}
	command("!admin clock "+noon.Format(time.RFC3339), "Moving the game clock")
	command("!char create Tess fighter human", "Tess")
	command("!expedition start goblin warrens", "Thom Krooke")
	command("!supplies buy standard", "hands over a standard pack")
	command("!expedition depart", "Day 1 of the expedition")

	var dm id.RoomID
	eventually(t, answerWait, "the DM room", func() bool {
		rooms := alice.directInvites(botID)
		if len(rooms) != 1 {
			return false
		}
		dm = rooms[0]
		return true
	})
	require.Empty(t, alice.notices(botID, dm, "Morning Briefing, Day"), "no briefing before the morning")

	// A day later on the dev clock: past 21:00 and past the next 06:00,
	// whatever the wall clock says now.
	command("!admin clock +24h", "Moving the game clock")
	eventually(t, answerWait, "the Morning Briefing by DM", func() bool {
		return len(alice.notices(botID, dm, "Morning Briefing, Day 2")) == 1
	})
	time.Sleep(quiet)
	briefings := alice.notices(botID, dm, "Morning Briefing, Day")
	require.Len(t, briefings, 1, "exactly one briefing")
	assert.Len(t, alice.notices(botID, dm, "Evening Recap, Day 1"), 1, "and the evening before, once")
	msg := briefings[0].Content.AsMessage()
	assert.Equal(t, event.FormatHTML, msg.Format, "rendered for Matrix")
	assert.Contains(t, msg.FormattedBody, "<strong>Location:</strong>")
	assert.Contains(t, msg.Body, "Goblin Warrens")
	require.NoError(t, proc.stop(t, 20*time.Second))
}
