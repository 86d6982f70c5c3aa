package report

import (
	"bytes"
	"flag"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/sim/record"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// golden compares got with testdata/name, or rewrites it under -update.
func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		require.NoError(t, os.WriteFile(path, got, 0o644))
	}
	want, err := os.ReadFile(path)
	require.NoError(t, err, "run go test -update to create %s", path)
	assert.Equal(t, string(want), string(got))
}

func render(t *testing.T, runs []record.Run) []byte {
	t.Helper()
	var buf bytes.Buffer
	require.NoError(t, Markdown(&buf, Summarize(runs)))
	return buf.Bytes()
}

func TestMarkdownGolden(t *testing.T) {
	golden(t, "sample.md", render(t, fixture()))
}

func TestMarkdownDeterministic(t *testing.T) {
	runs := fixture()
	first := render(t, runs)
	for seed := range uint64(5) {
		shuffled := append([]record.Run(nil), runs...)
		rand.New(rand.NewPCG(seed, 7)).Shuffle(len(shuffled), func(i, j int) {
			shuffled[i], shuffled[j] = shuffled[j], shuffled[i]
		})
		assert.Equal(t, first, render(t, shuffled), "input order %d", seed)
	}
}

func TestMarkdownRows(t *testing.T) {
	out := string(render(t, fixture()))
	cases := []struct{ name, line string }{
		{"tier 1: 3 classes' intended cells at levels 1–3",
			"| T1 | 80.0 | 66.7 | -13.3 | 66.7 | 35.4–87.9 | 3 | 3 | 9 |"},
		{"tier 3: class mean differs from pooled",
			"| T3 | 65.0 | 41.7 | -23.3 | 44.4 | 18.9–73.3 | 2 | 2 | 9 |"},
		{"tier without runs", "| T4 | 55.0 | — | — | — | — | 0 | 0 | 0 |"},
		{"zone row", "| T2 | Forest of Shadows | 3–5 | 55.6 | 55.6 | 33.7–75.4 | 3 | 6 | 18 |"},
		{"cell with no clears", "| T2 | forest_shadows | wizard | 3 | yes | 3 | 0.0 | 0.0–56.1 | 33.3 | 100.0 | — |"},
		{"cell off band", "| T1 | goblin_warrens | fighter | 5 |  | 3 | 100.0 | 43.9–100.0 | 100.0 | 0.0 | 20 |"},
	}
	for _, c := range cases {
		assert.Contains(t, out, c.line, c.name)
	}
	tier, zone, cells := strings.Index(out, "## By tier"), strings.Index(out, "## By zone"), strings.Index(out, "## Cells")
	assert.True(t, 0 < tier && tier < zone && zone < cells, "tier, zone, cell tables in that order")
	assert.NotContains(t, out, "## Warnings")
}

func TestMarkdownWarningsAndEscaping(t *testing.T) {
	runs := cellRuns("a|b", 1, "moon_base", "C")
	out := string(render(t, runs))
	assert.Contains(t, out, `| T9 | moon_base | a\|b | 1 |  | 1 | 100.0 |`)
	assert.Contains(t, out, "## Warnings\n\n- zone \"moon_base\" is not in content")
}

func TestFormatNumbers(t *testing.T) {
	cases := []struct {
		f    func(float64) string
		in   float64
		want string
	}{
		{pct, 66.666, "66.7"},
		{pct, -0.01, "0.0"},
		{pct, 100, "100.0"},
		{pp, 13.35, "+13.3"}, // 13.35 is just below in binary
		{pp, -2.25, "-2.2"},  // round half to even
		{pp, -0.04, "0.0"},
		{pp, 0.04, "0.0"},
		{pp, 0, "0.0"},
	}
	for _, c := range cases {
		assert.Equal(t, c.want, c.f(c.in), "%v", c.in)
	}
}
