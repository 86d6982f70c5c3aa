package repocheck

import "testing"

// notFoundPending are the comma-ok calls whose bool non-test code drops.
// Those with a reason drop a bool that is no "found", or whose zero value
// is documented; those without are look-ups still to handle not found (a
// clear error) and leave the list. The list only shrinks; a new drop
// fails.
var notFoundPending = map[string]string{
	"internal/config/config.go lookup":                           "an unset variable reads as empty, as a blank one does",
	"internal/expedition/loss.go content.SellPrice":              "an item Thom does not buy back sorts as worth 0, last",
	"internal/expedition/night.go content.MonsterByID":           "roster entries name known monsters: content.Load, run at start-up, refuses one that does not",
	"internal/expedition/state.go content.ZoneByID":              "Expedition.Zone documents the zero Zone for an unknown zone, which New and the store refuse",
	"internal/expedition/zones.go TraitsOf":                      "Expedition.Traits documents the zero traits for an unknown zone",
	"internal/harvest/noise.go content.MonsterByID":              "the monster is one the zone's roster picked: content.Load, run at start-up, refuses a roster naming an unknown monster",
	"internal/narrate/expedition_packs.go PackOffer":             "its bool says whether a pack is offered; the text alone is read",
	"internal/play/carry.go zonerun.GrowBack":                    "its bool says whether anything grew back; the run is right either way",
	"internal/play/harvest.go expedition.TraitsOf":               "Expedition.Traits documents the zero traits for an unknown zone",
	"internal/plugins/admin/grant.go rules.FinishRecovery":       "its bool says whether a knock-out ended; the character is right either way",
	"internal/plugins/expedition/catchup.go awayOf":              "a payload that does not read is a catch-up of no day yet, the zero value",
	"internal/plugins/expedition/provision.go narrate.PackOffer": "its bool says whether a pack is offered; the text alone is read",
	"internal/plugins/pc/nextmove.go narrate.PackOffer":          "its bool says whether a pack is offered; the text alone is read",
	"internal/plugins/shop/shop.go narrate.PackOffer":            "its bool says whether a pack is offered; the text alone is read",
	"internal/rules/character.go Class":                          "Character.Def documents the zero ClassDef for an unknown class",
	"internal/rules/character.go Race":                           "Character.RaceDef documents the zero RaceDef for an unknown race",
	"internal/sim/career.go rules.FinishRecovery":                "its bool says whether a knock-out ended; the character is right either way",
	"internal/zonegraph/render_layout.go slices.BinarySearch":    "the index is where the value goes, found or not",
	"internal/zonerun/prompt.go Ways":                            "FirstOpenWay documents 0 when no prompt waits, the zero Prompt's answer",
}

// TestEveryLookUpHandlesNotFound fails on a comma-ok call of non-test code
// that drops its "found" ("z, _ := content.ZoneByID(id)") unless
// notFoundPending lists the place, and on a listed place that no longer
// drops one.
func TestEveryLookUpHandlesNotFound(t *testing.T) {
	checkDrops(t, moduleDrops(t), "bool", notFoundPending,
		"handle not found (a clear error), or say in notFoundPending why the zero value is right")
}
