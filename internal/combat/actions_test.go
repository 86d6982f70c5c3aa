package combat

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
)

func TestCommandErrorsLeaveStateUnchanged(t *testing.T) {
	tests := []struct {
		name  string
		class rules.ClassID
		level int
		act   Action
		want  error
	}{
		{"attack a target that is not there", rules.Fighter, 1, Action{Kind: ActAttack, Target: 5}, ErrNoSuchTarget},
		{"attack a dead target", rules.Fighter, 1, Action{Kind: ActAttack, Target: 1}, ErrNoSuchTarget},
		{"use an item not carried", rules.Fighter, 1, Action{Kind: ActUse, Item: "herb_salve"}, ErrNoItem},
		{"use an item that is no consumable", rules.Fighter, 1, Action{Kind: ActUse, Item: "longsword_t1"}, ErrNotUsable},
		{"cast an unknown spell", rules.Mage, 1, Action{Kind: ActCast, Spell: "wish"}, ErrUnknownSpell},
		{"cast a spell not on the list", rules.Fighter, 1, Action{Kind: ActCast, Spell: rules.FireBolt, Target: 0}, ErrSpellNotKnown},
		{"cast Shield by hand", rules.Mage, 1, Action{Kind: ActCast, Spell: rules.ShieldSpell}, ErrReactionSpell},
		{"cast with a slot below the spell", rules.Mage, 5, Action{Kind: ActCast, Spell: rules.Fireball, Slot: 2}, ErrBadSlotLevel},
		{"cast with a slot level never had", rules.Mage, 1, Action{Kind: ActCast, Spell: rules.MagicMissile, Slot: 3, Target: 0}, ErrNoSlot},
		{"unknown action", rules.Fighter, 1, Action{Kind: "dance"}, ErrUnknownAction},
		{"a potion at full HP", rules.Fighter, 1, Action{Kind: ActUse, Item: "potion_of_healing"}, ErrFullHP},
		{"Second Wind at full HP", rules.Fighter, 1, Action{Kind: ActSecondWind}, ErrFullHP},
		{"Cure Wounds at full HP", rules.Cleric, 1, Action{Kind: ActCast, Spell: rules.CureWounds}, ErrFullHP},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := started(t, charAt(t, tc.class, rules.Human, tc.level), &script{}, dummy(50, 10, 0, "", 0), dummy(50, 10, 0, "", 0))
			s.Enemies[1].Dead = true
			s.Player().Char.Inventory["longsword_t1"] = 1
			s.Player().Char.Inventory["potion_of_healing"] = 1
			s.Player().HP = s.Player().MaxHP
			before := s.Clone()
			st, evs, err := Do(*s, tc.act)
			assert.ErrorIs(t, err, tc.want)
			assert.Nil(t, evs)
			assert.Equal(t, before, st.Clone())
		})
	}
}

func TestNoSlotLeft(t *testing.T) {
	s := started(t, charAt(t, rules.Mage, rules.Human, 1), &script{}, dummy(50, 10, 0, "", 0))
	s.Player().Char.Slots = rules.SlotTable{}
	_, _, err := Do(*s, Action{Kind: ActCast, Spell: rules.MagicMissile, Target: 0})
	assert.ErrorIs(t, err, ErrNoSlot)
	_, _, err = Do(*s, Action{Kind: ActCast, Spell: rules.FireBolt, Target: 0})
	assert.NoError(t, err, "cantrips need no slot")
}

func TestCommandsAfterTheFightAreRefused(t *testing.T) {
	s := started(t, charAt(t, rules.Fighter, rules.Human, 1), &script{}, dummy(50, 10, 0, "", 0))
	st, _, err := Flee(*s)
	require.NoError(t, err)
	for _, a := range []Action{{Kind: ActAttack}, {Kind: ActFlee}, {Kind: ActUse, Item: "potion_of_healing"}} {
		_, _, err := Do(st, a)
		assert.ErrorIs(t, err, ErrFightOver)
	}
	again, evs := Resolve(st, defaultPolicy)
	assert.Equal(t, st, again, "the autopilot leaves a finished fight as it is")
	assert.Nil(t, evs)
}

func TestMagicMissileSpendsASlotAndAlwaysHits(t *testing.T) {
	s := started(t, charAt(t, rules.Mage, rules.Human, 1), &script{}, dummy(50, 99, 0, "", 0))
	st, evs, err := Do(*s, Action{Kind: ActCast, Spell: rules.MagicMissile, Target: 0})
	require.NoError(t, err)
	assert.Equal(t, 50-3*5, st.Enemies[0].HP, "three 1d4+1 darts")
	assert.Equal(t, 1, st.Player().Char.Slots.At(1))
	spent := find(evs, EvSlotSpent)
	require.Len(t, spent, 1)
	assert.Equal(t, 1, spent[0].Slot)
}

