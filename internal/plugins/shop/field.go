package shop

import (
	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/plugins/pc"
)

// inTown refuses a purchase or a sale while the player stands in a zone
// (rules §4.5): Thom's counter is in town. The run of an expedition the
// player extracted from waits in the zone while they are home, where the
// shop is open.
func inTown(c *bot.Context) error {
	note, err := awayNote(c)
	if err != nil || note == "" {
		return err
	}
	return pc.RefuseWithWayOn(c, "%s", note)
}

// awayNote heads the price list shown in a zone: the shop is in town, and
// the zone's trader is named when it has one (rules §4.5); "" in town.
func awayNote(c *bot.Context) (string, error) {
	zoneID, err := pc.ShopAway(c)
	if err != nil || zoneID == "" {
		return "", err
	}
	return narrate.ShopInTownText(zoneID, c.Prefix()), nil
}
