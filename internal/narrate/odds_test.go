package narrate

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/play"
)

func TestOddsTextGivesEachPackingsShares(t *testing.T) {
	z, ok := content.ZoneByID(content.ZoneHauntedManor)
	require.True(t, ok)
	got := OddsText(OddsCard{Zone: z, Level: 6, Asked: 200, Budget: 4 * time.Second, Lines: []OddsLine{
		{Name: "Standard packing", Standard: 3, Affordable: true, ShortRuns: 120, MedianShortDay: 5, Tally: play.Tally{Runs: 200, Cleared: 101, BossReached: 150, ForcedOut: 30}},
		{Name: "Deluxe packing", Standard: 3, Deluxe: 1, ShortRuns: 10, Tally: play.Tally{Runs: 200, Cleared: 130, BossReached: 170, ForcedOut: 20}},
	}})
	assert.Equal(t, "🎲 **Odds in Haunted Manor of Blackspire**: 200 expeditions each, played by the autopilot from a full rest with what you wear and carry.\n\n"+
		"**Standard packing** (3 standard packs, 30 SU, 150 coins): cleared **51%** · boss reached **75%** · forced out **15%** · supplies usually run out on **day 5**\n\n"+
		"**Deluxe packing** (3 standard packs + 1 deluxe pack, 50 SU, 240 coins): cleared **65%** · boss reached **85%** · forced out **10%** · supplies last in **95%** of runs\n"+
		"_Your purse doesn't cover these packs yet._", got)
}

func TestOddsTextSaysWhatTheBudgetCutAndWhenTheZoneIsOutsideYourLevels(t *testing.T) {
	z, ok := content.ZoneByID(content.ZoneGoblinWarrens)
	require.True(t, ok)
	got := OddsText(OddsCard{Zone: z, Level: 9, Asked: 200, Budget: 4 * time.Second, Lines: []OddsLine{
		{Name: "Standard packing", Standard: 3, Affordable: true, Tally: play.Tally{Runs: 200, Cleared: 200, BossReached: 200}},
		{Name: "Deluxe packing", Standard: 3, Deluxe: 1, Affordable: true, Tally: play.Tally{Runs: 120, Cleared: 120, BossReached: 120}},
	}})
	assert.Contains(t, got, "120 expeditions each")
	assert.Contains(t, got, "This zone is for levels 1–3 and you're level 9: outside your levels.")
	assert.Contains(t, got, "supplies last in **100%** of runs (200 runs)", "a line with more runs than the rest says so")
	assert.Contains(t, got, "_Only 120 of 200 runs fit in 4s this time")
	assert.False(t, OutsideLevels(z, 3))
	assert.True(t, OutsideLevels(z, 4))
}

func TestOddsTextNamesTheRunsNeitherClearedNorForcedOut(t *testing.T) {
	z, ok := content.ZoneByID(content.ZoneHauntedManor)
	require.True(t, ok)
	got := OddsText(OddsCard{Zone: z, Level: 1, Asked: 100, Lines: []OddsLine{
		{Name: "Standard packing", Standard: 3, Affordable: true, Tally: play.Tally{Runs: 100, ForcedOut: 94, TurnedBack: 3, DayCapped: 2, Stuck: 1, BossReached: 1}},
	}})
	assert.Contains(t, got, "cleared **0%** · boss reached **1%** · forced out **94%** · turned back **3%** · "+
		"still going when the day cap came **2%** · stuck **1%** · supplies last")

	few := OddsText(OddsCard{Zone: z, Level: 1, Asked: 200, Lines: []OddsLine{{Name: "Standard packing", Tally: play.Tally{Runs: 200, ForcedOut: 199, TurnedBack: 1}}}})
	assert.Contains(t, few, "forced out **>99%** · turned back **<1%** · ",
		"one run of 200 is named, and the 199 beside it are not shown as 100%: the shares never add up past 100%")
	all := OddsText(OddsCard{Zone: z, Level: 1, Asked: 200, Lines: []OddsLine{{Name: "Standard packing", Tally: play.Tally{Runs: 200, Cleared: 1, ForcedOut: 199, BossReached: 1}}}})
	assert.Contains(t, all, "cleared **1%** · boss reached **1%** · forced out **99%** · supplies", "a tie of halves goes to the earlier end: still 100% in all")
	whole := OddsText(OddsCard{Zone: z, Level: 1, Asked: 200, Lines: []OddsLine{{Name: "Standard packing", Tally: play.Tally{Runs: 200, ForcedOut: 200}}}})
	assert.Contains(t, whole, "cleared **0%** · boss reached **0%** · forced out **100%** · supplies", "every run forced out is 100%")
}

func TestPacksNamesThem(t *testing.T) {
	assert.Equal(t, "1 standard pack", Packs(1, 0))
	assert.Equal(t, "2 deluxe packs", Packs(0, 2))
	assert.Equal(t, "7 standard packs + 2 deluxe packs", Packs(7, 2))
	assert.Equal(t, "no packs", Packs(0, 0))
}

// Packings whose runs all ended alike are one paragraph that says why: in
// a zone the runs never need the extra packs for, two identical lines
// read as if the packing was not applied.
func TestOddsTextJoinsPackingsThatChangeNothing(t *testing.T) {
	z, ok := content.ZoneByID(content.ZoneCryptValdris)
	require.True(t, ok)
	same := play.Tally{Runs: 200, Cleared: 74, BossReached: 180, ForcedOut: 126}
	got := OddsText(OddsCard{Zone: z, Level: 1, Asked: 200, Lines: []OddsLine{
		{Name: "Standard packing", Standard: 3, Affordable: true, Tally: same, MedianDays: 1, MostSU: 2.5},
		{Name: "Deluxe packing", Standard: 3, Deluxe: 1, Tally: same, MedianDays: 1, MostSU: 3},
	}})
	assert.Equal(t, "🎲 **Odds in The Crypt of Valdris**: 200 expeditions each, played by the autopilot from a full rest with what you wear and carry.\n\n"+
		"**Standard packing or deluxe packing** (3 standard packs, 30 SU, 150 coins; 3 standard packs + 1 deluxe pack, 50 SU, 240 coins): cleared **37%** · boss reached **90%** · forced out **63%** · supplies last in **100%** of runs\n"+
		"_The same odds either way: the runs last 1 day (the median, runs forced out early counted) and none used more than 3 SU, where one standard pack holds 10 SU, so the extra packs change nothing here._", got)

	differ := same
	differ.Cleared--
	differ.ForcedOut++
	two := OddsText(OddsCard{Zone: z, Level: 1, Asked: 200, Lines: []OddsLine{
		{Name: "Standard packing", Standard: 3, Affordable: true, Tally: same},
		{Name: "Deluxe packing", Standard: 3, Deluxe: 1, Affordable: true, Tally: differ},
	}})
	assert.Contains(t, two, "**Standard packing** (3 standard packs")
	assert.Contains(t, two, "**Deluxe packing** (3 standard packs + 1 deluxe pack")
	assert.NotContains(t, two, "either way")
}
