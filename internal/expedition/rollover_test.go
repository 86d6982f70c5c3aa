package expedition

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/dice"
	"github.com/gogobee/gogobee/internal/promise"
	"github.com/gogobee/gogobee/internal/rules"
)

func TestRolloverRefusals(t *testing.T) {
	c := newCharacter(t, rules.Fighter)
	e := departed(t, content.ZoneGoblinWarrens, 1)
	next := NextRollover(e, time.UTC)
	assert.True(t, next.Equal(utc(2026, 6, 10, 6, 0)))

	_, _, _, err := Rollover(e, cleared(), c, testRoot(), next.Add(-time.Second), time.UTC)
	assert.ErrorAs(t, err, &ErrRolloverNotDue{})
	_, _, _, err = Rollover(provisioning(t, content.ZoneGoblinWarrens), cleared(), c, testRoot(), next, time.UTC)
	assert.ErrorAs(t, err, &ErrNotActive{})

	e, _, _, err = Rollover(e, cleared(), c, testRoot(), next, time.UTC)
	require.NoError(t, err)
	_, _, _, err = Rollover(e, cleared(), c, testRoot(), next.Add(time.Hour), time.UTC)
	assert.ErrorAs(t, err, &ErrRolloverNotDue{}, "a rollover is applied once")
}

func TestRolloverAdvancesTheDay(t *testing.T) {
	c := newCharacter(t, rules.Fighter)
	e := departed(t, content.ZoneGoblinWarrens, 2)
	e.Supplies.Foraged = true
	e, err := Record(e, Tally{RoomCleared: "room.a", Enemies: 3, XP: 40, Coins: 12, Loot: []content.ItemID{"dagger"}}, t0)
	require.NoError(t, err)
	e, _, _, err = Pitch(e, cleared(), c, CampStandard, t0.Add(8*time.Hour))
	require.NoError(t, err)

	got, _, rep, err := Rollover(e, cleared(), c, testRoot(), NextRollover(e, time.UTC), time.UTC)
	require.NoError(t, err)
	assert.Equal(t, 1, rep.PrevDay)
	assert.Equal(t, 2, rep.Day)
	assert.Equal(t, 2, got.Day)
	assert.Equal(t, "2026-06-10", got.LastRollover.String())
	assert.Equal(t, "2026-06-10", rep.Date.String())
	require.NotNil(t, rep.Night, "camped: the night resolves")
	assert.Equal(t, 1, rep.Night.Day, "the night belongs to the day that ended")
	assert.Equal(t, CampStandard, rep.CampBroken)
	assert.Nil(t, got.Camp)
	assert.False(t, got.Supplies.Foraged)

	assert.Equal(t, ReasonDayPasses, rep.Drift.Reason)
	assert.Equal(t, 3, rep.Drift.Requested)
	assert.Equal(t, 1.0, rep.Burn.Total)
	assert.Equal(t, 1.0, rep.Paid)
	assert.Equal(t, 20-1-1.0, got.Supplies.Current) // camp 1 SU, burn 1 SU

	assert.Equal(t, DayCounters{Day: 1, Rooms: 1, Enemies: 3, XP: 40, Coins: 12, Loot: []content.ItemID{"dagger"}, SUUsed: 1, Camped: true, Acted: true}, rep.Yesterday)
	assert.Equal(t, rep.Yesterday, got.Yesterday)
	assert.Equal(t, DayCounters{Day: 2, SUUsed: 1, XP: 50}, got.Today, "First Night's XP counts today")
	require.Len(t, rep.Milestones, 1)
	assert.Equal(t, MilestoneFirstNight, rep.Milestones[0].ID)
	assert.Equal(t, 50, rep.Milestones[0].GrantXP)
	assert.Equal(t, "day_begins", got.Log.Last(1)[0].FlavorKey)
}

func TestNoCampNoNight(t *testing.T) {
	promise.Shows(t, promise.NightNoCamp)
	c := newCharacter(t, rules.Fighter)
	e := departed(t, content.ZoneGoblinWarrens, 1)
	_, _, rep, err := Rollover(e, cleared(), c, testRoot(), NextRollover(e, time.UTC), time.UTC)
	require.NoError(t, err)
	assert.Nil(t, rep.Night)
	assert.Empty(t, rep.CampBroken)
}

