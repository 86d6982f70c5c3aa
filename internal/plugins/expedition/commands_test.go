package expedition_test

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/clock"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	expplugin "github.com/gogobee/gogobee/internal/plugins/expedition"
	"github.com/gogobee/gogobee/internal/plugins/plugintest"
	"github.com/gogobee/gogobee/internal/rules"
)

// TestBadInputChangesNothing: the bad inputs get a clear answer and
// leave every table as it was, and an answer that offers a purchase offers
// one `!supplies buy` makes. A count of packs that is no number is
// answered after the expedition's state, naming a purchase that would be
// made (cap and purse asked) or why none would: before, "“0” isn't a
// number of packs. Try `!supplies buy standard 2`" came with no
// expedition, in the field and with an empty purse.
func TestBadInputChangesNothing(t *testing.T) {
	tests := []struct {
		name  string
		setup func(t *testing.T, b *plugintest.Bot)
		say   string
		want  string
	}{
		{"an unknown camp", func(t *testing.T, b *plugintest.Bot) { departed(t, b) },
			"!camp luxury", "There's no such camp as “luxury”"},
		{"two deluxe packs", func(t *testing.T, b *plugintest.Bot) { b.Reply(alice, "!expedition start goblin warrens") },
			"!supplies buy deluxe 2", "at most 1 deluxe pack a leg (from setting off, or from a resume); you can take 1 more"},
		{"starting twice", func(t *testing.T, b *plugintest.Bot) { b.Reply(alice, "!expedition start goblin warrens") },
			"!expedition start goblin warrens", "You're already provisioning for **Goblin Warrens**"},
		{"starting while in the zone", func(t *testing.T, b *plugintest.Bot) { departed(t, b) },
			"!expedition start crypt", "You're already on an expedition in **Goblin Warrens** (day 1)"},
		{"extracting mid-fight", func(t *testing.T, b *plugintest.Bot) {
			departed(t, b)
			nightFight(t, b)
		}, "!extract", "Not while you're fighting"},
		{"resuming with nothing to resume", nil, "!resume", "There's nothing to resume"},
		{"background walk before setting off", func(t *testing.T, b *plugintest.Bot) { b.Reply(alice, "!expedition start goblin warrens") },
			"!expedition run on", "You haven't set off yet. `!supplies buy standard` buys a standard pack: 10 SU for 50 coins. Then `!expedition depart` sets off."},
		{"background walk after extracting", func(t *testing.T, b *plugintest.Bot) { departed(t, b); b.Reply(alice, "!extract") },
			"!expedition run on", "`!resume` takes you back in"},
		{"resuming while in the zone", func(t *testing.T, b *plugintest.Bot) { departed(t, b) },
			"!resume", "nothing to resume.\n\nYou're in the zone: `!advance` goes on"},
		{"buying in the zone", func(t *testing.T, b *plugintest.Bot) { departed(t, b) },
			"!supplies buy standard", "Supplies are bought before you set off"},
		{"departing without supplies", func(t *testing.T, b *plugintest.Bot) { b.Reply(alice, "!expedition start goblin warrens") },
			"!expedition depart", "Not without supplies"},
		{"a pack beyond the purse", func(t *testing.T, b *plugintest.Bot) {
			b.Edit(alice, func(c *rules.Character) { c.Coins = 60 })
			b.Reply(alice, "!expedition start goblin warrens")
		}, "!supplies buy standard 2", "That comes to 100 coins; you have 60 coins"},
		{"a zone out of reach", nil, "!expedition start dragons lair", "tier 5 zone"},
		{"a camp in a trap room", func(t *testing.T, b *plugintest.Bot) {
			departed(t, b)
			for range 3 {
				advance(t, b)
			}
		}, "!camp standard", "No camp here: a trap room, even disarmed."},
		{"the camp list in a trap room", func(t *testing.T, b *plugintest.Bot) {
			departed(t, b)
			for range 3 {
				advance(t, b)
			}
		}, "!camp", "📍 **Here:** no camp (a trap room, even disarmed): `!retreat` to **Lookout Burrow** and camp there."},
		{"abandoning the run", func(t *testing.T, b *plugintest.Bot) { departed(t, b) },
			"!zone abandon", "`!extract` leaves from here"},
		{"calling off while resting", func(t *testing.T, b *plugintest.Bot) {
			departed(t, b)
			b.Edit(alice, func(c *rules.Character) { c.HP = 5 })
			require.Contains(t, b.Reply(alice, "!rest short"), "until")
		}, "!expedition cancel", "Once the rest is over, `!extract` leaves from here"},
		{"a standalone run", func(t *testing.T, b *plugintest.Bot) { departed(t, b) },
			"!zone start crypt", "You're on an expedition in **Goblin Warrens**"},
		{"an expedition during a standalone run", func(t *testing.T, b *plugintest.Bot) { b.Reply(alice, "!zone start crypt") },
			"!expedition start goblin warrens", "You're in the middle of a run through **The Crypt of Valdris**"},
		{"a long rest without a camp", func(t *testing.T, b *plugintest.Bot) { departed(t, b) },
			"!rest long", "a long rest needs a camp"},
		{"a camp during a short rest", func(t *testing.T, b *plugintest.Bot) {
			departed(t, b)
			b.Edit(alice, func(c *rules.Character) { c.HP = 5 })
			require.Contains(t, b.Reply(alice, "!rest short"), "until")
		}, "!camp standard", "💤 You're resting until"},
		{"the camp list during a short rest", func(t *testing.T, b *plugintest.Bot) {
			departed(t, b)
			b.Edit(alice, func(c *rules.Character) { c.HP = 5 })
			require.Contains(t, b.Reply(alice, "!rest short"), "until")
		}, "!camp", "💤 You're resting until"},
		{"a short rest in Siege Mode", func(t *testing.T, b *plugintest.Bot) {
			departed(t, b)
			b.Edit(alice, func(c *rules.Character) { c.HP = 5 })
			editExp(t, b, alice, func(e *expedition.Expedition) { e.Threat.Level, e.Threat.Siege = 100, true })
		}, "!rest short", "Siege Mode: too dangerous for a short rest"},
		{"retreating from the entry", func(t *testing.T, b *plugintest.Bot) { departed(t, b) },
			"!retreat", "no cleared room behind you"},
		{"searching twice", func(t *testing.T, b *plugintest.Bot) {
			departed(t, b)
			b.Reply(alice, "!search")
		}, "!search", "You've searched this room already"},
		{"a pack count with no expedition", nil, "!supplies buy standard 0", "You're not on an expedition."},
		{"a pack count in the field", func(t *testing.T, b *plugintest.Bot) { departed(t, b) }, "!supplies buy standard 0",
			"Supplies are bought before you set off."},
		{"a pack count after extracting", func(t *testing.T, b *plugintest.Bot) { departed(t, b); b.Reply(alice, "!extract") },
			"!supplies buy standard x", "You've extracted: your packs stayed in the zone."},
		{"a pack count, a purse for three", withCoins(500), "!supplies buy standard 0",
			"“0” isn't a number of packs. Try `!supplies buy standard 2`; you can take up to 3 now."},
		{"a pack count, a purse for one", withCoins(60), "!supplies buy standard two",
			"“two” isn't a number of packs. `!supplies buy standard` buys one, the most you can take now."},
		{"a pack count, an empty purse", withCoins(0), "!supplies buy standard 0",
			"“0” isn't a number of packs. A standard pack is 10 SU for 50 coins, and you have 0 coins."},
		{"a deluxe count, a purse for a standard pack", withCoins(60), "!supplies buy deluxe -1",
			"“-1” isn't a number of packs. `!supplies buy standard` buys a standard pack: 10 SU for 50 coins."},
		{"a deluxe count, the deluxe pack bought", func(t *testing.T, b *plugintest.Bot) {
			withCoins(500)(t, b)
			b.Reply(alice, "!supplies buy deluxe")
		}, "!supplies buy deluxe 0", "Thom Krooke sells at most 1 deluxe pack a leg (from setting off, or from a resume), and you have them."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := newBot(t)
			if tt.setup != nil {
				tt.setup(t, b)
			}
			before := snapshot(t, b.Store)
			got := b.Reply(alice, tt.say)
			assert.Contains(t, got, tt.want)
			assert.Equal(t, before, snapshot(t, b.Store), "%q changed nothing", tt.say)
			assertOfferSells(t, b, got)
		})
	}
}

