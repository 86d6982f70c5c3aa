package narrate

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
)

// A resumed expedition's card waits, and the answer says where the
// expedition stands: restocking in town after `!resume`, in the zone after
// `!expedition depart`; a card number past 1 with no card at all is said
// to be missing (rules §8.17, §8.21).
func TestReportWaitsSaysWhereTheResumedExpeditionStands(t *testing.T) {
	town := expedition.Expedition{ZoneID: content.ZoneGoblinWarrens, Resumed: true, Status: expedition.StatusProvisioning}
	field := town
	field.Status = expedition.StatusActive
	for _, tc := range []struct {
		name       string
		e          expedition.Expedition
		asked      int
		none       bool
		want, nope string
	}{
		{"in town", town, 1, true, "restocking in town, not yet back in the zone: `!expedition depart` sets off again", "back in the field"},
		{"in town, the DM'd card", town, 1, true, "The card from its extraction is in your DMs.", "no report card"},
		{"in the zone", field, 1, true, "is back in the field since you resumed it", "restocking"},
		{"no card 5", town, 5, true, "There's no report card 5: the only card you have is the one from this expedition's extraction, in your DMs.", "none yet"},
		{"no card 5, the DM'd one named once", field, 5, true, "again.", "The card from its extraction"},
		{"card 5 among others", field, 5, false, "back in the field", "no report card"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := ReportWaitsText(tc.e, tc.asked, tc.none, "!")
			assert.Contains(t, got, tc.want)
			assert.NotContains(t, got, tc.nope)
		})
	}
}
