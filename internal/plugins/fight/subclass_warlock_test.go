package fight_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// The Warlock's moves answer each case with what happened or why not, and
// a refusal changes nothing (rules §1.7, §1.11).
func TestWarlockCommands(t *testing.T) {
	playMoves(t, "warlock", []move{
		{"hex curses the foe", 5, "", "!cast hex", "**Hex** on Owlbear (+1d6 necrotic on your hits; concentration)", true},
		{"eldritch blast", 5, "", "!cast eldritch blast", "with Eldritch Blast", true},
		{"no patron, no fey presence", 3, "", "!feypresence", "You have no **Fey Presence**: an Archfey Warlock's patron gives it from level 3", false},
		{"a fiend has none", 5, "fiend", "!fey", "You have no **Fey Presence**", false},
		{"fey presence", 3, "archfey", "!feypresence", "You use Fey Presence", true},
		{"channel: what a warlock has instead", 3, "archfey", "!channel", "You have no **Channel Divinity**: it's a Paladin's, from an oath at level 3. What a Warlock has this turn: `!attack [target]` · `!cast <spell> [target]` · `!use <item>` · `!feypresence`.", false},
		{"no upcast below the pact level", 5, "", "!cast hex --upcast 1", "Your Pact Magic slots are all of level 3, so there is no 1st-level slot to cast with: every spell you cast takes one at level 3. Slots: L3 2/2. `!cast hex` casts it at level 3.", false},
	}, vs("owlbear"))
}

// Fey Presence asked of another class is refused with what that class
// can do, not with a warlock's moves, and changes nothing.
func TestFeyPresenceOfAnotherClass(t *testing.T) {
	b, p := classAt(t, "paladin", 5, withSub("devotion"))
	before := rawRow(t, b)
	reply := p.Reply("!feypresence")
	assert.Contains(t, reply, "it is an Archfey Warlock's, from level 3 (`!subclass` tells what your class can choose)")
	assert.NotContains(t, reply, "eldritch blast")
	assert.Equal(t, before, rawRow(t, b), "the refusal changes nothing")
}

// A spent Fey Presence is refused until a short rest, changing nothing,
// and the status line offers it only while its use is left.
func TestFeyPresenceOnceAShortRest(t *testing.T) {
	b, p := classAt(t, "warlock", 3, withSub("archfey"), vs("owlbear"))
	assert.Contains(t, p.Reply("!fight"), "`!feypresence`")
	p.Say("!feypresence")
	before := rawRow(t, b)
	assert.Contains(t, p.Reply("!feypresence"), "**Fey Presence** is spent until your next short rest.")
	assert.Equal(t, before, rawRow(t, b), "the refusal changes nothing")
	assert.NotContains(t, p.Reply("!fight"), "`!feypresence`")
}
