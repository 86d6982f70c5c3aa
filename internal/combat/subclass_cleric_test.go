package combat

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/rules"
)

// queued is a scripted roller whose dice other than d20s come from a queue
// (their sides when it is empty); d20s roll 10. Chance is always no.
type queued struct{ rolls []int }

func (f *queued) Die(sides int) int {
	if sides == 20 || len(f.rolls) == 0 {
		return min(10, sides)
	}
	v := f.rolls[0]
	f.rolls = f.rolls[1:]
	return v
}

func (f *queued) Chance(float64) bool { return false }
func (f *queued) IntN(n int) int      { return max(n-1, 0) }

// Blessed Healer rolls a healing spell's dice, one die more
// (BlessedHealerDice), twice and keeps the higher total (rules §1.11);
// without it the spell's own dice roll once.
func TestBlessedHealerKeepsTheHigherRoll(t *testing.T) {
	cases := []struct {
		name  string
		sub   string
		rolls []int
		dice  int // the d8s kept
		notes int // Blessed Healer events
	}{
		{"life: the second roll", "life", []int{2, 3, 7, 1}, 8, 1},
		{"life: the first roll", "life", []int{6, 5, 3, 3}, 11, 1},
		{"no subclass", "", []int{2, 7}, 2, 0},
		{"war", "war", []int{2, 7}, 2, 0},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := started(t, subclassed(t, rules.Cleric, 3, tc.sub), &script{}, dummy(50, 10, 0, "", 0))
			s.fake = &queued{rolls: tc.rolls}
			s.Player().HP = 1
			require.NoError(t, s.cast(rules.CureWounds, AutoTarget, 1))
			bonus := rules.CastDice(s.Player().caster(), mustSpell(t, rules.CureWounds), 1).Bonus + 2 + 1 // Disciple of Life: 2 + slot
			assert.Equal(t, 1+tc.dice+bonus, s.Player().HP)
			notes := find(s.evs, EvFeatureUsed)
			assert.Len(t, notes, tc.notes)
			if tc.notes > 0 {
				assert.Equal(t, rules.FeatureBlessedHealer, notes[0].Feature)
				assert.Contains(t, RoundLog(s.evs)[1], "You use Blessed Healer (2d8+")
				assert.Contains(t, RoundLog(s.evs)[1], " rolled twice: ")
			}
		})
	}
}

func mustSpell(t *testing.T, id rules.SpellID) rules.SpellDef {
	t.Helper()
	sp, ok := rules.Spell(id)
	require.True(t, ok, id)
	return sp
}

// bestOfTwo is the exact average of the higher of two rolls.
func TestBestOfTwo(t *testing.T) {
	cases := []struct {
		d    rules.Dice
		want float64
	}{
		{rules.D(1, 8), 5.8125}, // 8 - (0+1+4+...+49)/64
		{rules.Dice{Count: 1, Sides: 8, Bonus: 3}, 8.8125},
		{rules.D(2, 4), 5.890625}, // 8 - (1+9+36+100+169+225)/256
		{rules.Dice{Bonus: 4}, 4},
	}
	for _, tc := range cases {
		assert.InDelta(t, tc.want, bestOfTwo(tc.d), 1e-9, "%v", tc.d)
	}
	c := &Player{Char: subclassed(t, rules.Cleric, 3, "life")}
	c.Abilities = c.Char.Abilities
	plain := &Player{Char: subclassed(t, rules.Cleric, 3, "")}
	plain.Abilities = plain.Char.Abilities
	assert.InDelta(t, bestOfTwo(rules.D(2, 8))-4.5, cureAverage(c, 1)-cureAverage(plain, 1), 1e-9, "the policy counts the better roll of one die more")
}

// War Priest: the Attack action, then one more weapon attack as the bonus
// action, spending a use (rules §1.11); refused without the feature or a
// use, and kept when the Attack action leaves no foe standing.
func TestWarPriestAttacksOnceMore(t *testing.T) {
	cases := []struct {
		name      string
		sub       string
		spent     bool // uses at 0
		hp        int  // the dummy's HP
		err       error
		hits, use int // hits made; uses spent
	}{
		{"war", "war", false, 200, nil, 2, 1},
		{"no foe left", "war", false, 1, nil, 1, 0},
		{"spent", "war", true, 200, ErrNoFeatureUses, 0, 0},
		{"life", "life", false, 200, ErrNoFeature, 0, 0},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			c := subclassed(t, rules.Cleric, 3, tc.sub)
			if tc.spent {
				c.Resources[rules.FeatureWarPriest] = 0
			}
			before := rules.FeatureUsesLeft(c, rules.FeatureWarPriest)
			s := started(t, c, &script{d20: []int{15, 15}}, dummy(tc.hp, 5, 0, "", 0))
			st, evs, err := Do(*s, Action{Kind: ActWarPriest, Target: AutoTarget})
			if tc.err != nil {
				assert.ErrorIs(t, err, tc.err)
				return
			}
			require.NoError(t, err)
			assert.Len(t, find(evs, EvAttackHit), tc.hits)
			assert.Equal(t, before-tc.use, rules.FeatureUsesLeft(st.Player().Char, rules.FeatureWarPriest))
			assert.Len(t, find(evs, EvFeatureUsed), tc.use)
		})
	}
}