// TestRacingPurchasesNeverOverspend: two bots on one database buy packs
// for the same player at the same moment; the coins are checked and spent
// inside each transaction, so only what the purse covers is sold.
func TestRacingPurchasesNeverOverspend(t *testing.T) {
	for round := range 5 {
		path := t.TempDir() + "/race.db"
		clk := clock.NewFake(plugintest.Start())
		one := plugintest.Open(t, path, clk)
		two := plugintest.Open(t, path, clk)
		one.Create(alice, "Tess", "fighter", "human")
		one.Edit(alice, func(c *rules.Character) { c.Coins = 100 })
		one.Reply(alice, "!expedition start goblin warrens")
		var wg sync.WaitGroup
		for _, b := range []*plugintest.Bot{one, two} {
			wg.Add(1)
			go func() {
				defer wg.Done()
				b.Say(alice, "!supplies buy standard 2")
			}()
		}
		wg.Wait()
		e := openExp(t, one.Store, alice)
		ch := one.Character(alice)
		assert.Equal(t, 2, e.Supplies.StandardPacks, "round %d: one purchase went through", round)
		assert.Equal(t, 0, ch.Coins, "round %d: paid once", round)
		assert.Equal(t, 100, e.Supplies.CoinsSpent, "round %d", round)
	}
}

