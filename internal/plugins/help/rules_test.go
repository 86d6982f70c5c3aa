package help_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/gogobee/gogobee/internal/plugins/plugintest"
)

// A feature's name, one word or several, finds its page under `!rules`
// and `!help`; a command of the same word keeps `!help` for itself.
func TestRulesAndHelpFindAFeatureByName(t *testing.T) {
	b := plugintest.New(t)
	for _, line := range []string{"!rules slippery mind", "!help slippery mind", "!rules Slippery_Mind"} {
		assert.Contains(t, b.Reply(alice, line), "✨ **Slippery Mind**\nProficiency in Wisdom and Charisma saving throws.\n- Rogue from level 9", line)
	}
	assert.Contains(t, b.Reply(alice, "!help sneak attack"), "- Rogue from level 1")
	assert.Contains(t, b.Reply(alice, "!rules slippery"), "There's no rules page called “slippery”.")
	assert.Contains(t, b.Reply(alice, "!help rules"), "`!rules <feature name>`")
}
