package narrate

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/expedition"
)

func TestCampOptionsTellTodaysCampAsItStands(t *testing.T) {
	e, rep, _ := briefingFixture(t)
	e.PendingNight = rep.Night.Encounter
	require.Equal(t, expedition.StatusActive, e.Status)
	assert.Contains(t, CampOptionsText(e, "!"), "Something found you and it's still here: `!fight` it first; no camp until it's dealt with.",
		"the list says no camp stands while an encounter waits, as the camp refusal does")
	e.PendingNight = nil
	assert.NotContains(t, CampOptionsText(e, "!"), "!fight")
	e.Camp = &expedition.Camp{Type: expedition.CampRough, Day: e.Day}
	assert.Contains(t, CampOptionsText(e, "!"), "Today's camp: **rough camp**. `!camp break` packs it up.")

	e.Camp.Struck = true
	packed := CampOptionsText(e, "!")
	assert.Contains(t, packed, "Today's camp: **rough camp**, packed up. It still counts as today's one camp")
	assert.NotContains(t, packed, "camp break", "a packed camp offers no break: the break would be refused")
}
