package combat

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/rules"
)

// Divine Smite (rules §1.7): the Attack action's first melee hit spends
// the readied slot for 2d8 radiant, +1d8 a level above 1st, at most 5d8,
// doubled on a crit; a miss keeps the slot; Improved Divine Smite adds
// 1d8 to every melee hit from level 11.
func TestDivineSmite(t *testing.T) {
	cases := []struct {
		name     string
		level    int
		slot     int // 0: the lowest free
		d20      []int
		err      error
		slotUsed int // the slot level spent, 0 for none
		extra    int // the smite's HP over a plain hit, every die at its maximum
	}{
		{"a 1st-level slot: 2d8", 2, 0, []int{15}, nil, 1, 16},
		{"a 2nd-level slot: 3d8", 7, 2, []int{15, 1}, nil, 2, 24},
		{"a crit doubles the dice", 2, 1, []int{20}, nil, 1, 32},
		{"a miss keeps the slot", 2, 1, []int{1}, nil, 0, 0},
		{"level 1 has no smite", 1, 1, []int{15}, ErrNoFeature, 0, 0},
		{"no slot of that level", 2, 2, []int{15}, ErrNoSlot, 0, 0},
		{"a slot level out of range", 2, 10, []int{15}, ErrBadSlotLevel, 0, 0},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			c := charAt(t, rules.Paladin, rules.Human, tc.level)
			plain := started(t, c, &script{d20: append([]int(nil), tc.d20...)}, dummy(500, 10, 0, "", 0))
			require.NoError(t, plain.do(Action{Kind: ActAttack, Target: 0}))
			s := started(t, c, &script{d20: append([]int(nil), tc.d20...)}, dummy(500, 10, 0, "", 0))
			before := s.Player().Char.Slots
			err := s.do(Action{Kind: ActSmite, Target: 0, Slot: tc.slot})
			if tc.err != nil {
				require.ErrorIs(t, err, tc.err)
				assert.Equal(t, before, s.Player().Char.Slots)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tc.extra, plain.Enemies[0].HP-s.Enemies[0].HP, "radiant over the plain hit")
			spent := 0
			for l := 1; l <= rules.MaxSpellLevel; l++ {
				if s.Player().Char.Slots.At(l) < before.At(l) {
					spent = l
				}
			}
			assert.Equal(t, tc.slotUsed, spent)
			assert.Zero(t, s.Player().SmiteSlot, "nothing stays readied after the action")
		})
	}
}

func TestImprovedDivineSmiteRidesEveryMeleeHit(t *testing.T) {
	for _, tc := range []struct {
		level int
		extra int
	}{{10, 0}, {11, 8}} {
		c := charAt(t, rules.Paladin, rules.Human, tc.level)
		s := started(t, c, &script{d20: []int{15, 1}}, dummy(500, 10, 0, "", 0))
		require.NoError(t, s.do(Action{Kind: ActAttack, Target: 0}))
		w := s.Player().WeaponDice
		want := w.Count*w.Sides + w.Bonus + s.Player().DamageBonus + tc.extra
		assert.Equal(t, want, 500-s.Enemies[0].HP, "L%d", tc.level)
	}
}

// Lay on Hands heals the HP missing from the pool, the ally's in a party
// fight, and refuses at full HP or with the pool empty.
func TestLayOnHands(t *testing.T) {
	paladin := charAt(t, rules.Paladin, rules.Human, 4) // a 16 HP pool
	fighter := charAt(t, rules.Fighter, rules.Human, 4)
	cases := []struct {
		name   string
		setup  func(s *State)
		action Action
		err    error
		seat   int // the seat healed
		healed int
		left   int
	}{
		{"heals what is missing", func(s *State) { s.Players[0].HP -= 7 }, Action{Kind: ActLayOnHands}, nil, 0, 7, 9},
		{"at most the pool", func(s *State) { s.Players[0].HP = 1 }, Action{Kind: ActLayOnHands}, nil, 0, 16, 0},
		{"an ally", func(s *State) { s.Players[1].HP = 3 }, Action{Kind: ActLayOnHands, Ally: 2}, nil, 1, 16, 0},
		{"full HP", nil, Action{Kind: ActLayOnHands}, ErrFullHP, 0, 0, 16},
		{"the pool empty", func(s *State) {
			s.Players[0].HP -= 5
			s.Players[0].Char.Resources[rules.FeatureLayOnHands] = 0
		}, Action{Kind: ActLayOnHands}, ErrNoFeatureUses, 0, 0, 0},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := partyAt(t, &script{}, named(paladin, "Ann"), named(fighter, "Bo"))
			if tc.setup != nil {
				tc.setup(s)
			}
			hp := s.Players[tc.seat].HP
			after, _, err := Do(*s, tc.action)
			if tc.err != nil {
				require.ErrorIs(t, err, tc.err)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, hp+tc.healed, after.Players[tc.seat].HP)
			assert.Equal(t, tc.left, rules.FeatureUsesLeft(after.Players[0].Char, rules.FeatureLayOnHands))
		})
	}
	_, _, err := Do(*partyAt(t, &script{}, named(fighter, "Bo"), named(paladin, "Ann")), Action{Kind: ActLayOnHands})
	assert.ErrorIs(t, err, ErrNoFeature, "a Fighter has no pool")
}

