package expedition_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/plugins/plugintest"
	"github.com/gogobee/gogobee/internal/rules"
)

const (
	cy  = "@cy:example.org"
	dee = "@dee:example.org"
)

// partyBot is a whole bot with alice's fighter packing for the Goblin
// Warrens and characters for bob, cy and dee.
func partyBot(t *testing.T) *plugintest.Bot {
	t.Helper()
	b := newBot(t)
	b.Create(bob, "Bo", "cleric", "dwarf")
	b.Create(cy, "Cy", "mage", "elf")
	b.Create(dee, "Dee", "rogue", "halfling")
	b.Reply(alice, "!expedition start goblin warrens")
	return b
}

// join has alice invite who and who accept.
func join(t *testing.T, b *plugintest.Bot, who string) {
	t.Helper()
	require.Contains(t, b.Reply(alice, "!expedition invite "+who), "Invitation sent")
	require.Contains(t, b.Reply(id.UserID(who), "!expedition accept"), "You join")
}

// memberOf is the open expedition user is a member of; it fails the test
// without one.
func memberOf(t *testing.T, b *plugintest.Bot, user string) expedition.Expedition {
	t.Helper()
	e, ok, err := b.Store.Expedition.MemberOf(context.Background(), id.UserID(user))
	require.NoError(t, err)
	require.True(t, ok, "%s is in no party", user)
	return e
}

func TestAnInvitationIsADMToTheInvitedAndChangesNothingAboutThem(t *testing.T) {
	b := partyBot(t)
	before := b.Character(bob)
	rows := b.Say(alice, "!expedition invite @bob:example.org")
	room := plugintest.Rooms(rows)
	require.Len(t, room, 1)
	assert.Contains(t, room[0], "✉️ Invitation sent: **Bo** (`＠bob:example.org`) may join your expedition into **Goblin Warrens** with `!expedition accept` until Tue 09:00 (in 1d)")
	dm := plugintest.DMs(rows, bob)
	require.Len(t, dm, 1)
	assert.Contains(t, dm[0], "**Tess** (`＠alice:example.org`) invites you on an expedition into **Goblin Warrens** (tier 1, Siege Mode from day 5), still packing with Thom Krooke")
	assert.Contains(t, dm[0], "`!expedition accept` joins them, `!expedition decline` says no. The invitation lapses at Tue 09:00 (in 1d).")

	assert.Equal(t, before, b.Character(bob), "bob's character is untouched")
	_, member, err := b.Store.Expedition.MemberOf(context.Background(), bob)
	require.NoError(t, err)
	assert.False(t, member, "bob is in no party before he accepts")
	assert.Len(t, b.Expedition(alice).Invites, 1)
}

func TestAcceptingSeatsMembersInJoinOrderAndTellsTheLeader(t *testing.T) {
	b := partyBot(t)
	b.Reply(alice, "!expedition invite @bob:example.org")
	b.Reply(alice, "!expedition invite ＠cy:example.org")
	rows := b.Say(cy, "!expedition accept")
	assert.Contains(t, plugintest.Rooms(rows)[0], "You join **Tess** (`＠alice:example.org`) on their expedition into **Goblin Warrens**, in seat 1.")
	leader := plugintest.DMs(rows, alice)
	require.Len(t, leader, 1)
	assert.Contains(t, leader[0], "**Cy** (`＠cy:example.org`) accepted: they join your expedition into **Goblin Warrens**, in seat 1.")
	b.Reply(bob, "!expedition accept @alice:example.org")

	e := b.Expedition(alice)
	require.Len(t, e.Members(), 2)
	assert.Equal(t, []string{cy, bob}, []string{e.Members()[0].UserID, e.Members()[1].UserID})
	assert.Equal(t, []int{1, 2}, []int{e.Members()[0].Seat, e.Members()[1].Seat})
	assert.Empty(t, e.Invites)
	assert.Equal(t, e.ID, memberOf(t, b, bob).ID)

	party := b.Reply(bob, "!expedition party")
	assert.Contains(t, party, "- **Tess** (`＠alice:example.org`), leader · Human Fighter, level 1 · ❤️ 18/18 HP")
	assert.Contains(t, party, "- **Cy** (`＠cy:example.org`), seat 1 · Elf Mage, level 1")
	assert.Contains(t, party, "- **Bo** (`＠bob:example.org`), seat 2 · Dwarf Cleric, level 1")
	assert.Contains(t, party, "⚔️ **Next to act:** nobody: no fight is on.")
	assert.Contains(t, party, "`!expedition leave` takes you home.")
}

