package repocheck

import (
	"fmt"
	"sort"
	"strings"
	"testing"
)

// mautrixPath is the import path of mautrix-go, the Matrix library.
const mautrixPath = "maunium.net/go/mautrix"

// matrixFree are the layers of docs/architecture.md that may not import
// mautrix: the game and its text also run in the simulator, with no chat,
// so a Matrix ID reaches them as a plain string, typed as mautrix's id
// types again where a plugin hands it to the store or the bot.
var matrixFree = []string{"base", "engine", "simulator", "text"}

// matrixCrossings lists the packages of a matrixFree layer that import
// mautrix, from imports (package path relative to the root -> the mautrix
// packages it imports).
func (lt layers) matrixCrossings(imports map[string][]string) []string {
	free := map[string]bool{}
	for _, l := range matrixFree {
		free[l] = true
	}
	var out []string
	for pkg, imps := range imports {
		if layer, _ := lt.layerOf(pkg); free[layer] && len(imps) > 0 {
			out = append(out, fmt.Sprintf("package %s (layer %s) imports %s: its layer keeps Matrix IDs as plain strings",
				pkg, layer, strings.Join(imps, ", ")))
		}
	}
	sort.Strings(out)
	return out
}

// TestPureLayersImportNoMatrix keeps mautrix out of the engine, the
// simulator and the text, whose IDs of players are plain strings.
func TestPureLayersImportNoMatrix(t *testing.T) {
	root := repoRoot(t)
	imports := packageImports(t, root, func(p string) (string, bool) {
		return p, p == mautrixPath || strings.HasPrefix(p, mautrixPath+"/")
	})
	if len(imports["internal/transport/matrix"]) == 0 {
		t.Error("the Matrix transport imports no mautrix: the check reads no imports")
	}
	for _, p := range docLayers(t, root).matrixCrossings(imports) {
		t.Error(p)
	}
}

// TestMatrixCheckCatchesAnEngineImport holds the check to its word on
// packages made up for the purpose.
func TestMatrixCheckCatchesAnEngineImport(t *testing.T) {
	lt, err := parseLayers("| Layer | Packages | May import |\n|---|---|---|\n" +
		"| engine | `internal/expedition` | engine |\n| text | `internal/narrate` | engine, text |\n" +
		"| storage | `internal/store` | engine, storage |\n")
	if err != nil {
		t.Fatal(err)
	}
	got := lt.matrixCrossings(map[string][]string{
		"internal/expedition": {mautrixPath + "/id"},
		"internal/narrate":    nil,
		"internal/store":      {mautrixPath + "/id"},
	})
	want := []string{"package internal/expedition (layer engine) imports maunium.net/go/mautrix/id: its layer keeps Matrix IDs as plain strings"}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("check found:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
