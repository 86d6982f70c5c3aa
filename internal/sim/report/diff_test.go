package report

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/sim/record"
)

// diffPair is a base and a current summary: fighter L2 goes from 1 of 4
// to 3 of 4 cleared, wizard L2 from 10 of 10 to 0 of 10, rogue L2 is
// dropped and cleric L3 is new; tier 2 only exists in base.
func diffPair() (base, cur Summary) {
	gw := content.ZoneGoblinWarrens
	var b, c []record.Run
	b = append(b, cellRuns("fighter", 2, content.ZoneID(string(gw)), "CDDE")...)
	b = append(b, cellRuns("wizard", 2, content.ZoneID(string(gw)), "CCCCCCCCCC")...)
	b = append(b, cellRuns("rogue", 2, content.ZoneID(string(gw)), "CC")...)
	b = append(b, cellRuns("fighter", 4, content.ZoneSunkenTemple, "CD")...)
	c = append(c, cellRuns("fighter", 2, content.ZoneID(string(gw)), "CCBC")...)
	c = append(c, cellRuns("wizard", 2, content.ZoneID(string(gw)), "DDDDDDDDDD")...)
	c = append(c, cellRuns("cleric", 3, gw, "C")...)
	return Summarize(b), Summarize(c)
}

func TestCompareCells(t *testing.T) {
	base, cur := diffPair()
	cmp := Compare(base, cur)
	cases := []struct {
		class             string
		clear, boss, died float64 // percentage points
		separated         bool
	}{
		{"fighter", 50, 75, -25, false},   // cleared 25→75, boss 25→100, died 50→25
		{"wizard", -100, -100, 100, true}, // 100→0
	}
	require.Len(t, cmp.Cells, len(cases))
	for i, c := range cases {
		d := cmp.Cells[i]
		assert.Equal(t, c.class, d.Cur.Class)
		assert.InDelta(t, c.clear, d.ClearPP, 1e-9, "%s clear", c.class)
		assert.InDelta(t, c.boss, d.BossPP, 1e-9, "%s boss", c.class)
		assert.InDelta(t, c.died, d.DiedPP, 1e-9, "%s died", c.class)
		assert.Equal(t, c.separated, d.Separated, "%s apart", c.class)
	}
	require.Len(t, cmp.Added, 1)
	assert.Equal(t, "cleric", cmp.Added[0].Class)
	require.Len(t, cmp.Removed, 2)
	assert.Equal(t, []string{"rogue", "fighter"}, []string{cmp.Removed[0].Class, cmp.Removed[1].Class},
		"tier 1 before tier 2")
}

func TestCompareTiers(t *testing.T) {
	base, cur := diffPair()
	cmp := Compare(base, cur)
	require.Len(t, cmp.Tiers, content.MaxZoneTier)
	t1, t2 := cmp.Tiers[0], cmp.Tiers[1]
	// base T1: fighter 25, wizard 100, rogue 100 → 75; cur: fighter 75,
	// wizard 0, cleric 100 → 58.33.
	assert.True(t, t1.Comparable)
	assert.InDelta(t, 75, t1.Base.MeanClearPct, 1e-9)
	assert.InDelta(t, 175.0/3, t1.Cur.MeanClearPct, 1e-9)
	assert.InDelta(t, 175.0/3-75, t1.MeanPP, 1e-9)
	assert.Equal(t, []int{16, 15}, []int{t1.Base.Pooled.N, t1.Cur.Pooled.N})
	assert.False(t, t2.Comparable, "tier 2 has no current runs")
	assert.Zero(t, t2.MeanPP)
}

func TestDiffMarkdown(t *testing.T) {
	base, cur := diffPair()
	var buf bytes.Buffer
	require.NoError(t, Diff(&buf, base, cur))
	out := buf.String()
	for _, line := range []string{
		"Base: 18 runs, 4 cells. Current: 15 runs, 3 cells.",
		"| T1 | 80.0 | 75.0 | 58.3 | -16.7 | 16 | 15 |",
		"| T2 | 72.0 | 50.0 | — | — | 2 | 0 |",
		"| T1 | goblin_warrens | fighter | 2 | 4 | 4 | 25.0 | 75.0 | +50.0 | +75.0 | -25.0 |  |",
		"| T1 | goblin_warrens | wizard | 2 | 10 | 10 | 100.0 | 0.0 | -100.0 | -100.0 | +100.0 | yes |",
		"## Added cells (current only)",
		"| T1 | goblin_warrens | cleric | 3 | 1 | 100.0 | 100.0 | 0.0 |",
		"## Removed cells (base only)",
		"| T2 | sunken_temple | fighter | 4 | 2 | 50.0 | 50.0 | 50.0 |",
	} {
		assert.Contains(t, out, line)
	}
	golden(t, "diff.md", buf.Bytes())

	var again bytes.Buffer
	require.NoError(t, Diff(&again, base, cur))
	assert.Equal(t, buf.Bytes(), again.Bytes(), "deterministic")
}

func TestDiffIdentical(t *testing.T) {
	s := Summarize(fixture())
	cmp := Compare(s, s)
	assert.Empty(t, cmp.Added)
	assert.Empty(t, cmp.Removed)
	for _, d := range cmp.Cells {
		assert.Zero(t, d.ClearPP)
		assert.False(t, d.Separated)
	}
}

func TestDropsListOnlyFallsFromWithinTheBand(t *testing.T) {
	gw := content.ZoneGoblinWarrens // T1: target 80, band up to 90
	cell := func(class string, cleared int) []record.Run {
		out := make([]byte, 20)
		for i := range out {
			out[i] = 'D'
			if i < cleared {
				out[i] = 'C'
			}
		}
		return cellRuns(class, 2, gw, string(out))
	}
	var b, c []record.Run
	b = append(b, cell("fighter", 16)...) // 80 → 60: a drop
	c = append(c, cell("fighter", 12)...)
	b = append(b, cell("rogue", 19)...) // 95 → 70: above the band before
	c = append(c, cell("rogue", 14)...)
	b = append(b, cell("mage", 16)...) // 80 → 70: exactly 10, allowed
	c = append(c, cell("mage", 14)...)
	cmp := Compare(Summarize(b), Summarize(c))
	require.Len(t, cmp.Drops, 1)
	assert.Equal(t, "fighter", cmp.Drops[0].Cur.Class)
	assert.InDelta(t, -20, cmp.Drops[0].ClearPP, 1e-9)
}
