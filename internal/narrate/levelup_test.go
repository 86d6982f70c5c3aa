package narrate

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonerun"
)

func TestLevelUpDMSaysWhatChanged(t *testing.T) {
	ch, err := rules.NewCharacter("Aria", rules.Mage, rules.Elf)
	require.NoError(t, err)
	_, rep := rules.AwardXP(ch, rules.XPForLevel(5))
	text := LevelUpDM("Aria", rep, "!")
	for _, want := range []string{
		"🎉 **Aria** jumps from level 1 to **level 5**",
		"- HP max: 13 → ",
		"- Proficiency bonus: +2 → +3",
		"- New spell slots: 2 (L1), 3 (L2), 2 (L3)",
		"- New spells: ",
		"Fireball",
		"- Your cantrips now roll 2 dice",
		"- Tier 2: Thom Krooke now sells tier 3 gear (`!shop`)",
		"+2,700 XP (2,700 total, 1,600 to level 6)",
	} {
		assert.Contains(t, text, want)
	}
	assert.NotContains(t, text, "Attacks per Attack action", "a Mage gets no Extra Attack")
}

func TestLevelUpDMIsEmptyWithoutALevel(t *testing.T) {
	ch, err := rules.NewCharacter("Brom", rules.Fighter, rules.Dwarf)
	require.NoError(t, err)
	_, rep := rules.AwardXP(ch, 50)
	assert.Equal(t, "", LevelUpDM("Brom", rep, "!"))
	assert.Equal(t, "+50 XP (50 total, 250 to level 2)", XPGained(rep))
}

func TestLevelUpDMNamesNewFeatures(t *testing.T) {
	ch, err := rules.NewCharacter("Brom", rules.Fighter, rules.Dwarf)
	require.NoError(t, err)
	_, rep := rules.AwardXP(ch, rules.XPForLevel(2))
	text := LevelUpDM("Brom", rep, "!")
	assert.Contains(t, text, "🎉 **Brom** reaches **level 2**")
	assert.Contains(t, text, "- New feature: **Action Surge** — Take one additional action on your turn.")
	assert.NotContains(t, text, "spell slots")
}

func TestXPGainedAtTheCapSaysNoneWasEarned(t *testing.T) {
	for _, tc := range []struct {
		name string
		rep  rules.LevelUpReport
		want string
	}{
		{"an award", rules.LevelUpReport{XPGained: 50, XP: 350, NewLevel: 2}, "+50 XP (350 total, 550 to level 3)"},
		{"part lost to the cap", rules.LevelUpReport{XPGained: 20, XPDiscarded: 40, XP: rules.MaxXP(), NewLevel: 20}, "+20 XP (85,000 total, level cap); 40 XP past the cap went nowhere"},
		{"all lost to the cap", rules.LevelUpReport{XPDiscarded: 60, XP: rules.MaxXP(), NewLevel: 20}, "🏆 No XP: a level-20 hero earns no more."},
		{"no award", rules.LevelUpReport{XP: 300, NewLevel: 2}, ""},
	} {
		assert.Equal(t, tc.want, XPGained(tc.rep), tc.name)
	}
}

// A fight that downs the player or that they flee ends the run, whose
// loss then takes back part of its XP (rules §6.9): the fight's line says
// the award alone, no total the sheet will not show.
func TestAFightThatEndsTheRunStatesNoTotal(t *testing.T) {
	rep := rules.LevelUpReport{XPGained: 75, XP: 195, NewLevel: 1}
	assert.Equal(t, "+75 XP from the fight", XPBeforeLoss(rep))
	for _, result := range []combat.Result{combat.ResultDowned, combat.ResultFled} {
		text := ZoneStep{}.fight(&zonerun.FightReport{Monsters: []content.MonsterID{"goblin_boss"}, Result: result, Rounds: 3, XP: 75, LevelUp: rep})
		assert.Contains(t, text, "+75 XP from the fight", result)
		assert.NotContains(t, text, "195 total", result)
	}
	won := ZoneStep{}.fight(&zonerun.FightReport{Monsters: []content.MonsterID{"goblin_boss"}, Result: combat.ResultWon, Rounds: 3, XP: 75, HP: 5, MaxHP: 12, LevelUp: rep})
	assert.Contains(t, won, "+75 XP (195 total, 105 to level 2)", "a won fight keeps the total")
}

// The level-up names a better shelf only when the shop's top tier rises
// (content.ShopMaxTier, rules §4.5): past tier 4 it stays at tier 5.
func TestLevelUpNamesABetterShelfOnlyWhenThereIsOne(t *testing.T) {
	for _, tc := range []struct {
		before, after int
		want          string
	}{
		{1, 2, "- Tier 2: Thom Krooke now sells tier 3 gear (`!shop`)"},
		{3, 4, "- Tier 4: Thom Krooke now sells tier 5 gear (`!shop`)"},
		{4, 5, ""},
		{6, 7, ""},
	} {
		text := LevelUpDM("Gorm", rules.LevelUpReport{OldLevel: 10, NewLevel: 11, TierBefore: tc.before, TierAfter: tc.after}, "!")
		if tc.want == "" {
			assert.NotContains(t, text, "Thom Krooke", "tier %d → %d", tc.before, tc.after)
			continue
		}
		assert.Contains(t, text, tc.want)
	}
}

// The level-up DM of a fight that ended the run names the award alone:
// the run's loss then takes back part of its XP (rules §6.9).
func TestTheLevelUpDMBeforeALossStatesNoTotal(t *testing.T) {
	rep := rules.LevelUpReport{OldLevel: 1, NewLevel: 2, XPGained: 75, XP: 305, HPMaxBefore: 10, HPMaxAfter: 16}
	assert.Contains(t, LevelUpDM("Ria", rep, "!"), "+75 XP (305 total, 595 to level 3)")
	dm := LevelUpDMBeforeLoss("Ria", rep, "!")
	assert.Contains(t, dm, "+75 XP from the fight")
	assert.NotContains(t, dm, "305 total")
}
