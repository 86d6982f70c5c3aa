package expedition_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/outbox"
	"github.com/gogobee/gogobee/internal/plugins/fight"
	"github.com/gogobee/gogobee/internal/plugins/plugintest"
	"github.com/gogobee/gogobee/internal/rules"
)

// partyRow is alice's fight row; ok is false when there is none.
func partyRow(t *testing.T, b *plugintest.Bot) (fight.Row, bool) {
	t.Helper()
	r, ok, err := fight.ReadRow(context.Background(), b.Store, alice)
	require.NoError(t, err)
	return r, ok
}

// ambush puts a night ambush of two goblin sneaks on alice's expedition
// and has her engage it: a fight of both seats.
func ambush(t *testing.T, b *plugintest.Bot) fight.Row {
	t.Helper()
	editExp(t, b, alice, func(e *expedition.Expedition) {
		e.PendingNight = &expedition.NightEncounter{Day: 1, Source: expedition.SourceNight, Kind: expedition.NightStandard,
			Monsters: []content.MonsterID{"goblin_sneak", "goblin_sneak"}}
	})
	b.Reply(alice, "!fight")
	r, ok := partyRow(t, b)
	require.True(t, ok, "the ambush is on")
	return r
}

func TestAPartyFightsTurnByTurnEachOnTheirOwnTurn(t *testing.T) {
	b := partyDeparted(t)
	boStart := b.Character(bob)
	r := ambush(t, b)
	require.Equal(t, []id.UserID{bob}, r.Party, "Bo holds seat 1")
	require.Len(t, r.State.Players, 2)

	refused := 0
	for range 60 {
		r, ok := partyRow(t, b)
		if !ok {
			break
		}
		turn, other := alice, bob
		if r.State.Seat == 1 {
			turn, other = bob, alice
		}
		if got := b.Reply(id.UserID(other), "!attack"); strings.Contains(got, "'s turn. You act on yours") {
			refused++
		}
		after, _ := partyRow(t, b)
		require.Equal(t, r.State.Round, after.State.Round, "a move out of turn changes nothing")
		b.Reply(id.UserID(turn), "!attack")
	}
	_, running := partyRow(t, b)
	require.False(t, running, "the fight ended")
	assert.Positive(t, refused, "moves out of turn were refused")
	bo := b.Character(bob)
	assert.NotEqual(t, boStart.XP, bo.XP, "Bo's share of the fight is on his sheet")
	e := b.Expedition(alice)
	require.Len(t, e.Party, 1)
	assert.Equal(t, bo.XP-boStart.XP, e.Party[0].XPEarned, "and in the party's tally of him")
}

func TestAClericHealsAnAllyAndOnlyAnAlly(t *testing.T) {
	b := partyDeparted(t)
	b.Edit(alice, func(c *rules.Character) { c.HP = 3 })
	r := ambush(t, b)
	r = untilSeat(t, b, r, 1, alice)
	require.Equal(t, 1, r.State.Seat, "Bo's turn")
	got := b.Reply(bob, "!cast cure wounds @dee:example.org")
	assert.Contains(t, got, "isn't in this fight")
	after, _ := partyRow(t, b)
	assert.Equal(t, r.State.Players, after.State.Players, "a heal refused changes nothing")

	hp := r.State.Players[0].HP
	got = b.Reply(bob, "!cast cure wounds @alice:example.org")
	assert.Contains(t, got, "Cure Wounds")
	if after, ok := partyRow(t, b); ok {
		assert.Greater(t, after.State.Players[0].HP, hp, "Tess was healed: %s", got)
	}
}

func TestAMembersTurnPastItsDeadlineIsPlayedForThem(t *testing.T) {
	b := partyDeparted(t)
	r := ambush(t, b)
	r = untilSeat(t, b, r, 1, alice)
	require.Equal(t, 1, r.State.Seat, "Bo's turn")
	b.Flush()
	_, err := b.Scheduler.AdvanceTo(context.Background(), b.Clock, b.Clock.Now().Add(fight.TurnDeadline-time.Second))
	require.NoError(t, err)
	still, ok := partyRow(t, b)
	require.True(t, ok)
	assert.Equal(t, r.State.Round, still.State.Round, "Bo still has a second")

	_, err = b.Scheduler.AdvanceTo(context.Background(), b.Clock, b.Clock.Now().Add(2*time.Second))
	require.NoError(t, err)
	posts := plugintest.Rooms(b.Flush())
	require.NotEmpty(t, posts)
	assert.Contains(t, posts[0], "**Bo** didn't act within 2m: TwinBee played the turn by the standard policy.")
	if after, ok := partyRow(t, b); ok {
		assert.NotEqual(t, r.State.Round*10+r.State.Seat, after.State.Round*10+after.State.Seat, "the fight moved on past Bo's turn")
	}
}

