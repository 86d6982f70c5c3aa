package repocheck

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

// A test asserts, by this check, when its body (its closures and subtests
// included) makes an assertion or calls a function that does:
//
//   - an assertion is a call of a method Error, Errorf, Fatal or Fatalf with
//     arguments, or Fail or FailNow without, on anything but an imported
//     package (t.Errorf, h.t.Fatal, tb.FailNow()), or any function of
//     testify's assert or require package;
//   - a function asserts when its body makes an assertion or calls one that
//     does, found by name: a plain call in the same directory, pkg.F in the
//     imported package's directory, and x.M by the method name anywhere in
//     the module (a loose match: any method M that asserts will do).
//
// The check reads syntax only, so a call through a function value or an
// interface counts only when a method of that name asserts somewhere.

// assertionMethods are the testing.TB methods that fail a test, with
// whether they take arguments.
var assertionMethods = map[string]bool{"Error": true, "Errorf": true, "Fatal": true, "Fatalf": true, "Fail": false, "FailNow": false}

// testifyPackages are the packages whose every function asserts.
var testifyPackages = map[string]bool{"github.com/stretchr/testify/assert": true, "github.com/stretchr/testify/require": true}

// goFunc is one function or method declaration with what its body calls.
type goFunc struct {
	key     string   // "dir.Name" for a function, "method Name" for a method
	asserts bool     // the body makes an assertion itself
	calls   []string // keys of what the body calls
	test    bool     // a TestXxx(t *testing.T) of a _test.go file
	pos     string   // "path:line"
}

// funcsOf reads one parsed file of directory dir (slash path relative to
// the module root; imports of the module map to such directories).
func funcsOf(fset *token.FileSet, dir string, f *ast.File, isTest bool) []goFunc {
	imports := map[string]string{} // local name -> import path
	for _, im := range f.Imports {
		p, err := strconv.Unquote(im.Path.Value)
		if err != nil {
			continue
		}
		name := path.Base(p)
		if im.Name != nil {
			name = im.Name.Name
		}
		imports[name] = p
	}
	var out []goFunc
	for _, d := range f.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok || fd.Body == nil {
			continue
		}
		g := goFunc{key: dir + "." + fd.Name.Name, pos: fset.Position(fd.Pos()).String()}
		if fd.Recv != nil {
			g.key = "method " + fd.Name.Name
		}
		g.test = isTest && fd.Recv == nil && isTestFunc(fd)
		ast.Inspect(fd.Body, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			switch fun := ast.Unparen(call.Fun).(type) {
			case *ast.Ident:
				g.calls = append(g.calls, dir+"."+fun.Name)
			case *ast.SelectorExpr:
				if id, ok := fun.X.(*ast.Ident); ok && imports[id.Name] != "" {
					p := imports[id.Name]
					if testifyPackages[p] {
						g.asserts = true
					} else if rel, ok := strings.CutPrefix(p, modulePath+"/"); ok {
						g.calls = append(g.calls, rel+"."+fun.Sel.Name)
					}
					return true
				}
				if withArgs, ok := assertionMethods[fun.Sel.Name]; ok && withArgs == (len(call.Args) > 0) {
					g.asserts = true
				}
				g.calls = append(g.calls, "method "+fun.Sel.Name)
			}
			return true
		})
		out = append(out, g)
	}
	return out
}

// isTestFunc reports whether fd is a test the go tool runs:
// TestXxx(t *testing.T).
func isTestFunc(fd *ast.FuncDecl) bool {
	name, ok := strings.CutPrefix(fd.Name.Name, "Test")
	if r, _ := utf8.DecodeRuneInString(name); !ok || unicode.IsLower(r) {
		return false
	}
	ps := fd.Type.Params.List
	if len(ps) != 1 || len(ps[0].Names) > 1 {
		return false
	}
	star, ok := ps[0].Type.(*ast.StarExpr)
	if !ok {
		return false
	}
	sel, ok := star.X.(*ast.SelectorExpr)
	return ok && sel.Sel.Name == "T" && isIdent(sel.X, "testing")
}

func isIdent(e ast.Expr, name string) bool {
	id, ok := e.(*ast.Ident)
	return ok && id.Name == name
}

