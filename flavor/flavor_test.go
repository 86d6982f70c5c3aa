package flavor

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/dice"
)

// allSituations lists every situation, None left out, in declaration
// order.
func allSituations() []Situation {
	out := make([]Situation, 0, numSituations-1)
	for s := None + 1; s < numSituations; s++ {
		out = append(out, s)
	}
	return out
}

func TestEverySituationHasLinesAndEveryFileASituation(t *testing.T) {
	entries, err := fs.ReadDir(files, "lines")
	require.NoError(t, err)
	require.Len(t, allSituations(), len(entries), "one situation per file")
	consts := constantNames(t)
	require.Len(t, consts, len(entries), "one constant per file")
	for i, s := range allSituations() {
		name := strings.TrimSuffix(entries[i].Name(), ".txt")
		assert.Equal(t, name, s.String())
		assert.Equal(t, byIdent[consts[i]], s, "constant %s is lines/%s.txt: the constants follow the files' name order", consts[i], name)
		l, err := Lines(s)
		require.NoError(t, err, s)
		assert.NotEmpty(t, l, s)
	}
}

// constantNames lists the situation constants declared in situations.go,
// in order, None left out.
func constantNames(t *testing.T) []string {
	t.Helper()
	f, err := parser.ParseFile(token.NewFileSet(), "situations.go", nil, 0)
	require.NoError(t, err)
	var names []string
	for _, d := range f.Decls {
		if g, ok := d.(*ast.GenDecl); ok && g.Tok == token.CONST {
			for _, spec := range g.Specs {
				for _, id := range spec.(*ast.ValueSpec).Names {
					if id.Name != "None" && id.Name != "numSituations" {
						names = append(names, id.Name)
					}
				}
			}
		}
	}
	return names
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

// TestLinesUseOnlyTheirSituationsPlaceholders: a line may only use the
// placeholders its situation declares, which its callers fill
// (TestCallersFillEveryPlaceholder), so no player reads a raw {name}.
func TestLinesUseOnlyTheirSituationsPlaceholders(t *testing.T) {
	for _, s := range allSituations() {
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

// A trap room's intro comes before the Perception check, so no line says
// the player noticed or spotted anything: a failed check would follow it
// with "You miss the signs".
func TestTrapIntroClaimsNoNotice(t *testing.T) {
	l, err := Lines(ZoneRoomTrap)
	require.NoError(t, err)
	for _, line := range l {
		low := strings.ToLower(line)
		for _, claim := range []string{"notice", "spot", "you see", "you catch"} {
			assert.NotContains(t, low, claim, line)
		}
	}
}
