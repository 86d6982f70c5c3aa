package expedition

import (
	"errors"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/promise"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
)

func TestExtractRefusals(t *testing.T) {
	e := departed(t, content.ZoneGoblinWarrens, 2)
	pending := e
	pending.PendingNight = &NightEncounter{Kind: NightMinor}
	cases := []struct {
		name string
		e    Expedition
		pos  Position
		err  any
	}{
		{"not active", provisioning(t, content.ZoneGoblinWarrens), cleared(), &ErrNotActive{}},
		{"mid-fight", e, Position{Node: "r", Kind: zonegraph.KindExploration, InCombat: true}, &ErrInCombat{}},
		{"encounter waiting", pending, cleared(), &ErrEncounterPending{}},
		{"room not cleared", e, Position{Node: "r", Kind: zonegraph.KindExploration}, &ErrRoomNotCleared{}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got, _, err := Extract(tc.e, tc.pos, t0)
			assert.ErrorAs(t, err, tc.err)
			assert.Equal(t, tc.e, got)
		})
	}
}

func TestVoluntaryExtraction(t *testing.T) {
	e := departed(t, content.ZoneUnderforge, 2) // 20 SU, 2 SU/day
	e.Stacks.Heat = 4
	e.Threat.Level = 33
	e, _ = Record(e, Tally{RoomCleared: "room.a", XP: 90, Coins: 40, Loot: []content.ItemID{"gem"}}, t0)
	at := t0.Add(5 * time.Hour)
	got, rep, err := Extract(e, cleared(), at)
	require.NoError(t, err)
	assert.Equal(t, StatusExtracted, got.Status)
	assert.Equal(t, ExtractVoluntary, rep.Kind)
	assert.Equal(t, 2.0, rep.SUBurned, "the way out costs a day of burn")
	assert.Equal(t, 18.0, rep.SULeft)
	assert.Equal(t, 0.0, got.Supplies.Current, "what was carried stays behind")
	assert.Equal(t, 0, rep.CoinsLost)
	assert.Equal(t, 40, rep.CoinsEarned)
	assert.Equal(t, 90, rep.XPEarned)
	assert.True(t, rep.Resumable)
	assert.Equal(t, at.Add(7*24*time.Hour), rep.ResumeDeadline)
	assert.Equal(t, zonegraph.NodeID("room.a"), got.ResumeNode)
	assert.Equal(t, 4, got.Stacks.Heat)
	assert.Equal(t, 33, got.Threat.Level)
	assert.Equal(t, 2.0, got.Today.SUUsed)
}

func TestResumeWithinSevenDays(t *testing.T) {
	e := departed(t, content.ZoneUnderforge, 2)
	e.Stacks.Heat, e.Threat.Level, e.Day = 4, 33, 3
	e, _, err := Extract(e, cleared(), t0)
	require.NoError(t, err)

	r, rep, err := Resume(e, t0.Add(6*24*time.Hour))
	require.NoError(t, err)
	assert.Equal(t, StatusProvisioning, r.Status)
	assert.Equal(t, ResumeReport{Node: "room.a", Day: 3, Threat: 33, Stacks: e.Stacks}, rep)
	assert.Equal(t, 0.0, r.Supplies.Max, "supplies must be bought again")
	_, _, err = Resume(r, t0)
	assert.ErrorAs(t, err, &ErrAlreadyActive{})

	r, _, err = Buy(r, PackStandard, 3, 1000, t0)
	require.NoError(t, err, "pack caps start afresh")
	back := t0.Add(6 * 24 * time.Hour)
	r, err = Depart(r, 2, back, time.UTC)
	require.NoError(t, err)
	assert.Equal(t, StatusActive, r.Status)
	assert.Equal(t, 4, r.Day)
	assert.Equal(t, 33, r.Threat.Level)
	assert.Equal(t, 4, r.Stacks.Heat)
	assert.Equal(t, DepartureDate(back, time.UTC), r.LastRollover, "days away are not caught up")
	assert.Empty(t, DueRollovers(r, time.UTC, back, 0))
}

