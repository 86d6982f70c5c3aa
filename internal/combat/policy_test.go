package combat

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
)

func TestPolicyHealsBelowThreshold(t *testing.T) {
	tests := []struct {
		name  string
		class rules.ClassID
		hpPct int
		items rules.Inventory
		want  Action
	}{
		{"rogue drinks a potion", rules.Rogue, 30, rules.Inventory{"potion_of_healing": 2},
			Action{Kind: ActUse, Item: "potion_of_healing", Target: AutoTarget}},
		{"fighter uses Second Wind first", rules.Fighter, 30, rules.Inventory{"potion_of_healing": 1},
			Action{Kind: ActSecondWind, Target: AutoTarget}},
		{"cleric casts Healing Word", rules.Cleric, 30, nil,
			Action{Kind: ActCast, Spell: rules.HealingWord, Slot: 1, Target: AutoTarget}},
		{"nothing to heal with: attack", rules.Rogue, 30, rules.Inventory{},
			Action{Kind: ActAttack, Target: 0}},
		{"above the threshold: attack", rules.Rogue, 50, rules.Inventory{"potion_of_healing": 1},
			Action{Kind: ActAttack, Target: 0}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := started(t, charAt(t, tc.class, rules.Human, 1), &script{}, dummy(500, 10, 0, "", 0))
			s.Player().HP = s.Player().MaxHP * tc.hpPct / 100
			if tc.items != nil {
				s.Player().Char.Inventory = tc.items
			}
			assert.Equal(t, tc.want, defaultPolicy.Next(s))
		})
	}
}

// The standard policy keeps its last healing consumable unless the
// enemies' next round, every attack hitting, could drop it to 0 HP
// (rules §2.12).
func TestPolicyKeepsAHealInReserve(t *testing.T) {
	drink := Action{Kind: ActUse, Item: "potion_of_healing", Target: AutoTarget}
	attack := Action{Kind: ActAttack, Target: 0}
	tests := []struct {
		name    string
		monster content.MonsterID
		hp      int // of 30
		items   rules.Inventory
		want    Action
	}{
		{"two carried: drinks one", "grol", 11, rules.Inventory{"potion_of_healing": 2}, drink},
		{"a potion and a poultice: drinks the fit", "grol", 11, rules.Inventory{"potion_of_healing": 1, "berry_poultice": 1},
			Action{Kind: ActUse, Item: "berry_poultice", Target: AutoTarget}},
		{"the last, out of reach of a round: kept", "grol", 11, rules.Inventory{"potion_of_healing": 1}, attack},
		{"the last, one HP above a round: kept", "grol", 9, rules.Inventory{"potion_of_healing": 1}, attack},
		{"the last, a round could drop it: drunk", "grol", 8, rules.Inventory{"potion_of_healing": 1}, drink},
		{"the last, a legendary action tips it: drunk", "ilvaras", 11, rules.Inventory{"potion_of_healing": 1}, drink},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := started(t, charAt(t, rules.Rogue, rules.Human, 1), &script{}, monster(t, tc.monster))
			s.Player().MaxHP, s.Player().HP, s.Player().AC = 30, tc.hp, 30
			s.Player().Char.Inventory = tc.items
			got := defaultPolicy.Next(s)
			if tc.want.Kind == ActAttack {
				assert.NotEqual(t, ActUse, got.Kind, "WorstRound %.1f", WorstRound(s))
				return
			}
			assert.Equal(t, tc.want, got, "WorstRound %.1f", WorstRound(s))
		})
	}
}

func TestWorstRound(t *testing.T) {
	sneak, shaman := monster(t, "goblin_sneak"), monster(t, "goblin_shaman")
	ilvaras := monster(t, "ilvaras")
	ilvarasSwings := 0.0
	for _, sw := range ilvaras.Multiattack.Swings {
		ilvarasSwings += float64(sw)
	}
	tests := []struct {
		name     string
		monsters []content.Monster
		fallen   int // enemies, first ones first, already down
		want     float64
	}{
		{"Grol's swings, all hitting", []content.Monster{monster(t, "grol")}, 0, 5 + 3},
		{"two foes add up", []content.Monster{monster(t, "grol"), sneak}, 0, 8 + sneak.Damage.Average()},
		{"a fallen foe deals nothing", []content.Monster{monster(t, "grol"), sneak}, 1, sneak.Damage.Average()},
		{"a plain attack's dice average", []content.Monster{sneak}, 0, sneak.Damage.Average()},
		{"a charged area ability, no save", []content.Monster{shaman}, 0, 2 * shaman.Damage.Average()},
		{"a legendary action on top", []content.Monster{ilvaras}, 0, ilvarasSwings + ilvaras.Legendary.Dice.Average()},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := started(t, charAt(t, rules.Rogue, rules.Human, 1), &script{}, tc.monsters...)
			for i := range tc.fallen {
				s.Enemies[i].Dead = true
			}
			assert.InDelta(t, tc.want, WorstRound(s), 1e-9)
		})
	}
}

