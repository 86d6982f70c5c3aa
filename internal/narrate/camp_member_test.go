package narrate

import (
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/rules"
)

// A member's camp DM tells the HP the rest gave back, and a member who
// camped unhurt reads that their HP were full, never "+0 HP" (rules §8.23).
func TestMemberCampDMTellsTheHPBack(t *testing.T) {
	ch, err := rules.NewCharacter("Bo", rules.Fighter, rules.Human)
	require.NoError(t, err)
	full := rules.MaxHP(ch)
	cases := []struct {
		name string
		rest expedition.RestQuality
		hp   int // before the camp; it leaves the member at full HP
		want string
		not  string
	}{
		{"long, wounded", expedition.RestLong, full - 4, "A full long rest: **+4 HP** (" + strconv.Itoa(full) + "/" + strconv.Itoa(full) + ")", ""},
		{"long, unhurt", expedition.RestLong, full, "A full long rest: HP already full (" + strconv.Itoa(full) + "/" + strconv.Itoa(full) + ")", "+0 HP"},
		{"partial, unhurt", expedition.RestPartial, full, "A partial rest: HP already full (", "+0 HP"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			before, after := ch, ch
			before.HP, after.HP = tc.hp, full
			got := MemberCampDM("Ann", expedition.CampResult{Type: expedition.CampStandard, Rest: tc.rest}, before, after, Moment{Now: time.Date(2026, 3, 2, 7, 0, 0, 0, time.UTC)})
			assert.Contains(t, got, tc.want)
			if tc.not != "" {
				assert.NotContains(t, got, tc.not)
			}
		})
	}
}
