package expedition_test

import (
	"context"
	"fmt"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/rs/zerolog"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/config"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/narrate"
	expplugin "github.com/gogobee/gogobee/internal/plugins/expedition"
	"github.com/gogobee/gogobee/internal/plugins/plugintest"
	"github.com/gogobee/gogobee/internal/plugins/zone"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/scheduler"
	"github.com/gogobee/gogobee/internal/store"
)

// days runs the bot's due expedition jobs with a scheduler over its store
// (the plugin's kinds registered, the way the app does it).
func days(t *testing.T, b *plugintest.Bot, cfg *config.Config) *scheduler.Scheduler {
	t.Helper()
	s := scheduler.New(b.Store, b.Clock, zerolog.Nop())
	p := &expplugin.Plugin{Config: cfg, Seed: 7}
	require.NoError(t, b.Router.RegisterJobs(s, p.Jobs()))
	return s
}

// advanceDays moves the clock by d and runs everything due on the way.
func advanceDays(t *testing.T, b *plugintest.Bot, s *scheduler.Scheduler, d time.Duration) []string {
	t.Helper()
	_, err := s.AdvanceTo(context.Background(), b.Clock, b.Clock.Now().Add(d))
	require.NoError(t, err)
	return plugintest.DMs(b.Flush(), alice)
}

var dmHead = regexp.MustCompile(`TwinBee — (Morning Briefing|Evening Recap), Day (\d+)`)

// heads lists the briefing and recap headlines among dms, in order.
func heads(dms []string) []string {
	var out []string
	for _, d := range dms {
		if m := dmHead.FindStringSubmatch(d); m != nil {
			out = append(out, m[1]+" "+m[2])
		}
	}
	return out
}

func TestMissedDaysAreAppliedOnceEachInOrder(t *testing.T) {
	b := newBot(t)
	departed(t, b) // Monday 09:00 UTC
	s := days(t, b, nil)
	// The bot was down for three days: one catch-up run.
	b.Clock.Set(b.Clock.Now().Add(72 * time.Hour))
	_, err := s.RunDue(context.Background())
	require.NoError(t, err)
	dms := plugintest.DMs(b.Flush(), alice)
	require.Len(t, dms, 1, "one \"while I was away\" message, not a briefing and a recap per day: %q", dms)
	digest := dms[0]
	assert.True(t, strings.HasPrefix(digest, "🎭 **TwinBee — While I Was Away, Days 2–4**"), digest)
	for _, day := range []string{"**Day 2**", "**Day 3**", "**Day 4**"} {
		assert.Contains(t, digest, day)
	}
	assert.Less(t, strings.Index(digest, "**Day 2**"), strings.Index(digest, "**Day 3**"), "the days in order")
	assert.Equal(t, []string{"Morning Briefing 4"}, heads(dms), "the latest briefing is told in full")
	assert.Contains(t, digest, "ate 1 SU")
	n, err := s.RunDue(context.Background())
	require.NoError(t, err)
	assert.Zero(t, n, "nothing is sent twice")
	e := openExp(t, b.Store, alice)
	assert.Equal(t, 4, e.Day, "every missed rollover was applied")
	assert.InDelta(t, 17, e.Supplies.Current, 0.001, "three days burned at 1 SU")

	// The evening after the catch-up has its recap again, and the next
	// morning its own briefing.
	got := heads(advanceDays(t, b, s, 24*time.Hour))
	assert.Equal(t, []string{"Evening Recap 4", "Morning Briefing 5"}, got)
}

func TestADowntimeUnderADayIsToldDayByDay(t *testing.T) {
	b := newBot(t)
	departed(t, b) // Monday 09:00 UTC
	s := days(t, b, nil)
	b.Clock.Set(b.Clock.Now().Add(22 * time.Hour)) // Tuesday 07:00: the 21:00 recap and the 06:00 briefing are late
	_, err := s.RunDue(context.Background())
	require.NoError(t, err)
	assert.Equal(t, []string{"Evening Recap 1", "Morning Briefing 2"}, heads(plugintest.DMs(b.Flush(), alice)))
}

