package expedition

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
)

func TestMilestoneTable(t *testing.T) {
	cases := []struct {
		id      MilestoneID
		name    string
		day     int
		xp      int
		pct     int
		minTier int
	}{
		{MilestoneFirstNight, "First Night", 1, 50, 0, 0},
		{MilestoneCartographer, "Cartographer", 0, 0, 0, 0},
		{MilestonePatientZero, "Patient Zero", 0, 0, 10, 0},
		{MilestoneBounty, "The Bounty", 0, 0, 0, 4},
		{MilestoneSurvivalist, "Survivalist", 0, 0, 0, 3},
		{MilestoneWeekOne, "Week One", 7, 200, 0, 0},
		{MilestoneTwoWeeks, "Two Weeks", 14, 500, 0, 0},
		{MilestoneLongGame, "The Long Game", 0, 0, 0, 5},
	}
	require.Len(t, milestones, len(cases))
	for i, tc := range cases {
		m := milestones[i]
		assert.Equal(t, tc.id, m.ID)
		assert.Equal(t, tc.name, m.Name)
		assert.Equal(t, tc.day, m.SurviveDay, tc.id)
		assert.Equal(t, tc.xp, m.XP, tc.id)
		assert.Equal(t, tc.pct, m.XPBonusPercent, tc.id)
		assert.Equal(t, tc.minTier, m.MinTier, tc.id)
	}
	pz, _ := MilestoneByID(MilestonePatientZero)
	assert.Equal(t, 50, pz.MaxPeakThreat)
	lg, _ := MilestoneByID(MilestoneLongGame)
	assert.True(t, lg.LegendaryItem && lg.PersonalNote)
	tw, _ := MilestoneByID(MilestoneTwoWeeks)
	assert.Equal(t, 1, tw.PrimaryStatBonus)
	_, ok := MilestoneByID("nope")
	assert.False(t, ok)
}

func TestMilestonesAreAwardedOnce(t *testing.T) {
	e := departed(t, content.ZoneGoblinWarrens, 1)
	c := newCharacter(t, rules.Mage)
	a := e.award(MilestoneFirstNight, &c, t0)
	require.NotNil(t, a)
	assert.Equal(t, 50, a.GrantXP)
	assert.Nil(t, e.award(MilestoneFirstNight, &c, t0))
	assert.Equal(t, 50, e.XPEarned)
	assert.True(t, e.HasMilestone(MilestoneFirstNight))

	tw := e.award(MilestoneTwoWeeks, &c, t0)
	require.NotNil(t, tw)
	assert.Equal(t, rules.INT, tw.Ability, "the Mage's primary ability")
}

func TestCartographer(t *testing.T) {
	room := func(id zonegraph.NodeID, k zonegraph.NodeKind) Position {
		return Position{Node: id, Kind: k, Cleared: true}
	}
	walk := func(t *testing.T, searchAll bool) (Expedition, AdvanceReport) {
		e := departed(t, content.ZoneGoblinWarrens, 1)
		path := []Position{room("a", zonegraph.KindEntry), room("b", zonegraph.KindExploration), room("f", zonegraph.KindFork), room("c", zonegraph.KindExploration)}
		var err error
		for i, p := range path {
			if searchAll || i != 1 {
				if p.Kind != zonegraph.KindFork {
					e, err = RecordSearch(e, p.Node)
					require.NoError(t, err)
				}
			}
			if i+1 < len(path) {
				e, _, err = RecordAdvance(e, p, path[i+1], t0)
				require.NoError(t, err)
			}
		}
		e, rep, err := RecordAdvance(e, path[len(path)-1], room("elite", zonegraph.KindElite), t0)
		require.NoError(t, err)
		return e, rep
	}
	e, rep := walk(t, true)
	require.NotNil(t, rep.Milestone)
	assert.Equal(t, MilestoneCartographer, rep.Milestone.ID)
	assert.True(t, rep.EliteLootBonus)
	_, again, err := RecordAdvance(e, Position{Node: "elite", Kind: zonegraph.KindElite}, Position{Node: "e2", Kind: zonegraph.KindElite}, t0)
	require.NoError(t, err)
	assert.Nil(t, again.Milestone, "once per expedition")

	e, rep = walk(t, false)
	assert.Nil(t, rep.Milestone)
	assert.True(t, e.Cartography.Missed)
}

