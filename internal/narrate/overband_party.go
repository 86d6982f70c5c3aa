package narrate

import (
	"fmt"
	"strings"

	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
)

// PartyBandNote is BandNote for a party entering zone z (the leader
// first, then mates by seat): each member keeps their own share of finds
// and XP (rules §2.10, §6.2), so when the members' notes differ each one
// outside the band is named with theirs; when all agree the one note
// (BandNote) is true for everyone; "" when all are in the band.
func PartyBandNote(z content.Zone, party []rules.Character) string {
	if len(party) == 0 {
		return ""
	}
	first := BandNote(z, party[0].Level)
	same := true
	for _, c := range party[1:] {
		same = same && BandNote(z, c.Level) == first
	}
	if same {
		return first
	}
	var lines []string
	for _, c := range party {
		if line := memberBandNote(z, c); line != "" {
			lines = append(lines, line)
		}
	}
	return strings.Join(lines, "\n")
}

// memberBandNote is BandNote told of one named member of a party.
func memberBandNote(z content.Zone, c rules.Character) string {
	over, under := combat.LevelsOverBand(z, c.Level), z.LevelsUnderBand(c.Level)
	switch {
	case c.Level >= rules.MaxLevel && z.ID != "":
		return fmt.Sprintf("🏆 _**%s**: its fights pay them no XP; a level-20 hero earns no more._", c.Name)
	case under > 0:
		return fmt.Sprintf("🎒 _**%s**, %s under its band, keeps %d%% of what they find here._",
			c.Name, plural(under, "level", "levels"), content.UnderBandFindPercent(under))
	case over == 0:
		return ""
	}
	return fmt.Sprintf("📉 _**%s**, %s past its band: its fights pay them %d%% of their XP._",
		c.Name, plural(over, "level", "levels"), combat.OverBandXPPercent(over))
}