func TestPolicyPicksTheHealThatFits(t *testing.T) {
	s := started(t, charAt(t, rules.Rogue, rules.Human, 5), &script{}, dummy(500, 10, 0, "", 0))
	s.Player().Char.Inventory = rules.Inventory{"potion_of_healing": 1, "berry_poultice": 1, "spirit_tonic": 1}
	s.Player().MaxHP, s.Player().HP = 40, 10
	assert.Equal(t, rules.ItemID("berry_poultice"), defaultPolicy.Next(s).Item, "30 missing: the poultice's 12 fits, the tonic's 40 would waste")
	s.Player().Char.Inventory = rules.Inventory{"spirit_tonic": 2}
	assert.Equal(t, rules.ItemID("spirit_tonic"), defaultPolicy.Next(s).Item, "the only kind carried")
}

func TestChooseTarget(t *testing.T) {
	s := started(t, charAt(t, rules.Fighter, rules.Human, 1), &script{},
		dummy(50, 10, 0, "", 0), dummy(3, 10, 0, "", 0), dummy(2, 10, 0, "", 0), monster(t, "valdris"))
	assert.Equal(t, 2, ChooseTarget(s), "lowest HP that one action can kill")
	s.Enemies[1].Dead, s.Enemies[2].Dead = true, true
	assert.Equal(t, 3, ChooseTarget(s), "else the most dangerous")
	s.Enemies[3].Escaped = true
	assert.Equal(t, 0, ChooseTarget(s))
	s.Enemies[0].Dead = true
	assert.Equal(t, -1, ChooseTarget(s))
}

func TestPolicySpendsSlotsOnlyWhenWorthIt(t *testing.T) {
	tests := []struct {
		name    string
		enemies []content.Monster
		slots   bool
		leveled bool
	}{
		{"one goblin: no slot", []content.Monster{dummy(7, 13, 0, "", 0)}, true, false},
		{"a boss: best spell with a slot", []content.Monster{monster(t, "grol")}, true, true},
		{"a boss but no slots left", []content.Monster{monster(t, "grol")}, false, false},
		{"two goblins: an area spell", []content.Monster{dummy(30, 13, 0, "", 0), dummy(30, 13, 0, "", 0)}, true, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := started(t, charAt(t, rules.Mage, rules.Human, 5), &script{}, tc.enemies...)
			if !tc.slots {
				s.Player().Char.Slots = rules.SlotTable{}
			}
			a := defaultPolicy.Next(s)
			leveled := false
			if a.Kind == ActCast {
				sp, ok := rules.Spell(a.Spell)
				require.True(t, ok)
				leveled = sp.Level > 0
				if leveled {
					assert.Positive(t, s.Player().Char.Slots.At(a.Slot), "a free slot")
				}
			}
			assert.Equal(t, tc.leveled, leveled, "%+v", a)
		})
	}
}

func TestPolicyMarksQuarryOnce(t *testing.T) {
	s := started(t, charAt(t, rules.Ranger, rules.Human, 1), &script{d20: []int{15}}, dummy(500, 10, 0, "", 0))
	a := defaultPolicy.Next(s)
	assert.Equal(t, Action{Kind: ActCast, Spell: rules.HuntersMark, Target: 0}, a)
	require.NoError(t, s.do(a))
	assert.Equal(t, ActAttack, defaultPolicy.Next(s).Kind)
}

