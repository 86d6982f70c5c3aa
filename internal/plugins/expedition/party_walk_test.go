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

	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/outbox"
	"github.com/gogobee/gogobee/internal/plugins/plugintest"
	"github.com/gogobee/gogobee/internal/rules"
)

// partyDeparted is alice's Goblin Warrens expedition with bob's cleric in
// the party, two standard packs each, set off.
func partyDeparted(t *testing.T) *plugintest.Bot {
	t.Helper()
	b := partyBot(t)
	join(t, b, bob)
	b.Reply(alice, "!supplies buy standard 2")
	b.Reply(bob, "!supplies buy standard 2")
	b.Say(alice, "!expedition depart")
	return b
}

func TestALeadersWalkCarriesTheMembersAndTellsTheirShare(t *testing.T) {
	b := partyDeparted(t)
	start := b.Character(bob)
	shares := 0
	for range 8 {
		r, ok, err := b.Store.ZoneRun.Active(context.Background(), alice)
		require.NoError(t, err)
		if !ok || r.Prompt != nil {
			break
		}
		if _, _, waiting := r.PendingFight(); waiting {
			break // the elite's door: party fights are the fight plugin's
		}
		got := b.Reply(alice, "!advance")
		shares += strings.Count(got, "👥 **Bo**")
	}
	bo := b.Character(bob)
	assert.Positive(t, shares, "some room told Bo's share")
	assert.NotEqual(t, start, bo, "Bo's sheet moved with the rooms (XP, HP, loot)")
	e := b.Expedition(alice)
	require.Len(t, e.Party, 1)
	assert.Equal(t, bo.XP-start.XP, e.Party[0].XPEarned, "the party's tally of Bo's XP is his sheet's")
}

func TestALeadersCampRestsTheMembers(t *testing.T) {
	b := partyDeparted(t)
	b.Edit(bob, func(c *rules.Character) { c.HP = 1 })
	rows := b.Say(alice, "!camp rough")
	require.Contains(t, plugintest.Rooms(rows)[0], "camp")
	bo := b.Character(bob)
	half := (rules.MaxHP(bo) + 1) / 2
	assert.Equal(t, half, bo.HP, "a rough camp lifts Bo to half his HP too")
	dms := plugintest.DMs(rows, bob)
	require.Len(t, dms, 1, "Bo is told his own rest")
	assert.Equal(t, fmt.Sprintf("🏕️ **Tess** camps the party in the **rough camp**, and you rest in it.\n🛌 A partial rest: **+%d HP** (%d/%d), no spell slots.",
		half-1, half, rules.MaxHP(bo)), dms[0])
}

// A party's long rest in the leader's camp is told to each member by DM,
// with what came back and until when they sleep, and the member's own
// status says they sleep till then (rules §8.23).
func TestAMemberIsToldTheirLongRestInTheLeadersCamp(t *testing.T) {
	b := partyDeparted(t)
	b.Edit(bob, func(c *rules.Character) { c.HP = 1 })
	rows := b.Say(alice, "!camp standard")
	require.Contains(t, plugintest.Rooms(rows)[0], "Standard camp")
	bo := b.Character(bob)
	require.True(t, bo.IsResting(b.Clock.Now()), "Bo sleeps in the camp")
	until := bo.LockoutUntil.In(time.UTC).Format("15:04")
	dms := plugintest.DMs(rows, bob)
	require.Len(t, dms, 1, "Bo is told his own rest")
	assert.Contains(t, dms[0], "🏕️ **Tess** camps the party in the **standard camp**, and you rest in it.")
	assert.Contains(t, dms[0], fmt.Sprintf("🛌 A full long rest: **+%d HP** (%d/%d), spell slots and features back.", bo.HP-1, bo.HP, rules.MaxHP(bo)))
	assert.Contains(t, dms[0], "💤 You sleep until "+until)
	assert.Contains(t, b.Reply(bob, "!expedition status"), "💤 You're resting until "+until)
}

