package combat

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
)

func TestFastHandsUsesAFightItemAsTheBonusAction(t *testing.T) {
	cases := []struct {
		name    string
		sub     string
		item    rules.ItemID   // carried: one of it
		ask     content.ItemID // Action.Item
		hp      int
		bonus   bool // spent before
		wantErr error
	}{
		{"a Thief oils the blade as a bonus action", "thief", "goblin_grease", "goblin_grease", 5, false, nil},
		{"not a healing potion", "thief", "potion_of_healing", "potion_of_healing", 5, false, ErrFastHandsHeals},
		{"the bonus action is spent", "thief", "goblin_grease", "goblin_grease", 5, true, ErrNoBonusAction},
		{"an Assassin has no Fast Hands", "assassin", "goblin_grease", "goblin_grease", 5, false, ErrNoFeature},
		{"a plain Rogue neither", "", "goblin_grease", "goblin_grease", 5, false, ErrNoFeature},
		{"nothing carried", "thief", "potion_of_healing", "goblin_grease", 5, false, ErrNoItem},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			c := subclassed(t, rules.Rogue, 3, tc.sub)
			c.Inventory = rules.Inventory{tc.item: 1}
			s := started(t, c, &script{}, dummy(500, 5, 0, "", 0))
			if tc.hp > 0 {
				s.Player().HP = tc.hp
			}
			s.Player().BonusUsed = tc.bonus
			st, evs, err := Do(*s, Action{Kind: ActFastHands, Item: tc.ask, Target: AutoTarget})
			if tc.wantErr != nil {
				assert.ErrorIs(t, err, tc.wantErr)
				return
			}
			require.NoError(t, err)
			assert.Zero(t, st.Player().Char.Inventory.Count(tc.item), "used up")
			assert.True(t, st.Player().BonusUsed)
			assert.False(t, st.Player().ActionUsed, "the action is left for the attack")
			assert.True(t, st.Player().InTurn)
			used := find(evs, EvFeatureUsed)
			require.Len(t, used, 1)
			assert.Equal(t, rules.FeatureFastHands, used[0].Feature)
			assert.Len(t, find(evs, EvItemUsed), 1)
			st, evs, err = Do(st, Action{Kind: ActAttack, Target: 0})
			require.NoError(t, err)
			assert.NotEmpty(t, find(evs, EvAttackHit), "the attack follows in the same turn")
			assert.Equal(t, 2, st.Round)
		})
	}
}

func TestAssassinateInTheFirstRoundOnAFoeThatHasNotActed(t *testing.T) {
	cases := []struct {
		name      string
		sub       string
		round     int
		foeActed  bool
		wantHit   bool // a 2 then a 17 against AC 20: only advantage hits
		wantCrit  bool
		wantEvent bool
	}{
		{"an Assassin before the foe's turn", "assassin", 1, false, true, true, true},
		{"the foe has acted", "assassin", 1, true, false, false, false},
		{"the second round", "assassin", 2, false, false, false, false},
		{"a Thief has no Assassinate", "thief", 1, false, false, false, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := started(t, subclassed(t, rules.Rogue, 3, tc.sub), &script{d20: []int{2, 17}}, dummy(500, 20, 0, "", 0))
			s.Player().OpeningUsed = true
			s.Round = tc.round
			if tc.foeActed {
				s.Order, s.Turn = []int{1, 0}, 1
			}
			s.playerSwing(s.fake, 0)
			hits := find(s.evs, EvAttackHit)
			assert.Equal(t, tc.wantHit, len(hits) == 1)
			if len(hits) == 1 {
				assert.Equal(t, tc.wantCrit, hits[0].Crit)
			}
			assert.Equal(t, tc.wantEvent, len(find(s.evs, EvFeatureUsed)) == 1)
		})
	}
}

