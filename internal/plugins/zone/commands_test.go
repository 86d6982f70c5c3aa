package zone_test

import (
	"context"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/play"
	"github.com/gogobee/gogobee/internal/plugins/plugintest"
	"github.com/gogobee/gogobee/internal/plugins/zone"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/scheduler"
	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/gogobee/gogobee/internal/zonerun"
)

func TestListShowsTheZonesInReach(t *testing.T) {
	b := newBot(t)
	text := b.Reply(alice, "!zone list")
	assert.Contains(t, text, "**The Crypt of Valdris** · levels 1–3 · `crypt_valdris`")
	assert.NotContains(t, text, "Dragon's Lair")
	assert.Equal(t, text, b.Reply(alice, "!zone"), "a bare !zone outside a run is the list")
}

func TestStartAcceptsIDsAndFriendlyNames(t *testing.T) {
	tests := []struct{ query, zone string }{
		{"crypt_valdris", string(content.ZoneCryptValdris)},
		{"CRYPT_VALDRIS", string(content.ZoneCryptValdris)},
		{"The Crypt of Valdris", string(content.ZoneCryptValdris)},
		{"crypt of valdris", string(content.ZoneCryptValdris)},
		{"crypt", string(content.ZoneCryptValdris)},
		{"goblin warrens", string(content.ZoneGoblinWarrens)},
		{"sunken", string(content.ZoneSunkenTemple)},
	}
	for _, tt := range tests {
		t.Run(tt.query, func(t *testing.T) {
			b := newBot(t)
			text := b.Reply(alice, "!zone start "+tt.query)
			assert.Contains(t, text, "**Room 1 · ")
			assert.Equal(t, content.ZoneID(tt.zone), run(t, b).ZoneID)
		})
	}
}

func TestStartRefusals(t *testing.T) {
	tests := []struct {
		name  string
		setup func(b *plugintest.Bot)
		say   string
		want  string
	}{
		{"no zone", nil, "!zone start", "Which zone?"},
		{"unknown zone", nil, "!zone start atlantis", "I don't know a zone called “atlantis”."},
		{"typo", nil, "!zone start crpyt of valdris", "Did you mean **The Crypt of Valdris**?"},
		{"ambiguous", nil, "!zone start of", "More than one zone fits “of”"},
		{"too high", nil, "!zone start underdark", "That's a tier 4 zone; at your level you can take on tier 3 at most."},
		{"already in a run", func(b *plugintest.Bot) { b.Reply(alice, "!zone start crypt") }, "!zone start goblin", "You're already in **The Crypt of Valdris**."},
		{"recovering", func(b *plugintest.Bot) {
			b.Edit(alice, func(c *rules.Character) { *c = rules.KnockOut(*c, b.Clock.Now(), time.Hour) })
		}, "!zone start crypt", "You're down and recovering until"},
		{"resting", func(b *plugintest.Bot) {
			b.Edit(alice, func(c *rules.Character) { c.LockoutUntil = b.Clock.Now().Add(time.Hour) })
		}, "!zone start crypt", "You're resting until"},
		{"in a fight", func(b *plugintest.Bot) {
			b.Edit(alice, func(c *rules.Character) { c.InCombat = true })
		}, "!zone start crypt", "You're in a fight."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := newBot(t)
			if tt.setup != nil {
				tt.setup(b)
			}
			before, _, err := b.Store.ZoneRun.Latest(context.Background(), alice)
			require.NoError(t, err)
			assert.Contains(t, b.Reply(alice, tt.say), tt.want)
			after, _, err := b.Store.ZoneRun.Latest(context.Background(), alice)
			require.NoError(t, err)
			assert.Equal(t, before, after, "a refused start changes nothing")
		})
	}
}

func TestNoCharacterNoZone(t *testing.T) {
	b := plugintest.New(t)
	assert.Contains(t, b.Reply(alice, "!zone start crypt"), "You don't have a character yet")
}

