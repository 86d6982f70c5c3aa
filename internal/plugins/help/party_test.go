package help_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/gogobee/gogobee/internal/plugins/plugintest"
)

// While the operator keeps parties off (rules §8.22), the help of
// `!expedition` and the party's rules page say so before their verbs;
// on (the default), they explain the verbs with no such word.
func TestThePartyHelpSaysWhetherPartiesAreOpen(t *testing.T) {
	b := plugintest.New(t)
	closed := "Parties are off on this server"
	b.Config.Parties = false
	for _, line := range []string{"!help expedition", "!rules party", "!help party"} {
		got := b.Reply(alice, line)
		assert.Contains(t, got, closed, line)
		assert.Contains(t, got, "GOGOBEE_PARTIES=0", line)
	}
	assert.Contains(t, b.Reply(alice, "!rules party"), closed+"**: every expedition here is played alone")
	b.Config.Parties = true
	for _, line := range []string{"!help expedition", "!rules party"} {
		got := b.Reply(alice, line)
		assert.NotContains(t, got, closed, line)
		assert.Contains(t, got, "expedition invite", line)
	}
}

// `!rules party` tells that a member's rest holds the party (rules
// §8.23): the leader's moves, `!fight` and a fork's idle answer wait.
func TestThePartyRulesTellThatARestHoldsTheParty(t *testing.T) {
	b := plugintest.New(t)
	assert.Contains(t, b.Reply(alice, "!rules party"), "While anyone rests or is down, the leader's moves, `!fight` and an idle fork's answer wait.")
}