// A resume departing before the 06:00 that would have ended the
// extraction's day goes on with that day (rules §8.17): extract and go
// back in the same evening is still day 1, where it counted day 2.
func TestResumeKeepsTheDayUntilItsRollover(t *testing.T) {
	tests := []struct {
		name    string
		back    time.Duration // after the extraction at t0 (10:00 UTC, day 1)
		wantDay int
	}{
		{"the same evening", 11 * time.Hour, 1},
		{"in the small hours", 19*time.Hour + 59*time.Minute, 1},
		{"at the rollover", 20 * time.Hour, 2},
		{"three days later", 3 * 24 * time.Hour, 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := departed(t, content.ZoneGoblinWarrens, 2)
			e, _, err := Extract(e, cleared(), t0)
			require.NoError(t, err)
			back := t0.Add(tt.back)
			r, _, err := Resume(e, back)
			require.NoError(t, err)
			r, _, err = Buy(r, PackStandard, 1, 1000, back)
			require.NoError(t, err)
			r, err = Depart(r, 2, back, time.UTC)
			require.NoError(t, err)
			assert.Equal(t, tt.wantDay, r.Day)
			assert.Equal(t, tt.wantDay, r.Today.Day)
			assert.True(t, NextRollover(r, time.UTC).After(back), "the next rollover is still ahead")
			assert.Empty(t, DueRollovers(r, time.UTC, back, 0))
		})
	}
}

// A camp made before an extraction is packed up with it and stays the
// day's one camp (rules §8.10, §8.17): back before the 06:00 that day ran
// to, a second camp is refused as a packed one's and the night is rolled
// against it, with no waking bonus; back after, the day is new and so is
// its camp. Before, the extraction dropped the camp, so the same-day
// return was refused a camp and yet spent the night with "no camp".
func TestACampMadeBeforeAnExtractionIsTheDaysOneCamp(t *testing.T) {
	for _, tc := range []struct {
		name  string
		back  time.Duration // after the camp at t0 (10:00 UTC, day 1)
		night bool          // the next rollover rolls against the packed camp
	}{
		{"back the same evening", 11 * time.Hour, true},
		{"back after the rollover", 21 * time.Hour, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e := departed(t, content.ZoneGoblinWarrens, 2)
			c := newCharacter(t, rules.Fighter)
			e, c, _, err := Pitch(e, cleared(), c, CampStandard, t0)
			require.NoError(t, err)
			e, _, err = Extract(e, cleared(), t0.Add(time.Minute))
			require.NoError(t, err)
			back := t0.Add(tc.back)
			e, _, err = Resume(e, back)
			require.NoError(t, err)
			e, _, err = Buy(e, PackStandard, 1, 1000, back)
			require.NoError(t, err)
			e, err = Depart(e, 2, back, time.UTC)
			require.NoError(t, err)

			_, _, _, err = Pitch(e, cleared(), c, CampRough, back)
			var camped ErrAlreadyCamped
			assert.Equal(t, tc.night, errors.As(err, &camped) && camped.Packed, "a second camp is refused as the packed one's: %v", err)
			_, _, rep, err := Rollover(e, cleared(), c, testRoot(), NextRollover(e, time.UTC), time.UTC)
			require.NoError(t, err)
			if !tc.night {
				assert.Nil(t, rep.Night, "the day left behind took its camp with it")
				return
			}
			require.NotNil(t, rep.Night, "the night is rolled against the packed camp")
			assert.Equal(t, CampStandard, rep.Night.Camp)
			assert.Zero(t, rep.WakeHP, "a packed camp gives no waking bonus")
		})
	}
}

func TestResumeCancelReturnsToExtracted(t *testing.T) {
	e := departed(t, content.ZoneGoblinWarrens, 1)
	e, _, _ = Extract(e, cleared(), t0)
	r, _, _ := Resume(e, t0.Add(time.Hour))
	r, _, _ = Buy(r, PackStandard, 1, 100, t0)
	got, refund, err := Cancel(r, t0)
	require.NoError(t, err)
	assert.Equal(t, 50, refund)
	assert.Equal(t, StatusExtracted, got.Status)
	assert.Equal(t, e.ResumeDeadline, got.ResumeDeadline)
}

