package expedition

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/promise"
	"github.com/gogobee/gogobee/internal/rules"
)

func TestCurrentEffectsTakeTheWorstRollPenalty(t *testing.T) {
	cases := []struct {
		name    string
		zone    content.ZoneID
		set     func(e *Expedition)
		penalty int
		wis     int
	}{
		{"fed", content.ZoneUnderforge, func(e *Expedition) {}, 0, 0},
		{"rationing", content.ZoneUnderforge, func(e *Expedition) { e.Supplies.Current = 5 }, -1, 0},
		{"severe", content.ZoneUnderforge, func(e *Expedition) { e.Supplies.Current = 1 }, -2, 0},
		{"rationing and heat 10", content.ZoneUnderforge, func(e *Expedition) { e.Supplies.Current = 5; e.Stacks.Heat = 10 }, -2, 0},
		{"severe and unraveling", content.ZoneAbyssPortal, func(e *Expedition) { e.Supplies.Current = 1; e.Stacks.Instability = 85 }, -2, -1},
		{"psychic pressure only", content.ZoneAbyssPortal, func(e *Expedition) { e.Stacks.Instability = 30 }, 0, -1},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			e := departed(t, tc.zone, 2) // 20 SU
			tc.set(&e)
			fx := CurrentEffects(e)
			assert.Equal(t, tc.penalty, fx.RollPenalty)
			assert.Equal(t, tc.wis, fx.WISPenalty)
			for _, ab := range []rules.Ability{rules.STR, rules.DEX, rules.CON, rules.INT, rules.CHA} {
				assert.Equal(t, tc.penalty, fx.PenaltyFor(ab), "a %s roll feels the roll penalty only", ab)
			}
			assert.Equal(t, tc.penalty+tc.wis, fx.PenaltyFor(rules.WIS), "a WIS roll feels both")
		})
	}
}

func TestCurrentEffectsCarryBandsAndStacks(t *testing.T) {
	e := departed(t, content.ZoneUnderforge, 2)
	e.Threat.Level = 65
	e.Stacks.Heat = 7
	e.Mood.Level = 85
	fx := CurrentEffects(e)
	assert.Equal(t, BandHostile, fx.Band.Name)
	assert.True(t, fx.Band.EnemyInitiativeAdvantage)
	assert.True(t, fx.CONSaveDisadvantage)
	assert.False(t, fx.FireDamage.IsZero())
	assert.Equal(t, 1.2, fx.LootMultiplier)
	assert.False(t, fx.NoShortRest)
	assert.Equal(t, DepletionNormal, fx.Depletion)

	e.Threat.Siege = true
	assert.True(t, CurrentEffects(e).NoShortRest)
}

func TestRestChecks(t *testing.T) {
	promise.Shows(t, promise.SiegeNoShortRest)
	e := departed(t, content.ZoneGoblinWarrens, 3)
	assert.NoError(t, CheckShortRest(e, cleared()))
	assert.ErrorIs(t, CheckShortRest(e, Position{InCombat: true}), ErrRestDenied{Reason: RestInCombat})
	siege := e
	siege.Threat.Siege = true
	assert.ErrorIs(t, CheckShortRest(siege, cleared()), ErrRestDenied{Reason: RestSiege})

	assert.ErrorIs(t, CheckLongRest(e, cleared()), ErrRestDenied{Reason: RestNoCamp})
	rough := e
	rough.Camp = &Camp{Type: CampRough, Day: e.Day}
	rough.LastCampDay = e.Day
	assert.ErrorIs(t, CheckLongRest(rough, cleared()), ErrRestDenied{Reason: RestCampUsed}, "a rough camp is the day's one")
	packed := e
	packed.Camp = &Camp{Type: CampStandard, Day: e.Day, Struck: true}
	packed.LastCampDay = e.Day
	assert.ErrorIs(t, CheckLongRest(packed, cleared()), ErrRestDenied{Reason: RestCampUsed}, "a packed camp is the day's one")
	std := e
	std.Camp = &Camp{Type: CampStandard}
	assert.NoError(t, CheckLongRest(std, cleared()))
	std.Supplies.Current = 2
	assert.ErrorIs(t, CheckLongRest(std, cleared()), ErrRestDenied{Reason: RestRationing})
	hungry := e
	hungry.Supplies.Current = 0
	assert.ErrorIs(t, CheckLongRest(hungry, cleared()), ErrRestDenied{Reason: RestRationing}, "no camp would give a long rest, so none is asked for")
	assert.ErrorAs(t, CheckLongRest(provisioning(t, content.ZoneGoblinWarrens), cleared()), &ErrNotActive{})
}

