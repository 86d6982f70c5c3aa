package zone_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/mdtext"
	"github.com/gogobee/gogobee/internal/outbox"
	"github.com/gogobee/gogobee/internal/plugins/plugintest"
	"github.com/gogobee/gogobee/internal/plugins/zone"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/gogobee/gogobee/internal/zonerun"
)

const (
	bob   = "@bob:example.org"
	carol = "@carol:example.org"
)

// Tess's Wisdom for promptRow: the Side Chapel spotted (both ways open),
// or left hidden (only the Main Hall).
const (
	sharp = 30
	blind = 1
)

// promptRow brings alice to the crypt's fork with her Wisdom set to wis
// and returns the run and the room message of `!zone status` that shows
// the prompt.
func promptRow(t *testing.T, wis int) (*plugintest.Bot, zonerun.Run, outbox.Row) {
	t.Helper()
	b := newBot(t)
	b.Edit(alice, func(c *rules.Character) { c.Abilities.Wis = wis })
	at := toFork(t, b)
	rows := b.Say(alice, "!zone status")
	require.Len(t, rows, 1)
	require.Contains(t, rows[0].Body, "react with its number")
	return b, at, rows[0]
}

// ref is the ref the outbox keeps for row.
func ref(t *testing.T, b *plugintest.Bot, row outbox.Row) string {
	t.Helper()
	got, ok, err := outbox.FindRef(context.Background(), b.Store, plugintest.EventID(row))
	require.NoError(t, err)
	if !ok {
		return ""
	}
	return got.Ref
}

func TestTheMessagesShowingAForkAreTaggedWithIt(t *testing.T) {
	b := newBot(t)
	b.Reply(alice, "!zone start crypt")
	var shown outbox.Row
	for range 12 {
		rows := b.Say(alice, "!zone advance")
		if r := run(t, b); r.Prompt != nil {
			require.Len(t, rows, 1)
			shown = rows[0]
			break
		}
		if _, _, waiting := run(t, b).PendingFight(); waiting {
			b.Reply(alice, "!fight")
			b.Reply(alice, "!fight auto")
		}
	}
	require.NotZero(t, shown.ID, "no fork reached")
	want := zone.ForkRef(run(t, b))
	require.NotEmpty(t, want)
	assert.Equal(t, want, ref(t, b, shown), "the step that reached the fork")
	status := b.Say(alice, "!zone status")
	assert.Equal(t, want, ref(t, b, status[0]), "the status that shows it again")
	assert.Empty(t, ref(t, b, b.Say(alice, "!zone map")[0]), "a message without the prompt is not")
}

func TestThePlayersOwnReactionAnswersTheFork(t *testing.T) {
	b, at, row := promptRow(t, blind)
	way := at.Prompt.FirstOpen()
	rows := b.React(alice, row, mdtext.Keycap(way))
	room := plugintest.Rooms(rows)
	require.Len(t, room, 1)
	r := run(t, b)
	assert.Equal(t, at.Prompt.Options[way-1].To, r.Current, "walked as `!zone go` walks")
	assert.Nil(t, r.Prompt)
	assert.Contains(t, room[0], "**Room 7 · ")

	assert.Empty(t, b.React(alice, row, mdtext.Keycap(way)), "a second reaction to the answered prompt does nothing")
	assert.Empty(t, b.React(bob, row, mdtext.Keycap(way)), "nor does a cheer for it")
	assert.Equal(t, r, run(t, b))
}

func TestAReactionIsTheSameAnswerAsZoneGo(t *testing.T) {
	say, _, _ := promptRow(t, blind)
	react, at, row := promptRow(t, blind)
	way := at.Prompt.FirstOpen()
	typed := plugintest.Rooms(say.Say(alice, "!zone go 1"))
	reacted := plugintest.Rooms(react.React(alice, row, mdtext.Keycap(way)))
	assert.Equal(t, typed, reacted)
	assert.Equal(t, run(t, say).Current, run(t, react).Current)
}

