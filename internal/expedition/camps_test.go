package expedition

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/promise"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
)

func TestCampTable(t *testing.T) {
	cases := []struct {
		t        CampType
		cost     float64
		nightMod int
		longRest bool
		waypoint bool
	}{
		{CampRough, 0.5, 3, false, false},
		{CampStandard, 1, 0, true, false},
		{CampFortified, 2, -4, true, false},
		{CampBase, 3, -6, true, true},
	}
	defs := CampDefs()
	require.Len(t, defs, len(cases))
	for i, tc := range cases {
		d := defs[i]
		assert.Equal(t, tc.t, d.Type)
		assert.Equal(t, tc.cost, d.Cost, tc.t)
		assert.Equal(t, tc.nightMod, d.NightMod, tc.t)
		assert.Equal(t, tc.longRest, d.LongRest, tc.t)
		assert.Equal(t, tc.waypoint, d.Waypoint, tc.t)
	}
	assert.Equal(t, 0.5, defs[0].MinHPFraction)
	assert.Equal(t, rules.D(1, 6), defs[2].WakeHP)
	assert.True(t, defs[2].ThreatRelief)
	assert.Equal(t, 2, defs[2].HeatRelief)
}

func TestParseCampType(t *testing.T) {
	ct, err := ParseCampType("Fortified")
	require.NoError(t, err)
	assert.Equal(t, CampFortified, ct)
	_, err = ParseCampType("luxury")
	assert.ErrorAs(t, err, &ErrUnknownCampType{})
}

func TestPitchPlacementRefusals(t *testing.T) {
	c := newCharacter(t, rules.Fighter)
	e := departed(t, content.ZoneGoblinWarrens, 2)
	camped, _, _, err := Pitch(e, cleared(), c, CampStandard, t0)
	require.NoError(t, err)
	pending := e
	pending.PendingNight = &NightEncounter{Kind: NightMinor}
	poor := e
	poor.Supplies.Current = 0.25
	cases := []struct {
		name string
		e    Expedition
		pos  Position
		want CampType
		err  any
	}{
		{"in combat", e, Position{Kind: zonegraph.KindExploration, InCombat: true}, CampRough, &ErrCampForbidden{}},
		{"enemies present", e, Position{Kind: zonegraph.KindExploration, EnemiesPresent: true}, CampRough, &ErrCampForbidden{}},
		{"boss room", e, Position{Kind: zonegraph.KindBoss, Cleared: true}, CampStandard, &ErrCampForbidden{}},
		{"trap room disarmed", e, Position{Kind: zonegraph.KindTrap, Cleared: true}, CampStandard, &ErrCampForbidden{}},
		{"second camp today", camped, cleared(), CampRough, &ErrAlreadyCamped{}},
		{"second camp today, in a felled boss's room", camped, Position{Kind: zonegraph.KindBoss, Cleared: true, ZoneBossDefeated: true}, CampFortified, &ErrAlreadyCamped{}},
		{"encounter waiting", pending, cleared(), CampStandard, &ErrEncounterPending{}},
		{"unknown type", e, cleared(), "luxury", &ErrUnknownCampType{}},
		{"fortified before the boss", e, cleared(), CampFortified, &ErrFortifiedNotAllowed{}},
		{"base camp in tier 1", e, cleared(), CampBase, &ErrBaseCampNotAllowed{}},
		{"cannot pay", poor, cleared(), CampRough, &ErrNotEnoughSupplies{}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got, gotC, _, err := Pitch(tc.e, tc.pos, c, tc.want, t0)
			require.Error(t, err)
			assert.ErrorAs(t, err, tc.err)
			assert.Equal(t, tc.e, got)
			assert.Equal(t, c, gotC)
		})
	}
}

// TestPitchWaitsForTheRestToEnd: a character still inside a rest's
// lockout (a short rest's hour) or down makes no camp (rules §3.3), and
// nothing changes; once the rest is over the camp is made.
func TestPitchWaitsForTheRestToEnd(t *testing.T) {
	e := departed(t, content.ZoneCryptValdris, 2)
	for _, tc := range []struct {
		name string
		set  func(c *rules.Character)
		at   time.Time
		err  any
	}{
		{"a short rest's hour", func(c *rules.Character) { c.LockoutUntil = t0.Add(rules.ShortRestLockout) }, t0, &rules.ErrRestLockout{}},
		{"down and recovering", func(c *rules.Character) { c.DownUntil = t0.Add(time.Hour) }, t0, &rules.ErrRecovering{}},
		{"the short rest over", func(c *rules.Character) { c.LockoutUntil = t0.Add(rules.ShortRestLockout) }, t0.Add(rules.ShortRestLockout), nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := newCharacter(t, rules.Fighter)
			tc.set(&c)
			got, gotC, _, err := Pitch(e, cleared(), c, CampStandard, tc.at)
			if tc.err == nil {
				require.NoError(t, err)
				return
			}
			require.ErrorAs(t, err, tc.err)
			assert.Equal(t, e, got)
			assert.Equal(t, c, gotC)
		})
	}
}

