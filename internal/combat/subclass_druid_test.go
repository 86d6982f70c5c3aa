package combat

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/rules"
)

// Wild Shape (rules §1.7): the action (a Moon druid's bonus action) turns
// the druid into the strongest beast its level allows, or the one named;
// its AC and attacks replace the druid's; twice a short rest; a refusal
// changes nothing.
func TestWildShape(t *testing.T) {
	cases := []struct {
		name   string
		sub    string
		level  int
		form   string
		setup  func(s *State)
		err    error
		want   string // the form taken
		bonus  bool   // it took the bonus action, not the action
		usesAt int    // Wild Shape uses left after
	}{
		{"level 1 has none", "", 1, "", nil, ErrNoFeature, "", false, 0},
		{"level 2: the strongest CR 1/4 beast", "", 2, "", nil, nil, "wolf", false, 1},
		{"level 4: CR 1/2", "", 4, "", nil, nil, "ape", false, 1},
		{"level 8: CR 1", "", 8, "", nil, nil, "brown_bear", false, 1},
		{"a named form", "", 8, "dire wolf", nil, nil, "dire_wolf", false, 1},
		{"a beast above the CR", "", 2, "ape", nil, ErrFormTooStrong, "", false, 2},
		{"no such beast", "", 2, "owlbear", nil, ErrUnknownForm, "", false, 2},
		{"both uses spent", "", 2, "", func(s *State) { s.Player().Char.Resources[rules.FeatureWildShape] = 0 }, ErrNoFeatureUses, "", false, 0},
		{"already shaped", "", 2, "", func(s *State) { require.NoError(t, s.wildShape("wolf")); s.Player().ActionUsed = false }, ErrShaped, "wolf", false, 1},
		{"moon: a bonus action, CR 1 at level 3", "moon", 3, "", nil, nil, "brown_bear", true, 1},
		{"moon: a third of the level from 6", "moon", 6, "polar bear", nil, nil, "polar_bear", true, 1},
		{"moon: the bonus action spent", "moon", 3, "", func(s *State) { s.Player().BonusUsed = true }, ErrNoBonusAction, "", true, 2},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := started(t, subclassed(t, rules.Druid, tc.level, tc.sub), &script{}, dummy(500, 10, 0, "", 0))
			if tc.setup != nil {
				tc.setup(s)
			}
			before := *s.Player()
			err := s.do(Action{Kind: ActWildShape, Form: tc.form})
			p := s.Player()
			assert.Equal(t, tc.usesAt, rules.FeatureUsesLeft(p.Char, rules.FeatureWildShape), "uses left")
			if tc.err != nil {
				require.ErrorIs(t, err, tc.err)
				assert.Equal(t, before.Form, p.Form, "a refusal changes nothing")
				assert.Equal(t, before.AC, p.AC)
				return
			}
			require.NoError(t, err)
			f, ok := rules.BeastFormByName(tc.want)
			require.True(t, ok)
			assert.Equal(t, tc.want, p.Form)
			assert.Equal(t, f.HP, p.FormHP)
			assert.Equal(t, f.AC+rules.FlatBonus, p.AC, "the beast's AC with the game's flat bonus")
			assert.Equal(t, f.ToHit+rules.FlatBonus, p.AttackBonus)
			assert.Equal(t, f.Attacks, p.Attacks)
			assert.Equal(t, f.Dice, p.WeaponDice)
			assert.Equal(t, tc.bonus, p.BonusUsed, "bonus action")
			assert.Equal(t, !tc.bonus, p.ActionUsed, "action")
			assert.Equal(t, before.HP, p.HP, "the druid's own HP are untouched")
		})
	}
}

// The form's HP take damage first; damage past them carries over to the
// druid, whose own AC and attack come back (rules §1.7).
func TestBeastFormHPPoolCarriesOver(t *testing.T) {
	cases := []struct {
		name    string
		dmg     int
		formHP  int // left; 0 reverted
		druidHP int // HP lost by the druid
	}{
		{"the wolf takes it all", 5, 6, 0},
		{"exactly its HP: it drops, nothing carries", 11, 0, 0},
		{"past its HP: the rest carries over", 15, 0, 4},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := started(t, charAt(t, rules.Druid, rules.Human, 2), &script{}, dummy(500, 10, 0, "", 0))
			own := *s.Player()
			require.NoError(t, s.wildShape("wolf"))
			s.losePlayerHP(&script{}, 1, tc.dmg, 0, false, "test")
			p := s.Player()
			assert.Equal(t, tc.formHP, p.FormHP)
			assert.Equal(t, own.HP-tc.druidHP, p.HP)
			if tc.formHP == 0 {
				assert.Empty(t, p.Form, "reverted")
				assert.Equal(t, own.AC, p.AC)
				assert.Equal(t, own.AttackBonus, p.AttackBonus)
				assert.Equal(t, own.WeaponDice, p.WeaponDice)
			}
		})
	}
}

