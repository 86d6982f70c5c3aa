package expedition_test

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/plugins/plugintest"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/weekly"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// walkWeekly sets user off on the room's weekly and walks them by hand
// (`!advance`, the first way at a fork, `!fight auto` for whatever bars
// the way) for up to steps commands, and returns their run.
func walkWeekly(t *testing.T, b *plugintest.Bot, user string, steps int) zonerun.Run {
	t.Helper()
	require.Contains(t, b.Reply(id.UserID(user), "!weekly start"), "This week's expedition")
	b.Reply(id.UserID(user), "!supplies buy standard 2")
	b.Say(id.UserID(user), "!expedition depart")
	ctx := context.Background()
	for range steps {
		r, ok, err := b.Store.ZoneRun.Active(ctx, id.UserID(user))
		require.NoError(t, err)
		if !ok {
			break
		}
		switch {
		case r.Prompt != nil:
			b.Say(id.UserID(user), "!zone go 1")
		default:
			if _, _, waiting := r.PendingFight(); waiting {
				b.Say(id.UserID(user), "!fight")
				b.Say(id.UserID(user), "!fight auto")
				continue
			}
			b.Say(id.UserID(user), "!advance")
		}
	}
	r, ok, err := b.Store.ZoneRun.Latest(ctx, id.UserID(user))
	require.NoError(t, err)
	require.True(t, ok)
	return r
}

// Three players of three classes take the same weekly: their runs roll
// their rooms on the week's seed and their fights on their own (rules
// §12.2), so every room two of them entered held the same thing, and the
// nights of their expeditions roll the same dice.
func TestTheWeeklyFixesTheRoomsAndNightsForEveryPlayer(t *testing.T) {
	b := newBot(t)
	b.Create(bob, "Brann", "rogue", "human")
	const cleo = "@cleo:example.org"
	b.Create(cleo, "Cleo", "cleric", "human")
	runs := map[string]zonerun.Run{}
	for _, u := range []string{alice, bob, cleo} {
		runs[u] = walkWeekly(t, b, u, 40)
	}
	a := runs[alice]
	require.Greater(t, len(a.Rooms), 4, "alice got somewhere")
	shared := 0
	for _, u := range []string{bob, cleo} {
		r := runs[u]
		assert.Equal(t, a.ZoneID, r.ZoneID, "one zone")
		assert.Equal(t, a.Seed, r.Seed, "one room seed")
		assert.NotEqual(t, a.FightSeed, r.FightSeed, "fight dice of their own")
		for node, room := range r.Rooms {
			if mine, ok := a.Rooms[node]; ok {
				shared++
				assert.Equal(t, mine.Kind, room.Kind, node)
				if mine.Fight != nil && room.Fight != nil {
					assert.Equal(t, mine.Fight.Monsters, room.Fight.Monsters, "the foes of %s", node)
				}
				assert.Equal(t, mine.Fight == nil, room.Fight == nil, "a fight in %s for both or neither", node)
			}
		}
	}
	assert.Greater(t, shared, 8, "rooms compared")

	ctx := context.Background()
	var d20s []int
	for _, u := range []string{alice, bob, cleo} {
		e, ok, err := b.Store.Expedition.Latest(ctx, id.UserID(u))
		require.NoError(t, err)
		require.True(t, ok)
		assert.Equal(t, weekly.Of(b.Clock.Now(), time.UTC).String(), e.Weekly)
		assert.Equal(t, plugintest.Room, e.WeeklyRoom)
		d20s = append(d20s, expedition.RootStream(7, e).Child(2, "night").D20())
	}
	assert.Equal(t, []int{d20s[0], d20s[0], d20s[0]}, d20s, "the nights roll alike")
}

