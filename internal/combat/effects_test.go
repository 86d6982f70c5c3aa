package combat

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
)

// TestMonsterTurnEffects runs one monster turn (d20 15 against AC 10,
// dice rolling their maximum, every proc succeeding) for each effect that
// acts on the monster's own turn and checks its result. The dummy's 1d4
// hit deals 4.
func TestMonsterTurnEffects(t *testing.T) {
	tests := []struct {
		eff   content.Effect
		setup func(s *State)
		check func(t *testing.T, s *State)
	}{
		{content.EffectPoison, nil, func(t *testing.T, s *State) {
			assert.True(t, hasCond(s.Player().Conditions, rules.Poisoned))
			assert.Equal(t, content.PoisonTicks, s.Player().PoisonTicks)
		}},
		{content.EffectStun, func(s *State) { s.fake.(*script).d20 = []int{15, 1} }, func(t *testing.T, s *State) {
			assert.True(t, hasCond(s.Player().Conditions, rules.Stunned), "the CON save failed")
		}},
		{content.EffectLifesteal, func(s *State) { s.Enemies[0].HP = 20 }, func(t *testing.T, s *State) {
			assert.Equal(t, 22, s.Enemies[0].HP, "heals half of the 4 dealt")
		}},
		{content.EffectBonusDamage, nil, func(t *testing.T, s *State) {
			assert.Equal(t, 100-8, s.Player().HP, "a second 1d4")
		}},
		{content.EffectEnrage, func(s *State) { s.Enemies[0].HP = 10 }, func(t *testing.T, s *State) {
			assert.Equal(t, 100-6, s.Player().HP, "4 × 1.5 below 40% HP")
		}},
		{content.EffectExecute, func(s *State) { s.Player().HP = 20 }, func(t *testing.T, s *State) {
			assert.Equal(t, 20-5, s.Player().HP, "4 × 1.3 below 30% HP")
		}},
		{content.EffectCleave, nil, func(t *testing.T, s *State) {
			assert.Equal(t, 100-6, s.Player().HP, "4 plus a 2 follow-up")
		}},
		{content.EffectStatDrain, nil, func(t *testing.T, s *State) {
			assert.Equal(t, 4, s.Player().StatDrain, "1d4 STR")
		}},
		{content.EffectDebuff, nil, func(t *testing.T, s *State) {
			assert.Equal(t, DebuffStep, s.Player().ACDebuff)
		}},
		{content.EffectMaxHPDrain, nil, func(t *testing.T, s *State) {
			assert.Equal(t, 96, s.Player().MaxHP)
			assert.Equal(t, 4, s.Player().MaxHPDrained)
		}},
		{content.EffectSelfHeal, func(s *State) { s.Enemies[0].HP = 10 }, func(t *testing.T, s *State) {
			assert.Equal(t, 20, s.Enemies[0].HP, "MaxHP/5 = 10")
		}},
		{content.EffectRegenerate, func(s *State) { s.Enemies[0].HP = 10 }, func(t *testing.T, s *State) {
			assert.Equal(t, 14, s.Enemies[0].HP, "MaxHP/12 = 4")
		}},
		{content.EffectAllyBuff, nil, func(t *testing.T, s *State) {
			assert.Equal(t, AllyBuffBonus, s.Enemies[0].Buff)
			assert.Equal(t, 15+AllyBuffBonus, findFrom(s.evs, EvAttackHit, "e1")[0].Total)
		}},
		{content.EffectRevealAct, nil, func(t *testing.T, s *State) {
			assert.True(t, s.Player().Revealed)
		}},
		{content.EffectAdvantage, func(s *State) {
			s.fake.(*script).d20 = []int{3, 15}
		}, func(t *testing.T, s *State) {
			assert.Len(t, findFrom(s.evs, EvAttackHit, "e1"), 1, "advantage keeps the 15")
		}},
		{content.EffectAoE, func(s *State) { s.fake.(*script).d20 = []int{1} }, func(t *testing.T, s *State) {
			assert.Empty(t, findFrom(s.evs, EvAttackHit, "e1"), "the blast replaces the attack")
			assert.Equal(t, 100-8, s.Player().HP, "two damage rolls, save failed")
			assert.True(t, s.Enemies[0].Recharging)
		}},
	}
	for _, tc := range tests {
		t.Run(string(tc.eff), func(t *testing.T) {
			sc := &script{d20: []int{15}, yes: true}
			s := fixture(t, charAt(t, rules.Fighter, rules.Human, 1), sc, dummy(50, 10, 0, tc.eff, 0.5))
			s.Player().AC, s.Player().HP, s.Player().MaxHP = 10, 100, 100
			if tc.setup != nil {
				tc.setup(s)
			}
			s.enemyTurn(0)
			tc.check(t, s)
			effs := find(s.evs, EvEffect)
			require.NotEmpty(t, effs, "the ability is announced")
			assert.Equal(t, tc.eff, effs[0].Effect)
		})
	}
}

