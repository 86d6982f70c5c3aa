package combat

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
)

// mageFacing is a started fight of kind kind: a Mage of level lvl, Blink
// and Blur up (guarded already), at hpPct percent of its HP, against n
// test foes of 200 HP at AC ac.
func mageFacing(t *testing.T, lvl int, kind Kind, n, ac, hpPct int) *State {
	t.Helper()
	ms := []content.Monster{}
	for range n {
		ms = append(ms, dummy(200, ac, 0, "", 0))
	}
	s := started(t, charAt(t, rules.Mage, rules.Human, lvl), &script{}, ms...)
	s.Kind, s.PlayerTurns = kind, 2
	s.Player.HP = s.Player.MaxHP * hpPct / 100
	s.Player.Char.Concentration, s.Player.BlinkTurns = rules.Blur, BlinkTurns
	return s
}

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
			s := mageFacing(t, 7, tc.kind, tc.enemies, 25, 40)
			s.Player.Char.Slots = rules.SlotTable{4, 3, 3}
			a := DefaultPolicy.Next(s)
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
			s.Kind, s.PlayerTurns = KindBoss, 2
			s.Player.BlinkTurns = BlinkTurns
			a := DefaultPolicy.Next(s)
			assert.Equal(t, tc.blur, a.Kind == ActCast && a.Spell == rules.Blur, "%+v", a)
		})
	}
}

// Against a lone elite a caster that keeps slots for the boss spends
// levelled damage spells only below half HP (rules §2.12,
// EliteSlotsBelow); two or more enemies and the boss get them at any HP,
// and a caster with 1st-level slots only keeps nothing. At AC 10 a
// level-7 Mage's Scorching Ray beats its cantrip, a level-2 Mage's Magic
// Missile its.
func TestPolicySavesSlotsAgainstALoneElite(t *testing.T) {
	for _, tc := range []struct {
		name    string
		level   int
		kind    Kind
		enemies int
		hpPct   int
		leveled bool
	}{
		{"lone elite, full HP: a cantrip", 7, KindElite, 1, 100, false},
		{"lone elite, at 60% HP: a cantrip", 7, KindElite, 1, 60, false},
		{"lone elite, below half HP: a slot", 7, KindElite, 1, 40, true},
		{"an elite and a second foe, full HP: a slot", 7, KindElite, 2, 100, true},
		{"the boss, full HP: a slot", 7, KindBoss, 1, 100, true},
		{"1st-level slots only, lone elite, full HP: Magic Missile", 2, KindElite, 1, 100, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := mageFacing(t, tc.level, tc.kind, tc.enemies, 10, tc.hpPct)
			a := DefaultPolicy.Next(s)
			sp, _ := rules.Spell(a.Spell)
			assert.Equal(t, tc.leveled, a.Kind == ActCast && sp.Level > 0, "%+v", a)
		})
	}
}