func TestUnclearedRoomGivesRoughCampAndHalfHP(t *testing.T) {
	promise.Shows(t, promise.CampRough)
	c := newCharacter(t, rules.Fighter)
	c.HP = 1
	e := departed(t, content.ZoneGoblinWarrens, 1)
	pos := Position{Node: "room.b", Kind: zonegraph.KindExploration}
	got, gotC, res, err := Pitch(e, pos, c, CampStandard, t0)
	require.NoError(t, err)
	assert.True(t, res.Downgraded)
	assert.Equal(t, CampRough, res.Type)
	assert.Equal(t, RestPartial, res.Rest)
	assert.Equal(t, (rules.MaxHP(c)+1)/2, gotC.HP)
	assert.Equal(t, 9.5, got.Supplies.Current)
	assert.Equal(t, 0.5, got.Today.SUUsed)
	assert.True(t, got.Today.Camped)
	require.NotNil(t, got.Camp)
	assert.Equal(t, CampRough, got.Camp.Type)
	assert.Nil(t, res.LongRest)
}

func TestRoughCampNeverLowersHP(t *testing.T) {
	c := newCharacter(t, rules.Fighter)
	_, gotC, res, err := Pitch(departed(t, content.ZoneGoblinWarrens, 1), cleared(), c, CampRough, t0)
	require.NoError(t, err)
	assert.Equal(t, c.HP, gotC.HP)
	assert.Equal(t, 0, res.HPHealed)
}

func TestStandardCampIsAFullLongRest(t *testing.T) {
	promise.Shows(t, promise.CampStandard)
	c := newCharacter(t, rules.Cleric)
	c.HP = 2
	c.Slots[0] = 0
	_, gotC, res, err := Pitch(departed(t, content.ZoneGoblinWarrens, 1), cleared(), c, CampStandard, t0)
	require.NoError(t, err)
	assert.Equal(t, RestLong, res.Rest)
	require.NotNil(t, res.LongRest)
	assert.Equal(t, rules.MaxHP(c), gotC.HP)
	assert.Equal(t, rules.MaxSlots(c)[0], gotC.Slots[0])
	assert.Equal(t, t0, gotC.LastLongRest)
	assert.Equal(t, t0.Add(rules.LongRestLockout), gotC.LockoutUntil)
	assert.Nil(t, res.Threat)
}

// TestACampsLongRestIsHeldByTheDaysCampNotTheCooldown: on an expedition
// the day's one camp is the long rest's limit (rules §8.10), not the
// 24-hour cooldown of rules §3.2, so a camp less than 24 hours after the
// last long rest (a night sleeping rough in town, yesterday's late camp)
// still rests fully; it starts the cooldown anew for the inn and
// sleeping rough.
func TestACampsLongRestIsHeldByTheDaysCampNotTheCooldown(t *testing.T) {
	for _, tc := range []struct {
		name string
		last time.Duration // the last long rest, before t0
	}{
		{"slept rough 20.5 hours before", 20*time.Hour + 30*time.Minute},
		{"yesterday's camp 16 hours before", 16 * time.Hour},
		{"no long rest for two days", 48 * time.Hour},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := newCharacter(t, rules.Fighter)
			c.HP, c.LastLongRest = 1, t0.Add(-tc.last)
			_, gotC, res, err := Pitch(departed(t, content.ZoneCryptValdris, 2), cleared(), c, CampStandard, t0)
			require.NoError(t, err)
			assert.Equal(t, RestLong, res.Rest)
			assert.Empty(t, res.RestDenied)
			assert.Equal(t, rules.MaxHP(c), gotC.HP)
			assert.Equal(t, t0, gotC.LastLongRest)
			_, _, err = rules.LongRest(gotC, nil, gotC.LockoutUntil)
			assert.Equal(t, rules.ErrLongRestCooldown{Until: t0.Add(rules.LongRestCooldown)}, err, "the inn waits 24 hours from the camp's rest")
		})
	}
}

