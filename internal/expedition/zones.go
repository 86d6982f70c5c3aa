package expedition

import "github.com/gogobee/gogobee/internal/content"

// ZoneTraits are the expedition facts of one zone, kept on the zone itself
// (content.ExpeditionFacts): MinDays and MaxDays in days (rules §6.1;
// MaxDays 0 is no cap), Wilderness (rules §6.1; Indoor is its opposite)
// and the zone's mechanics (rules §8.12). Rule code selects a zone's
// behaviour with Has(mechanic), never by zone ID.
type ZoneTraits = content.ExpeditionFacts

// TraitsOf returns the traits of a zone and whether the zone is known.
func TraitsOf(zoneID content.ZoneID) (ZoneTraits, bool) { return content.ExpeditionFactsOf(zoneID) }

// CapSiegeDay is the expedition day a zone's day cap starts Siege Mode
// on (rules §8.8): the first rollover past its maximum days, MaxDays + 1;
// 0 for a zone with no cap.
func CapSiegeDay(t ZoneTraits) int {
	if t.MaxDays <= 0 {
		return 0
	}
	return t.MaxDays + 1
}

// Traits returns the expedition's zone traits (zero for an unknown zone).
func (e Expedition) Traits() ZoneTraits {
	t, _ := TraitsOf(e.ZoneID)
	return t
}