func TestNightEncounterWaitsForTheFight(t *testing.T) {
	b := newBot(t)
	departed(t, b)
	editExp(t, b, alice, func(e *expedition.Expedition) {
		e.PendingNight = &expedition.NightEncounter{Kind: expedition.NightMinor, Monsters: []content.MonsterID{"goblin_sneak"}, Day: 1, Source: expedition.SourceNight}
	})
	assert.Contains(t, b.Reply(alice, "!advance"), "Something found you and it")
	for _, cmd := range []string{"!camp standard", "!search", "!retreat", "!rest short", "!extract"} {
		assert.Contains(t, b.Reply(alice, cmd), "Something found you and it", cmd)
	}
	assert.Contains(t, b.Reply(alice, "!fight"), "You wake to combat · Goblin Warrens, night 1")
	out := b.Reply(alice, "!fight auto")
	assert.Contains(t, out, "⏰ **Threat** 0 → 5")
	e := openExp(t, b.Store, alice)
	assert.Nil(t, e.PendingNight, "the encounter is over")
	assert.Equal(t, 1, e.Today.Enemies)
	assert.NotContains(t, b.Reply(alice, "!advance"), "Something found you", "the way is open again")
}

func TestATimeLoopsEnemiesAreFoughtLikeANightEncounter(t *testing.T) {
	b := newBot(t)
	departed(t, b)
	editExp(t, b, alice, func(e *expedition.Expedition) {
		e.PendingNight = &expedition.NightEncounter{Kind: expedition.NightStandard, Monsters: []content.MonsterID{"goblin_sneak", "goblin_sneak"}, Day: 1, Source: expedition.SourceLoop}
	})
	assert.Contains(t, b.Reply(alice, "!advance"), "Something found you and it's still here")
	assert.Contains(t, b.Reply(alice, "!fight"), "The time loop's new company · Goblin Warrens, day 1")
	out := b.Reply(alice, "!fight auto")
	assert.NotContains(t, out, "The camp is a mess", "no camp was raided")
	assert.Nil(t, openExp(t, b.Store, alice).PendingNight, "the loop's enemies are dealt with")
	assert.Contains(t, out, "The loop lets go of this room, for now.")
}

func TestExtractThenResumeFromTheSameRoom(t *testing.T) {
	b := newBot(t)
	departed(t, b)
	b.Reply(alice, "!advance")
	before := openExp(t, b.Store, alice)
	out := b.Reply(alice, "!extract")
	assert.Contains(t, out, "You extract from Goblin Warrens")
	e := openExp(t, b.Store, alice)
	assert.Equal(t, expedition.StatusExtracted, e.Status)
	jobs := snapshot(t, b.Store)
	assert.NotContains(t, jobs, "expedition_briefing", "no briefings while out")
	assert.Contains(t, jobs, "expedition_expiry "+e.ID.String())
	assert.Contains(t, b.Reply(alice, "!advance"), "You've extracted from **Goblin Warrens**")

	b.Clock.Set(b.Clock.Now().Add(3 * 24 * time.Hour))
	assert.Contains(t, b.Reply(alice, "!resume"), "restocks you for **Goblin Warrens**")
	b.Reply(alice, "!supplies buy standard")
	b.Say(alice, "!expedition depart")
	e = openExp(t, b.Store, alice)
	assert.Equal(t, expedition.StatusActive, e.Status)
	assert.Equal(t, before.RunID, e.RunID, "the same run goes on")
	assert.Equal(t, before.Threat.Level, e.Threat.Level, "threat kept")
	assert.Equal(t, before.Day+1, e.Day)
	assert.NotContains(t, snapshot(t, b.Store), "expedition_expiry", "the expiry job is gone")
}

func TestResumeWindowClosesAfterSevenDays(t *testing.T) {
	b := newBot(t)
	departed(t, b)
	b.Reply(alice, "!advance")
	b.Reply(alice, "!extract")
	s := days(t, b, nil)
	dms := advanceDays(t, b, s, 8*24*time.Hour)
	require.Len(t, dms, 2, "the report card of the extraction, then the expiry's")
	assert.Contains(t, dms[0], "extracted on day 1; `!resume` until")
	assert.True(t, strings.HasPrefix(dms[1], "📜 **The road back into Goblin Warrens has closed.**"), "the notice opens the card: %s", dms[1])
	assert.Contains(t, dms[1], "📜 **Report card: Goblin Warrens** · 📜 extracted on day 1; the road back has closed")
	assert.Contains(t, b.Reply(alice, "!resume"), "its 7 days ran out")
	last, ok, err := b.Store.Expedition.Latest(context.Background(), alice)
	require.NoError(t, err)
	require.True(t, ok)
	assert.Equal(t, expedition.StatusExpired, last.Status)
	r, ok, err := b.Store.ZoneRun.Active(context.Background(), alice)
	require.NoError(t, err)
	assert.False(t, ok, "its run ended too (%v)", r.Status)
}

