package expedition

import (
	"slices"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/dice"
	"github.com/gogobee/gogobee/internal/promise"
	"github.com/gogobee/gogobee/internal/rules"
)

func TestNightTableBands(t *testing.T) {
	cases := []struct {
		total int
		want  NightOutcome
	}{
		{-3, NightPeaceful}, {1, NightPeaceful}, {5, NightPeaceful},
		{6, NightSigns}, {10, NightSigns},
		{11, NightMinor}, {14, NightMinor},
		{15, NightStandard}, {17, NightStandard},
		{18, NightElite}, {19, NightElite},
		{20, NightAmbush}, {27, NightAmbush},
	}
	for _, tc := range cases {
		assert.Equal(t, tc.want, NightRowFor(tc.total).Outcome, "total %d", tc.total)
	}
	assert.Equal(t, 2, NightRowFor(8).ThreatDelta)
	assert.True(t, NightRowFor(12).StealthAvoidable)
	assert.False(t, NightRowFor(16).StealthAvoidable)
	assert.True(t, NightRowFor(21).Surprise)
	assert.False(t, NightRowFor(9).Encounter())
}

func TestThreatRollMod(t *testing.T) {
	cases := map[int]int{0: 0, 29: 0, 30: 0, 39: 0, 40: 1, 49: 1, 50: 2, 80: 5, 100: 7}
	for level, want := range cases {
		assert.Equal(t, want, ThreatRollMod(level), "threat %d", level)
	}
}

// nightAfterCamp pitches camp type ct in e and rolls the rollover's night.
func nightAfterCamp(t *testing.T, e Expedition, pos Position, c rules.Character, ct CampType, root *dice.Stream) (Expedition, RolloverReport) {
	t.Helper()
	e, c, _, err := Pitch(e, pos, c, ct, t0.Add(10*time.Hour))
	require.NoError(t, err)
	e, _, rep, err := Rollover(e, pos, c, root, NextRollover(e, time.UTC), time.UTC)
	require.NoError(t, err)
	require.NotNil(t, rep.Night)
	return e, rep
}

func TestNightRollModifiers(t *testing.T) {
	fighter := newCharacter(t, rules.Fighter)
	ranger := newCharacter(t, rules.Ranger)
	fortSite := cleared()
	fortSite.ZoneBossDefeated = true
	cases := []struct {
		name   string
		zone   content.ZoneID
		c      rules.Character
		camp   CampType
		pos    Position
		threat int
		camp0  int
		ranger int
	}{
		{"rough", content.ZoneGoblinWarrens, fighter, CampRough, cleared(), 0, 3, 0},
		{"standard, threat 55", content.ZoneGoblinWarrens, fighter, CampStandard, cleared(), 55, 0, 0},
		{"fortified", content.ZoneGoblinWarrens, fighter, CampFortified, fortSite, 45, -4, 0},
		{"ranger in the forest", content.ZoneForestShadows, ranger, CampStandard, cleared(), 0, 0, -2},
		{"ranger indoors", content.ZoneGoblinWarrens, ranger, CampStandard, cleared(), 0, 0, 0},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			e := departed(t, tc.zone, 2)
			e.Threat.Level = tc.threat
			_, rep := nightAfterCamp(t, e, tc.pos, tc.c, tc.camp, testRoot())
			r := rep.Night.Rolls[0]
			threatAtNight := tc.threat
			if tc.camp == CampFortified {
				threatAtNight -= 5
			}
			assert.Equal(t, ThreatRollMod(threatAtNight), r.ThreatMod)
			assert.Equal(t, tc.camp0, r.CampMod)
			assert.Equal(t, tc.ranger, r.RangerMod)
			assert.Equal(t, r.D20+r.ThreatMod+r.CampMod+r.RangerMod, r.Total)
			assert.Equal(t, NightRowFor(r.Total).Outcome, rep.Night.Outcome)
		})
	}
}

