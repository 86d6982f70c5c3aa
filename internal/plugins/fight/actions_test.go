package fight_test

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/plugins/plugintest"
	"github.com/gogobee/gogobee/internal/rules"
)

func TestAttackPlaysOneRound(t *testing.T) {
	b := plugintest.New(t)
	p := as(t, b)
	b.Create(alice, "Brom", "fighter", "dwarf")
	p.Say("!fight zombie")
	before := mustRow(t, b)
	answer := p.Reply("!attack zombie")
	after := mustRow(t, b)
	assert.Regexp(t, `(?m)^R1 You (hit|miss) Zombie`, answer)
	assert.Contains(t, answer, "Round 2, your move")
	assert.Equal(t, before.State.Round+1, after.State.Round)
	assert.Greater(t, after.State.Seq, before.State.Seq, "the fight's streams moved on")
}

func TestCastSpendsTheSlotInTheFight(t *testing.T) {
	b := plugintest.New(t)
	p := as(t, b)
	b.Create(alice, "Aria", "mage", "elf")
	p.Say("!fight zombie")
	answer := p.Reply("!cast magic missile zombie")
	assert.Contains(t, answer, "R1 You cast Magic Missile (level 1)")
	assert.Contains(t, answer, "Zombie takes ")
	r := mustRow(t, b)
	assert.Less(t, r.State.Player().Char.Slots.At(1), 1, "the fight's copy of the sheet spent a slot (the other keeps Mage Armor up)")
	assert.Equal(t, 1, b.Character(alice).Slots.At(1), "the stored sheet waits for the end of the fight")

	answer = p.Reply(`!cast "fire bolt" zombie`)
	assert.Contains(t, answer, "R2 You cast Fire Bolt")
}

func TestCastRefusalsChangeNothing(t *testing.T) {
	cases := []struct {
		name  string
		class string
		setup func(c *rules.Character)
		line  string
		want  string
	}{
		{"no slot left", "mage", func(c *rules.Character) { c.Slots[0] = 0 }, "!cast magic missile",
			"No slot left for **Magic Missile**. Slots: L1 0/2. Cantrips cost nothing: `!cast fire bolt`."},
		{"no slot of that level yet", "mage", nil, "!cast magic missile --upcast 2", "You have no 2nd-level slots yet. Slots: L1 1/2."},
		{"a spell above the level", "mage", nil, "!cast fireball", "**Fireball** isn't on a level-1 Mage's list"},
		{"unknown spell", "mage", nil, "!cast wish", "I don't know a spell called “wish”"},
		{"Mage Armor already up", "mage", nil, "!cast mage armor", "Your **Mage Armor** is already up; another casting would spend a slot for nothing."},
		{"a reaction spell", "mage", nil, "!cast shield", "**Shield** is a reaction: it goes up by itself when its +5 AC would turn a hit into a miss " +
			"and the hit matters: an elite's or a boss's, or one of 4 damage or more (a quarter of your 15 HP left). It never takes your last slot."},
		{"a reaction spell not known", "fighter", nil, "!cast shield", "Fighters don't cast spells"},
		{"a cantrip with upcast", "mage", nil, "!cast fire bolt --upcast 2", "is a cantrip"},
		{"not a caster", "fighter", nil, "!cast fire bolt", "Fighters don't cast spells"},
		{"no such target", "mage", nil, "!cast fire bolt goblin", "Nothing by that name is standing in this fight. Targets: **Zombie** (target 1, 22/22 HP)."},
		{"attack no such target", "fighter", nil, "!attack 2", "Targets: **Zombie** (target 1, 22/22 HP)."},
		{"no action surge yet", "fighter", nil, "!surge", "You don't have **Action Surge**: it's a Fighter's, from level 2."},
		{"second wind for a mage", "mage", nil, "!secondwind", "You don't have **Second Wind**: it's a Fighter's, from level 1."},
		{"preserve life for a fighter", "fighter", nil, "!preserve", "You don't have **Preserve Life**: it's a Cleric's, from level 2."},
		{"preserve life above half", "cleric", func(c *rules.Character) { *c, _ = rules.AwardXP(*c, rules.XPForLevel(2)) },
			"!preserve", "**Preserve Life** only heals up to half your HP maximum"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			b := plugintest.New(t)
			p := as(t, b)
			b.Create(alice, "Aria", tc.class, "human")
			if tc.setup != nil {
				b.Edit(alice, tc.setup)
			}
			p.Say("!fight zombie")
			require.Equal(t, 22, mustRow(t, b).State.Enemies[0].HP, "the zombie has not been hurt yet")
			before, fightBefore := b.Character(alice), rawRow(t, b)
			rows := p.Say(tc.line)
			require.Len(t, rows, 1, "one answer and no DM")
			assert.Contains(t, rows[0].Body, tc.want)
			assert.Equal(t, before, b.Character(alice))
			assert.Equal(t, fightBefore, rawRow(t, b))
		})
	}
}

