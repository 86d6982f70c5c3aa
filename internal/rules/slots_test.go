package rules

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Rows from rules §1.6 up to level 10; full casters then follow the SRD
// table to 9th-level slots.
func TestSlotsFor(t *testing.T) {
	cases := []struct {
		class ClassID
		level int
		want  string
	}{
		{Mage, 1, "2"}, {Mage, 2, "3"}, {Mage, 3, "4/2"}, {Mage, 4, "4/3"}, {Mage, 5, "4/3/2"},
		{Mage, 6, "4/3/3"}, {Mage, 7, "4/3/3/1"}, {Mage, 8, "4/3/3/2"}, {Mage, 9, "4/3/3/3/1"},
		{Mage, 10, "4/3/3/3/2"}, {Mage, 11, "4/3/3/3/2/1"}, {Mage, 13, "4/3/3/3/2/1/1"},
		{Mage, 15, "4/3/3/3/2/1/1/1"}, {Mage, 16, "4/3/3/3/2/1/1/1"}, {Mage, 17, "4/3/3/3/2/1/1/1/1"},
		{Mage, 18, "4/3/3/3/3/1/1/1/1"}, {Mage, 19, "4/3/3/3/3/2/1/1/1"}, {Mage, 20, "4/3/3/3/3/2/2/1/1"},
		{Cleric, 1, "2"}, {Cleric, 5, "4/3/2"}, {Cleric, 9, "4/3/3/3/1"}, {Cleric, 12, "4/3/3/3/2/1"},
		{Cleric, 17, "4/3/3/3/2/1/1/1/1"}, {Cleric, 20, "4/3/3/3/3/2/2/1/1"},
		{Ranger, 1, "—"}, {Ranger, 2, "2"}, {Ranger, 3, "3"}, {Ranger, 6, "3"}, {Ranger, 7, "3/1"},
		{Ranger, 8, "3/2"}, {Ranger, 12, "3/2"}, {Ranger, 13, "3/2/1"}, {Ranger, 16, "3/2/1"},
		{Ranger, 17, "3/2/2"}, {Ranger, 18, "3/2/2"}, {Ranger, 19, "3/3/2"}, {Ranger, 20, "3/3/2"},
		{Fighter, 20, "—"}, {Rogue, 10, "—"},
		{"nobody", 5, "—"},
	}
	for _, tc := range cases {
		assert.Equal(t, tc.want, SlotsFor(tc.class, tc.level).String(), "%s L%d", tc.class, tc.level)
	}
}

func TestSlotsForWarlockProgression(t *testing.T) {
	cases := []struct {
		level int
		want  string
	}{{1, "1"}, {2, "2"}, {3, "0/2"}, {4, "0/2"}, {5, "0/0/2"}, {7, "0/0/0/2"}, {9, "0/0/0/0/2"}, {10, "0/0/0/0/2"},
		{11, "0/0/0/0/3"}, {16, "0/0/0/0/3"}, {17, "0/0/0/0/4"}, {20, "0/0/0/0/4"}}
	for _, tc := range cases {
		assert.Equal(t, tc.want, SlotsForProgression(SlotsWarlock, tc.level).String(), "L%d", tc.level)
	}
}

func TestSlotTableHelpers(t *testing.T) {
	st := SlotTable{4, 3, 2}
	assert.Equal(t, 9, st.Total())
	assert.Equal(t, 3, st.Highest())
	assert.Equal(t, 3, st.At(2))
	assert.Equal(t, 0, st.At(0))
	assert.Equal(t, 0, st.At(6))
}

func TestSpendSlotAndLowestFree(t *testing.T) {
	c := atLevel(t, Mage, Human, 3) // 4/2
	c, err := SpendSlot(c, 2)
	require.NoError(t, err)
	assert.Equal(t, SlotTable{4, 1}, c.Slots)

	_, err = SpendSlot(c, 3)
	assert.Equal(t, ErrNoSlot{Level: 3}, err)
	_, err = SpendSlot(c, 0)
	assert.Equal(t, ErrBadSlotLevel{Level: 0}, err)

	c.Slots = SlotTable{0, 1}
	assert.Equal(t, 2, LowestFreeSlot(c, 1))
	c.Slots = SlotTable{}
	assert.Equal(t, 0, LowestFreeSlot(c, 1))
}

func TestBrokenSlotFileFailsWithClearMessages(t *testing.T) {
	cases := []brokenData{
		{"unknown field", "  - id: half\n    rows:\n", "  - id: half\n    levels:\n", "field levels not found in type rules.SlotProgressionDef"},
		{"a level missing", "      - [3, 3, 2] # level 20\n  - id: warlock", "  - id: warlock", `progressions[3] ("half"): 19 rows; want 20, one a level, or none`},
		{"ten slot levels", "      - [4, 3, 3, 3, 3, 2, 2, 1, 1] # level 20\n  - id: cleric",
			"      - [4, 3, 3, 3, 3, 2, 2, 1, 1, 1] # level 20\n  - id: cleric", `progressions[1] ("full"): level 20: at most 9 slot levels`},
		{"a negative count", "      - [3] # level 2\n", "      - [3, -1] # level 2\n", `progressions[1] ("full"): level 2: at most 9 slot levels, no count below 0`},
	}
	requireBrokenData(t, "data/slots.yaml", slotsData, func(b []byte) error { _, err := loadSlots(b); return err }, cases)
}

// A progression without rows (none) gives no slots at any level, as an
// unknown one does.
func TestSlotsForProgressionWithoutRows(t *testing.T) {
	for _, level := range []int{1, 10, 20} {
		assert.Zero(t, SlotsForProgression(SlotsNone, level).Total(), "none L%d", level)
		assert.Zero(t, SlotsForProgression("pact", level).Total(), "unknown L%d", level)
	}
}