// The beast's HP are the druid's (rules §1.7, SRD): a hit the form takes
// asks the concentration save as a hit on the druid does, DC 10 or half
// the damage, carried-over damage counted with it.
func TestBeastDamageAsksConcentration(t *testing.T) {
	cases := []struct {
		name string
		dmg  int
		save int // the d20 of the CON save
		kept bool
	}{
		{"the wolf takes 5, the save made", 5, 20, true},
		{"the wolf takes 5, the save failed", 5, 1, false},
		{"the wolf drops and 4 carry over, the save failed", 15, 1, false},
		{"no damage asks nothing", 0, 1, true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			sc := &script{d20: []int{tc.save}}
			s := started(t, charAt(t, rules.Druid, rules.Human, 3), sc, dummy(500, 10, 0, "", 0))
			require.NoError(t, s.wildShape("wolf"))
			s.Player().Char.Concentration = rules.Moonbeam
			s.losePlayerHP(sc, 1, tc.dmg, 0, false, "test")
			assert.Equal(t, tc.kept, s.Player().Char.Concentration == rules.Moonbeam)
		})
	}
}

// A beast casts no spells (rules §1.7): the engine refuses and the policy
// does not try; once the form drops the druid casts again.
func TestNoSpellsInBeastForm(t *testing.T) {
	s := started(t, charAt(t, rules.Druid, rules.Human, 2), &script{}, dummy(500, 10, 0, "", 0))
	require.NoError(t, s.wildShape("wolf"))
	s.Player().ActionUsed = false
	assert.ErrorIs(t, s.do(Action{Kind: ActCast, Spell: rules.ProduceFlame, Target: 0}), ErrShaped)
	def, _ := rules.Spell(rules.ProduceFlame)
	assert.False(t, s.Player().MayCast(def))
	assert.Equal(t, ActAttack, DefaultPolicy().Next(s).Kind)
	s.losePlayerHP(&script{}, 1, 11, 0, false, "test")
	assert.True(t, s.Player().MayCast(def), "the form dropped")
}

// Combat Wild Shape (rules §1.11): a Moon druid's bonus action in beast
// form spends a slot to heal the beast 1d8 a slot level, up to its HP.
func TestBeastHeal(t *testing.T) {
	cases := []struct {
		name   string
		sub    string
		shaped bool
		hurt   int
		slot   int
		err    error
		healed int
	}{
		{"a 1st-level slot: 1d8", "moon", true, 20, 1, nil, 8},
		{"a 2nd-level slot: 2d8", "moon", true, 30, 2, nil, 16},
		{"no more than the beast lost", "moon", true, 3, 2, nil, 3},
		{"at full HP", "moon", true, 0, 1, ErrFullHP, 0},
		{"not shaped", "moon", false, 0, 1, ErrNotShaped, 0},
		{"no slot of that level", "moon", true, 10, 3, ErrNoSlot, 0},
		{"not a Moon druid", "land", true, 10, 1, ErrNoFeature, 0},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := started(t, subclassed(t, rules.Druid, 3, tc.sub), &script{}, dummy(500, 10, 0, "", 0))
			if tc.shaped {
				require.NoError(t, s.wildShape(""))
				s.Player().FormHP -= tc.hurt
				s.Player().BonusUsed, s.Player().ActionUsed = false, false
			}
			hp, slots := s.Player().FormHP, s.Player().Char.Slots
			err := s.do(Action{Kind: ActBeastHeal, Slot: tc.slot})
			if tc.err != nil {
				require.ErrorIs(t, err, tc.err)
				assert.Equal(t, slots, s.Player().Char.Slots, "no slot spent")
				return
			}
			require.NoError(t, err)
			assert.Equal(t, hp+tc.healed, s.Player().FormHP)
			assert.Equal(t, slots.At(tc.slot)-1, s.Player().Char.Slots.At(tc.slot))
			assert.True(t, s.Player().BonusUsed)
		})
	}
}

