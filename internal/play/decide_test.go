package play

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// look is the autopilot's look at g as the walk would take it.
func (g *Game) look() Look {
	return Look{Exp: g.Exp, Run: g.Run, Graph: g.Graph, Char: g.Char, Walked: g.walked, Limit: expedition.AutopilotRooms,
		MinHPPct: g.Policy.MinHPPct, Now: g.Now, Loc: g.Loc}
}

func TestDecideGivesEachStopItsRuleAndNumbers(t *testing.T) {
	g := playUntil(t, rules.Fighter, 3, content.ZoneGoblinWarrens, func(g *Game) bool {
		l := g.look()
		stop, _, _ := NextStop(l)
		return stop == "" && g.Run.CurrentRoom() >= 2
	})
	d, err := Decide(g.look())
	require.NoError(t, err)
	assert.Equal(t, Decision{}, d, "nothing to decide: walk on")

	low := g.look()
	low.Char.HP = rules.MaxHP(low.Char) / 4
	d, err = Decide(low)
	require.NoError(t, err)
	assert.Equal(t, Decision{Kind: DecideStop, Rule: RuleRestBelow, Stop: expedition.StopLowHP, Room: g.Run.CurrentRoom(),
		HP: low.Char.HP, MaxHP: rules.MaxHP(low.Char), Pct: 30}, d)
	low.MinHPPct = 0
	d, _ = Decide(low)
	assert.Equal(t, expedition.DefaultAutopilotMinHP, d.Pct, "no floor given: the default")

	short := g.look()
	short.Exp.Supplies.Current = 0.5
	d, _ = Decide(short)
	assert.Equal(t, RuleSupplies, d.Rule)
	assert.InDelta(t, 0.5, d.Supplies, 1e-9)
	assert.InDelta(t, expedition.DailyBurn(short.Exp).Total, d.Burn, 1e-9)

	night := g.look()
	night.Now = time.Date(2026, 1, 5, 22, 30, 0, 0, time.UTC)
	d, _ = Decide(night)
	assert.Equal(t, Decision{Kind: DecideStop, Rule: RuleNight, Stop: expedition.StopNight, Room: g.Run.CurrentRoom(),
		HP: night.Char.HP, MaxHP: rules.MaxHP(night.Char), At: night.Now}, d)

	capped := g.look()
	capped.Walked = capped.Limit
	d, _ = Decide(capped)
	assert.Equal(t, RuleRoomCap, d.Rule)
	assert.Equal(t, [2]int{6, 6}, [2]int{d.Walked, d.Limit})
}

func TestDecideAtAnEliteDoorFollowsTheRule(t *testing.T) {
	g := playUntil(t, rules.Fighter, 3, content.ZoneCryptValdris, func(g *Game) bool {
		stop, _, _ := NextStop(g.look())
		return stop == expedition.StopElite
	})
	d, _ := Decide(g.look())
	assert.Equal(t, DecideStop, d.Kind)
	assert.Equal(t, RuleStopElites, d.Rule)
	require.NotEmpty(t, d.Node)
	assert.Equal(t, zonegraph.KindElite, g.Graph.Nodes[d.Node].Kind)
	assert.Equal(t, g.Graph.Nodes[d.Node].Label, d.Label)

	in := g.look()
	in.EnterElites = true
	d, _ = Decide(in)
	assert.Equal(t, DecideEnter, d.Kind, "the rule walks through the door")
	assert.Equal(t, RuleEnterElites, d.Rule)
	stop, next, _ := NextStop(in)
	assert.Equal(t, expedition.WalkStop(""), stop)
	assert.Equal(t, d.Node, next)
}

func TestDecideStopsAtATrapDoorUnderTheRule(t *testing.T) {
	g := playUntil(t, rules.Fighter, 3, content.ZoneCryptValdris, func(g *Game) bool {
		stop, _, _ := NextStop(g.look())
		return stop == "" && TrapDoor(g.Run, g.Graph) != ""
	})
	wary := g.look()
	wary.AvoidTrapEdges = true
	d, err := Decide(wary)
	require.NoError(t, err)
	assert.Equal(t, expedition.StopTrap, d.Stop)
	assert.Equal(t, RuleTrapEdges, d.Rule)
	assert.Equal(t, TrapDoor(g.Run, g.Graph), d.Node)

	g.Policy.AvoidTrapEdges = true
	require.NoError(t, g.turn())
	assert.Equal(t, d.Node, g.Run.Current, "the simulated player walks in by hand")
	assert.Equal(t, "!advance", g.Commands[len(g.Commands)-1].Text)
}

func TestFightDecisionsNameThePotionAndItsNumbers(t *testing.T) {
	g, ok := content.ZoneGraph(content.ZoneGoblinWarrens)
	require.True(t, ok)
	node := g.Entry
	st := zonerun.Step{Events: []zonerun.Event{
		{Kind: zonerun.EvRoomEntered, Node: node, Number: 3},
		{Kind: zonerun.EvFightResolved, Node: node, Number: 3, Fight: &zonerun.FightReport{Items: []zonerun.ItemUse{
			{Item: "potion_of_healing", Round: 2, HP: 6, MaxHP: 31, Healed: 7},
			{Item: "goblin_grease", Round: 3},
		}}},
	}}
	assert.Equal(t, []Decision{
		{Kind: DecideItem, Rule: RuleHealBelow, Room: 3, Node: node, Label: g.Nodes[node].Label, Item: "potion_of_healing", HP: 6, MaxHP: 31, Pct: 40},
		{Kind: DecideItem, Rule: RuleOpener, Room: 3, Node: node, Label: g.Nodes[node].Label, Item: "goblin_grease"},
	}, FightDecisions(st, g))
}

// A fork whose every open way the idle pick passes over (an elite's room
// here) records why, so `!why` says the fork waits for the player as the
// prompt does (rules §6.4); one the pick would take records nothing.
func TestDecideAtAForkSaysWhetherTheIdlePickTakesAWay(t *testing.T) {
	g, ok := content.ZoneGraph(content.ZoneCryptValdris)
	require.True(t, ok)
	ch, err := rules.NewCharacter("Tess", rules.Fighter, rules.Human)
	require.NoError(t, err)
	p := zonerun.Prompt{Node: "crypt_valdris.fork", Options: []zonerun.Option{{To: "crypt_valdris.main_hall", Open: true}}}
	require.Equal(t, zonegraph.KindElite, g.Nodes["crypt_valdris.main_hall"].Kind)
	l := Look{Exp: active(t, content.ZoneCryptValdris), Graph: g, Char: ch, Now: day1, Loc: time.UTC,
		Run: zonerun.Run{ID: 1, ZoneID: content.ZoneCryptValdris, Status: zonerun.StatusActive, Seed: 1, Current: p.Node,
			Visited: []zonegraph.NodeID{g.Entry, p.Node}, Prompt: &p}}
	d, err := Decide(l)
	require.NoError(t, err)
	assert.Equal(t, RuleForks, d.Rule)
	assert.Equal(t, []PassedWay{{Way: 1, Label: "Main Hall", Why: PassElite, Option: p.Options[0]}}, d.Passed)

	l.EnterElites = true // at full HP the idle pick walks into the elite's room
	d, err = Decide(l)
	require.NoError(t, err)
	assert.Equal(t, RuleForks, d.Rule)
	assert.Empty(t, d.Passed)
}
