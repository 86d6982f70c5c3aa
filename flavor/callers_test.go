package flavor

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestCallersFillEveryPlaceholder reads the module's Go source (tests left
// out) and finds every call that passes a situation followed by the vars
// that fill it: `line(flavor.ZoneCleared, map[string]string{"zone": …})`,
// `flavor.Pick(sit, nil, …)`. A situation is a flavor constant, a local
// variable set from one, or a call to a function of the same package that
// returns a flavor.Situation (every constant in its body and in the
// package variables it reads); vars are nil, a map literal, a local
// variable set to one (and its keys set later), or a parameter of the
// enclosing function, followed to every call of it. Calls whose situation
// is a parameter pass it on, and are checked where it is chosen. Each call
// must fill every placeholder of its situations (it may fill more: the
// room lines share one set of vars), every situation must be asked for by
// some call, and no situation is converted from a number or a string.
func TestCallersFillEveryPlaceholder(t *testing.T) {
	pkgs := parseModule(t, "..")
	require.NotEmpty(t, pkgs)
	asked := map[Situation]bool{}
	checked := 0
	for _, p := range pkgs {
		for _, f := range p.files {
			fl, ok := flavorName(f)
			if !ok {
				continue
			}
			for _, fd := range funcDecls(f) {
				walkCalls(fd, func(call *ast.CallExpr, stack []ast.Node) {
					if sel, ok := call.Fun.(*ast.SelectorExpr); ok && isIdent(sel.X, fl) && sel.Sel.Name == "Situation" {
						t.Errorf("%s: a situation converted from a value; use a flavor constant", p.pos(call))
					}
					r := resolver{p: p, fl: fl, fd: fd, stack: stack}
					for i, arg := range call.Args {
						sits, ok := r.situations(arg)
						if !ok {
							continue
						}
						if i+1 == len(call.Args) {
							t.Errorf("%s: a situation passed without its vars", p.pos(call))
							continue
						}
						fills, err := r.vars(call.Args[i+1])
						if err != nil {
							t.Errorf("%s: %v", p.pos(call), err)
							continue
						}
						checked++
						for s := range sits {
							asked[s] = true
							for _, keys := range fills {
								for _, v := range s.Placeholders() {
									assert.Contains(t, keys, v, "%s: %s is filled with %v, but its lines may use {%s}", p.pos(call), s, keys, v)
								}
							}
						}
					}
				})
			}
		}
	}
	assert.Greater(t, checked, 20, "the calls were found")
	for _, s := range allSituations() {
		assert.True(t, asked[s], "no caller asks for %s (or the test cannot see where it is chosen)", s)
	}
}

// byIdent maps each situation constant's Go name to it: the name is the
// situation's file name in CamelCase ("zone_room_boss": ZoneRoomBoss).
var byIdent = func() map[string]Situation {
	m := map[string]Situation{}
	for _, s := range allSituations() {
		var b strings.Builder
		for _, part := range strings.Split(s.String(), "_") {
			b.WriteString(strings.ToUpper(part[:1]) + part[1:])
		}
		m[b.String()] = s
	}
	return m
}()

// srcPkg is one directory's non-test Go files, its functions and its
// package variables' values by name.
type srcPkg struct {
	fset  *token.FileSet
	files []*ast.File
	funcs map[string]*ast.FuncDecl // plain functions, no methods
	vars  map[string]ast.Expr
}

func (p *srcPkg) pos(n ast.Node) string { return p.fset.Position(n.Pos()).String() }

// parseModule parses every non-test Go file under root, by directory.
func parseModule(t *testing.T, root string) []*srcPkg {
	t.Helper()
	_, err := os.Stat(filepath.Join(root, "go.mod"))
	require.NoError(t, err, "the module root is the flavor package's parent")
	fset := token.NewFileSet()
	byDir := map[string]*srcPkg{}
	err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if name := d.Name(); path != root && (strings.HasPrefix(name, ".") || name == "testdata" || name == "vendor") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			return err
		}
		dir := filepath.Dir(path)
		p := byDir[dir]
		if p == nil {
			p = &srcPkg{fset: fset, funcs: map[string]*ast.FuncDecl{}, vars: map[string]ast.Expr{}}
			byDir[dir] = p
		}
		p.files = append(p.files, f)
		for _, d := range f.Decls {
			switch d := d.(type) {
			case *ast.FuncDecl:
				if d.Recv == nil {
					p.funcs[d.Name.Name] = d
				}
			case *ast.GenDecl:
				for _, spec := range d.Specs {
					if vs, ok := spec.(*ast.ValueSpec); ok && d.Tok == token.VAR {
						for i, id := range vs.Names {
							if i < len(vs.Values) {
								p.vars[id.Name] = vs.Values[i]
							}
						}
					}
				}
			}
		}
		return nil
	})
	require.NoError(t, err)
	var out []*srcPkg
	for _, p := range byDir {
		out = append(out, p)
	}
	return out
}

