package flavor

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/dice"
)

func TestEveryShippedSituationHasLines(t *testing.T) {
	sits := Situations()
	require.NotEmpty(t, sits)
	for _, s := range sits {
		l, err := Lines(s)
		require.NoError(t, err, s)
		assert.NotEmpty(t, l, s)
	}
	_, err := Lines("no-such-situation")
	assert.Error(t, err)
}

func TestPickIsDeterministicAndNeverRepeatsTheLastLine(t *testing.T) {
	a, ai := Pick("welcome", dice.NewStream(7, "x"), -1)
	b, bi := Pick("welcome", dice.NewStream(7, "x"), -1)
	assert.Equal(t, a, b)
	assert.Equal(t, ai, bi)
	last := -1
	for i := 0; i < 200; i++ {
		_, idx := Pick("welcome", dice.NewStream(uint64(i), "y"), last)
		assert.NotEqual(t, last, idx)
		last = idx
	}
}

func TestFill(t *testing.T) {
	assert.Equal(t, "use !help now", Fill("use {prefix}help now", map[string]string{"prefix": "!"}))
}