// TestCampLongRestIsTheCampsOne: `!rest long` in the standing camp is
// the camp's one long rest (rules §3.2, §8.10): refused as had once
// making the camp rested the player, taken in full when making it gave
// none for want of food and the packs are full enough again, whatever
// the 24 hours since the last long rest, and then had.
func TestCampLongRestIsTheCampsOne(t *testing.T) {
	c := newCharacter(t, rules.Fighter)
	c.HP, c.LastLongRest = 1, t0.Add(-10*time.Hour)
	e := departed(t, content.ZoneGoblinWarrens, 3)
	rested, restedC, _, err := Pitch(e, cleared(), c, CampStandard, t0)
	require.NoError(t, err)
	assert.ErrorIs(t, CheckCampLongRest(rested, cleared(), restedC, restedC.LockoutUntil), ErrRestDenied{Reason: RestCampHad})

	e.Supplies.Current = 2 // < 10%
	e, c, res, err := Pitch(e, cleared(), c, CampStandard, t0)
	require.NoError(t, err)
	require.Equal(t, RestPartial, res.Rest)
	e.Supplies.Current = 10
	at := t0.Add(time.Hour)
	got, gotC, res, err := CampLongRest(e, cleared(), c, at)
	require.NoError(t, err)
	assert.Equal(t, RestLong, res.Rest)
	assert.Equal(t, rules.MaxHP(c), gotC.HP)
	assert.Equal(t, at, gotC.LastLongRest)
	assert.Equal(t, at.Add(rules.LongRestLockout), gotC.LockoutUntil)
	assert.Equal(t, e.Supplies.Current, got.Supplies.Current, "the camp is paid for")
	_, _, _, err = CampLongRest(got, cleared(), gotC, gotC.LockoutUntil)
	assert.ErrorIs(t, err, ErrRestDenied{Reason: RestCampHad}, "one long rest a camp")
}

func TestSevereRationingDeniesTheLongRest(t *testing.T) {
	promise.Shows(t, promise.RationingNoLongRest)
	c := newCharacter(t, rules.Fighter)
	c.HP = 1
	e := departed(t, content.ZoneGoblinWarrens, 3) // 30 SU
	e.Supplies.Current = 2                         // < 10%
	_, gotC, res, err := Pitch(e, cleared(), c, CampStandard, t0)
	require.NoError(t, err)
	assert.Equal(t, RestPartial, res.Rest)
	assert.Equal(t, RestRationing, res.RestDenied)
	assert.Equal(t, (rules.MaxHP(c)+1)/2, gotC.HP)
}

func TestFortifiedCampPlacesAndRelieves(t *testing.T) {
	promise.Shows(t, promise.ThreatFortifiedRest)
	c := newCharacter(t, rules.Fighter)
	base := departed(t, content.ZoneUnderforge, 3)
	base.Threat.Level = 30
	base.Stacks.Heat = 5
	withCache := base
	withCache.CacheSites = []zonegraph.NodeID{"room.a"}
	cases := []struct {
		name string
		e    Expedition
		pos  Position
	}{
		{"zone boss defeated", base, Position{Node: "room.a", Kind: zonegraph.KindExploration, Cleared: true, ZoneBossDefeated: true}},
		{"rest-camp room", base, Position{Node: "room.a", Kind: zonegraph.KindRestCamp, Cleared: true}},
		{"cache site", withCache, cleared()},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got, _, res, err := Pitch(tc.e, tc.pos, c, CampFortified, t0)
			require.NoError(t, err)
			assert.Equal(t, CampFortified, res.Type)
			require.NotNil(t, res.Threat)
			assert.Equal(t, 25, got.Threat.Level)
			assert.Equal(t, 3, got.Stacks.Heat)
			assert.Equal(t, 2, res.HeatRelieved)
			assert.Equal(t, 28.0, got.Supplies.Current)
		})
	}
}

func TestForcedRestLiftsHeatExhaustion(t *testing.T) {
	e := departed(t, content.ZoneUnderforge, 3)
	e.Stacks.Heat, e.Stacks.HeatRestDue = 10, true
	require.ErrorAs(t, CheckAdvance(e), &ErrMustRest{})
	got, _, res, err := Pitch(e, cleared(), newCharacter(t, rules.Fighter), CampStandard, t0)
	require.NoError(t, err)
	assert.True(t, res.HeatLifted)
	assert.Equal(t, 8, got.Stacks.Heat)
	assert.NoError(t, CheckAdvance(got))
}