func TestTheLeadersPartyShowsTheInvitationsAndWhenTheyLapse(t *testing.T) {
	b := partyBot(t)
	join(t, b, bob)
	b.Reply(alice, "!expedition invite @cy:example.org")
	party := b.Reply(alice, "!expedition party")
	assert.Contains(t, party, "👥 **The party** · Goblin Warrens · tier 1 · packing, not set off yet")
	assert.Contains(t, party, "✉️ **Invited:** **Cy** (`＠cy:example.org`), until Tue 09:00 (in 1d)")
	assert.Contains(t, party, "`!expedition kick <@user:server>` sends a member home.")
	assert.NotContains(t, party, "expedition invite", "full with the invitation counted")
}

func TestAMemberSeesThePartysExpeditionAndTheLeaderWalksIt(t *testing.T) {
	b := partyBot(t)
	join(t, b, bob)
	status := b.Reply(bob, "!expedition status")
	assert.Contains(t, status, "🧭 **Expedition: Goblin Warrens**")
	assert.Contains(t, status, "👥 **Tess** (`＠alice:example.org`) walks the party")
	supplies := b.Reply(bob, "!supplies")
	assert.Contains(t, supplies, "🔥 **Daily burn:** 1.5 SU", "two burn 0.8 of a day each, to the half SU")
	assert.Contains(t, supplies, "For the party's stock, from your purse: `!supplies buy standard [n]`")
	coins := b.Character(bob).Coins
	before := b.Expedition(alice).Supplies.Current
	assert.Contains(t, b.Reply(bob, "!supplies buy standard"), "standard pack")
	assert.Greater(t, b.Expedition(alice).Supplies.Current, before, "a member's pack joins the party's stock")
	assert.Less(t, b.Character(bob).Coins, coins, "paid from the member's own purse")

	for _, walk := range []string{"!expedition depart", "!advance", "!camp standard", "!extract",
		"!expedition run", "!expedition run on", "!retreat", "!search", "!supplies forage", "!expedition basecamp", "!resume",
		"!expedition cancel", "!expedition invite @cy:example.org", "!expedition kick @alice:example.org"} {
		before := snapshot(t, b.Store)
		got := b.Reply(bob, walk)
		assert.Contains(t, got, "Only **Tess** (`＠alice:example.org`) walks the party", walk)
		assert.Contains(t, got, "`!expedition leave` takes you home", walk)
		assert.Equal(t, before, snapshot(t, b.Store), "%s changed nothing", walk)
	}
	assert.Contains(t, b.Reply(bob, "!expedition start crypt"), "You're in the party of **Tess**")
	assert.Contains(t, b.Reply(bob, "!zone start crypt"), "You're in the party of **Tess**")
}

func TestDecliningDropsTheInvitationAndTellsTheLeader(t *testing.T) {
	b := partyBot(t)
	b.Reply(alice, "!expedition invite @bob:example.org")
	rows := b.Say(bob, "!expedition decline")
	assert.Contains(t, plugintest.Rooms(rows)[0], "You decline the invitation of **Tess**")
	assert.Contains(t, plugintest.DMs(rows, alice)[0], "**Bo** (`＠bob:example.org`) declined your invitation")
	assert.Empty(t, b.Expedition(alice).Invites)
	assert.Contains(t, b.Reply(bob, "!expedition accept"), "No invitation waits for you")
}

func TestALapsedInvitationIsRefusedAsLapsed(t *testing.T) {
	b := partyBot(t)
	b.Reply(alice, "!expedition invite @bob:example.org")
	b.Clock.Advance(expedition.InviteTTL)
	before := snapshot(t, b.Store)
	assert.Contains(t, b.Reply(bob, "!expedition accept"), "The invitation from **Tess** (`＠alice:example.org`) lapsed at 09:00 (just now): an invitation stands for a day. Ask them for a new one.")
	assert.Contains(t, b.Reply(bob, "!expedition decline"), "lapsed")
	assert.Equal(t, before, snapshot(t, b.Store))
	assert.NotContains(t, b.Reply(alice, "!expedition party"), "Invited")
	assert.Contains(t, b.Reply(alice, "!expedition invite @bob:example.org"), "Invitation sent", "a lapsed invitation is asked again")
}

