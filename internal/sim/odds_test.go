package sim

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/play"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/sim/record"
)

// heavyT1 is the tier-1 heavy preset: every pack the caps allow (rules §8.2).
var heavyT1 = Packing{Standard: 3, Deluxe: 1}

func TestFromStoredIsTheSheetFullyRested(t *testing.T) {
	built, err := Character(Build{Class: rules.Mage, Race: rules.Elf, Level: 3})
	require.NoError(t, err)
	stored := built.Clone()
	stored.Name, stored.Coins = "Nell", 1234
	stored.HP, stored.HitDice, stored.Slots = 1, 0, rules.SlotTable{}
	stored.Titles, stored.Keepsakes, stored.ShopDiscount = []string{"Survivor"}, []string{"a tooth"}, 10
	at := time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC)
	stored.DownUntil, stored.LockoutUntil, stored.LastLongRest, stored.LastShortRest = at, at, at, at
	stored.InCombat = true

	got, err := FromStored(stored)
	require.NoError(t, err)
	want := built.Clone()
	want.Coins = 0
	assert.Equal(t, want, got, "a sheet fully rested is the character Build gives, purse aside")
	assert.Equal(t, rules.MaxHP(got), got.HP)
	assert.True(t, got.MageArmor, "the rest casts Mage Armor")

	again, err := FromStored(got)
	require.NoError(t, err)
	assert.Equal(t, got, again, "the same sheet gives the same character")
}

func TestFromStoredRefusesWhatTheRulesDoNotKnow(t *testing.T) {
	good, err := Character(Build{Class: rules.Fighter, Level: 1})
	require.NoError(t, err)
	for name, mutate := range map[string]func(*rules.Character){
		"class": func(c *rules.Character) { c.Class = "bard" },
		"race":  func(c *rules.Character) { c.Race = "gnome" },
		"level": func(c *rules.Character) { c.Level = 0 },
	} {
		c := good.Clone()
		mutate(&c)
		_, err := FromStored(c)
		assert.Error(t, err, name)
	}
}

func TestOddsKeyFollowsWhatFeedsTheGame(t *testing.T) {
	base, err := Character(Build{Class: rules.Fighter, Level: 2})
	require.NoError(t, err)
	key := func(c rules.Character, zone content.ZoneID, p Packing, runs int) string {
		k, err := OddsKey(c, zone, p, runs, play.Rules{}, 0)
		require.NoError(t, err)
		return k
	}
	k0 := key(base, content.ZoneCryptValdris, heavyT1, 200)
	rich := base.Clone()
	rich.Coins = 99_999
	assert.Equal(t, k0, key(rich, content.ZoneCryptValdris, heavyT1, 200), "the purse does not feed the game")

	for name, other := range map[string]string{
		"zone":    key(base, content.ZoneGoblinWarrens, heavyT1, 200),
		"packing": key(base, content.ZoneCryptValdris, Packing{Standard: 3}, 200),
		"runs":    key(base, content.ZoneCryptValdris, heavyT1, 100),
		"gear": func() string {
			c := base.Clone()
			c.Equipment.Set(rules.SlotMainHand, "dagger")
			return key(c, content.ZoneCryptValdris, heavyT1, 200)
		}(),
		"items": func() string {
			c, err := rules.AddItem(base.Clone(), "potion_of_healing", 1)
			require.NoError(t, err)
			return key(c, content.ZoneCryptValdris, heavyT1, 200)
		}(),
		"rest floor": func() string {
			k, err := OddsKey(base, content.ZoneCryptValdris, heavyT1, 200, play.Rules{RestBelowPct: 95}, 0)
			require.NoError(t, err)
			return k
		}(),
		"trap edges": func() string {
			k, err := OddsKey(base, content.ZoneCryptValdris, heavyT1, 200, play.Rules{AvoidTrapEdges: true}, 0)
			require.NoError(t, err)
			return k
		}(),
		"xp": func() string {
			c := base.Clone()
			c.XP++
			return key(c, content.ZoneCryptValdris, heavyT1, 200)
		}(),
	} {
		assert.NotEqual(t, k0, other, "%s changes the key", name)
	}

	s1, err := StateSeed(base, content.ZoneCryptValdris)
	require.NoError(t, err)
	s2, err := StateSeed(rich, content.ZoneCryptValdris)
	require.NoError(t, err)
	s3, err := StateSeed(base, content.ZoneGoblinWarrens)
	require.NoError(t, err)
	assert.Equal(t, s1, s2, "the seed range follows the state, not the purse")
	assert.NotEqual(t, s1, s3, "another zone, another seed range")
}