// TestGoingDownForcesExtractionAndKeepsAThird: downed on an expedition,
// the player is forced out and keeps a third of the leg's coins and XP;
// the message says so, and the sheet shows the XP below the level's
// threshold with the level kept (rules §8.18).
func TestGoingDownForcesExtractionAndKeepsAThird(t *testing.T) {
	b := newBot(t)
	departed(t, b)
	b.Edit(alice, func(c *rules.Character) {
		*c, _ = rules.AwardXP(*c, rules.XPForLevel(3))
		c.HP, c.Coins = 1, 500
	})
	editExp(t, b, alice, func(e *expedition.Expedition) {
		e.CoinsEarned, e.XPEarned = 100, 600
		e.PendingNight = &expedition.NightEncounter{Kind: expedition.NightAmbush, Monsters: []content.MonsterID{"grol"}, Surprise: true, Day: 1, Source: expedition.SourceNight}
	})
	b.Reply(alice, "!fight")
	rows := b.Say(alice, "!fight auto")
	out := plugintest.Rooms(rows)
	if len(out) == 0 {
		t.Fatal("no answer")
	}
	assert.Contains(t, out[len(out)-1], "Forced extraction from Goblin Warrens")
	last, ok, err := b.Store.Expedition.Latest(context.Background(), alice)
	require.NoError(t, err)
	require.True(t, ok)
	assert.Equal(t, expedition.StatusAbandoned, last.Status)
	require.NotNil(t, last.Extraction.Loss)
	l := *last.Extraction.Loss
	assert.Equal(t, 67, l.CoinsLost, "all but a third of the 100 coins earned")
	assert.Equal(t, l.XPEarned-l.XPEarned/3, l.XPLost)
	assert.Contains(t, out[len(out)-1], fmt.Sprintf("You keep a third of what this leg earned: %s of %s XP (still level 3), 33 of 100 coins",
		narrate.Number(l.XPEarned/3), narrate.Number(l.XPEarned)))
	ch := b.Character(alice)
	assert.Equal(t, 433, ch.Coins)
	assert.Equal(t, 3, ch.Level, "the level is kept")
	assert.Equal(t, rules.XPForLevel(3)+l.XPEarned-600-l.XPLost, ch.XP)
	assert.Contains(t, b.Reply(alice, "!sheet"), fmt.Sprintf("XP %s (level 3 at 900)", narrate.Number(ch.XP)))
	assert.Contains(t, b.Reply(alice, "!resume"), "forced extraction; those can't be resumed")
	b.Edit(alice, func(c *rules.Character) { c.HP, c.DownUntil = 20, time.Time{} })
	assert.Contains(t, b.Reply(alice, "!expedition start goblin warrens"), "the Threat Clock starts at **20**")
}

func TestHighlightsPostTheCommunitysDay(t *testing.T) {
	b := newBot(t)
	ctx := context.Background()
	at := b.Clock.Now()
	for _, h := range []store.Highlight{
		{At: at, UserID: alice, Kind: store.HighlightBoss, Subject: "Grol the Unbroken", ZoneID: content.ZoneGoblinWarrens, Day: 2},
		{At: at, UserID: bob, Kind: store.HighlightMilestone, Subject: "First Night", ZoneID: content.ZoneCryptValdris, Day: 2},
	} {
		require.NoError(t, b.Store.News.AddHighlight(ctx, h))
	}
	b.Reply(bob, "!news optout")
	cfg := &config.Config{AnnounceRoom: "!news:example.org", DefaultTZ: time.UTC, Prefix: "!"}
	s := days(t, b, cfg)
	p := &expplugin.Plugin{Config: cfg, Seed: 7}
	require.NoError(t, p.StartHighlights(ctx, b.Store, at.Add(-time.Minute)))
	_, err := s.AdvanceTo(ctx, b.Clock, at.Add(13*time.Hour))
	require.NoError(t, err)
	var posts []string
	for _, r := range b.Flush() {
		if r.RoomID == "!news:example.org" {
			posts = append(posts, r.Body)
		}
	}
	require.Len(t, posts, 1, "one post at 21:30")
	assert.Contains(t, posts[0], "Pete's Expedition News")
	assert.Contains(t, posts[0], "**Grol the Unbroken**")
	assert.NotContains(t, posts[0], "First Night", "bob opted out")
}

// TestCartographerRewardsSearchingEveryRoom: searching every room on the
// way earns Cartographer on entering the first elite room, with its bonus
// loot roll; it is awarded once.
func TestCartographerRewardsSearchingEveryRoom(t *testing.T) {
	b := newBot(t)
	departed(t, b)
	var last string
	for range 4 {
		fightOff(t, b)
		b.Reply(alice, "!search")
		last = advance(t, b)
	}
	require.Contains(t, last, "The way forks", "the fork of the Split Tunnels")
	out := b.Reply(alice, "!zone go 1")
	assert.Contains(t, out, "🏅 **Milestone: Cartographer** · a bonus loot roll in this elite room")
	e := openExp(t, b.Store, alice)
	assert.True(t, e.HasMilestone(expedition.MilestoneCartographer))
}