// A stun allows a CON save against 8 + the monster's to-hit (SRD).
func TestAStunIsShakenOffWithACONSave(t *testing.T) {
	for _, tc := range []struct {
		save    int
		stunned bool
	}{{1, true}, {20, false}} {
		sc := &script{d20: []int{15, tc.save}, yes: true}
		s := fixture(t, charAt(t, rules.Fighter, rules.Human, 1), sc, dummy(50, 10, 0, content.EffectStun, 0.5))
		s.Player().AC, s.Player().HP, s.Player().MaxHP = 10, 100, 100
		s.enemyTurn(0)
		assert.Equal(t, tc.stunned, hasCond(s.Player().Conditions, rules.Stunned), "save d20 %d", tc.save)
		saves := append(find(s.evs, EvSaveMade), find(s.evs, EvSaveFailed)...)
		require.Len(t, saves, 1)
		assert.Equal(t, string(rules.CON), saves[0].Detail)
		assert.Equal(t, 8+s.Enemies[0].Monster.AttackBonus, saves[0].Amount, "the DC")
	}
}

// A hit that drops the player to 0 HP ends the fight: the stun riding on
// it is neither rolled nor applied (no save, no condition after "You drop
// to 0 HP").
func TestAStunRidesNoHitThatDownsThePlayer(t *testing.T) {
	for _, tc := range []struct {
		hp    int
		downs bool
	}{{1, true}, {100, false}} {
		sc := &script{d20: []int{15, 1}, yes: true}
		s := fixture(t, charAt(t, rules.Fighter, rules.Human, 1), sc, dummy(50, 10, 0, content.EffectStun, 0.5))
		s.Player().AC, s.Player().HP, s.Player().MaxHP = 10, tc.hp, 100
		s.enemyTurn(0)
		assert.Equal(t, tc.downs, s.Result == ResultDowned, "HP %d", tc.hp)
		saves := append(find(s.evs, EvSaveMade), find(s.evs, EvSaveFailed)...)
		if tc.downs {
			assert.Empty(t, saves, "no save after the downing hit")
			assert.False(t, hasCond(s.Player().Conditions, rules.Stunned))
		} else {
			assert.Len(t, saves, 1, "a hit that leaves the player standing still stuns")
			assert.True(t, hasCond(s.Player().Conditions, rules.Stunned))
		}
	}
}

func TestAbilityProcsOnlyInItsPhase(t *testing.T) {
	m := dummy(50, 10, 0, content.EffectBonusDamage, 1)
	m.Ability.Phase = content.PhaseOpening
	sc := &script{d20: []int{15, 15}, yes: true}
	s := fixture(t, charAt(t, rules.Fighter, rules.Human, 1), sc, m)
	s.Player().AC, s.Player().HP, s.Player().MaxHP = 10, 100, 100
	s.Surprise = true
	s.Round = s.Phases.Opening + 1
	require.Equal(t, content.PhaseClash, s.Phase())
	s.enemyTurn(0)
	assert.Empty(t, find(s.evs, EvEffect))
	assert.Equal(t, 96, s.Player().HP)
	s.Round = 1
	s.enemyTurn(0)
	assert.Len(t, find(s.evs, EvEffect), 1)
	assert.Equal(t, 96-8, s.Player().HP, "surprise attack before the player acted")
}

// A Surprise Attack (an opening-phase bonus_damage) needs surprise: a
// night ambush before the player acts, never a fight the player opened
// at a door (rules §2.6).
func TestSurpriseAttackNeedsSurprise(t *testing.T) {
	tests := []struct {
		name            string
		surprise, acted bool
		bonus           bool
	}{
		{"ambushed before acting", true, false, true},
		{"ambushed after acting", true, true, false},
		{"at the door the player opened", false, false, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			sc := &script{d20: []int{15}, die: 3, yes: true}
			s := fixture(t, charAt(t, rules.Fighter, rules.Human, 1), sc, monster(t, "grol"))
			s.Player().AC, s.Player().HP, s.Player().MaxHP = 10, 100, 100
			s.Surprise, s.Player().Acted = tc.surprise, tc.acted
			s.enemyTurn(0)
			swings := 5 + 3 // Grol's multiattack, both hitting on a 10
			want := 100 - swings
			if tc.bonus {
				want -= 3 + 3 // one more roll of his 1d6+3, the d6 scripted to 3
			}
			assert.Equal(t, want, s.Player().HP)
			assert.Len(t, find(s.evs, EvEffect), b2i(tc.bonus))
		})
	}
}

