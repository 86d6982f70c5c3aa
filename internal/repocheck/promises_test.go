package repocheck

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/promise"
)

// promiseScope names the flavor situations whose lines tell a player
// about an expedition, the Threat Clock or a zone event: each must be
// classified in the promise table (its effects, or none).
var promiseScope = []string{
	"expedition_event_", "expedition_threat", "expedition_siege", "expedition_night_",
	"expedition_road_", "expedition_wander_", "expedition_camp_", "expedition_milestone", "zone_room_",
}

// effectNarration names the narrate functions that word what an
// expedition, a threat band or a zone event does: their string literals
// may not describe an effect, which they must take from the promise
// facts (internal/narrate/promises.go) instead.
var effectNarration = []string{
	"ZoneEventText", "heatFacts", "feyFacts", "EffectsLines", "BandEffects",
	"ThreatText", "ZoneStackLine", "ThreatChangeNews", "MoodBandText", "TideRooms.text",
	"tideLines", "burnCauses",
}

// effectWords matches a literal that states a game effect: dice, a signed
// number, a multiplier, or the words of a roll, a defence or a foe.
var effectWords = regexp.MustCompile(`(?i)\d+d\d+|(?:^|[^\w%])[+−-]\d|×\s*\d|\b(?:dis)?advantage\b|\bto hit\b|\bAC\b|\bperception\b|\breinforce|\bre-?arm|\bdamage\b|\bpatrols?\b|\bburns?\b|\bsaves?\b|\bhalf\b|\bdouble\b`)

// promiseConsts maps each constant name of package promise to its ID.
func promiseConsts(t *testing.T, root string) map[string]promise.ID {
	t.Helper()
	dir := filepath.Join(root, "internal", "promise")
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	out := map[string]promise.ID{}
	fset := token.NewFileSet()
	for _, e := range entries {
		if !strings.HasSuffix(e.Name(), ".go") || strings.HasSuffix(e.Name(), "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, filepath.Join(dir, e.Name()), nil, 0)
		require.NoError(t, err)
		for _, d := range f.Decls {
			gd, ok := d.(*ast.GenDecl)
			if !ok || gd.Tok != token.CONST {
				continue
			}
			for _, s := range gd.Specs {
				vs := s.(*ast.ValueSpec)
				for i, name := range vs.Names {
					if i >= len(vs.Values) {
						continue
					}
					if lit, ok := vs.Values[i].(*ast.BasicLit); ok && lit.Kind == token.STRING {
						v, err := strconv.Unquote(lit.Value)
						require.NoError(t, err)
						out[name.Name] = promise.ID(v)
					}
				}
			}
		}
	}
	return out
}

// testBody finds test function fn among the _test.go files of folder dir
// (relative to root) and returns the names X of the promise.X selectors
// its body uses; false when no such test exists.
func testBody(root, dir, fn string) ([]string, bool, error) {
	abs := filepath.Join(root, filepath.FromSlash(dir))
	entries, err := os.ReadDir(abs)
	if err != nil {
		return nil, false, err
	}
	fset := token.NewFileSet()
	for _, e := range entries {
		if !strings.HasSuffix(e.Name(), "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, filepath.Join(abs, e.Name()), nil, 0)
		if err != nil {
			return nil, false, err
		}
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Recv != nil || fd.Name.Name != fn || fd.Body == nil {
				continue
			}
			var named []string
			ast.Inspect(fd.Body, func(n ast.Node) bool {
				if se, ok := n.(*ast.SelectorExpr); ok {
					if x, ok := se.X.(*ast.Ident); ok && x.Name == "promise" {
						named = append(named, se.Sel.Name)
					}
				}
				return true
			})
			return named, true, nil
		}
	}
	return nil, false, nil
}

// TestEveryAnnouncedEffectIsApplied holds the promise table to the
// engine: each effect's section exists in docs/rules.md, and its test
// exists and names the effect.
func TestEveryAnnouncedEffectIsApplied(t *testing.T) {
	root := repoRoot(t)
	consts := promiseConsts(t, root)
	sections, err := docSections(filepath.Join(root, "docs", "rules.md"))
	require.NoError(t, err)
	ids := promise.IDs()
	require.NotEmpty(t, ids)
	for _, id := range ids {
		r, _ := promise.RuleOf(id)
		assert.True(t, sections[r.Section], "%s: docs/rules.md has no section §%s", id, r.Section)
		dot := strings.LastIndex(r.Test, ".")
		if !assert.Positive(t, dot, "%s: test %q is not <folder>.<TestName>", id, r.Test) {
			continue
		}
		named, found, err := testBody(root, r.Test[:dot], r.Test[dot+1:])
		require.NoError(t, err, id)
		if !assert.True(t, found, "%s: no test %s", id, r.Test) {
			continue
		}
		assert.True(t, slices.ContainsFunc(named, func(n string) bool { return consts[n] == id }),
			"%s: %s does not name the effect (promise.<its constant>) it is said to show applied", id, r.Test)
	}
}

// TestEveryEffectSituationIsClassified: every situation of TwinBee's
// expedition, threat and zone lines says in the table which effects it
// announces, and the table names only real situations and effects.
func TestEveryEffectSituationIsClassified(t *testing.T) {
	root := repoRoot(t)
	files, err := filepath.Glob(filepath.Join(root, "flavor", "lines", "*.txt"))
	require.NoError(t, err)
	have := map[string]bool{}
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".txt")
		have[name] = true
		inScope := slices.ContainsFunc(promiseScope, func(p string) bool { return strings.HasPrefix(name, p) })
		if _, ok := promise.Announced(name); inScope {
			assert.True(t, ok, "flavor situation %s speaks of the expedition but the promise table does not classify it", name)
		}
	}
	known := promise.IDs()
	for _, s := range promise.Situations() {
		if !strings.HasPrefix(s, "fact.") { // narrate's facts are checked beside them
			assert.True(t, have[s], "the promise table classifies %s, which is no flavor situation", s)
		}
		ids, _ := promise.Announced(s)
		for _, id := range ids {
			assert.Contains(t, known, id, "%s announces %s, which has no rule", s, id)
		}
	}
}

