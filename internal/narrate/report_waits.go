package narrate

import (
	"fmt"
	"strings"

	"github.com/gogobee/gogobee/internal/expedition"
)

// ReportWaitsText answers `!expedition report [n]` (rules §8.21) for a
// player whose latest expedition was resumed (e): its card waits until it
// leaves the field again, and the line says where the expedition stands,
// restocking in town or back in the zone, and that the card from its
// extraction was sent by DM. asked is the card number asked for; none
// says the player has no other card, when a number past 1 is answered
// first with there being no such card, the DM'd one being the only one.
func ReportWaitsText(e expedition.Expedition, asked int, none bool, prefix string) string {
	var b strings.Builder
	dmd := " The card from its extraction is in your DMs."
	if none && asked > 1 {
		fmt.Fprintf(&b, "📜 There's no report card %d: the only card you have is the one from this expedition's extraction, in your DMs.\n", asked)
		dmd = ""
	}
	zone := ZoneName(e.ZoneID)
	if e.Status == expedition.StatusProvisioning {
		fmt.Fprintf(&b, "📜 Your expedition into **%s** is resumed and restocking in town, not yet back in the zone: `%sexpedition depart` sets off again. Its card waits: I write it afresh when it leaves the field again.%s",
			zone, prefix, dmd)
		return b.String()
	}
	fmt.Fprintf(&b, "📜 Your expedition into **%s** is back in the field since you resumed it, so its card waits: I write it afresh when it leaves the field again.%s", zone, dmd)
	return b.String()
}
