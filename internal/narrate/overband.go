package narrate

import (
	"fmt"

	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/content"
)

// OverBandNote says what a character of level earns from zone z's fights
// when it stands above the zone's band (rules §2.10: 20% less XP a level,
// never under 10%); "" in the band or below it.
func OverBandNote(z content.Zone, level int) string {
	over := combat.LevelsOverBand(z, level)
	if over == 0 {
		return ""
	}
	return fmt.Sprintf("📉 _%s past its band: its fights pay you %d%% of their XP._",
		plural(over, "level", "levels"), combat.OverBandXPPercent(over))
}
