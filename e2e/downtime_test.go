//go:build e2e

package e2e

import (
	"context"
	"fmt"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix"
	"maunium.net/go/mautrix/event"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/testutil/dendrite"
)

// TestNothingLostAfterDowntime sends commands while the bot is stopped: 70 of
// them, more than one sync returns, are all answered once and in order when
// it is back (the limited timeline is back-filled); and after the homeserver
// rejects the stored sync position, the commands sent meanwhile still run,
// once, while none of the earlier ones runs again.
func TestNothingLostAfterDowntime(t *testing.T) {
	srv := dendrite.Start(t)
	ctx := context.Background()
	const botPassword = "gogobee-password"
	botUser, _ := srv.CreateUser(t, "gogobee", botPassword)
	botID := id.UserID(botUser)
	alice := newPlayer(t, srv, "alice")
	dbPath := filepath.Join(t.TempDir(), "gogobee.db")
	env := botEnv{Server: srv, Homeserver: srv.URL(), UserID: botUser, Password: botPassword, DB: dbPath,
		// 70 commands sent back to back are a burst by their sent times too:
		// with the default limits most would be covered by a rate-limit
		// notice (ratelimit_test.go tests that); this test is about none
		// being lost or run twice.
		Extra: []string{"GOGOBEE_RATE_BURST=1000", "GOGOBEE_RATE_PER_MINUTE=6000"}}
	proc := startBot(t, env)

	resp, err := alice.cli.CreateRoom(ctx, &mautrix.ReqCreateRoom{Preset: "private_chat", Invite: []id.UserID{botID}})
	require.NoError(t, err)
	room := resp.RoomID
	alice.waitJoined(t, room, botID)
	alice.say(room, "!roll 1d1+0")
	rollTotals := func() []int {
		var out []int
		re := regexp.MustCompile(`\+ (\d+) = \*\*`)
		for _, e := range alice.notices(botID, room, "1d1+") {
			if m := re.FindStringSubmatch(e.Content.AsMessage().Body); m != nil {
				n, _ := strconv.Atoi(m[1])
				out = append(out, n)
			}
		}
		return out
	}
	eventually(t, answerWait, "the first roll", func() bool { return len(rollTotals()) == 1 })

	// (1) 70 commands while the bot is stopped.
	require.NoError(t, proc.stop(t, 20*time.Second))
	for i := 1; i <= 70; i++ {
		alice.say(room, fmt.Sprintf("!roll 1d1+%d", i))
	}
	proc = startBot(t, env)
	eventually(t, 2*answerWait, "70 answers after the downtime", func() bool { return len(rollTotals()) >= 71 })
	time.Sleep(quiet)
	want := make([]int, 71)
	for i := range want {
		want[i] = i
	}
	require.Equal(t, want, rollTotals(), "every command answered once, in order")
	require.NoError(t, proc.stop(t, 20*time.Second))

	// (2) Commands sent while stopped, then the sync position is rejected.
	for i := 71; i <= 73; i++ {
		alice.say(room, fmt.Sprintf("!roll 1d1+%d", i))
	}
	setSyncToken(t, dbPath, "garbage")
	proc = startBot(t, env)
	eventually(t, answerWait, "the commands sent before the rejected position", func() bool { return len(rollTotals()) >= 74 })
	time.Sleep(quiet)
	require.Equal(t, append(want, 71, 72, 73), rollTotals(), "nothing lost inside the window, nothing run twice")
	require.Empty(t, alice.snapshot(func(e *event.Event) bool {
		return e.Sender == botID && e.Type == event.EventMessage && e.RoomID != room &&
			regexp.MustCompile(`did \*\*not\*\* run`).MatchString(e.Content.AsMessage().Body)
	}), "no command was too old")
	require.NoError(t, proc.stop(t, 20*time.Second))
}
