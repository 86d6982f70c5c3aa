package zone_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/plugins/plugintest"
)

// The remarks' help names the moods at which the mood bands (rules §8.9)
// change loot chances and the threat's drift, as expedition.MoodBands
// sets them: a player told "80 or more raises loot chances" saw ×1.1 at 70.
func TestTheRemarksHelpNamesTheMoodBandsThresholds(t *testing.T) {
	var lootUp, calm, lootDown, wrath int
	for _, b := range expedition.MoodBands() {
		if b.LootMultiplier > 1 && lootUp == 0 {
			lootUp = b.Min
		}
		if b.ThreatDrift < 0 && calm == 0 {
			calm = b.Min
		}
		if b.LootMultiplier < 1 {
			lootDown = b.Max + 1
		}
		if b.ThreatDrift > expedition.MoodBands()[len(expedition.MoodBands())/2].ThreatDrift {
			wrath = b.Max + 1
		}
	}
	b := plugintest.New(t)
	help := b.Reply("@alice:example.org", "!help zone")
	assert.Contains(t, help, fmt.Sprintf("a mood of %d or more raises loot chances, of %d or more calms threat", lootUp, calm))
	assert.Contains(t, help, fmt.Sprintf("a mood below %d cuts loot chances, below %d drifts threat", lootDown, wrath))
}