func TestRecapKeepsTodayUntilTheRollover(t *testing.T) {
	c := newCharacter(t, rules.Fighter)
	e := departed(t, content.ZoneGoblinWarrens, 2)
	e, _ = Record(e, Tally{RoomCleared: "room.a", Enemies: 2, XP: 30, Loot: []content.ItemID{"gem"}}, t0)
	r := RecapFor(e, e.Day)
	assert.Equal(t, 1, r.Day)
	assert.Equal(t, 2, r.Counters.Enemies)
	assert.True(t, r.CampReminder)
	assert.Equal(t, BandQuiet, r.Band)
	assert.False(t, r.FoeWaits)
	waiting := e
	waiting.PendingNight = &NightEncounter{Kind: NightMinor, Day: 1}
	assert.True(t, RecapFor(waiting, e.Day).FoeWaits, "a waiting encounter refuses the camp the recap reminds of")

	e, _, _, err := Pitch(e, cleared(), c, CampRough, t0.Add(time.Hour))
	require.NoError(t, err)
	assert.False(t, RecapFor(e, e.Day).CampReminder)
	slipped := e // out and back in the same evening: the camp was packed up with the extraction
	slipped.Camp = nil
	assert.False(t, RecapFor(slipped, e.Day).CampReminder, "the day's one camp is made")

	e, _, _, err = Rollover(e, cleared(), c, testRoot(), NextRollover(e, time.UTC), time.UTC)
	require.NoError(t, err)
	late := RecapFor(e, 1)
	assert.Equal(t, 2, late.Counters.Enemies, "a late recap still finds yesterday")
	assert.Equal(t, []content.ItemID{"gem"}, late.Counters.Loot)
	assert.Equal(t, 0, RecapFor(e, e.Day).Counters.Enemies)
	assert.Equal(t, DayCounters{Day: 9}, RecapFor(e, 9).Counters)
}

func TestDriftFollowsTwinBeesMood(t *testing.T) {
	c := newCharacter(t, rules.Fighter)
	cases := []struct {
		mood  int
		drift int
	}{
		{10, 5}, {50, 3}, {90, -3},
	}
	for _, tc := range cases {
		e := departed(t, content.ZoneGoblinWarrens, 1)
		e.Threat.Level = 30
		next := NextRollover(e, time.UTC)
		e.Mood = Mood{Level: tc.mood, DriftedTo: next}
		got, _, rep, err := Rollover(e, cleared(), c, testRoot(), next, time.UTC)
		require.NoError(t, err)
		assert.Equal(t, tc.drift, rep.Drift.Applied, "mood %d", tc.mood)
		assert.Equal(t, 30+tc.drift, got.Threat.Level)
	}
}

func TestStarvationCostsCONThenForcesExtraction(t *testing.T) {
	c := newCharacter(t, rules.Fighter)
	e := departed(t, content.ZoneCryptValdris, 1)
	e.Supplies.Current = 1.5
	e.CoinsEarned = 55
	e, _, reps := playTo(t, e, cleared(), c, 30) // played days: idle ones past day 5 would end it first
	require.Equal(t, StatusAbandoned, e.Status)

	assert.Nil(t, reps[0].Starvation, "day 2 is paid in full")
	assert.Equal(t, 0.5, reps[0].Supplies.Current)
	require.NotNil(t, reps[1].Starvation, "day 3 cannot be paid in full")
	assert.Equal(t, 0.5, reps[1].Paid)
	assert.Equal(t, 0.5, reps[1].Shortfall)
	assert.Equal(t, DepletionStarvation, reps[1].Depletion.Level)

	lost := 0
	for _, r := range reps[1:] {
		require.NotNil(t, r.Starvation)
		assert.GreaterOrEqual(t, r.Starvation.Rolled, 1)
		assert.LessOrEqual(t, r.Starvation.Rolled, 4)
		assert.Equal(t, min(r.Starvation.Rolled, c.Abilities.Con-lost), r.Starvation.Lost, "the roll capped at the CON left")
		lost += r.Starvation.Lost
		assert.Equal(t, lost, r.Starvation.ConLost)
		assert.Equal(t, c.Abilities.Con-lost, r.Starvation.ConLeft)
	}
	last := reps[len(reps)-1]
	assert.Equal(t, 0, last.Starvation.ConLeft)
	assert.Equal(t, c.Abilities.Con, last.Starvation.ConLost, "no more lost than the character had")
	require.NotNil(t, last.Forced)
	assert.Equal(t, CauseStarvation, last.Forced.Cause)
	assert.Equal(t, 37, last.Forced.CoinsLost, "all but a third of the 55 coins earned")
	assert.Empty(t, last.Milestones)
	for _, r := range reps[1 : len(reps)-1] {
		assert.Nil(t, r.Forced)
		assert.Positive(t, r.Starvation.ConLeft)
	}
}