func TestNightOutcomesFollowTheTable(t *testing.T) {
	promise.Shows(t, promise.ThreatNightSigns)
	fighter := newCharacter(t, rules.Fighter)
	z := zoneOf(t, string(content.ZoneGoblinWarrens))
	low := lowCRRoster(z.Roster)
	seen := map[NightOutcome]bool{}
	for seed := uint64(0); seed < 300; seed++ {
		e := departed(t, content.ZoneGoblinWarrens, 2)
		e.Threat.Level = 40
		e.Camp = &Camp{Type: CampStandard, Day: 1}
		rep := e.wanderCheck(cleared(), fighter, dice.NewStream(seed), CampStandard, 0, false, SourceNight, t0)
		row := NightRowFor(rep.Rolls[0].Total)
		seen[rep.Outcome] = true
		assert.Equal(t, row.Outcome, rep.Outcome)
		if row.ThreatDelta > 0 {
			assert.Equal(t, 42, e.Threat.Level)
		} else {
			assert.Equal(t, 40, e.Threat.Level)
		}
		if !row.Encounter() {
			assert.Nil(t, rep.Encounter)
			assert.Nil(t, e.PendingNight)
			continue
		}
		require.NotNil(t, rep.Encounter)
		require.NotNil(t, e.PendingNight)
		assert.Equal(t, *rep.Encounter, *e.PendingNight)
		assert.Equal(t, row.Surprise, rep.Encounter.Surprise)
		n := len(rep.Encounter.Monsters)
		assert.GreaterOrEqual(t, n, row.MinCount)
		assert.LessOrEqual(t, n, row.MaxCount)
		for _, id := range rep.Encounter.Monsters {
			i := slices.IndexFunc(z.Roster, func(r content.RosterEntry) bool { return r.MonsterID == id })
			require.GreaterOrEqual(t, i, 0, id)
			assert.Equal(t, row.Elite, z.Roster[i].Elite, id)
			if row.LowCR {
				assert.True(t, slices.ContainsFunc(low, func(r content.RosterEntry) bool { return r.MonsterID == id }), id)
			}
		}
	}
	for _, o := range []NightOutcome{NightPeaceful, NightSigns, NightMinor, NightStandard, NightElite, NightAmbush} {
		assert.True(t, seen[o], "outcome %s never rolled", o)
	}
}

func TestLowCRRosterKeepsTheLowerHalf(t *testing.T) {
	z := zoneOf(t, string(content.ZoneGoblinWarrens))
	low := lowCRRoster(z.Roster)
	require.NotEmpty(t, low)
	var lowMax float64
	for _, r := range low {
		assert.False(t, r.Elite)
		m, _ := content.MonsterByID(r.MonsterID)
		lowMax = max(lowMax, m.CR)
	}
	for _, r := range z.Roster {
		m, _ := content.MonsterByID(r.MonsterID)
		if !r.Elite && m.CR > lowMax {
			assert.NotContains(t, low, r)
		}
	}
}

func TestRogueSlipsMinorEncounters(t *testing.T) {
	promise.Shows(t, promise.NightRogueSlips)
	rogue := newCharacter(t, rules.Rogue)
	avoided, caught := 0, 0
	for seed := uint64(0); seed < 400 && (avoided == 0 || caught == 0); seed++ {
		e := departed(t, content.ZoneGoblinWarrens, 2)
		rep := e.wanderCheck(cleared(), rogue, dice.NewStream(seed), CampStandard, 0, false, SourceNight, t0)
		if rep.Outcome != NightMinor {
			assert.Nil(t, rep.Stealth)
			continue
		}
		require.NotNil(t, rep.Stealth)
		st := rep.Stealth
		assert.Equal(t, NightStealthDC, st.DC)
		assert.Equal(t, rogue.Abilities.Mod(rules.DEX)+rules.ProficiencyBonus(1), st.Mod)
		assert.Equal(t, st.D20+st.Mod, st.Total)
		assert.Equal(t, st.Total >= 14, st.Success)
		assert.Equal(t, st.Success, rep.Avoided)
		if rep.Avoided {
			avoided++
			assert.Nil(t, rep.Encounter)
			assert.Nil(t, e.PendingNight)
		} else {
			caught++
			assert.NotNil(t, e.PendingNight)
		}
	}
	assert.Positive(t, avoided)
	assert.Positive(t, caught)
}