func TestBadInputChangesNothing(t *testing.T) {
	b := newBot(t)
	assert.Contains(t, b.Reply(alice, "!zone advance"), "You're not in a zone.")
	assert.Contains(t, b.Reply(alice, "!zone go 1"), "You're not in a zone.")
	_, ok, err := b.Store.ZoneRun.Latest(context.Background(), alice)
	require.NoError(t, err)
	assert.False(t, ok)

	b.Reply(alice, "!zone start crypt")
	before := run(t, b)
	require.Nil(t, before.Prompt)
	assert.Contains(t, b.Reply(alice, "!zone go 1"), "There's no fork to choose at.")
	no := b.Reply(alice, "!zone go abc")
	assert.Contains(t, no, "There's no fork to choose at.", "no fork: a bad number points at no fork")
	assert.NotContains(t, no, "The fork lists them")
	assert.Equal(t, before, run(t, b))

	at := toFork(t, b)
	ch := b.Character(alice)
	tests := []struct{ say, want string }{
		{"!zone go 0", "pick a number from 1 to 2"},
		{"!zone go 99", "pick a number from 1 to 2"},
		{"!zone go two", "“two” isn't a way number."},
		{"!zone go", "Which way?"},
		{"!zone go 1 2", "One way at a time"},
		{"!zone advance now", "takes nothing after it"},
		{"!zone dance", "I don't know `!zone dance`."},
	}
	for _, tt := range tests {
		assert.Contains(t, b.Reply(alice, tt.say), tt.want, tt.say)
		assert.Equal(t, at, run(t, b), "%s changes nothing", tt.say)
		assert.Equal(t, ch, b.Character(alice), "%s changes nothing", tt.say)
	}
}

func TestChoosingAClosedWayKeepsThePrompt(t *testing.T) {
	b := newBot(t)
	at := toFork(t, b)
	closed := 0
	for i, o := range at.Prompt.Options {
		if !o.Open {
			closed = i + 1
		}
	}
	if closed == 0 {
		// Force the Perception roll to have failed for this visit.
		at.Prompt.Options[1].Open, at.Prompt.Options[1].Reason = false, zonerun.ReasonCheckFailed
		require.NoError(t, b.Store.ZoneRun.Save(context.Background(), at))
		closed = 2
	}
	assert.Contains(t, b.Reply(alice, "!zone go "+strconv.Itoa(closed)), "is shut to you")
	assert.Equal(t, at, run(t, b))
}

func TestTwoAnswersNeverWalkTwoWaysFromOnePrompt(t *testing.T) {
	b := newBot(t)
	at := toFork(t, b)
	first := b.Reply(alice, "!zone go 1")
	assert.Contains(t, first, "**Room 7 · Main Hall**")
	after := run(t, b)
	assert.Equal(t, at.RoomsTraversed+1, after.RoomsTraversed)
	assert.Contains(t, b.Reply(alice, "!zone go 1"), "stands in your way")
	assert.Equal(t, after, run(t, b))
}

func TestConcurrentAnswersAreSerialised(t *testing.T) {
	b := newBot(t)
	at := toFork(t, b)
	var wg sync.WaitGroup
	for range 2 {
		msg := b.Message(alice, "!zone go 1")
		wg.Add(1)
		go func(m bot.Message) {
			defer wg.Done()
			b.Router.Dispatch(context.Background(), m)
		}(msg)
	}
	wg.Wait()
	rooms := plugintest.Rooms(b.Say(alice, "!zone status")) // queued behind both answers
	require.Len(t, rooms, 3)
	walked, refused := 0, 0
	for _, text := range rooms[:2] {
		if strings.Contains(text, "**Room 7 · Main Hall**") {
			walked++
		}
		if strings.Contains(text, "stands in your way") {
			refused++
		}
	}
	assert.Equal(t, 1, walked)
	assert.Equal(t, 1, refused)
	assert.Equal(t, at.RoomsTraversed+1, run(t, b).RoomsTraversed, "one edge walked, not two")
}