func TestUseInAFightGoesThroughTheFight(t *testing.T) {
	b := plugintest.New(t)
	p := as(t, b)
	b.Create(alice, "Brom", "fighter", "dwarf")
	b.Edit(alice, func(c *rules.Character) {
		*c, _ = rules.AddItem(*c, content.WeaponID("dagger", 1), 1)
		c.HP = 5
	})
	p.Say("!fight zombie")
	answer := p.Reply("!use potion of healing")
	assert.Contains(t, answer, "R1 You use Potion of Healing")
	assert.Contains(t, answer, "Round 2, your move")
	assert.Zero(t, mustPlayer(t, b).Char.Inventory.Count("potion_of_healing"))
	assert.Equal(t, 1, b.Character(alice).Inventory.Count("potion_of_healing"), "the stored pack changes when the fight is settled")

	fightBefore := rawRow(t, b)
	assert.Contains(t, p.Reply("!use potion of healing"), "You've no **Potion of Healing** left in this fight.")
	assert.Contains(t, p.Reply("!use dagger"), "No changing outfits mid-fight: **Dagger** stays in the pack")
	assert.Equal(t, fightBefore, rawRow(t, b))

	p.Say("!flee")
	assert.Zero(t, b.Character(alice).Inventory.Count("potion_of_healing"), "the potion drunk in the fight is gone")
}

func TestFleeEndsTheFightWithWoundsKept(t *testing.T) {
	b := plugintest.New(t)
	p := as(t, b)
	b.Create(alice, "Aria", "mage", "elf")
	p.Say("!fight worg")
	p.Say("!cast magic missile")
	p.Say("!attack")
	r := mustRow(t, b)
	rows := p.Say("!flee")
	room := plugintest.Rooms(rows)
	require.Len(t, room, 1)
	assert.Contains(t, room[0], "You flee")
	assert.Contains(t, room[0], "🏃 **You flee** after")
	assert.Contains(t, room[0], "No shame in it")
	_, ok := row(t, b)
	assert.False(t, ok, "the fight row is gone")
	ch := b.Character(alice)
	assert.Equal(t, max(r.State.Player().HP, 1), ch.HP, "wounds are kept")
	assert.Equal(t, r.State.Player().Char.Slots, ch.Slots, "spent slots stay spent")
	assert.False(t, ch.InCombat)
}

func TestSecondWindAndActionSurgeShapeTheTurn(t *testing.T) {
	// 52 HP: two weapon attacks cannot end it, and its best round (two
	// critical swings, 10 HP) cannot down 12 HP.
	b, p := classAt(t, "fighter", 2, named("Brom", "dwarf"), hp(12), vs("hobgoblin warchief"))
	round := mustRow(t, b).State.Round
	answer := p.Reply("!secondwind")
	assert.Contains(t, answer, "You use Second Wind")
	assert.Contains(t, answer, "(bonus action spent, your action is still to come)")
	assert.NotContains(t, answer, "`!secondwind`", "no bonus action left to offer")
	assert.Contains(t, p.Reply("!secondwind"), "Your bonus action is already spent this turn.")

	assert.Contains(t, p.Reply("!surge"), "(Action Surge: two actions this turn)")
	assert.Contains(t, p.Reply("!attack"), "(Action Surge: one more action)")
	assert.Equal(t, round, mustRow(t, b).State.Round, "still the same turn")
	assert.Contains(t, p.Reply("!attack"), fmt.Sprintf("Round %d, your move: ", round+1))
	assert.Contains(t, p.Reply("!secondwind"), "**Second Wind** is spent until your next short rest.",
		"a short-rest feature names the short rest")
	assert.Equal(t, round+1, mustRow(t, b).State.Round, "the second action ended the turn")
}

