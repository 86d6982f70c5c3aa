package expedition

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// A member's briefing reads their own waking HP, milestones and starving
// CON, the party's night and supplies unchanged (rules §8.22).
func TestMemberReportTellsTheMembersOwnDawn(t *testing.T) {
	lead := RolloverReport{Day: 3, WakeHP: 5, Paid: 1.5,
		Milestones: []MilestoneAward{{GrantXP: 50}},
		Starvation: &StarvationReport{Rolled: 4, Lost: 1, ConLost: 2, ConLeft: 12}}
	tests := []struct {
		name string
		rep  RolloverReport
		day  MemberDay
		want RolloverReport
	}{
		{"a fed day", RolloverReport{Day: 3, WakeHP: 5, Paid: 1.5}, MemberDay{WakeHP: 2},
			RolloverReport{Day: 3, WakeHP: 2, Paid: 1.5}},
		{"a starving day with a milestone", lead, MemberDay{ConLost: 1, Milestones: []MilestoneAward{{GrantXP: 50}}},
			RolloverReport{Day: 3, Paid: 1.5, Milestones: []MilestoneAward{{GrantXP: 50}},
				Starvation: &StarvationReport{Rolled: 4, Lost: 1, ConLost: 3, ConLeft: 9}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := MemberReport(tc.rep, tc.day, Member{ConTaken: 3}, 9)
			assert.Equal(t, tc.want, got)
		})
	}
	assert.Equal(t, 2, lead.Starvation.ConLost, "the leader's report is not changed")
}
