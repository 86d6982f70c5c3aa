package fight_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/gogobee/gogobee/internal/rules"
)

// TestRageVerb: `!rage` is offered to a level-3 Berserker and rages as a
// bonus action, shown on the Active line; a second one, a Fighter of
// another subclass and a spent rage are refused with the reason, and a
// refusal changes nothing (rules §1.11).
func TestRageVerb(t *testing.T) {
	playMoves(t, "fighter", []move{
		{"a champion", 3, "champion", "!rage", "You don't have **Rage**: it's a Berserker Fighter's (a subclass), from level 3.", false},
		{"spent", 3, "berserker", "!rage", "**Rage** is spent until your next long rest.", false},
	}, berserker(0)...)
	b, p := classAt(t, "fighter", 3, append(berserker(2), withSub("berserker"))...)
	assert.Contains(t, p.Reply("!fight"), "`!rage`")
	answer := p.Reply("!rage")
	assert.Contains(t, answer, "You use Rage: +2 damage on your weapon hits")
	assert.Contains(t, answer, "Active: **Rage** (+2 damage on your weapon hits; the foes' weapon hits deal you half; this turn and 2 more)")
	assert.NotContains(t, answer, "`!rage`", "no second rage to offer")
	assert.Equal(t, 3, mustRow(t, b).State.RageTurnsLeft())
	assert.Contains(t, p.Reply("!rage"), "You're already raging")
}

// berserker tunes a Fighter's classAt bout: Brom with uses rages left (a
// Fighter without Rage keeps none) against a hobgoblin warchief.
func berserker(uses int) []tune {
	return []tune{named("Brom", "human"), vs("hobgoblin warchief"), edit(func(c *rules.Character) {
		if c.Resources[rules.FeatureRage] > 0 {
			c.Resources[rules.FeatureRage] = uses
		}
	})}
}
