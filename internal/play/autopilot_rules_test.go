package play

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
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
	p := r.Apply(DefaultPolicy)
	assert.Equal(t, 50, p.MinHPPct)
	assert.True(t, p.AvoidTrapEdges)
	assert.True(t, p.EnterElites)
	assert.False(t, p.WakeForBoss)
	assert.Equal(t, DefaultPolicy.DoorMinHPPct, p.DoorMinHPPct, "the rest of the policy stays")

	none, err := ParseRules("")
	require.NoError(t, err)
	assert.True(t, none.IsDefault())
	assert.Equal(t, DefaultPolicy.MinHPPct, none.Apply(DefaultPolicy).MinHPPct)

	_, err = ParseRules("rest below 50%,fly")
	require.Error(t, err)
}

// played plays a level-lvl character of class through zone on world seed
// world under pol, recording the commands.
func played(t *testing.T, class rules.ClassID, lvl int, zone string, world uint64, pol Policy) (*Game, Result) {
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

func TestAHigherRestFloorRestsMore(t *testing.T) {
	higher, err := ParseRules("rest below 60%")
	require.NoError(t, err)
	for world := uint64(1); world <= 3; world++ {
		def, _ := played(t, rules.Fighter, 2, content.ZoneGoblinWarrens, world, DefaultPolicy)
		cautious, _ := played(t, rules.Fighter, 2, content.ZoneGoblinWarrens, world, higher.Apply(DefaultPolicy))
		t.Logf("world %d: rests %d → %d, camps %d → %d", world, count(def, "!rest"), count(cautious, "!rest"), count(def, "!camp"), count(cautious, "!camp"))
	}
}
