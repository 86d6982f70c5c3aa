package play

import (
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/gogobee/gogobee/internal/zonerun"
)

func TestParseRule(t *testing.T) {
	for _, tc := range []struct {
		in   string
		from Rules
		want Rules
	}{
		{"rest below 50%", Rules{}, Rules{RestBelowPct: 50}},
		{"  Rest   Below 45 ", Rules{}, Rules{RestBelowPct: 45}},
		{"rest below 1%", Rules{}, Rules{RestBelowPct: 1}},
		{"never take trap edges", Rules{}, Rules{AvoidTrapEdges: true}},
		{"allow trap edges.", Rules{AvoidTrapEdges: true, RestBelowPct: 40}, Rules{RestBelowPct: 40}},
		{"walk into elites", Rules{}, Rules{EnterElites: true}},
		{"stop before elites", Rules{EnterElites: true}, Rules{}},
		{"wake me for bosses!", Rules{}, Rules{WakeForBoss: true}},
		{"don’t wake me for bosses", Rules{WakeForBoss: true}, Rules{}},
		{"dont wake me for bosses", Rules{WakeForBoss: true}, Rules{}},
		{"RESET", Rules{RestBelowPct: 70, AvoidTrapEdges: true, EnterElites: true, WakeForBoss: true}, Rules{}},
	} {
		got, err := ParseRule(tc.from, tc.in)
		require.NoError(t, err, tc.in)
		assert.Equal(t, tc.want, got, tc.in)
	}
	for _, bad := range []string{"rest below 0%", "rest below 100%", "rest below lots", "rest below", "fly", "never take traps", ""} {
		from := Rules{RestBelowPct: 40}
		got, err := ParseRule(from, bad)
		require.Error(t, err, bad)
		assert.Equal(t, from, got, "a bad phrase changes nothing: %q", bad)
	}
	var unknown ErrUnknownRule
	_, err := ParseRule(Rules{}, "fly")
	require.ErrorAs(t, err, &unknown)
	var floor ErrRestFloor
	_, err = ParseRule(Rules{}, "rest below 120%")
	require.ErrorAs(t, err, &floor)
}

func TestParseRulesAndApply(t *testing.T) {
	r, err := ParseRules("rest below 50%, never take trap edges,walk into elites")
	require.NoError(t, err)
	assert.Equal(t, Rules{RestBelowPct: 50, AvoidTrapEdges: true, EnterElites: true}, r)
	p := r.Apply(defaultPolicy)
	assert.Equal(t, 50, p.MinHPPct)
	assert.True(t, p.AvoidTrapEdges)
	assert.True(t, p.EnterElites)
	assert.False(t, p.WakeForBoss)
	assert.Equal(t, defaultPolicy.DoorMinHPPct, p.DoorMinHPPct, "the rest of the policy stays")

	none, err := ParseRules("")
	require.NoError(t, err)
	assert.True(t, none.IsDefault())
	assert.Equal(t, defaultPolicy.MinHPPct, none.Apply(defaultPolicy).MinHPPct)

	_, err = ParseRules("rest below 50%,fly")
	require.Error(t, err)
}

// played plays a level-lvl character of class through zone on world seed
// world under pol, recording the commands.
func played(t *testing.T, class rules.ClassID, lvl int, zone content.ZoneID, world uint64, pol Policy) (*Game, Result) {
	t.Helper()
	ch, err := rules.NewCharacter("Ada", class, rules.Human)
	require.NoError(t, err)
	ch, _ = rules.AwardXP(ch, rules.XPForLevel(lvl))
	g, err := New(Setup{World: world, RunID: 1, ZoneID: zone, Char: ch, Mode: ModeExpedition,
		Start: time.Date(2026, 1, 5, 8, 0, 0, 0, time.UTC), Policy: pol, Record: true})
	require.NoError(t, err)
	return g, g.Play()
}

// count is how many of g's commands start with prefix.
func count(g *Game, prefix string) int {
	n := 0
	for _, c := range g.Commands {
		if strings.HasPrefix(c.Text, prefix) {
			n++
		}
	}
	return n
}

