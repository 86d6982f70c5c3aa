package play

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/dice"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonerun"
)

func TestPolicyNamed(t *testing.T) {
	for _, tc := range []struct {
		name string
		want string
		err  bool
	}{
		{"", PolicyCareful, false},
		{"careful", PolicyCareful, false},
		{" Casual ", PolicyCasual, false},
		{"reckless", "", true},
	} {
		p, err := PolicyNamed(tc.name)
		if tc.err {
			assert.ErrorAs(t, err, &ErrUnknownPolicy{}, tc.name)
			continue
		}
		require.NoError(t, err, tc.name)
		assert.Equal(t, tc.want, p.Name, tc.name)
	}
}

// withHP sets g's character to pct percent of its maximum HP.
func withHP(g *Game, pct int) {
	g.Char.HP = max(1, rules.MaxHP(g.Char)*pct/100)
}

// TestThePoliciesAtADoor: what each policy does before an elite's or
// boss's door: the autopilot's patch-up first for both (a walk,
// `!expedition run`, whose short rests bring HP to 80% or a caster's
// slots to half, rules §10.2), then the policy's own door (rules §10.4):
// with no hit die left the careful player camps below 80% HP and the
// casual one walks in.
func TestThePoliciesAtADoor(t *testing.T) {
	for _, tc := range []struct {
		name      string
		pol       Policy
		hpPct     int
		hitDice   bool
		slotsLeft bool
		want      string // the first command's pattern
	}{
		{"careful at 70% is patched up", defaultPolicy, 70, true, true, `^!expedition run$`},
		{"casual at 70% is patched up", casualPolicy, 70, true, true, `^!expedition run$`},
		{"casual at 90% walks in", casualPolicy, 90, true, true, `^!advance$`},
		{"casual at 40% without hit dice walks in", casualPolicy, 40, false, true, `^!advance$`},
		{"careful at 40% without hit dice camps", defaultPolicy, 40, false, true, `^!(camp \w+|revisit \d+)$`},
		{"careful with its slots spent is patched up", defaultPolicy, 100, true, false, `^!expedition run$`},
		{"casual with its slots spent is patched up", casualPolicy, 100, true, false, `^!expedition run$`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, stop := atDoor(t)
			g.Policy = tc.pol
			withHP(g, tc.hpPct)
			if !tc.hitDice {
				g.Char.HitDice = 0
			}
			if !tc.slotsLeft {
				g.Char.Slots = rules.SlotTable{1}
			}
			typed := len(g.Commands)
			require.NoError(t, g.door(stop))
			require.Greater(t, len(g.Commands), typed)
			assert.Regexp(t, tc.want, g.Commands[typed].Text)
		})
	}
}

// TestTheSimulatorsDoorIsTheAutopilotsPatchUp: the simulated player's
// door takes exactly PatchAtDoor's rests (rules §10.2), for every
// policy, and then rests till the last one ends.
func TestTheSimulatorsDoorIsTheAutopilotsPatchUp(t *testing.T) {
	for _, pol := range policies {
		t.Run(pol.Name, func(t *testing.T) {
			g, stop := atDoor(t)
			g.Policy = pol
			withHP(g, 40) // above the low-HP stop (30%), where a walk stops first
			want := PatchAtDoor(DoorPatchIn{Exp: g.Exp, Pos: Position(g.Run, g.Graph, false), Char: g.Char,
				World: g.World, User: g.UserID, Now: g.Now, Door: stop})
			require.Positive(t, want.Rests)
			rests := g.Stats.DoorRests
			require.NoError(t, g.door(stop))
			assert.Equal(t, want.Char, g.Char)
			assert.Equal(t, want.Rests, g.Stats.DoorRests-rests)
			assert.True(t, g.Char.IsResting(g.Now), "resting till %s", want.Until)
			assert.Equal(t, want.Until, g.Char.LockoutUntil)
		})
	}
}

