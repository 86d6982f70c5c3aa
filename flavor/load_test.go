package flavor

import (
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestShippedLinesLoad(t *testing.T) {
	require.NoError(t, Load())
}

// A lines folder that does not hold one file a situation binds no file
// and says why, and the table it gives is empty rather than nil.
func TestLoadRefusesAFolderThatDoesNotMatchTheSituations(t *testing.T) {
	tab, err := load(fstest.MapFS{"lines/welcome.txt": {Data: []byte("# {prefix}\nHello!\n")}})
	require.ErrorContains(t, err, "flavor: 1 files under lines/ for")
	require.NotNil(t, tab)
	assert.Empty(t, tab[Welcome].lines)
}