// Aura of Protection adds the paladin's CHA modifier to its saves and,
// while it stands, its allies'; the best aura counts.
func TestAuraOfProtectionCoversTheParty(t *testing.T) {
	pal6 := charAt(t, rules.Paladin, rules.Human, 6) // CHA 15: +2
	pal5 := charAt(t, rules.Paladin, rules.Human, 5)
	fighter := charAt(t, rules.Fighter, rules.Human, 6)
	cases := []struct {
		name  string
		seats []rules.Character
		down  bool // the paladin of seat 0 is at 0 HP
		want  int  // seat 1's aura bonus
	}{
		{"an ally beside a level-6 paladin", []rules.Character{pal6, fighter}, false, 2},
		{"no aura before level 6", []rules.Character{pal5, fighter}, false, 0},
		{"a downed paladin's aura is gone", []rules.Character{pal6, fighter}, true, 0},
		{"no paladin", []rules.Character{fighter, fighter}, false, 0},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := partyAt(t, &script{}, named(tc.seats[0], "Ann"), named(tc.seats[1], "Bo"))
			if tc.down {
				s.Players[0].HP = 0
			}
			s.Seat = 1
			assert.Equal(t, tc.want, s.auraBonus())
		})
	}
	solo := started(t, pal6, &script{}, dummy(50, 10, 0, "", 0))
	assert.Equal(t, solo.Player().Abilities.Mod(rules.DEX)+2, solo.playerSaveBonus(rules.DEX), "the paladin's own saves")
}

// The oaths' Channel Divinity (rules §1.11): Sacred Weapon adds CHA to the
// weapon's attack rolls, Vow of Enmity gives advantage on one foe, Nature's
// Wrath restrains a foe that fails its STR save; once a short rest.
func TestChannelDivinity(t *testing.T) {
	cases := []struct {
		name  string
		sub   string
		d20   []int // the channel's own d20s, then the attack's
		check func(t *testing.T, s *State)
	}{
		{"sacred weapon", "devotion", nil, func(t *testing.T, s *State) {
			assert.True(t, s.SacredUp())
			assert.True(t, s.Player().ActionUsed, "the action")
			assert.Equal(t, 2, s.sacredBonus())
		}},
		{"vow of enmity", "vengeance", nil, func(t *testing.T, s *State) {
			assert.Equal(t, 0, s.VowTarget())
			assert.True(t, s.Player().BonusUsed, "a bonus action")
			assert.False(t, s.Player().ActionUsed)
			adv, _ := s.rollAgainstEnemy(&script{d20: []int{2, 17}}, 0, 0, false), 0
			assert.Equal(t, 17, adv.d, "advantage: the higher d20")
			s.Player().Turns++
			assert.Equal(t, 0, s.VowTarget(), "it holds through the paladin's next turn")
			s.Player().Turns++
			assert.Equal(t, -1, s.VowTarget(), "and ends after it")
		}},
		{"nature's wrath: a failed save", "ancients", []int{2}, func(t *testing.T, s *State) {
			assert.True(t, hasCond(s.Enemies[0].Conditions, rules.Restrained))
		}},
		{"nature's wrath: a made save", "ancients", []int{20}, func(t *testing.T, s *State) {
			assert.False(t, hasCond(s.Enemies[0].Conditions, rules.Restrained))
		}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := started(t, subclassed(t, rules.Paladin, 3, tc.sub), &script{d20: tc.d20}, dummy(500, 10, 0, "", 0))
			require.NoError(t, s.do(Action{Kind: ActChannel, Target: 0}))
			tc.check(t, s)
			assert.Zero(t, rules.FeatureUsesLeft(s.Player().Char, s.Player().Char.Def().FeaturesAt(3)[len(s.Player().Char.Def().FeaturesAt(3))-1]), "its use is spent")
			s.Player().BonusUsed, s.Player().ActionUsed = false, false
			assert.Error(t, s.do(Action{Kind: ActChannel, Target: 0}), "once a short rest")
		})
	}
	s := started(t, charAt(t, rules.Paladin, rules.Human, 3), &script{}, dummy(50, 10, 0, "", 0))
	assert.ErrorIs(t, s.do(Action{Kind: ActChannel, Target: 0}), ErrNoFeature, "no oath, no Channel Divinity")
}

// The standard policy smites in elite and boss fights only, with the
// boss's highest slot, lays on hands when low, and opens an elite or boss
// fight with its oath's Channel Divinity (rules §2.12).
func TestPaladinPolicy(t *testing.T) {
	cases := []struct {
		name  string
		sub   string
		level int
		kind  Kind
		hp    int // the player's HP; 0 leaves it full
		want  Action
	}{
		{"an ordinary fight: the plain Attack action", "", 5, KindNormal, 0, Action{Kind: ActAttack, Target: 0}},
		{"an elite: smite with the lowest slot", "", 5, KindElite, 0, Action{Kind: ActSmite, Target: 0, Slot: 1}},
		{"a boss: smite with the highest slot", "", 7, KindBoss, 0, Action{Kind: ActSmite, Target: 0, Slot: 2}},
		{"low: lay on hands", "", 5, KindNormal, 3, Action{Kind: ActLayOnHands, Target: AutoTarget}},
		{"devotion opens with Sacred Weapon", "devotion", 5, KindBoss, 0, Action{Kind: ActChannel, Target: 0}},
		{"vengeance vows as its bonus action", "vengeance", 5, KindElite, 0, Action{Kind: ActChannel, Target: 0}},
		{"ancients binds the boss", "ancients", 5, KindBoss, 0, Action{Kind: ActChannel, Target: 0}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := started(t, subclassed(t, rules.Paladin, tc.level, tc.sub), &script{}, dummy(300, 14, 5, "", 0))
			s.Kind = tc.kind
			if tc.hp > 0 {
				s.Player().HP = tc.hp
			}
			assert.Equal(t, tc.want, DefaultPolicy().Next(s))
		})
	}
}
