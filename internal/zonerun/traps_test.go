package zonerun

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/rules"
)

func TestATrapsCONSaveUnderHeatRollsWithDisadvantage(t *testing.T) {
	g := crypt(t)
	ch := hero(t, rules.Mage)
	lower := 0
	for seed := uint64(1); seed < 400; seed++ {
		saves := map[bool]*Check{}
		for _, dis := range []bool{false, true} {
			r := at(cid("grave_niches"), cid("entry"), cid("stair"), cid("grave_niches"))
			r.Seed = seed
			r.Mods.Env.CONSaveDisadvantage = dis
			st, err := Enter(r, g, ch, cid("flagstones"), t0)
			require.NoError(t, err)
			e, _ := find(st.Events, EvTrap)
			saves[dis] = e.Trap.Save
		}
		if saves[false] == nil {
			continue
		}
		require.Equal(t, rules.CON, saves[false].Ability, "the poison dart's save")
		assert.LessOrEqual(t, saves[true].D20, saves[false].D20, "seed %d: disadvantage keeps the lower die", seed)
		if saves[true].D20 < saves[false].D20 {
			lower++
		}
	}
	assert.Positive(t, lower, "the second die came lower at least once")
}
