package expedition

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/promise"
)

func TestThreatModifierTable(t *testing.T) {
	want := map[ThreatReason]int{
		ReasonCombat: 5, ReasonEliteCombat: 8, ReasonEnemyEscape: 10, ReasonLoudAbility: 8,
		ReasonStealthMove: -3, ReasonFortifiedRest: -5, ReasonBossDefeated: -20, ReasonDayPasses: 3,
		ReasonNoise: 2, ReasonRevisit: 1, ReasonDragonPulse: 10, ReasonNightSigns: 2, ReasonTransitSigns: 2,
	}
	assert.Equal(t, want, threatModifiers)
}

func TestThreatBands(t *testing.T) {
	cases := []struct {
		level int
		want  BandName
		ac    int
		init  bool
	}{
		{-5, BandQuiet, 0, false}, {0, BandQuiet, 0, false}, {20, BandQuiet, 0, false},
		{21, BandStirring, 0, false}, {40, BandStirring, 0, false},
		{41, BandAlert, 2, false}, {60, BandAlert, 2, false},
		{61, BandHostile, 2, true}, {80, BandHostile, 2, true},
		{81, BandSiege, 2, true}, {100, BandSiege, 2, true}, {150, BandSiege, 2, true},
	}
	for _, tc := range cases {
		b := BandFor(tc.level)
		assert.Equal(t, tc.want, b.Name, "level %d", tc.level)
		assert.Equal(t, tc.ac, b.EnemyAC, "level %d", tc.level)
		assert.Equal(t, tc.init, b.EnemyInitiativeAdvantage, "level %d", tc.level)
	}
	assert.Equal(t, 1, BandFor(25).EnemyPerception)
	assert.True(t, BandFor(61).TrapsRearm)
	assert.False(t, BandFor(60).TrapsRearm)
	assert.False(t, BandFor(40).BossAwake, "a quiet zone's boss is caught at rest")
	assert.True(t, BandFor(41).BossAwake, "from Alert on the boss is up")
	assert.True(t, BandFor(100).BossAwake)
}

func TestSiegeTable(t *testing.T) {
	assert.Equal(t, SiegeEffects{RespawnOnce: true, BossBonusHP: 20, BossLegendaryResistances: 1, BurnMultiplier: 2, NoShortRests: true}, siege)
}

func TestThreatApplyClampsAndLogs(t *testing.T) {
	cases := []struct {
		from, delta, to int
	}{
		{0, -5, 0}, {10, 5, 15}, {98, 8, 100}, {50, -20, 30},
	}
	for _, tc := range cases {
		th := Threat{Level: tc.from}
		ch := th.Apply(tc.delta, ReasonCombat, t0)
		assert.Equal(t, tc.to, th.Level)
		assert.Equal(t, tc.to-tc.from, ch.Applied)
		require.Len(t, th.Events, 1)
		assert.Equal(t, ThreatEvent{At: t0, Delta: ch.Applied, Reason: ReasonCombat, Level: tc.to}, th.Events[0])
	}
}

func TestThreatWarningOnceAt70(t *testing.T) {
	th := Threat{Level: 65}
	ch := th.Apply(5, ReasonCombat, t0)
	assert.True(t, ch.Warning)
	th.Apply(-10, ReasonBossDefeated, t0)
	ch = th.Apply(10, ReasonCombat, t0)
	assert.False(t, ch.Warning, "the warning is given once")
}

// SettleWarning keeps a step's 70 warning only when the step leaves a
// running expedition at 70 or more (rules §8.6).
func TestSettleWarningJudgesTheStepsEnd(t *testing.T) {
	for _, tc := range []struct {
		name   string
		deltas []int
		status Status
		warned bool
	}{
		{"up to 70 and held", []int{8}, StatusActive, true},
		{"up to 70 and back down", []int{8, -20}, StatusActive, false},
		{"up to 70 as the expedition ends", []int{8}, StatusComplete, false},
		{"never at 70", []int{5}, StatusActive, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e := Expedition{Status: StatusActive, Threat: Threat{Level: 62}}
			var changes []ThreatChange
			for _, d := range tc.deltas {
				changes = append(changes, e.Threat.Apply(d, ReasonEliteCombat, t0))
			}
			e.Status = tc.status
			got, out := SettleWarning(e, changes)
			warned := false
			for _, ch := range out {
				warned = warned || ch.Warning
			}
			assert.Equal(t, tc.warned, warned)
			if tc.status == StatusActive {
				assert.Equal(t, tc.warned, got.Threat.Warned, "an unheld warning may come again")
			}
		})
	}
}

func TestSiegeIsOneWay(t *testing.T) {
	promise.Shows(t, promise.SiegeOneWay)
	th := Threat{Level: 95}
	ch := th.Apply(8, ReasonEliteCombat, t0)
	assert.True(t, ch.SiegeStarted)
	assert.True(t, th.Siege)
	assert.True(t, th.SiegeRespawn)
	ch = th.Apply(-20, ReasonBossDefeated, t0)
	assert.True(t, ch.Held)
	assert.Equal(t, 100, th.Level)
	ch = th.Apply(5, ReasonCombat, t0)
	assert.False(t, ch.SiegeStarted)
}

func TestThreatEventsKeepTheLast20(t *testing.T) {
	var th Threat
	for i := 0; i < 30; i++ {
		th.Apply(1, ReasonRevisit, t0.Add(time.Duration(i)*time.Minute))
	}
	assert.Len(t, th.Events, ThreatEventCap)
	assert.Equal(t, 30, th.Events[ThreatEventCap-1].Level)
	last := th.LastEvents(3)
	require.Len(t, last, 3)
	assert.Equal(t, 28, last[0].Level)
	assert.Nil(t, th.LastEvents(0))
}

func TestAddThreatDeltaLogsBandChanges(t *testing.T) {
	e := departed(t, content.ZoneGoblinWarrens, 1)
	e.Threat.Level = 18
	got, ch, err := AddThreatDelta(e, threatModifiers[ReasonCombat], ReasonCombat, t0)
	require.NoError(t, err)
	assert.Equal(t, 23, got.Threat.Level)
	assert.Equal(t, BandStirring, ch.ToBand)
	assert.Equal(t, "threat_band", got.Log.Last(1)[0].FlavorKey)
	assert.Equal(t, 18, e.Threat.Level)

	_, _, err = AddThreatDelta(provisioning(t, content.ZoneGoblinWarrens), threatModifiers[ReasonCombat], ReasonCombat, t0)
	assert.ErrorAs(t, err, &ErrNotActive{})
}

func TestCheckRevisitGuardsSiege(t *testing.T) {
	e := departed(t, content.ZoneGoblinWarrens, 1)
	e.Threat.Level = 98
	assert.NoError(t, CheckRevisit(e))
	e.Threat.Level = 99
	assert.ErrorAs(t, CheckRevisit(e), &ErrSiegeRevisit{})
}
