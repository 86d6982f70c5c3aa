package rules

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// innPrice stands for content.InnLongRestPrice, which this package cannot
// import (rules §3.2: 200 coins).
const innPrice = 200

// wounded is c at level spent as a fight leaves it: HP at frac of the
// maximum (at least 1), no hit dice, every spell slot and feature use
// gone.
func wounded(t *testing.T, class ClassID, level int, frac float64) Character {
	t.Helper()
	c := atLevel(t, class, Human, level)
	c.HP = max(1, int(float64(MaxHP(c))*frac))
	c.HitDice = 0
	c.Slots = SlotTable{}
	for id := range c.Resources {
		c.Resources[id] = 0
	}
	return c
}

// Going down never restores more than the cheapest honest way back (rules
// §1.9, §3.2): a knock-out costs DefaultRecovery and wakes the character
// at 1 HP with nothing else back, where the inn (200 coins, 8 hours) or
// sleeping rough (free, 12 hours) brings everything back. So from any
// wounded state, going down and then resting costs what resting alone
// does plus the time down. Before, a knock-out woke the character at full
// HP, a free inn.
func TestGoingDownIsNeverCheaperThanTheInn(t *testing.T) {
	for _, def := range Classes() {
		for _, level := range []int{1, 2, 5, 10, 17, 20} {
			for _, frac := range []float64{0, 0.25, 0.5, 0.99} {
				before := wounded(t, def.ID, level, frac)
				up, ok := FinishRecovery(KnockOut(before, t0, DefaultRecovery), t0.Add(DefaultRecovery))
				require.True(t, ok)
				name := []any{def.ID, level, frac}
				assert.Equal(t, KnockOutWakeHP, up.HP, "wakes at 1 HP %v", name)
				assert.LessOrEqual(t, up.HP, before.HP, "no HP back %v", name)
				assert.Equal(t, before.HitDice, up.HitDice, "no hit dice back %v", name)
				assert.Equal(t, before.Slots, up.Slots, "no slots back %v", name)
				assert.Equal(t, before.Resources, up.Resources, "no feature uses back %v", name)
				assert.Equal(t, before.Coins, up.Coins, "%v", name)
				assert.False(t, FullyRested(up), "full HP still takes a long rest %v", name)

				inn, _, err := LongRest(before, nil, t0)
				require.NoError(t, err)
				assert.Greater(t, inn.HP, up.HP, "the inn restores more than going down %v", name)
			}
		}
	}
}

// A broke character always has a way back to full HP (rules §3.2): down at
// 0 HP with no coins, no hit dice and yesterday's long rest still cooling
// down, it wakes at 1 HP and sleeps rough within a day, for nothing, in
// RoughSleepLockout, longer than the inn's LongRestLockout.
func TestABrokeCharacterAlwaysGetsBackToFullHP(t *testing.T) {
	require.Greater(t, RoughSleepLockout, LongRestLockout, "sleeping rough is slower than the inn")
	for _, def := range Classes() {
		for _, level := range []int{1, 5, 12, 20} {
			c := wounded(t, def.ID, level, 0.5)
			c.Coins = 0
			c.LastLongRest = t0.Add(-time.Hour)
			c = KnockOut(c, t0, DefaultRecovery)
			at := t0
			var rested Character
			var rep RestReport
			for ; at.Before(t0.Add(LongRestCooldown + DefaultRecovery)); at = at.Add(time.Hour) {
				up, _ := FinishRecovery(c, at)
				var err error
				if rested, rep, err = SleepRough(up, at, innPrice); err == nil {
					break
				}
			}
			require.Equal(t, RestRough, rep.Kind, "%s L%d found no way back within a day", def.ID, level)
			assert.Equal(t, MaxHP(rested), rested.HP, "%s L%d", def.ID, level)
			assert.Equal(t, level, rested.HitDice, "%s L%d", def.ID, level)
			assert.True(t, FullyRested(rested), "%s L%d: slots and features too", def.ID, level)
			assert.Zero(t, rested.Coins, "%s L%d: free", def.ID, level)
			assert.Equal(t, at.Add(RoughSleepLockout), rested.LockoutUntil, "%s L%d", def.ID, level)
		}
	}
}

func TestSleepRoughRefusals(t *testing.T) {
	c := wounded(t, Fighter, 3, 0.5)
	cases := []struct {
		name  string
		edit  func(*Character)
		want  error
		coins int
	}{
		{"a purse that pays the inn", func(c *Character) { c.Coins = innPrice }, ErrCanPayTheInn{Coins: innPrice, Price: innPrice}, innPrice},
		{"in a fight", func(c *Character) { c.Coins, c.InCombat = 10, true }, ErrInCombat{}, 10},
		// Down comes first, even with a purse: the inn refuses a downed player too.
		{"down with a purse", func(c *Character) { c.Coins, c.DownUntil = innPrice, t0.Add(time.Hour) },
			ErrRecovering{Until: t0.Add(time.Hour)}, innPrice},
		{"the daily cooldown", func(c *Character) { c.Coins, c.LastLongRest = 10, t0.Add(-time.Hour) },
			ErrLongRestCooldown{Until: t0.Add(23 * time.Hour)}, 10},
		// The inn would refuse too: no pointing at it, the cooldown says when.
		{"the daily cooldown with a purse", func(c *Character) { c.Coins, c.LastLongRest = innPrice, t0.Add(-time.Hour) },
			ErrLongRestCooldown{Until: t0.Add(23 * time.Hour)}, innPrice},
	}
	for _, tc := range cases {
		in := c.Clone()
		tc.edit(&in)
		got, _, err := SleepRough(in, t0, innPrice)
		assert.Equal(t, tc.want, err, tc.name)
		assert.Equal(t, in, got, "a refusal changes nothing: %s", tc.name)
	}
}