// Under a threat band that hardens enemies, the monster lines show the AC
// the fight uses, as the fight's own header does (rules §8.7).
func TestMonsterLinesShowTheThreatAC(t *testing.T) {
	b := newBot(t)
	departed(t, b)
	editExp(t, b, alice, func(e *expedition.Expedition) { e.Threat.Level = 45 }) // Alert: enemies +2 AC
	var fight string
	for range 8 {
		out := b.Reply(alice, "!advance")
		if strings.Contains(out, "attacks!") || strings.Contains(out, "bars the way") {
			fight = out
			break
		}
	}
	require.NotEmpty(t, fight, "a fight within eight rooms of Goblin Warrens")
	assert.Regexp(t, `AC \d+ \(\d+ \+2 threat\)`, fight)
}

// atEveningFork departs alice on the Goblin Warrens, walks her by hand
// at 20:00 to the first fork and leaves it there: its idle answer falls
// due in the night and waits for Tuesday's morning, after the first
// rollover.
func atEveningFork(t *testing.T) *plugintest.Bot {
	t.Helper()
	b := newBot(t)
	b.Reply(alice, "!autopilot walk into elites") // both ways lead to elites
	b.Clock.Advance(11 * time.Hour)               // Monday 20:00 UTC
	departed(t, b)
	for range 15 {
		r, ok, err := b.Store.ZoneRun.Active(context.Background(), alice)
		require.NoError(t, err)
		require.True(t, ok)
		if r.Prompt != nil {
			b.Edit(alice, func(c *rules.Character) { c.HP = rules.MaxHP(*c) }) // not too hurt for the pick
			return b
		}
		advance(t, b)
	}
	t.Fatal("no fork reached")
	return nil
}

// gameTables select what the game keeps of an expedition: the
// expedition, the character and the zone run.
var gameTables = []string{
	"SELECT status, data FROM expedition ORDER BY id",
	"SELECT data FROM character ORDER BY user_id",
	"SELECT status, current_node, state_json FROM dnd_zone_run ORDER BY run_id",
}

// The catch-up after downtime plays the due events in their time order
// (rules §8.3): a fork left on Monday evening, answered on Tuesday
// morning, is answered in the same place among the rollovers, so four
// days of downtime end exactly where the bot that stayed up ends.
func TestTheCatchUpEndsWhereTheBotThatStayedUpEnds(t *testing.T) {
	up, down := atEveningFork(t), atEveningFork(t)
	require.Equal(t, rowsOf(t, up.Store, gameTables...), rowsOf(t, down.Store, gameTables...), "the same seed, the same start")
	target := up.Clock.Now().Add(4 * 24 * time.Hour)

	_, err := up.Scheduler.AdvanceTo(context.Background(), up.Clock, target)
	require.NoError(t, err)
	down.Clock.Set(target)
	_, err = down.Scheduler.RunDue(context.Background())
	require.NoError(t, err)

	r, ok, err := up.Store.ZoneRun.Latest(context.Background(), alice)
	require.NoError(t, err)
	require.True(t, ok)
	require.Nil(t, r.Prompt, "the fork was answered")
	assert.Equal(t, rowsOf(t, up.Store, gameTables...), rowsOf(t, down.Store, gameTables...))
	dms := plugintest.DMs(down.Flush(), alice)
	require.Len(t, dms, 2, "the fork's answer, then one digest")
	assert.Contains(t, dms[0], "so I chose:")
	assert.True(t, strings.HasPrefix(dms[1], "🎭 **TwinBee — While I Was Away, Days 2–5**"), dms[1])
	job, ok, err := scheduler.Get(context.Background(), down.Store, expplugin.BriefingKind, openExp(t, down.Store, alice).ID.String())
	require.NoError(t, err)
	require.True(t, ok)
	assert.Empty(t, job.Payload, "the catch-up is over")
	assert.Equal(t, openExp(t, up.Store, alice).Threat, openExp(t, down.Store, alice).Threat)
}