func TestOverstayingStartsSiege(t *testing.T) {
	c := newCharacter(t, rules.Fighter)
	e := departed(t, content.ZoneGoblinWarrens, 3)
	e, _, reps := rollTo(t, e, cleared(), c, 5)
	assert.Nil(t, reps[2].Overstay, "day 4 is within the maximum")
	last := reps[3]
	require.NotNil(t, last.Overstay)
	assert.Equal(t, ReasonOverstay, last.Overstay.Reason)
	assert.True(t, last.Overstay.SiegeStarted)
	assert.True(t, e.Threat.Siege)
	assert.Equal(t, 2.0, last.Burn.Total, "Siege doubles a Tier 1 burn")
	assert.True(t, last.Respawns.Siege)
	assert.True(t, last.Effects.NoShortRest)
}

func TestCatchUpAppliesEachMissedRolloverOnceInOrder(t *testing.T) {
	c := newCharacter(t, rules.Fighter)
	ny := mustLoc(t, "America/New_York")
	e := provisioning(t, content.ZoneUnderforge)
	e, _, _ = Buy(e, PackStandard, 3, 1000, t0)
	e, err := Depart(e, 1, time.Date(2026, 3, 5, 14, 0, 0, 0, ny), ny)
	require.NoError(t, err)

	// One rollover per day as it happens...
	daily := e
	for _, d := range []int{6, 7, 8, 9, 10} {
		at := time.Date(2026, 3, d, 6, 0, 0, 0, ny)
		daily, c, _, err = Rollover(daily, cleared(), c, RootStream(1, daily), at, ny)
		require.NoError(t, err)
	}
	// ... and a bot that was down from the 5th until the 10th at noon.
	caught := e
	due := DueRollovers(caught, ny, time.Date(2026, 3, 10, 12, 0, 0, 0, ny), 0)
	require.Len(t, due, 5)
	for _, at := range due {
		caught, _, _, err = Rollover(caught, cleared(), c, RootStream(1, caught), at, ny)
		require.NoError(t, err)
	}
	assert.Empty(t, DueRollovers(caught, ny, time.Date(2026, 3, 10, 12, 0, 0, 0, ny), 0))
	assert.Equal(t, 6, caught.Day)
	assert.Equal(t, "2026-03-10", caught.LastRollover.String())
	assert.Equal(t, 5, caught.Stacks.Heat)
	assert.Equal(t, daily, caught, "catching up gives the same state as living through it")
}

func TestDayCounterAgreesWithTheCalendar(t *testing.T) {
	for _, name := range []string{"America/New_York", "Europe/Berlin", "Asia/Kolkata", "Pacific/Auckland"} {
		loc := mustLoc(t, name)
		c := newCharacter(t, rules.Fighter)
		e := provisioning(t, content.ZoneGoblinWarrens)
		e, _, _ = Buy(e, PackStandard, 3, 10_000, t0)
		e.Supplies.Current, e.Supplies.Max = 1000, 1000
		start := time.Date(2026, 3, 1, 15, 0, 0, 0, loc)
		e, err := Depart(e, 1, start, loc)
		require.NoError(t, err)
		s := dice.NewStream(3, name)
		now := start
		for step := 0; step < 25; step++ {
			now = now.Add(time.Duration(s.Between(1, 60)) * time.Hour)
			for _, at := range DueRollovers(e, loc, now, 0) {
				e, err = RecordSearch(e, "room.a") // a little play each day: no overstay
				require.NoError(t, err)
				e, _, _, err = Rollover(e, cleared(), c, RootStream(1, e), at, loc)
				require.NoError(t, err)
			}
			require.Equal(t, StatusActive, e.Status)
			days := 1
			for d := start; ; days++ {
				d = NextLocal(d, loc, RolloverHour)
				if d.After(now) {
					break
				}
			}
			assert.Equal(t, days, e.Day, "%s at %s", name, now)
			assert.Equal(t, rolloverDate(now, loc), e.LastRollover, "%s at %s", name, now)
		}
	}
}

func TestFortifiedCampHealsOnWaking(t *testing.T) {
	promise.Shows(t, promise.CampFortified)
	c := newCharacter(t, rules.Fighter)
	e := departed(t, content.ZoneGoblinWarrens, 3)
	pos := cleared()
	pos.ZoneBossDefeated = true
	e, c, _, err := Pitch(e, pos, c, CampFortified, t0)
	require.NoError(t, err)
	c.HP = 1
	_, woke, rep, err := Rollover(e, pos, c, testRoot(), NextRollover(e, time.UTC), time.UTC)
	require.NoError(t, err)
	assert.GreaterOrEqual(t, rep.WakeHP, 1)
	assert.LessOrEqual(t, rep.WakeHP, 6)
	assert.Equal(t, 1+rep.WakeHP, woke.HP)
	assert.Equal(t, 1, c.HP, "the character passed in is untouched")
}

