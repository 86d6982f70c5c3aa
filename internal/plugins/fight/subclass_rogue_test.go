package fight_test

import (
	"strings"

	"testing"

	"github.com/stretchr/testify/assert"

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
			_, p := classAt(t, "rogue", 3, withSub(tc.sub), named("Vex", "human"), hp(tc.hp), edit(func(c *rules.Character) {
				c.Inventory = c.Inventory.Clone()
				if c.Inventory == nil {
					c.Inventory = rules.Inventory{}
				}
				c.Inventory["goblin_grease"] = 1
			}))
			answer := p.Reply(tc.line)
			for _, w := range tc.want {
				assert.Contains(t, answer, w)
			}
			assert.Equal(t, tc.fast, strings.Contains(answer, "Fast Hands"), answer)
		})
	}
}
