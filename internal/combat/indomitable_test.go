package combat

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
)

// TestIndomitableRerollsAFailedSaveThatMatters: a Fighter of level 9 or
// more rolls a failed save in an elite or boss fight again, spending
// Indomitable's one use a long rest, and the new roll stands; an ordinary
// fight's save keeps the use, and a spent use rerolls nothing (rules §1.7).
func TestIndomitableRerollsAFailedSaveThatMatters(t *testing.T) {
	elite := dummy(30, 10, 5, "", 0)
	elite.Elite = true
	cases := []struct {
		name     string
		level    int
		foe      content.Monster
		spent    bool
		d20s     []int
		saved    bool
		rerolled bool
		usesLeft int
	}{
		{"a boss fight: the reroll saves", 9, legendaryBoss(rules.WIS, 0), false, []int{1, 20}, true, true, 0},
		{"an elite fight: the reroll fails too", 9, elite, false, []int{1, 2}, false, true, 0},
		{"an ordinary fight keeps the use", 9, dummy(10, 10, 5, "", 0), false, []int{1, 20}, false, false, 1},
		{"the use is spent", 9, elite, true, []int{1, 20}, false, false, 0},
		{"below level 9: no Indomitable", 8, elite, false, []int{1, 20}, false, false, 0},
		{"a made save needs none", 9, elite, false, []int{20, 1}, true, false, 1},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			ch := charAt(t, rules.Fighter, rules.Human, c.level)
			if c.spent {
				var err error
				ch, err = rules.UseFeature(ch, rules.FeatureIndomitable)
				require.NoError(t, err)
			}
			sc := &script{d20: c.d20s, die: 1}
			s := started(t, ch, sc, c.foe)
			assert.Equal(t, c.saved, s.playerSave(s.rng(1, purposeTurn), 1, rules.WIS, 15))
			assert.Equal(t, c.usesLeft, rules.FeatureUsesLeft(s.Player().Char, rules.FeatureIndomitable))
			used := find(s.evs, EvFeatureUsed)
			saves := len(find(s.evs, EvSaveFailed)) + len(find(s.evs, EvSaveMade))
			if c.rerolled {
				require.Len(t, used, 1)
				assert.Equal(t, rules.FeatureIndomitable, used[0].Feature)
				assert.Equal(t, 2, saves, "the failed roll and the reroll")
				assert.Contains(t, RoundLog(s.evs), "R1 You use Indomitable")
			} else {
				assert.Empty(t, used)
				assert.Equal(t, 1, saves)
			}
		})
	}
}
