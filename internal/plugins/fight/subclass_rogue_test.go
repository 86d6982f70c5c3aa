package fight_test

import (
	"time"

	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/plugins/plugintest"
	"github.com/gogobee/gogobee/internal/rules"
)

func TestAThiefDrinksWithTheBonusAction(t *testing.T) {
	cases := []struct {
		name, sub, line string
		hp              int
		want            []string
	}{
		{"!quaff", "thief", "!quaff", 5, []string{"R1 You use Fast Hands", "R1 You use Potion of Healing", "Round 1, your move (bonus action spent"}},
		{"!use as a Thief", "thief", "!use potion of healing", 5, []string{"R1 You use Fast Hands", "Round 1, your move (bonus action spent"}},
		{"!quaff at full HP", "thief", "!quaff", 0, []string{"You're already at full HP."}},
		{"!quaff without Fast Hands", "assassin", "!quaff", 5, []string{"You don't have **Fast Hands**: it's a Thief Rogue's (a subclass), from level 3."}},
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
			})
			p.Say("!fight zombie")
			answer := p.Reply(tc.line)
			for _, w := range tc.want {
				assert.Contains(t, answer, w)
			}
		})
	}
}