// A night ambush's Spec.Surprise reaches the fight's state, where the
// Surprise Attack reads it; a fight started without it is no surprise.
func TestASurpriseReachesTheFight(t *testing.T) {
	for _, surprise := range []bool{false, true} {
		st, _, err := New(Spec{Seed: 1, Key: "ambush", Character: charAt(t, rules.Fighter, rules.Human, 5),
			Enemies: []content.Monster{monster(t, "worg")}, Surprise: surprise})
		require.NoError(t, err)
		assert.Equal(t, surprise, st.Surprise)
	}
}

func TestPoisonTicksAtRoundEnd(t *testing.T) {
	tests := []struct {
		race rules.RaceID
		tick int
	}{
		{rules.Human, 5},
		{rules.Dwarf, 2}, // poison halved (rules §1.2)
	}
	for _, tc := range tests {
		t.Run(string(tc.race), func(t *testing.T) {
			s := started(t, charAt(t, rules.Fighter, tc.race, 1), &script{}, dummy(50, 10, 0, "", 0))
			s.Player().HP, s.Player().MaxHP, s.Player().PoisonTicks = 50, 50, 2
			s.endRound()
			s.endRound()
			s.endRound()
			assert.Equal(t, 50-2*tc.tick, s.Player().HP, "two ticks, then nothing")
			assert.Zero(t, s.Player().PoisonTicks)
		})
	}
}

// TestDefensiveEffects checks the effects that answer the player's
// attacks: a d20 of 15 hits AC 10 for the fighter's maximum damage.
func TestDefensiveEffects(t *testing.T) {
	tests := []struct {
		eff   content.Effect
		hp    int
		check func(t *testing.T, s *State, full int)
	}{
		{content.EffectEvade, 50, func(t *testing.T, s *State, full int) {
			missed := find(s.evs, EvAttackMissed)
			require.Len(t, missed, 1)
			assert.Equal(t, "evaded", missed[0].Detail)
		}},
		{content.EffectBlock, 50, func(t *testing.T, s *State, full int) {
			assert.Equal(t, 50-(full-full/2), s.Enemies[0].HP, "half the hit is stopped")
		}},
		{content.EffectRetaliate, 50, func(t *testing.T, s *State, full int) {
			assert.Equal(t, s.Player().MaxHP-full/2, s.Player().HP, "half the damage comes back")
		}},
		{content.EffectSurviveAt1, 1, func(t *testing.T, s *State, full int) {
			assert.Equal(t, 1, s.Enemies[0].HP)
			assert.True(t, s.Enemies[0].Survived)
			assert.False(t, s.Over())
		}},
		{content.EffectDeathAoE, 1, func(t *testing.T, s *State, full int) {
			assert.True(t, s.Enemies[0].Dead)
			assert.Equal(t, s.Player().MaxHP-4, s.Player().HP, "1d4 burst, save failed")
		}},
	}
	for _, tc := range tests {
		t.Run(string(tc.eff), func(t *testing.T) {
			sc := &script{d20: []int{15, 1}, yes: true}
			s := started(t, charAt(t, rules.Fighter, rules.Human, 1), sc, dummy(50, 10, 0, tc.eff, 0.5))
			s.Enemies[0].HP = tc.hp
			w := s.Player().WeaponDice
			full := w.Count*w.Sides + w.Bonus + s.Player().DamageBonus
			s.playerSwing(sc, 0)
			tc.check(t, s, full)
			assert.NotEmpty(t, find(s.evs, EvEffect))
		})
	}
}

func TestSpellResistHalvesSpellDamage(t *testing.T) {
	sc := &script{yes: true}
	s := started(t, charAt(t, rules.Mage, rules.Human, 1), sc,
		dummy(50, 10, 0, content.EffectSpellResist, 1), dummy(50, 10, 0, "", 0))
	require.NoError(t, s.cast(rules.MagicMissile, 0, 1))
	require.NoError(t, s.cast(rules.MagicMissile, 1, 1))
	assert.Equal(t, 50-3*(5/2), s.Enemies[0].HP, "each 1d4+1 dart halved")
	assert.Equal(t, 50-3*5, s.Enemies[1].HP)
}