func TestMedianShortDayCountsRunsThatLastedAsLatest(t *testing.T) {
	for _, tc := range []struct {
		name  string
		runs  int
		short []int
		day   int
		ok    bool
	}{
		{"no runs", 0, nil, 0, false},
		{"all lasted", 5, nil, 0, false},
		{"two of five short", 5, []int{2, 3}, 0, false},
		{"three of five short", 5, []int{4, 2, 3}, 4, true},
		{"all short", 4, []int{5, 1, 3, 2}, 2, true},
		{"half of four short: the lower median", 4, []int{6, 3}, 6, true},
	} {
		day, ok := Odds{Tally: play.Tally{Runs: tc.runs}, ShortDays: tc.short}.MedianShortDay()
		assert.Equal(t, tc.ok, ok, tc.name)
		assert.Equal(t, tc.day, day, tc.name)
	}
}

func TestForcedOutIsAForcedExtraction(t *testing.T) {
	for _, tc := range []struct {
		outcome, reason string
		forced          bool
	}{
		{record.OutcomeCleared, "complete", false},
		{record.OutcomeExtracted, "extracted", false},
		{record.OutcomeDied, "downed", true},
		{record.OutcomeFled, "fled", true},
		{record.OutcomeExtracted, "forced: starved", true},
		{record.OutcomeDayCapped, "day cap", false},
	} {
		assert.Equal(t, tc.forced, ForcedOut(record.Run{Outcome: tc.outcome, StopReason: tc.reason}), "%s %s", tc.outcome, tc.reason)
	}
}

func TestOddsAddCountsEveryRunOnce(t *testing.T) {
	var o Odds
	for _, r := range []record.Run{
		{Outcome: record.OutcomeCleared, StopReason: "complete", BossReached: true},
		{Outcome: record.OutcomeDied, StopReason: "downed", BossReached: true},
		{Outcome: record.OutcomeExtracted, StopReason: "forced: starved"},
		{Outcome: record.OutcomeExtracted, StopReason: "extracted"},
		{Outcome: record.OutcomeDayCapped, StopReason: "day cap"},
		{Outcome: record.OutcomeStuck, StopReason: "no progress"},
	} {
		o.add(r, play.Result{})
	}
	assert.Equal(t, Odds{Tally: play.Tally{Runs: 6, Cleared: 1, BossReached: 2, ForcedOut: 2, TurnedBack: 1, DayCapped: 1, Stuck: 1},
		Days: []int{0, 0, 0, 0, 0, 0}}, o)
}

// Each run's days and the SU it used are kept: the most SU any run used
// is the packing's SU less what the run left the field with (its
// extraction's SU left when it was extracted or forced out).
func TestOddsAddKeepsTheDaysAndTheMostSUUsed(t *testing.T) {
	o := Odds{Packing: Packing{Standard: 3}}
	walked := play.Result{Days: 2}
	walked.Exp.Status, walked.Exp.Supplies.Current = expedition.StatusComplete, 27.5
	left := play.Result{Days: 4}
	left.Exp.Status = expedition.StatusAbandoned
	left.Exp.Extraction = &expedition.ExtractionReport{SULeft: 21}
	for _, r := range []play.Result{walked, left, walked} {
		o.add(record.Run{Outcome: record.OutcomeCleared}, r)
	}
	assert.Equal(t, []int{2, 4, 2}, o.Days)
	assert.Equal(t, 2, o.MedianDays())
	assert.InDelta(t, 9, o.MostSU, 0, "30 SU less the 21 left")
	assert.Zero(t, Odds{}.MedianDays())
}