func TestRecordTalliesTakingsAndToday(t *testing.T) {
	e := departed(t, content.ZoneGoblinWarrens, 1)
	e, err := Record(e, Tally{RoomCleared: "a", Enemies: 2, XP: 20, Coins: 5, Loot: []content.ItemID{"x"}}, t0)
	require.NoError(t, err)
	e, err = Record(e, Tally{Enemies: 1, XP: 10, Coins: -3, Loot: []content.ItemID{"y"}}, t0)
	require.NoError(t, err)
	assert.Equal(t, DayCounters{Day: 1, Rooms: 1, Enemies: 3, XP: 30, Coins: 5, Loot: []content.ItemID{"x", "y"}, Acted: true}, e.Today)
	assert.Equal(t, 30, e.XPEarned)
	assert.Equal(t, 5, e.CoinsEarned)
	assert.Equal(t, zonegraph.NodeID("a"), e.LastCleared)
	assert.Equal(t, []content.ItemID{"x", "y"}, e.Loot)
	_, err = Record(provisioning(t, content.ZoneGoblinWarrens), Tally{}, t0)
	assert.ErrorAs(t, err, &ErrNotActive{})
}

// A milestone's XP is what the character can be credited (rules §1.5):
// all of it below the cap, what fits near it, none at level 20, and two
// milestones of one moment share what is left.
func TestMilestoneXPIsWhatTheCharacterIsCredited(t *testing.T) {
	for _, tc := range []struct {
		name string
		xp   int
		ids  []MilestoneID
		want []int
	}{
		{"level 1", 0, []MilestoneID{MilestoneFirstNight}, []int{50}},
		{"near the cap", rules.MaxXP() - 20, []MilestoneID{MilestoneFirstNight}, []int{20}},
		{"two at once near the cap", rules.MaxXP() - 100, []MilestoneID{MilestoneFirstNight, MilestoneWeekOne}, []int{50, 50}},
		{"level 20", rules.MaxXP(), []MilestoneID{MilestoneFirstNight, MilestoneTwoWeeks}, []int{0, 0}},
		{"no character at hand", -1, []MilestoneID{MilestoneFirstNight}, []int{0}},
	} {
		e := departed(t, content.ZoneGoblinWarrens, 1)
		c := newCharacter(t, rules.Fighter)
		c.XP = tc.xp
		var got []int
		total := 0
		for _, id := range tc.ids {
			who := &c
			if tc.xp < 0 {
				who = nil
			}
			a := e.award(id, who, t0)
			require.NotNil(t, a, tc.name)
			got = append(got, a.GrantXP)
			total += a.GrantXP
		}
		assert.Equal(t, tc.want, got, tc.name)
		assert.Equal(t, total, e.XPEarned, "%s: the takings count what is credited", tc.name)
		assert.Equal(t, total, e.Today.XP, "%s: the day's tally too", tc.name)
	}
	// Patient Zero at level 20: the completion grants no XP either.
	boss := Position{Node: "b", Kind: zonegraph.KindBoss, Cleared: true, ZoneBossDefeated: true}
	e := departed(t, content.ZoneGoblinWarrens, 1)
	e.XPEarned = 1000
	c := newCharacter(t, rules.Fighter)
	c.XP = rules.MaxXP()
	_, rep, err := Complete(e, boss, c, t0)
	require.NoError(t, err)
	require.NotEmpty(t, rep.Milestones)
	assert.Zero(t, rep.Milestones[0].GrantXP, "Patient Zero at level 20")
}

// The Bounty pays the zone tier's BountyXP, the over-band share of it
// (rules §2.10) and none past level 20 (rules §8.19, §1.5).
func TestTheBountyPaysTheTiersXP(t *testing.T) {
	boss := Position{Node: "b", Kind: zonegraph.KindBoss, Cleared: true, ZoneBossDefeated: true}
	for _, tc := range []struct {
		name  string
		zone  content.ZoneID
		level int
		xp    int
		want  int
	}{
		{"tier 1 pays none", content.ZoneGoblinWarrens, 2, 0, -1},
		{"tier 3 pays none", content.ZoneHauntedManor, 6, 0, -1},
		{"tier 4 in the band", content.ZoneUnderdark, 10, 0, 4000},
		{"tier 4, two levels over the band (60%)", content.ZoneUnderdark, 14, 0, 2400},
		{"tier 5 in the band", content.ZoneDragonsLair, 14, 0, 25000},
		{"tier 5, 1,000 XP short of the cap", content.ZoneDragonsLair, 19, rules.MaxXP() - 1000, 1000},
		{"tier 5 at level 20", content.ZoneAbyssPortal, 20, rules.MaxXP(), 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e := departed(t, tc.zone, 1)
			e.Threat.Peak = 90
			c := newCharacter(t, rules.Fighter)
			c.Level, c.XP = tc.level, tc.xp
			_, rep, err := Complete(e, boss, c, t0)
			require.NoError(t, err)
			got := -1
			for _, m := range rep.Milestones {
				if m.ID == MilestoneBounty {
					got = m.GrantXP
				}
			}
			assert.Equal(t, tc.want, got)
		})
	}
	assert.Equal(t, []int{0, 0, 0, 4000, 25000}, []int{BountyXP(1), BountyXP(2), BountyXP(3), BountyXP(4), BountyXP(5)})
}
