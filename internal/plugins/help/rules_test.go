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

// A spell, a Metamagic option and the sorcery points have pages of their
// own under `!rules`, and a misspelt page name is answered with the
// nearest page (rules §1.6, §1.7).
func TestRulesFindSpellsMetamagicAndSuggest(t *testing.T) {
	b := plugintest.New(t)
	cases := []struct {
		line string
		want string
	}{
		{"!rules hex", "✨ **Hex** · 1st-level spell · Warlock\nCurse a foe"},
		{"!rules eldritch blast", "✨ **Eldritch Blast** · cantrip · Warlock\nA beam of crackling energy"},
		{"!rules quickened", "✨ **Metamagic**\nBend a spell with sorcery points: Quickened Spell"},
		{"!rules empowered", "✨ **Metamagic**\n"},
		{"!rules sorcery points", "✨ **Font of Magic**\nSorcery points, one a level"},
		{"!rules sorceror", "There's no rules page called “sorceror”. Did you mean `!rules sorcerer`?"},
		{"!rules eldrich blast", "Did you mean `!rules eldritch blast`?"},
	}
	for _, tc := range cases {
		assert.Contains(t, b.Reply(alice, tc.line), tc.want, tc.line)
	}
}
