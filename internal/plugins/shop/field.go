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
	run, inZone, err := pc.InADungeon(c)
	if err != nil || !inZone {
		return err
	}
	return pc.RefuseWithWayOn(c, "%s", narrate.ShopInTownText(run.ZoneID, c.Prefix()))
}
