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

// OverBandNote says what a character of level earns from zone z's fights
// when it stands above the zone's band (rules §2.10: 20% less XP a level,
// never under 10%); "" in the band or below it. At the level cap it says
// the fights pay no XP at all (rules §1.5: a level-20 hero earns none).
func OverBandNote(z content.Zone, level int) string {
	over := combat.LevelsOverBand(z, level)
	switch {
	case level >= rules.MaxLevel && z.ID != "":
		return LevelCapNote
	case over == 0:
		return ""
	}
	return fmt.Sprintf("📉 _%s past its band: its fights pay you %d%% of their XP._",
		plural(over, "level", "levels"), combat.OverBandXPPercent(over))
}