func TestOneWeeklyAttemptAWeek(t *testing.T) {
	b := newBot(t)
	require.Contains(t, b.Reply(alice, "!weekly start"), "This week's expedition")
	b.Reply(alice, "!expedition cancel")
	b.Reply(alice, "!expedition cancel confirm")
	require.Contains(t, b.Reply(alice, "!weekly start"), "This week's expedition", "a cancelled attempt never set off")
	b.Reply(alice, "!supplies buy standard 2")
	b.Say(alice, "!expedition depart")
	b.Reply(alice, "!extract")
	assert.Contains(t, b.Reply(alice, "!weekly start"), "waits for you", "an open expedition comes first")
	assert.Contains(t, b.Reply(alice, "!weekly"), "Your attempt: extracted on day 1, and you may `!resume`")
	b.Reply(alice, "!expedition cancel")
	b.Say(alice, "!expedition cancel confirm")
	assert.Contains(t, b.Reply(alice, "!weekly start"), "You've taken this week's expedition already")

	b.Clock.Advance(7 * 24 * time.Hour)
	assert.Contains(t, b.Reply(alice, "!weekly start"), "This week's expedition", "next week's is a new one")
}

func TestTheWeeklyBoardRanksTheAttempts(t *testing.T) {
	b := newBot(t)
	b.Create(bob, "Brann", "rogue", "human")
	const cleo = "@cleo:example.org"
	b.Create(cleo, "Cleo", "cleric", "human")
	for _, u := range []string{alice, bob, cleo} {
		b.Reply(id.UserID(u), "!weekly start")
	}
	set := func(user string, fn func(*expedition.Expedition)) {
		e, ok, err := b.Store.Expedition.Open(context.Background(), id.UserID(user))
		require.NoError(t, err)
		require.True(t, ok)
		fn(&e)
		require.NoError(t, b.Store.Expedition.Save(context.Background(), e, b.Clock.Now()))
	}
	point := func(hp, rooms int) []expedition.DayPoint {
		return []expedition.DayPoint{{Kind: expedition.PointEnd, HP: hp, Rooms: rooms, At: b.Clock.Now()}}
	}
	set(alice, func(e *expedition.Expedition) {
		e.Status, e.Day, e.RoomsCleared, e.Series = expedition.StatusComplete, 2, 13, point(20, 13)
	})
	set(bob, func(e *expedition.Expedition) {
		e.Status, e.Day, e.RoomsCleared, e.Series = expedition.StatusComplete, 2, 13, point(31, 13)
	})
	set(cleo, func(e *expedition.Expedition) { e.Status, e.Day, e.RoomsCleared = expedition.StatusActive, 1, 5 })
	text := b.Reply(alice, "!weekly board")
	assert.Contains(t, text, "so far")
	assert.Regexp(t, `(?s)1\. \*\*Brann\*\*: cleared in 2 days, 31 HP left, 13 rooms.*2\. \*\*Tess\*\*: cleared in 2 days, 20 HP left.*3\. \*\*Cleo\*\*: still out, day 1, 5 rooms so far`, text)
}

func TestTheWeeklyIsARooms(t *testing.T) {
	b := newBot(t)
	msg := b.Message(alice, "!weekly start")
	msg.Room, msg.IsDirect = "!dm-alice:example.org", true
	var answers []string
	for _, r := range b.Send(msg) {
		if r.RoomID == msg.Room {
			answers = append(answers, r.Body)
		}
	}
	require.Len(t, answers, 1)
	assert.Contains(t, answers[0], "The weekly belongs to a room")
	_, open, err := b.Store.Expedition.Open(context.Background(), alice)
	require.NoError(t, err)
	assert.False(t, open, "nothing opened")
}

// A player has one attempt a week even when the character who set off on
// it is deleted and another made (rules §12.2).
func TestADeletedCharactersAttemptStillCounts(t *testing.T) {
	b := newBot(t)
	require.Contains(t, b.Reply(alice, "!weekly start"), "This week's expedition")
	b.Reply(alice, "!supplies buy standard 2")
	b.Say(alice, "!expedition depart")
	b.Reply(alice, "!extract")
	e := openExp(t, b.Store, alice)
	e.Status, e.RoomsCleared = expedition.StatusComplete, 13 // cleared, then the character deleted
	require.NoError(t, b.Store.Expedition.Save(context.Background(), e, b.Clock.Now()))
	require.Contains(t, b.Reply(alice, "!weekly board"), "**Tess**: cleared")
	b.Reply(alice, "!char delete")
	b.Say(alice, "!char delete confirm")
	b.Create(alice, "Tessa", "rogue", "human")
	assert.Contains(t, b.Reply(alice, "!weekly start"), "You've taken this week's expedition already")
	board := b.Reply(alice, "!weekly board")
	assert.Contains(t, board, "Nobody has set off on it.", "a deleted character's clear leaves the ranking")
	assert.NotContains(t, board, "Tessa", "and is never the new character's")
	assert.Contains(t, b.Reply(alice, "!weekly"), "You took this week's expedition with a character since deleted")
}

