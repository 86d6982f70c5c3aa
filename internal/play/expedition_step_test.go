package play

import (
	"slices"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/harvest"
	"github.com/gogobee/gogobee/internal/promise"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/gogobee/gogobee/internal/zonerun"
)

var day1 = time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC)

// active is an active expedition in zone with full supplies at threat 30.
func active(t *testing.T, zone content.ZoneID) expedition.Expedition {
	t.Helper()
	e, err := expedition.New(expedition.NewParams{ID: 5, UserID: "@a:x", ZoneID: zone, Now: day1})
	require.NoError(t, err)
	e, _, err = expedition.Buy(e, expedition.PackStandard, 1, 1000, day1)
	require.NoError(t, err)
	e, err = expedition.Depart(e, 1, day1, time.UTC)
	require.NoError(t, err)
	e.Threat.Level = 30
	return e
}

func fightEv(kind combat.Kind, result combat.Result, loud, escape int) zonerun.Event {
	return zonerun.Event{Kind: zonerun.EvFightResolved, Fight: &zonerun.FightReport{Kind: kind, Result: result,
		Monsters: []content.MonsterID{"grol"}, LoudThreat: loud, EscapeThreat: escape}}
}

// atWarrensEntry is a level-1 fighter on an active run standing in the
// Goblin Warrens' entry room, with the zone's graph.
func atWarrensEntry(t *testing.T) (rules.Character, zonegraph.Graph, zonerun.Run) {
	t.Helper()
	ch, err := rules.NewCharacter("Ada", rules.Fighter, rules.Human)
	require.NoError(t, err)
	g, ok := content.ZoneGraph(content.ZoneGoblinWarrens)
	require.True(t, ok)
	return ch, g, zonerun.Run{ID: 1, ZoneID: content.ZoneGoblinWarrens, Status: zonerun.StatusActive, Current: g.Entry, Visited: []zonegraph.NodeID{g.Entry}}
}

func TestExpeditionStepMovesTheThreatClock(t *testing.T) {
	promise.Shows(t, promise.ThreatBossFelled)
	ch, g, run := atWarrensEntry(t)
	for _, tc := range []struct {
		name   string
		events []zonerun.Event
		want   int // threat change
	}{
		{"an ordinary fight +5", []zonerun.Event{fightEv(combat.KindNormal, combat.ResultWon, 0, 0)}, 5},
		{"an elite fight +8", []zonerun.Event{fightEv(combat.KindElite, combat.ResultWon, 0, 0)}, 8},
		{"loud magic and an escape", []zonerun.Event{fightEv(combat.KindNormal, combat.ResultWon, 8, 10)}, 23},
		{"a boss felled: +8 then -20", []zonerun.Event{fightEv(combat.KindBoss, combat.ResultWon, 0, 0)}, -12},
		{"a boss not felled: +8 only", []zonerun.Event{fightEv(combat.KindBoss, combat.ResultTimeoutLost, 0, 0)}, 8},
		{"two noise ticks +4", []zonerun.Event{{Kind: zonerun.EvHarvest, Harvest: &harvest.PassResult{Ran: true, NoiseTicks: 2}}}, 4},
		{"a treasure moves nothing", []zonerun.Event{{Kind: zonerun.EvTreasure, Drops: []content.Drop{{Coins: 5}}}}, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e := active(t, content.ZoneGoblinWarrens)
			out, err := ExpeditionStep(StepIn{Exp: e, Prev: run, Step: zonerun.Step{Run: run, Char: ch, Events: tc.events},
				Graph: g, World: 1, Now: day1})
			require.NoError(t, err)
			assert.Equal(t, e.Threat.Level+tc.want, out.Exp.Threat.Level)
			assert.Equal(t, FightMods(out.Exp), out.Run.Mods, "the run leaves with fresh fight modifiers")
		})
	}
}