func TestOtherMembersReactionsCheerOncePerPrompt(t *testing.T) {
	b, at, row := promptRow(t, sharp)
	require.Equal(t, 2, at.Prompt.OpenCount())
	cheer := plugintest.Rooms(b.React(bob, row, "2️⃣"))
	require.Len(t, cheer, 1)
	assert.Equal(t, "📣 `＠bob:example.org` cheers for way 2, **Side Chapel**. **Tess** decides: a 2️⃣ or `!zone go 2`. "+
		"_(One cheer each per fork, and it stands; only the player's own answer moves them.)_", cheer[0], "no character: the user ID as code, pinging no one and linking nowhere")
	assert.Equal(t, at, run(t, b), "a cheer moves nothing")
	assert.Empty(t, b.React(bob, row, "1️⃣"), "one cheer line per member and prompt")
	assert.Empty(t, b.React(bob, row, "2\u20e3"), "not even the same way again")
	b.Create(carol, "Bram", "rogue", "elf")
	byName := plugintest.Rooms(b.React(carol, row, "1️⃣"))
	require.Len(t, byName, 1, "another member cheers too")
	assert.True(t, strings.HasPrefix(byName[0], "📣 Bram cheers for way 1, "), "by their character's name: %s", byName[0])
	assert.Equal(t, at, run(t, b))

	b.React(alice, row, "2️⃣")
	assert.Equal(t, zonegraph.NodeID("crypt_valdris.side_chapel"), run(t, b).Current, "the player decides")
}

func TestTheCheerLineTakesThePlayersReaction(t *testing.T) {
	b, at, row := promptRow(t, sharp)
	require.Equal(t, 2, at.Prompt.OpenCount())
	cheer := b.React(bob, row, "2️⃣")
	require.Len(t, cheer, 1)
	require.Contains(t, cheer[0].Body, "decides: a 2️⃣")
	assert.Equal(t, zone.ForkRef(at), ref(t, b, cheer[0]), "the cheer line carries the prompt's ref")
	moved := plugintest.Rooms(b.React(alice, cheer[0], "2️⃣"))
	require.Len(t, moved, 1)
	assert.Equal(t, zonegraph.NodeID("crypt_valdris.side_chapel"), run(t, b).Current, "a 2️⃣ on the cheer line walks as the line says")
}

func TestReactionsThatNameNoWayDoNothing(t *testing.T) {
	b, at, row := promptRow(t, blind)
	for _, key := range []string{"👍", "7️⃣", "0️⃣", "two"} {
		assert.Empty(t, b.React(alice, row, key), key)
		assert.Empty(t, b.React(bob, row, key), key)
	}
	assert.Equal(t, at, run(t, b))
}

func TestAReactionOnAClosedWayIsRefusedAsZoneGoIs(t *testing.T) {
	b, at, row := promptRow(t, blind)
	require.Equal(t, 1, at.Prompt.OpenCount(), "the Side Chapel stays hidden from Tess")
	require.False(t, at.Prompt.Options[1].Open)
	room := plugintest.Rooms(b.React(alice, row, "2️⃣"))
	require.Len(t, room, 1)
	typed := b.Reply(alice, "!zone go 2")
	assert.Equal(t, typed, room[0])
	assert.Equal(t, at, run(t, b))
}

func TestCheersAreForRoomsOnly(t *testing.T) {
	b, at, _ := promptRow(t, sharp)
	// The idle pick of another fork is DMed with its prompt: no cheer
	// there, but the player's own reaction answers it.
	dm := outbox.Message{DMUser: alice, Body: "🔀", Ref: zone.ForkRef(at)}
	require.NoError(t, outbox.Enqueue(context.Background(), b.Store, b.Clock.Now(), dm))
	rows := b.Flush()
	require.Len(t, rows, 1)
	assert.Empty(t, b.React(bob, rows[0], "1️⃣"), "no cheer in a DM")
	b.React(alice, rows[0], "2️⃣")
	assert.Equal(t, zonegraph.NodeID("crypt_valdris.side_chapel"), run(t, b).Current)
}

func TestAReactionToAReplacedPromptDoesNothing(t *testing.T) {
	b, at, row := promptRow(t, sharp)
	b.Reply(alice, "!zone go 2")
	b.Clock.Advance(time.Minute)
	b.Reply(alice, "!revisit 6") // back at the fork: the old choice is gone
	b.Reply(alice, "!zone advance")
	again := run(t, b)
	require.NotNil(t, again.Prompt)
	require.NotEqual(t, zone.ForkRef(at), zone.ForkRef(again), "a new prompt, a new ref")
	assert.Empty(t, b.React(alice, row, "1️⃣"), "the first prompt's message answers no later prompt")
	assert.Equal(t, again, run(t, b))
}
