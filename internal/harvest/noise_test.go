package harvest

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/dice"
	"github.com/gogobee/gogobee/internal/rules"
)

func TestNoiseOutcomeTable(t *testing.T) {
	cases := []struct {
		total int
		want  NoiseOutcome
	}{
		{-2, NoiseQuiet}, {1, NoiseQuiet}, {8, NoiseQuiet},
		{9, NoiseNoise}, {14, NoiseNoise},
		{15, NoiseStandard}, {18, NoiseStandard},
		{19, NoiseElite}, {21, NoiseElite},
		{22, NoisePatrol}, {30, NoisePatrol},
	}
	for _, tc := range cases {
		got := NoiseOutcomeFor(tc.total)
		assert.Equal(t, tc.want, got, "total %d", tc.total)
		assert.Equal(t, tc.want == NoiseStandard || tc.want == NoiseElite || tc.want == NoisePatrol, got.Interrupts(), "total %d", tc.total)
	}
}

func TestNoiseModifier(t *testing.T) {
	fighter := newChar(t, rules.Fighter) // level 1, DEX 15: works 2 + 2 = 4 quieter
	ranger := newChar(t, rules.Ranger)   // level 1, DEX 16: 2 + 3 = 5
	t1 := content.Zone{Tier: 1, MinLevel: 1}
	require.Equal(t, 4, QuietWork(fighter, t1))
	require.Equal(t, 5, QuietWork(ranger, t1))
	cases := []struct {
		name   string
		tier   int
		threat int
		c      rules.Character
		wild   bool
		want   int
	}{
		{"tier only at threat 40", 3, 40, fighter, false, 3 - 4},
		{"threat 59 adds nothing yet", 3, 59, fighter, false, 3 - 4},
		{"threat 60 adds 1", 3, 60, fighter, false, 3 - 4 + 1},
		{"threat 100 adds 3", 5, 100, fighter, false, 5 - 4 + 3},
		{"ranger in the wilderness: -3", 2, 0, ranger, true, 2 - 5 - 3},
		{"ranger indoors: no change", 2, 0, ranger, false, 2 - 5},
		{"fighter in the wilderness: no change", 2, 0, fighter, true, 2 - 4},
	}
	for _, tc := range cases {
		z := content.Zone{Tier: tc.tier, MinLevel: 1} // level 1 characters: no levels above the zone's lowest
		assert.Equal(t, tc.want, NoiseModifier(z, tc.threat, tc.c, tc.wild), tc.name)
	}
}

// QuietWork is a Stealth bonus (proficiency + DEX modifier, never below
// proficiency), plus 1 a level above the zone's lowest, plus 2 for every
// player tier above the zone's.
func TestQuietWorkGrowsWithLevelAboveTheZone(t *testing.T) {
	at := func(level, dex int) rules.Character {
		c := newChar(t, rules.Fighter)
		c.Level = level
		c.Abilities.Dex = dex
		return c
	}
	cases := []struct {
		name string
		c    rules.Character
		tier int
		want int
	}{
		{"level 1, DEX 10", at(1, 10), 1, 2},
		{"level 1, DEX 16", at(1, 16), 1, 2 + 3},
		{"a low DEX never makes noise louder", at(1, 6), 1, 2},
		{"the top of Tier 1's levels: two levels above its lowest", at(3, 10), 1, 2 + 2},
		{"one player tier above", at(5, 10), 1, 3 + 4 + 2},
		{"level 16 in Tier 1", at(16, 10), 1, 5 + 15 + 2*5},
		{"level 16 in Tier 5 (levels 12-20)", at(16, 10), 5, 5 + 4 + 2*1},
		{"level 20 in Tier 5", at(20, 10), 5, 6 + 8 + 2*2},
		{"at the zone's lowest, below its tier: the Stealth bonus only", at(12, 12), 5, 4 + 1},
	}
	for _, tc := range cases {
		z := content.Zone{Tier: tc.tier, MinLevel: map[int]int{1: 1, 5: 12}[tc.tier]}
		assert.Equal(t, tc.want, QuietWork(tc.c, z), tc.name)
	}
}

