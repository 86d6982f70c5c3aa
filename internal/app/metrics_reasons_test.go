package app

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/clock"
	"github.com/gogobee/gogobee/internal/metrics"
	"github.com/gogobee/gogobee/internal/testutil/testdb"
)

// routerRefusedReasons are the values of the router's bot.Refused*
// constants, read from its source so a new reason cannot be missed.
func routerRefusedReasons(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob("../bot/*.go")
	require.NoError(t, err)
	var reasons []string
	fset := token.NewFileSet()
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		file, err := parser.ParseFile(fset, f, nil, 0)
		require.NoError(t, err)
		ast.Inspect(file, func(n ast.Node) bool {
			spec, ok := n.(*ast.ValueSpec)
			if !ok {
				return true
			}
			for i, name := range spec.Names {
				if !strings.HasPrefix(name.Name, "Refused") || i >= len(spec.Values) {
					continue
				}
				lit, ok := spec.Values[i].(*ast.BasicLit)
				require.True(t, ok && lit.Kind == token.STRING, "%s is a string literal", name.Name)
				v, err := strconv.Unquote(lit.Value)
				require.NoError(t, err)
				reasons = append(reasons, v)
			}
			return true
		})
	}
	require.NotEmpty(t, reasons)
	return reasons
}

// gogobee_messages_refused_total has a series for every reason the router
// gives, at 0 before the first refusal, so an alert on its increase sees
// the first one (failed before: no series until a message was refused).
// metrics.RefusedReasons lists exactly the router's reasons.
func TestEveryRefusedReasonHasASeriesFromTheStart(t *testing.T) {
	assert.ElementsMatch(t, routerRefusedReasons(t), metrics.RefusedReasons())
	b := openBot(t, testdb.Path(t, "m.db"), clock.NewFake(defaultConsoleStart))
	t.Cleanup(func() { b.Close() })
	_, text := get(t, b.Metrics.Handler(false), "/metrics")
	for _, reason := range metrics.RefusedReasons() {
		assert.Equal(t, 0.0, sample(t, text, `gogobee_messages_refused_total{reason="`+reason+`"}`), reason)
	}
}