// An idle fork's answer refused for now, as a night encounter waits to be
// fought, is tried again later (rules §6.4) instead of being dropped while
// the prompt still promises it.
func TestARefusedIdlePickIsTriedAgain(t *testing.T) {
	b := atEveningFork(t)
	editExp(t, b, alice, func(e *expedition.Expedition) {
		e.PendingNight = &expedition.NightEncounter{Day: 1, Source: expedition.SourceNight, Kind: expedition.NightStandard, Monsters: []content.MonsterID{"goblin_sneak"}}
	})
	e := openExp(t, b.Store, alice)
	morning := time.Date(2026, 3, 3, 6, 15, 0, 0, time.UTC)
	_, err := b.Scheduler.AdvanceTo(context.Background(), b.Clock, morning)
	require.NoError(t, err)
	r, ok, err := b.Store.ZoneRun.Active(context.Background(), alice)
	require.NoError(t, err)
	require.True(t, ok)
	require.NotNil(t, r.Prompt, "no walk while the encounter waits")
	job, ok, err := scheduler.Get(context.Background(), b.Store, zone.ForkTimeoutKind, e.RunID.String())
	require.NoError(t, err)
	require.True(t, ok, "the answer is not dropped")
	assert.Equal(t, morning.Add(zone.BusyRetry), job.DueAt.UTC())
}

// The morning briefing at a fork left overnight says when TwinBee picks
// a way for the idle player (06:15, the quiet quarter after the briefing)
// instead of offering the choice as if it were the player's till then
// (rules §6.4); the pick comes at that time.
func TestTheMorningBriefingSaysWhenTheIdlePickComes(t *testing.T) {
	b := atEveningFork(t)
	b.Flush()
	briefing := time.Date(2026, 3, 3, 6, 0, 0, 0, time.UTC)
	_, err := b.Scheduler.AdvanceTo(context.Background(), b.Clock, briefing)
	require.NoError(t, err)
	dms := plugintest.DMs(b.Flush(), alice)
	require.NotEmpty(t, dms)
	assert.Contains(t, dms[len(dms)-1], "🔀 The way forks here: `!zone go <n>` picks a way (`!zone status` lists them). Leave it till 06:15 (in 15m) and I pick one for you")

	_, err = b.Scheduler.AdvanceTo(context.Background(), b.Clock, briefing.Add(15*time.Minute))
	require.NoError(t, err)
	picked := plugintest.DMs(b.Flush(), alice)
	require.Len(t, picked, 1)
	assert.Contains(t, picked[0], "so I chose:")
}

// A fork whose every open way leads to an elite, under rules that stop
// before elites, gets no pick time in the status: the prompt says TwinBee
// leaves the choice to the player, and no pick comes (rules §6.4). With
// "walk into elites" the same fork offers the pick's time.
func TestTheStatusOffersNoPickTwinBeeWillNotMake(t *testing.T) {
	b := atEveningFork(t)
	assert.Contains(t, b.Reply(alice, "!expedition status"), "I pick one for you", "walk into elites: the pick comes")
	b.Reply(alice, "!autopilot stop before elites")
	status := b.Reply(alice, "!expedition status")
	assert.Contains(t, status, "🔀 The way forks here")
	assert.NotContains(t, status, "I pick one for you")
}

// An encounter waiting for the player holds the idle pick as it holds
// every move (play.IdlePickHeld, rules §6.4): `!zone status` says the
// fork waits for that fight, where it promised a time the pick never came
// at, `!expedition status` names the fight and no time, and no pick comes
// while it waits; once it is dealt with the pick's time is told again.
func TestAWaitingEncounterHoldsTheIdlePick(t *testing.T) {
	b := atEveningFork(t)
	editExp(t, b, alice, func(e *expedition.Expedition) {
		e.PendingNight = &expedition.NightEncounter{Day: 1, Source: expedition.SourceNight, Kind: expedition.NightMinor, Monsters: []content.MonsterID{"goblin_sneak"}}
	})
	for cmd, want := range map[string]string{
		"!zone status":       "but the fork waits until the **Goblin Sneak** is dealt with: `!fight`.",
		"!expedition status": "**Goblin Sneak** (CR 1/4 · 7 HP · AC 13) waits for you. `!fight` engages.",
	} {
		text := b.Reply(alice, cmd)
		assert.Contains(t, text, want, cmd)
		assert.NotContains(t, text, "Leave it", cmd)
	}
	_, err := b.Scheduler.AdvanceTo(context.Background(), b.Clock, time.Date(2026, 3, 3, 6, 45, 0, 0, time.UTC))
	require.NoError(t, err)
	require.NotNil(t, zoneRun(t, b).Prompt, "no pick while the encounter waits")
	b.Flush()

	editExp(t, b, alice, func(e *expedition.Expedition) { e.PendingNight = nil })
	assert.Contains(t, b.Reply(alice, "!zone status"), "Leave it till 07:00 (in 15m) and I'll pick", "the pick's next try, which the job keeps")
}