// The 70 warning is told on where a step leaves the threat (rules §8.6):
// a boss fight's +8 to 70 and the boss's −20 back to 50 warn no one, and
// the clock may warn when it next truly reaches 70. Before, the step
// warned "Threat 70 … finish this" after the boss was dead.
func TestTheThreatWarningIsToldOnWhereTheStepLeavesTheThreat(t *testing.T) {
	ch, g, run := atWarrensEntry(t)
	for _, tc := range []struct {
		name   string
		from   int
		events []zonerun.Event
		warned bool // the step warns, and the clock has warned
	}{
		{"an elite fight to 70 warns", 62, []zonerun.Event{fightEv(combat.KindElite, combat.ResultWon, 0, 0)}, true},
		{"a boss felled from 62: 70 then 50", 62, []zonerun.Event{fightEv(combat.KindBoss, combat.ResultWon, 0, 0)}, false},
		{"a boss fight lost: the expedition ends", 62, []zonerun.Event{fightEv(combat.KindBoss, combat.ResultDowned, 0, 0), {Kind: zonerun.EvRunLost}}, false},
		{"below 70 nothing to tell", 50, []zonerun.Event{fightEv(combat.KindElite, combat.ResultWon, 0, 0)}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e := active(t, content.ZoneGoblinWarrens)
			e.Threat.Level = tc.from
			out, err := ExpeditionStep(StepIn{Exp: e, Prev: run, Step: zonerun.Step{Run: run, Char: ch, Events: tc.events},
				Graph: g, World: 1, Now: day1})
			require.NoError(t, err)
			warned := slices.ContainsFunc(out.Threat, func(c expedition.ThreatChange) bool { return c.Warning })
			assert.Equal(t, tc.warned, warned, "the step's changes: %+v", out.Threat)
			if out.Exp.Status == expedition.StatusActive {
				assert.Equal(t, tc.warned, out.Exp.Threat.Warned, "the clock warns again when it next reaches 70")
			}
		})
	}
}

// A night elite that takes the threat to 70 and downs the player ends
// the expedition: no warning to finish what is over (rules §8.6).
func TestANightFightThatEndsTheExpeditionWarnsNoOne(t *testing.T) {
	ch, g, run := atWarrensEntry(t)
	for _, tc := range []struct {
		result combat.Result
		warned bool
	}{
		{combat.ResultWon, true},
		{combat.ResultDowned, false},
	} {
		t.Run(string(tc.result), func(t *testing.T) {
			e := active(t, content.ZoneGoblinWarrens)
			e.Threat.Level = 62
			e.PendingNight = &expedition.NightEncounter{Kind: expedition.NightElite, Monsters: []content.MonsterID{"worg"}, Day: 1}
			out, err := NightFightOver(NightIn{Exp: e, Char: ch, Run: run, Graph: g, World: 1, Now: day1,
				Outcome: combat.Outcome{Result: tc.result, Rounds: 2}})
			require.NoError(t, err)
			warned := slices.ContainsFunc(out.Threat, func(c expedition.ThreatChange) bool { return c.Warning })
			assert.Equal(t, tc.warned, warned)
		})
	}
}

func TestExpeditionStepEndsTheExpedition(t *testing.T) {
	ch, err := rules.NewCharacter("Ada", rules.Fighter, rules.Human)
	require.NoError(t, err)
	ch.Coins = 100
	ch, _ = rules.AwardXP(ch, 300)
	ch.Inventory["worg_pelt"] = 3
	g, _ := content.ZoneGraph(content.ZoneGoblinWarrens)
	run := zonerun.Run{ID: 1, ZoneID: content.ZoneGoblinWarrens, Status: zonerun.StatusLost, Current: g.Entry, Visited: []zonegraph.NodeID{g.Entry}}
	e := active(t, content.ZoneGoblinWarrens)
	e.XPEarned, e.CoinsEarned, e.Loot = 300, 60, []content.ItemID{"worg_pelt", "worg_pelt", "worg_pelt"}
	out, err := ExpeditionStep(StepIn{Exp: e, Prev: run, Step: zonerun.Step{Run: run, Char: ch, Events: []zonerun.Event{{Kind: zonerun.EvRunLost}}},
		Graph: g, World: 1, Now: day1})
	require.NoError(t, err)
	require.NotNil(t, out.Forced, "0 HP forces the player out")
	assert.Nil(t, out.Completed)
	assert.Equal(t, expedition.CauseDowned, out.Forced.Cause)
	assert.Equal(t, 40, 100-out.Char.Coins, "two thirds of the leg's 60 coins are taken")
	assert.Equal(t, 100, out.Char.XP, "two thirds of the leg's 300 XP are taken")
	assert.Equal(t, 2, out.Char.Level, "the level is kept")
	assert.Equal(t, 1, out.Char.Inventory["worg_pelt"], "one find in three is kept")
	assert.NotEqual(t, expedition.StatusActive, out.Exp.Status)
}