func TestLeavingOrAKickTakesAMemberHomeAndTheLeaderTold(t *testing.T) {
	tests := []struct {
		name, by, say, room, told, dm, again, refused string
	}{
		{"leaving", bob, "!expedition leave",
			"🚪 You leave the party of **Tess** (`＠alice:example.org`) in **Goblin Warrens** and head home, keeping what you carry.",
			alice, "**Bo** (`＠bob:example.org`) left your party and headed home.", "!expedition leave", "You're in no party to leave."},
		{"a kick", alice, "!expedition kick @bob:example.org",
			"👢 **Bo** (`＠bob:example.org`) leaves your party and heads home, keeping what they carry.",
			bob, "**Tess** (`＠alice:example.org`) sent you home from their expedition into **Goblin Warrens**", "!expedition kick @bob:example.org", "isn't in your party"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := partyBot(t)
			join(t, b, bob)
			rows := b.Say(id.UserID(tc.by), tc.say)
			assert.Contains(t, plugintest.Rooms(rows)[0], tc.room)
			assert.Contains(t, plugintest.DMs(rows, id.UserID(tc.told))[0], tc.dm)
			assert.Equal(t, 1, b.Expedition(alice).Roster())
			assert.Contains(t, b.Reply(id.UserID(tc.by), tc.again), tc.refused)
			assert.Contains(t, b.Reply(bob, "!expedition start crypt"), "Thom Krooke", "bob is free for an expedition of his own")
		})
	}
}

func TestTheLeaderLeavesOnlyByEndingItAndKicksNobodyInAFight(t *testing.T) {
	b := partyBot(t)
	join(t, b, bob)
	got := b.Reply(alice, "!expedition leave")
	assert.Contains(t, got, "You lead this expedition")
	assert.Contains(t, got, "`!expedition cancel` calls it off")

	b.Reply(alice, "!supplies buy standard 2")
	b.Say(alice, "!expedition depart")
	nightFight(t, b)
	before := snapshot(t, b.Store)
	assert.Contains(t, b.Reply(alice, "!expedition kick @bob:example.org"), "Not during a fight")
	assert.Equal(t, before, snapshot(t, b.Store))
	assert.Equal(t, 2, b.Expedition(alice).Roster())
}