func TestReliableTalentFloorsTheStealthDie(t *testing.T) {
	rogue := newCharacter(t, rules.Rogue)
	rogue.Level = 11
	for seed := uint64(0); seed < 50; seed++ {
		st := stealthCheck(rogue, dice.NewStream(seed), 0, NightStealthDC)
		assert.Equal(t, st.D20 < 10, st.Reliable)
		assert.Equal(t, max(st.D20, 10)+st.Mod, st.Total)
	}
}

func TestHuntingInfernaxReplacesEliteResults(t *testing.T) {
	fighter := newCharacter(t, rules.Fighter)
	for _, reached := range []bool{false, true} {
		hunter := 0
		for seed := uint64(0); seed < 200; seed++ {
			e := departed(t, content.ZoneDragonsLair, 7)
			e.Stacks.DragonAwake = true
			pos := cleared()
			pos.BossRoomReached = reached
			rep := e.wanderCheck(pos, fighter, dice.NewStream(seed), "", 0, false, SourceWander, t0)
			if rep.Encounter == nil || !NightRowFor(rep.Rolls[0].Total).Elite {
				continue
			}
			if rep.Encounter.Hunter {
				hunter++
				assert.Equal(t, []content.MonsterID{DragonHunter}, rep.Encounter.Monsters)
			}
		}
		if reached {
			assert.Zero(t, hunter, "no hunting once the chamber is reached")
		} else {
			assert.Positive(t, hunter)
		}
	}
	_, ok := content.MonsterByID(DragonHunter)
	assert.True(t, ok)
}

func TestFeyDoubleNightRollsTwiceAndKeepsTheWorse(t *testing.T) {
	promise.Shows(t, promise.FeyDoubleNight)
	e := departed(t, content.ZoneFeywild, 3)
	e.Stacks.FeyRoll = 5
	_, rep := nightAfterCamp(t, e, cleared(), newCharacter(t, rules.Fighter), CampStandard, testRoot())
	require.Len(t, rep.Night.Rolls, 2)
	worst := max(rep.Night.Rolls[0].Total, rep.Night.Rolls[1].Total)
	assert.Equal(t, NightRowFor(worst).Outcome, rep.Night.Outcome)
}

func TestNightIsKeyedSoARestartCannotReroll(t *testing.T) {
	c := newCharacter(t, rules.Fighter)
	e := departed(t, content.ZoneGoblinWarrens, 2)
	e, _, _, err := Pitch(e, cleared(), c, CampRough, t0)
	require.NoError(t, err)
	at := NextRollover(e, time.UTC)
	a, _, ra, err := Rollover(e, cleared(), c, RootStream(42, e), at, time.UTC)
	require.NoError(t, err)
	b, _, rb, err := Rollover(e, cleared(), c, RootStream(42, e), at.Add(3*time.Hour), time.UTC)
	require.NoError(t, err)
	assert.Equal(t, ra.Night, rb.Night)
	assert.Equal(t, a.PendingNight, b.PendingNight)
}

