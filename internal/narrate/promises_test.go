package narrate

import (
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/gogobee/gogobee/internal/promise"
)

// TestEveryFactIsInThePromiseTable: each fact narration words names the
// effects it states in the promise table, and the table names no fact
// narration lacks.
func TestEveryFactIsInThePromiseTable(t *testing.T) {
	for key := range facts {
		ids, ok := promise.Announced("fact." + key)
		assert.True(t, ok, "fact %s is not in the promise table", key)
		assert.NotEmpty(t, ids, "fact %s states no effect the table knows", key)
	}
	factKey := regexp.MustCompile(`^fact\.(.+)$`)
	for _, s := range promise.Situations() {
		if m := factKey.FindStringSubmatch(s); m != nil {
			assert.Contains(t, facts, m[1], "the promise table names fact %s, which narration lacks", m[1])
		}
	}
}

func TestAMissingFactReadsAsItsKey(t *testing.T) {
	assert.Equal(t, "no_such_fact", fact("no_such_fact"))
	assert.Equal(t, "-2 to all rolls", fact("roll_penalty", Signed(-2)))
}