func TestSurvivalMilestones(t *testing.T) {
	c := newCharacter(t, rules.Fighter)
	e := departed(t, content.ZoneDragonsLair, 7)
	e.Supplies.Current, e.Supplies.Max = 500, 500
	idle, _, reps := rollTo(t, e, cleared(), c, 15)
	var idleAwards []MilestoneID
	for _, r := range reps {
		for _, m := range r.Milestones {
			idleAwards = append(idleAwards, m.ID)
		}
	}
	assert.Equal(t, []MilestoneID{MilestoneFirstNight}, idleAwards, "waiting earns nothing past the first night (departing is play)")
	assert.Equal(t, 50, idle.XPEarned)

	e, _, reps = playTo(t, e, cleared(), c, 15)
	got := map[int]MilestoneID{}
	for _, r := range reps {
		for _, m := range r.Milestones {
			got[r.Day] = m.ID
			if m.ID == MilestoneTwoWeeks {
				assert.Equal(t, rules.STR, m.Ability)
				assert.Equal(t, 500, m.GrantXP)
			}
		}
	}
	assert.Equal(t, map[int]MilestoneID{2: MilestoneFirstNight, 8: MilestoneWeekOne, 15: MilestoneTwoWeeks}, got)
	assert.Equal(t, 750, e.XPEarned)
}

func TestRolloverIsDeterministic(t *testing.T) {
	c := newCharacter(t, rules.Ranger)
	e := departed(t, content.ZoneFeywild, 3)
	e, _, _, err := Pitch(e, cleared(), c, CampRough, t0)
	require.NoError(t, err)
	at := NextRollover(e, time.UTC)
	a, ac, ar, err := Rollover(e, cleared(), c, RootStream(9, e), at, time.UTC)
	require.NoError(t, err)
	b, bc, br, err := Rollover(e, cleared(), c, RootStream(9, e), at, time.UTC)
	require.NoError(t, err)
	assert.Equal(t, a, b)
	assert.Equal(t, ac, bc)
	assert.Equal(t, ar, br)
}

func TestAnExpeditionLeftAlonePastItsMaximumDaysEndsOnce(t *testing.T) {
	c := newCharacter(t, rules.Fighter)
	e := departed(t, content.ZoneGoblinWarrens, 1) // maximum 4 days
	e.Supplies.Current, e.Supplies.Max = 100, 100
	e.CoinsEarned = 40
	e, _, reps := rollTo(t, e, cleared(), c, 10)
	require.Equal(t, StatusAbandoned, e.Status)
	var forced []RolloverReport
	for _, r := range reps {
		if r.Forced != nil {
			forced = append(forced, r)
		}
	}
	require.Len(t, forced, 1, "one forced extraction, then no more rollovers")
	assert.Equal(t, reps[len(reps)-1], forced[0], "it is the last rollover")
	assert.Equal(t, 5, forced[0].PrevDay, "day 5 was past the 4 maximum days and nobody played it")
	assert.Equal(t, CauseOverstay, forced[0].Forced.Cause)
	assert.Equal(t, 27, forced[0].Forced.CoinsLost, "all but a third of the 40 coins earned, as any forced extraction")
	assert.Equal(t, 0.0, e.Supplies.Current)
}

func TestAPlayedExpeditionPastItsMaximumDaysGoesOnInSiege(t *testing.T) {
	c := newCharacter(t, rules.Fighter)
	e := departed(t, content.ZoneGoblinWarrens, 1)
	e.Supplies.Current, e.Supplies.Max = 100, 100
	e, _, reps := playTo(t, e, cleared(), c, 8)
	require.Equal(t, StatusActive, e.Status)
	assert.True(t, e.Threat.Siege, "the soft cap (expedition §2): Siege Mode")
	for _, r := range reps {
		assert.Nil(t, r.Forced, "day %d", r.Day)
	}
	// Then a day without play ends it.
	e, _, reps = rollTo(t, e, cleared(), c, 9)
	require.Len(t, reps, 1)
	require.NotNil(t, reps[0].Forced)
	assert.Equal(t, CauseOverstay, reps[0].Forced.Cause)
}