func TestPhaseTwoAtThreshold(t *testing.T) {
	sc := &script{d20: []int{15, 15}}
	s := started(t, charAt(t, rules.Fighter, rules.Human, 1), sc, monster(t, "valdris"))
	en := &s.Enemies[0]
	en.Monster.BlockRate = 0
	s.damageEnemy(sc, 0, en.MaxHP/2-1, "hit")
	assert.False(t, en.Phase2, "above 50%")
	s.damageEnemy(sc, 0, 2, "hit")
	assert.True(t, en.Phase2)
	s.damageEnemy(sc, 0, 2, "hit")
	assert.Len(t, find(s.evs, EvPhaseTwo), 1, "announced once")

	s.Player().AC = 1
	s.enemyTurn(0)
	hits := findFrom(s.evs, EvAttackHit, "e1")
	require.NotEmpty(t, hits)
	assert.Equal(t, 15+en.Monster.Multiattack.ToHit+Phase2HitBonus, hits[0].Total)
}

// A stun is shaken off with a CON save unless the ability names its own:
// Lord Aldric's Charm asks for WIS (rules §2.7), where a level-5 Mage is
// proficient and a Fighter is not.
func TestAStunUsesItsAbilitysSave(t *testing.T) {
	charm := monster(t, "lord_aldric").Ability
	require.Equal(t, rules.WIS, charm.Save)
	for _, tc := range []struct {
		class   rules.ClassID
		stunned bool
	}{{rules.Mage, false}, {rules.Fighter, true}} {
		c := charAt(t, tc.class, rules.Human, 5)
		// DC 8 + 6 = 14; a 10 on the d20 passes with the Mage's WIS +4
		// (+1 and proficiency) and fails with the Fighter's +1.
		sc := &script{d20: []int{10}, yes: true}
		s := started(t, c, sc, dummy(100, 10, 6, content.EffectStun, 1))
		s.Enemies[0].Monster.Ability.Save = rules.WIS
		s.onHitEffects(sc, 0, 5)
		assert.Equal(t, tc.stunned, hasCond(s.Player().Conditions, rules.Stunned), tc.class)
	}
}

// Lord Aldric's mist form: the first time he drops to 0 HP he re-forms
// with ReformAt of his HP in phase 2; the second time he falls.
func TestABossReformsOnceInPhaseTwo(t *testing.T) {
	sc := &script{}
	s := started(t, charAt(t, rules.Fighter, rules.Human, 5), sc, monster(t, "lord_aldric"))
	en := &s.Enemies[0]
	require.Positive(t, en.Monster.ReformAt)
	want := int(en.Monster.ReformAt * float64(en.MaxHP))
	s.damageEnemy(sc, 0, en.MaxHP+10, "hit")
	assert.False(t, en.Dead)
	assert.Equal(t, want, en.HP)
	assert.True(t, en.Phase2)
	ref := find(s.evs, EvReformed)
	require.Len(t, ref, 1)
	assert.Equal(t, want, ref[0].HP)
	assert.Len(t, find(s.evs, EvPhaseTwo), 1)
	s.damageEnemy(sc, 0, en.HP, "hit")
	assert.True(t, en.Dead, "once only")
	assert.Equal(t, ResultWon, s.Result)

	s = started(t, charAt(t, rules.Fighter, rules.Human, 5), sc, monster(t, "grol"))
	s.damageEnemy(sc, 0, s.Enemies[0].MaxHP, "hit")
	assert.True(t, s.Enemies[0].Dead, "a boss without ReformAt falls")
}

func TestLegendaryResistanceTurnsFailedSaves(t *testing.T) {
	sc := &script{d20: []int{1, 1, 1, 1, 1}}
	s := started(t, charAt(t, rules.Fighter, rules.Human, 1), sc, monster(t, "belaxath"))
	require.Equal(t, 3, s.Enemies[0].Legendary)
	assert.False(t, s.enemySave(sc, 0, rules.DEX, 15, false), "a cantrip's save is not worth one")
	assert.True(t, s.enemySave(sc, 0, rules.DEX, 15, true))
	assert.True(t, s.enemySave(sc, 0, rules.DEX, 15, true))
	assert.True(t, s.enemySave(sc, 0, rules.DEX, 15, true))
	assert.False(t, s.enemySave(sc, 0, rules.DEX, 15, true), "none left")
	assert.Zero(t, s.Enemies[0].Legendary)
	assert.Len(t, find(s.evs, EvLegendaryResistance), 3)
}

