package console

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/clock"
	"github.com/gogobee/gogobee/internal/outbox"
)

// echo is a console whose bot posts "room <n>" in the room and "dm <n>"
// to the speaker for every line, and records the messages it was handed.
func echo(t *testing.T) (*Console, *[]bot.Message, *bytes.Buffer) {
	t.Helper()
	out := &bytes.Buffer{}
	var got []bot.Message
	c := &Console{User: "@you:localhost", Clock: clock.NewFake(time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC)), Out: out}
	var id int64
	send := func(ctx context.Context, m outbox.Message) {
		id++
		require.NoError(t, c.Deliver(ctx, outbox.Row{ID: id, Message: m}))
	}
	c.Hooks = Hooks{
		Handle: func(ctx context.Context, msg bot.Message) {
			got = append(got, msg)
			if msg.Reaction == nil {
				send(ctx, outbox.Message{RoomID: Room, Body: "room " + msg.Body})
				send(ctx, outbox.Message{DMUser: msg.Sender, Body: "dm " + msg.Body})
			}
		},
		Flush: func(context.Context) (int, error) { return 0, nil },
	}
	return c, &got, out
}

func TestReactReachesTheBotAsAReactionToItsMessage(t *testing.T) {
	c, got, out := echo(t)
	script := "!a\n!b\n/react 2️⃣\n/react 2 👍\n/react dm 1️⃣\n/react 3 👍\n/react\n/react x 👍\n"
	require.NoError(t, c.Run(context.Background(), strings.NewReader(script)))
	var reactions []bot.Message
	for _, m := range *got {
		if m.Reaction != nil {
			reactions = append(reactions, m)
		}
	}
	require.Len(t, reactions, 3)
	assert.Equal(t, bot.Reaction{To: "$console-out-3", Key: "2️⃣"}, *reactions[0].Reaction, "the latest room message")
	assert.Equal(t, id.RoomID(Room), reactions[0].Room)
	assert.Equal(t, id.UserID("@you:localhost"), reactions[0].Sender)
	assert.Equal(t, bot.Reaction{To: "$console-out-1", Key: "👍"}, *reactions[1].Reaction, "the one before")
	assert.Equal(t, bot.Reaction{To: "$console-out-4", Key: "1️⃣"}, *reactions[2].Reaction, "the latest DM")
	assert.True(t, reactions[2].IsDirect)
	assert.Equal(t, id.RoomID("!dm:@you:localhost"), reactions[2].Room)
	assert.NotEqual(t, reactions[0].EventID, reactions[1].EventID)
	assert.Equal(t, 2, strings.Count(out.String(), "[console] usage: /react"), "no emoji, a bad count")
	assert.Contains(t, out.String(), "[console] there is no such message", "a third room message does not exist")
}

func TestAnAnswerInAReactedDMPrintsAsADM(t *testing.T) {
	out := &bytes.Buffer{}
	c := &Console{User: "@you:localhost", Out: out}
	require.NoError(t, c.Deliver(context.Background(), outbox.Row{ID: 1, Message: outbox.Message{RoomID: dmRoomPrefix + "@you:localhost", Body: "walked"}}))
	assert.Equal(t, "[dm @you:localhost] walked\n\n", out.String())
}