func TestSurpriseNick(t *testing.T) {
	cases := []struct {
		name                    string
		d4, ab, tier, hp, maxHP int
		want                    int
	}{
		{"1d4 + AB/2 at full HP", 3, 5, 1, 30, 30, 5},
		{"at least the zone tier", 1, 0, 4, 30, 30, 4},
		{"already wounded: at most HP/5", 4, 8, 2, 20, 30, 4},
		{"already wounded: at least 1 before the floor", 4, 8, 2, 4, 30, 1},
		{"never below 1 HP", 4, 8, 2, 5, 5, 4},
		{"at 1 HP the nick is 0", 4, 8, 2, 1, 30, 0},
	}
	for _, tc := range cases {
		assert.Equal(t, tc.want, SurpriseNick(tc.d4, tc.ab, tc.tier, tc.hp, tc.maxHP), tc.name)
	}
}

// failThenNoise scripts n failed attempts on a node whose noise rolls come
// out at the given d20s (attempt d20 1 always fails under allFail).
func failThenNoise(noise ...int) []int {
	var out []int
	for _, n := range noise {
		out = append(out, 1, n)
	}
	return out
}

func TestNoiseAddsAtMostOneTickPerNodePerPass(t *testing.T) {
	c := newChar(t, rules.Fighter)
	const room = "underforge.gallery"
	// Underforge is tier 3, a level-1 Fighter (DEX 15) works 4 quieter:
	// noise total = d20 - 1; d20 10..15 is noise.
	cases := []struct {
		name      string
		nodes     []Node
		noise     []int
		ticks     int
		noiseRoll int
	}{
		{"three noises on one node: one tick", nodesOf(t, room, 3, "iron_ore"), []int{10, 12, 15}, 1, 3},
		{"noise on two nodes: a tick each", nodesOf(t, room, 2, "iron_ore", "volcanic_glass"), []int{10, 13, 14, 11}, 2, 4},
		{"quiet rolls add nothing", nodesOf(t, room, 2, "iron_ore"), []int{1, 2}, 0, 0},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			d := &script{t: t, ints: failThenNoise(tc.noise...)}
			r := scripted(t, content.ZoneUnderforge, tc.nodes, c, allFail, d)
			assert.Equal(t, tc.ticks, r.NoiseTicks)
			assert.Equal(t, tc.ticks*NoiseThreat, r.ThreatDelta)
			noisy, ticked := 0, 0
			for _, a := range r.Attempts {
				require.NotNil(t, a.Noise, "every failed attempt rolls for noise")
				if a.Noise.Outcome == NoiseNoise {
					noisy++
				}
				if a.Noise.ThreatTick {
					ticked++
				}
			}
			assert.Equal(t, tc.noiseRoll, noisy)
			assert.Equal(t, tc.ticks, ticked)
			assert.Nil(t, r.Interrupt)
			for _, n := range tc.nodes {
				assert.Zero(t, n.Charges, "noise lets the node's remaining charges roll")
			}
			assert.Empty(t, d.ints)
		})
	}
}

func TestNoiseTickRaisesTheThreatTermForLaterRolls(t *testing.T) {
	c := newChar(t, rules.Fighter)
	// Threat 58: +0; one tick takes it to 60: +1 on the next node's rolls.
	nodes := nodesOf(t, "underforge.gallery", 1, "iron_ore", "volcanic_glass")
	d := &script{t: t, ints: failThenNoise(10, 1)}
	ctx := allFail
	ctx.Threat = 58
	r := scripted(t, content.ZoneUnderforge, nodes, c, ctx, d)
	require.Len(t, r.Attempts, 2)
	assert.Equal(t, -1, r.Attempts[0].Noise.Modifier, "tier 3, 4 quieter")
	assert.Equal(t, 0, r.Attempts[1].Noise.Modifier)
}

func TestSuccessesDoNotRollForNoise(t *testing.T) {
	c := newChar(t, rules.Fighter)
	nodes := nodesOf(t, "underforge.gallery", 2, "iron_ore")
	d := &script{t: t, ints: []int{10, 2, 10, 1}} // two rich successes (d20, 1d3 each), no noise d20
	r := scripted(t, content.ZoneUnderforge, nodes, c, allSucceed, d)
	require.Len(t, r.Attempts, 2)
	for _, a := range r.Attempts {
		assert.Nil(t, a.Noise)
	}
	assert.Empty(t, d.ints)
}