func TestUpcastAddsDarts(t *testing.T) {
	s := started(t, charAt(t, rules.Mage, rules.Human, 3), &script{}, dummy(50, 99, 0, "", 0))
	st, _, err := Do(*s, Action{Kind: ActCast, Spell: rules.MagicMissile, Target: 0, Slot: 2})
	require.NoError(t, err)
	assert.Equal(t, 50-4*5, st.Enemies[0].HP, "four darts from a level 2 slot")
	assert.Equal(t, 1, st.Player().Char.Slots.At(2))
}

func TestFireBoltCantrip(t *testing.T) {
	s := started(t, charAt(t, rules.Mage, rules.Human, 5), &script{d20: []int{15}}, dummy(50, 10, 0, "", 0))
	slots := s.Player().Char.Slots
	st, evs, err := Do(*s, Action{Kind: ActCast, Spell: rules.FireBolt, Target: 0})
	require.NoError(t, err)
	assert.Equal(t, slots, st.Player().Char.Slots)
	hits := findFrom(evs, EvAttackHit, PlayerID)
	require.Len(t, hits, 1)
	assert.Equal(t, 20+rules.CastingMod(s.Player().caster()), hits[0].Amount, "2d10 at level 5, + INT as a weapon adds its ability")
	assert.Equal(t, rules.FireBolt, hits[0].Spell)
}

func TestLoudSpellsEmitThreat(t *testing.T) {
	tests := []struct {
		spell rules.SpellID
		loud  bool
	}{
		{rules.Fireball, true},
		{rules.Thunderwave, true},
		{rules.BurningHands, false},
	}
	for _, tc := range tests {
		t.Run(string(tc.spell), func(t *testing.T) {
			s := started(t, charAt(t, rules.Mage, rules.Human, 5), &script{d20: []int{1, 1}},
				dummy(100, 10, 0, "", 0), dummy(100, 10, 0, "", 0))
			st, evs, err := Do(*s, Action{Kind: ActCast, Spell: tc.spell, Target: AutoTarget})
			require.NoError(t, err)
			loud := find(evs, EvLoudAbility)
			assert.Len(t, loud, b2i(tc.loud))
			if tc.loud {
				assert.Equal(t, rules.LoudSpellThreat, loud[0].Threat)
				assert.Equal(t, rules.LoudSpellThreat, st.LoudThreat)
			}
			assert.Less(t, st.Enemies[0].HP, 100, "area spells hit every enemy")
			assert.Less(t, st.Enemies[1].HP, 100)
		})
	}
}

func TestUseConsumables(t *testing.T) {
	tests := []struct {
		item  rules.ItemID
		check func(t *testing.T, st State)
	}{
		{"potion_of_healing", func(t *testing.T, st State) { assert.Equal(t, 1+10, st.Player().HP, "2d4+2") }},
		{"berry_poultice", func(t *testing.T, st State) { assert.Equal(t, 1+12, st.Player().HP) }},
		{"coal_bomb", func(t *testing.T, st State) { assert.Equal(t, 50-8, st.Enemies[0].HP) }},
		{"goblin_grease", func(t *testing.T, st State) { assert.Equal(t, 25, st.Player().DamageBoost) }},
		{"quartz_ward", func(t *testing.T, st State) { assert.True(t, st.Player().Absorb) }},
		{"mushroom_brew", func(t *testing.T, st State) { assert.Equal(t, 20, st.Player().DamageReduction) }},
		{"sapphire_elixir", func(t *testing.T, st State) { assert.Equal(t, 3, st.Player().CritBoost) }},
		{"spore_cloud", func(t *testing.T, st State) { assert.Equal(t, 15, st.Player().EnemyMissPct) }},
		{"blooper_ink", func(t *testing.T, st State) { assert.Equal(t, playerActor, st.Order[0], "acts first from round 2") }},
	}
	for _, tc := range tests {
		t.Run(string(tc.item), func(t *testing.T) {
			s := started(t, charAt(t, rules.Fighter, rules.Human, 1), &script{d20: []int{1}}, dummy(50, 10, 0, "", 0))
			s.Order = []int{1, 0}
			s.Turn = 1
			s.Player().HP = 1
			s.Player().Char.Inventory[tc.item] = 2
			st, evs, err := Do(*s, Action{Kind: ActUse, Item: tc.item, Target: AutoTarget})
			require.NoError(t, err)
			assert.Equal(t, 1, st.Player().Char.Inventory.Count(tc.item), "one spent")
			assert.Len(t, find(evs, EvItemUsed), 1)
			tc.check(t, st)
		})
	}
}