func TestResumeRefusals(t *testing.T) {
	active := departed(t, content.ZoneGoblinWarrens, 1)
	extracted, _, err := Extract(active, cleared(), t0)
	require.NoError(t, err)
	forced, _, err := ForceExtract(active, rules.Character{}, CauseDowned, t0)
	require.NoError(t, err)
	cases := []struct {
		name string
		e    Expedition
		now  time.Time
		err  any
	}{
		{"already active", active, t0, &ErrAlreadyActive{}},
		{"forced out", forced, t0, &ErrNotResumable{}},
		{"never departed", provisioning(t, content.ZoneGoblinWarrens), t0, &ErrNotResumable{}},
		{"after 8 days", extracted, t0.Add(8 * 24 * time.Hour), &ErrResumeExpired{}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got, _, err := Resume(tc.e, tc.now)
			assert.ErrorAs(t, err, tc.err)
			assert.Equal(t, tc.e, got)
		})
	}
	_, _, err = Resume(extracted, t0.Add(7*24*time.Hour))
	assert.NoError(t, err, "the seventh day is still inside the window")
}

// TestForcedExtractionTakesTheLegsLoss: every cause of a forced
// extraction reports the leg's loss (ForcedLoss: a third of the XP and
// coins kept, rounded down, the lost coins no more than the purse holds),
// abandons the expedition and sets the re-entry threat (rules §8.18).
func TestForcedExtractionTakesTheLegsLoss(t *testing.T) {
	promise.Shows(t, promise.ForcedKeepsAThird)
	cases := []struct {
		cause            ForcedCause
		earned, purse    int
		xp               int
		lostCoins, lostX int
	}{
		{CauseDowned, 999, 5000, 300, 666, 200},
		{CauseFled, 100, 5000, 3, 67, 2},
		{CauseStarvation, 4, 5000, 0, 3, 0},
		{CauseCollapse, 0, 5000, 0, 0, 0},
		{CauseOverstay, 600, 150, 90, 150, 60},
	}
	for _, tc := range cases {
		e := departed(t, content.ZoneGoblinWarrens, 1)
		e.CoinsEarned, e.XPEarned = tc.earned, tc.xp
		e.Loot = []content.ItemID{"a", "b"}
		ch := newCharacter(t, rules.Fighter)
		ch.Coins = tc.purse
		ch, _ = rules.AwardXP(ch, 2000)
		got, rep, err := ForceExtract(e, ch, tc.cause, t0)
		require.NoError(t, err)
		assert.Equal(t, StatusAbandoned, got.Status)
		require.NotNil(t, rep.Loss, tc.cause)
		assert.Equal(t, tc.lostCoins, rep.Loss.CoinsLost, tc.cause)
		assert.Equal(t, tc.lostCoins, rep.CoinsLost, tc.cause)
		assert.Equal(t, tc.lostX, rep.Loss.XPLost, tc.cause)
		assert.Equal(t, rep.Loss, got.Extraction.Loss)
		assert.Equal(t, 2, rep.LootCount)
		assert.False(t, rep.Resumable)
		assert.Equal(t, ReentryThreat, rep.ReentryThreat)
		assert.Equal(t, t0, got.EndedAt)
	}
	e := departed(t, content.ZoneGoblinWarrens, 1)
	got, _, _ := ForceExtract(e, rules.Character{}, CauseDowned, t0)
	assert.Equal(t, MoodStart-5, got.Mood.Level, "a death sours TwinBee")
	_, _, err := ForceExtract(got, rules.Character{}, CauseDowned, t0)
	assert.ErrorAs(t, err, &ErrNotActive{})
}

