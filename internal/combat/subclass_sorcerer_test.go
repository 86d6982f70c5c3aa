package combat

import (
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/rules"
)

// seqRoller rolls its dice from a queue, then the die's maximum.
type seqRoller struct{ vals []int }

func (q *seqRoller) Die(sides int) int {
	if len(q.vals) == 0 {
		return sides
	}
	v := q.vals[0]
	q.vals = q.vals[1:]
	return v
}
func (q *seqRoller) Chance(float64) bool { return false }
func (q *seqRoller) IntN(n int) int      { return max(n-1, 0) }

// withPoints is c with n sorcery points left.
func withPoints(c rules.Character, n int) rules.Character {
	c = c.Clone()
	c.Resources[rules.FeatureFontOfMagic] = n
	return c
}

// Metamagic (rules §1.7): Quickened Spell casts a spell of one action as
// the bonus action for 2 points, Empowered Spell a damage spell for 1;
// each refusal changes nothing.
func TestMetamagic(t *testing.T) {
	cases := []struct {
		name     string
		level    int
		points   int // -1: the level's own
		bonusSet bool
		a        Action
		err      error
		left     int
		bonus    bool // the bonus action is spent after
		action   bool // the action is spent after
	}{
		{"quickened magic missile", 3, -1, false, Action{Kind: ActCast, Spell: rules.MagicMissile, Meta: rules.Quickened}, nil, 1, true, false},
		{"quickened fire bolt", 3, -1, false, Action{Kind: ActCast, Spell: rules.FireBolt, Meta: rules.Quickened}, nil, 1, true, false},
		{"empowered magic missile", 3, -1, false, Action{Kind: ActCast, Spell: rules.MagicMissile, Meta: rules.Empowered}, nil, 2, false, true},
		{"points short", 3, 1, false, Action{Kind: ActCast, Spell: rules.MagicMissile, Meta: rules.Quickened}, ErrNoPoints, 1, false, false},
		{"no metamagic at level 2", 2, -1, false, Action{Kind: ActCast, Spell: rules.MagicMissile, Meta: rules.Quickened}, ErrNoFeature, 2, false, false},
		{"shield is no action spell", 3, -1, false, Action{Kind: ActCast, Spell: rules.ShieldSpell, Meta: rules.Quickened}, ErrNotQuickenable, 3, false, false},
		{"mage armor rolls no damage", 3, -1, false, Action{Kind: ActCast, Spell: rules.MageArmorSpell, Meta: rules.Empowered}, ErrNotEmpowerable, 3, false, false},
		{"bonus action spent", 3, -1, true, Action{Kind: ActCast, Spell: rules.MagicMissile, Meta: rules.Quickened}, ErrNoBonusAction, 3, true, false},
		{"an option not modelled", 3, -1, false, Action{Kind: ActCast, Spell: rules.MagicMissile, Meta: "twinned"}, ErrUnknownMetamagic, 3, false, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			c := charAt(t, rules.Sorcerer, rules.Human, tc.level)
			c.MageArmor = false
			if tc.points >= 0 {
				c = withPoints(c, tc.points)
			}
			s := started(t, c, &script{d20: []int{15}}, dummy(500, 10, 0, "", 0))
			s.Player().BonusUsed = tc.bonusSet
			tc.a.Target = 0
			err := s.do(tc.a)
			if tc.err != nil {
				require.ErrorIs(t, err, tc.err)
			} else {
				require.NoError(t, err)
				assert.Less(t, s.Enemies[0].HP, 500, "the spell lands")
			}
			assert.Equal(t, tc.left, rules.SorceryPoints(s.Player().Char), "points left")
			assert.Equal(t, tc.bonus, s.Player().BonusUsed, "bonus action")
			assert.Equal(t, tc.action, s.Player().ActionUsed, "action")
		})
	}
}

// After a quickened leveled spell the action casts only a cantrip (rules
// §1.6, SRD).
func TestQuickenedSpellLeavesACantrip(t *testing.T) {
	s := started(t, charAt(t, rules.Sorcerer, rules.Human, 5), &script{d20: []int{15, 15, 15}}, dummy(500, 10, 0, "", 0))
	require.NoError(t, s.do(Action{Kind: ActCast, Spell: rules.MagicMissile, Target: 0, Meta: rules.Quickened}))
	assert.ErrorIs(t, s.do(Action{Kind: ActCast, Spell: rules.MagicMissile, Target: 0}), ErrSpellThisTurn)
	assert.NoError(t, s.do(Action{Kind: ActCast, Spell: rules.FireBolt, Target: 0}))
}

