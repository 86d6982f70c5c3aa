package combat

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
)

// A loud spell is cast outside a boss fight only against two or more
// enemies (rules §2.12): against one its area buys nothing and each cast
// adds threat (rules §8.6). A level-7 Mage with 1st- to 3rd-level slots facing
// foes at AC 25, which its rays seldom hit, would otherwise open with
// Fireball against a lone elite too.
func TestPolicyCastsNoLoudSpellAtALoneFoe(t *testing.T) {
	for _, tc := range []struct {
		name    string
		kind    Kind
		enemies int
		loud    bool // whether the action is a loud spell
	}{
		{"elite alone: no Fireball", KindElite, 1, false},
		{"elite and a second foe: Fireball", KindElite, 2, true},
		{"two in an ordinary fight: Fireball", KindNormal, 2, true},
		{"boss alone: Fireball", KindBoss, 1, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ms := []content.Monster{}
			for range tc.enemies {
				ms = append(ms, dummy(200, 25, 0, "", 0))
			}
			s := started(t, charAt(t, rules.Mage, rules.Human, 7), &script{}, ms...)
			s.Kind, s.Player().Turns = tc.kind, 2
			s.Player().Char.Slots = rules.SlotTable{4, 3, 3}
			s.Player().Char.Concentration, s.Player().BlinkTurns = rules.Blur, BlinkTurns // guarded already
			a := defaultPolicy.Next(s)
			sp, _ := rules.Spell(a.Spell)
			assert.Equal(t, tc.loud, a.Kind == ActCast && sp.Loud, "%+v", a)
		})
	}
}

// whisperer is a boss-like test monster with a legendary action (1d8
// psychic, WIS, three a round), hp and AC as given, to-hit +5.
func whisperer(hp, ac int) content.Monster {
	m := dummy(hp, ac, 5, "", 0)
	m.Boss = true
	m.Legendary = &content.LegendaryAction{Name: "Whispers", Dice: rules.D(1, 8), Save: rules.WIS, Type: rules.Psychic, PerRound: 3}
	return m
}

// Blur counts only for the rounds its concentration is expected to hold
// (rules §2.12): a legendary action after each of the Mage's turns calls
// for a CON save every round, so against such a boss Blur is up about a
// round or two, where against a foe that seldom hits it holds nearly the
// whole fight.
func TestBlurRoundsCountConcentration(t *testing.T) {
	for _, tc := range []struct {
		name     string
		foe      content.Monster
		rounds   float64
		min, max float64
	}{
		{"a foe that seldom hits: nearly the whole fight", dummy(500, 10, 0, "", 0), 3, 2.9, 3},
		{"no foreseeable end: most of the horizon", dummy(500, 10, 0, "", 0), 0, 0.8 * blurHorizon, blurHorizon},
		{"a legendary action every turn: about a round", whisperer(500, 10), 10, 0.5, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := started(t, charAt(t, rules.Mage, rules.Human, 5), &script{}, tc.foe)
			s.Kind = KindBoss
			got := blurRounds(s, tc.rounds)
			assert.GreaterOrEqual(t, got, tc.min)
			assert.LessOrEqual(t, got, tc.max)
		})
	}
}

// Against a boss whose legendary action breaks concentration every round
// the blinking Mage spends its slot on damage, not on Blur; against one
// without, Blur still goes up (TestPolicyGuardsTheMage).
func TestPolicyRaisesNoBlurAgainstALegendaryAction(t *testing.T) {
	for _, tc := range []struct {
		name string
		foe  content.Monster
		blur bool
	}{
		{"no legendary action: Blur", dummy(500, 10, 5, "", 0), true},
		{"a legendary action every turn: no Blur", whisperer(500, 10), false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := started(t, charAt(t, rules.Mage, rules.Human, 5), &script{}, tc.foe)
			s.Kind, s.Player().Turns = KindBoss, 2
			s.Player().BlinkTurns = BlinkTurns
			a := defaultPolicy.Next(s)
			assert.Equal(t, tc.blur, a.Kind == ActCast && a.Spell == rules.Blur, "%+v", a)
		})
	}
}
