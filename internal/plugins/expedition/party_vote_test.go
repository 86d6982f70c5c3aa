package expedition_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/outbox"
	"github.com/gogobee/gogobee/internal/plugins/plugintest"
	"github.com/gogobee/gogobee/internal/plugins/zone"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// The Goblin Warrens' first fork, room 5, and its two ways.
const (
	forkNode  zonegraph.NodeID = "goblin_warrens.fork"
	guardPost zonegraph.NodeID = "goblin_warrens.warchief_post" // way 1
	kennels   zonegraph.NodeID = "goblin_warrens.worg_kennels"  // way 2
)

// The wait before a fork left idle is answered, and a rest that ends
// within it.
const (
	forkIdle   = 6 * time.Hour
	oneRestEnd = time.Hour
)

// partyAtFork is alice's party (with members, each invited and accepted
// before departure) walked by alice to the Goblin Warrens' first fork: the
// run and the room message that shows its prompt.
func partyAtFork(t *testing.T, members ...string) (*plugintest.Bot, zonerun.Run, outbox.Row) {
	t.Helper()
	b := partyBot(t)
	for _, m := range members {
		join(t, b, m)
	}
	b.Reply(alice, "!supplies buy standard 3")
	b.Say(alice, "!expedition depart")
	for range 8 {
		rows := b.Say(alice, "!advance")
		if r := partyRun(t, b); r.Prompt != nil {
			require.Equal(t, forkNode, r.Current)
			room := 0
			for i, row := range rows {
				if row.DMUser == "" {
					room = i
				}
			}
			return b, r, rows[room]
		}
	}
	t.Fatal("no fork reached")
	return nil, zonerun.Run{}, outbox.Row{}
}

// partyRun is alice's active run.
func partyRun(t *testing.T, b *plugintest.Bot) zonerun.Run {
	t.Helper()
	r, ok, err := b.Store.ZoneRun.Active(context.Background(), alice)
	require.NoError(t, err)
	require.True(t, ok)
	return r
}

// votes are the votes standing at r's prompt, as "user:way" in order.
func votes(t *testing.T, b *plugintest.Bot, r zonerun.Run) []string {
	t.Helper()
	vs, err := b.Store.Vote.List(context.Background(), zone.ForkRef(r))
	require.NoError(t, err)
	var out []string
	for _, v := range vs {
		out = append(out, v.User+":"+string(rune('0'+v.Way)))
	}
	return out
}

func TestAMembersReactionIsAVoteShownWithTheTally(t *testing.T) {
	b, at, prompt := partyAtFork(t, bob)
	rows := plugintest.Rooms(b.React(bob, prompt, "2️⃣"))
	require.Len(t, rows, 1)
	assert.Equal(t, "🗳️ **Bo** votes for way 2, **Kennels**. Votes: way 2 ×1 (1 of 2 voted). **Tess** decides with a 2️⃣ or `!zone go 2`; a fork left idle goes the party's vote.", rows[0])
	assert.Equal(t, at, partyRun(t, b), "a vote moves nothing")
	assert.Equal(t, []string{bob + ":2"}, votes(t, b, at))
	assert.Contains(t, b.Reply(alice, "!zone status"), "Leave it till 15:00 (in 6h) and I'll walk the party's vote, way 2, **Kennels**.\n🗳️ **Bo** votes by reacting too")
}

func TestAMemberChangesTheirVoteOncePerChange(t *testing.T) {
	b, at, prompt := partyAtFork(t, bob)
	b.React(bob, prompt, "2️⃣")
	changed := plugintest.Rooms(b.React(bob, prompt, "1️⃣"))
	require.Len(t, changed, 1)
	assert.True(t, strings.HasPrefix(changed[0], "🗳️ **Bo** now votes for way 1, **Guard Post**. Votes: way 1 ×1 (1 of 2 voted)."), changed[0])
	assert.Empty(t, b.React(bob, prompt, "1️⃣"), "the same vote again says nothing")
	assert.Equal(t, []string{bob + ":1"}, votes(t, b, at), "the newest vote counts")
	assert.Equal(t, at, partyRun(t, b))
}

func TestTheLeadersReactionDecidesAtOnce(t *testing.T) {
	b, at, prompt := partyAtFork(t, bob)
	b.React(bob, prompt, "2️⃣")
	room := plugintest.Rooms(b.React(alice, prompt, "1️⃣"))
	require.Len(t, room, 1)
	assert.Contains(t, room[0], "Guard Post")
	assert.Equal(t, guardPost, partyRun(t, b).Current, "the leader decides over Bo's vote")
	assert.Empty(t, b.React(bob, prompt, "2️⃣"), "a vote on the answered prompt does nothing")
	assert.Empty(t, votes(t, b, partyRun(t, b)))
	_ = at
}

