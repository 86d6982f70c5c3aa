package app

import (
	"context"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// The README's command list is the registry's own reference: this test
// fails when a verb is added, renamed or re-described without the README
// following (regenerate with `go run -tags goolm ./cmd/gogobee commands`).
func TestREADMECommandListMatchesTheRegistry(t *testing.T) {
	ref, err := CommandReference(context.Background())
	require.NoError(t, err)
	b, err := os.ReadFile("../../README.md")
	require.NoError(t, err)
	readme := string(b)
	start := strings.Index(readme, "<!-- commands:start -->")
	end := strings.Index(readme, "<!-- commands:end -->")
	require.True(t, start >= 0 && end > start, "README.md lacks the commands markers")
	got := strings.TrimSpace(readme[start+len("<!-- commands:start -->") : end])
	require.Equal(t, strings.TrimSpace(ref), got, "README command list is stale; run: go run -tags goolm ./cmd/gogobee commands")
}