func TestQuietStepIsARogueStealthCheck(t *testing.T) {
	rogue, err := rules.NewCharacter("Nim", rules.Rogue, rules.Halfling)
	require.NoError(t, err)
	fighter, err := rules.NewCharacter("Ada", rules.Fighter, rules.Human)
	require.NoError(t, err)
	e := active(t, content.ZoneGoblinWarrens)
	wins := 0
	for n := range 200 {
		node := zonegraph.NodeID("n" + string(rune('a'+n%26)) + string(rune('a'+n/26)))
		assert.False(t, QuietStep(fighter, e, 1, node), "only Quiet Step rolls")
		if QuietStep(rogue, e, 1, node) {
			wins++
		}
		assert.Equal(t, QuietStep(rogue, e, 1, node), QuietStep(rogue, e, 1, node), "a replay rolls the same")
	}
	// DC 10 + tier 1 = 11 against d20 + DEX + proficiency: a level-1
	// Halfling Rogue (DEX +3 or more, proficiency +2) succeeds on 6+, 75%.
	assert.InDelta(t, 150, wins, 40, "about three in four")
}

// TestDepartureLevelSizesTheExpeditionsFoes: the level the character sets
// out at is the expedition's foe level, kept when the character levels up
// on the way, and every fight of the expedition carries it (rules §2.8).
func TestDepartureLevelSizesTheExpeditionsFoes(t *testing.T) {
	ch, err := rules.NewCharacter("Ada", rules.Fighter, rules.Human)
	require.NoError(t, err)
	ch, _ = rules.AwardXP(ch, rules.XPForLevel(10))
	require.Equal(t, 10, ch.Level)
	e, err := expedition.New(expedition.NewParams{ID: 5, UserID: "@a:x", ZoneID: "underdark", Now: day1})
	require.NoError(t, err)
	e, _, err = expedition.Buy(e, expedition.PackStandard, 1, 1000, day1)
	require.NoError(t, err)
	e, err = Depart(e, 1, ch, day1, time.UTC)
	require.NoError(t, err)
	assert.Equal(t, 10, e.FoeLevel)
	assert.Equal(t, 10, FightMods(e).FoeLevel)
	assert.Equal(t, []rules.ClassID{rules.Fighter}, e.Classes(), "the leader's class, which a party's foes grow for (rules §2.13)")

	ch, _ = rules.AwardXP(ch, rules.XPForLevel(11)-rules.XPForLevel(10))
	require.Equal(t, 11, ch.Level)
	ilvaras, ok := content.MonsterByID("ilvaras")
	require.True(t, ok)
	spec := FightMods(e).Apply(combat.Spec{Character: ch, Enemies: []content.Monster{ilvaras}, ZoneID: e.ZoneID})
	assert.Equal(t, 10, spec.FoeLevel, "a level gained on the way does not move it")

	// An expedition extracted and resumed sets out again at the level it
	// first set out at.
	again, err := expedition.New(expedition.NewParams{ID: 6, UserID: "@a:x", ZoneID: "underdark", Now: day1})
	require.NoError(t, err)
	again.Resumed, again.FoeLevel = true, 10
	again, _, err = expedition.Buy(again, expedition.PackStandard, 1, 1000, day1)
	require.NoError(t, err)
	again, err = Depart(again, 2, ch, day1, time.UTC)
	require.NoError(t, err)
	assert.Equal(t, 10, again.FoeLevel, "resumed at level 11, sized to 10")
}