func TestEveryoneVotedDecidesAtOnce(t *testing.T) {
	b, at, prompt := partyAtFork(t, bob)
	b.Edit(alice, func(c *rules.Character) { c.LockoutUntil = b.Clock.Now().Add(oneRestEnd) })
	held := plugintest.Rooms(b.React(alice, prompt, "2️⃣"))
	require.Len(t, held, 1)
	assert.Contains(t, held[0], "🗳️ Your 2️⃣ stands as your vote for way 2 meanwhile. Votes: way 2 ×1 (1 of 2 voted).", "the refusal, then the vote")
	assert.Equal(t, at, partyRun(t, b))

	b.Clock.Advance(oneRestEnd)
	walked := plugintest.Rooms(b.React(bob, prompt, "2️⃣"))
	require.Len(t, walked, 1)
	assert.True(t, strings.HasPrefix(walked[0], "🗳️ Everyone has voted; the party's vote: way 2, 2 votes to none. **Tess** leads the party on.\n\n"), walked[0])
	assert.Equal(t, kennels, partyRun(t, b).Current, "Tess leads the party the way it voted")
}

func TestEveryoneVotedWhileTheLeaderRestsWaitsForTheIdleAnswer(t *testing.T) {
	b, at, prompt := partyAtFork(t, bob)
	b.Edit(alice, func(c *rules.Character) { c.LockoutUntil = b.Clock.Now().Add(oneRestEnd) })
	b.React(alice, prompt, "2️⃣")
	held := plugintest.Rooms(b.React(bob, prompt, "1️⃣"))
	require.Len(t, held, 1)
	assert.Equal(t, "🗳️ Everyone has voted (the party's vote: way 2, 1 vote to 1, a tie **Tess**'s vote broke), but **Tess** can't lead the party on yet. The vote stands: when the fork's wait is up, I walk it.", held[0])
	assert.Equal(t, at, partyRun(t, b), "nothing moves while Tess rests")

	_, err := b.Scheduler.AdvanceTo(context.Background(), b.Clock, b.Clock.Now().Add(forkIdle+time.Minute))
	require.NoError(t, err)
	rows := b.Flush()
	assert.Equal(t, kennels, partyRun(t, b).Current, "the tie went to Tess's vote")
	tess := strings.Join(plugintest.DMs(rows, alice), "\n")
	assert.Contains(t, tess, "so I walked the party's vote: way 2, 1 vote to 1, a tie **Tess**'s vote broke. On to **Kennels**.")
	bo := plugintest.DMs(rows, bob)
	require.NotEmpty(t, bo)
	assert.Contains(t, strings.Join(bo, "\n"), "🗳️ The fork in room 5 waited 6h, so I walked the party's vote: way 2, 1 vote to 1, a tie **Tess**'s vote broke. **Tess** leads the party on to **Kennels**.")
}

func TestAnIdleForkGoesThePartysVoteATieToTheFirstVote(t *testing.T) {
	b, at, prompt := partyAtFork(t, bob, cy)
	b.React(cy, prompt, "2️⃣")
	b.Clock.Advance(time.Minute)
	tally := plugintest.Rooms(b.React(bob, prompt, "1️⃣"))
	require.Len(t, tally, 1)
	assert.Contains(t, tally[0], "Votes: way 2 ×1, way 1 ×1 (2 of 3 voted).")
	assert.Equal(t, at, partyRun(t, b))

	_, err := b.Scheduler.AdvanceTo(context.Background(), b.Clock, b.Clock.Now().Add(forkIdle))
	require.NoError(t, err)
	rows := b.Flush()
	assert.Equal(t, kennels, partyRun(t, b).Current, "Cy voted first")
	assert.Contains(t, strings.Join(plugintest.DMs(rows, alice), "\n"), "the party's vote: way 2, 1 vote to 1, a tie the way voted first broke")

	why := b.Reply(alice, "!why")
	assert.Contains(t, why, "took way 2, **Kennels** (rule: a party's fork left idle goes the party's vote: way 2, 1 vote to 1, a tie the way voted first broke)")
}

