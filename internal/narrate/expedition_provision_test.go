package narrate

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
)

// `!resume`'s restock names the threat it waits at; in Siege Mode it read
// "**100 — **Siege Mode****", bold nested in bold (tryout).
func TestResumeRestockThreatIsBoldOnce(t *testing.T) {
	e := expedition.Expedition{ZoneID: content.ZoneDragonsLair, Tier: 5, Day: 4, Resumed: true,
		Threat: expedition.Threat{Level: 100, Siege: true}}
	text := ProvisionText(e, 100, "Fresh packs.", "!")
	assert.Contains(t, text, "⏰ Threat waits where you left it: 100 — **Siege Mode**.\n")
	assert.NotContains(t, text, "****")
	e.Threat = expedition.Threat{Level: 2}
	assert.Contains(t, ProvisionText(e, 100, "Fresh packs.", "!"), "⏰ Threat waits where you left it: **2 — Quiet**.\n")
}
