package repocheck

import (
	"fmt"
	"go/parser"
	"go/token"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// layers is the layer table of docs/architecture.md: which layer each
// package pattern belongs to and which layers each layer may import.
type layers struct {
	names    []string                   // in table order
	patterns map[string]string          // package path or "dir/*" -> layer
	may      map[string]map[string]bool // layer -> layers it may import
}

// cells splits a Markdown table row into its trimmed cells.
func cells(row string) []string {
	row = strings.TrimSpace(row)
	row = strings.TrimPrefix(strings.TrimSuffix(row, "|"), "|")
	out := strings.Split(row, "|")
	for i := range out {
		out[i] = strings.TrimSpace(out[i])
	}
	return out
}

// parseLayers reads the table whose header is "| Layer | Packages | May
// import |". Packages are backquoted paths; May import is "nothing of the
// module", "every layer", "every layer but X" or a comma-separated list of
// layer names. Errors: no such table, a malformed row, a layer named
// twice, a package in two rows, an unknown layer named.
func parseLayers(md string) (layers, error) {
	lt := layers{patterns: map[string]string{}, may: map[string]map[string]bool{}}
	lines := strings.Split(md, "\n")
	start := -1
	for i, l := range lines {
		if c := cells(l); len(c) == 3 && c[0] == "Layer" && c[1] == "Packages" && c[2] == "May import" {
			start = i + 2 // past the header and its |---| line
			break
		}
	}
	if start < 0 {
		return lt, fmt.Errorf(`no "| Layer | Packages | May import |" table`)
	}
	raw := map[string]string{}
	for _, l := range lines[start:] {
		if !strings.HasPrefix(strings.TrimSpace(l), "|") {
			break
		}
		if err := lt.addRow(l, raw); err != nil {
			return lt, err
		}
	}
	for _, name := range lt.names {
		allowed, err := mayImport(raw[name], lt.names, raw)
		if err != nil {
			return lt, fmt.Errorf("layer %q %w", name, err)
		}
		lt.may[name] = allowed
	}
	return lt, nil
}

// addRow adds the layer of table row l: its name and its packages'
// patterns, its "May import" cell kept in raw to be read once every name
// is known. Errors: a malformed row, a layer named twice, a package in
// two rows.
func (lt *layers) addRow(l string, raw map[string]string) error {
	c := cells(l)
	if len(c) != 3 || c[0] == "" {
		return fmt.Errorf("malformed layer row %q", l)
	}
	name := c[0]
	if _, dup := raw[name]; dup {
		return fmt.Errorf("layer %q named twice", name)
	}
	lt.names = append(lt.names, name)
	raw[name] = c[2]
	parts := strings.Split(c[1], "`")
	for i := 1; i < len(parts); i += 2 {
		p := parts[i]
		if other, dup := lt.patterns[p]; dup {
			return fmt.Errorf("package %s is in layers %q and %q", p, other, name)
		}
		lt.patterns[p] = name
	}
	return nil
}

// mayImport is the set of layers a "May import" cell spec allows, of
// the layers names (raw: each layer's own cell, to tell a known name).
// Error: the spec lists an unknown layer.
func mayImport(spec string, names []string, raw map[string]string) (map[string]bool, error) {
	allowed := map[string]bool{}
	switch {
	case spec == "nothing of the module":
	case spec == "every layer":
		for _, other := range names {
			allowed[other] = true
		}
	case strings.HasPrefix(spec, "every layer but "):
		but := map[string]bool{}
		for _, b := range strings.Split(strings.TrimPrefix(spec, "every layer but "), ",") {
			but[strings.TrimSpace(b)] = true
		}
		for _, other := range names {
			if !but[other] {
				allowed[other] = true
			}
		}
	default:
		for _, other := range strings.Split(spec, ",") {
			other = strings.TrimSpace(other)
			if _, ok := raw[other]; !ok {
				return nil, fmt.Errorf("may import unknown layer %q", other)
			}
			allowed[other] = true
		}
	}
	return allowed, nil
}

// layerOf returns the layer of package pkg (a path relative to the module
// root) and the pattern that placed it there: an exact path first, else
// the longest "dir/*" pattern pkg lies under.
func (lt layers) layerOf(pkg string) (layer, pattern string) {
	if l, ok := lt.patterns[pkg]; ok {
		return l, pkg
	}
	for p, l := range lt.patterns {
		dir, ok := strings.CutSuffix(p, "/*")
		if ok && strings.HasPrefix(pkg, dir+"/") && len(p) > len(pattern) {
			layer, pattern = l, p
		}
	}
	return layer, pattern
}

// check returns what is wrong with the module's packages and their imports
// (package path -> module-internal imports, both relative to the root) by
// the table: a package in no layer, an import its layer may not make, a
// pattern that names no package.
func (lt layers) check(imports map[string][]string) []string {
	var out []string
	used := map[string]bool{}
	pkgs := make([]string, 0, len(imports))
	for p := range imports {
		pkgs = append(pkgs, p)
	}
	sort.Strings(pkgs)
	for _, pkg := range pkgs {
		layer, pat := lt.layerOf(pkg)
		if layer == "" {
			out = append(out, fmt.Sprintf("package %s is in no layer of the table", pkg))
			continue
		}
		used[pat] = true
		for _, imp := range imports[pkg] {
			to, _ := lt.layerOf(imp)
			if to == "" {
				continue // reported as a package of its own
			}
			if !lt.may[layer][to] {
				out = append(out, fmt.Sprintf("package %s (layer %s) imports %s (layer %s), which its layer may not import", pkg, layer, imp, to))
			}
		}
	}
	pats := make([]string, 0, len(lt.patterns))
	for p := range lt.patterns {
		pats = append(pats, p)
	}
	sort.Strings(pats)
	for _, p := range pats {
		if !used[p] {
			out = append(out, fmt.Sprintf("the table names %s, which is no package of the module", p))
		}
	}
	return out
}

// moduleImports parses the import blocks of the module's non-test Go
// files and returns, per package directory, the module's own packages it
// imports (both relative to the root, slash-separated, sorted). Files of
// every build tag are read.
func moduleImports(t *testing.T, root string) map[string][]string {
	t.Helper()
	return packageImports(t, root, func(p string) (string, bool) { return strings.CutPrefix(p, modulePath+"/") })
}

// packageImports is moduleImports for any imports: keep says whether an
// import path counts and under what name. Every package directory with a
// non-test Go file has an entry, empty when it imports nothing kept.
func packageImports(t *testing.T, root string, keep func(path string) (string, bool)) map[string][]string {
	t.Helper()
	fset := token.NewFileSet()
	seen := map[string]map[string]bool{}
	for _, rel := range goFiles(t, root, false) {
		f, err := parser.ParseFile(fset, filepath.Join(root, filepath.FromSlash(rel)), nil, parser.ImportsOnly)
		if err != nil {
			t.Errorf("%s: %v", rel, err)
			continue
		}
		dir := path.Dir(rel)
		if seen[dir] == nil {
			seen[dir] = map[string]bool{}
		}
		for _, im := range f.Imports {
			p, err := strconv.Unquote(im.Path.Value)
			if err != nil {
				t.Errorf("%s: import %s: %v", rel, im.Path.Value, err)
				continue
			}
			if name, ok := keep(p); ok {
				seen[dir][name] = true
			}
		}
	}
	out := map[string][]string{}
	for dir, imps := range seen {
		list := make([]string, 0, len(imps))
		for p := range imps {
			list = append(list, p)
		}
		sort.Strings(list)
		out[dir] = list
	}
	return out
}

// TestImportsFollowTheLayers holds every package of the module to the
// layer table of docs/architecture.md, so the document cannot drift from
// the code.
func TestImportsFollowTheLayers(t *testing.T) {
	root := repoRoot(t)
	for _, p := range docLayers(t, root).check(moduleImports(t, root)) {
		t.Error(p)
	}
}

// docLayers is the layer table of root's docs/architecture.md; a missing
// or malformed table fails the test.
func docLayers(t *testing.T, root string) layers {
	t.Helper()
	md, err := os.ReadFile(filepath.Join(root, "docs", "architecture.md"))
	if err != nil {
		t.Fatal(err)
	}
	lt, err := parseLayers(string(md))
	if err != nil {
		t.Fatalf("docs/architecture.md: %v", err)
	}
	return lt
}

// TestLayerCheckCatchesCrossings holds the layer check to its word on a
// table and packages made up for the purpose.
func TestLayerCheckCatchesCrossings(t *testing.T) {
	md := "x\n\n| Layer | Packages | May import |\n|---|---|---|\n" +
		"| base | `internal/dice` | nothing of the module |\n" +
		"| engine | `internal/rules`, `internal/combat` | base, engine |\n" +
		"| storage | `internal/store` | base, engine, storage |\n" +
		"| plugins | `internal/plugins/*` | every layer but cmd |\n" +
		"| testing | `internal/plugins/plugintest` | every layer |\n" +
		"| cmd | `cmd/*` | every layer |\n\nafter\n"
	lt, err := parseLayers(md)
	if err != nil {
		t.Fatal(err)
	}
	if l, _ := lt.layerOf("internal/plugins/plugintest"); l != "testing" {
		t.Errorf("plugintest is in layer %q, want the exact row's testing", l)
	}
	if lt.may["plugins"]["cmd"] || !lt.may["plugins"]["storage"] {
		t.Errorf("plugins may import %v, want every layer but cmd", lt.may["plugins"])
	}
	got := lt.check(map[string][]string{
		"internal/dice":             nil,
		"internal/rules":            {"internal/dice"},
		"internal/combat":           {"internal/rules", "internal/store"}, // the engine reaching for SQL
		"internal/store":            {"internal/rules"},
		"internal/plugins/zone":     {"cmd/gogobee"}, // a plugin importing a command
		"internal/plugins/stranger": {"internal/nowhere"},
		"internal/nowhere":          nil, // in no layer
	})
	want := []string{
		"package internal/combat (layer engine) imports internal/store (layer storage), which its layer may not import",
		"package internal/nowhere is in no layer of the table",
		"package internal/plugins/zone (layer plugins) imports cmd/gogobee (layer cmd), which its layer may not import",
		"the table names cmd/*, which is no package of the module",
		"the table names internal/plugins/plugintest, which is no package of the module",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("check found:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	for _, bad := range []string{
		"| Layer | Packages | May import |\n|---|---|---|\n| a | `x` | b |\n",
		"| Layer | Packages | May import |\n|---|---|---|\n| a | `x` | a |\n| b | `x` | a |\n",
		"no table here",
	} {
		if _, err := parseLayers(bad); err == nil {
			t.Errorf("parseLayers accepted %q", bad)
		}
	}
}
