package fight_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/plugins/plugintest"
	"github.com/gogobee/gogobee/internal/rules"
)

// TestRageVerb: `!rage` is offered to a level-3 Berserker and rages as a
// bonus action, shown on the Active line; a second one, a Fighter of
// another subclass and a spent rage are refused with the reason, and a
// refusal changes nothing (rules §1.11).
func TestRageVerb(t *testing.T) {
	cases := []struct {
		name string
		sub  string
		uses int
		want string
	}{
		{"a champion", "champion", 0, "You don't have **Rage**: it's a Berserker Fighter's (a subclass), from level 3."},
		{"spent", "berserker", 0, "**Rage** is spent until your next long rest."},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			b, p := berserkerInABout(t, tc.sub, tc.uses)
			before, fightBefore := b.Character(alice), rawRow(t, b)
			assert.Contains(t, p.Reply("!rage"), tc.want)
			assert.Equal(t, before, b.Character(alice))
			assert.Equal(t, fightBefore, rawRow(t, b))
		})
	}
	b, p := berserkerInABout(t, "berserker", 2)
	assert.Contains(t, p.Reply("!fight"), "`!rage`")
	answer := p.Reply("!rage")
	assert.Contains(t, answer, "You use Rage: +2 damage on your weapon hits")
	assert.Contains(t, answer, "Active: **Rage** (+2 damage on your weapon hits; the foes' weapon hits deal you half; this turn and 2 more)")
	assert.NotContains(t, answer, "`!rage`", "no second rage to offer")
	assert.Equal(t, 3, mustRow(t, b).State.RageTurnsLeft())
	assert.Contains(t, p.Reply("!rage"), "You're already raging")
}

// berserkerInABout makes alice a level-3 Fighter of subclass sub with
// uses rages left, in a practice bout against a hobgoblin warchief.
func berserkerInABout(t *testing.T, sub string, uses int) (*plugintest.Bot, *speaker) {
	t.Helper()
	b := plugintest.New(t)
	p := as(t, b)
	b.Create(alice, "Brom", "fighter", "human")
	b.Edit(alice, func(c *rules.Character) {
		*c, _ = rules.AwardXP(*c, rules.XPForLevel(3))
		var err error
		*c, _, err = rules.ChooseSubclass(*c, sub, plugintest.Start())
		require.NoError(t, err)
		if c.Resources[rules.FeatureRage] > 0 {
			c.Resources[rules.FeatureRage] = uses
		}
	})
	p.Say("!fight hobgoblin warchief")
	return b, p
}