func TestPreserveLifeHealsTheClericWithTheirAction(t *testing.T) {
	b, p := classAt(t, "cleric", 2, named("Mira", "human"), hp(3))
	round := mustRow(t, b).State.Round
	answer := p.Reply("!preserve")
	assert.Contains(t, answer, "Preserve Life")
	st := mustRow(t, b).State
	assert.Equal(t, round+1, st.Round, "it takes the action")
	assert.Greater(t, st.Player().HP, 3, "healed (before the zombie's turn)")
	assert.LessOrEqual(t, st.Player().HP, st.Player().MaxHP/2)
	assert.Contains(t, p.Reply("!preserve"), "**Preserve Life** is spent until your next long rest.")
}

// TestThePromptOffersPreserveLifeWhenItWouldHeal: a level-2 Cleric below
// half HP with Preserve Life's use left is offered `!preserve`; at half HP
// or more (it would heal nothing) and once it is spent, it is not.
func TestThePromptOffersPreserveLifeWhenItWouldHeal(t *testing.T) {
	tests := []struct {
		name  string
		hp    int
		spent bool
		offer bool
	}{
		{"below half HP", 3, false, true},
		{"at half HP or more: nothing to heal", 20, false, false},
		{"the use spent", 3, true, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := plugintest.New(t)
			p := as(t, b)
			b.Create(alice, "Mira", "cleric", "human")
			b.Edit(alice, func(c *rules.Character) {
				*c, _ = rules.AwardXP(*c, rules.XPForLevel(2))
				c.HP = tc.hp
				if tc.spent {
					*c, _ = rules.UseFeature(*c, rules.FeaturePreserveLife)
				}
			})
			answer := p.Reply("!fight zombie")
			if tc.offer {
				assert.Contains(t, answer, "`!preserve`")
			} else {
				assert.NotContains(t, answer, "`!preserve`")
			}
		})
	}
}

func TestItemsOfTheCatalogueThatDontHelpInAFight(t *testing.T) {
	b := plugintest.New(t)
	p := as(t, b)
	b.Create(alice, "Brom", "fighter", "dwarf")
	var material content.ItemID
	for _, it := range content.Items() {
		if it.Consumable == nil && !it.IsEquipment() {
			material = it.ID
			break
		}
	}
	require.NotEmpty(t, material)
	b.Edit(alice, func(c *rules.Character) { *c, _ = rules.AddItem(*c, material, 1) })
	p.Say("!fight zombie")
	fightBefore := rawRow(t, b)
	assert.Contains(t, p.Reply("!use "+string(material)), "won't help in a fight")
	assert.Equal(t, fightBefore, rawRow(t, b))
}

func TestHealingAtFullHPIsRefusedAndSpendsNothing(t *testing.T) {
	b := plugintest.New(t)
	p := as(t, b)
	b.Create(alice, "Brom", "fighter", "dwarf")
	p.Say("!fight zombie")
	// Whatever the zombie did before the player's first turn, stand at full HP.
	r := mustRow(t, b)
	r.State.Player().HP = r.State.Player().MaxHP
	data, err := json.Marshal(r)
	require.NoError(t, err)
	require.NoError(t, b.Store.Fight.Save(context.Background(), alice, data, b.Clock.Now()))
	before := rawRow(t, b)
	assert.Contains(t, p.Reply("!use potion of healing"), "already at full HP")
	assert.Contains(t, p.Reply("!secondwind"), "already at full HP")
	assert.Equal(t, before, rawRow(t, b), "nothing spent, no round played")
}

func TestAMoveThatTakesNoWordsRefusesThemAndChangesNothing(t *testing.T) {
	for _, line := range []string{"!flee no", "!flee now please", "!secondwind me"} {
		t.Run(line, func(t *testing.T) {
			b := plugintest.New(t)
			p := as(t, b)
			b.Create(alice, "Brom", "fighter", "dwarf")
			p.Say("!fight zombie")
			before := rawRow(t, b)
			answer := p.Reply(line)
			assert.Contains(t, answer, "takes nothing after it")
			assert.Equal(t, before, rawRow(t, b), "the fight goes on as it was")
		})
	}
}
