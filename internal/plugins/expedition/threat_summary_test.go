package expedition

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/gogobee/gogobee/internal/expedition"
)

// A reduction Siege Mode holds is told as held, not as "+0 a boss fell"
// (rules §8.8: in Siege nothing lowers threat); an applied change keeps
// its signed amount.
func TestThreatSummarySaysWhatSiegeHeld(t *testing.T) {
	held := expedition.ThreatChange{Reason: expedition.ReasonBossDefeated, Requested: -20, From: 100, To: 100, Held: true}
	assert.Equal(t, "⏰ **Threat** 100 → 100 (a boss fell: -20 held by Siege Mode) · Siege Mode", threatSummary([]expedition.ThreatChange{held}))
	fight := expedition.ThreatChange{Reason: expedition.ReasonCombat, Requested: 5, Applied: 5, From: 10, To: 15}
	assert.Equal(t, "⏰ **Threat** 10 → 15 (+5 a fight) · Quiet", threatSummary([]expedition.ThreatChange{fight}))
}
