package fight_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/rules"
)

// `!warpriest [target]` plays the Attack action and War Priest's extra
// attack, saying so and what is left (rules §1.11).
func TestWarPriestCommand(t *testing.T) {
	b, p := classAt(t, "cleric", 3, withSub("war"), named("Vera", "human"))
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
	b, p := classAt(t, "cleric", 3, withSub("trickery"), named("Vera", "human"))
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
	playMoves(t, "cleric", []move{
		{"life", 3, "life", "!warpriest", "You don't have **War Priest**: it's a War Cleric's (a subclass), from level 3.", false},
		{"war", 3, "war", "!duplicity", "You don't have **Invoke Duplicity**: it's a Trickery Cleric's (a subclass), from level 3.", false},
	}, named("Vera", "human"))
}