func TestEveryMemberGetsTheirOwnMorningBriefing(t *testing.T) {
	b := partyDeparted(t)
	s := days(t, b, nil)
	b.Flush()
	_, err := s.AdvanceTo(context.Background(), b.Clock, b.Clock.Now().Add(24*time.Hour))
	require.NoError(t, err)
	rows := b.Flush()
	var briefings []string
	for _, dm := range plugintest.DMs(rows, bob) {
		if strings.Contains(dm, "Morning Briefing") {
			briefings = append(briefings, dm)
		}
	}
	require.Len(t, briefings, 1, "Bo's own briefing")
	assert.Contains(t, briefings[0], "**Tess**", "it names the leader who walks the party")
}

// TestEachMorningBriefingListsTheParty: the leader's briefing and each
// member's list every seat with its HP after the night (rules §8.22), so
// the leader reads how the party woke too.
func TestEachMorningBriefingListsTheParty(t *testing.T) {
	b := partyDeparted(t)
	b.Edit(bob, func(c *rules.Character) { c.HP = 3 })
	s := days(t, b, nil)
	b.Flush()
	_, err := s.AdvanceTo(context.Background(), b.Clock, b.Clock.Now().Add(24*time.Hour))
	require.NoError(t, err)
	rows := b.Flush()
	tess, bo := b.Character(alice), b.Character(bob)
	want := fmt.Sprintf("👥 **Party:** **Tess** (leader) %d/%d HP · **Bo** %d/%d HP", tess.HP, rules.MaxHP(tess), bo.HP, rules.MaxHP(bo))
	for _, user := range []string{alice, bob} {
		briefing := morningBriefing(rows, user)
		require.NotEmpty(t, briefing, "%s's briefing", user)
		assert.Contains(t, briefing, want, "%s's briefing lists the party", user)
	}
	assert.Less(t, bo.HP, rules.MaxHP(bo), "Bo woke wounded, as his line says")
}

// morningBriefing is user's last Morning Briefing DM among rows, "" for
// none.
func morningBriefing(rows []outbox.Row, user string) string {
	var briefing string
	for _, dm := range plugintest.DMs(rows, id.UserID(user)) {
		if strings.Contains(dm, "Morning Briefing") {
			briefing = dm
		}
	}
	return briefing
}

func TestAMemberRestsOnTheirOwnHitDice(t *testing.T) {
	b := partyDeparted(t)
	b.Edit(bob, func(c *rules.Character) { c.HP = 2 })
	got := b.Reply(bob, "!rest short")
	assert.NotContains(t, got, "Only **Tess**")
	assert.Greater(t, b.Character(bob).HP, 2, "Bo's short rest healed him: %s", got)
}

func TestTheLeadersExtractionTakesTheMembersHome(t *testing.T) {
	b := partyDeparted(t)
	b.Flush()
	b.Reply(alice, "!advance")
	rows := b.Say(alice, "!extract")
	dms := plugintest.DMs(rows, bob)
	require.Len(t, dms, 1, "Bo is told")
	assert.Contains(t, dms[0], "took the party out of **Goblin Warrens**: you're home")
	assert.Equal(t, "extracted", string(b.Expedition(alice).Status))
}

func TestAMemberCannotLeaveMidFight(t *testing.T) {
	b := partyDeparted(t)
	ambush(t, b)
	before := snapshot(t, b.Store)
	assert.Contains(t, b.Reply(bob, "!expedition leave"), "Not in the middle of a fight")
	assert.Equal(t, before, snapshot(t, b.Store), "nothing changed")
}

