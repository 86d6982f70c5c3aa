package narrate

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/gogobee/gogobee/internal/expedition"
)

// A room that refuses a camp names a way to one that allows it that the
// player can take: past a foe standing in the room there is no way on,
// and a boss room is left by the way in (rules §8.10).
func TestCampAdviceNamesAWayThePlayerCanTake(t *testing.T) {
	for _, tc := range []struct {
		no         expedition.CampRefusal
		want, nope string
	}{
		{expedition.CampEnemies, "`!fight` them, or `!retreat` to the room before", "`!advance`"},
		{expedition.CampBossRoom, "`!retreat` to the room before it", "`!advance`"},
		{expedition.CampInCombat, "finish the fight first", "`!advance`"},
		{expedition.CampTrapRoom, "`!advance` or `!retreat` to a room that allows one", ""},
	} {
		for _, text := range []string{campAdvice(tc.no, false, expedition.FundsLongRest, 10, "!"), CampHereText(expedition.Expedition{Day: 1}, tc.no, "!")} {
			assert.Contains(t, text, tc.want, tc.no)
			if tc.nope != "" {
				assert.NotContains(t, text, tc.nope, tc.no)
			}
		}
	}
}