// TestCancelRefundsEveryPack: calling provisioning off returns the coins.
func TestCancelRefundsEveryPack(t *testing.T) {
	b := newBot(t)
	start := b.Character(alice).Coins
	b.Reply(alice, "!expedition start goblin warrens")
	b.Reply(alice, "!supplies buy standard 2")
	assert.Equal(t, start-100, b.Character(alice).Coins)
	assert.Contains(t, b.Reply(alice, "!expedition cancel"), "100 coins refunded")
	assert.Equal(t, start, b.Character(alice).Coins)
	_, ok, err := b.Store.Expedition.Open(context.Background(), alice)
	require.NoError(t, err)
	assert.False(t, ok, "a cancelled expedition is not open")
}

// TestDepartSchedulesTheDayCycle: departing starts day 1 and puts the
// 06:00 briefing and 21:00 recap on the scheduler in the player's zone; a
// time-zone change is refused while the expedition is in the field, the
// jobs and the zone as they were (rules §8.3).
func TestDepartSchedulesTheDayCycle(t *testing.T) {
	b := newBot(t)
	e := departed(t, b)
	assert.Equal(t, 1, e.Day)
	jobs := snapshot(t, b.Store)
	assert.Contains(t, jobs, "expedition_briefing "+e.ID.String())
	assert.Contains(t, jobs, "expedition_recap "+e.ID.String())

	answer := b.Reply(alice, "!tz set Asia/Tokyo")
	assert.Contains(t, answer, "keeps the clock it set off with")
	assert.Contains(t, answer, "Your time zone is unchanged.")
	assert.Equal(t, jobs, snapshot(t, b.Store), "the jobs stay on the clock it set off with")
	p, _, err := b.Store.Player.Get(context.Background(), alice)
	require.NoError(t, err)
	assert.NotEqual(t, "Asia/Tokyo", p.TZ, "the refused change was rolled back")
}

func TestZoneGoWithNoForkPointsToTheExpeditionsAdvance(t *testing.T) {
	b := newBot(t)
	departed(t, b)
	assert.Equal(t, "There's no fork to choose at. `!advance` to go on.", b.Reply(alice, "!zone go 1"))
}