// TestThePoliciesBeforeTheBoss: at a boss's door below the door's HP with
// no rest left today, the careful player sleeps to the next day's camp
// (RestockBeforeBoss); the casual one walks in.
func TestThePoliciesBeforeTheBoss(t *testing.T) {
	for _, tc := range []struct {
		name  string
		pol   Policy
		sleep bool
	}{
		{"careful sleeps a day", defaultPolicy, true},
		{"casual walks in", casualPolicy, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := playUntil(t, rules.Fighter, 3, content.ZoneGoblinWarrens, func(g *Game) bool {
				stop, _, _ := NextStop(Look{Exp: g.Exp, Run: g.Run, Graph: g.Graph, Char: g.Char, Walked: g.walked,
					Limit: expedition.AutopilotRooms, MinHPPct: g.minHP(), Now: g.Now, Loc: g.Loc})
				return stop == expedition.StopBoss
			})
			g.Policy = tc.pol
			withHP(g, 40)
			g.Char.HitDice = 0
			g.Exp.Camp = &expedition.Camp{Type: expedition.CampStandard, Day: g.Exp.Day, Node: g.Run.Current}
			g.Exp.LastCampDay = g.Exp.Day // today's one camp is made: no rest left
			typed, day := len(g.Commands), g.Exp.Day
			require.NoError(t, g.door(expedition.StopBoss))
			if tc.sleep {
				assert.Len(t, g.Commands, typed, "no command: the player waits")
				assert.Equal(t, expedition.NextRollover(g.Exp, g.Loc), g.Now, "until the next rollover")
				assert.Equal(t, day, g.restockDay)
				return
			}
			require.Greater(t, len(g.Commands), typed)
			assert.Equal(t, "!advance", g.Commands[typed].Text)
		})
	}
}

// TestThePoliciesAfterAWalk: a walk that stopped at its room cap; the
// casual player short rests first below half HP (RestBelowPct), the
// careful one waits for the next walk at any HP above the low-HP stop.
func TestThePoliciesAfterAWalk(t *testing.T) {
	for _, tc := range []struct {
		name  string
		pol   Policy
		hpPct int
		rests bool
	}{
		{"careful at 40% walks on", defaultPolicy, 40, false},
		{"casual at 40% short rests", casualPolicy, 40, true},
		{"casual at 60% walks on", casualPolicy, 60, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := playUntil(t, rules.Fighter, 3, content.ZoneGoblinWarrens, func(g *Game) bool {
				stop, _, _ := NextStop(Look{Exp: g.Exp, Run: g.Run, Graph: g.Graph, Char: g.Char, Walked: g.walked,
					Limit: expedition.AutopilotRooms, Levelled: g.levelled, MinHPPct: g.minHP(), Now: g.Now, Loc: g.Loc})
				return stop == expedition.StopCap && g.Char.HitDice > 0
			})
			g.Policy = tc.pol
			withHP(g, tc.hpPct)
			typed := len(g.Commands)
			require.NoError(t, g.turn())
			if tc.rests {
				require.Greater(t, len(g.Commands), typed)
				assert.Equal(t, "!rest short", g.Commands[typed].Text)
				return
			}
			assert.Len(t, g.Commands, typed, "waits for the next walk")
			assert.Zero(t, g.walked, "a new walk")
		})
	}
}

// TestRandomWayTakesEveryAllowedWay: at a fork, RandomWay only takes the
// ways the player may (open; not a new trap room when the rules avoid
// trap edges), and over many draws takes each of them.
func TestRandomWayTakesEveryAllowedWay(t *testing.T) {
	g := playUntil(t, rules.Fighter, 3, content.ZoneGoblinWarrens, func(g *Game) bool { return g.Run.Prompt != nil })
	p, ok := zonerun.Ways(g.Run, g.Char)
	require.True(t, ok)
	for _, mine := range []Rules{{}, {AvoidTrapEdges: true}} {
		allowed := map[int]bool{}
		for i, o := range p.Options {
			if o.Open && !(mine.AvoidTrapEdges && trapAhead(g.Run, g.Graph, o.To)) {
				allowed[i+1] = true
			}
		}
		require.NotEmpty(t, allowed)
		seen := map[int]bool{}
		for n := range 200 {
			w := RandomWay(g.Run, g.Graph, g.Char, mine, dice.NewStream(uint64(n), "t"))
			assert.True(t, allowed[w], "way %d is not allowed", w)
			seen[w] = true
		}
		assert.Equal(t, allowed, seen, "every allowed way is taken sometimes")
	}
	assert.Equal(t, RandomWay(g.Run, g.Graph, g.Char, Rules{}, ForkStream(3, g.Run)),
		RandomWay(g.Run, g.Graph, g.Char, Rules{}, ForkStream(3, g.Run)), "the same game draws the same way")
}

// The policies are handed out as copies: a caller that changes the one it
// got changes no other caller's.
func TestPoliciesAreCopies(t *testing.T) {
	p := DefaultPolicy()
	p.MinHPPct, p.Name = 1, "mine"
	assert.Equal(t, PolicyCareful, DefaultPolicy().Name)
	assert.NotEqual(t, 1, DefaultPolicy().MinHPPct)
	all := Policies()
	all[0] = CasualPolicy()
	assert.Equal(t, []string{PolicyCareful, PolicyCasual}, []string{Policies()[0].Name, Policies()[1].Name})
}