func TestInterruptStopsThePass(t *testing.T) {
	// A level-5 fighter: the Underforge's band starts there, so its noise
	// may bring an elite. DEX 10: works 3 quieter (proficiency only).
	c, _ := rules.AwardXP(newChar(t, rules.Fighter), rules.XPForLevel(5))
	require.Equal(t, 5, c.Level)
	c.Abilities.Dex = 10
	z, _ := content.ZoneByID(content.ZoneUnderforge)
	elite := map[content.MonsterID]bool{}
	for _, e := range z.Roster {
		elite[e.MonsterID] = e.Elite
	}
	cases := []struct {
		name     string
		noiseD20 int // + tier 3 − 3 quieter + 3 for threat 100
		between  []int
		kind     NoiseOutcome
		count    int
		isElite  bool
		nick     bool
	}{
		{"standard enemy with a surprise nick", 12, nil, NoiseStandard, 1, false, true},
		{"elite", 16, nil, NoiseElite, 1, true, false},
		{"patrol of three", 19, []int{3}, NoisePatrol, 3, false, false},
		{"patrol of two", 20, []int{2}, NoisePatrol, 2, false, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			nodes := nodesOf(t, "underforge.gallery", 3, "iron_ore", "volcanic_glass")
			ints := []int{1, tc.noiseD20}
			if tc.nick {
				ints = append(ints, 4) // the nick's 1d4
			}
			d := &script{t: t, ints: ints, betweens: tc.between}
			ctx := allFail
			ctx.Threat = 100 // a patrol needs a loud zone at level 1
			r := scripted(t, content.ZoneUnderforge, nodes, c, ctx, d)
			require.NotNil(t, r.Interrupt)
			assert.Equal(t, tc.kind, r.Interrupt.Kind)
			assert.Equal(t, nodes[0].ID, r.Interrupt.Node)
			require.Len(t, r.Interrupt.Monsters, tc.count)
			for _, m := range r.Interrupt.Monsters {
				assert.Equal(t, tc.isElite, elite[m], m)
			}
			if tc.nick {
				m, _ := content.MonsterByID(r.Interrupt.Monsters[0])
				ab := content.ApplyFloors(m, 3).AttackBonus
				assert.Equal(t, SurpriseNick(4, ab, 3, c.HP, rules.MaxHP(c)), r.Interrupt.Nick)
				assert.Positive(t, r.Interrupt.Nick)
			} else {
				assert.Zero(t, r.Interrupt.Nick)
			}
			assert.Len(t, r.Attempts, 1, "the pass stops at the interrupt")
			assert.Equal(t, 2, nodes[0].Charges, "the node keeps its remaining charges")
			assert.Equal(t, 3, nodes[1].Charges, "later nodes are not attempted")
			assert.Empty(t, d.ints)
		})
	}
}

func TestNoEliteAmbushesACharacterBelowTheZonesLevels(t *testing.T) {
	c := newChar(t, rules.Fighter) // level 1
	forest, _ := content.ZoneByID(content.ZoneForestShadows)
	require.Greater(t, forest.MinLevel, c.Level, "the forest is for levels 3-5")
	warrens, _ := content.ZoneByID(content.ZoneGoblinWarrens)
	elite := func(z content.Zone, id content.MonsterID) bool {
		for _, e := range z.Roster {
			if e.MonsterID == id {
				return e.Elite
			}
		}
		return false
	}
	for seed := range uint64(20) {
		in := newInterrupt(NoiseElite, "n", forest, c, dice.NewStream(seed, "roster"), dice.NewStream(seed, "d"))
		assert.Equal(t, NoiseStandard, in.Kind, "below the band: a standard enemy")
		require.Len(t, in.Monsters, 1)
		assert.False(t, elite(forest, in.Monsters[0]), in.Monsters[0])
		in = newInterrupt(NoiseElite, "n", warrens, c, dice.NewStream(seed, "roster"), dice.NewStream(seed, "d"))
		assert.Equal(t, NoiseElite, in.Kind, "inside the band the elite comes")
		assert.True(t, elite(warrens, in.Monsters[0]), in.Monsters[0])
	}
}