// A rough camp is no long rest, so heat exhaustion holds, and it is the
// day's one camp: the refusal says the forced rest waits for the next
// day's camp (rules §8.10, §8.12).
func TestHeatExhaustionAfterTodaysCampWaitsForTheNext(t *testing.T) {
	e := departed(t, content.ZoneUnderforge, 3)
	e.Stacks.Heat, e.Stacks.HeatRestDue = 10, true
	assert.Equal(t, ErrMustRest{Funds: FundsLongRest}, CheckAdvance(e))
	got, _, _, err := Pitch(e, cleared(), newCharacter(t, rules.Fighter), CampRough, t0)
	require.NoError(t, err)
	assert.Equal(t, ErrMustRest{CampMade: true, Funds: FundsLongRest}, CheckAdvance(got))
}

func TestBaseCampRequirements(t *testing.T) {
	c := newCharacter(t, rules.Fighter)
	rs := Regions(content.ZoneDragonsLair)
	require.Len(t, rs, 4)
	e := departed(t, content.ZoneDragonsLair, 7)
	e.Day = 3
	site := Position{Node: rs[1].BossNode + ".near", Kind: zonegraph.KindExploration, Cleared: true, Region: rs[1].ID, RegionBossDefeated: true}
	noSite := site
	noSite.Region = rs[0].ID
	bossStands := site
	bossStands.RegionBossDefeated = false
	early := e
	early.Day = 2
	cases := []struct {
		name string
		e    Expedition
		pos  Position
		want BaseCampRefusal
	}{
		{"tier 3", departed(t, content.ZoneUnderforge, 3), site, BaseCampTier},
		{"day 2", early, site, BaseCampDay},
		{"region boss stands", e, bossStands, BaseCampRegionBoss},
		{"region without a site", e, noSite, BaseCampSite},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, _, _, err := Pitch(tc.e, tc.pos, c, CampBase, t0)
			var be ErrBaseCampNotAllowed
			require.ErrorAs(t, err, &be)
			assert.Equal(t, tc.want, be.Reason)
		})
	}
	got, _, res, err := Pitch(e, site, c, CampBase, t0)
	require.NoError(t, err)
	assert.Equal(t, site.Node, res.Waypoint)
	assert.Equal(t, site.Node, got.BaseCampNode)
	assert.Equal(t, 67.0, got.Supplies.Current)
}

func TestBreakCampKeepsTheNight(t *testing.T) {
	c := newCharacter(t, rules.Fighter)
	e := departed(t, content.ZoneGoblinWarrens, 1)
	_, err := BreakCamp(e, t0)
	assert.ErrorAs(t, err, &ErrNoCamp{})
	e, _, _, err = Pitch(e, cleared(), c, CampStandard, t0)
	require.NoError(t, err)
	e, err = BreakCamp(e, t0.Add(time.Hour))
	require.NoError(t, err)
	assert.True(t, e.Camp.Struck)
	_, _, rep, err := Rollover(e, cleared(), c, testRoot(), NextRollover(e, time.UTC), time.UTC)
	require.NoError(t, err)
	assert.NotNil(t, rep.Night, "the night still rolls against the camp made")
	assert.Equal(t, 0, rep.WakeHP)
}

// The Crypt's boss door refuses a player who is not fully rested, and
// says whether today's camp is made, so the refusal offers the camp only
// when one can still be made today (rules §8.10, §8.12).
func TestBossDoorSaysWhetherTodaysCampIsMade(t *testing.T) {
	c := newCharacter(t, rules.Fighter)
	wounded := c.Clone()
	wounded.HP--
	e := departed(t, content.ZoneCryptValdris, 2)
	assert.NoError(t, CheckBossDoor(e, c))
	assert.Equal(t, ErrBossNeedsRest{Funds: FundsLongRest}, CheckBossDoor(e, wounded))
	camped, _, _, err := Pitch(e, cleared(), wounded, CampRough, t0)
	require.NoError(t, err)
	assert.Equal(t, ErrBossNeedsRest{CampMade: true, Funds: FundsLongRest}, CheckBossDoor(camped, wounded))
}
