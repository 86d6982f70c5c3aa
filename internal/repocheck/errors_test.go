package repocheck

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"golang.org/x/tools/go/packages"
)

// dropped is a value a statement assigns to the blank identifier: an error
// that is never looked at, or the "found" bool of a look-up.
type dropped struct {
	pos  token.Position
	call string // the called function as written, "c.AddJob"
	kind string // "error" or "bool"
}

// allowedDrops are the places where non-test code may drop an error, keyed
// by slash path and the called function as written; the value is why.
var allowedDrops = map[string]string{
	// Clean-up on a path that already returns or reports its first error.
	"internal/store/backup.go f.Close":                        "closing a backup file after an earlier error, which is the one returned",
	"internal/store/backup.go os.Remove":                      "pruning an old backup: one that stays is pruned again next time",
	"internal/store/backup.go release":                        "the restore lock's release at return: the restore's own outcome is what is returned",
	"internal/store/lock.go f.Close":                          "closing the lock file after the lock failed, which is the error returned",
	"internal/store/lock.go syscall.Flock":                    "unlocking at release: closing the file drops the lock anyway",
	"internal/store/store.go raw.Close":                       "closing the database after opening it failed, which is the error returned",
	"internal/store/store.go db.Close":                        "closing the database after its check or migration failed, which is the error returned",
	"internal/store/postgres.go conn.Exec":                    "unlocking the instance lock at release: if it fails the connection is gone, and its close ends the session that held the lock",
	"internal/store/postgres.go conn.Close":                   "closing the instance lock's connection when the lock failed (that error is returned) or was lost, or at release",
	"internal/store/stmtcache.go cs.stmt.Close":               "finalizing a cached statement: SQLite repeats the error of its last run, which that run's caller had",
	"internal/store/health.go conn.Raw":                       "the callback returns ErrBadConn on purpose, to make the pool drop the connection",
	"internal/store/health.go tx.Rollback":                    "the deferred rollback is a no-op after Commit, whose error is returned",
	"internal/store/copydb.go rows.Close":                     "closing rows before returning the error that stopped the scan",
	"internal/store/copydb.go read.Close":                     "closing the source's rows before returning the error that stopped the copy",
	"internal/store/namekey.go rows.Close":                    "closing rows before returning the error that stopped the scan",
	"internal/store/durable.go f.Close":                       "closing a file after a write or sync error, which is the one returned",
	"internal/transport/matrix/crypto_crosssign.go f.Close":   "removing a half-written key file after the write error that is returned",
	"internal/transport/matrix/crypto_crosssign.go os.Remove": "removing a half-written key file after the write error that is returned",
	"internal/transport/console/picture.go os.Remove":         "removing a temporary picture after the error that is returned",
	"internal/metrics/serve.go srv.Shutdown":                  "the metrics server stopping at exit; its context deadline already bounds it",
	// Writes whose failure has nowhere to go.
	"internal/metrics/serve.go w.Write":         "a health probe's body: a client that hung up has nobody to tell",
	"cmd/expedition-sim/simulate.go bar.Finish": "the progress bar on stderr: a failed redraw changes no result",
	"cmd/expedition-sim/simulate.go tick":       "the progress bar on stderr: a failed redraw changes no result",
	// Calls whose error cannot happen where they are made.
	"internal/transport/console/console.go rand.Read": "crypto/rand.Read never returns an error (it crashes the program instead)",
	"internal/zonegraph/lock.go json.Marshal":         "a struct of strings and ints always encodes",
	"internal/combat/outcome.go rules.AddCoins":       "its only error is a quantity of 0 or less, which the test before it rules out",
	"internal/combat/outcome.go rules.AddItem":        "its only error is a quantity of 0 or less, which the test before it rules out",
	"internal/original/character.go rules.AddItem":    "its only error is a quantity of 0 or less; it adds 1",
	"internal/combat/resolve.go s.finishCall":         "finishCall never fails; its error only matches the exported steps it ends",
	"internal/zonerun/rooms.go combat.SettleParty":    "its only error is a fight not over, and combat.Resolve plays the fight to its end",
	// Errors that start-up reports: a look-up serves what read cleanly.
	"internal/content/table.go read": "a look-up serves the records that read cleanly; content.Load, called at start-up, returns what went wrong",
	"flavor/flavor.go loadTable":     "a look-up serves the lines that read; flavor.Load, called at start-up, and Lines return what went wrong",
	// Errors that carry nothing the caller reads.
	"internal/zonegraph/plan.go newLayout":                 "the layout is usable either way; zonegraph.CheckLayout reports its problems",
	"internal/zonegraph/render.go newLayout":               "the layout is usable either way; zonegraph.CheckLayout reports its problems",
	"internal/play/game_turn.go NextStop":                  "only the stop is read: a walk that may not start comes back as StopBlocked",
	"internal/narrate/autowalk.go play.NextStop":           "only the stop is read: a walk that may not start comes back as StopBlocked",
	"internal/plugins/expedition/autorun.go play.NextStop": "only the stop is read: a walk that may not start comes back as StopBlocked",
}

// errorType is the universe's error interface.
var errorType = types.Universe.Lookup("error").Type()

