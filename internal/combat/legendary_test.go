package combat

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/promise"
	"github.com/gogobee/gogobee/internal/rules"
)

// legendaryBoss is a boss with three legendary actions a round, each
// dealing 2d6 necrotic (×grow) against a save of ab, DC 8 + 5.
func legendaryBoss(ab rules.Ability, grow float64) content.Monster {
	m := dummy(100, 10, 5, "", 0)
	m.Boss = true
	m.Legendary = &content.LegendaryAction{Name: "Drain", Dice: rules.D(2, 6), Save: ab, Type: rules.Necrotic, PerRound: 3, Grow: grow}
	return m
}

// TestLegendaryActionFollowsEachPlayerTurn: after each of the player's
// turns the boss's legendary action deals its dice, grown by its zone,
// half on a made save (rules §2.7); nothing while the player is ethereal or
// once the boss is down.
func TestLegendaryActionFollowsEachPlayerTurn(t *testing.T) {
	sc := &script{d20: []int{1}, die: 3} // 2d6 rolls 6
	s := started(t, charAt(t, rules.Fighter, rules.Human, 5), sc, legendaryBoss(rules.WIS, 1.5))
	hp := s.Player().HP
	s.endPlayerTurn()
	acts := find(s.evs, EvLegendaryAction)
	require.Len(t, acts, 1)
	assert.Equal(t, "Drain (legendary action: 2d6 necrotic +50%, WIS save DC 13 for half)", acts[0].Detail)
	assert.Equal(t, hp-9, s.Player().HP, "6 × 1.5, the save failed")
	assert.Equal(t, []string{"R1 Dummy uses Drain (legendary action: 2d6 necrotic +50%, WIS save DC 13 for half)",
		"R1 You fail the WIS save (2 vs DC 13)", "R1 You take 9 (Drain)"},
		RoundLog(s.evs), "DC 8 + the boss's +5")

	hp = s.Player().HP
	sc.d20 = []int{20}
	require.True(t, s.startPlayerTurn())
	s.endPlayerTurn()
	assert.Equal(t, hp-4, s.Player().HP, "half of 9 on a made save")

	hp = s.Player().HP
	s.Player().Ethereal = true
	s.legendaryActions(playerActor, false)
	assert.Equal(t, hp, s.Player().HP, "out of reach on the Ethereal Plane")
	s.Player().Ethereal = false
	s.Enemies[0].Dead = true
	s.legendaryActions(playerActor, false)
	assert.Equal(t, hp, s.Player().HP, "a fallen boss acts no more")
	assert.Len(t, find(s.evs, EvLegendaryAction), 2)
}

// TestLegendaryActionOnADexSaveIsAnArea: a DEX save dodges like an area, so
// a Rogue's Evasion takes nothing on a made save.
func TestLegendaryActionOnADexSaveIsAnArea(t *testing.T) {
	sc := &script{d20: []int{20}, die: 3}
	s := started(t, charAt(t, rules.Rogue, rules.Human, 7), sc, legendaryBoss(rules.DEX, 0))
	require.True(t, s.Player().Char.HasFeature(rules.FeatureEvasion))
	hp := s.Player().HP
	s.endPlayerTurn()
	assert.Equal(t, hp, s.Player().HP)
	sc.d20 = []int{1}
	require.True(t, s.startPlayerTurn())
	s.endPlayerTurn()
	assert.Equal(t, hp-3, s.Player().HP, "half of 6 on a failed save, with Evasion")
}

// TestInfernaxSavesHisTailSweepForStrongerIntruders: Dragon's Lair (levels
// 12-20) grows Infernax's HP by up to 60% and his rising Tail Sweep (3d8
// bludgeoning, DEX) from none at departure level 12 to its full dice at 20
// (rules §2.7, §2.8): at level 16 it deals half of what it rolls.
func TestInfernaxSavesHisTailSweepForStrongerIntruders(t *testing.T) {
	infernax := monster(t, "infernax")
	require.NotNil(t, infernax.Legendary)
	require.True(t, infernax.Legendary.Rises)
	lair := func(level int) (*State, *script) {
		s, err := build(Spec{Seed: 1, Key: "lair", Character: charAt(t, rules.Fighter, rules.Human, level),
			Enemies: []content.Monster{infernax}, ZoneID: "dragons_lair", FoeLevel: level})
		require.NoError(t, err)
		sc := &script{d20: []int{1}, die: 4} // a failed save; 3d8 rolls 12
		s.fake, s.Phases, s.Order = sc, basePhases[s.Kind], []int{0, 1}
		require.True(t, s.startPlayerTurn())
		return &s, sc
	}

	s, _ := lair(12)
	assert.Equal(t, infernax.HP, s.Enemies[0].MaxHP, "the band's lowest level: as recorded")
	hp := s.Player().HP
	s.endPlayerTurn()
	assert.Empty(t, find(s.evs, EvLegendaryAction), "no Tail Sweep against a level-12 intruder")
	assert.Equal(t, hp, s.Player().HP)

	s, _ = lair(16)
	assert.Equal(t, 389, s.Enemies[0].MaxHP, "288 × 1.35 half way up the band")
	hp = s.Player().HP
	s.endPlayerTurn()
	acts := find(s.evs, EvLegendaryAction)
	require.Len(t, acts, 1)
	assert.Contains(t, acts[0].Detail, "Tail Sweep (legendary action: 3d8 bludgeoning at 50%, DEX save DC")
	assert.Equal(t, hp-6, s.Player().HP, "12 × 0.5, the save failed")
}

