package fight_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/plugins/plugintest"
	"github.com/gogobee/gogobee/internal/rules"
)

// sorcererAt makes alice a Sorcerer of level and origin sub ("" for none)
// with points sorcery points (-1: the level's own) in a bout with a
// zombie.
func sorcererAt(t *testing.T, level int, sub string, points int) (*plugintest.Bot, *speaker) {
	t.Helper()
	b := plugintest.New(t)
	p := as(t, b)
	b.Create(alice, "Ash", "sorcerer", "human")
	b.Edit(alice, func(c *rules.Character) {
		*c, _ = rules.AwardXP(*c, rules.XPForLevel(level))
		if sub != "" {
			var err error
			*c, _, err = rules.ChooseSubclass(*c, sub, time.Date(2025, 3, 1, 0, 0, 0, 0, time.UTC))
			require.NoError(t, err)
		}
		if points >= 0 {
			c.Resources[rules.FeatureFontOfMagic] = points
		}
	})
	p.Say("!fight zombie")
	return b, p
}

// The Sorcerer's commands answer each case with what happened or why not,
// and a refusal changes nothing (rules §1.7, §1.11).
func TestSorcererCommands(t *testing.T) {
	cases := []struct {
		name   string
		level  int
		sub    string
		points int
		say    string
		want   string
		moved  bool // the fight's row changed
	}{
		{"quickened magic missile", 3, "", -1, "!cast magic missile --quickened", "You use Metamagic (Quickened Spell, 2 sorcery points, 1 left)", true},
		{"empowered, flag first", 3, "", -1, "!cast --empowered magic missile", "You use Metamagic (Empowered Spell, 1 sorcery point, 2 left)", true},
		{"points short", 3, "", 1, "!cast magic missile --quickened", "**Quickened Spell** costs 2 sorcery points and you have 1", false},
		{"no metamagic at level 2", 2, "", -1, "!cast magic missile --quickened", "You don't have **Metamagic**: it's a Sorcerer's, from level 3.", false},
		{"two options", 3, "", -1, "!cast magic missile --quickened --empowered", "One Metamagic option a spell", false},
		{"shield is no action", 3, "", -1, "!cast shield --quickened", "**Quickened Spell** turns a spell of one action into a bonus action; **Shield** isn't one.", false},
		{"font: a slot", 3, "", -1, "!font slot 1", "You use Font of Magic (2 sorcery points become a level-1 slot; 1 left)", true},
		{"font: short of points", 3, "", 1, "!font slot 2", "A level-2 slot costs 3 sorcery points and you have 1.", false},
		{"font: above 5th", 20, "", -1, "!font slot 6", "Font of Magic makes slots of level 1 to 5", false},
		{"font: pool full", 3, "", -1, "!font points 1", "Your sorcery points hold 3 at most", false},
		{"font: words it cannot read", 3, "", -1, "!font lots", "Font of Magic takes a slot level from 1 to 5", false},
		{"font at level 1", 1, "", -1, "!font slot 1", "You don't have **Font of Magic**: it's a Sorcerer's, from level 2.", false},
		{"tides", 3, "wild_magic", -1, "!tides", "You use Tides of Chaos (your next attack roll has advantage)", true},
		{"tides without the origin", 3, "storm", -1, "!tides", "You don't have **Tides of Chaos**: it's a Wild Magic Sorcerer's (a subclass), from level 3.", false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			b, p := sorcererAt(t, tc.level, tc.sub, tc.points)
			before := rawRow(t, b)
			assert.Contains(t, p.Reply(tc.say), tc.want)
			if tc.moved {
				assert.NotEqual(t, before, rawRow(t, b))
			} else {
				assert.Equal(t, before, rawRow(t, b), "the refusal changes nothing")
			}
		})
	}
}

// The status line offers the Sorcerer's moves and shows its points.
func TestSorcererMovesOnTheStatusLine(t *testing.T) {
	_, p := sorcererAt(t, 3, "wild_magic", -1)
	status := p.Reply("!fight")
	assert.Contains(t, status, "`!font slot N`")
	assert.Contains(t, status, "`!tides`")
	assert.Contains(t, status, "**Sorcery points** 3/3")
}