// A weekly packed before its results cannot set off after them, nor an
// extracted one resume (rules §12.2).
func TestAClosedWeeklyNeitherSetsOffNorResumes(t *testing.T) {
	b := newBot(t)
	w := weekly.Of(b.Clock.Now(), time.UTC)
	b.Clock.MoveTo(w.ResultsAt(time.UTC).Add(-time.Minute))
	require.Contains(t, b.Reply(alice, "!weekly start"), "This week's expedition")
	b.Reply(alice, "!supplies buy standard 2")
	b.Clock.MoveTo(w.ResultsAt(time.UTC).Add(time.Minute))
	assert.Contains(t, b.Reply(alice, "!expedition depart"), "The weekly of "+w.String()+" closed with its results")
	assert.Equal(t, expedition.StatusProvisioning, openExp(t, b.Store, alice).Status, "nothing set off")
}

// After the Sunday results the week is closed: no new attempt until the
// next one opens (rules §12.2).
func TestTheWeeklyClosesWithItsResults(t *testing.T) {
	b := newBot(t)
	w := weekly.Of(b.Clock.Now(), time.UTC)
	b.Clock.MoveTo(w.ResultsAt(time.UTC).Add(time.Hour))
	assert.Contains(t, b.Reply(alice, "!weekly start"), "This week's expedition is closed: its results came")
	assert.Contains(t, b.Reply(alice, "!weekly"), "It is closed: the results came")
	_, open, err := b.Store.Expedition.Open(context.Background(), alice)
	require.NoError(t, err)
	assert.False(t, open)
	b.Clock.MoveTo(w.End(time.UTC))
	assert.Contains(t, b.Reply(alice, "!weekly start"), "This week's expedition", "the next week's is open")
}

// A player's first command in a room counts them among its players: the
// room's weekly is chosen with their level (rules §12.2) and the board
// lists them at once (rules §12.1).
func TestAFirstCommandInARoomCountsItsPlayer(t *testing.T) {
	b := newBot(t)
	b.Edit(alice, func(c *rules.Character) { c.Level, c.XP = 9, rules.XPForLevel(9) })
	msg := b.Message(alice, "!weekly")
	msg.Room = "!tavern:example.org"
	var answers []string
	for _, r := range b.Send(msg) {
		if r.RoomID == msg.Room {
			answers = append(answers, r.Body)
		}
	}
	require.Len(t, answers, 1)
	w := weekly.Of(b.Clock.Now(), time.UTC)
	row, ok, err := b.Store.Weekly.Get(context.Background(), "!tavern:example.org", w.String())
	require.NoError(t, err)
	require.True(t, ok)
	z, _ := weekly.Zone(w, weekly.TierFor(9))
	assert.Equal(t, z.ID, row.ZoneID, "the zone of a room whose player reached tier 4")
}

// The week's ranking stands as posted on Sunday (rules §12.2): an attempt
// still out plays on, but the board after the close is the results.
func TestTheResultsStandAsPosted(t *testing.T) {
	b := newBot(t)
	ctx := context.Background()
	require.Contains(t, b.Reply(alice, "!weekly start"), "This week's expedition")
	b.Reply(alice, "!supplies buy standard 2")
	b.Say(alice, "!expedition depart")
	w := weekly.Of(b.Clock.Now(), time.UTC)
	_, err := b.Scheduler.AdvanceTo(ctx, b.Clock, w.ResultsAt(time.UTC).Add(5*time.Minute))
	require.NoError(t, err)
	b.Flush()
	posted := b.Reply(alice, "!weekly board")
	require.Contains(t, posted, "the results")
	e, ok, err := b.Store.Expedition.Latest(ctx, alice)
	require.NoError(t, err)
	require.True(t, ok)
	e.RoomsCleared = 99
	require.NoError(t, b.Store.Expedition.Save(ctx, e, b.Clock.Now()))
	assert.Equal(t, posted, b.Reply(alice, "!weekly board"), "the ranking stands")
	assert.NotContains(t, posted, "99 rooms")
}
