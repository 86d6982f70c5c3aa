package fight_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/plugins/plugintest"
	"github.com/gogobee/gogobee/internal/rules"
)

// druidAt makes alice a Druid of level and circle sub ("" for none) in a
// bout with a zombie.
func druidAt(t *testing.T, level int, sub string) (*plugintest.Bot, *speaker) {
	t.Helper()
	b := plugintest.New(t)
	p := as(t, b)
	b.Create(alice, "Ash", "druid", "human")
	b.Edit(alice, func(c *rules.Character) {
		*c, _ = rules.AwardXP(*c, rules.XPForLevel(level))
		if sub != "" {
			var err error
			*c, _, err = rules.ChooseSubclass(*c, sub, time.Date(2025, 3, 1, 0, 0, 0, 0, time.UTC))
			require.NoError(t, err)
		}
	})
	p.Say("!fight zombie")
	return b, p
}

// The Druid's commands answer each case with what happened or why not,
// and a refusal changes nothing (rules §1.7, §1.11).
func TestDruidCommands(t *testing.T) {
	cases := []struct {
		name  string
		level int
		sub   string
		say   []string // said first, then the line checked
		want  string
		moved bool // the fight's row changed by the last line
	}{
		{"wild shape: the strongest form", 2, "", nil, "You use Wild Shape (a Wolf: 11 HP, AC 16", true},
		{"no wild shape at level 1", 1, "", nil, "You have no **Wild Shape**: a Druid gains it at level 2.", false},
		{"a beast above the CR", 2, "", []string{"!wildshape mammoth"}, "That beast is above the challenge rating your level allows. At level 2 you can become: Wolf (CR 1/4).", false},
		{"no such beast", 2, "", []string{"!wildshape owlbear"}, "No beast by that name. At level 2 you can become: Wolf (CR 1/4).", false},
		{"no spell in beast form", 2, "", []string{"!wildshape", "!cast produce flame"}, "A **Wolf** casts no spells", false},
		{"heal: not a Moon druid", 3, "land", []string{"!wildshape", "!wildshape heal"}, "Only a Moon druid heals its beast", false},
		{"heal: not shaped", 3, "moon", []string{"!wildshape heal"}, "**Combat Wild Shape** heals your beast form, and you are in none. `!wildshape` first.", false},
		{"the hawk spirit", 3, "shepherd", []string{"!totem hawk"}, "You use Spirit Totem (the hawk spirit: advantage on your attack rolls for 10 rounds)", true},
		{"no such spirit", 3, "shepherd", []string{"!totem owl"}, "There's no spirit called “owl”. The spirits are `bear`", false},
		{"no such spirit while one is up", 3, "shepherd", []string{"!totem bear", "!totem dragon"}, "There's no spirit called “dragon”. The spirits are `bear`", false},
		{"no totem without the circle", 3, "moon", []string{"!totem"}, "You have no **Spirit Totem**", false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			b, p := druidAt(t, tc.level, tc.sub)
			say := tc.say
			if len(say) == 0 {
				say = []string{"!wildshape"}
			}
			for _, line := range say[:len(say)-1] {
				p.Say(line)
			}
			before := rawRow(t, b)
			assert.Contains(t, p.Reply(say[len(say)-1]), tc.want)
			if tc.moved {
				assert.NotEqual(t, before, rawRow(t, b))
			} else {
				assert.Equal(t, before, rawRow(t, b), "the refusal changes nothing")
			}
		})
	}
}

// The status line shows the beast form at work and offers no spell in it.
func TestDruidStatusShowsTheBeast(t *testing.T) {
	_, p := druidAt(t, 2, "")
	assert.Contains(t, p.Reply("!fight"), "`!wildshape [form]`")
	p.Say("!wildshape")
	status := p.Reply("!fight")
	assert.Contains(t, status, "**Wild Shape**: Wolf, 11/11 HP, AC 16 (no spells)")
	assert.NotContains(t, status, "`!cast <spell> [target]`")
	assert.NotContains(t, status, "`!wildshape [form]`", "already shaped")
}
