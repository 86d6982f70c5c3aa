package narrate

import (
	"fmt"

	"github.com/gogobee/gogobee/internal/content"
)

// ShopInTownText refuses `!buy` and `!sell` in a zone (rules §4.5): Thom
// Krooke's shop is in town, and the zone's own trader, when it has one
// (rules §8.2), is named with its room and `!trade`.
func ShopInTownText(zoneID, prefix string) string {
	text := fmt.Sprintf("Thom Krooke's shop is back in town, not in **%s**: he buys and sells there, once you're home.", ZoneName(zoneID))
	if t, ok := content.TraderOf(zoneID); ok {
		text += fmt.Sprintf(" Down here %s keeps shop at the **%s** on an expedition: `%strade` there.", t.Name, roomName(zoneID, t.Room), prefix)
	}
	return text
}
