package narrate

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/gogobee/gogobee/internal/expedition"
)

func TestCampOptionsTellTodaysCampAsItStands(t *testing.T) {
	e, _, _ := briefingFixture(t)
	e.Camp = &expedition.Camp{Type: expedition.CampRough, Day: e.Day}
	assert.Contains(t, CampOptionsText(e, "!"), "Today's camp: **rough camp**. `!camp break` packs it up.")

	e.Camp.Struck = true
	packed := CampOptionsText(e, "!")
	assert.Contains(t, packed, "Today's camp: **rough camp**, packed up. It still counts as today's one camp")
	assert.NotContains(t, packed, "camp break", "a packed camp offers no break: the break would be refused")
}