// In an elite or boss fight a Ranger with its quarry marked spends its
// bonus action on Hail of Thorns (the lowest slot at an elite, the highest
// at a boss), once it concentrates on nothing; never in an ordinary fight,
// never with its last slot.
func TestPolicyRangerCastsHailOfThorns(t *testing.T) {
	slots := func(st rules.SlotTable) func(c *rules.Character) {
		return func(c *rules.Character) { c.Slots = st }
	}
	cases := []struct {
		name  string
		kind  Kind
		setup func(c *rules.Character)
		want  Action
	}{
		{"elite: lowest slot", KindElite, slots(rules.SlotTable{3, 2}), Action{Kind: ActCast, Spell: rules.HailOfThorns, Slot: 1, Target: 0}},
		{"boss: highest slot", KindBoss, slots(rules.SlotTable{3, 2}), Action{Kind: ActCast, Spell: rules.HailOfThorns, Slot: 2, Target: 0}},
		{"ordinary fight: attack", KindNormal, slots(rules.SlotTable{3, 2}), Action{Kind: ActAttack, Target: 0}},
		{"already concentrating: attack", KindBoss, func(c *rules.Character) { c.Concentration = rules.HailOfThorns },
			Action{Kind: ActAttack, Target: 0}},
		{"the last slot is kept: attack", KindBoss, slots(rules.SlotTable{0, 1}), Action{Kind: ActAttack, Target: 0}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := started(t, charAt(t, rules.Ranger, rules.Human, 8), &script{}, dummy(500, 10, 0, "", 0)) // slots 3/2
			s.Kind, s.Player().Turns = tc.kind, 2
			s.Player().Marked = 0
			tc.setup(&s.Player().Char)
			assert.Equal(t, tc.want, defaultPolicy.Next(s))
		})
	}
}

func TestPolicySurgesInBossFights(t *testing.T) {
	for _, tc := range []struct {
		m    content.Monster
		want ActionKind
	}{
		{monster(t, "grol"), ActActionSurge},
		{monster(t, "goblin_sneak"), ActAttack},
	} {
		s := started(t, charAt(t, rules.Fighter, rules.Human, 2), &script{}, tc.m)
		assert.Equal(t, tc.want, defaultPolicy.Next(s).Kind, tc.m.ID)
	}
}

func TestPolicyOpensEliteFightsWithABuff(t *testing.T) {
	s := started(t, charAt(t, rules.Rogue, rules.Human, 1), &script{}, monster(t, "worg"))
	s.Player().Char.Inventory = rules.Inventory{"goblin_grease": 1, "potion_of_healing": 1}
	assert.Equal(t, rules.ItemID("goblin_grease"), defaultPolicy.Next(s).Item)
	s.Player().Turns = 2
	assert.Equal(t, ActAttack, defaultPolicy.Next(s).Kind, "only on the first turn")
}

// A leveled damage spell goes at the lowest free slot that fits in an
// elite fight and at the highest in a boss fight, the zone's last: a
// level-9 Mage (slots 4/3/3/3/1) casts Blight with its 4th-level slot at
// an elite, and at a boss its best spell upcast into the 5th (six
// Scorching Rays).
func TestPolicySpendsTheBigSlotsOnTheBoss(t *testing.T) {
	for _, tc := range []struct {
		kind  Kind
		slot  int
		spell rules.SpellID
	}{{KindElite, 4, rules.Blight}, {KindBoss, 5, rules.ScorchingRay}} {
		s := started(t, charAt(t, rules.Mage, rules.Human, 9), &script{}, dummy(500, 10, 0, "", 0))
		s.Kind = tc.kind
		s.Player().Char.Concentration, s.Player().BlinkTurns = rules.Blur, BlinkTurns // already guarded (TestPolicyGuardsTheMage)
		a := defaultPolicy.Next(s)
		assert.Equal(t, Action{Kind: ActCast, Spell: tc.spell, Slot: tc.slot, Target: 0}, a, "%s", tc.kind)
	}
}