// TestSiegeHPJoinsABossAfterItsZoneSizesIt: Siege Mode's +20 HP is added to
// Ilvaras as the Underdark sizes her at departure level 10 (162 × 1.3 =
// 211), not grown with her: 231 (rules §2.8, §8.8); an ordinary foe gets
// none.
func TestSiegeHPJoinsABossAfterItsZoneSizesIt(t *testing.T) {
	promise.Shows(t, promise.SiegeBoss)
	s, err := build(Spec{Seed: 1, Key: "siege", Character: charAt(t, rules.Fighter, rules.Human, 10),
		Enemies: []content.Monster{monster(t, "ilvaras"), monster(t, "drow")}, ZoneID: "underdark", FoeLevel: 10, BossHP: 20})
	require.NoError(t, err)
	assert.Equal(t, 231, s.Enemies[0].MaxHP)
	drow, _ := content.MonsterByID("drow")
	underdark, _ := content.ZoneByID("underdark")
	assert.Equal(t, content.AsFought(drow, underdark, 4, 10).HP, s.Enemies[1].MaxHP)
}

// TestEveryBossWithLegendaryActionsTakesThem: each zone boss the facts or
// its record give legendary actions takes one at the end of the player's
// turn (a drain, of a turn the player was held stunned through), in its
// own zone, against a character who set out at the top of the zone's
// band; the others take none (rules §2.7).
func TestEveryBossWithLegendaryActionsTakesThem(t *testing.T) {
	cases := []struct {
		zone   string
		boss   content.MonsterID
		action string // "": none
	}{
		{"goblin_warrens", "grol", ""},
		{"crypt_valdris", "valdris", ""},
		{"forest_shadows", "hollow_king", ""},
		{"sunken_temple", "dreaming_aboleth", "Psychic Drain (legendary action: 2d6 psychic, WIS save DC 15 for half)"},
		{"haunted_manor", "lord_aldric", ""},
		{"underforge", "thyrak", ""},
		{"underdark", "ilvaras", "Necrotic Drain (legendary action: 2d10+2 necrotic +60%, WIS save DC 19 for half)"},
		{"feywild_crossing", "thornmother", "Coven Whispers (legendary action: 1d8 psychic +95%, WIS save DC 16 for half)"},
		{"dragons_lair", "infernax", "Tail Sweep (legendary action: 3d8 bludgeoning, DEX save DC 19 for half)"},
		{"abyss_portal", "belaxath", "Hellfire (legendary action: 3d8 fire +40%, CON save DC 21 for half)"},
	}
	require.Len(t, cases, len(content.Zones()), "one case per zone")
	for _, c := range cases {
		t.Run(string(c.boss), func(t *testing.T) {
			z, ok := content.ZoneByID(content.ZoneID(c.zone))
			require.True(t, ok, c.zone)
			require.Equal(t, c.boss, z.BossID)
			s, err := build(Spec{Seed: 1, Key: "legendary", Character: charAt(t, rules.Fighter, rules.Human, z.MaxLevel),
				Enemies: []content.Monster{monster(t, c.boss)}, ZoneID: content.ZoneID(c.zone), FoeLevel: z.MaxLevel})
			require.NoError(t, err)
			s.fake, s.Phases, s.Order = &script{d20: []int{1}, die: 1}, basePhases[s.Kind], []int{0, 1}
			require.True(t, s.startPlayerTurn())
			if m := s.Enemies[0].Monster.Legendary; m != nil && m.Drain {
				s.Player().Conditions = []Cond{{Name: rules.Stunned, Rounds: 1}} // a drain waits for a held player
			}
			hp := s.Player().HP
			s.endPlayerTurn()
			acts := find(s.evs, EvLegendaryAction)
			if c.action == "" {
				assert.Empty(t, acts)
				assert.Equal(t, hp, s.Player().HP)
				return
			}
			require.Len(t, acts, 1)
			assert.Equal(t, c.action, acts[0].Detail)
			assert.Less(t, s.Player().HP, hp, "the save failed: the action lands")
			assert.Equal(t, 2, s.Enemies[0].LegendaryActs, "three a round, one spent")
		})
	}
}

