package fight_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A Cleric's Spiritual Weapon (rules §1.6) in a turn-by-turn fight: the
// cast spends a slot and the status counts its strikes; a leveled spell
// beside it that turn is refused with the reason and spends nothing; the
// next turn's `!cast spiritual weapon` strikes again for no slot.
func TestSpiritualWeaponStrikesOnAndRulesOutASecondSpell(t *testing.T) {
	b, p := classAt(t, "cleric", 5, named("Mira", "human"), vs("hobgoblin warchief"))

	answer := p.Reply("!cast spiritual weapon")
	assert.Contains(t, answer, "You cast Spiritual Weapon (level 2)")
	assert.Contains(t, answer, "**Spiritual Weapon** (9 more turns: `cast spiritual weapon` strikes as a bonus action, before your action, no slot)")
	slots := mustPlayer(t, b).Char.Slots

	answer = p.Reply("!cast guiding bolt")
	assert.Contains(t, answer, "You've cast a bonus-action spell this turn, so **Guiding Bolt** waits: only a cantrip can join it.")
	assert.Equal(t, slots, mustPlayer(t, b).Char.Slots, "refused: nothing spent")

	round := mustRow(t, b).State.Round
	p.Reply("!attack")
	st := mustRow(t, b).State
	require.Equal(t, round+1, st.Round, "the attack ended the turn")
	require.False(t, st.Over(), "the warchief still stands")

	answer = p.Reply("!cast spiritual weapon --upcast 3")
	assert.Contains(t, answer, "Your **Spiritual Weapon** is already up (9 more turns:")
	assert.Contains(t, answer, "with no `--upcast` strikes for no slot")
	assert.Equal(t, slots, mustPlayer(t, b).Char.Slots, "refused: nothing spent")

	answer = p.Reply("!cast spiritual weapon")
	assert.Contains(t, answer, "Your Spiritual Weapon strikes again")
	assert.Contains(t, answer, "(8 more turns:")
	assert.Equal(t, slots, mustPlayer(t, b).Char.Slots, "a strike spends no slot")
}