// A potion drunk in a fight is the starting kit's while one is carried
// (rules §4.5), so a bought or looted one stays sellable after the fight.
func TestFightDrinksTheKitPotionFirst(t *testing.T) {
	ch := charAt(t, rules.Fighter, rules.Human, 1)
	require.Equal(t, 1, rules.KitCarried(ch, "potion_of_healing"), "the kit's potion")
	ch, err := rules.AddItem(ch, "potion_of_healing", 1)
	require.NoError(t, err)
	s := started(t, ch, &script{d20: []int{1}}, dummy(50, 10, 0, "", 0))
	s.Order, s.Turn, s.Player().HP = []int{1, 0}, 1, 1
	st, _, err := Do(*s, Action{Kind: ActUse, Item: "potion_of_healing", Target: AutoTarget})
	require.NoError(t, err)
	assert.Equal(t, 1, st.Player().Char.Inventory.Count("potion_of_healing"))
	assert.Equal(t, 0, rules.KitCarried(st.Player().Char, "potion_of_healing"), "the kit's was drunk")
	assert.Equal(t, 1, rules.SellableCopies(st.Player().Char, "potion_of_healing"))
}

func TestQuartzWardAbsorbsOneHit(t *testing.T) {
	sc := &script{d20: []int{15, 15}}
	s := fixture(t, charAt(t, rules.Fighter, rules.Human, 1), sc, dummy(50, 10, 0, "", 0))
	s.Player().AC, s.Player().Absorb = 10, true
	hp := s.Player().HP
	s.enemySwing(sc, 0, 0, -1, false, false, true)
	assert.Equal(t, hp, s.Player().HP)
	s.enemySwing(sc, 0, 0, -1, false, false, true)
	assert.Equal(t, hp-4, s.Player().HP)
}

func TestFindTarget(t *testing.T) {
	st, _, err := New(Spec{Seed: 3, Key: "find", Character: charAt(t, rules.Fighter, rules.Human, 5),
		Enemies: []content.Monster{monster(t, "goblin_sneak"), monster(t, "goblin_sneak"), monster(t, "skeleton")}})
	require.NoError(t, err)
	tests := []struct {
		q    string
		want int
		err  error
	}{
		{"", AutoTarget, nil},
		{"2", 1, nil},
		{"skel", 2, nil},
		{"Goblin Sneak 2", 1, nil},
		{"e1", 0, nil},
		{"sneak", 0, nil},
		{"9", 0, ErrNoSuchTarget},
		{"dragon", 0, ErrNoSuchTarget},
	}
	for _, tc := range tests {
		got, err := FindTarget(st, tc.q)
		if tc.err != nil {
			assert.ErrorIs(t, err, tc.err, tc.q)
			continue
		}
		require.NoError(t, err, tc.q)
		assert.Equal(t, tc.want, got, tc.q)
	}
}

func TestOneCommandIsOneRound(t *testing.T) {
	st, _, err := New(Spec{Seed: 11, Key: "round", Character: charAt(t, rules.Fighter, rules.Human, 5),
		Enemies: []content.Monster{monster(t, "worg")}})
	require.NoError(t, err)
	for round := st.Round; !st.Over(); round++ {
		require.Equal(t, round, st.Round)
		require.True(t, st.Player().InTurn, "the fight waits on the player")
		st, _, err = Do(st, Action{Kind: ActAttack, Target: AutoTarget})
		require.NoError(t, err)
	}
}

func TestAStaffsMagicBonusRaisesSpellAttackAndSaveDC(t *testing.T) {
	c := charAt(t, rules.Mage, rules.Human, 5)
	c.Equipment = rules.Equipment{rules.SlotMainHand: "quarterstaff_t3"} // +2
	// A roll of 5 hits AC 18 only with the staff: 5 + (prof 3 + INT + 3) + 2.
	base := rules.SpellAttackBonus(c)
	ac := 5 + base + 2
	s := started(t, c, &script{d20: []int{5}}, dummy(50, ac, 0, "", 0))
	require.Equal(t, 2, s.Player().FocusBonus)
	_, evs, err := Do(*s, Action{Kind: ActCast, Spell: rules.FireBolt, Target: 0})
	require.NoError(t, err)
	require.Len(t, findFrom(evs, EvAttackHit, PlayerID), 1, "the staff's +2 turns the miss into a hit")

	c.Equipment = rules.Equipment{rules.SlotMainHand: "dagger_t3"}
	s = started(t, c, &script{d20: []int{5}}, dummy(50, ac, 0, "", 0))
	_, evs, err = Do(*s, Action{Kind: ActCast, Spell: rules.FireBolt, Target: 0})
	require.NoError(t, err)
	assert.Empty(t, findFrom(evs, EvAttackHit, PlayerID), "a dagger is no focus")
}

// A fight in a zone the content does not hold is refused, where it used to
// be fought at a zero zone's tier with no boss table.
func TestAFightInAnUnknownZoneIsRefused(t *testing.T) {
	spec := Spec{Seed: 3, Key: "zone", Character: charAt(t, rules.Fighter, rules.Human, 5),
		Enemies: []content.Monster{monster(t, "goblin_sneak")}, ZoneID: "nowhere"}
	_, _, err := New(spec)
	assert.Equal(t, ErrUnknownZone{ID: "nowhere"}, err)
	spec.ZoneID = ""
	_, _, err = New(spec)
	assert.NoError(t, err, "a fight outside any zone still starts")
}