// droppedValues finds, in files type-checked into info, every assignment
// of an error result of a call to the blank identifier ("_ = f()",
// "_, _ = f()", "x, _ := f()"), and every comma-ok call result dropped the
// same way ("x, _ := content.ZoneByID(id)"). Map reads, type assertions
// and channel receives are not calls and are left alone.
func droppedValues(fset *token.FileSet, files []*ast.File, info *types.Info) []dropped {
	var out []dropped
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			as, ok := n.(*ast.AssignStmt)
			if !ok {
				return true
			}
			for i, lhs := range as.Lhs {
				if id, ok := lhs.(*ast.Ident); !ok || id.Name != "_" {
					continue
				}
				var call *ast.CallExpr
				var t types.Type
				if len(as.Rhs) == len(as.Lhs) {
					call, _ = ast.Unparen(as.Rhs[i]).(*ast.CallExpr)
					if call != nil {
						t = info.TypeOf(call)
					}
				} else if len(as.Rhs) == 1 {
					call, _ = ast.Unparen(as.Rhs[0]).(*ast.CallExpr)
					if call != nil {
						if tup, ok := info.TypeOf(call).(*types.Tuple); ok && i < tup.Len() {
							t = tup.At(i).Type()
						}
					}
				}
				if call == nil || t == nil {
					continue
				}
				kind := ""
				switch {
				case types.Identical(t, errorType):
					kind = "error"
				case len(as.Rhs) == 1 && len(as.Lhs) == 2 && i == 1 && types.Identical(t.Underlying(), types.Typ[types.Bool]):
					kind = "bool"
				default:
					continue
				}
				out = append(out, dropped{fset.Position(lhs.Pos()), types.ExprString(call.Fun), kind})
			}
			return true
		})
	}
	return out
}

// loaded caches loadModule's packages for the tests that read them.
var loaded struct {
	once sync.Once
	pkgs []*packages.Package
	err  error
}

// loadModule type-checks every non-test package of the module (with the
// goolm tag the bot builds with) and returns its syntax and types, once.
func loadModule(t *testing.T, root string) []*packages.Package {
	t.Helper()
	loaded.once.Do(func() { loaded.pkgs, loaded.err = load(root) })
	if loaded.err != nil {
		t.Fatal(loaded.err)
	}
	return loaded.pkgs
}

func load(root string) ([]*packages.Package, error) {
	cfg := &packages.Config{
		Mode:       packages.NeedName | packages.NeedFiles | packages.NeedSyntax | packages.NeedTypes | packages.NeedTypesInfo,
		Dir:        root,
		BuildFlags: []string{"-tags", "goolm"},
	}
	pkgs, err := packages.Load(cfg, "./...")
	if err != nil {
		return nil, err
	}
	if n := packages.PrintErrors(pkgs); n > 0 {
		return nil, fmt.Errorf("%d errors loading the module", n)
	}
	return pkgs, nil
}

// moduleDrops lists the dropped values of the module's non-test code, each
// with its slash path relative to the module root.
func moduleDrops(t *testing.T) []dropped {
	t.Helper()
	root := repoRoot(t)
	var out []dropped
	for _, p := range loadModule(t, root) {
		for _, d := range droppedValues(p.Fset, p.Syntax, p.TypesInfo) {
			rel, err := filepath.Rel(root, d.pos.Filename)
			if err != nil {
				t.Fatal(err)
			}
			d.pos.Filename = filepath.ToSlash(rel)
			out = append(out, d)
		}
	}
	return out
}

// checkDrops fails t on each drop of kind whose "path call" key is not in
// allowed, and on each allowed key that matches no drop any more.
func checkDrops(t *testing.T, drops []dropped, kind string, allowed map[string]string, fix string) {
	t.Helper()
	used := map[string]bool{}
	for _, d := range drops {
		if d.kind != kind {
			continue
		}
		key := d.pos.Filename + " " + d.call
		if _, ok := allowed[key]; ok {
			used[key] = true
			continue
		}
		t.Errorf("%s:%d: the %s of %s is dropped; %s", d.pos.Filename, d.pos.Line, kind, d.call, fix)
	}
	for key := range allowed {
		if !used[key] {
			t.Errorf("the list allows %q, which drops no %s any more", key, kind)
		}
	}
}

// TestNoIgnoredErrors fails on an error that non-test code drops into the
// blank identifier, unless allowedDrops lists the place with its reason,
// and on an allowedDrops entry that no longer matches anything.
func TestNoIgnoredErrors(t *testing.T) {
	checkDrops(t, moduleDrops(t), "error", allowedDrops,
		"handle it, or list the place in allowedDrops with the reason")
}

// TestDroppedValueCheckCatchesDrops holds droppedValues to its word on a
// snippet written for the purpose.
func TestDroppedValueCheckCatchesDrops(t *testing.T) {
	const src = `package p

func f() (int, error) { return 0, nil }
func g() error        { return nil }
func look(string) (int, bool) { return 0, false }

func use() int {
	_ = g()
	_, _ = f()
	x, _ := f()
	y, _ := look("a")
	m := map[string]int{}
	z, _ := m["a"]
	var a any = 1
	w, _ := a.(int)
	n, err := f()
	if err != nil {
		return 0
	}
	return x + y + z + w + n
}
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	info := &types.Info{Types: map[ast.Expr]types.TypeAndValue{}}
	if _, err := (&types.Config{}).Check("p", fset, []*ast.File{f}, info); err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, d := range droppedValues(fset, []*ast.File{f}, info) {
		got = append(got, fmt.Sprintf("%d %s %s", d.pos.Line, d.call, d.kind))
	}
	want := []string{"8 g error", "9 f error", "10 f error", "11 look bool"}
	if strings.Join(got, "; ") != strings.Join(want, "; ") {
		t.Errorf("found %q, want %q", got, want)
	}
}