// In an elite or boss fight the Cleric raises Spirit Guardians once (a
// 3rd-level slot or, at a boss, its highest), never in an ordinary fight.
func TestPolicyRaisesSpiritGuardians(t *testing.T) {
	cases := []struct {
		name string
		kind Kind
		want Action
	}{
		{"elite: lowest slot that fits", KindElite, Action{Kind: ActCast, Spell: rules.SpiritGuardians, Slot: 3, Target: AutoTarget}},
		{"boss: the highest slot", KindBoss, Action{Kind: ActCast, Spell: rules.SpiritGuardians, Slot: 5, Target: AutoTarget}},
	}
	for _, tc := range cases {
		s := started(t, charAt(t, rules.Cleric, rules.Human, 9), &script{}, dummy(500, 10, 0, "", 0))
		s.Kind = tc.kind
		s.Player().Turns = 2 // past the opening consumable
		assert.Equal(t, tc.want, defaultPolicy.Next(s), tc.name)
	}
	s := started(t, charAt(t, rules.Cleric, rules.Human, 9), &script{}, dummy(500, 10, 0, "", 0))
	s.Kind = KindNormal
	assert.NotEqual(t, rules.SpiritGuardians, defaultPolicy.Next(s).Spell, "not in an ordinary fight")
	s.Kind = KindBoss
	s.Player().Char.Concentration = rules.SpiritGuardians
	assert.NotEqual(t, rules.SpiritGuardians, defaultPolicy.Next(s).Spell, "not while it is up")
}

// Spirit Guardians ends with the fight, so the next elite or boss fight
// raises it again (a tryout found the Cleric still "concentrating" on it
// afterwards, and never casting it again).
func TestSpiritGuardiansEndsWithTheFight(t *testing.T) {
	c := charAt(t, rules.Cleric, rules.Human, 9)
	c.Concentration = rules.SpiritGuardians // stale, from before the fight
	s := started(t, c, &script{}, dummy(500, 10, 0, "", 0))
	assert.Empty(t, s.Player().Char.Concentration, "a stale concentration is dropped when a fight starts")
	s.Kind, s.Player().Turns = KindBoss, 2
	assert.Equal(t, rules.SpiritGuardians, defaultPolicy.Next(s).Spell)

	s.Player().Char.Concentration = rules.SpiritGuardians
	st, _, err := Flee(*s)
	require.NoError(t, err)
	set, err := Settle(st, t0)
	require.NoError(t, err)
	assert.Empty(t, set.Character.Concentration, "the spell ends with the fight")
}

func TestPolicyHealsOnlyWhenTheHealPays(t *testing.T) {
	brute := dummy(500, 10, 20, "", 0)
	brute.Multiattack = &content.Multiattack{ToHit: 20, Swings: []int{20, 20}} // ~38 HP a round
	tests := []struct {
		name  string
		enemy content.Monster
		item  rules.ItemID
		want  ActionKind
	}{
		{"the enemy falls to this turn's attack: attack", dummy(3, 10, 0, "", 0), "potion_of_healing", ActAttack},
		{"the heal is smaller than a round of its damage: attack", brute, "potion_of_healing", ActAttack},
		{"the heal outweighs a round of its damage: drink", brute, "potion_of_supreme_healing", ActUse},
		{"a weak enemy and a long fight: drink", dummy(500, 10, 0, "", 0), "potion_of_healing", ActUse},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := started(t, charAt(t, rules.Rogue, rules.Human, 1), &script{}, tc.enemy)
			s.Player().HP = s.Player().MaxHP / 4
			s.Player().Char.Inventory = rules.Inventory{tc.item: 2} // one more than the reserve
			assert.Equal(t, tc.want, defaultPolicy.Next(s).Kind)
		})
	}
}

func TestIncomingCountsEachSwingAtItsChanceToHit(t *testing.T) {
	brute := dummy(500, 10, 0, "", 0)
	brute.Multiattack = &content.Multiattack{ToHit: 5, Swings: []int{10, 6}}
	s := started(t, charAt(t, rules.Rogue, rules.Human, 5), &script{}, brute, dummy(20, 10, 5, "", 0))
	s.Player().AC = 16 // no Shield, no debuff: PlayerAC is 16
	// Each needs 11 on the d20: 50%. Swings 10 + 6, and the dummy's 1d4 (2.5).
	assert.InDelta(t, 0.5*16+0.5*2.5, Incoming(s), 1e-9)
	s.Enemies[1].Dead = true
	assert.InDelta(t, 0.5*16, Incoming(s), 1e-9, "a fallen enemy deals nothing")
}