func TestExpeditionCommandsWithoutACharacterPointToMakingOne(t *testing.T) {
	b := newBot(t)
	for _, cmd := range []string{"!extract", "!map", "!threat", "!supplies", "!retreat", "!search"} {
		assert.Contains(t, b.Reply(bob, cmd), "You don't have a character yet", cmd)
	}
}

// TestGivingUpAnExtractedExpeditionAsksFirst: `!expedition cancel` on an
// extracted expedition asks; `no` keeps it resumable, `confirm` gives it
// up; a `confirm` with nothing asked, or after the window, changes nothing;
// provisioning's cancel takes no yes.
func TestGivingUpAnExtractedExpeditionAsksFirst(t *testing.T) {
	ctx := context.Background()
	b := newBot(t)
	departed(t, b)
	fightOff(t, b)
	b.Reply(alice, "!extract")
	status := func() expedition.Status { return openExp(t, b.Store, alice).Status }
	require.Equal(t, expedition.StatusExtracted, status())

	assert.Contains(t, b.Reply(alice, "!expedition cancel confirm"), "no give-up waiting")
	ask := b.Reply(alice, "!expedition cancel")
	assert.Contains(t, ask, "Give up your expedition into **Goblin Warrens** for good?")
	assert.Contains(t, ask, "`!expedition cancel confirm` within 5 minutes")
	assert.Equal(t, expedition.StatusExtracted, status(), "asking changes nothing")
	assert.Contains(t, b.Reply(alice, "!expedition cancel no"), "still waits for you: `!resume` goes back in")
	assert.Contains(t, b.Reply(alice, "!expedition cancel confirm"), "no give-up waiting", "no withdrew the ask")
	assert.Equal(t, expedition.StatusExtracted, status())

	b.Reply(alice, "!expedition cancel")
	b.Clock.Advance(expplugin.GiveUpConfirmWindow + time.Second)
	assert.Contains(t, b.Reply(alice, "!expedition cancel confirm"), "no give-up waiting", "the ask expired")
	assert.Equal(t, expedition.StatusExtracted, status())

	b.Reply(alice, "!expedition cancel")
	assert.Contains(t, b.Reply(alice, "!expedition cancel confirm"), "You give up the road back into **Goblin Warrens**")
	_, open, err := b.Store.Expedition.Open(ctx, alice)
	require.NoError(t, err)
	assert.False(t, open, "given up")

	b.Reply(alice, "!expedition start goblin warrens")
	assert.Contains(t, b.Reply(alice, "!expedition cancel confirm"), "takes no word after it, yes or no")
	assert.Contains(t, b.Reply(alice, "!expedition cancel no"), "nothing was called off")
	_, open, err = b.Store.Expedition.Open(ctx, alice)
	require.NoError(t, err)
	assert.True(t, open, "provisioning stays until a plain cancel")
}

// TestAZoneNamedTheReadsRightInYourExpedition: a zone whose name begins
// with "The" is named after "your expedition into", never between "Your"
// and "expedition" ("Your **The Crypt of Valdris** expedition").
func TestAZoneNamedTheReadsRightInYourExpedition(t *testing.T) {
	b := newBot(t)
	b.Reply(alice, "!expedition start crypt")
	text := b.Reply(alice, "!resume")
	assert.Contains(t, text, "Your expedition into **The Crypt of Valdris** hasn't begun yet: nothing to resume.")
	assert.NotContains(t, text, "Your **The")
}