func TestStatusAndMap(t *testing.T) {
	b := newBot(t)
	toFork(t, b)
	status := b.Reply(alice, "!zone status")
	assert.Contains(t, status, "🗺️ **The Crypt of Valdris** · Room 6 · Branching Passage")
	assert.Contains(t, status, "🔀 **The way forks.**")
	m := b.Reply(alice, "!zone map")
	assert.Contains(t, m, "**The Crypt of Valdris**")
	assert.Contains(t, m, "```\n")
	assert.Contains(t, m, "Legend: ")
	assert.Contains(t, m, "▶6 Branching Passage")
	assert.NotContains(t, m, "Hidden Reliquary", "an undiscovered secret is not drawn")
}

func TestAbandonAsksThenEnds(t *testing.T) {
	b := newBot(t)
	b.Reply(alice, "!zone start crypt")
	assert.Contains(t, b.Reply(alice, "!zone abandon confirm"), "There's no abandon waiting")
	assert.Equal(t, zonerun.StatusActive, run(t, b).Status)
	assert.Contains(t, b.Reply(alice, "!zone abandon"), "`!zone abandon confirm` within 5 minutes to go")
	assert.Contains(t, b.Reply(alice, "!zone abandon cancel"), "You stay in **The Crypt of Valdris**")
	assert.Contains(t, b.Reply(alice, "!zone abandon confirm"), "There's no abandon waiting", "a cancelled question")
	assert.Contains(t, b.Reply(alice, "!zone abandon"), "`!zone abandon confirm` within 5 minutes to go")
	assert.Equal(t, zonerun.StatusActive, run(t, b).Status, "asking changes nothing")
	assert.Contains(t, b.Reply(alice, "!zone abandon confirm"), "🚪 You walk out of **The Crypt of Valdris**")
	assert.Equal(t, zonerun.StatusAbandoned, run(t, b).Status)
	assert.Contains(t, b.Reply(alice, "!zone status"), "You're not in a zone. Last time, in **The Crypt of Valdris**, you walked out")
	assert.Contains(t, b.Reply(alice, "!zone start crypt"), "**Room 1 · Crypt Threshold**", "a new run may start")
}

func TestAnsweringCancelsTheIdleJob(t *testing.T) {
	b := newBot(t)
	at := toFork(t, b)
	key := strconv.FormatInt(int64(at.ID), 10)
	job, ok, err := scheduler.Get(context.Background(), b.Store, zone.ForkTimeoutKind, key)
	require.NoError(t, err)
	require.True(t, ok, "a waiting fork has its idle job")
	assert.Equal(t, at.Prompt.At.Add(zone.DefaultForkIdle), job.DueAt)
	assert.Equal(t, id.UserID(alice), job.UserID)
	b.Reply(alice, "!zone go 1")
	_, ok, err = scheduler.Get(context.Background(), b.Store, zone.ForkTimeoutKind, key)
	require.NoError(t, err)
	assert.False(t, ok, "answering cancels it")
}

func TestIdleForkIsAnsweredAfterSixHours(t *testing.T) {
	b := newBot(t)
	b.Reply(alice, "!autopilot walk into elites") // the first way is the Main Hall's elite
	at := toFork(t, b)
	s := dueRunner(t, b, zone.Deps{})
	b.Clock.Advance(zone.DefaultForkIdle - time.Minute)
	n, err := s.RunDue(context.Background())
	require.NoError(t, err)
	assert.Zero(t, n, "not yet")
	assert.Equal(t, at, run(t, b))

	b.Clock.Advance(time.Minute)
	n, err = s.RunDue(context.Background())
	require.NoError(t, err)
	assert.Equal(t, 1, n)
	r := run(t, b)
	first := at.Prompt.Options[at.Prompt.FirstOpen()-1].To
	assert.Equal(t, first, r.Current, "TwinBee takes the first listed open way her rules allow")
	assert.Nil(t, r.Prompt)
	dms := plugintest.DMs(b.Flush(), alice)
	require.Len(t, dms, 1)
	assert.Contains(t, dms[0], "**Main Hall**")
	assert.Contains(t, dms[0], "**Room 7 · Main Hall**")
	assert.Contains(t, dms[0], "🧭 Way 1 of 2", "which way, and why")
	_, ok, err := scheduler.Get(context.Background(), b.Store, zone.ForkTimeoutKind, strconv.FormatInt(int64(at.ID), 10))
	require.NoError(t, err)
	assert.False(t, ok, "the job ends with the prompt")
}

