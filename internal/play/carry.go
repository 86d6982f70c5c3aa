package play

import (
	"time"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// CarryFrom is what the player's last ended run prev of the zone of graph
// g hands their next run there, started at now (no farming a zone by
// abandoning and starting again). The zone grows back on the rules' own
// refill: at the first 06:00 local rollover after prev ended, or with a long
// rest c began after it (rules.Character.LastLongRest); then, or when prev is
// another zone's or still running, the carry is zero. Otherwise it is
// zonerun.Leftovers(prev, g), less what prev was handed itself when a
// rollover has passed since prev began (zonerun.GrowBack: those rooms and
// charges grew back then): the rooms prev emptied, and the charges it
// spent itself, carry on.
func CarryFrom(prev zonerun.Run, g zonegraph.Graph, c rules.Character, now time.Time, loc *time.Location) zonerun.Carry {
	if prev.ZoneID != content.ZoneID(g.ZoneID) || !prev.Status.Over() {
		return zonerun.Carry{}
	}
	ended := prev.EndedAt
	if ended.IsZero() {
		ended = prev.UpdatedAt
	}
	if !now.Before(expedition.NextLocal(ended, loc, expedition.RolloverHour)) || !c.LastLongRest.IsZero() && !c.LastLongRest.Before(ended) {
		return zonerun.Carry{}
	}
	if !now.Before(expedition.NextLocal(prev.StartedAt, loc, expedition.RolloverHour)) {
		// what prev was handed grew back at that rollover; what it emptied
		// itself, rooms and harvest charges alike, carries on as it left it
		prev, _ = zonerun.GrowBack(prev)
	}
	return zonerun.Leftovers(prev, g)
}