// An ended expedition's status offers a new one only when `!expedition
// start` would take it: during a zone run it names the run instead.
func TestAnEndedStatusOffersANewExpeditionOnlyWhenStartTakesIt(t *testing.T) {
	b := newBot(t)
	b.Reply(alice, "!expedition start goblin warrens")
	b.Reply(alice, "!expedition cancel")
	assert.Contains(t, b.Reply(alice, "!expedition status"), "`!expedition start <zone>` begins a new expedition.")

	b.Reply(alice, "!zone start goblin warrens")
	status := b.Reply(alice, "!expedition status")
	assert.NotContains(t, status, "`!expedition start <zone>`")
	assert.Contains(t, status, "A new expedition waits until your run through **Goblin Warrens** ends: finish it or `!zone abandon`.")
	assert.Contains(t, b.Reply(alice, "!expedition start goblin warrens"), "You're in the middle of a run", "start refuses it, as the status says")
}

// A restock for a resume is not a new expedition: a standalone run's
// refusal says the first cancel only puts the packs back, as it does.
func TestAResumesRestockSaysWhatCancelDoes(t *testing.T) {
	b := newBot(t)
	departed(t, b)
	b.Reply(alice, "!extract")
	b.Reply(alice, "!resume")
	refused := b.Reply(alice, "!zone start goblin warrens")
	assert.Contains(t, refused, "You're restocking to go back into **Goblin Warrens**.")
	assert.Contains(t, refused, "`!expedition cancel` puts the packs back and leaves the expedition waiting for `!resume`")
	assert.Contains(t, b.Reply(alice, "!expedition cancel"), "still waits for `!resume`", "as the refusal said")
}

// Setting off in the small hours, Day 1 runs to the 06:00 a day later
// (rules §8.3): the departure names when the first briefing comes.
func TestADepartureNamesItsFirstBriefing(t *testing.T) {
	b := newBot(t)
	b.Clock.Set(time.Date(2026, 3, 3, 5, 52, 0, 0, time.UTC))
	b.Reply(alice, "!expedition start goblin warrens")
	b.Reply(alice, "!supplies buy standard")
	set := strings.Join(plugintest.Rooms(b.Say(alice, "!expedition depart")), "\n")
	assert.Contains(t, set, "Your first Morning Briefing comes at Wed 06:00 (in 1d)")
	assert.Contains(t, b.Reply(alice, "!supplies"), "burned at each 06:00, the next at Wed 06:00")
}

// Below the survival floor a detour back (`!revisit`) is refused, but
// `!retreat`, one step back toward the way out, is not (rules §9.3): the
// door lines and camp advice that offer it keep their word.
func TestRetreatIsNoDetourBelowTheSupplyFloor(t *testing.T) {
	b := newBot(t)
	b.Edit(alice, func(c *rules.Character) { c.Level, c.XP = 3, rules.XPForLevel(3); c.HP = rules.MaxHP(*c) })
	departed(t, b)
	b.Say(alice, "!advance")
	b.Say(alice, "!advance")
	run := zoneRun(t, b)
	require.GreaterOrEqual(t, len(run.Visited), 3, "two rooms walked")
	editExp(t, b, alice, func(e *expedition.Expedition) { e.Supplies.Current = 0.5 })

	assert.Contains(t, b.Reply(alice, "!revisit 1"), "no detours on what's left")
	b.Say(alice, "!retreat")
	assert.NotEqual(t, run.Current, zoneRun(t, b).Current, "the retreat walked back")
}

// TestARefusalWithFoesWaitingPointsAtTheFight: while a night's foes wait,
// a refusal's way on is the fight, not a fork or a walk that the foes
// would refuse.
func TestARefusalWithFoesWaitingPointsAtTheFight(t *testing.T) {
	b := newBot(t)
	departed(t, b)
	editExp(t, b, alice, func(e *expedition.Expedition) {
		e.PendingNight = &expedition.NightEncounter{Day: 1, Source: expedition.SourceNight, Kind: expedition.NightStandard, Monsters: []content.MonsterID{"goblin_sneak"}}
	})
	answer := b.Reply(alice, "!resume")
	assert.Contains(t, answer, "nothing to resume")
	assert.Contains(t, answer, "Foes wait where you stand: `!fight` when you're ready.")
	assert.NotContains(t, answer, "zone go")
}
