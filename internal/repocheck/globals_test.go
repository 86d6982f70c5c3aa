package repocheck

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strings"
	"testing"
)

// allowedExportedVars are the exported package-level variables non-test
// code may hold besides sentinel errors, keyed by slash path and name; the
// value is why it must be a variable.
var allowedExportedVars = map[string]string{
	"cmd/gogobee/main.go Version": "the linker sets it (-ldflags -X main.Version=...), which only a string variable takes",
}

// exportedVar is an exported package-level variable and where it is.
type exportedVar struct {
	line int
	name string
}

// exportedVars lists the exported package-level variables of f, leaving
// out sentinel errors: a variable named Err... whose value is a call of
// errors.New or fmt.Errorf. Anything else exported could be changed by any
// importer, so a table is an unexported value behind a function returning
// a copy, and a fixed value a constant.
func exportedVars(fset *token.FileSet, f *ast.File) []exportedVar {
	var out []exportedVar
	for _, decl := range f.Decls {
		g, ok := decl.(*ast.GenDecl)
		if !ok || g.Tok != token.VAR {
			continue
		}
		for _, spec := range g.Specs {
			vs := spec.(*ast.ValueSpec)
			for i, name := range vs.Names {
				if !name.IsExported() || i < len(vs.Values) && isSentinel(name.Name, vs.Values[i]) {
					continue
				}
				out = append(out, exportedVar{line: fset.Position(name.Pos()).Line, name: name.Name})
			}
		}
	}
	return out
}

// isSentinel reports whether a variable named name holding v is a
// sentinel error: named Err... and made by errors.New or fmt.Errorf.
func isSentinel(name string, v ast.Expr) bool {
	call, ok := v.(*ast.CallExpr)
	if !ok || !strings.HasPrefix(name, "Err") {
		return false
	}
	sel, ok := call.Fun.(*ast.SelectorExpr)
	if !ok {
		return false
	}
	pkg, ok := sel.X.(*ast.Ident)
	return ok && (pkg.Name == "errors" && sel.Sel.Name == "New" || pkg.Name == "fmt" && sel.Sel.Name == "Errorf")
}

// TestNoExportedMutableGlobals fails on an exported package-level variable
// in non-test code that is not a sentinel error, unless
// allowedExportedVars lists it with its reason, and on a list entry that
// matches nothing any more.
func TestNoExportedMutableGlobals(t *testing.T) {
	root := repoRoot(t)
	used := map[string]bool{}
	for _, rel := range goFiles(t, root, false) {
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, filepath.Join(root, rel), nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, v := range exportedVars(fset, f) {
			key := rel + " " + v.name
			if _, ok := allowedExportedVars[key]; ok {
				used[key] = true
				continue
			}
			t.Errorf("%s:%d: exported package variable %s can be changed by any importer; make it a constant, or an unexported value behind a function returning a copy, or list it in allowedExportedVars with the reason",
				rel, v.line, v.name)
		}
	}
	for key := range allowedExportedVars {
		if !used[key] {
			t.Errorf("allowedExportedVars lists %q, which is no exported variable any more", key)
		}
	}
}

// TestExportedVarCheckCatchesGlobals holds exportedVars to its word on a
// snippet written for the purpose.
func TestExportedVarCheckCatchesGlobals(t *testing.T) {
	const src = `package p

import (
	"errors"
	"fmt"
)

var ErrGone = errors.New("gone")
var ErrLate = fmt.Errorf("late: %d", 1)
var Table = map[string]int{"a": 1}
var (
	Levels      = []int{1, 2}
	hidden      = []int{3}
	Count, rest int
)
var Failure = errors.New("not named as a sentinel")
var ErrMade = makeErr()

func makeErr() error { return nil }
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, v := range exportedVars(fset, f) {
		got = append(got, v.name)
	}
	want := []string{"Table", "Levels", "Count", "Failure", "ErrMade"}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("exportedVars found %v, want %v", got, want)
	}
}