func TestCallingOffRefundsEachBuyerTheirOwnPacks(t *testing.T) {
	b := partyBot(t)
	join(t, b, bob)
	annCoins, boCoins := b.Character(alice).Coins, b.Character(bob).Coins
	b.Reply(bob, "!supplies buy standard 2")
	b.Reply(alice, "!supplies buy standard 1")
	b.Reply(alice, "!expedition cancel") // a party's packing asks first (rules §8.22)
	rows := b.Say(alice, "!expedition cancel confirm")
	assert.Equal(t, annCoins, b.Character(alice).Coins, "Tess gets back her own pack")
	assert.Equal(t, boCoins, b.Character(bob).Coins, "Bo gets back his two")
	require.NotEmpty(t, plugintest.DMs(rows, bob))
	assert.Contains(t, strings.Join(plugintest.DMs(rows, bob), "\n"), "coins** refunded")
}

func TestAMemberLeavingBeforeDepartureTakesTheirPacksBack(t *testing.T) {
	b := partyBot(t)
	join(t, b, bob)
	boCoins := b.Character(bob).Coins
	b.Reply(alice, "!supplies buy standard 1")
	before := b.Expedition(alice).Supplies
	b.Reply(bob, "!supplies buy standard 2")
	b.Reply(bob, "!expedition leave")
	assert.Equal(t, boCoins, b.Character(bob).Coins, "Bo's coins come back")
	after := b.Expedition(alice).Supplies
	assert.Equal(t, before.StandardPacks, after.StandardPacks, "his packs leave the stock")
	assert.InDelta(t, before.Current, after.Current, 0.001)
	assert.Equal(t, before.CoinsSpent, after.CoinsSpent)
}

func TestTheLeadersShortRestRestsTheMembersToo(t *testing.T) {
	b := partyDeparted(t)
	b.Edit(alice, func(c *rules.Character) { c.HP = 2 })
	b.Edit(bob, func(c *rules.Character) { c.HP = 2 })
	got := b.Reply(alice, "!rest short")
	assert.Contains(t, got, "👥 **Bo** rests too")
	assert.Greater(t, b.Character(bob).HP, 2, "Bo spent his own hit die")
	assert.Zero(t, b.Character(bob).HitDice, "a level-1 cleric's one die")
}

// TestAPartysShortRestSpendsTwoHitDice: on a party's expedition the
// leader's short rest, each member's alongside it and a member's own
// spend up to two hit dice in the hour (rules §3.1, §8.23).
func TestAPartysShortRestSpendsTwoHitDice(t *testing.T) {
	b := partyDeparted(t)
	for _, u := range []id.UserID{alice, bob} {
		b.Edit(u, func(c *rules.Character) { c.HP, c.HitDice = 1, 3 })
	}
	b.Reply(alice, "!rest short")
	assert.Equal(t, 1, b.Character(alice).HitDice, "the leader spent two of three")
	assert.Equal(t, 1, b.Character(bob).HitDice, "Bo resting alongside spent two of three")

	b.Clock.Advance(time.Hour)
	b.Edit(bob, func(c *rules.Character) { c.HP = 1 })
	b.Reply(bob, "!rest short")
	assert.Zero(t, b.Character(bob).HitDice, "Bo's own rest spends his last one")
}

// TestAPartysShortRestIsToldWithTheDiceLeft: on a party's expedition the
// bare `!rest` and `!sheet` tell the two dice a short rest spends only to
// one with two left; with one left they tell that one, and with none that
// it heals nothing (rules §3.1, §8.23).
func TestAPartysShortRestIsToldWithTheDiceLeft(t *testing.T) {
	for _, tc := range []struct {
		left        int
		offer, heal string
	}{
		{2, "(an hour, up to two hit dice on a party's expedition)", "a short rest heals 1d6+2 a die, up to 2 dice)"},
		{1, "(an hour, a hit die)", "a short rest heals 1d6+2)"},
		{0, "(an hour for the party; you have no hit die)", "a short rest heals nothing: no hit die left until a long rest)"},
	} {
		b := partyDeparted(t)
		b.Edit(alice, func(c *rules.Character) { c.Level, c.HP, c.HitDice = 3, 1, tc.left })
		b.Edit(bob, func(c *rules.Character) { c.HP = 1 })
		assert.Contains(t, b.Reply(alice, "!rest"), "`!rest short` "+tc.offer, "%d left", tc.left)
		assert.Contains(t, b.Reply(alice, "!sheet"), fmt.Sprintf("**Hit dice** %d/3 (%s", tc.left, tc.heal), "%d left", tc.left)
	}
}