// TestTheSimulatorObeysTheAutopilotRules plays the same Goblin Warrens
// expedition (a level-2 Mage, world seed 4) under the default policy and
// under each rule: the same rules the bot's walk goes by change the
// simulated player's game.
func TestTheSimulatorObeysTheAutopilotRules(t *testing.T) {
	def, base := played(t, rules.Mage, 2, content.ZoneGoblinWarrens, 8, defaultPolicy)
	require.Equal(t, OutcomeDied, base.Outcome, "the default walk leaves her at 30% floors and she falls")

	higher, err := ParseRules("rest below 60%")
	require.NoError(t, err)
	cautious, res := played(t, rules.Mage, 2, content.ZoneGoblinWarrens, 8, higher.Apply(defaultPolicy))
	assert.Greater(t, count(cautious, "!rest")+count(cautious, "!camp"), count(def, "!rest")+count(def, "!camp"),
		"a 60% floor stops for more rests")
	assert.Equal(t, OutcomeCleared, res.Outcome, "and the rests carry her through")
}

func TestWalkingIntoElitesSkipsTheDoorRest(t *testing.T) {
	def, _ := played(t, rules.Fighter, 2, content.ZoneCryptValdris, 4, defaultPolicy)
	bold, _ := played(t, rules.Fighter, 2, content.ZoneCryptValdris, 4, Rules{EnterElites: true}.Apply(defaultPolicy))
	assert.Less(t, count(bold, "!rest")+count(bold, "!camp"), count(def, "!rest")+count(def, "!camp"),
		"no stop at an elite's door, so no rest before it")
}

// TestNeverTakingTrapEdgesPicksAnotherWay plays the Feywild Crossing
// until a fork whose first open way is a trap room, then lets each policy
// pick, and plays the whole expedition under the rule.
func TestNeverTakingTrapEdgesPicksAnotherWay(t *testing.T) {
	z, ok := content.ZoneByID(content.ZoneFeywild)
	require.True(t, ok)
	g := playUntil(t, rules.Fighter, z.MaxLevel, z.ID, func(g *Game) bool {
		p, ok := zonerun.Ways(g.Run, g.Char)
		return ok && p.OpenCount() >= 2 && p.Options[0].Open && trapAhead(g.Run, g.Graph, p.Options[0].To)
	})
	first := PickWay(g.Run, g.Graph, g.Char, defaultPolicy, false)
	require.Equal(t, DecideFork, first.Kind)
	assert.Equal(t, 1, first.Way, "by default the first open way, a trap room")
	assert.Empty(t, first.Passed)

	avoid := Rules{AvoidTrapEdges: true}.Apply(defaultPolicy)
	pick := PickWay(g.Run, g.Graph, g.Char, avoid, false)
	require.Equal(t, DecideFork, pick.Kind)
	assert.Greater(t, pick.Way, 1)
	require.NotEmpty(t, pick.Passed)
	assert.Equal(t, PassedWay{Way: 1, Label: g.Graph.Nodes[pick.Passed[0].Option.To].Label, Why: PassTrap, Option: pick.Passed[0].Option}, pick.Passed[0])
	assert.Equal(t, RuleFirstOpen, pick.Rule)

	g.Policy = avoid
	require.NoError(t, g.choose())
	assert.Equal(t, "!zone go "+strconv.Itoa(pick.Way), g.Commands[len(g.Commands)-1].Text, "the simulated player takes the same way")
	assert.NotEqual(t, zonegraph.KindTrap, g.Graph.Nodes[g.Run.Current].Kind)

	def, _ := played(t, rules.Fighter, z.MaxLevel, z.ID, g.World, defaultPolicy)
	wary, _ := played(t, rules.Fighter, z.MaxLevel, z.ID, g.World, avoid)
	assert.NotEqual(t, def.Commands, wary.Commands, "the whole expedition goes another way")
}

func TestRuleTextIsTheRuleAsRead(t *testing.T) {
	for in, want := range map[string]string{
		"rest below 050%":          "rest below 50%",
		"Rest  below 50 %":         "rest below 50%",
		"rest below 7":             "rest below 7%",
		"Dont wake me for bosses!": "don't wake me for bosses",
		"NEVER take trap edges.":   "never take trap edges",
		"reset":                    "reset",
	} {
		got, err := RuleText(in)
		require.NoError(t, err, in)
		assert.Equal(t, want, got, in)
	}
	_, err := RuleText("rest below")
	assert.Equal(t, ErrRestFloor{}, err, "a floor without its number")
	_, err = RuleText("fly")
	assert.ErrorAs(t, err, new(ErrUnknownRule))
}
