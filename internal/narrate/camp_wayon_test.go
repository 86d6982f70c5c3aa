package narrate

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/gogobee/gogobee/internal/expedition"
)

// A room that refuses a camp names a way to one that allows it that the
// player can take: past a foe standing in the room there is no way on, a
// boss room is left by the way in, and `!retreat` is named only to a room
// behind that takes a camp (play.CampBehind; a tester's recap sent them
// back into a trap room) (rules §8.10).
func TestCampAdviceNamesAWayThePlayerCanTake(t *testing.T) {
	for _, tc := range []struct {
		no         expedition.CampRefusal
		back       string
		want, nope string
	}{
		{expedition.CampEnemies, "Glimmer Path", "`!fight` them, or `!retreat` to **Glimmer Path** and camp there", "`!advance`"},
		{expedition.CampEnemies, "", "`!fight` them first: no room behind takes a camp either", "`!retreat`"},
		{expedition.CampBossRoom, "Antechamber", "`!retreat` to **Antechamber** and camp there", "`!advance`"},
		{expedition.CampBossRoom, "", "no room behind takes a camp either", "`!retreat`"},
		{expedition.CampInCombat, "", "finish the fight first", "`!advance`"},
		{expedition.CampTrapRoom, "Heartwood", "`!retreat` to **Heartwood** and camp there", ""},
		{expedition.CampTrapRoom, "", "`!advance` to a room that allows one", "`!retreat`"},
	} {
		for _, text := range []string{campAdvice(tc.no, tc.back, false, expedition.FundsLongRest, 10, "!"), CampHereText(expedition.Expedition{Day: 1}, tc.no, tc.back, "!")} {
			assert.Contains(t, text, tc.want, tc.no)
			if tc.nope != "" {
				assert.NotContains(t, text, tc.nope, tc.no)
			}
		}
	}
}