func TestAssassinateLeavesOpeningStrikeForALaterHit(t *testing.T) {
	for _, sub := range []string{"assassin", "thief"} {
		s := started(t, subclassed(t, rules.Rogue, 3, sub), &script{d20: []int{15, 15, 15}}, dummy(500, 5, 0, "", 0))
		s.playerSwing(s.fake, 0)
		s.Round, s.Player().SneakUsed = 2, false
		s.playerSwing(s.fake, 0)
		hits := find(s.evs, EvAttackHit)
		require.Len(t, hits, 2)
		assert.True(t, hits[0].Crit, sub)
		assert.Equal(t, sub == "assassin", hits[1].Crit, "%s: Opening Strike waits for a hit Assassinate did not crit", sub)
	}
}

// TestTrickstersShieldOnceALongRest: an Arcane Trickster's Shield reflex
// turns the first hit that matters and then waits for a long rest (rules
// §1.11), while a Mage's turns each; a Thief has none.
func TestTrickstersShieldOnceALongRest(t *testing.T) {
	cases := []struct {
		name      string
		char      func(t *testing.T) rules.Character
		spent     bool   // the Trickster's Shield use spent before the fight
		want      []bool // each of three hits: turned by Shield
		wantEvent int    // "You use Trickster's Shield"
	}{
		{"an Arcane Trickster turns one hit, with slots to spare", func(t *testing.T) rules.Character { return subclassed(t, rules.Rogue, 7, "arcane_trickster") }, false, []bool{true, false, false}, 1},
		{"its uses spent: none", func(t *testing.T) rules.Character { return subclassed(t, rules.Rogue, 7, "arcane_trickster") }, true, []bool{false, false, false}, 0},
		{"a Mage turns each", func(t *testing.T) rules.Character { return charAt(t, rules.Mage, rules.Human, 7) }, false, []bool{true, true, true}, 0},
		{"a Thief casts no Shield", func(t *testing.T) rules.Character { return subclassed(t, rules.Rogue, 7, "thief") }, false, []bool{false, false, false}, 0},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			c := tc.char(t)
			if tc.spent {
				c.Resources[rules.FeatureTricksterShield] = 0
			}
			sc := &script{}
			s := fixture(t, c, sc, dummy(50, 10, 0, "", 0))
			s.Player().HP = 8
			for k, want := range tc.want {
				s.Player().ShieldUp = false // the player's turn came between the hits
				sc.d20 = []int{s.PlayerAC()}
				hit, _ := s.enemySwing(sc, 0, 0, 4, false, false, true) // 4 of 8 HP: a hit that matters
				assert.Equal(t, !want, hit, "hit %d", k+1)
			}
			assert.Len(t, find(s.evs, EvFeatureUsed), tc.wantEvent)
			if c.HasFeature(rules.FeatureTricksterShield) {
				assert.Zero(t, rules.FeatureUsesLeft(s.Player().Char, rules.FeatureTricksterShield), "spent until a long rest")
				rested, _ := rules.RestoreLongRest(s.Player().Char)
				assert.Equal(t, 1, rules.FeatureUsesLeft(rested, rules.FeatureTricksterShield), "a long rest gives it back")
			}
		})
	}
}

func TestArcaneTricksterCastsMageSpells(t *testing.T) {
	for _, sub := range []string{"arcane_trickster", "thief"} {
		s := started(t, subclassed(t, rules.Rogue, 3, sub), &script{}, dummy(500, 5, 0, "", 0))
		st, evs, err := Do(*s, Action{Kind: ActCast, Spell: rules.MagicMissile, Target: 0})
		if sub != "arcane_trickster" {
			assert.ErrorIs(t, err, ErrSpellNotKnown)
			continue
		}
		require.NoError(t, err)
		assert.Len(t, find(evs, EvSpellCast), 1)
		assert.Equal(t, 1, st.Player().Char.Slots.At(1), "one of the two 1st-level slots spent")
	}
}

