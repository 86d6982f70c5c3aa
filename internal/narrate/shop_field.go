package narrate

import (
	"fmt"

	"github.com/gogobee/gogobee/internal/content"
)

// ShopInTownText refuses `!buy` and `!sell` in a zone (rules §4.5): Thom
// Krooke's shop is in town, and the zone's own trader, when it has one
// (rules §8.2), is named with its room and `!trade`, and as buying
// nothing, since it only sells.
func ShopInTownText(zoneID content.ZoneID, prefix string) string {
	text := fmt.Sprintf("Thom Krooke's shop is back in town, not in **%s**: he buys and sells there, once you're home.", ZoneName(zoneID))
	if t, ok := content.TraderOf(zoneID); ok {
		text += fmt.Sprintf(" Down here %s sells wares at the **%s** on an expedition (`%strade` there), but buys nothing.", t.Name, roomName(zoneID, t.Node), prefix)
	}
	return text
}

// AtThoms words a command at Thom Krooke's counter (`!buy`, `!sell`) as
// advice that is true where the player stands (rules §4.5): the command
// alone in town (zoneID ""), and "once you're back in town" in a zone,
// where his counter is refused. cmd is the command with its prefix and
// words, e.g. "!buy chain mail".
func AtThoms(cmd string, zoneID content.ZoneID) string {
	if zoneID == "" {
		return "`" + cmd + "`"
	}
	return "`" + cmd + "` once you're back in town"
}
