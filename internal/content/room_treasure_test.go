package content

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/dice"
)

func TestRoomTreasureRuleIsOneBandAboveTheTier(t *testing.T) {
	tests := []struct {
		tier int
		want Grade
	}{{0, GradeCommon}, {1, GradeCommon}, {2, GradeUncommon}, {3, GradeRare}, {4, GradeEpic}, {5, GradeEpic}}
	for _, tt := range tests {
		assert.Equal(t, tt.want, RoomTreasureRule(tt.tier).Base, "tier %d", tt.tier)
	}
	assert.Equal(t, 0.30, RoomTreasureRule(1).UpChance)
}

func TestRoomTreasureRollsScaleWithBias(t *testing.T) {
	z, ok := ZoneByID(ZoneCryptValdris)
	require.True(t, ok)
	for seed := range uint64(200) {
		one := RollRoomTreasure(z, 1, dice.NewStream(seed, "room"))
		two := RollRoomTreasure(z, 2, dice.NewStream(seed, "room"))
		assert.Len(t, one, 1, "bias 1 makes one sure roll at tier 1")
		assert.Len(t, two, 2, "bias 2 makes two rolls")
		for _, d := range append(one, two...) {
			_, known := ItemByID(d.ItemID)
			assert.True(t, known, d.ItemID)
		}
	}
}

func TestRoomTreasureBiasRaisesUpgrades(t *testing.T) {
	z, _ := ZoneByID(ZoneCryptValdris)
	upgrades := func(bias float64) int {
		n := 0
		for seed := range uint64(2000) {
			for _, d := range RollRoomTreasure(z, bias, dice.NewStream(seed, "up")) {
				if d.Grade > GradeCommon {
					n++
				}
			}
		}
		return n
	}
	assert.Greater(t, upgrades(2), upgrades(1)*3/2, "bias 2 doubles the rolls and the upgrade chance")
}

func TestRoomTreasureIsDeterministicAndTreatsBadBiasAsOne(t *testing.T) {
	z, _ := ZoneByID(ZoneGoblinWarrens)
	a := RollRoomTreasure(z, 2, dice.NewStream(9, "k"))
	b := RollRoomTreasure(z, 2, dice.NewStream(9, "k"))
	assert.Equal(t, a, b)
	assert.Equal(t, RollRoomTreasure(z, 1, dice.NewStream(9, "k")), RollRoomTreasure(z, -3, dice.NewStream(9, "k")))
}