// Spirit Totem (rules §1.11): the bear's temporary HP take damage first,
// the hawk gives the druid's attacks advantage, the unicorn adds the druid
// level to its healing spells; once a short rest, a bonus action.
func TestSpiritTotem(t *testing.T) {
	cases := []struct {
		name  string
		sub   string
		form  string
		err   error
		check func(t *testing.T, s *State)
	}{
		{"the bear: 5 + level temporary HP, taken first", "shepherd", "bear", nil, func(t *testing.T, s *State) {
			hp := s.Player().HP
			assert.Equal(t, 8, s.Player().TotemHP)
			s.losePlayerHP(&script{}, 1, 10, 0, false, "test")
			assert.Zero(t, s.Player().TotemHP)
			assert.Equal(t, hp-2, s.Player().HP)
		}},
		{"the hawk: advantage", "shepherd", "hawk", nil, func(t *testing.T, s *State) {
			a := s.rollAgainstEnemy(&script{d20: []int{2, 17}}, 0, 0, false)
			assert.Equal(t, 17, a.d, "the higher d20")
		}},
		{"the unicorn: + level on a healing spell", "shepherd", "unicorn", nil, func(t *testing.T, s *State) {
			assert.Equal(t, 3, s.unicornHeal())
		}},
		{"no such spirit", "shepherd", "owl", ErrUnknownTotem, nil},
		{"not a Shepherd", "moon", "bear", ErrNoFeature, nil},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := started(t, subclassed(t, rules.Druid, 3, tc.sub), &script{}, dummy(500, 10, 0, "", 0))
			err := s.do(Action{Kind: ActTotem, Form: tc.form})
			if tc.err != nil {
				require.ErrorIs(t, err, tc.err)
				assert.Empty(t, s.TotemUp())
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tc.form, s.TotemUp())
			assert.True(t, s.Player().BonusUsed)
			tc.check(t, s)
			s.Player().BonusUsed = false
			assert.ErrorIs(t, s.do(Action{Kind: ActTotem, Form: "hawk"}), ErrTotemUp)
			s.Player().Turns += TotemTurns
			assert.Empty(t, s.TotemUp(), "ten rounds")
			assert.ErrorIs(t, s.do(Action{Kind: ActTotem, Form: "hawk"}), ErrNoFeatureUses, "once a short rest")
		})
	}
}

// The standard policy's Druid (rules §2.12): Wild Shape in an elite or
// boss fight, in an ordinary one only while both uses are left; a Moon
// druid heals a hurt beast with a slot; a Shepherd calls the bear in an
// elite or boss fight.
func TestDruidPolicy(t *testing.T) {
	cases := []struct {
		name  string
		sub   string
		level int
		kind  Kind
		setup func(s *State)
		want  ActionKind
	}{
		{"an ordinary fight, both uses: shape", "", 2, KindNormal, nil, ActWildShape},
		{"an ordinary fight, one use: keep it", "", 2, KindNormal, func(s *State) { s.Player().Char.Resources[rules.FeatureWildShape] = 1 }, ActCast},
		{"an elite, one use: shape", "", 2, KindElite, func(s *State) { s.Player().Char.Resources[rules.FeatureWildShape] = 1 }, ActWildShape},
		{"level 1: no Wild Shape", "", 1, KindElite, nil, ActCast},
		{"moon: a hurt beast is healed", "moon", 3, KindElite, func(s *State) {
			require.NoError(t, s.wildShape(""))
			s.Player().FormHP, s.Player().BonusUsed = 5, false
		}, ActBeastHeal},
		{"shepherd: the bear in a boss fight", "shepherd", 3, KindBoss, nil, ActTotem},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := started(t, subclassed(t, rules.Druid, tc.level, tc.sub), &script{}, dummy(300, 14, 5, "", 0))
			s.Kind = tc.kind
			if tc.setup != nil {
				tc.setup(s)
			}
			assert.Equal(t, tc.want, DefaultPolicy().Next(s).Kind)
		})
	}
}