func TestExpire(t *testing.T) {
	e := departed(t, content.ZoneGoblinWarrens, 1)
	e, _, _ = Extract(e, cleared(), t0)
	got, ok := Expire(e, t0.Add(7*24*time.Hour))
	assert.False(t, ok)
	assert.Equal(t, e, got)
	got, ok = Expire(e, t0.Add(8*24*time.Hour))
	assert.True(t, ok)
	assert.Equal(t, StatusExpired, got.Status)
	_, ok = Expire(departed(t, content.ZoneGoblinWarrens, 1), t0.Add(30*24*time.Hour))
	assert.False(t, ok)
}

func TestCompleteAwardsCompletionMilestones(t *testing.T) {
	boss := Position{Node: "b", Kind: zonegraph.KindBoss, Cleared: true, ZoneBossDefeated: true}
	cases := []struct {
		name string
		zone content.ZoneID
		peak int
		want []MilestoneID
	}{
		{"tier 1 calm", content.ZoneGoblinWarrens, 40, []MilestoneID{MilestonePatientZero}},
		{"tier 1 loud", content.ZoneGoblinWarrens, 51, nil},
		{"tier 3", content.ZoneHauntedManor, 50, []MilestoneID{MilestonePatientZero, MilestoneSurvivalist}},
		{"tier 4 calm", content.ZoneUnderdark, 50, []MilestoneID{MilestonePatientZero, MilestoneBounty, MilestoneSurvivalist}},
		{"tier 5 loud", content.ZoneDragonsLair, 90, []MilestoneID{MilestoneBounty, MilestoneSurvivalist, MilestoneLongGame}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			e := departed(t, tc.zone, 1)
			e.Threat.Peak = tc.peak
			e.XPEarned = 1000
			got, rep, err := Complete(e, boss, newCharacter(t, rules.Fighter), t0)
			require.NoError(t, err)
			assert.Equal(t, StatusComplete, got.Status)
			var ids []MilestoneID
			for _, m := range rep.Milestones {
				ids = append(ids, m.ID)
				if m.ID == MilestonePatientZero {
					assert.Equal(t, 100, m.GrantXP)
				}
			}
			assert.Equal(t, tc.want, ids)
			// +10 for the zone and +15 for each milestone, at most 100.
			assert.Equal(t, min(MoodMax, MoodStart+10+15*len(tc.want)), got.Mood.Level)
		})
	}
	e := departed(t, content.ZoneGoblinWarrens, 1)
	_, _, err := Complete(e, cleared(), newCharacter(t, rules.Fighter), t0)
	assert.ErrorAs(t, err, &ErrBossNotDefeated{})
	inFight := boss
	inFight.InCombat = true
	_, _, err = Complete(e, inFight, newCharacter(t, rules.Fighter), t0)
	assert.ErrorAs(t, err, &ErrInCombat{})
}

func TestReentryAfterForcedExtractionStartsAtTwenty(t *testing.T) {
	e, err := New(NewParams{ID: 7, ZoneID: content.ZoneGoblinWarrens, Now: t0, Reentry: true})
	require.NoError(t, err)
	e, _, _ = Buy(e, PackStandard, 1, 100, t0)
	e, err = Depart(e, 1, t0, time.UTC)
	require.NoError(t, err)
	assert.Equal(t, 20, e.Threat.Level)
}

// TestExtractionKeepsTheMoodAsOfLeaving: leaving, by choice or forced,
// saves TwinBee's mood drifted to that moment (rules §8.9), so the mood a
// resume starts from is the one shown at extraction: 68 two hours old is
// 64, not a stale 68.
func TestExtractionKeepsTheMoodAsOfLeaving(t *testing.T) {
	e := departed(t, content.ZoneGoblinWarrens, 1)
	e.Mood = Mood{Level: 68, DriftedTo: t0}
	at := t0.Add(2 * time.Hour)
	got, _, err := Extract(e, cleared(), at)
	require.NoError(t, err)
	assert.Equal(t, Mood{Level: 64, DriftedTo: at}, got.Mood)
	got, _, err = ForceExtract(e, rules.Character{}, CauseStarvation, at)
	require.NoError(t, err)
	assert.Equal(t, Mood{Level: 64, DriftedTo: at}, got.Mood)
}
