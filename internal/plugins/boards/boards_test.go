package boards_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/plugins/plugintest"
)

const (
	ann  = "@ann:example.org"
	bob  = "@bob:example.org"
	cleo = "@cleo:example.org"
)

// inRoom sends body as user in room (not the test bot's own room) and
// returns its one answer there.
func inRoom(t *testing.T, b *plugintest.Bot, room id.RoomID, user id.UserID, body string) string {
	t.Helper()
	msg := b.Message(user, body)
	msg.Room = room
	rows := b.Send(msg)
	var out []string
	for _, r := range rows {
		if r.RoomID == room {
			out = append(out, r.Body)
		}
	}
	require.Len(t, out, 1, "answers to %q in %s", body, room)
	return out[0]
}

// inDM sends body as user in their DM with the bot and returns the
// answer there.
func inDM(t *testing.T, b *plugintest.Bot, user id.UserID, body string) string {
	t.Helper()
	msg := b.Message(user, body)
	msg.Room, msg.IsDirect = id.RoomID("!dm-"+string(user)), true
	var out []string
	for _, r := range b.Send(msg) {
		if r.RoomID == msg.Room {
			out = append(out, r.Body)
		}
	}
	require.Len(t, out, 1, "answers to %q in the DM", body)
	return out[0]
}

func TestABoardListsThePlayersOfItsRoomOnly(t *testing.T) {
	b := plugintest.New(t)
	b.Reply(ann, "!char create Ann fighter")
	b.Reply(bob, "!char create Bob rogue")
	inRoom(t, b, "!other:example.org", cleo, "!char create Cleo mage")

	text := b.Reply(ann, "!board")
	assert.Contains(t, text, "**The boards of this room**")
	assert.Contains(t, text, "**Ann**: 1 day, still going")
	assert.Contains(t, text, "**Bob**: 1 day, still going")
	assert.NotContains(t, text, "Cleo", "Cleo plays in another room")

	other := inRoom(t, b, "!other:example.org", cleo, "!board")
	assert.Contains(t, other, "**Cleo**")
	assert.NotContains(t, other, "Ann")
}

func TestADirectMessageCountsForNoRoomButForTheStreak(t *testing.T) {
	b := plugintest.New(t)
	inDM(t, b, ann, "!char create Ann fighter")
	text := inDM(t, b, ann, "!board")
	assert.Contains(t, text, "Boards belong to rooms")
	assert.NotContains(t, b.Reply(bob, "!board"), "Ann", "Ann never played in the room")

	b.Clock.Advance(24 * time.Hour)
	inDM(t, b, ann, "!sheet")
	b.Reply(ann, "!sheet")
	assert.Contains(t, b.Reply(bob, "!board"), "**Ann**: 2 days, still going", "her DM day counts for her streak")
}

func TestOptingOutTakesAPlayerOffAndBack(t *testing.T) {
	b := plugintest.New(t)
	b.Reply(ann, "!char create Ann fighter")
	b.Reply(bob, "!char create Bob rogue")
	assert.Contains(t, b.Reply(ann, "!board optout"), "lists you in no room now")
	assert.Contains(t, b.Reply(ann, "!board optout"), "off the boards already")
	text := b.Reply(bob, "!board")
	assert.NotContains(t, text, "Ann")
	mine := b.Reply(ann, "!board")
	assert.Contains(t, mine, "You're off the boards: `!board optin` puts you back.")
	assert.Contains(t, b.Reply(ann, "!board optin"), "back on the boards")
	assert.Contains(t, b.Reply(ann, "!board optin"), "on the boards already")
	assert.Contains(t, b.Reply(bob, "!board"), "**Ann**")
}

func TestBoardRefusesWordsItDoesNotKnow(t *testing.T) {
	b := plugintest.New(t)
	b.Reply(ann, "!char create Ann fighter")
	text := b.Reply(ann, "!board everything")
	assert.Contains(t, text, "optout")
}

func TestTheFirstBoardInARoomListsItsAsker(t *testing.T) {
	b := plugintest.New(t)
	b.Reply(ann, "!char create Ann fighter")
	assert.Contains(t, inRoom(t, b, "!new:example.org", ann, "!board"), "**Ann**: 1 day, still going")
}

// A streak still runs by the player's own calendar (rules §12.1): an
// Auckland player who played on her Monday evening, the operator's
// Monday morning, is still going on the operator's Tuesday.
func TestAStreakRunsByThePlayersOwnDays(t *testing.T) {
	b := plugintest.New(t)
	b.Reply(ann, "!char create Ann fighter")
	b.Reply(ann, "!tz set Pacific/Auckland")
	b.Clock.Advance(24 * time.Hour)
	b.Reply(ann, "!sheet")
	b.Reply(bob, "!char create Bob rogue")
	assert.Contains(t, b.Reply(bob, "!board"), "**Ann**: 2 days, still going")
	b.Clock.Advance(48 * time.Hour)
	assert.Contains(t, b.Reply(bob, "!board"), "**Ann**: 2 days\n", "she has missed a whole day of her own")
}
