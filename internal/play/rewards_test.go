package play

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/rules"
)

func award(m expedition.Milestone) expedition.MilestoneAward {
	return expedition.MilestoneAward{Milestone: m}
}

func TestMilestoneRewardsLastOnTheCharacter(t *testing.T) {
	ch, err := rules.NewCharacter("Brom", rules.Fighter, rules.Dwarf)
	require.NoError(t, err)
	e := expedition.Expedition{ID: 7, ZoneID: content.ZoneGoblinWarrens}
	survivalist := award(expedition.Milestone{ID: expedition.MilestoneSurvivalist, Title: "Survivalist", Cosmetic: "Survivalist's Compass"})
	ch, _ = GrantMilestones(ch, e, []expedition.MilestoneAward{survivalist, survivalist}, 1)
	assert.Equal(t, []string{"Survivalist"}, ch.Titles, "a title is kept once")
	assert.Equal(t, []string{"Survivalist's Compass"}, ch.Keepsakes)

	ch, _ = GrantMilestones(ch, e, []expedition.MilestoneAward{award(expedition.Milestone{ID: expedition.MilestoneWeekOne, ShopDiscountPercent: 10})}, 1)
	assert.Equal(t, 10, ch.ShopDiscount)

	before := len(ch.Inventory)
	ch, gs := GrantMilestones(ch, e, []expedition.MilestoneAward{award(expedition.Milestone{ID: expedition.MilestoneLongGame, LegendaryItem: true})}, 1)
	require.Len(t, ch.Inventory, before+1, "exactly one legendary find goes in the pack")
	require.Len(t, gs, 1)
	it, ok := content.ItemByID(gs[0].Legendary)
	require.True(t, ok, "the grant names the item found")
	assert.Equal(t, content.GradeLegendary, it.Grade)
	assert.Positive(t, ch.Inventory[it.ID])
}

func TestMilestoneRewardsRollOnTheWorldSeed(t *testing.T) {
	ch, err := rules.NewCharacter("Brom", rules.Fighter, rules.Dwarf)
	require.NoError(t, err)
	long := []expedition.MilestoneAward{award(expedition.Milestone{ID: expedition.MilestoneLongGame, LegendaryItem: true})}
	find := func(world uint64, id expedition.ID) content.ItemID {
		_, gs := GrantMilestones(ch, expedition.Expedition{ID: id}, long, world)
		return gs[0].Legendary
	}
	assert.Equal(t, find(1, 9), find(1, 9), "a replay finds the same item")
	seen := map[content.ItemID]bool{}
	for w := range uint64(40) {
		seen[find(w, 9)] = true
	}
	assert.Greater(t, len(seen), 1, "other worlds find other items")
}

func TestMilestoneXPAndAbilityBonus(t *testing.T) {
	ch, err := rules.NewCharacter("Brom", rules.Fighter, rules.Dwarf)
	require.NoError(t, err)
	str := ch.Abilities.Get(rules.STR)
	a := award(expedition.Milestone{ID: expedition.MilestoneTwoWeeks, PrimaryStatBonus: 2})
	a.Ability, a.GrantXP = rules.STR, 400
	out, gs := GrantMilestones(ch, expedition.Expedition{ID: 1}, []expedition.MilestoneAward{a}, 1)
	assert.Equal(t, min(MaxAbility, str+2), out.Abilities.Get(rules.STR))
	assert.Equal(t, ch.XP+400, out.XP)
	assert.True(t, gs[0].LevelUp.LevelledUp(), "400 XP takes a level-1 character up")

	a.PrimaryStatBonus = 30
	out, _ = GrantMilestones(ch, expedition.Expedition{ID: 1}, []expedition.MilestoneAward{a}, 1)
	assert.Equal(t, MaxAbility, out.Abilities.Get(rules.STR), "capped at 20")
}
