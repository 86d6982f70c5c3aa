package fight_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/gogobee/gogobee/internal/rules"
)

// The Sorcerer's commands answer each case with what happened or why not,
// and a refusal changes nothing (rules §1.7, §1.11).
func TestSorcererCommands(t *testing.T) {
	playMoves(t, "sorcerer", []move{
		{"quickened magic missile", 3, "", "!cast magic missile --quickened", "You use Metamagic (Quickened Spell, 2 sorcery points, 1 left)", true},
		{"empowered, flag first", 3, "", "!cast --empowered magic missile", "You use Metamagic (Empowered Spell, 1 sorcery point, 2 left)", true},
		{"no metamagic at level 2", 2, "", "!cast magic missile --quickened", "You don't have **Metamagic**: it's a Sorcerer's, from level 3.", false},
		{"two options", 3, "", "!cast magic missile --quickened --empowered", "One Metamagic option a spell", false},
		{"shield is no action", 3, "", "!cast shield --quickened", "**Quickened Spell** turns a spell of one action into a bonus action; **Shield** isn't one.", false},
		{"font: a slot", 3, "", "!font slot 1", "You use Font of Magic (2 sorcery points become a level-1 slot; 1 left)", true},
		{"font: above 5th", 20, "", "!font slot 6", "Font of Magic makes slots of level 1 to 5", false},
		{"font: pool full", 3, "", "!font points 1", "Your sorcery points hold 3 at most", false},
		{"font: words it cannot read", 3, "", "!font lots", "Font of Magic takes a slot level from 1 to 5", false},
		{"font at level 1", 1, "", "!font slot 1", "You don't have **Font of Magic**: it's a Sorcerer's, from level 2.", false},
		{"tides", 3, "wild_magic", "!tides", "You use Tides of Chaos (your next attack roll has advantage)", true},
		{"tides without the origin", 3, "storm", "!tides", "You don't have **Tides of Chaos**: it's a Wild Magic Sorcerer's (a subclass), from level 3.", false},
	})
	playMoves(t, "sorcerer", []move{
		{"points short", 3, "", "!cast magic missile --quickened", "**Quickened Spell** costs 2 sorcery points and you have 1", false},
		{"font: short of points", 3, "", "!font slot 2", "A level-2 slot costs 3 sorcery points and you have 1.", false},
		{"font: a slot level the table never gave", 3, "", "!font points 3", "You have no level-3 slots to turn into points: at level 3 your slots go up to level 2 (", false},
		{"font: a level-4 slot at level 6", 6, "", "!font points 4", "You have no level-4 slots to turn into points: at level 6 your slots go up to level 3 (", false},
	}, edit(func(c *rules.Character) { c.Resources[rules.FeatureFontOfMagic] = 1 }))
}

// The status line offers the Sorcerer's moves and shows its points.
func TestSorcererMovesOnTheStatusLine(t *testing.T) {
	_, p := classAt(t, "sorcerer", 3, withSub("wild_magic"))
	status := p.Reply("!fight")
	assert.Contains(t, status, "`!font slot N`")
	assert.Contains(t, status, "`!tides`")
	assert.Contains(t, status, "**Sorcery points** 3/3")
}
