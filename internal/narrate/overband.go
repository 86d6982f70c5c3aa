package narrate

import (
	"fmt"

	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
)

// LevelCapNote is said where a zone's XP share would be, for a level-20
// hero (rules §1.5).
const LevelCapNote = "🏆 _Its fights pay you no XP: a level-20 hero earns no more._"

// BandNote says what a character of level gets from zone z outside its
// band: above it, the share of its fights' XP (rules §2.10: 20% less a
// level, never under 10%; at the level cap, no XP at all, rules §1.5);
// under it, the share of its finds kept (rules §6.2: 20% less a level,
// never under 10%); "" in the band.
func BandNote(z content.Zone, level int) string {
	over, under := combat.LevelsOverBand(z, level), z.LevelsUnderBand(level)
	switch {
	case level >= rules.MaxLevel && z.ID != "":
		return LevelCapNote
	case under > 0:
		return fmt.Sprintf("🎒 _%s under its band: you keep %d%% of what you find here._",
			plural(under, "level", "levels"), content.UnderBandFindPercent(under))
	case over == 0:
		return ""
	}
	return fmt.Sprintf("📉 _%s past its band: its fights pay you %d%% of their XP._",
		plural(over, "level", "levels"), combat.OverBandXPPercent(over))
}
