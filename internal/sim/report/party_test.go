package report

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/sim/record"
)

// partyRuns makes one party expedition per letter of outcomes (cellRuns'
// letters) for roster at level in zone, one record a seat, each member
// earning xp and loot in 24 hours.
func partyRuns(roster string, level int, zone content.ZoneID, outcomes string, xp, loot int) []record.Run {
	var runs []record.Run
	for seat, class := range strings.Split(roster, "+") {
		for _, r := range played(cellRuns(class, level, zone, outcomes), record.PolicyCasual, xp, loot, 0, 24) {
			r.Party = &record.Party{Roster: roster, Seat: seat}
			runs = append(runs, r)
		}
	}
	return runs
}

// gateNamed is the gate of gs whose name starts with prefix.
func gateNamed(t *testing.T, gs []Gate, prefix string) Gate {
	t.Helper()
	for _, g := range gs {
		if strings.HasPrefix(g.Name, prefix) {
			return g
		}
	}
	require.Failf(t, "no gate", "no gate starts with %q", prefix)
	return Gate{}
}

func TestPartyGates(t *testing.T) {
	// The Goblin Warrens are tier 1 (target 80%, band 80-95%); the
	// Dragon's Lair is 12-20.
	solo := played(cellRuns("fighter", 1, content.ZoneGoblinWarrens, "CCCCCCCCCD"), record.PolicyCasual, 100, 100, 0, 24)
	solo = append(solo, played(cellRuns("cleric", 1, content.ZoneGoblinWarrens, "CCCCCCCCCD"), record.PolicyCasual, 100, 100, 0, 24)...)
	lair := func(outcomes string) []record.Run {
		return partyRuns("fighter+cleric", 16, content.ZoneDragonsLair, outcomes, 100, 100)
	}
	cases := []struct {
		name              string
		party             []record.Run
		band, pooled, lar bool
		bandMiss          string
	}{
		{"in band, paid as alone", partyRuns("fighter+cleric", 1, content.ZoneGoblinWarrens, "CCCCCCCCCD", 100, 100), true, true, false, ""},
		{"under the target", partyRuns("fighter+cleric", 1, content.ZoneGoblinWarrens, "CCCCCCCDDD", 100, 100), false, true, false,
			"fighter+cleric T1: 70.0% (n 10) against 80.0–95.0%"},
		{"over the band", partyRuns("fighter+cleric", 1, content.ZoneGoblinWarrens, "CCCCCCCCCCCCCCCCCCCC", 100, 100), false, true, false,
			"fighter+cleric T1: 100.0% (n 20) against 80.0–95.0%"},
		{"paid under 80%", partyRuns("fighter+cleric", 1, content.ZoneGoblinWarrens, "CCCCCCCCCD", 79, 100), true, false, false, ""},
		{"loot under 80%", partyRuns("fighter+cleric", 1, content.ZoneGoblinWarrens, "CCCCCCCCCD", 100, 70), true, false, false, ""},
		{"the lair at half", append(partyRuns("fighter+cleric", 1, content.ZoneGoblinWarrens, "CCCCCCCCCD", 100, 100), lair("CCDD")...),
			true, true, true, ""},
		{"the lair under half", append(partyRuns("fighter+cleric", 1, content.ZoneGoblinWarrens, "CCCCCCCCCD", 100, 100), lair("CDDD")...),
			false, true, false, ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := SummarizeParty(tc.party, solo)
			assert.Equal(t, record.PolicyCasual, s.Policy)
			band := gateNamed(t, s.Gates, "every roster clears each tier")
			// with the lair, its tier 5 rate (50% in band, 25% under it)
			// decides the band gate; tier 1 is in band either way
			assert.Equal(t, tc.band, band.Pass, band.Misses)
			if tc.bandMiss != "" {
				assert.Equal(t, []string{tc.bandMiss}, band.Misses)
			}
			assert.Equal(t, tc.pooled, gateNamed(t, s.Gates, "each member earns XP and loot per in-game day at least 80% of the same class alone, the tier's").Pass)
			assert.Equal(t, tc.lar, gateNamed(t, s.Gates, "a roster clears Dragon's Lair").Pass)
		})
	}
}

func TestPartyMembersPooled(t *testing.T) {
	// One cell at half pay and another at one and a half: the cell gate
	// names one, the tier's pool (1.0) passes.
	solo := played(cellRuns("fighter", 1, content.ZoneGoblinWarrens, "CCCCCCCCCD"), record.PolicyCasual, 100, 100, 0, 24)
	solo = append(solo, played(cellRuns("fighter", 2, content.ZoneGoblinWarrens, "CCCCCCCCCD"), record.PolicyCasual, 100, 100, 0, 24)...)
	party := partyRuns("fighter+fighter", 1, content.ZoneGoblinWarrens, "CCCCCCCCCD", 50, 100)
	party = append(party, partyRuns("fighter+fighter", 2, content.ZoneGoblinWarrens, "CCCCCCCCCD", 150, 100)...)
	s := SummarizeParty(party, solo)
	require.Len(t, s.Members, 2)
	for _, m := range s.Members {
		assert.InDelta(t, 1.0, m.XPRatio, 1e-9)
		assert.InDelta(t, 1.0, m.LootRatio, 1e-9)
		assert.Equal(t, 20, m.SoloRuns)
	}
	require.Len(t, s.Cells, 4)
	assert.InDelta(t, 0.5, s.Cells[0].XPRatio, 1e-9)
	assert.Equal(t, 1, s.Cells[0].Level)
	assert.True(t, gateNamed(t, s.Gates, "each member earns XP and loot per in-game day at least 80% of the same class alone, the tier's").Pass)
	cells := gateNamed(t, s.Gates, "each member earns XP and loot per in-game day at least 80% of the same class alone at every cell")
	assert.False(t, cells.Pass)
	assert.Contains(t, cells.Name, "(2 of 4 cells under)")
	assert.Equal(t, 20, s.Expeditions, "two cells of ten expeditions, counted by their leaders")
}

func TestPartySplitAndMarkdown(t *testing.T) {
	solo := played(cellRuns("fighter", 1, content.ZoneGoblinWarrens, "CCCCCCCCCD"), record.PolicyCasual, 100, 100, 0, 24)
	party := partyRuns("fighter+cleric", 1, content.ZoneGoblinWarrens, "CCCCCCCCCD", 100, 100)
	alone, members := SplitParty(append(append([]record.Run{}, solo...), party...))
	assert.Len(t, alone, len(solo))
	assert.Len(t, members, len(party))
	var b bytes.Buffer
	require.NoError(t, PartyMarkdownAll(&b, PartyByPolicy(append(solo, party...))))
	out := b.String()
	assert.Contains(t, out, "10 party expeditions of 1 rosters at the zones' intended levels; player: casual; held to 10 runs alone")
	assert.Contains(t, out, "| fighter+cleric | 90.0 (10) | — | — | — | — |")
	assert.Contains(t, out, "| fighter+cleric | 0 | fighter | 100% / 100% | — | — | — | — |")
	// the cleric has no runs alone: its seat has no row of takings
	assert.Contains(t, out, "| fighter+cleric | 1 | cleric | — | — | — | — | — |")
}