// TestTheLeadersShortRestRestsThePartyWithoutTheirOwnHitDie: a leader
// with no hit die left, or nothing to recover, still rests the party
// (rules §8.23): each member who would recover something rests on their
// own hit die, the leader keeps theirs and is not held; with no such
// member the leader's refusal stands and nothing changes.
func TestTheLeadersShortRestRestsThePartyWithoutTheirOwnHitDie(t *testing.T) {
	for _, tc := range []struct {
		name        string
		leader      func(c *rules.Character)
		boHP        int
		want        string
		membersRest bool
	}{
		{"no hit die", func(c *rules.Character) { c.HP, c.HitDice = 2, 0 }, 2, "🩹 You have no hit dice left, so you sit this rest out; the party rests an hour:", true},
		{"nothing to recover", func(c *rules.Character) {}, 2, "🩹 You have nothing to recover, so you keep your hit die; the party rests an hour:", true},
		{"no hit die, Bo whole", func(c *rules.Character) { c.HP, c.HitDice = 2, 0 }, 0, "You have no hit dice left for a short rest.", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := partyDeparted(t)
			b.Edit(alice, tc.leader)
			if tc.boHP > 0 {
				b.Edit(bob, func(c *rules.Character) { c.HP = tc.boHP })
			}
			ann, bo := b.Character(alice), b.Character(bob)
			if tc.name == "no hit die" {
				assert.Contains(t, b.Reply(alice, "!rest"), "`!rest short` (an hour for the party; you have no hit die)")
			}
			got := b.Reply(alice, "!rest short")
			assert.Contains(t, got, tc.want)
			assert.Equal(t, ann, b.Character(alice), "the leader spends nothing and is not held")
			if !tc.membersRest {
				assert.Equal(t, bo, b.Character(bob), "a refusal changes nothing")
				return
			}
			assert.Contains(t, got, "👥 **Bo** rests: ")
			now := b.Character(bob)
			assert.Greater(t, now.HP, bo.HP, "Bo spent his own hit die")
			assert.Equal(t, bo.HitDice-1, now.HitDice)
			assert.Equal(t, b.Clock.Now().Add(rules.ShortRestLockout), now.LockoutUntil, "and rests the hour")
		})
	}
}

func TestTheMembersAreToldWhenTheLeaderIsGone(t *testing.T) {
	b := partyDeparted(t)
	editExp(t, b, alice, func(e *expedition.Expedition) { e.Party[0].XPEarned, e.Party[0].ConTaken = 40, 2 })
	b.Edit(bob, func(c *rules.Character) { c.Abilities.Con -= 2 })
	con := b.Character(bob).Abilities.Con
	assert.Contains(t, b.Reply(alice, "!char delete"), "It ends for your party too: **Bo** (`＠bob:example.org`) goes home, keeping what they carry.")
	rows := b.Say(alice, "!char delete confirm")
	dms := plugintest.DMs(rows, bob)
	require.Len(t, dms, 1)
	assert.Contains(t, dms[0], "**Tess**, who led your party into **Goblin Warrens**, is gone for good")
	assert.Contains(t, dms[0], "You're home, keeping what you carry: 40 XP · 0 coins · no finds earned on it.")
	assert.Equal(t, con+2, b.Character(bob).Abilities.Con, "the CON starvation took comes back as he leaves the field")
}

