package fight_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/plugins/plugintest"
	"github.com/gogobee/gogobee/internal/rules"
)

// clericWith makes alice a level-3 Cleric of subclass sub in a bout with
// a zombie.
func clericWith(t *testing.T, sub string) (*plugintest.Bot, *speaker) {
	t.Helper()
	b := plugintest.New(t)
	p := as(t, b)
	b.Create(alice, "Vera", "cleric", "human")
	b.Edit(alice, func(c *rules.Character) {
		*c, _ = rules.AwardXP(*c, rules.XPForLevel(3))
		var err error
		*c, _, err = rules.ChooseSubclass(*c, sub, time.Date(2025, 3, 1, 0, 0, 0, 0, time.UTC))
		require.NoError(t, err)
	})
	p.Say("!fight zombie")
	return b, p
}

// `!warpriest [target]` plays the Attack action and War Priest's extra
// attack, saying so and what is left (rules §1.11).
func TestWarPriestCommand(t *testing.T) {
	b, p := clericWith(t, "war")
	assert.Contains(t, p.Reply("!fight"), "`!warpriest [target]`")
	f, ok := rules.Feature(rules.FeatureWarPriest)
	require.True(t, ok)
	answer := p.Reply("!warpriest zombie")
	assert.Contains(t, answer, fmt.Sprintf("R1 You use War Priest (one more weapon attack, %d left)", f.Uses-1))
	assert.Equal(t, f.Uses-1, rules.FeatureUsesLeft(mustPlayer(t, b).Char, rules.FeatureWarPriest))
	assert.Contains(t, answer, "Round 2, your move")
}

// `!duplicity` raises the double for combat.DuplicityTurns rounds and leaves the action to
// come; a second one is refused while it is up (rules §1.11).
func TestDuplicityCommand(t *testing.T) {
	b, p := clericWith(t, "trickery")
	assert.Contains(t, p.Reply("!fight"), "`!duplicity`")
	answer := p.Reply("!duplicity")
	assert.Contains(t, answer, fmt.Sprintf("R1 You use Invoke Duplicity (your attacks have advantage for %d rounds)", combat.DuplicityTurns))
	assert.Contains(t, answer, fmt.Sprintf("Active: **Invoke Duplicity** (your attacks have advantage, %d turns with this one)", combat.DuplicityTurns))
	assert.Contains(t, answer, "bonus action spent, your action is still to come")
	p.Say("!attack") // the bonus action comes back next turn
	before := rawRow(t, b)
	assert.Contains(t, p.Reply("!duplicity"), fmt.Sprintf("Your illusory double is already at your side (%d turns with this one)", combat.DuplicityTurns-1))
	assert.Equal(t, before, rawRow(t, b), "the refusal changes nothing")
}

// A Cleric without the subclass, or a Fighter, is told whose feature it is.
func TestClericSubclassMovesRefused(t *testing.T) {
	cases := []struct {
		sub, line, want string
	}{
		{"life", "!warpriest", "You don't have **War Priest**: it's a War Cleric's (a subclass), from level 3."},
		{"war", "!duplicity", "You don't have **Invoke Duplicity**: it's a Trickery Cleric's (a subclass), from level 3."},
	}
	for _, tc := range cases {
		t.Run(tc.sub, func(t *testing.T) {
			b, p := clericWith(t, tc.sub)
			before := rawRow(t, b)
			assert.Contains(t, p.Reply(tc.line), tc.want)
			assert.Equal(t, before, rawRow(t, b))
		})
	}
}