func TestEnemyEscape(t *testing.T) {
	tests := []struct {
		name    string
		monster content.MonsterID
		hp      int
		escapes bool
		xp      int // KillXP × the share of its HP taken off, rounded down
	}{
		{"badly hurt goblin escapes", "goblin_sneak", 1, true, 60 * 6 / 7},
		{"healthy goblin stays", "goblin_sneak", 7, false, 0},
		{"elite at 15% holds its room", "hobgoblin_warchief", 7, false, 0},
		{"elite below 10% escapes", "hobgoblin_warchief", 4, true, 200 * 48 / 52},
		{"boss never escapes", "grol", 1, false, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			sc := &script{d20: []int{1, 1, 1, 1}, yes: true}
			s := fixture(t, charAt(t, rules.Fighter, rules.Human, 1), sc, monster(t, tc.monster))
			s.Enemies[0].HP = tc.hp
			s.enemyTurn(0)
			assert.Equal(t, tc.escapes, s.Enemies[0].Escaped)
			assert.Len(t, find(s.evs, EvEnemyEscaped), b2i(tc.escapes))
			if tc.escapes {
				assert.Equal(t, ResultWon, s.Result, "nobody left standing")
				_, _, _ = s.finishCall()
				assert.Equal(t, EscapeThreat, s.Outcome.EscapeThreat)
				assert.Equal(t, tc.xp, s.Outcome.XP, "XP for the wounds dealt, no kill")
				assert.Empty(t, s.Outcome.Loot, "its loot got away")
			}
		})
	}
}

func TestEscapeOdds(t *testing.T) {
	tests := []struct {
		monster       content.MonsterID
		below, chance float64
		ok            bool
	}{
		{"goblin_sneak", EscapeBelow, EscapeChance, true},
		{"worg", EliteEscapeBelow, EliteEscapeChance, true},
		{"hobgoblin_warchief", EliteEscapeBelow, EliteEscapeChance, true},
		{"grol", 0, 0, false},
		{"tunnel_predator", 0, 0, false}, // a region boss is a boss
	}
	for _, tc := range tests {
		t.Run(string(tc.monster), func(t *testing.T) {
			below, chance, ok := EscapeOdds(monster(t, tc.monster))
			assert.Equal(t, tc.ok, ok)
			assert.InDelta(t, tc.below, below, 1e-9)
			assert.InDelta(t, tc.chance, chance, 1e-9)
		})
	}
}

func TestEscapedXP(t *testing.T) {
	m := monster(t, "hobgoblin_warchief") // CR 2: 200 XP, 300 at tier 5's floor
	tests := []struct {
		name            string
		tier, hp, maxHP int
		want            int
	}{
		{"untouched pays nothing", 1, 52, 52, 0},
		{"half taken off pays half", 1, 26, 52, 100},
		{"at 1 HP nearly all", 1, 1, 52, 196},
		{"the tier's floor counts", 5, 26, 52, 150},
		{"no max HP pays nothing", 1, 0, 0, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, EscapedXP(m, tc.tier, tc.hp, tc.maxHP))
		})
	}
}

// TestRetaliationLandsOnTheKillingBlow: a melee hit that kills the last
// foe with retaliate still takes its retaliation (half the damage dealt)
// before the victory, and a retaliation worth 0 is not told.
func TestRetaliationLandsOnTheKillingBlow(t *testing.T) {
	tests := []struct {
		name string
		hp   int // the foe's HP: the damage dealt by the killing hit
		back int // the retaliation the player takes
	}{
		{"half the killing hit comes back", 4, 2},
		{"a 1-HP kill sends back nothing and tells nothing", 1, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			sc := &script{d20: []int{15, 1}, yes: true}
			s := started(t, charAt(t, rules.Fighter, rules.Human, 1), sc, dummy(50, 10, 0, content.EffectRetaliate, 0.5))
			s.Enemies[0].HP = tc.hp
			s.playerSwing(sc, 0)
			assert.Equal(t, ResultWon, s.Result)
			assert.Equal(t, s.Player().MaxHP-tc.back, s.Player().HP)
			log := RoundLog(s.evs)
			if tc.back == 0 {
				assert.Empty(t, find(s.evs, EvEffect), "no aura line without its damage")
				return
			}
			require.NotEmpty(t, log)
			assert.Equal(t, "Victory", log[len(log)-1][strings.Index(log[len(log)-1], " ")+1:], "the victory comes after the retaliation")
			assert.Contains(t, strings.Join(log, "\n"), "(retaliate)")
		})
	}
}