// TestLegendaryActionsFollowEveryOtherCreaturesTurn: a boss with two
// legendary actions a round spends one at the end of the player's turn and
// one at the end of its ally's, none after a second ally with none left
// nor after its own turn, and regains them at the start of its turn; a
// stunned boss takes none (rules §2.7, the SRD's shape).
func TestLegendaryActionsFollowEveryOtherCreaturesTurn(t *testing.T) {
	boss := legendaryBoss(rules.WIS, 0)
	boss.Legendary.PerRound = 2
	ally := dummy(50, 10, 0, "", 0)
	sc := &script{d20: nil, die: 1}
	// Initiative: the player, two allies, then the boss.
	s := fixture(t, charAt(t, rules.Fighter, rules.Human, 5), sc, ally, ally, boss)
	s.Order = []int{0, 1, 2, 3}
	require.True(t, s.startPlayerTurn())
	byActor := func() map[string]int {
		n := map[string]int{}
		for _, e := range find(s.evs, EvLegendaryAction) {
			n[e.Actor]++
		}
		return n
	}
	s.endPlayerTurn()
	assert.Equal(t, map[string]int{"e3": 1}, byActor(), "after the player's turn")
	s.nextTurn()
	s.advance()
	assert.Equal(t, 2, s.Round, "round 1 played out, the player's turn of round 2 begun")
	assert.Equal(t, map[string]int{"e3": 2}, byActor(), "one more after the first ally; none after the second nor after its own turn")
	assert.Equal(t, 2, s.Enemies[2].LegendaryActs, "regained at the start of its turn")
	s.endPlayerTurn()
	assert.Equal(t, map[string]int{"e3": 3}, byActor())

	s.Enemies[2].Conditions = []Cond{{Name: rules.Stunned, Rounds: 1}}
	s.legendaryActions(playerActor, false)
	assert.Equal(t, map[string]int{"e3": 3}, byActor(), "a stunned boss is incapacitated")
}

// TestTheAbolethDrainsOnlyAPlayerItHolds: the Dreaming Aboleth's Psychic
// Drain waits for a player held stunned (its Enslave) and heals it by the
// HP the player loses; a free player's turn ends with no drain and the
// action kept (rules §2.7). The drain rises with the Sunken Temple's band
// (levels 3-5): the character set out at level 5, where it rolls its full
// dice.
func TestTheAbolethDrainsOnlyAPlayerItHolds(t *testing.T) {
	b, err := build(Spec{Seed: 1, Key: "drain", Character: charAt(t, rules.Fighter, rules.Human, 5),
		Enemies: []content.Monster{monster(t, "dreaming_aboleth")}, ZoneID: "sunken_temple", FoeLevel: 5})
	require.NoError(t, err)
	s := &b
	s.fake, s.Phases, s.Order = &script{d20: []int{1}, die: 3}, basePhases[s.Kind], []int{0, 1}
	require.True(t, s.startPlayerTurn())
	s.Enemies[0].HP -= 20
	hp, bossHP := s.Player().HP, s.Enemies[0].HP
	s.endPlayerTurn()
	assert.Empty(t, find(s.evs, EvLegendaryAction), "a free player is not drained")
	assert.Equal(t, 3, s.Enemies[0].LegendaryActs)

	s.Player().Conditions = []Cond{{Name: rules.Stunned, Rounds: 1}}
	s.endPlayerTurn()
	require.Len(t, find(s.evs, EvLegendaryAction), 1)
	assert.Empty(t, s.Player().Conditions, "the stun ran out with the turn, the drain still came")
	assert.Equal(t, hp-6, s.Player().HP, "2d6 rolls 6, the save failed")
	assert.Equal(t, bossHP+6, s.Enemies[0].HP, "it regains what it drained")
	assert.Equal(t, 2, s.Enemies[0].LegendaryActs)
}