func TestIncomingCountsAChargedAreaAbility(t *testing.T) {
	breather := dummy(500, 10, 0, content.EffectAoE, 0.5)
	s := started(t, charAt(t, rules.Rogue, rules.Human, 5), &script{}, breather)
	s.Player().AC = 16
	attack := 0.25 * 2.5 // +0 needs 16: 25% for the 1d4
	// Half the turns it breathes: two 1d4 rolls, three quarters of it after the save.
	assert.InDelta(t, attack+0.5*2*2.5*0.75, Incoming(s), 1e-9)
	s.Enemies[0].Recharging = true
	assert.InDelta(t, attack, Incoming(s), 1e-9, "a spent breath waits for its recharge")
}

func TestSaveFailsCountsTheDCAndLegendaryResistance(t *testing.T) {
	fireball, _ := rules.Spell(rules.Fireball)
	blight, _ := rules.Spell(rules.Blight)
	tests := []struct {
		name      string
		spell     rules.SpellDef
		slot      int
		legendary int
		stunned   bool
		want      float64
	}{
		// The level-9 test Mage casts at DC 18; a CR 1 dummy saves at +1,
		// so it fails on 1–16 of the d20.
		{"the DC against the save bonus", fireball, 3, 0, false, 0.8},
		{"a legendary resistance turns a leveled spell's failure", blight, 4, 1, false, 0},
		{"none left: the dice again", blight, 4, 0, false, 0.8},
		{"a stunned enemy fails a DEX save", fireball, 3, 0, true, 1},
		{"a stunned enemy still saves CON", blight, 4, 0, true, 0.8},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := started(t, charAt(t, rules.Mage, rules.Human, 9), &script{}, dummy(100, 10, 0, "", 0))
			require.Equal(t, 18, rules.SpellSaveDC(s.Player().caster())+s.Player().FocusBonus)
			require.Equal(t, 1, MonsterSaveBonus(s.Enemies[0].Monster))
			s.Enemies[0].Legendary = tc.legendary
			if tc.stunned {
				s.Enemies[0].Conditions = []Cond{{Name: rules.Stunned, Rounds: 1}}
			}
			assert.InDelta(t, tc.want, saveFails(s, tc.spell, tc.slot, 0), 1e-9)
		})
	}
}

func TestPolicyCastsNoSaveSpellIntoALegendaryResistance(t *testing.T) {
	s := started(t, charAt(t, rules.Mage, rules.Human, 9), &script{}, monster(t, "infernax"))
	s.Player().Char.Concentration, s.Player().BlinkTurns = rules.Blur, BlinkTurns // already guarded (TestPolicyGuardsTheMage)
	require.Positive(t, s.Enemies[0].Legendary)
	a := defaultPolicy.Next(s)
	def, _ := rules.Spell(a.Spell)
	assert.NotEqual(t, rules.SpellSave, def.Kind, "a save spell would be shrugged off: %+v", a)
	s.Enemies[0].Legendary = 0
	a = defaultPolicy.Next(s)
	def, _ = rules.Spell(a.Spell)
	assert.Equal(t, rules.SpellSave, def.Kind, "with the resistances spent, Blight's big slot is the best: %+v", a)
}

// In a boss fight the Mage opens with Blink (its lowest slot of 3rd level
// or higher), then raises Blur (2nd level or higher); in an elite fight
// Blur alone. Neither while it runs, when the fight is too short for it to
// pay (this turn's attack ends it), in an ordinary fight or without a
// slot.
func TestPolicyGuardsTheMage(t *testing.T) {
	blink := Action{Kind: ActCast, Spell: rules.Blink, Slot: 3, Target: AutoTarget}
	blur := Action{Kind: ActCast, Spell: rules.Blur, Slot: 2, Target: AutoTarget}
	blinking := func(p *Player) { p.BlinkTurns = BlinkTurns }
	cases := []struct {
		name  string
		kind  Kind
		hp    int
		setup func(p *Player)
		want  *Action // nil: neither
	}{
		{"boss: Blink first", KindBoss, 500, func(*Player) {}, &blink},
		{"boss, blinking: Blur", KindBoss, 500, blinking, &blur},
		{"elite: Blur, no Blink", KindElite, 500, func(*Player) {}, &blur},
		{"ordinary fight", KindNormal, 500, func(*Player) {}, nil},
		{"both up", KindBoss, 500, func(p *Player) { blinking(p); p.Char.Concentration = rules.Blur }, nil},
		{"the fight ends this turn", KindBoss, 3, func(*Player) {}, nil},
		{"no 3rd-level slot: Blur", KindBoss, 500, func(p *Player) {
			p.Char.Slots = rules.SlotTable{p.Char.Slots.At(1), p.Char.Slots.At(2)}
		}, &blur},
		{"no slot of 2nd level or higher", KindBoss, 500, func(p *Player) {
			p.Char.Slots = rules.SlotTable{p.Char.Slots.At(1)}
		}, nil},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := started(t, charAt(t, rules.Mage, rules.Human, 5), &script{}, dummy(tc.hp, 10, 5, "", 0))
			s.Kind, s.Player().Turns = tc.kind, 2
			tc.setup(s.Player())
			a := defaultPolicy.Next(s)
			if tc.want != nil {
				assert.Equal(t, *tc.want, a)
				return
			}
			assert.NotContains(t, []rules.SpellID{rules.Blink, rules.Blur}, a.Spell, "%+v", a)
		})
	}
}