func TestPartyRefusalsNameTheReasonAndChangeNothing(t *testing.T) {
	tests := []struct {
		name  string
		setup func(t *testing.T, b *plugintest.Bot)
		user  string
		say   string
		want  string
	}{
		{"inviting yourself", nil, alice, "!expedition invite @alice:example.org", "an invitation goes to another player"},
		{"no user ID", nil, alice, "!expedition invite bob", "Name one player by their full user ID"},
		{"a player with no character", nil, alice, "!expedition invite @eve:example.org", "has no character yet"},
		{"a player on an expedition of their own", func(t *testing.T, b *plugintest.Bot) {
			b.Reply(cy, "!expedition start crypt")
		}, alice, "!expedition invite @cy:example.org", "is on an expedition into **The Crypt of Valdris** already"},
		{"a player in another party", func(t *testing.T, b *plugintest.Bot) {
			b.Reply(cy, "!expedition start crypt")
			b.Reply(cy, "!expedition invite @bob:example.org")
			b.Reply(bob, "!expedition accept")
		}, alice, "!expedition invite @bob:example.org", "is on an expedition into **The Crypt of Valdris** already"},
		{"a fourth member", func(t *testing.T, b *plugintest.Bot) {
			join(t, b, bob)
			b.Reply(alice, "!expedition invite @cy:example.org")
		}, alice, "!expedition invite @dee:example.org", "Your party is full: 3 at most"},
		{"inviting twice", func(t *testing.T, b *plugintest.Bot) {
			b.Reply(alice, "!expedition invite @bob:example.org")
		}, alice, "!expedition invite @bob:example.org", "is invited already"},
		{"an invitation after day 1", func(t *testing.T, b *plugintest.Bot) {
			b.Reply(alice, "!supplies buy standard 2")
			b.Say(alice, "!expedition depart")
			b.EditExpedition(alice, func(e *expedition.Expedition) { e.Day = 2 })
		}, alice, "!expedition invite @bob:example.org", "Your expedition is on day 2: invitations go out before departure or on the first day"},
		{"a level the zone does not take", func(t *testing.T, b *plugintest.Bot) {
			b.Reply(alice, "!expedition cancel")
			b.Edit(alice, func(c *rules.Character) { c.Level = 4 })
			b.Reply(alice, "!expedition start underdark")
		}, alice, "!expedition invite @bob:example.org", "is level 1, and **The Underdark** is a tier 4 zone: beyond their reach (tier 3 at most)"},
		{"accepting with no invitation", nil, bob, "!expedition accept", "No invitation waits for you"},
		{"accepting one of two invitations unnamed", func(t *testing.T, b *plugintest.Bot) {
			b.Reply(alice, "!expedition invite @bob:example.org")
			b.Reply(cy, "!expedition start goblin warrens")
			b.Reply(cy, "!expedition invite @bob:example.org")
		}, bob, "!expedition accept", "say whose by their user ID, e.g. `!expedition accept` `＠"},
		{"accepting another's invitation", func(t *testing.T, b *plugintest.Bot) {
			b.Reply(alice, "!expedition invite @cy:example.org")
		}, bob, "!expedition accept", "No invitation waits for you"},
		{"accepting from a leader who did not invite", func(t *testing.T, b *plugintest.Bot) {
			b.Reply(alice, "!expedition invite @bob:example.org")
		}, bob, "!expedition accept @cy:example.org", "No invitation from **Cy**"},
		{"accepting while on an expedition", func(t *testing.T, b *plugintest.Bot) {
			b.Reply(alice, "!expedition invite @bob:example.org")
			b.Reply(bob, "!expedition start crypt")
		}, bob, "!expedition accept", "You're on an expedition into **The Crypt of Valdris** already"},
		{"accepting while knocked out", func(t *testing.T, b *plugintest.Bot) {
			b.Reply(alice, "!expedition invite @bob:example.org")
			b.Edit(bob, func(c *rules.Character) { c.HP, c.DownUntil = 0, b.Clock.Now().Add(time.Hour) })
		}, bob, "!expedition accept", "You're down until"},
		{"a member inviting", func(t *testing.T, b *plugintest.Bot) { join(t, b, bob) },
			bob, "!expedition invite @cy:example.org", "Only **Tess** (`＠alice:example.org`) walks the party"},
		{"a member kicking", func(t *testing.T, b *plugintest.Bot) { join(t, b, bob); join(t, b, cy) },
			bob, "!expedition kick @cy:example.org", "Only **Tess** (`＠alice:example.org`) walks the party"},
		{"kicking oneself", func(t *testing.T, b *plugintest.Bot) { join(t, b, bob) },
			alice, "!expedition kick @alice:example.org", "You lead this expedition"},
		{"the leader leaving", nil, alice, "!expedition leave", "you leave only by ending it for everyone"},
		{"inviting with no expedition", nil, bob, "!expedition invite @cy:example.org", "You're not on an expedition"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := partyBot(t)
			if tc.setup != nil {
				tc.setup(t, b)
			}
			before := snapshot(t, b.Store) + rowsOf(t, b.Store,
				"SELECT expedition_id, user_id, seat, left_at, open FROM expedition_member ORDER BY expedition_id, user_id",
				"SELECT expedition_id, user_id, expires_at FROM expedition_invite ORDER BY expedition_id, user_id")
			assert.Contains(t, b.Reply(id.UserID(tc.user), tc.say), tc.want)
			after := snapshot(t, b.Store) + rowsOf(t, b.Store,
				"SELECT expedition_id, user_id, seat, left_at, open FROM expedition_member ORDER BY expedition_id, user_id",
				"SELECT expedition_id, user_id, expires_at FROM expedition_invite ORDER BY expedition_id, user_id")
			assert.Equal(t, before, after, "a refusal changes nothing")
		})
	}
}

func TestAMemberWhoDeletesTheirCharacterLeavesTheParty(t *testing.T) {
	b := partyBot(t)
	join(t, b, bob)
	assert.Contains(t, b.Reply(bob, "!char delete"), "They leave the party they're in.")
	rows := b.Say(bob, "!char delete confirm")
	assert.Contains(t, plugintest.DMs(rows, alice)[0], "**Bo** (`＠bob:example.org`) is gone for good, and left your party with them.")
	assert.Equal(t, 1, b.Expedition(alice).Roster())
}

