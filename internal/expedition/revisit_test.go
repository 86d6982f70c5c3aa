package expedition

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
)

func TestCheckBacktrackRefusals(t *testing.T) {
	active := departed(t, content.ZoneCryptValdris, 1)
	tests := []struct {
		name string
		edit func(e *Expedition)
		want error
	}{
		{"free to walk back", func(*Expedition) {}, nil},
		{"provisioning", func(e *Expedition) { e.Status = StatusProvisioning }, ErrNotActive{Status: StatusProvisioning}},
		{"extracted (paused)", func(e *Expedition) { e.Status = StatusExtracted }, ErrNotActive{Status: StatusExtracted}},
		{"a night encounter waits", func(e *Expedition) { e.PendingNight = &NightEncounter{} }, ErrEncounterPending{}},
		{"heat exhaustion", func(e *Expedition) { e.Stacks.HeatRestDue = true }, ErrMustRest{Funds: FundsLongRest}},
		{"threat 98 is still allowed", func(e *Expedition) { e.Threat.Level = 98 }, nil},
		{"the siege guard at 99", func(e *Expedition) { e.Threat.Level = 99 }, ErrSiegeRevisit{Level: 99}},
		{"at 100 before Siege has begun", func(e *Expedition) { e.Threat.Level = 100 }, ErrSiegeRevisit{Level: 100}},
		{"in Siege Mode the guard has nothing left to guard", func(e *Expedition) { e.Threat.Level, e.Threat.Siege = 100, true }, nil},
		{"exactly one day's burn left", func(e *Expedition) { e.Supplies.Current = 1 }, nil},
		{"below the survival floor", func(e *Expedition) { e.Supplies.Current = 0.75 }, ErrSupplyFloor{Have: 0.75, Need: 1}},
		{"starving", func(e *Expedition) { e.Supplies.Current = 0 }, ErrSupplyFloor{Have: 0, Need: 1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := active.Clone()
			tt.edit(&e)
			assert.Equal(t, tt.want, CheckBacktrack(e))
		})
	}
}

func TestSupplyFloorFollowsTodaysBurn(t *testing.T) {
	e := departed(t, content.ZoneUnderforge, 1)
	assert.Equal(t, DailyBurn(e).Total, SupplyFloor(e))
	e.Stacks.Heat = 9
	assert.Greater(t, SupplyFloor(e), e.Supplies.DailyBurn, "the Underforge's heat raises the day's burn and the floor with it")
}

func TestRecordRevisitCostsOneThreatAndNoSupplies(t *testing.T) {
	e := departed(t, content.ZoneCryptValdris, 1)
	e.Threat.Level = 13
	su := e.Supplies
	first, rep, err := RecordRevisit(e, "Branching Passage", t0)
	require.NoError(t, err)
	assert.True(t, rep.First)
	assert.Equal(t, 13, rep.Threat.From)
	assert.Equal(t, 14, rep.Threat.To)
	assert.Equal(t, ReasonRevisit, rep.Threat.Reason)
	assert.Equal(t, 14, first.Threat.Level)
	assert.Equal(t, su, first.Supplies, "walking back burns no supplies")
	assert.Equal(t, 1, first.Revisits)
	last := first.Log.Entries[len(first.Log.Entries)-1]
	assert.Equal(t, "revisit_first", last.FlavorKey)
	assert.Equal(t, 13, e.Threat.Level, "the expedition passed in is unchanged")

	second, rep, err := RecordRevisit(first, "Bone Corridor", t0)
	require.NoError(t, err)
	assert.False(t, rep.First, "the aside is once per expedition")
	assert.Equal(t, 15, second.Threat.Level)
	assert.Equal(t, 2, second.Revisits)
	assert.Len(t, second.Log.Entries, len(first.Log.Entries), "only the first revisit is logged")
}

func TestRecordRevisitNeedsAnActiveExpedition(t *testing.T) {
	e := departed(t, content.ZoneCryptValdris, 1)
	e.Status = StatusExtracted
	_, _, err := RecordRevisit(e, "x", t0)
	assert.Equal(t, ErrNotActive{Status: StatusExtracted}, err)
}