// flavorName is the name file f imports this package under.
func flavorName(f *ast.File) (string, bool) {
	for _, imp := range f.Imports {
		if path, _ := strconv.Unquote(imp.Path.Value); path == "github.com/gogobee/gogobee/flavor" {
			if imp.Name != nil {
				return imp.Name.Name, true
			}
			return "flavor", true
		}
	}
	return "", false
}

func funcDecls(f *ast.File) []*ast.FuncDecl {
	var out []*ast.FuncDecl
	for _, d := range f.Decls {
		if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil {
			out = append(out, fd)
		}
	}
	return out
}

// walkCalls calls fn with every call in fd and the nodes enclosing it.
func walkCalls(fd *ast.FuncDecl, fn func(*ast.CallExpr, []ast.Node)) {
	var stack []ast.Node
	ast.Inspect(fd, func(n ast.Node) bool {
		if n == nil {
			stack = stack[:len(stack)-1]
			return true
		}
		if call, ok := n.(*ast.CallExpr); ok {
			fn(call, stack)
		}
		stack = append(stack, n)
		return true
	})
}

func isIdent(e ast.Expr, name string) bool {
	id, ok := e.(*ast.Ident)
	return ok && id.Name == name
}

// resolver reads situations and vars in function fd of package p, at a
// call enclosed by stack; fl is the name this package is imported under.
type resolver struct {
	p     *srcPkg
	fl    string
	fd    *ast.FuncDecl
	stack []ast.Node
}

// situations is the set of situations e may be; false when e is not a
// situation the test can follow (a parameter, any other value).
func (r resolver) situations(e ast.Expr) (map[Situation]bool, bool) {
	switch e := e.(type) {
	case *ast.ParenExpr:
		return r.situations(e.X)
	case *ast.SelectorExpr:
		if s, ok := byIdent[e.Sel.Name]; ok && isIdent(e.X, r.fl) {
			return map[Situation]bool{s: true}, true
		}
	case *ast.Ident:
		if r.isParam(e.Name) {
			return nil, false
		}
		rhs := r.assigned(e.Name)
		out := map[Situation]bool{}
		for _, v := range rhs {
			sits, ok := r.situations(v)
			if !ok {
				return nil, false
			}
			for s := range sits {
				out[s] = true
			}
		}
		return out, len(out) > 0
	case *ast.CallExpr:
		name, ok := e.Fun.(*ast.Ident)
		if !ok {
			return nil, false
		}
		fd := r.p.funcs[name.Name]
		if fd == nil || !r.returnsSituation(fd) {
			return nil, false
		}
		out := map[Situation]bool{}
		r.constantsIn(fd.Body, out, map[string]bool{})
		return out, len(out) > 0
	}
	return nil, false
}

// constantsIn adds to out every situation constant in n and in the
// package variables n reads (seen: those read already).
func (r resolver) constantsIn(n ast.Node, out map[Situation]bool, seen map[string]bool) {
	ast.Inspect(n, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.SelectorExpr:
			if s, ok := byIdent[n.Sel.Name]; ok && isIdent(n.X, r.fl) {
				out[s] = true
			}
		case *ast.Ident:
			if v, ok := r.p.vars[n.Name]; ok && !seen[n.Name] {
				seen[n.Name] = true
				r.constantsIn(v, out, seen)
			}
		}
		return true
	})
}

// returnsSituation reports whether fd returns exactly one flavor.Situation.
func (r resolver) returnsSituation(fd *ast.FuncDecl) bool {
	res := fd.Type.Results
	if res == nil || len(res.List) != 1 || len(res.List[0].Names) > 1 {
		return false
	}
	sel, ok := res.List[0].Type.(*ast.SelectorExpr)
	return ok && isIdent(sel.X, r.fl) && sel.Sel.Name == "Situation"
}

