package fight_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/plugins/plugintest"
	"github.com/gogobee/gogobee/internal/rules"
)

// warlockAt makes alice a Warlock of level and patron sub ("" for none)
// in a bout with an owlbear (enough HP to outlast a turn).
func warlockAt(t *testing.T, level int, sub string) (*plugintest.Bot, *speaker) {
	t.Helper()
	b := plugintest.New(t)
	p := as(t, b)
	b.Create(alice, "Ash", "warlock", "human")
	b.Edit(alice, func(c *rules.Character) {
		*c, _ = rules.AwardXP(*c, rules.XPForLevel(level))
		if sub != "" {
			var err error
			*c, _, err = rules.ChooseSubclass(*c, sub, time.Date(2025, 3, 1, 0, 0, 0, 0, time.UTC))
			require.NoError(t, err)
		}
	})
	p.Say("!fight owlbear")
	return b, p
}

// The Warlock's moves answer each case with what happened or why not, and
// a refusal changes nothing (rules §1.7, §1.11).
func TestWarlockCommands(t *testing.T) {
	cases := []struct {
		name  string
		level int
		sub   string
		say   string
		want  string
		moved bool // the fight's row changed
	}{
		{"hex curses the foe", 5, "", "!cast hex", "**Hex** on Owlbear (+1d6 necrotic on your hits; concentration)", true},
		{"eldritch blast", 5, "", "!cast eldritch blast", "with Eldritch Blast", true},
		{"no patron, no fey presence", 3, "", "!feypresence", "You have no **Fey Presence**: an Archfey Warlock's patron gives it from level 3", false},
		{"a fiend has none", 5, "fiend", "!fey", "You have no **Fey Presence**", false},
		{"fey presence", 3, "archfey", "!feypresence", "You use Fey Presence", true},
		{"channel: what a warlock has instead", 3, "archfey", "!channel", "You have no **Channel Divinity**: it's a Paladin's, from an oath at level 3. What a Warlock has this turn: `!attack [target]` · `!cast <spell> [target]` · `!use <item>` · `!feypresence`.", false},
		{"no upcast below the pact level", 5, "", "!cast hex --upcast 1", "Your Pact Magic slots are all of level 3, so there is no 1st-level slot to cast with: every spell you cast takes one at level 3. Slots: L3 2/2. `!cast hex` casts it at level 3.", false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			b, p := warlockAt(t, tc.level, tc.sub)
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

// Fey Presence asked of another class is refused with what that class
// can do, not with a warlock's moves, and changes nothing.
func TestFeyPresenceOfAnotherClass(t *testing.T) {
	b, p := paladinAt(t, 5, "devotion")
	before := rawRow(t, b)
	reply := p.Reply("!feypresence")
	assert.Contains(t, reply, "it is an Archfey Warlock's, from level 3 (`!subclass` tells what your class can choose)")
	assert.NotContains(t, reply, "eldritch blast")
	assert.Equal(t, before, rawRow(t, b), "the refusal changes nothing")
}

// A spent Fey Presence is refused until a short rest, changing nothing,
// and the status line offers it only while its use is left.
func TestFeyPresenceOnceAShortRest(t *testing.T) {
	b, p := warlockAt(t, 3, "archfey")
	assert.Contains(t, p.Reply("!fight"), "`!feypresence`")
	p.Say("!feypresence")
	before := rawRow(t, b)
	assert.Contains(t, p.Reply("!feypresence"), "**Fey Presence** is spent until your next short rest.")
	assert.Equal(t, before, rawRow(t, b), "the refusal changes nothing")
	assert.NotContains(t, p.Reply("!fight"), "`!feypresence`")
}
