package fight_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// The Paladin's commands answer each case with what happened or why not,
// and a refusal changes nothing (rules §1.7, §1.11).
func TestPaladinCommands(t *testing.T) {
	playMoves(t, "paladin", []move{
		{"smite offered and readied", 2, "", "!smite zombie", "R1 You", true},
		{"no smite at level 1", 1, "", "!smite", "You don't have **Divine Smite**: it's a Paladin's, from level 2.", false},
		{"no slots of that level yet", 2, "", "!smite --upcast 2", "You have no level-2 slots: at level 2 your slots go up to level 1 (L1 2/2). `!attack` swings without it.", false},
		{"no level-9 slots at level 8", 8, "", "!smite --upcast 9", "You have no level-9 slots: at level 8 your slots go up to level 2 (L1 3/3 · L2 2/2). `!attack` swings without it.", false},
		{"lay on hands at full HP", 2, "", "!layonhands", "You're already at full HP.", false},
		{"no oath, no channel", 3, "", "!channel", "You have no **Channel Divinity**", false},
		{"sacred weapon", 3, "devotion", "!channel", "You use Sacred Weapon (+2 to your weapon attack rolls for 10 rounds)", true},
		{"vow of enmity", 3, "vengeance", "!channel zombie", "You use Vow of Enmity (advantage on your attacks on Zombie until the end of your next turn)", true},
	})
}

// The status line offers the Paladin's moves when they would be taken.
func TestPaladinMovesOnTheStatusLine(t *testing.T) {
	_, p := classAt(t, "paladin", 3, withSub("devotion"))
	status := p.Reply("!fight")
	assert.Contains(t, status, "`!smite [target]`")
	assert.Contains(t, status, "`!channel [target]`")
	assert.NotContains(t, status, "`!layonhands`", "nothing to heal at full HP")
}