func TestThePolicyPlaysFastHands(t *testing.T) {
	cases := []struct {
		name string
		kind Kind
		item rules.ItemID
		low  bool
		want ActionKind
	}{
		{"an elite's first turn: the buff by hand", KindElite, "goblin_grease", false, ActFastHands},
		{"a boss's first turn too", KindBoss, "goblin_grease", false, ActFastHands},
		{"a normal fight, unhurt: hide", KindNormal, "goblin_grease", false, ActHide},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			c := subclassed(t, rules.Rogue, 3, "thief")
			c.Inventory = rules.Inventory{tc.item: 2}
			s := started(t, c, &script{}, dummy(500, 5, 0, "", 0))
			s.Kind = tc.kind
			if tc.low {
				s.Player().HP = 3
			}
			a := DefaultPolicy().Next(s)
			assert.Equal(t, tc.want, a.Kind)
			require.NoError(t, s.do(a))
			assert.True(t, s.Player().BonusUsed)
			assert.Equal(t, ActAttack, DefaultPolicy().Next(s).Kind, "the action attacks")
		})
	}
}

func TestFastHandsOnceALongRest(t *testing.T) {
	c := subclassed(t, rules.Rogue, 3, "thief")
	c.Inventory = rules.Inventory{"goblin_grease": 3}
	s := started(t, c, &script{}, dummy(500, 5, 0, "", 0))
	s.Kind = KindElite
	for turn, want := range []error{nil, ErrNoFeatureUses} {
		s.Player().BonusUsed = false
		assert.ErrorIs(t, s.do(Action{Kind: ActFastHands, Item: "goblin_grease", Target: 0}), want, "turn %d", turn+1)
	}
	assert.Equal(t, 2, s.Player().Char.Inventory.Count("goblin_grease"))
	assert.NotEqual(t, ActFastHands, DefaultPolicy().Next(s).Kind, "the policy knows it is spent")
}

// A Thief's Fast Hands empties the fallen's purses once a fight is won
// (rules §1.11): 1d6 × the zone's tier coins a kill, as a purse drop and a
// log line; nobody else does, and a practice bout pays nothing.
func TestFastHandsLiftsTheFallensPurses(t *testing.T) {
	cases := []struct {
		name     string
		sub      string
		tier     int
		practice bool
		lifts    bool
	}{
		{"a Thief, tier 1", "thief", 1, false, true},
		{"a Thief, tier 4", "thief", 4, false, true},
		{"an Assassin", "assassin", 1, false, false},
		{"a plain Rogue", "", 1, false, false},
		{"a Thief's practice bout", "thief", 1, true, false},
		{"a Thief who flees after a kill", "thief", 1, false, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := started(t, subclassed(t, rules.Rogue, 3, tc.sub), &script{d20: []int{18, 18}}, dummy(1, 5, 0, "", 0), dummy(1, 5, 0, "", 0))
			s.Tier, s.Practice = tc.tier, tc.practice
			st, _, err := Do(*s, Action{Kind: ActAttack, Target: 0})
			require.NoError(t, err)
			flee := strings.Contains(tc.name, "flees")
			var evs []Event
			for !st.Over() {
				next := Action{Kind: ActAttack, Target: 1}
				if flee {
					next = Action{Kind: ActFlee}
				}
				st, evs, err = Do(st, next)
				require.NoError(t, err)
			}
			if flee {
				require.Equal(t, ResultFled, st.Result)
				require.NotEmpty(t, st.Outcome.Kills, "the kill before the flight")
			} else {
				require.Equal(t, ResultWon, st.Result)
			}
			coins, purses := 0, 0
			for _, d := range st.Outcome.Loot {
				if d.Source == content.SourcePurse {
					coins += d.Coins
					purses++
				}
			}
			var lines []Event
			for _, e := range find(evs, EvFeatureUsed) {
				if e.Feature == rules.FeatureFastHands {
					lines = append(lines, e)
				}
			}
			if !tc.lifts {
				assert.Zero(t, purses)
				assert.Empty(t, lines)
				return
			}
			require.Equal(t, 1, purses, "one purse drop for the fight")
			assert.GreaterOrEqual(t, coins, 2*tc.tier, "two kills, at least 1 × tier each")
			assert.LessOrEqual(t, coins, 2*PurseDie*tc.tier)
			require.Len(t, lines, 1)
			assert.Equal(t, coins, lines[0].Amount, "the log says what the drop holds")
		})
	}
}
