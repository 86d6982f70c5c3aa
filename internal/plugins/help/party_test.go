package help_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/gogobee/gogobee/internal/plugins/plugintest"
)

// While the operator has not opened parties (rules §8.22), the help of
// `!expedition` and the party's rules page say so before their verbs;
// opened, they explain the verbs with no such word.
func TestThePartyHelpSaysWhetherPartiesAreOpen(t *testing.T) {
	b := plugintest.New(t)
	closed := "Parties aren't open on this server yet"
	b.Config.Parties = false
	for _, line := range []string{"!help expedition", "!rules party", "!help party"} {
		got := b.Reply(alice, line)
		assert.Contains(t, got, closed, line)
		assert.Contains(t, got, "GOGOBEE_PARTIES=1", line)
	}
	assert.Contains(t, b.Reply(alice, "!rules party"), closed+"**: every expedition is played alone for now")
	b.Config.Parties = true
	for _, line := range []string{"!help expedition", "!rules party"} {
		got := b.Reply(alice, line)
		assert.NotContains(t, got, closed, line)
		assert.Contains(t, got, "expedition invite", line)
	}
}
