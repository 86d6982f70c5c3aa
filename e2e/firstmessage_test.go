//go:build e2e

package e2e

import (
	"fmt"
	"regexp"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix/event"
	"maunium.net/go/mautrix/id"
)

// TestStartDMFirstMessage opens DMs with the bot as Element's "start DM"
// does (the room created with the invite, the first message sent as soon
// as the room has synced, without waiting for the bot to join) from 20
// fresh players on Element's own client stack: every first message is
// answered, exactly once, encrypted. On loopback the bot mostly joins
// before the message lands; every other group of players opens its DMs
// while the bot's process is paused (a slow or busy bot), so that their
// first messages surely come before its join.
func TestStartDMFirstMessage(t *testing.T) {
	srv, botID, env := withBotAccount(t)
	proc := startBot(t, env)

	// Players come in groups, each closed once answered, to spare the
	// test machine (a player is a Node process of about 100 MB). A group
	// opens its DMs at the same moment, as players do, so the bot is busy
	// joining while the first messages come.
	const players, group = 20, 4
	early := 0 // first messages the homeserver took before the bot's join
	for first := 0; first < players; first += group {
		var ps []*jsPlayer
		for i := first; i < first+group; i++ {
			ps = append(ps, newJSPlayer(t, srv, fmt.Sprintf("player%02d", i)))
		}
		if first == 0 {
			waitDevice(t, ps[0], botID)
		}
		paused := first/group%2 == 1
		if paused {
			proc.signal(t, syscall.SIGSTOP)
		}
		rooms, sent := createDMs(t, ps, botID, "!ping")
		if paused {
			proc.signal(t, syscall.SIGCONT)
		}
		for i, p := range ps {
			eventually(t, answerWait, p.ID.String()+"'s first message answered", func() bool {
				return len(p.notices(botID, rooms[i], "Pong")) >= 1
			})
		}
		time.Sleep(quiet)
		for i, p := range ps {
			pongs := p.notices(botID, rooms[i], "Pong")
			assert.Len(t, pongs, 1, "%s's first message is answered once", p.ID)
			for _, e := range pongs {
				assert.NotZero(t, e.Mautrix.EventSource&event.SourceDecrypted, "and the answer is encrypted")
			}
			if sentBeforeJoin(p, rooms[i], sent[i], botID) {
				early++
			} else {
				assert.False(t, paused, "%s's first message came before the paused bot's join", p.ID)
			}
			p.close()
		}
	}
	t.Logf("%d of %d first messages reached the homeserver before the bot joined", early, players)
	require.NoError(t, proc.stop(t, 20*time.Second))
}

// signal sends sig to the bot's process.
func (b *botProc) signal(t *testing.T, sig syscall.Signal) {
	t.Helper()
	require.NoError(t, b.cmd.Process.Signal(sig))
}

// createDMs has each player open a DM with bot at the same time
// (jsPlayer.createDM) and returns the rooms and the first messages' IDs.
func createDMs(t *testing.T, ps []*jsPlayer, bot id.UserID, text string) ([]id.RoomID, []id.EventID) {
	t.Helper()
	rooms, sent := make([]id.RoomID, len(ps)), make([]id.EventID, len(ps))
	errs := make([]error, len(ps))
	var wg sync.WaitGroup
	for i, p := range ps {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var res jsNewDM
			errs[i] = p.try("create_dm", map[string]any{"invitee": bot, "text": text}, &res)
			rooms[i], sent[i] = res.RoomID, res.EventID
		}()
	}
	wg.Wait()
	for _, err := range errs {
		require.NoError(t, err)
	}
	return rooms, sent
}

// sentBeforeJoin reports whether p saw message come before bot's join in
// room (by the homeserver's timestamps).
func sentBeforeJoin(p *jsPlayer, room id.RoomID, message id.EventID, bot id.UserID) bool {
	var sentAt, joinedAt int64
	for _, e := range p.snapshot(func(e *event.Event) bool { return e.RoomID == room }) {
		switch {
		case e.ID == message:
			sentAt = e.Timestamp
		case e.Type == event.StateMember && e.GetStateKey() == bot.String() && e.Content.AsMember().Membership == event.MembershipJoin:
			joinedAt = e.Timestamp
		}
	}
	return sentAt != 0 && joinedAt != 0 && sentAt < joinedAt
}

// TestCommandsSentWhileInvitedAndDown: a player on Element's stack opens a
// DM with the bot while its process is stopped and sends more commands
// before it is back; started again, the bot joins and answers each once,
// in order, and nothing it answered before runs again.
func TestCommandsSentWhileInvitedAndDown(t *testing.T) {
	botID, env, alice, proc, first := withAnsweredDM(t)
	require.NoError(t, proc.stop(t, 20*time.Second))

	room, _ := alice.createDM(botID, "!roll 1d1+1")
	alice.say(room, "!roll 1d1+2")
	alice.say(room, "!roll 1d1+3")
	proc = startBot(t, env)
	rolls := func() []string {
		var out []string
		for _, e := range alice.notices(botID, room, "1d1+") {
			if m := rollModifier.FindStringSubmatch(e.Content.AsMessage().Body); m != nil {
				out = append(out, m[1])
			}
		}
		return out
	}
	eventually(t, answerWait, "the commands sent while the bot was down", func() bool { return len(rolls()) >= 3 })
	time.Sleep(quiet)
	assert.Equal(t, []string{"1", "2", "3"}, rolls(), "each answered once, in order")
	assert.Len(t, alice.notices(botID, first, "Pong"), 1, "the first DM's command is not run again")
	require.NoError(t, proc.stop(t, 20*time.Second))
}

// rollModifier finds the modifier in the answer to `!roll 1d1+N`.
var rollModifier = regexp.MustCompile(`\+ (\d+) = \*\*`)
