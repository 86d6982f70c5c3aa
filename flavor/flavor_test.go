package flavor

import (
	"io/fs"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/dice"
)

func TestEverySituationHasLinesAndEveryFileASituation(t *testing.T) {
	names := map[string]bool{}
	for _, s := range All() {
		require.NotEmpty(t, s.String(), "situation %d has a name", uint8(s))
		assert.False(t, names[s.String()], "%s is declared once", s)
		names[s.String()] = true
		l, err := Lines(s)
		require.NoError(t, err, s)
		assert.NotEmpty(t, l, s)
	}
	entries, err := fs.ReadDir(files, "lines")
	require.NoError(t, err)
	for _, e := range entries {
		assert.True(t, names[strings.TrimSuffix(e.Name(), ".txt")], "lines/%s has a Situation constant", e.Name())
	}
	assert.Len(t, All(), len(entries))
}

func TestNoSituationHasNoLinesAndPickNeverPanics(t *testing.T) {
	for _, s := range []Situation{None, numSituations, 255} {
		_, err := Lines(s)
		assert.Error(t, err, s)
		assert.NotPanics(t, func() {
			line, idx := Pick(s, map[string]string{"zone": "x"}, dice.NewStream(7, "x"), -1)
			assert.Empty(t, line)
			assert.Equal(t, -1, idx)
		})
		assert.Empty(t, s.String())
		assert.Nil(t, s.Placeholders())
	}
}

func TestPickIsDeterministicAndNeverRepeatsTheLastLine(t *testing.T) {
	vars := map[string]string{"prefix": "!"}
	a, ai := Pick(Welcome, vars, dice.NewStream(7, "x"), -1)
	b, bi := Pick(Welcome, vars, dice.NewStream(7, "x"), -1)
	assert.Equal(t, a, b)
	assert.Equal(t, ai, bi)
	assert.NotContains(t, a, "{prefix}", "the line comes filled")
	assert.Contains(t, a, "`!start`")
	last := -1
	for i := 0; i < 200; i++ {
		_, idx := Pick(Welcome, vars, dice.NewStream(uint64(i), "y"), last)
		assert.NotEqual(t, last, idx)
		last = idx
	}
}

func TestFill(t *testing.T) {
	assert.Equal(t, "use !help now", Fill("use {prefix}help now", map[string]string{"prefix": "!"}))
}

// placeholder is a {name} in a line.
var placeholder = regexp.MustCompile(`\{([a-z_]+)\}`)

// TestLinesUseOnlyTheirSituationsPlaceholders: a line may only use the
// placeholders its situation declares, which its callers fill
// (TestCallersFillEveryPlaceholder), so no player reads a raw {name}.
func TestLinesUseOnlyTheirSituationsPlaceholders(t *testing.T) {
	for _, s := range All() {
		l, err := Lines(s)
		require.NoError(t, err, s)
		declared := s.Placeholders()
		for _, line := range l {
			for _, m := range placeholder.FindAllStringSubmatch(line, -1) {
				assert.True(t, slices.Contains(declared, m[1]), "%s: {%s} is not one of its placeholders %v: %q", s, m[1], declared, line)
			}
		}
	}
}
