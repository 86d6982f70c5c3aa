//go:build e2e

package e2e

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix/event"
	"maunium.net/go/mautrix/id"
)

// TestPartyPlaysThroughEncryptedRoom plays a two-player party (rules
// §2.13, §8.22, §8.23) through a real Dendrite, both players on Element's
// own stack (js players) in an encrypted room: Ann leads Bob into the
// Goblin Warrens on the world seed of the party_play golden, walks to the
// fork, where Bob's keycap reaction and then Ann's are each answered and
// Ann's way is taken, fights the Hobgoblin Warchief behind it, where Bob
// lets his turn run past its 2 minutes on the dev clock and TwinBee plays
// it, and on the next 06:00 each player reads their own Morning Briefing,
// naming the party, in their own encrypted DM.
func TestPartyPlaysThroughEncryptedRoom(t *testing.T) {
	srv, botID, env := withBotAccount(t)
	env.Extra = []string{"GOGOBEE_SEED=3", "GOGOBEE_PARTIES=1", "GOGOBEE_RATE_BURST=1000", "GOGOBEE_RATE_PER_MINUTE=6000"}
	alice, bob := newJSPlayer(t, srv, "alice"), newJSPlayer(t, srv, "bob")
	env.Admins = alice.ID.String()
	proc := startBot(t, env)
	waitDevice(t, alice, botID)
	waitDevice(t, bob, botID)
	room := alice.createRoom(botID, bob.ID) // bob joins on the invite
	alice.waitJoined(t, room, botID)
	alice.waitJoined(t, room, bob.ID)
	bob.waitJoined(t, room, alice.ID)

	// The game day starts at noon (the bot's zone is UTC), so the fight's
	// minutes and the night up to the next 06:00 fall on the dev clock.
	noon := time.Now().UTC().Truncate(24 * time.Hour).Add(12 * time.Hour)
	if !noon.After(time.Now().Add(time.Minute)) {
		noon = noon.Add(24 * time.Hour)
	}
	command(t, alice, botID, room, "!admin clock "+noon.Format(time.RFC3339), "Moving the game clock")

	// Ann is made in the room, Bob in the DM he opens: the seed's first
	// character is the leader, as in the golden.
	command(t, alice, botID, room, "!char create Ann fighter human", "Ann")
	bobDM, _ := bob.createDM(botID, "!char create Bob cleric dwarf")
	eventually(t, answerWait, "Bob's character", func() bool { return len(bob.notices(botID, bobDM, "**Bob** steps out")) == 1 })

	// Forming the party: the invitation reaches Bob by DM, not in the room.
	command(t, alice, botID, room, "!expedition start goblin warrens", "Goblin Warrens")
	command(t, alice, botID, room, "!expedition invite "+bob.ID.String(), "Invitation sent")
	eventually(t, answerWait, "Bob's invitation by DM", func() bool {
		return len(botNotices(bob, botID, room, "invites you on an expedition into **Goblin Warrens**")) == 1
	})
	command(t, bob, botID, room, "!expedition accept", "You join **Ann**")
	command(t, alice, botID, room, "!supplies buy standard 2", "hands over 2 standard packs")
	command(t, alice, botID, room, "!expedition depart", "Day 1 of the expedition")

	// Walking to the fork.
	prompt := walkToFork(t, alice, botID, room, "!advance", 6)
	require.Contains(t, prompt.Content.AsMessage().Body, "2. **Kennels**")

	// Bob reacts first, for the Guard Post, and is answered; only then
	// does Ann react, for the Kennels, and the party walks her way: it is
	// hers whether Bob's reaction counts as a cheer or as a vote whose tie
	// the leader breaks.
	before := len(alice.notices(botID, room, ""))
	bob.react(t, room, prompt.ID, "1️⃣")
	eventually(t, answerWait, "the answer to Bob's reaction", func() bool {
		return len(alice.notices(botID, room, "")) > before
	})
	answer := alice.notices(botID, room, "")[before].Content.AsMessage().Body
	assert.Contains(t, answer, "Bob", "the answer names who reacted")
	assert.True(t, strings.Contains(answer, "way 1") || strings.Contains(answer, "Guard Post"), "and the way he reacted for: %s", answer)
	assert.Empty(t, alice.notices(botID, room, "Room 6 ·"), "Bob's reaction alone moves nobody")
	const walked = "Room 6 · Kennels"
	alice.react(t, room, prompt.ID, "2️⃣")
	eventually(t, answerWait, "the party walking Ann's way", func() bool { return len(bob.notices(botID, room, walked)) == 1 })

	// The Warchief's fight: Bob acts first and does not; 3 minutes later
	// on the dev clock TwinBee has played his turn by the standard policy,
	// and the log says so in the room, to both.
	fight := command(t, alice, botID, room, "!fight", "Initiative")
	require.Contains(t, fight.Content.AsMessage().Body, "▶️ **Bob**'s turn", "Bob acts first on seed 3")
	command(t, alice, botID, room, "!admin clock +3m", "Moving the game clock")
	const timedOut = "**Bob** didn't act within 2m: TwinBee played the turn by the standard policy"
	eventually(t, answerWait, "Bob's turn played for him", func() bool { return len(bob.notices(botID, room, timedOut)) == 1 })
	played := alice.notices(botID, room, timedOut)
	require.Len(t, played, 1, "Ann reads it too")
	assert.Contains(t, played[0].Content.AsMessage().Body, "R1 Bob ", "the log shows Bob's turn")

	// Each then lets the autopilot play their own turns until the fight
	// is over.
	last, bobsOwn := played[0].Content.AsMessage().Body, 0
	for i := 0; strings.Contains(last, "'s turn ("); i++ {
		require.Less(t, i, 40, "the fight did not end")
		var p voter = alice
		if strings.Contains(last, "▶️ **Bob**'s turn") {
			p, bobsOwn = bob, bobsOwn+1
		}
		last = command(t, p, botID, room, "!fight auto", "**Autopilot**").Content.AsMessage().Body
	}
	assert.Positive(t, bobsOwn, "Bob played turns of his own after the one played for him")
	command(t, bob, botID, room, "!fight", "No fight is on") // the fight ended, for the member too

	// The next 06:00: each reads their own Morning Briefing in their own
	// encrypted DM, naming the party, and not the other's.
	morning := noon.Add(18 * time.Hour)
	command(t, alice, botID, room, "!admin clock "+morning.Format(time.RFC3339), "Moving the game clock")
	const briefing = "Morning Briefing, Day 2"
	for _, p := range []*jsPlayer{alice, bob} {
		eventually(t, answerWait, p.ID.String()+"'s Morning Briefing", func() bool { return len(botNotices(p, botID, room, briefing)) == 1 })
	}
	time.Sleep(quiet)
	aliceB, bobB := botNotices(alice, botID, room, briefing), botNotices(bob, botID, room, briefing)
	require.Len(t, aliceB, 1, "one briefing for Ann")
	require.Len(t, bobB, 1, "one briefing for Bob")
	assert.NotEqual(t, aliceB[0].RoomID, bobB[0].RoomID, "each in their own DM")
	assert.Equal(t, bobDM, bobB[0].RoomID, "Bob's in the DM he opened")
	assert.Empty(t, bob.snapshot(func(e *event.Event) bool { return e.RoomID == aliceB[0].RoomID }), "Bob sees nothing of Ann's DM")
	assert.Empty(t, alice.snapshot(func(e *event.Event) bool { return e.RoomID == bobDM }), "nor Ann of Bob's")
	for _, b := range []*event.Event{aliceB[0], bobB[0]} {
		assert.NotZero(t, b.Mautrix.EventSource&event.SourceDecrypted, "briefing %s went out encrypted", b.ID)
		body := b.Content.AsMessage().Body
		assert.Contains(t, body, "📍 **Location:** Goblin Warrens — Room ")
		assert.Regexp(t, `👥 \*\*Party:\*\* \*\*Ann\*\* \(leader\) \d+/\d+ HP · \*\*Bob\*\* \d+/\d+ HP`, body, "the briefing lists the party")
	}
	assert.Contains(t, bobB[0].Content.AsMessage().Body, "**Ann** (＠alice:localhost) walks the party", "Bob's names who walks it")
	require.NoError(t, proc.stop(t, 20*time.Second))
}

// botNotices returns the bot's notices containing text that p saw in any
// room but room: its DMs.
func botNotices(p *jsPlayer, bot id.UserID, room id.RoomID, text string) []*event.Event {
	return p.snapshot(func(e *event.Event) bool { return e.RoomID != room && isNotice(e, bot, e.RoomID, text) })
}