func TestPlayOddsPlaysTheSeedsOfTheMatrix(t *testing.T) {
	b := Build{Class: rules.Fighter, Level: 2}
	built, err := Character(b)
	require.NoError(t, err)
	ch, err := FromStored(built)
	require.NoError(t, err)
	q := OddsQuery{Char: ch, ZoneID: content.ZoneCryptValdris, Packings: []Packing{heavyT1, {Standard: 1}}, Runs: 12, Seed: 9}
	got, err := PlayOdds(context.Background(), q)
	require.NoError(t, err)
	require.Len(t, got, 2)

	want := Odds{Packing: heavyT1}
	for n := range q.Runs {
		sc := Scenario{Build: b, ZoneID: q.ZoneID, Mode: play.ModeExpedition, Policy: play.DefaultPolicy(),
			Seed: RunSeed(q.Seed, rules.Fighter, rules.Human, 2, q.ZoneID, n)}
		rec, res, err := playGame(sc)
		require.NoError(t, err)
		want.add(rec, res)
	}
	assert.Equal(t, want, got[0], "the heavy preset from the state's seeds is expedition-sim's run for run")
	assert.Equal(t, 12, got[1].Runs)
	assert.LessOrEqual(t, got[1].Cleared, got[1].BossReached, "a clear meets the boss")
	for _, o := range got {
		assert.Equal(t, o.Runs, o.Cleared+o.ForcedOut+o.TurnedBack+o.DayCapped+o.Stuck, "every run ends one way")
	}

	again, err := PlayOdds(context.Background(), q)
	require.NoError(t, err)
	assert.Equal(t, got, again, "the same query gives the same numbers")
}

func TestPlayOddsStopsWithEveryPackingEven(t *testing.T) {
	ch, err := Character(Build{Class: rules.Cleric, Level: 1})
	require.NoError(t, err)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	got, err := PlayOdds(ctx, OddsQuery{Char: ch, ZoneID: content.ZoneGoblinWarrens, Packings: []Packing{heavyT1, {Standard: 3}}, Runs: 50, Seed: 1})
	require.NoError(t, err, "a budget that ends is no error")
	require.Len(t, got, 2)
	assert.Equal(t, got[0].Runs, got[1].Runs)
	assert.Zero(t, got[0].Runs)

	_, err = PlayOdds(context.Background(), OddsQuery{Char: ch, ZoneID: content.ZoneGoblinWarrens, Runs: 5})
	assert.ErrorIs(t, err, ErrNoRuns)
	_, err = PlayOdds(context.Background(), OddsQuery{Char: ch, ZoneID: content.ZoneDragonsLair, Packings: []Packing{heavyT1}, Runs: 1})
	assert.Error(t, err, "a level-1 character may not enter a Tier 5 zone")
}

func TestPlayOddsGoesOnFromRunsAlreadyPlayed(t *testing.T) {
	ch, err := Character(Build{Class: rules.Ranger, Level: 1})
	require.NoError(t, err)
	q := OddsQuery{Char: ch, ZoneID: content.ZoneGoblinWarrens, Packings: []Packing{heavyT1, {Standard: 2}}, Runs: 5, Seed: 3}
	first, err := PlayOdds(context.Background(), q)
	require.NoError(t, err)
	q.Runs = 11
	whole, err := PlayOdds(context.Background(), q)
	require.NoError(t, err)

	q.Done = first
	onward, err := PlayOdds(context.Background(), q)
	require.NoError(t, err)
	assert.Equal(t, whole, onward, "five runs and six more are the eleven")

	q.Done = []Odds{first[0], {}}
	uneven, err := PlayOdds(context.Background(), q)
	require.NoError(t, err)
	assert.Equal(t, whole, uneven, "a packing with nothing played starts from run 0")

	q.Done = first[:1]
	_, err = PlayOdds(context.Background(), q)
	assert.Error(t, err, "one Done per packing")
}