// silentTests returns the positions of the tests among funcs that assert
// nothing, directly or through what they call, sorted.
func silentTests(funcs []goFunc) []string {
	asserting := map[string]bool{}
	for _, g := range funcs {
		if g.asserts {
			asserting[g.key] = true
		}
	}
	for changed := true; changed; {
		changed = false
		for _, g := range funcs {
			if asserting[g.key] {
				continue
			}
			for _, c := range g.calls {
				if asserting[c] {
					asserting[g.key], changed = true, true
					break
				}
			}
		}
	}
	var out []string
	for _, g := range funcs {
		if g.test && !g.asserts && !callsAny(g.calls, asserting) {
			out = append(out, g.pos)
		}
	}
	sort.Strings(out)
	return out
}

func callsAny(calls []string, asserting map[string]bool) bool {
	for _, c := range calls {
		if asserting[c] {
			return true
		}
	}
	return false
}

// TestEveryTestAsserts fails on a test function of the module that
// asserts nothing, by the heuristic at the top of this file.
func TestEveryTestAsserts(t *testing.T) {
	root := repoRoot(t)
	fset := token.NewFileSet()
	var funcs []goFunc
	for _, rel := range goFiles(t, root, true) {
		f, err := parser.ParseFile(fset, filepath.Join(root, filepath.FromSlash(rel)), nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatalf("%s: %v", rel, err)
		}
		funcs = append(funcs, funcsOf(fset, path.Dir(rel), f, strings.HasSuffix(rel, "_test.go"))...)
	}
	for _, pos := range silentTests(funcs) {
		rel, err := filepath.Rel(root, pos)
		if err != nil {
			rel = pos
		}
		t.Errorf("%s: this test asserts nothing; make it check what it names, or delete it", filepath.ToSlash(rel))
	}
}

// TestAssertionCheckCatchesSilentTests holds silentTests to its word on a
// file written for the purpose.
func TestAssertionCheckCatchesSilentTests(t *testing.T) {
	const src = `package p_test

import (
	"fmt"
	"testing"

	"github.com/gogobee/gogobee/internal/zz"
	"github.com/stretchr/testify/require"
)

func TestPrints(t *testing.T) { fmt.Println(stats()) }
func TestLogs(t *testing.T)   { t.Log("looks fine"); fmt.Errorf("no %d", 1) }
func TestRuns(t *testing.T)   { t.Run("sub", func(t *testing.T) { t.Errorf("bad") }) }
func TestHelper(t *testing.T) { check(t, 1) }
func TestDeep(t *testing.T)   { outer(t) }
func TestOther(t *testing.T)  { zz.Golden(t, "x") }
func TestMethod(t *testing.T) { var h harness; h.expect("x") }
func TestRequire(t *testing.T) { require.True(t, true) }
func TestFailNow(t *testing.T) { if stats() == "" { t.FailNow() } }
func TestCallsLogger(t *testing.T) { var l logger; l.Error() }
func helperName(t *testing.T) { t.Fatal("not a test") }

func stats() string               { return "table" }
func check(t *testing.T, n int)   { if n != 1 { t.Fatalf("n = %d", n) } }
func outer(t *testing.T)          { check(t, 1) }
func (h harness) expect(s string) { if s == "" { h.t.Error("empty") } }
`
	const other = `package zz

func Golden(t testing.TB, s string) { t.Helper() }
`
	fset := token.NewFileSet()
	var funcs []goFunc
	for _, file := range []struct{ dir, name, src string }{{"p", "p_test.go", src}, {"internal/zz", "zz.go", other}} {
		f, err := parser.ParseFile(fset, file.name, file.src, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		funcs = append(funcs, funcsOf(fset, file.dir, f, strings.HasSuffix(file.name, "_test.go"))...)
	}
	var lines []string
	for _, pos := range silentTests(funcs) {
		lines = append(lines, pos[strings.Index(pos, ":")+1:strings.LastIndex(pos, ":")])
	}
	want := []string{"11", "12", "16", "20"} // Prints, Logs, Other (Golden asserts nothing), CallsLogger
	if strings.Join(lines, " ") != strings.Join(want, " ") {
		t.Errorf("silent tests at lines %v, want %v", lines, want)
	}
}