// Moonbeam (rules §1.6) holds concentration and burns the target again at
// the start of each of the druid's turns, in beast form too (a beast keeps
// its concentration); a lost concentration ends it.
func TestMoonbeamBurnsEachTurn(t *testing.T) {
	cases := []struct {
		name   string
		setup  func(s *State)
		burned bool
	}{
		{"the next turn: it burns", nil, true},
		{"in beast form: it burns", func(s *State) { require.NoError(t, s.wildShape("wolf")) }, true},
		{"concentration lost: nothing", func(s *State) { s.dropConcentration() }, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := started(t, charAt(t, rules.Druid, rules.Human, 3), &script{d20: []int{1, 1}}, dummy(500, 10, 0, "", 0))
			require.NoError(t, s.do(Action{Kind: ActCast, Spell: rules.Moonbeam, Slot: 2, Target: 0}))
			assert.Equal(t, rules.Moonbeam, s.Player().Char.Concentration)
			cast := 500 - s.Enemies[0].HP
			assert.Equal(t, 20, cast, "2d10 at their maximum, the save failed")
			if tc.setup != nil {
				tc.setup(s)
			}
			require.True(t, s.startPlayerTurn())
			burned := 500 - s.Enemies[0].HP - cast
			if tc.burned {
				assert.Equal(t, 20, burned)
			} else {
				assert.Zero(t, burned)
			}
		})
	}
}

// In a boss fight (an elite's too, with a slot below the boss's) the
// policy raises Moonbeam before it shapes: a beast casts nothing but
// keeps the beam.
func TestDruidPolicyRaisesMoonbeamFirst(t *testing.T) {
	s := started(t, charAt(t, rules.Druid, rules.Human, 3), &script{}, dummy(300, 14, 5, "", 0))
	s.Kind = KindBoss
	assert.Equal(t, Action{Kind: ActCast, Spell: rules.Moonbeam, Slot: 2, Target: 0}, DefaultPolicy().Next(s))
	require.NoError(t, s.do(DefaultPolicy().Next(s)))
	require.True(t, s.startPlayerTurn())
	assert.Equal(t, ActWildShape, DefaultPolicy().Next(s).Kind, "the beam is up: now the beast")
	s.Kind = KindNormal
	s2 := started(t, charAt(t, rules.Druid, rules.Human, 3), &script{}, dummy(300, 14, 5, "", 0))
	s2.Kind = KindNormal
	assert.NotEqual(t, rules.Moonbeam, DefaultPolicy().Next(s2).Spell, "no beam for an ordinary fight")
}

// A hit on the beast form is told to each reader as theirs or the druid's
// (rules §1.7, §2.13): another player's bear is never "Your", and a form
// that drops with nothing left over says nothing carries over.
func TestBeastFormHitIsToldAsItsReaderSeesIt(t *testing.T) {
	cases := []struct {
		name   string
		dmg    int
		viewer string
		want   string
	}{
		{"own, HP left", 5, PlayerID, "R1 Your Wolf takes 5 (6 HP left)"},
		{"another's, HP left", 5, "player2", "R1 Tess's Wolf takes 5 (6 HP left)"},
		{"own, drops, nothing over", 11, PlayerID, "R1 Your Wolf takes 11 and drops: you are yourself again, and nothing carries over"},
		{"own, drops, 4 over", 15, PlayerID, "R1 Your Wolf takes 11 and drops: you are yourself again, and 4 carries over to you"},
		{"another's, drops, 4 over", 15, "player2", "R1 Tess's Wolf takes 11 and drops: Tess is back in their own shape, and 4 carries over to Tess"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := started(t, charAt(t, rules.Druid, rules.Human, 2), &script{}, dummy(500, 10, 0, "", 0))
			require.NoError(t, s.wildShape("wolf"))
			from := len(s.evs)
			s.losePlayerHP(&script{}, 1, tc.dmg, 0, false, "test")
			assert.Contains(t, RoundLogFor(s.evs[from:], tc.viewer), tc.want)
		})
	}
}

// The form's article goes by its name's first letter: "an Ape".
func TestBeastFormArticle(t *testing.T) {
	for name, want := range map[string]string{"Ape": "an", "Brown Bear": "a", "Elk": "an", "Wolf": "a"} {
		assert.Equal(t, want, nameArticle(name), name)
	}
}