// effectLiterals returns the string literals of functions funcs in Go
// source src that state an effect, and the functions it did not find.
func effectLiterals(src string, funcs []string) (literals []string, missing []string, err error) {
	f, err := parser.ParseFile(token.NewFileSet(), "", src, 0)
	if err != nil {
		return nil, nil, err
	}
	seen := map[string]bool{}
	for _, d := range f.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok || fd.Body == nil {
			continue
		}
		name := funcName(fd)
		if !slices.Contains(funcs, name) {
			continue
		}
		seen[name] = true
		ast.Inspect(fd.Body, func(n ast.Node) bool {
			if bl, ok := n.(*ast.BasicLit); ok && bl.Kind == token.STRING {
				if s, err := strconv.Unquote(bl.Value); err == nil && effectWords.MatchString(s) {
					literals = append(literals, fmt.Sprintf("%s: %q", name, s))
				}
			}
			return true
		})
	}
	for _, fn := range funcs {
		if !seen[fn] {
			missing = append(missing, fn)
		}
	}
	return literals, missing, nil
}

// funcName names a function declaration as effectNarration does: "Name",
// or "Recv.Name" for a method.
func funcName(fd *ast.FuncDecl) string {
	if fd.Recv == nil || len(fd.Recv.List) == 0 {
		return fd.Name.Name
	}
	t := fd.Recv.List[0].Type
	if st, ok := t.(*ast.StarExpr); ok {
		t = st.X
	}
	if id, ok := t.(*ast.Ident); ok {
		return id.Name + "." + fd.Name.Name
	}
	return fd.Name.Name
}

// TestEffectNarrationUsesTheFacts: the narrate functions that say what
// an effect does word it only through the facts of promises.go.
func TestEffectNarrationUsesTheFacts(t *testing.T) {
	root := repoRoot(t)
	dir := filepath.Join(root, "internal", "narrate")
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	found := map[string]bool{}
	for _, e := range entries {
		name := e.Name()
		if !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			continue
		}
		src, err := os.ReadFile(filepath.Join(dir, name))
		require.NoError(t, err)
		lits, missing, err := effectLiterals(string(src), effectNarration)
		require.NoError(t, err, name)
		assert.Empty(t, lits, "%s states effects in its own words; take them from the facts of promises.go", name)
		for _, fn := range effectNarration {
			if !slices.Contains(missing, fn) {
				found[fn] = true
			}
		}
	}
	for _, fn := range effectNarration {
		assert.True(t, found[fn], "narrate has no function %s: update effectNarration", fn)
	}
}

func TestEffectLiteralCheckCatchesInlinePromises(t *testing.T) {
	src := `package p
func heatFacts() string { return " _(1d4 fire a round)_" }
func BandEffects() []string { return []string{"enemies +1 AC", "the boss is awake"} }
func other() string { return "enemies +1 AC" }
`
	lits, missing, err := effectLiterals(src, []string{"heatFacts", "BandEffects", "gone"})
	require.NoError(t, err)
	assert.Equal(t, []string{`heatFacts: " _(1d4 fire a round)_"`, `BandEffects: "enemies +1 AC"`}, lits)
	assert.Equal(t, []string{"gone"}, missing)
}
