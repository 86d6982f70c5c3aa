package report

import (
	"cmp"
	"fmt"
	"io"
	"strings"

	"github.com/gogobee/gogobee/internal/content"
)

// PartyMarkdown writes s as a markdown report (rules §11.3): the party
// gates, each roster's clear rate per tier against its band, each member's
// takings per in-game day against the class alone per tier, the worst
// member cells and Dragon's Lair at level 13 and up. The output is a pure
// function of s.
func PartyMarkdown(w io.Writer, s PartySummary) error {
	t := &table{w: w}
	t.printf("# Party balance report\n\n")
	t.printf("%d party expeditions of %d rosters at the zones' intended levels; player: %s; held to %d runs alone of the same player.\n\n",
		s.Expeditions, len(s.Rosters), cmp.Or(md(s.Policy), "mixed"), s.SoloRuns)
	t.printf("A roster's clear rate pools its expeditions (n) in a tier; its band is the tier's solo target to %d points over it.\n", PartyOverTargetPP)
	t.printf("A member's takings are XP, and loot value and coins, per in-game day (hours and down hours over 24), as a\n")
	t.printf("percent of the same class alone at the same zones and levels (runs alone: the vanilla classes' expeditions).\n\n")
	writeGates(t, s.Gates)

	t.printf("## Clear rate by roster and tier (intended levels)\n\n")
	t.printf("Percent cleared, n expeditions; *miss* is outside the band.\n\n")
	tiers := make([]string, 0, content.MaxZoneTier)
	bands := []string{"band"}
	for tier := 1; tier <= content.MaxZoneTier; tier++ {
		tiers = append(tiers, fmt.Sprintf("T%d", tier))
		target := targetClearPct[tier]
		bands = append(bands, fmt.Sprintf("%s–%s", pct(target), pct(target+PartyOverTargetPP)))
	}
	t.header("l"+strings.Repeat("r", len(tiers)), append([]string{"Roster"}, tiers...)...)
	t.row(bands...)
	for _, roster := range s.Rosters {
		cols := []string{md(roster)}
		for tier := 1; tier <= content.MaxZoneTier; tier++ {
			cols = append(cols, partyTierCell(s.Tiers, roster, tier))
		}
		t.row(cols...)
	}

	if len(s.Members) > 0 {
		t.printf("\n## Members' takings against the class alone (intended levels, each tier's cells pooled)\n\n")
		t.printf("XP and loot per in-game day, percent of the same class alone; *miss* is under %.0f%%.\n\n", 100*PartyRewardFloor)
		t.header("lrl"+strings.Repeat("r", len(tiers)), append([]string{"Roster", "Seat", "Class"}, tiers...)...)
		for _, roster := range s.Rosters {
			for seat, class := range strings.Split(roster, "+") {
				cols := []string{md(roster), itoa(seat), md(class)}
				for tier := 1; tier <= content.MaxZoneTier; tier++ {
					cols = append(cols, partyMemberCell(s.Members, roster, seat, tier))
				}
				t.row(cols...)
			}
		}
		t.printf("\n## The worst member cells\n\n")
		t.printf("%d member cells (a roster's seat at one zone and level) against the class alone there; the %d lowest.\n\n",
			len(s.Cells), min(partyWorstCells, len(s.Cells)))
		t.header("lrlrlrrrrr", "Roster", "Seat", "Class", "Tier", "Zone", "Level", "Runs", "Runs alone", "XP %", "Loot %")
		for _, c := range s.Cells[:min(partyWorstCells, len(s.Cells))] {
			t.row(md(c.Roster), itoa(c.Seat), md(c.Class), fmt.Sprintf("T%d", c.Tier), md(c.Zone), itoa(c.Level),
				itoa(c.Runs), itoa(c.SoloRuns), pct(100*c.XPRatio), pct(100*c.LootRatio))
		}
	}

	if len(s.Lair) > 0 {
		t.printf("\n## Dragon's Lair at level %d and up\n\n", PartyLairMinLevel)
		t.header("lrrlr", "Roster", "Level", "Cleared %", "95% CI", "Runs")
		for _, r := range s.Lair {
			t.row(md(r.Roster), itoa(r.Level), ratePct(r.Cleared), ci(r.Cleared), itoa(r.Cleared.N))
		}
	}
	return t.err
}

// partyTierCell is a roster's tier rate with its n, marked when out of
// band, or a dash.
func partyTierCell(rows []PartyTierRow, roster string, tier int) string {
	for _, r := range rows {
		if r.Roster == roster && r.Tier == tier {
			cell := fmt.Sprintf("%s (%d)", pct(r.Cleared.Pct), r.Cleared.N)
			if !r.InBand() {
				cell += " *miss*"
			}
			return cell
		}
	}
	return dash
}

// partyMemberCell is a member's XP and loot ratios in a tier, marked when
// either is under the floor, or a dash.
func partyMemberCell(rows []PartyMemberRow, roster string, seat, tier int) string {
	for _, r := range rows {
		if r.Roster == roster && r.Seat == seat && r.Tier == tier {
			cell := fmt.Sprintf("%s / %s", ratio(r.XPRatio), ratio(r.LootRatio))
			if r.Worst() < PartyRewardFloor {
				cell += " *miss*"
			}
			return cell
		}
	}
	return dash
}

// PartyMarkdownAll writes one party report per summary (PartyByPolicy's),
// one after the other.
func PartyMarkdownAll(w io.Writer, ss []PartySummary) error {
	return writeEach(w, ss, PartyMarkdown)
}