// TestTheLeaderCallingItOffEndsThePartyAndTellsTheMembers: calling off a
// party's packing ends the party, which no refund gives back, so a bare
// `!expedition cancel` asks first, naming who goes home, and `no` keeps
// it packing, nothing changed (rules §8.22).
func TestTheLeaderCallingItOffEndsThePartyAndTellsTheMembers(t *testing.T) {
	b := partyBot(t)
	join(t, b, bob)
	b.Reply(alice, "!expedition invite @cy:example.org")
	b.Reply(alice, "!supplies buy standard")
	before := snapshot(t, b.Store)
	rows := b.Say(alice, "!expedition cancel")
	assert.Empty(t, plugintest.DMs(rows, bob), "nothing is called off yet")
	ask := plugintest.Rooms(rows)
	require.Len(t, ask, 1)
	assert.Contains(t, ask[0], "Call off the expedition into **Goblin Warrens**? The party ends with it: **Bo** (`＠bob:example.org`) goes home and 1 invitation lapses")
	assert.Contains(t, ask[0], "`!expedition cancel confirm` within 5 minutes calls it off, `!expedition cancel no` keeps packing.")
	assert.Equal(t, expedition.StatusProvisioning, b.Expedition(alice).Status)
	assert.Contains(t, b.Reply(alice, "!expedition cancel no"), "Your party keeps packing for **Goblin Warrens**")
	assert.Contains(t, b.Reply(alice, "!expedition cancel confirm"), "no calling off waiting for your yes", "no withdrew the ask")
	assert.Equal(t, before, snapshot(t, b.Store), "asking and saying no change nothing")

	b.Reply(alice, "!expedition cancel")
	rows = b.Say(alice, "!expedition cancel confirm")
	assert.Contains(t, strings.Join(plugintest.Rooms(rows), "\n"), "coins refunded")
	dm := plugintest.DMs(rows, bob)
	require.Len(t, dm, 1)
	assert.Contains(t, dm[0], "**Tess** (`＠alice:example.org`) called off the expedition into **Goblin Warrens**, and the party with it.")
	_, member, err := b.Store.Expedition.MemberOf(context.Background(), bob)
	require.NoError(t, err)
	assert.False(t, member, "the party ended with the expedition")
	assert.Contains(t, b.Reply(bob, "!expedition start crypt"), "Thom Krooke")
}

func TestInvitingIsRefusedWhileTheOperatorTurnsPartiesOff(t *testing.T) {
	b := plugintest.New(t)
	b.Config.Parties = false
	b.Reply(alice, "!char create Tess fighter")
	b.Reply(alice, "!expedition start goblin warrens")
	rows := b.Say(alice, "!expedition invite @bob:example.org")
	require.Len(t, rows, 1)
	assert.Contains(t, rows[0].Body, "Parties are off on this server")
	assert.Contains(t, rows[0].Body, "GOGOBEE_PARTIES=0")
	e, ok, err := b.Store.Expedition.Open(context.Background(), alice)
	require.NoError(t, err)
	require.True(t, ok)
	assert.Empty(t, e.Invites, "nothing changed")
	party := b.Reply(alice, "!expedition party")
	assert.NotContains(t, party, "expedition invite", "no invitation is offered while parties are closed")
	assert.Contains(t, party, "Parties are off on this server.")
	b.Reply(bob, "!char create Bo cleric")
	for _, cmd := range []string{"!expedition accept", "!expedition decline"} {
		assert.Contains(t, b.Reply(bob, cmd), "Parties are off on this server", "%s waits for the operator too", cmd)
	}
}

func TestAMemberLeavingWithTheirPacksTellsTheLeaderTheStockLeft(t *testing.T) {
	b := partyBot(t)
	join(t, b, bob)
	b.Reply(alice, "!supplies buy standard")
	b.Edit(bob, func(c *rules.Character) { c.Coins = 1150 })
	b.Reply(bob, "!supplies buy standard 2")
	before := b.Expedition(alice).Supplies.Current
	rows := b.Say(bob, "!expedition leave")
	after := b.Expedition(alice).Supplies.Current
	require.Less(t, after, before, "bob's packs are refunded to him, out of the stock (rules §8.22)")
	assert.Equal(t, 10.0, after)
	assert.Contains(t, plugintest.DMs(rows, alice)[0], "left your party and headed home. Their packs went with them: the stock is now 10 SU (was 30 SU).")
	assert.Contains(t, plugintest.DMs(rows, bob)[0], "**100 coins** refunded. Purse: 1,150 coins.", "coins written as everywhere else")
}