func TestTheLeaderFleeingLeavesTheFightNotTheParty(t *testing.T) {
	b := partyDeparted(t)
	r := ambush(t, b)
	untilSeat(t, b, r, 0, bob)
	b.Reply(alice, "!flee")
	for range 40 {
		if _, ok := partyRow(t, b); !ok {
			break
		}
		b.Reply(bob, "!fight auto")
	}
	_, running := partyRow(t, b)
	require.False(t, running)
	e := b.Expedition(alice)
	require.Equal(t, expedition.StatusActive, e.Status, "Bo won the fight the leader fled, and the expedition goes on")
	assert.Nil(t, e.PendingNight, "the ambush is over")
}

func TestAPlayerInAPartysFightCannotDeleteTheirCharacter(t *testing.T) {
	b := partyDeparted(t)
	ambush(t, b)
	before := snapshot(t, b.Store)
	b.Reply(bob, "!char delete")
	assert.Contains(t, b.Reply(bob, "!char delete confirm"), "Not in the middle of your party's fight")
	assert.Equal(t, before, snapshot(t, b.Store))
}

// untilSeat has other attack on their turns until seat's turn comes in
// the party fight r; it fails the test if the fight ends first.
func untilSeat(t *testing.T, b *plugintest.Bot, r fight.Row, seat int, other string) fight.Row {
	t.Helper()
	for range 20 {
		if r.State.Seat == seat {
			return r
		}
		b.Reply(id.UserID(other), "!attack")
		var ok bool
		r, ok = partyRow(t, b)
		require.True(t, ok, "the ambush lasts till seat %d's turn", seat)
	}
	require.Equal(t, seat, r.State.Seat)
	return r
}

func TestAWipedPartysMembersAreToldWhatTheyLost(t *testing.T) {
	b := partyDeparted(t)
	b.Edit(alice, func(c *rules.Character) { c.HP = 1 })
	b.Edit(bob, func(c *rules.Character) { c.HP = 1 })
	editExp(t, b, alice, func(e *expedition.Expedition) {
		e.PendingNight = &expedition.NightEncounter{Day: 1, Source: expedition.SourceNight, Kind: expedition.NightElite,
			Monsters: []content.MonsterID{"owlbear"}}
	})
	b.Reply(alice, "!fight")
	var dms []string
	var last []outbox.Row
	for range 40 {
		r, ok := partyRow(t, b)
		if !ok {
			break
		}
		who := alice
		if r.State.Seat == 1 {
			who = bob
		}
		last = b.Say(id.UserID(who), "!fight auto")
		dms = append(dms, plugintest.DMs(last, bob)...)
	}
	_, running := partyRow(t, b)
	require.False(t, running)
	_, open, err := b.Store.Expedition.Open(context.Background(), alice)
	require.NoError(t, err)
	require.False(t, open, "the party was wiped: the expedition is over")
	assert.Contains(t, strings.Join(dms, "\n"), "Forced out of Goblin Warrens with the party.")
	// The room's fight log is queued before the member's DM of the loss,
	// so the member sees the wipe before what it cost them.
	room, loss := -1, -1
	for i, r := range last {
		switch {
		case r.RoomID != "" && room < 0:
			room = i
		case r.DMUser == bob && strings.Contains(r.Body, "Forced out of"):
			loss = i
		}
	}
	require.GreaterOrEqual(t, room, 0, "the last move answers in the room")
	require.GreaterOrEqual(t, loss, 0, "the last move DMs the member's loss")
	assert.Less(t, room, loss, "the room's fight log goes first")
}

// TestAMorningBriefingMidFightTellsTheFight: a rollover that falls on a
// running party fight briefs each player with the HP their seat holds in
// it, not the pre-fight sheet's, and offers the fight, not a foe waiting
// at the door, with what a flee costs in a party: not the expedition
// while another seat holds the room (rules §2.13, §8.22).
func TestAMorningBriefingMidFightTellsTheFight(t *testing.T) {
	const fleeing = "⚔️ You're in the party's fight: `!fight` shows it and your moves. `!flee` takes you out of it; the party goes on while another seat holds the room, and the expedition ends when none does."
	b := partyDeparted(t)
	r := ambush(t, b)
	require.Len(t, r.State.Players, 2)
	for _, u := range []string{alice, bob} {
		b.Edit(id.UserID(u), func(c *rules.Character) { c.HP = 1 }) // the sheets drift from the fight's HP
	}
	s := days(t, b, nil)
	b.Flush()
	_, err := s.AdvanceTo(context.Background(), b.Clock, b.Clock.Now().Add(24*time.Hour))
	require.NoError(t, err)
	now, ok := partyRow(t, b)
	require.True(t, ok, "the fight runs on through the rollover")
	rows := b.Flush()
	tess, bo := now.State.Players[0], now.State.Players[1]
	party := fmt.Sprintf("👥 **Party:** **Tess** (leader) %d/%d HP · **Bo** %d/%d HP", tess.HP, tess.MaxHP, bo.HP, bo.MaxHP)
	for k, u := range []string{alice, bob} {
		briefing := morningBriefing(rows, u)
		require.NotEmpty(t, briefing, "%s's briefing", u)
		seat := now.State.Players[k]
		assert.Contains(t, briefing, fmt.Sprintf("❤️ **HP:** %d / %d", seat.HP, seat.MaxHP), "%s reads the HP they fight on", u)
		assert.Contains(t, briefing, party)
		assert.Contains(t, briefing, fleeing)
		assert.NotContains(t, briefing, "when you're ready")
		assert.Contains(t, b.Reply(id.UserID(u), "!expedition status"), fleeing, "%s's status says the same", u)
	}
}