func TestANonMembersReactionStaysACheer(t *testing.T) {
	b, at, prompt := partyAtFork(t, bob)
	cheer := plugintest.Rooms(b.React(dee, prompt, "2️⃣"))
	require.Len(t, cheer, 1)
	assert.True(t, strings.HasPrefix(cheer[0], "📣 Dee cheers for way 2, **Kennels**. **Tess** decides"), cheer[0])
	assert.Empty(t, votes(t, b, at), "a cheer is no vote")
	assert.Equal(t, at, partyRun(t, b))
}

func TestAVoteOnAStalePromptDoesNothing(t *testing.T) {
	b, _, prompt := partyAtFork(t, bob)
	b.Reply(alice, "!zone go 2")
	b.Clock.Advance(time.Minute)
	moved := partyRun(t, b)
	assert.Empty(t, b.React(bob, prompt, "1️⃣"))
	assert.Equal(t, moved, partyRun(t, b))
}

// atTheBossDoor puts alice's departed party in the Goblin Warrens'
// Trophy Hall, the room before Grol's door, every room before it walked.
func atTheBossDoor(t *testing.T, b *plugintest.Bot) {
	t.Helper()
	r := partyRun(t, b)
	var path []zonegraph.NodeID
	for _, id := range []string{"entry", "midden", "lookout", "tripwire", "fork", "warchief_post", "sneak_tunnels", "drum_hall",
		"shaman_nook", "rockfall", "barracks", "trophy_hall"} {
		path = append(path, zonegraph.NodeID("goblin_warrens."+id))
	}
	r.Current, r.Visited, r.Cleared, r.RoomsTraversed = path[len(path)-1], path, path[:len(path)-1], len(path)
	require.NoError(t, b.Store.ZoneRun.Save(context.Background(), r))
}

func TestWhyNamesTheMemberWhoseWoundsStoppedTheParty(t *testing.T) {
	b := partyDeparted(t)
	b.Edit(bob, func(c *rules.Character) { c.HP = 2 })
	out := b.Reply(alice, "!expedition run")
	require.Contains(t, out, "Bo")
	why := b.Reply(alice, "!why")
	assert.Contains(t, why, "❤️ Stopped in room 1: **Bo**, the party's most wounded, at HP 2/")
	member := b.Reply(bob, "!why")
	assert.Contains(t, member, "🤔 **Why** · the party's last walk, led by **Tess**, in **Goblin Warrens**: `!expedition run`")
	assert.Contains(t, member, "**Bo**, the party's most wounded, at HP 2/")
	assert.Contains(t, member, "The party walks by **Tess**'s autopilot rules; `!autopilot` shows yours.")
}

func TestWhyNamesTheMemberWhoseRestHeldTheParty(t *testing.T) {
	b := partyDeparted(t)
	b.Edit(bob, func(c *rules.Character) { c.LockoutUntil = b.Clock.Now().Add(time.Hour) })
	b.Reply(alice, "!expedition run")
	assert.Contains(t, b.Reply(alice, "!why"), "💤 Stopped: **Bo** was resting until 10:00")
	assert.Contains(t, b.Reply(bob, "!why"), "💤 Stopped: **Bo** was resting until 10:00")
}

func TestTheWalkPatchesUpEachMemberAtTheBossDoorAndWhyTellsIt(t *testing.T) {
	b := partyDeparted(t)
	atTheBossDoor(t, b)
	b.Edit(bob, func(c *rules.Character) { c.HP = rules.MaxHP(*c) * 40 / 100 })
	before := b.Character(bob)
	out := b.Reply(alice, "!expedition run")
	require.Contains(t, out, "Grol's Throne Cave")
	bo := b.Character(bob)
	assert.Greater(t, bo.HP, before.HP, "Bo took a short rest at the door")
	assert.Less(t, bo.HitDice, before.HitDice, "on his own hit dice")
	assert.True(t, bo.LockoutUntil.After(b.Clock.Now()), "and rests till it ends")
	why := b.Reply(alice, "!why")
	assert.Contains(t, why, "🩹 At the door of **Grol's Throne Cave**, **Bo**: ")
	assert.Contains(t, b.Reply(bob, "!why"), "🩹 At the door of **Grol's Throne Cave**, **Bo**: ")
}