// Invoke Duplicity gives the player's attack rolls advantage for
// DuplicityTurns of its turns (rules §1.11): a 5 and an 18 hit AC 15 with
// it, miss without; it is refused while up, without the feature or a use.
func TestInvokeDuplicityGivesAdvantage(t *testing.T) {
	cases := []struct {
		name  string
		sub   string
		turns int // player turns after the invoking one
		hit   bool
		err   error
	}{
		{"trickery", "trickery", 0, true, nil},
		{"last turn", "trickery", DuplicityTurns - 1, true, nil},
		{"worn off", "trickery", DuplicityTurns, false, nil},
		{"war", "war", 0, false, ErrNoFeature},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			sc := &script{d20: []int{5, 18}}
			s := started(t, subclassed(t, rules.Cleric, 3, tc.sub), sc, dummy(200, 15, 0, "", 0))
			s.Player().AttackBonus = 0
			err := s.invokeDuplicity()
			if tc.err != nil {
				assert.ErrorIs(t, err, tc.err)
				return
			}
			require.NoError(t, err)
			assert.ErrorIs(t, s.invokeDuplicity(), ErrDuplicityUp)
			s.Player().Turns += tc.turns
			s.playerSwing(sc, 0)
			assert.Len(t, find(s.evs, EvAttackHit), map[bool]int{true: 1, false: 0}[tc.hit])
			assert.Equal(t, 0, rules.FeatureUsesLeft(s.Player().Char, rules.FeatureInvokeDuplicity))
		})
	}
	c := subclassed(t, rules.Cleric, 3, "trickery")
	c.Resources[rules.FeatureInvokeDuplicity] = 0
	s := started(t, c, &script{}, dummy(200, 15, 0, "", 0))
	assert.ErrorIs(t, s.invokeDuplicity(), ErrNoFeatureUses)
}

// The standard policy invokes the double on an elite or boss fight's first
// turn, never in an ordinary fight, and spends War Priest with its Attack
// action in an elite or boss fight, in an ordinary one only above
// warPriestKept uses (rules §2.12).
func TestPolicyPlaysTheClericSubclasses(t *testing.T) {
	cases := []struct {
		name string
		sub  string
		kind Kind
		uses int // -1: as the rest left them
		want ActionKind
	}{
		{"trickery elite", "trickery", KindElite, -1, ActDuplicity},
		{"trickery boss", "trickery", KindBoss, -1, ActDuplicity},
		{"trickery ordinary", "trickery", KindNormal, -1, ActAttack},
		{"trickery spent", "trickery", KindBoss, 0, ActAttack},
		{"war elite", "war", KindElite, 1, ActWarPriest},
		{"war ordinary", "war", KindNormal, warPriestKept + 1, ActWarPriest},
		{"war ordinary, kept", "war", KindNormal, warPriestKept, ActAttack},
		{"vanilla", "", KindElite, -1, ActAttack},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			c := subclassed(t, rules.Cleric, 3, tc.sub)
			c.Slots = rules.SlotTable{}
			if tc.uses >= 0 {
				c.Resources[rules.FeatureWarPriest] = tc.uses
				c.Resources[rules.FeatureInvokeDuplicity] = tc.uses
			}
			s := started(t, c, &script{}, dummy(500, 5, 0, "", 0))
			s.Kind = tc.kind
			s.Player().Turns = 2 // past the opening consumable
			assert.Equal(t, tc.want, defaultPolicy.Next(s).Kind)
		})
	}
}

// War Priest takes the place of a cantrip when the Attack action and its
// extra attack are expected to deal more (warPriestExpected): a level-3
// War Cleric's two swings beat Sacred Flame at AC 16, not at AC 22.
func TestPolicyWarPriestOverACantrip(t *testing.T) {
	cases := []struct {
		ac   int
		want ActionKind
	}{
		{16, ActWarPriest},
		{22, ActCast},
	}
	for _, tc := range cases {
		c := subclassed(t, rules.Cleric, 3, "war")
		c.Slots = rules.SlotTable{}
		s := started(t, c, &script{}, dummy(500, tc.ac, 0, "", 0))
		s.Kind = KindElite
		s.Player().Turns = 2
		require.Equal(t, rules.SacredFlame, bestAttack(s, 0).Spell, "AC %d: the cantrip beats one swing", tc.ac)
		assert.Equal(t, tc.want, defaultPolicy.Next(s).Kind, "AC %d", tc.ac)
	}
}