// Empowered Spell rerolls the lowest dice under the die's average, up to
// the CHA modifier, once a cast.
func TestEmpoweredSpellRerollsTheLowestDice(t *testing.T) {
	four := rules.Dice{Count: 4, Sides: 6}
	for _, tc := range []struct {
		name    string
		rerolls int
		rolls   []int
		want    int
	}{
		{"none: the plain roll", 0, []int{1, 6, 2, 5}, 14},
		{"two low dice again", 2, []int{1, 6, 2, 5, 6, 6}, 23},
		{"a 5 is over the average: kept", 3, []int{1, 6, 2, 5, 6, 6}, 23},
		{"one reroll, the lowest", 1, []int{3, 1, 6, 6, 4}, 19},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := started(t, charAt(t, rules.Sorcerer, rules.Human, 3), &script{}, dummy(500, 10, 0, "", 0))
			s.rerolls = tc.rerolls
			assert.Equal(t, tc.want, s.spellRoll(&seqRoller{vals: tc.rolls}, four, false))
			assert.Zero(t, s.rerolls, "once a cast")
		})
	}
}

// Font of Magic (rules §1.7): a bonus action makes a slot from points or
// points from a slot; a refusal changes nothing.
func TestFontOfMagic(t *testing.T) {
	cases := []struct {
		name   string
		level  int
		points int
		slot   int
		err    error
		left   int
		slots  [2]int // slots of level |slot| before and after
	}{
		{"two points, a 1st-level slot", 3, 3, 1, nil, 1, [2]int{4, 5}},
		{"five points, a 3rd-level slot", 5, 5, 3, nil, 0, [2]int{2, 3}},
		{"short of points", 5, 4, 3, ErrNoPoints, 4, [2]int{2, 2}},
		{"no 6th-level slot", 20, 20, 6, ErrFontSlot, 20, [2]int{2, 2}},
		{"a 2nd-level slot for 2 points", 5, 1, -2, nil, 3, [2]int{3, 2}},
		{"a pool too full", 5, 4, -2, ErrPointsFull, 4, [2]int{3, 3}},
		{"no slot of the level, the pool full", 2, 2, -3, ErrNoSlot, 2, [2]int{0, 0}}, // no slot is the reason told
		{"no points at level 1", 1, 0, 1, ErrNoFeature, 0, [2]int{2, 2}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			c := charAt(t, rules.Sorcerer, rules.Human, tc.level)
			if tc.level >= 2 {
				c = withPoints(c, tc.points)
			}
			s := started(t, c, &script{}, dummy(500, 10, 0, "", 0))
			lvl := max(tc.slot, -tc.slot)
			require.Equal(t, tc.slots[0], s.Player().Char.Slots.At(lvl))
			err := s.do(Action{Kind: ActFont, Slot: tc.slot})
			if tc.err != nil {
				require.ErrorIs(t, err, tc.err)
			} else {
				require.NoError(t, err)
				assert.True(t, s.Player().BonusUsed, "a bonus action")
			}
			assert.Equal(t, tc.left, rules.SorceryPoints(s.Player().Char))
			assert.Equal(t, tc.slots[1], s.Player().Char.Slots.At(lvl))
		})
	}
}

// The origins' damage (rules §1.11): Elemental Affinity adds CHA to a fire
// spell's roll of 1st level or higher (a cantrip's none), Heart of the Storm half the level in lightning to every
// foe after a leveled lightning or thunder spell.
func TestSorcerousOriginDamage(t *testing.T) {
	cases := []struct {
		name  string
		level int
		sub   string
		spell rules.SpellID
		extra int // HP on each foe over the vanilla sorcerer's
	}{
		{"draconic scorching ray", 6, "draconic", rules.ScorchingRay, 3},
		{"draconic fire bolt: a cantrip", 6, "draconic", rules.FireBolt, 0},
		{"draconic magic missile: no fire", 6, "draconic", rules.MagicMissile, 0},
		{"draconic at 5: no affinity yet", 5, "draconic", rules.ScorchingRay, 0},
		{"storm thunderwave", 7, "storm", rules.Thunderwave, 3},
		{"storm fire bolt: a cantrip", 7, "storm", rules.FireBolt, 0},
		{"storm burning hands: no storm type", 7, "storm", rules.BurningHands, 0},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			hit := func(sub string) int {
				s := started(t, subclassed(t, rules.Sorcerer, tc.level, sub), &script{d20: []int{15}}, dummy(500, 10, 0, "", 0), dummy(500, 10, 0, "", 0))
				require.NoError(t, s.do(Action{Kind: ActCast, Spell: tc.spell, Target: 0}))
				return 500 - s.Enemies[0].HP
			}
			assert.Equal(t, tc.extra, hit(tc.sub)-hit(""))
		})
	}
}