func TestABackgroundWalkAtAForkDMsTheMembersAPromptToVoteOn(t *testing.T) {
	b := partyDeparted(t)
	b.Reply(alice, "!expedition run on")
	var prompt outbox.Row
	for range 6 {
		_, err := b.Scheduler.AdvanceTo(context.Background(), b.Clock, b.Clock.Now().Add(time.Hour))
		require.NoError(t, err)
		for _, row := range b.Flush() {
			if row.DMUser == bob && strings.Contains(row.Body, "walk stopped at a fork") {
				prompt = row
			}
		}
		if prompt.ID != 0 {
			break
		}
	}
	require.NotZero(t, prompt.ID, "Bo was shown the fork")
	assert.Contains(t, prompt.Body, "🔀 **Tess**'s walk stopped at a fork in **Goblin Warrens**, room 5. The ways:\n1. **Guard Post**\n2. **Kennels**\n🗳️ React with a way's number (1️⃣ 2️⃣) to vote")
	at := partyRun(t, b)
	voted := b.React(bob, prompt, "2️⃣")
	require.Len(t, voted, 1)
	assert.Equal(t, id.RoomID("!dm-")+bob, voted[0].RoomID, "the vote line answers in Bo's DM")
	assert.Contains(t, voted[0].Body, "🗳️ **Bo** votes for way 2, **Kennels**.")
	assert.Equal(t, []string{bob + ":2"}, votes(t, b, at))
	assert.Empty(t, b.React(cy, prompt, "1️⃣"), "a prompt DMed to Bo takes no one else's vote")
}

func TestThePartyWalksByItsMostCautiousMembersRules(t *testing.T) {
	b := partyDeparted(t)
	b.Reply(bob, "!autopilot rest below 60%")
	b.Edit(bob, func(c *rules.Character) { c.HP = rules.MaxHP(*c) * 55 / 100 })
	out := b.Reply(alice, "!expedition run")
	assert.Contains(t, out, "Bo")
	why := b.Reply(alice, "!why")
	assert.Contains(t, why, "at or below **Bo**'s 60% floor (rule: rest below 60%, **Bo**'s rule)", "Tess's own floor is the default 30%%")

	b.Edit(bob, func(c *rules.Character) { c.HP = rules.MaxHP(*c) })
	b.Reply(bob, "!autopilot never take trap edges")
	b.Reply(alice, "!expedition run")
	assert.Contains(t, b.Reply(alice, "!why"), "(rule: never take trap edges, **Bo**'s rule)", "the Tripwire Run's door stops the party")
	assert.Equal(t, 3, partyRun(t, b).CurrentRoom(), "before the trap room")
}

func TestAMembersZoneGoIsTheirVote(t *testing.T) {
	b, at, _ := partyAtFork(t, bob)
	room := b.Reply(bob, "!zone go 2")
	assert.True(t, strings.HasPrefix(room, "🗳️ **Bo** votes for way 2, **Kennels**."), room)
	assert.Equal(t, []string{bob + ":2"}, votes(t, b, at))
	before := snapshot(t, b.Store)
	assert.Contains(t, b.Reply(bob, "!zone go 2"), "Way 2 is your vote already. **Tess** (`＠alice:example.org`) decides")
	assert.Contains(t, b.Reply(bob, "!zone go 3"), "Way 3 isn't open to the party at this fork")
	assert.Equal(t, before, snapshot(t, b.Store), "a refused vote changes nothing")
	assert.Equal(t, at, partyRun(t, b))
	assert.Contains(t, b.Reply(bob, "!expedition status"), "🗳️ The way forks here: `!zone go <n>`, or a way's number as your reaction to the prompt, is your vote; **Tess** (`＠alice:example.org`) decides")
}

// A member resting when the idle fork's answer falls due holds it, as a
// member's rest holds the leader's own moves (rules §6.4, §8.23): the
// party's vote is walked once they are up, and `!zone status` tells that
// time.
func TestAMembersRestHoldsTheIdleForksAnswer(t *testing.T) {
	b, at, prompt := partyAtFork(t, bob)
	b.React(bob, prompt, "2️⃣")
	up := b.Clock.Now().Add(forkIdle + 2*time.Hour)
	b.Edit(bob, func(c *rules.Character) { c.LockoutUntil = up })
	assert.Contains(t, b.Reply(alice, "!zone status"), "Leave it till "+narrate.Moment{Now: b.Clock.Now(), Loc: time.UTC}.When(up)+" and I'll walk the party's vote, way 2")

	_, err := b.Scheduler.AdvanceTo(context.Background(), b.Clock, b.Clock.Now().Add(forkIdle+time.Minute))
	require.NoError(t, err)
	b.Flush()
	assert.Equal(t, at, partyRun(t, b), "nothing moves while Bo rests")

	_, err = b.Scheduler.AdvanceTo(context.Background(), b.Clock, up.Add(time.Minute))
	require.NoError(t, err)
	b.Flush()
	assert.Equal(t, kennels, partyRun(t, b).Current, "once Bo is up the party goes its vote")
}
