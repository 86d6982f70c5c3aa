package play

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestCautiousRules(t *testing.T) {
	names := []string{"Bo", "Cy"}
	for _, tt := range []struct {
		name    string
		mine    Rules
		members []Rules
		want    Rules
		by      RulesBy
	}{
		{name: "alone", mine: Rules{RestBelowPct: 50, EnterElites: true}, want: Rules{RestBelowPct: 50, EnterElites: true}},
		{name: "defaults all round", mine: Rules{}, members: []Rules{{}, {}}, want: Rules{}},
		{name: "the highest floor", mine: Rules{RestBelowPct: 40}, members: []Rules{{RestBelowPct: 60}, {RestBelowPct: 50}},
			want: Rules{RestBelowPct: 60}, by: RulesBy{Floor: "Bo"}},
		{name: "a member's floor above the default", mine: Rules{}, members: []Rules{{}, {RestBelowPct: 45}},
			want: Rules{RestBelowPct: 45}, by: RulesBy{Floor: "Cy"}},
		{name: "a member's floor below the leader's default", mine: Rules{}, members: []Rules{{RestBelowPct: 20}},
			want: Rules{}},
		{name: "anyone avoids trap edges", mine: Rules{}, members: []Rules{{}, {AvoidTrapEdges: true}},
			want: Rules{AvoidTrapEdges: true}, by: RulesBy{Traps: "Cy"}},
		{name: "elites only when everyone walks into them", mine: Rules{EnterElites: true}, members: []Rules{{EnterElites: true}, {}},
			want: Rules{}, by: RulesBy{Elites: "Cy"}},
		{name: "the wake-up call stays the leader's", mine: Rules{}, members: []Rules{{WakeForBoss: true}},
			want: Rules{}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got, by := CautiousRules(tt.mine, tt.members, names, 30)
			assert.Equal(t, tt.want, got)
			assert.Equal(t, tt.by, by)
		})
	}
}