// TestAMemberWhoFledIsOutOfTheFightAndToldWhy: a member who fled is refused
// every fight move with the reason, and nothing changes (rules §2.13).
func TestAMemberWhoFledIsOutOfTheFightAndToldWhy(t *testing.T) {
	b := partyDeparted(t)
	r := ambush(t, b)
	untilSeat(t, b, r, 1, alice)
	b.Reply(bob, "!flee")
	r, ok := partyRow(t, b)
	require.True(t, ok, "Alice fights on")
	require.True(t, r.State.Players[1].Fled)
	before := snapshot(t, b.Store)
	for _, cmd := range []string{"!attack", "!fight auto", "!flee", "!cast sacred flame", "!use potion of healing"} {
		assert.Contains(t, b.Reply(bob, cmd), "You fled this fight: it goes on without you while **Tess** fights on", cmd)
	}
	assert.Equal(t, before, snapshot(t, b.Store), "nothing he tries reaches the fight")
	assert.Contains(t, b.Reply(bob, "!sheet"), "**Conditions** fled the party's fight")
	assert.Contains(t, b.Reply(bob, "!expedition party"), "🏃 fled the fight")
}

func TestAFightAMemberEndsReadsAsTheirsAndTheLeaderIsToldApart(t *testing.T) {
	b := partyDeparted(t)
	r := ambush(t, b)
	untilSeat(t, b, r, 0, bob)
	b.Reply(alice, "!flee")
	var last []outbox.Row
	for range 40 {
		if _, ok := partyRow(t, b); !ok {
			break
		}
		last = b.Say(bob, "!attack")
	}
	_, running := partyRow(t, b)
	require.False(t, running)
	rooms := plugintest.Rooms(last)
	require.Len(t, rooms, 1)
	assert.Contains(t, rooms[0], "👥 The fight is over. **Tess** (`＠alice:example.org`), who leads, has their outcome and the way on by DM.")
	assert.NotContains(t, rooms[0], "**You flee**", "the leader's flight is not Bo's")
	dms := plugintest.DMs(last, alice)
	require.NotEmpty(t, dms)
	assert.Contains(t, dms[0], "Bo ", "the leader reads Bo's moves by name")
}

func TestAPotionGoesToAnAllyAndOnlyAnAlly(t *testing.T) {
	b := partyDeparted(t)
	b.Edit(alice, func(c *rules.Character) { c.HP = 3 })
	r := ambush(t, b)
	r = untilSeat(t, b, r, 1, alice)
	before := snapshot(t, b.Store)
	for _, tc := range []struct{ line, want string }{
		{"!use potion of healing @dee:example.org", "isn't in this fight: a potion goes to a member of your party who is in it, or to you."},
		{"!use potion of healing @eve:example.org", "isn't in this fight"},
		{"!use potion of healing @goblin", "names no one in this fight: heal an ally with `!use potion of healing @user:server`"},
	} {
		assert.Contains(t, b.Reply(bob, tc.line), tc.want, tc.line)
	}
	assert.Equal(t, before, snapshot(t, b.Store), "a potion refused changes nothing")

	hp := r.State.Players[0].HP
	got := b.Reply(bob, "!use potion of healing @alice:example.org")
	assert.Contains(t, got, "Potion of Healing")
	if after, ok := partyRow(t, b); ok {
		assert.Greater(t, after.State.Players[0].HP, hp, "Tess drank Bo's potion: %s", got)
		assert.Zero(t, after.State.Players[1].Char.Inventory.Count("potion_of_healing"), "Bo's potion is spent")
	}
	assert.Contains(t, b.Reply(cy, "!use potion of healing @alice:example.org"), "You're in no fight: a potion goes to an ally only in a party's fight")
}

func TestNoItemButAHealGoesToAnAllyAndNothingToOneWhoFled(t *testing.T) {
	b := partyDeparted(t)
	b.Edit(bob, func(c *rules.Character) { *c, _ = rules.AddItem(*c, "coal_bomb", 1) })
	r := ambush(t, b)
	untilSeat(t, b, r, 1, alice)
	before := snapshot(t, b.Store)
	assert.Contains(t, b.Reply(bob, "!use coal bomb @alice:example.org"), "**Coal Bomb** doesn't go to an ally: only a heal does")
	assert.Equal(t, before, snapshot(t, b.Store))
	b.Reply(bob, "!attack")
	r, ok := partyRow(t, b)
	require.True(t, ok)
	untilSeat(t, b, r, 0, bob)
	b.Reply(alice, "!flee")
	r, ok = partyRow(t, b)
	require.True(t, ok, "Bo fights on")
	untilSeat(t, b, r, 1, alice)
	before = snapshot(t, b.Store)
	assert.Contains(t, b.Reply(bob, "!use potion of healing @alice:example.org"), "They fled this fight")
	assert.Equal(t, before, snapshot(t, b.Store))
}