// Heart of the Storm's lightning is told as the feature's, not as the
// spell that set it off (rules §1.11).
func TestHeartOfTheStormIsToldAsItsOwnDamage(t *testing.T) {
	s := started(t, subclassed(t, rules.Sorcerer, 7, "storm"), &script{d20: []int{15}}, dummy(500, 10, 0, "", 0))
	require.NoError(t, s.do(Action{Kind: ActCast, Spell: rules.Thunderwave, Target: 0}))
	log := RoundLog(s.evs)
	assert.Contains(t, log, "R1 Dummy takes 3 (Heart of the Storm)")
	assert.Contains(t, strings.Join(log, "\n"), "(Thunderwave)", "the spell's own damage keeps its name")
}

// Tempestuous Magic (rules §1.11): a leveled spell spends the free bonus
// action on a flight; the next attack on the player has disadvantage,
// once.
func TestTempestuousMagic(t *testing.T) {
	for _, tc := range []struct {
		name   string
		spell  rules.SpellID
		up     bool
		bonus  bool
		preset bool
	}{
		{"a leveled spell", rules.MagicMissile, true, true, false},
		{"a cantrip", rules.FireBolt, false, false, false},
		{"bonus action already spent", rules.MagicMissile, false, true, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := started(t, subclassed(t, rules.Sorcerer, 3, "storm"), &script{d20: []int{15}}, dummy(500, 10, 0, "", 0))
			s.Player().BonusUsed = tc.preset
			require.NoError(t, s.do(Action{Kind: ActCast, Spell: tc.spell, Target: 0}))
			assert.Equal(t, tc.up, s.TempestUp())
			assert.Equal(t, tc.bonus, s.Player().BonusUsed)
			assert.Equal(t, tc.up, s.tempestDodge(), "the first attack")
			assert.False(t, s.tempestDodge(), "spent")
		})
	}
}

// Tides of Chaos and Wild Magic Surge (rules §1.11): the Tides give the
// next attack roll advantage; a leveled spell surges on a d20 of 1 (spent
// Tides or not) and the surge gives them back; the surge table's roll
// applies.
func TestTidesOfChaosAndWildSurge(t *testing.T) {
	c := subclassed(t, rules.Sorcerer, 3, "wild_magic")
	s := started(t, c, &script{d20: []int{1, 15}}, dummy(500, 10, 0, "", 0))
	require.NoError(t, s.do(Action{Kind: ActTides}))
	assert.ErrorIs(t, s.do(Action{Kind: ActTides}), ErrTidesUp)
	assert.False(t, s.Player().ActionUsed, "no action")
	require.NoError(t, s.do(Action{Kind: ActCast, Spell: rules.FireBolt, Target: 0}))
	assert.Less(t, s.Enemies[0].HP, 500, "advantage: the 15 of 1 and 15")
	assert.False(t, s.Player().TidesUp)

	for _, tc := range []struct {
		name  string
		surge int // the surge's d20
		d4    int
		hpGap int // HP below the maximum after, from 10 below
		foe   int // the foe's HP lost beyond Magic Missile's
		tides int // Tides of Chaos uses after, from spent
	}{
		{"1: a heal of 2d10", 1, 1, 8, 0, 1},
		{"2: lightning on a foe, 4d10", 1, 2, 10, 8, 1},
		{"3: a backlash, 1d10 force", 1, 3, 13, 0, 1},
		{"4: a harmless flash", 1, 4, 10, 0, 1},
		{"no surge on a 2, the Tides spent or not", 2, 2, 10, 0, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := subclassed(t, rules.Sorcerer, 3, "wild_magic")
			c.Resources[rules.FeatureTidesOfChaos] = 0
			s := started(t, c, &script{d20: []int{tc.surge}, die: tc.d4}, dummy(500, 10, 0, "", 0))
			s.Player().HP = s.Player().MaxHP - 10
			require.NoError(t, s.do(Action{Kind: ActCast, Spell: rules.MagicMissile, Target: 0}))
			assert.Equal(t, tc.hpGap, s.Player().MaxHP-s.Player().HP)
			missile := 3 * (tc.d4 + 1)
			assert.Equal(t, missile+tc.foe, 500-s.Enemies[0].HP)
			assert.Equal(t, tc.tides, rules.FeatureUsesLeft(s.Player().Char, rules.FeatureTidesOfChaos), "a surge gives the Tides back")
			log := RoundLog(s.evs)
			assert.Equal(t, tc.tides == 1, slices.Contains(log, "R1 Tides of Chaos comes back with the surge"), "told as coming back")
			assert.NotContains(t, strings.Join(log, "\n"), "You use Tides of Chaos", "not as used")
		})
	}
}