// Outside a boss fight the standard policy keeps the slots of the caster's
// highest slot level for the boss (rules §2.12); from 1st-level slots only
// it keeps nothing.
func TestKeptForBoss(t *testing.T) {
	for _, tc := range []struct {
		class rules.ClassID
		level int
		want  int
	}{
		{rules.Mage, 1, 0}, {rules.Mage, 2, 0}, {rules.Mage, 3, 2}, {rules.Mage, 5, 3},
		{rules.Mage, 9, 5}, {rules.Mage, 20, 9}, {rules.Cleric, 5, 3}, {rules.Ranger, 2, 0},
		{rules.Ranger, 7, 2}, {rules.Fighter, 20, 0},
	} {
		assert.Equal(t, tc.want, keptForBoss(charAt(t, tc.class, rules.Human, tc.level)), "%s L%d", tc.class, tc.level)
	}
}

func TestPolicyKeepsTheTopSlotsForTheBoss(t *testing.T) {
	onlyTop := func(p *Player) {
		top := rules.MaxSlots(p.Char).Highest()
		p.Char.Slots = rules.SlotTable{}
		p.Char.Slots[top-1] = 1
	}
	full := func(*Player) {}
	for _, tc := range []struct {
		name    string
		class   rules.ClassID
		level   int
		kind    Kind
		enemies int
		setup   func(p *Player)
		slot    int // of the action's spell; 0: no leveled spell
	}{
		{"L9 elite, only the 5th-level slot left: a cantrip", rules.Mage, 9, KindElite, 1, onlyTop, 0},
		{"L9 boss, only the 5th-level slot left: spent", rules.Mage, 9, KindBoss, 1, onlyTop, 5},
		{"L9 elite, full: Blight with a 4th", rules.Mage, 9, KindElite, 1, full, 4},
		{"L5 two goblins, only 3rd-level slots left: no Fireball", rules.Mage, 5, KindNormal, 2, onlyTop, 0},
		{"L5 two goblins, full: a 1st-level area spell", rules.Mage, 5, KindNormal, 2, full, 1},
		{"L2 elite: 1st-level slots are not kept", rules.Mage, 2, KindElite, 1, full, 1},
		{"L5 cleric elite: Spirit Guardians waits for the boss", rules.Cleric, 5, KindElite, 1, onlyTop, 0},
		{"L5 cleric boss: Spirit Guardians", rules.Cleric, 5, KindBoss, 1, onlyTop, 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ms := []content.Monster{}
			for range tc.enemies {
				ms = append(ms, dummy(60, 10, 0, "", 0))
			}
			s := started(t, charAt(t, tc.class, rules.Human, tc.level), &script{}, ms...)
			s.Kind, s.Player().Turns = tc.kind, 2
			s.Player().Char.Concentration, s.Player().BlinkTurns = rules.Blur, BlinkTurns // guarded already
			tc.setup(s.Player())
			a := defaultPolicy.Next(s)
			slot := 0
			if sp, ok := rules.Spell(a.Spell); a.Kind == ActCast && ok && sp.Level > 0 {
				slot = a.Slot
			}
			assert.Equal(t, tc.slot, slot, "%+v", a)
		})
	}
}
