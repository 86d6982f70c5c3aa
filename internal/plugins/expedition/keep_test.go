package expedition

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/rules"
)

func TestMilestoneRewardsLastOnTheCharacter(t *testing.T) {
	ch, err := rules.NewCharacter("Brom", rules.Fighter, rules.Dwarf)
	require.NoError(t, err)
	survivalist := expedition.MilestoneAward{Milestone: expedition.Milestone{ID: expedition.MilestoneSurvivalist, Title: "Survivalist", Cosmetic: "Survivalist's Compass"}}
	ch = keepMilestone(ch, survivalist)
	ch = keepMilestone(ch, survivalist)
	assert.Equal(t, []string{"Survivalist"}, ch.Titles, "a title is kept once")
	assert.Equal(t, []string{"Survivalist's Compass"}, ch.Keepsakes)

	ch = keepMilestone(ch, expedition.MilestoneAward{Milestone: expedition.Milestone{ID: expedition.MilestoneWeekOne, ShopDiscountPercent: 10}})
	assert.Equal(t, 10, ch.ShopDiscount)

	before := len(ch.Inventory)
	ch = keepMilestone(ch, expedition.MilestoneAward{Milestone: expedition.Milestone{ID: expedition.MilestoneLongGame, LegendaryItem: true}})
	require.Len(t, ch.Inventory, before+1, "the legendary find is in the pack")
	for id := range ch.Inventory {
		if it, ok := content.ItemByID(id); ok && it.Grade == content.GradeLegendary {
			return
		}
	}
	t.Fatal("no legendary item in the pack")
}