func TestALeaderDeletedWhilePackingRefundsTheMembersPacks(t *testing.T) {
	b := partyBot(t)
	join(t, b, bob)
	coins := b.Character(bob).Coins
	b.Reply(bob, "!supplies buy standard 2")
	assert.Contains(t, b.Reply(alice, "!char delete"), "goes home, keeping what they carry and getting back what their packs cost.")
	dms := plugintest.DMs(b.Say(alice, "!char delete confirm"), bob)
	require.Len(t, dms, 1)
	assert.Contains(t, dms[0], "Thom hands back the 100 coins your packs cost.")
	assert.Equal(t, coins, b.Character(bob).Coins)
}

func TestEveryMemberGetsAndReadsThePartysReportCard(t *testing.T) {
	b := partyDeparted(t)
	b.Reply(alice, "!advance")
	b.Say(alice, "!extract")
	_, err := b.Scheduler.AdvanceTo(context.Background(), b.Clock, b.Clock.Now())
	require.NoError(t, err)
	rows := b.Flush()
	for _, who := range []string{alice, bob} {
		dms := plugintest.DMs(rows, id.UserID(who))
		require.Len(t, dms, 1, "%s gets the card", who)
		assert.Contains(t, dms[0], "📜 **Report card: Goblin Warrens**")
		assert.Contains(t, dms[0], "👥 **The party**, what each earned on it:\n- **Tess** (`＠alice:example.org`), leader · ❤️ ")
		assert.Contains(t, dms[0], "\n- **Bo** (`＠bob:example.org`), seat 1 · ❤️ ")
	}
	assert.Contains(t, plugintest.DMs(rows, bob)[0], "may `!resume` it until", "the resume is the leader's")
	bo := b.Character(bob)
	card := b.Reply(bob, "!expedition report")
	assert.Contains(t, card, "📜 **Report card: Goblin Warrens**", "Bo reads it again")
	assert.Contains(t, card, fmt.Sprintf("seat 1 · ❤️ %d/%d HP at the end", bo.HP, rules.MaxHP(bo)))
}

func TestEveryMemberGetsTheirOwnEveningRecapAtTheirOwn2100(t *testing.T) {
	b := partyBot(t)
	b.Reply(bob, "!tz set America/New_York")
	join(t, b, bob)
	b.Reply(alice, "!supplies buy standard 2")
	b.Say(alice, "!expedition depart")
	s := days(t, b, nil)
	b.Flush()
	recaps := func(rows []string) []string {
		var out []string
		for _, dm := range rows {
			if strings.Contains(dm, "Evening Recap") {
				out = append(out, dm)
			}
		}
		return out
	}
	start := b.Clock.Now()
	leaderAt := time.Date(start.Year(), start.Month(), start.Day(), 21, 0, 0, 0, time.UTC)
	_, err := s.AdvanceTo(context.Background(), b.Clock, leaderAt)
	require.NoError(t, err)
	rows := b.Flush()
	lead := recaps(plugintest.DMs(rows, alice))
	require.Len(t, lead, 1, "Tess's recap at her 21:00")
	assert.Contains(t, lead[0], "👥 **Party:** **Tess** ")
	assert.Empty(t, recaps(plugintest.DMs(rows, bob)), "not yet 21:00 in New York")

	_, err = s.AdvanceTo(context.Background(), b.Clock, leaderAt.Add(5*time.Hour)) // 21:00 in New York
	require.NoError(t, err)
	bo := recaps(plugintest.DMs(b.Flush(), bob))
	require.Len(t, bo, 1, "Bo's own recap at his 21:00")
	assert.Contains(t, bo[0], "💰 **Your takings so far:** ")
	assert.NotContains(t, bo[0], "✨ **XP earned:**", "the day's XP counted is the leader's")
	assert.Contains(t, bo[0], "👥 **Party:** **Tess** ")
	assert.Contains(t, bo[0], "· **Bo** ")
	assert.Contains(t, bo[0], "makes the party's camp")
}