// woundedAtFork brings Tess to the crypt's fork with her Perception set by
// wis and then badly wounded, with open ways open, and lets the idle wait
// run out; it returns the bot and the run at the fork.
func woundedAtFork(t *testing.T, wis, open int) (*plugintest.Bot, zonerun.Run) {
	t.Helper()
	b := newBot(t)
	b.Edit(alice, func(c *rules.Character) { c.Abilities.Wis = wis })
	at := toFork(t, b)
	b.Edit(alice, func(c *rules.Character) { c.HP = rules.MaxHP(*c)/2 - 1 })
	require.Equal(t, open, at.Prompt.OpenCount())
	b.Clock.Advance(zone.DefaultForkIdle)
	_, err := dueRunner(t, b, zone.Deps{}).RunDue(context.Background())
	require.NoError(t, err)
	return b, at
}

func TestIdleForkWalksNoWoundedPlayerIntoAnElite(t *testing.T) {
	b, _ := woundedAtFork(t, 30, 2) // she spots the Side Chapel: both ways open
	r := run(t, b)
	assert.Equal(t, zonegraph.NodeID("crypt_valdris.side_chapel"), r.Current, "the Main Hall's elite is no automatic choice for her now: the Side Chapel is")
	dms := plugintest.DMs(b.Flush(), alice)
	require.Len(t, dms, 1)
	assert.Contains(t, dms[0], "**Side Chapel**")
	assert.Contains(t, dms[0], "🧭 Way 2 of 2, the first open way your rules allow, as way 1, **Main Hall**, is an elite's room")
}

func TestIdleForkLeavesAGuardedWayToAWoundedPlayer(t *testing.T) {
	b, at := woundedAtFork(t, 1, 1) // the Side Chapel stays hidden: only the Main Hall, where an elite waits
	assert.Equal(t, at, run(t, b), "no walk into the elite's room")
	assert.Empty(t, plugintest.DMs(b.Flush(), alice), "the prompt already said the choice is the player's")
	_, ok, err := scheduler.Get(context.Background(), b.Store, zone.ForkTimeoutKind, strconv.FormatInt(int64(at.ID), 10))
	require.NoError(t, err)
	assert.False(t, ok, "the job ends")
	assert.Contains(t, b.Reply(alice, "!zone go 1"), "**Room 7 · Main Hall**", "the player can still take it")
}

func TestIdleJobOfAnOldPromptDoesNothing(t *testing.T) {
	b := newBot(t)
	at := toFork(t, b)
	require.NoError(t, scheduler.Schedule(context.Background(), b.Store, scheduler.Job{
		Kind: zone.ForkTimeoutKind, Key: strconv.FormatInt(int64(at.ID), 10), UserID: alice,
		DueAt: b.Clock.Now(), Payload: "crypt_valdris.fork@1",
	}))
	s := dueRunner(t, b, zone.Deps{})
	_, err := s.RunDue(context.Background())
	require.NoError(t, err)
	assert.Equal(t, at, run(t, b))
	assert.Empty(t, plugintest.DMs(b.Flush(), alice))
}

