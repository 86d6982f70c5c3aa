package fight_test

import (
	"strings"
	"time"

	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/plugins/plugintest"
	"github.com/gogobee/gogobee/internal/rules"
)

func TestAThiefUsesAFightItemWithTheBonusAction(t *testing.T) {
	cases := []struct {
		name, sub, line string
		hp              int
		want            []string
		fast            bool // Fast Hands took it
	}{
		{"!use a fight item as a Thief", "thief", "!use goblin grease", 5, []string{"R1 You use Fast Hands", "Round 1, your move (bonus action spent"}, true},
		{"!use a potion as a Thief takes the action", "thief", "!use potion of healing", 5, []string{"R1 You use Potion of Healing"}, false},
		{"!use a fight item as an Assassin takes the action", "assassin", "!use goblin grease", 5, []string{"Goblin Grease"}, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			b := plugintest.New(t)
			p := as(t, b)
			b.Create(alice, "Vex", "rogue", "human")
			b.Edit(alice, func(c *rules.Character) {
				*c, _ = rules.AwardXP(*c, rules.XPForLevel(3))
				ch, _, err := rules.ChooseSubclass(*c, tc.sub, time.Date(2025, 3, 1, 0, 0, 0, 0, time.UTC))
				require.NoError(t, err)
				*c = ch
				if tc.hp > 0 {
					c.HP = tc.hp
				}
				c.Inventory = c.Inventory.Clone()
				if c.Inventory == nil {
					c.Inventory = rules.Inventory{}
				}
				c.Inventory["goblin_grease"] = 1
			})
			p.Say("!fight zombie")
			answer := p.Reply(tc.line)
			for _, w := range tc.want {
				assert.Contains(t, answer, w)
			}
			assert.Equal(t, tc.fast, strings.Contains(answer, "Fast Hands"), answer)
		})
	}
}