// vars is every set of keys e may hold (sorted), one per way it is set.
func (r resolver) vars(e ast.Expr) ([][]string, error) {
	switch e := e.(type) {
	case *ast.ParenExpr:
		return r.vars(e.X)
	case *ast.CompositeLit:
		var keys []string
		for _, el := range e.Elts {
			kv, ok := el.(*ast.KeyValueExpr)
			if !ok {
				return nil, fmt.Errorf("vars %T is not a map literal", el)
			}
			k, err := literalKey(kv.Key)
			if err != nil {
				return nil, err
			}
			keys = append(keys, k)
		}
		sort.Strings(keys)
		return [][]string{keys}, nil
	case *ast.Ident:
		if e.Name == "nil" {
			return [][]string{nil}, nil
		}
		if i, ok := r.paramIndex(e.Name); ok {
			return r.callersVars(i)
		}
		rhs := r.assigned(e.Name)
		if len(rhs) != 1 {
			return nil, fmt.Errorf("cannot see what vars %s holds (%d assignments)", e.Name, len(rhs))
		}
		sets, err := r.vars(rhs[0])
		if err != nil {
			return nil, err
		}
		for i := range sets {
			sets[i] = append(sets[i], r.indexedKeys(e.Name)...)
			slices.Sort(sets[i])
			sets[i] = slices.Compact(sets[i])
		}
		return sets, nil
	}
	return nil, fmt.Errorf("cannot see the keys of vars %T", e)
}

// callersVars follows parameter i of the enclosing function to every call
// of it in the package.
func (r resolver) callersVars(i int) ([][]string, error) {
	var out [][]string
	var errs []error
	for _, f := range r.p.files {
		fl, _ := flavorName(f)
		for _, fd := range funcDecls(f) {
			walkCalls(fd, func(call *ast.CallExpr, stack []ast.Node) {
				if !isIdent(call.Fun, r.fd.Name.Name) || r.fd.Recv != nil || i >= len(call.Args) {
					return
				}
				sets, err := resolver{p: r.p, fl: fl, fd: fd, stack: stack}.vars(call.Args[i])
				if err != nil {
					errs = append(errs, fmt.Errorf("%s: %w", r.p.pos(call), err))
				}
				out = append(out, sets...)
			})
		}
	}
	if len(errs) > 0 {
		return nil, errs[0]
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%s passes its vars on but nothing calls it", r.fd.Name.Name)
	}
	return out, nil
}

// literalKey is a map key written as a string literal.
func literalKey(e ast.Expr) (string, error) {
	lit, ok := e.(*ast.BasicLit)
	if !ok || lit.Kind != token.STRING {
		return "", fmt.Errorf("a vars key that is not a string literal")
	}
	return strconv.Unquote(lit.Value)
}

// params lists the parameter names of the functions enclosing the call,
// innermost last; the FuncDecl's own come first.
func (r resolver) params() [][]string {
	var out [][]string
	names := func(ft *ast.FuncType) []string {
		var n []string
		for _, f := range ft.Params.List {
			for _, id := range f.Names {
				n = append(n, id.Name)
			}
		}
		return n
	}
	out = append(out, names(r.fd.Type))
	for _, n := range r.stack {
		if lit, ok := n.(*ast.FuncLit); ok {
			out = append(out, names(lit.Type))
		}
	}
	return out
}

func (r resolver) isParam(name string) bool {
	for _, ps := range r.params() {
		if slices.Contains(ps, name) {
			return true
		}
	}
	return false
}

// paramIndex is the position of name among the FuncDecl's own parameters;
// false for any other name, a closure's parameter included.
func (r resolver) paramIndex(name string) (int, bool) {
	ps := r.params()
	for _, inner := range ps[1:] {
		if slices.Contains(inner, name) {
			return 0, false
		}
	}
	i := slices.Index(ps[0], name)
	return i, i >= 0
}

// assigned is every value assigned to the local name in the function.
func (r resolver) assigned(name string) []ast.Expr {
	var out []ast.Expr
	ast.Inspect(r.fd.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			if len(n.Lhs) != len(n.Rhs) {
				return true
			}
			for i, l := range n.Lhs {
				if isIdent(l, name) {
					out = append(out, n.Rhs[i])
				}
			}
		case *ast.ValueSpec:
			for i, id := range n.Names {
				if id.Name == name && i < len(n.Values) {
					out = append(out, n.Values[i])
				}
			}
		}
		return true
	})
	return out
}

// indexedKeys are the keys set one by one on the local map name
// (`vars["resource"] = …`).
func (r resolver) indexedKeys(name string) []string {
	var out []string
	ast.Inspect(r.fd.Body, func(n ast.Node) bool {
		if as, ok := n.(*ast.AssignStmt); ok {
			for _, l := range as.Lhs {
				if ix, ok := l.(*ast.IndexExpr); ok && isIdent(ix.X, name) {
					if k, err := literalKey(ix.Index); err == nil {
						out = append(out, k)
					}
				}
			}
		}
		return true
	})
	return out
}