// TestShortRestHelps: every `!rest short` suggestion asks whether the
// rest would be taken now and bring something back; Siege Mode (rules
// §8.8), a fight, a rest's lockout (rules §3.3), full health and no hit
// die left each make it false (tryout: a Siege Mode elite's prompt said
// "a `!rest short` first never hurt anyone", then refused it).
func TestShortRestHelps(t *testing.T) {
	e := departed(t, content.ZoneGoblinWarrens, 3)
	hurt := newCharacter(t, rules.Fighter)
	hurt.HP = 1
	for _, tc := range []struct {
		name string
		e    func(e *Expedition)
		c    func(c *rules.Character)
		want bool
	}{
		{"hurt, calm", nil, nil, true},
		{"Siege Mode", func(e *Expedition) { e.Threat.Level, e.Threat.Siege = 100, true }, nil, false},
		{"in a fight", nil, func(c *rules.Character) { c.InCombat = true }, false},
		{"resting", nil, func(c *rules.Character) { c.LockoutUntil = t0.Add(time.Hour) }, false},
		{"down", nil, func(c *rules.Character) { c.DownUntil = t0.Add(time.Hour) }, false},
		{"no hit die left", nil, func(c *rules.Character) { c.HitDice = 0 }, false},
		{"nothing to recover", nil, func(c *rules.Character) { c.HP = rules.MaxHP(*c) }, false},
		{"extracted", func(e *Expedition) { e.Status = StatusExtracted }, nil, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ex, c := e.Clone(), hurt.Clone()
			if tc.e != nil {
				tc.e(&ex)
			}
			if tc.c != nil {
				tc.c(&c)
			}
			assert.Equal(t, tc.want, ShortRestHelps(ex, c, t0))
		})
	}
}

// TestRestOffered: a line offers `!rest` only when a short rest would
// help (ShortRestHelps) or a long rest would be taken (LongRestTaken): a
// standard camp standing whose long rest is not yet taken; not in an
// empty or rough camp, not below 10% supplies, not while resting, and not
// a second time in a camp that rested the player on pitching; a camp
// that gave none is not held by the 24-hour cooldown (rules §3.2, §8.10).
func TestRestOffered(t *testing.T) {
	e := departed(t, content.ZoneGoblinWarrens, 3)
	whole := newCharacter(t, rules.Fighter)
	standard := func(e *Expedition) { e.Camp, e.LastCampDay = &Camp{Type: CampStandard, Day: e.Day}, e.Day }
	for _, tc := range []struct {
		name      string
		e         func(e *Expedition)
		c         func(c *rules.Character)
		long, any bool
	}{
		{"full HP, no camp", nil, nil, false, false},
		{"hurt, no camp", nil, func(c *rules.Character) { c.HP = 1 }, false, true},
		{"standard camp, long rest not taken", standard, nil, true, true},
		{"standard camp, rested on pitching", standard, func(c *rules.Character) { c.LastLongRest = t0.Add(-time.Minute) }, false, false},
		// made with too little food, food found since: the camp's rest is
		// due, whatever the 24 hours since yesterday's camp (rules §3.2)
		{"standard camp, no long rest on pitching", func(e *Expedition) { standard(e); e.Camp.EstablishedAt = t0.Add(-time.Hour) },
			func(c *rules.Character) { c.LastLongRest = t0.Add(-10 * time.Hour) }, true, true},
		{"rough camp", func(e *Expedition) { e.Camp, e.LastCampDay = &Camp{Type: CampRough, Day: e.Day}, e.Day }, nil, false, false},
		{"standard camp packed up", func(e *Expedition) { standard(e); e.Camp.Struck = true }, nil, false, false},
		{"standard camp, below 10% supplies", func(e *Expedition) { standard(e); e.Supplies.Current = 0 }, nil, false, false},
		{"standard camp, resting", standard, func(c *rules.Character) { c.LockoutUntil = t0.Add(time.Hour) }, false, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ex, c := e.Clone(), whole.Clone()
			if tc.e != nil {
				tc.e(&ex)
			}
			if tc.c != nil {
				tc.c(&c)
			}
			assert.Equal(t, tc.long, LongRestTaken(ex, c, t0), "long rest")
			assert.Equal(t, tc.any, RestOffered(ex, c, t0), "`!rest` offered")
		})
	}
}

