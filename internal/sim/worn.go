package sim

import (
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/sim/record"
)

// WornTiers is the tier c wears in each slot a career buys gear for
// (record.Worn): the worn piece's catalogue tier, 0 for the class's
// starting-kit piece of the slot or an empty slot.
func WornTiers(c rules.Character) record.Worn {
	start := c.Def().StartingEquipment
	var row [record.WornSlots]int
	for i, slot := range careerSlots {
		id := c.Equipment.Get(slot)
		if it, ok := content.ItemByID(id); ok && id != start.Get(slot) {
			row[i] = it.Tier
		}
	}
	return record.WornOf(row)
}