func TestIdleForkWaitsForAPlayerWhoIsResting(t *testing.T) {
	b := newBot(t)
	at := toFork(t, b)
	b.Edit(alice, func(c *rules.Character) { c.LockoutUntil = at.Prompt.At.Add(9 * time.Hour) })
	s := dueRunner(t, b, zone.Deps{})
	b.Clock.Advance(zone.DefaultForkIdle)
	_, err := s.RunDue(context.Background())
	require.NoError(t, err)
	assert.Equal(t, at, run(t, b), "no walking a resting player")
	job, ok, err := scheduler.Get(context.Background(), b.Store, zone.ForkTimeoutKind, strconv.FormatInt(int64(at.ID), 10))
	require.NoError(t, err)
	require.True(t, ok)
	woke := at.Prompt.At.Add(9 * time.Hour).Add(zone.DefaultForkIdle)
	assert.Equal(t, time.Date(2026, time.March, 3, 0, 0, 0, 0, time.UTC), woke.UTC(), "a fresh idle window after waking: resting is not being idle")
	assert.Equal(t, play.IdleMorning(woke, time.UTC), job.DueAt,
		"the window runs out at midnight, so the job waits straight for the morning")
}

// The practice yard is in town: a player in a zone cannot spar there,
// and is told the way on from where they stand.
func TestNoPracticeBoutFromInsideAZone(t *testing.T) {
	b := newBot(t)
	b.Reply(alice, "!zone start goblin warrens")
	before := run(t, b)
	answer := b.Reply(alice, "!fight skeleton")
	assert.Contains(t, answer, "You're in **Goblin Warrens**, and Thom Krooke's practice yard is back in town.")
	assert.Contains(t, answer, "`!zone advance` goes on")
	_, fighting, err := b.Store.Fight.Get(context.Background(), alice)
	require.NoError(t, err)
	assert.False(t, fighting)
	assert.Equal(t, before, run(t, b))

	// A bare `!fight` with nothing waiting says so, instead of offering the
	// yard's sparring partners the next line refuses.
	for _, line := range []string{"!fight", "!fight status"} {
		answer = b.Reply(alice, line)
		assert.Contains(t, answer, "Nothing waits to be fought here in **Goblin Warrens**", line)
		assert.Contains(t, answer, "`!zone advance` goes on", line)
		assert.NotContains(t, answer, "!fight worg", line)
	}
	assert.Equal(t, before, run(t, b))
}

// A fork prompt shown again (`!zone advance` at the fork) names the new
// time of its pick, 6h from then, as the status does: its idle window
// starts afresh, and the answer a rest had already pushed past that is
// not pulled back to the first showing.
func TestIdleForkShownAgainWaitsAFreshWindow(t *testing.T) {
	b := newBot(t)
	at := toFork(t, b)
	b.Clock.Advance(zone.DefaultForkIdle - time.Hour)
	pick := narrate.Moment{Now: b.Clock.Now(), Loc: time.UTC}
	assert.Contains(t, b.Reply(alice, "!zone advance"), "Leave it till "+pick.When(b.Clock.Now().Add(zone.DefaultForkIdle))+" and I'll pick")
	job, ok, err := scheduler.Get(context.Background(), b.Store, zone.ForkTimeoutKind, strconv.FormatInt(int64(at.ID), 10))
	require.NoError(t, err)
	require.True(t, ok)
	assert.Equal(t, b.Clock.Now().Add(zone.DefaultForkIdle), job.DueAt)
	s := dueRunner(t, b, zone.Deps{})
	b.Clock.Advance(2 * time.Hour) // past the first showing's window
	_, err = s.RunDue(context.Background())
	require.NoError(t, err)
	assert.Equal(t, at.Current, run(t, b).Current, "still at the fork: the player was told 6h")
}

// `!zone status` offers the walk's own verb: `!zone advance` in a zone
// run, `!advance` on an expedition (rules §8).
func TestStatusOffersTheWalksVerb(t *testing.T) {
	b := newBot(t)
	b.Reply(alice, "!zone start crypt_valdris")
	assert.Contains(t, b.Reply(alice, "!zone status"), "`!zone advance` to go.")

	e := newBot(t)
	e.Reply(alice, "!expedition start crypt_valdris")
	e.Reply(alice, "!supplies buy standard 2")
	e.Say(alice, "!expedition depart")
	status := e.Reply(alice, "!zone status")
	assert.Contains(t, status, "`!advance` to go.")
	assert.NotContains(t, status, "`!zone advance`")
}