func TestCheckAdvance(t *testing.T) {
	promise.Shows(t, promise.HeatExhaustion)
	e := departed(t, content.ZoneGoblinWarrens, 1)
	assert.NoError(t, CheckAdvance(e))
	e.PendingNight = &NightEncounter{}
	assert.ErrorAs(t, CheckAdvance(e), &ErrEncounterPending{})
}

func TestZoneTraits(t *testing.T) {
	cases := []struct {
		zone       content.ZoneID
		min, max   int
		wilderness bool
	}{
		{content.ZoneGoblinWarrens, 2, 4, false},
		{content.ZoneCryptValdris, 2, 5, false},
		{content.ZoneForestShadows, 4, 8, true},
		{content.ZoneSunkenTemple, 4, 9, true},
		{content.ZoneHauntedManor, 6, 12, false},
		{content.ZoneUnderforge, 5, 10, false},
		{content.ZoneUnderdark, 10, 21, true},
		{content.ZoneFeywild, 8, 14, true},
		{content.ZoneDragonsLair, 14, 30, true},
		{content.ZoneAbyssPortal, 21, 0, false},
	}
	for _, tc := range cases {
		tr, ok := TraitsOf(tc.zone)
		assert.True(t, ok, tc.zone)
		assert.Equal(t, tc.min, tr.MinDays, tc.zone)
		assert.Equal(t, tc.max, tr.MaxDays, tc.zone)
		assert.Equal(t, tc.wilderness, tr.Wilderness, tc.zone)
		assert.Equal(t, !tc.wilderness, tr.Indoor(), tc.zone)
	}
	assert.Len(t, content.Zones(), len(cases), "every zone has traits")
	_, ok := TraitsOf("nowhere")
	assert.False(t, ok)
}

func TestOnlyTheDragonAndTheAbyssProwl(t *testing.T) {
	for _, z := range content.Zones() {
		want := z.ID == content.ZoneDragonsLair || z.ID == content.ZoneAbyssPortal
		assert.Equal(t, want, Expedition{ZoneID: z.ID}.Prowls(), z.ID)
	}
}

// The band's awake boss is in force only in a zone whose boss re-forms at
// 0 HP (the Haunted Manor's Lord Aldric): elsewhere "the boss is awake"
// would stand beside "Infernax sleeps" and change nothing (rules §8.7).
func TestTheAwakeBossIsInForceOnlyWhereTheBossReforms(t *testing.T) {
	for zone, want := range map[string]bool{
		string(content.ZoneHauntedManor): true,
		string(content.ZoneDragonsLair):  false,
		string(content.ZoneCryptValdris): false,
	} {
		e := departed(t, content.ZoneID(zone), 2)
		e.Threat.Level = 50 // Alert
		assert.Equal(t, want, CurrentEffects(e).Band.BossAwake, zone)
		e.Threat.Level = 30 // Stirring: caught at rest everywhere
		assert.False(t, CurrentEffects(e).Band.BossAwake, zone)
	}
}