func TestWanderCheck(t *testing.T) {
	c := newCharacter(t, rules.Fighter)
	e := departed(t, content.ZoneDragonsLair, 7)
	pending := e
	pending.PendingNight = &NightEncounter{}
	_, _, err := WanderCheck(pending, cleared(), c, testRoot(), 1, t0)
	assert.ErrorAs(t, err, &ErrEncounterPending{})
	_, _, err = WanderCheck(e, Position{InCombat: true}, c, testRoot(), 1, t0)
	assert.ErrorAs(t, err, &ErrInCombat{})

	_, a, err := WanderCheck(e, cleared(), c, testRoot(), 2, t0)
	require.NoError(t, err)
	_, b, err := WanderCheck(e, cleared(), c, testRoot(), 2, t0.Add(time.Hour))
	require.NoError(t, err)
	assert.Equal(t, a.Rolls, b.Rolls, "one slot rolls once")
	assert.Equal(t, 0, a.Rolls[0].CampMod)
	assert.Equal(t, -2, rangerWanderMod(t, e))
}

// rangerWanderMod returns the ranger modifier a wander check applies
// for a Ranger in e's zone.
func rangerWanderMod(t *testing.T, e Expedition) int {
	t.Helper()
	_, rep, err := WanderCheck(e, cleared(), newCharacter(t, rules.Ranger), testRoot(), 9, t0)
	require.NoError(t, err)
	return rep.Rolls[0].RangerMod
}

func TestWanderInterval(t *testing.T) {
	promise.Shows(t, promise.DragonHunts, promise.AbyssSurges)
	dragon := departed(t, content.ZoneDragonsLair, 7)
	assert.Zero(t, WanderInterval(dragon, cleared()))
	dragon.Stacks.DragonAwake = true
	assert.Equal(t, 6*time.Hour, WanderInterval(dragon, cleared()))
	reached := cleared()
	reached.BossRoomReached = true
	assert.Zero(t, WanderInterval(dragon, reached))

	abyss := departed(t, content.ZoneAbyssPortal, 7)
	abyss.Stacks.Instability = 60
	assert.Zero(t, WanderInterval(abyss, cleared()))
	abyss.Stacks.Instability = 61
	assert.Equal(t, 12*time.Hour, WanderInterval(abyss, cleared()))
}

// A camp is told the night it will get (rules §8.11): the modifiers the
// rollover's roll adds, the threat's included, as they stand once the camp
// is made (a fortified camp's −5 threat first). Before, the camp said
// only its own modifier ("night risk +0") while the night rolled +1 for
// the threat.
func TestACampIsToldTheNightsModifiers(t *testing.T) {
	fortSite := cleared()
	fortSite.ZoneBossDefeated = true
	for _, tc := range []struct {
		name   string
		zone   content.ZoneID
		class  rules.ClassID
		camp   CampType
		pos    Position
		threat int
		want   NightRoll
	}{
		{"standard at threat 42", content.ZoneCryptValdris, rules.Fighter, CampStandard, cleared(), 42, NightRoll{ThreatMod: 1}},
		{"rough at threat 0", content.ZoneGoblinWarrens, rules.Fighter, CampRough, cleared(), 0, NightRoll{CampMod: 3}},
		{"fortified at 45, 40 once made", content.ZoneGoblinWarrens, rules.Fighter, CampFortified, fortSite, 45, NightRoll{ThreatMod: 1, CampMod: -4}},
		{"ranger in the forest", content.ZoneForestShadows, rules.Ranger, CampStandard, cleared(), 61, NightRoll{ThreatMod: 3, RangerMod: -2}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e := departed(t, tc.zone, 2)
			e.Threat.Level = tc.threat
			c := newCharacter(t, tc.class)
			e, c, res, err := Pitch(e, tc.pos, c, tc.camp, t0.Add(10*time.Hour))
			require.NoError(t, err)
			assert.Equal(t, tc.want, res.Night)
			_, _, rep, err := Rollover(e, tc.pos, c, testRoot(), NextRollover(e, time.UTC), time.UTC)
			require.NoError(t, err)
			r := rep.Night.Rolls[0]
			assert.Equal(t, res.Night, NightRoll{ThreatMod: r.ThreatMod, CampMod: r.CampMod, RangerMod: r.RangerMod},
				"with nothing moving the threat before 06:00, the night adds what the camp was told")
		})
	}
}
