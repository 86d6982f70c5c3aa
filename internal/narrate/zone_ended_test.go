package narrate

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// TestAZoneRunEndedByItsExpeditionSaysHow: `!zone status` after a run
// ends tells how: a run the player walked out of says so, one a forced
// extraction closed names the extraction and its cause, one whose
// expedition ended otherwise says that.
func TestAZoneRunEndedByItsExpeditionSaysHow(t *testing.T) {
	z, ok := content.ZoneByID(content.ZoneAbyssPortal)
	require.True(t, ok)
	r := zonerun.Run{Status: zonerun.StatusAbandoned, Visited: []zonegraph.NodeID{"entry"}}
	assert.Contains(t, ZoneEnded(z, r, "!"), "you walked out after 1 room")
	for why, want := range map[string]string{
		string(expedition.CauseCollapse):   "the run ended after 1 room: a forced extraction, thrown clear when the portal collapsed",
		string(expedition.CauseDowned):     "a forced extraction, carried out at 0 HP",
		string(expedition.CauseStarvation): "a forced extraction, carried out starving",
		string(expedition.StatusExpired):   "the run ended after 1 room: the expedition it belonged to is over",
		string(expedition.CauseOverstay):   "a day past the zone's last without play",
		string(expedition.CauseFled):       "after you fled a fight",
	} {
		r.EndedBy = why
		text := ZoneEnded(z, r, "!")
		assert.Contains(t, text, want, why)
		assert.NotContains(t, text, "walked out", why)
	}
}
