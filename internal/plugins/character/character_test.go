package character_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/plugins/plugintest"
	"github.com/gogobee/gogobee/internal/rules"
)

const alice = "@alice:example.org"

func TestCreateParsesNameClassAndRace(t *testing.T) {
	cases := []struct {
		line  string
		name  string
		class rules.ClassID
		race  rules.RaceID
	}{
		{`!char create Aria mage elf`, "Aria", rules.Mage, rules.Elf},
		{`!char create "Aria Vell" MAGE Elf`, "Aria Vell", rules.Mage, rules.Elf},
		{`!char create Brom Ashfoot fighter dwarf`, "Brom Ashfoot", rules.Fighter, rules.Dwarf},
		{`!char create Kit rogue`, "Kit", rules.Rogue, rules.Human},
		{`!char create Lia ranger half-elf`, "Lia", rules.Ranger, rules.HalfElf},
		{`!char create "Mira" Cleric "Half Elf"`, "Mira", rules.Cleric, rules.HalfElf},
		{`!char create Rogue Mage rogue`, "Rogue Mage", rules.Rogue, rules.Human},
		{`!char create O'Brien mage elf`, "O'Brien", rules.Mage, rules.Elf},
		{`!char create D'Arcy fighter`, "D'Arcy", rules.Fighter, rules.Human},
		{`!char create Ann half-elf ranger`, "Ann", rules.Ranger, rules.HalfElf},
		{`!char create Kim Lee half elf ranger`, "Kim Lee", rules.Ranger, rules.HalfElf},
		{`!char create Nell fighter half elf`, "Nell", rules.Fighter, rules.HalfElf},
		{`!char create Kim Lee fighter half elf`, "Kim Lee", rules.Fighter, rules.HalfElf},
		{`!char create Brom Ashfoot dwarf fighter`, "Brom Ashfoot", rules.Fighter, rules.Dwarf},
		{`!char create Elf ranger`, "Elf", rules.Ranger, rules.Human},
	}
	for _, tc := range cases {
		t.Run(tc.line, func(t *testing.T) {
			b := plugintest.New(t)
			answer := b.Reply(alice, tc.line)
			ch := b.Character(alice)
			assert.Equal(t, tc.name, ch.Name)
			assert.Equal(t, tc.class, ch.Class)
			assert.Equal(t, tc.race, ch.Race)
			assert.Contains(t, answer, "**"+tc.name+"**")
		})
	}
}

func TestCreateGivesStartingKitAndCoins(t *testing.T) {
	b := plugintest.New(t)
	ch := b.Create(alice, "Brom", "fighter", "dwarf")
	assert.Equal(t, rules.StartingCoins, ch.Coins)
	assert.Equal(t, rules.ItemID("longsword_t1"), ch.Equipment.Get(rules.SlotMainHand))
	assert.Equal(t, rules.ItemID("chain_mail_t1"), ch.Equipment.Get(rules.SlotArmor))
	assert.Equal(t, 1, ch.Inventory.Count("potion_of_healing"))
	assert.Equal(t, rules.MaxHP(ch), ch.HP)
}

func TestCreateRefusalsListTheChoicesAndCreateNothing(t *testing.T) {
	cases := []struct {
		line string
		want []string
	}{
		{"!char create X wizard", []string{"class “wizard”", "**Cleric**", "**Fighter**", "**Mage**", "**Ranger**", "**Rogue**", "Wizards go by **Mage**"}},
		{"!char create Aria fightr", []string{"Did you mean **Fighter**?"}},
		{"!char create Aria mage gnome", []string{"race “gnome”", "Dwarf", "Half-Elf", "Tiefling"}},
		{"!char create Aria wizard elf", []string{"class “wizard”"}},
		{"!char create Pip wizard gnome", []string{"class “wizard”", "Wizards go by **Mage**", "“gnome” is no race here", "Half-Elf"}},
		{"!char create Pip gnome wizard", []string{"class “wizard”", "Wizards go by **Mage**"}},
		{"!char create Pip wizzard gnome", []string{"class “wizzard”", "Did you mean **Mage**?", "“gnome” is no race here"}},
		{"!char create Pip magr gnome", []string{"class “magr”", "Did you mean **Mage**?", "“gnome” is no race here"}},
		{"!char create Pip sorceror half elf", []string{"class “sorceror”", "Did you mean **Sorcerer**?"}},
		{"!char create X mage", []string{"at least 2 letters"}},
		{"!char create Aria2 mage", []string{"letters, spaces, apostrophes and hyphens"}},
		{"!char create ThisNameIsFarTooLongForAnyBard mage", []string{"top out at 24"}},
		{"!char create", []string{"Tell me a name and a class", "Usage:"}},
		{"!char create mage", []string{"A Mage needs a name too, like `!char create Nell mage`.", "Usage:"}},
		{"!char create Pat", []string{"**Pat** needs a class too, like `!char create Pat fighter`. Classes: **Cleric**", "Usage:"}},
	}
	for _, tc := range cases {
		t.Run(tc.line, func(t *testing.T) {
			b := plugintest.New(t)
			answer := b.Reply(alice, tc.line)
			for _, w := range tc.want {
				assert.Contains(t, answer, w)
			}
			assert.False(t, b.HasCharacter(alice))
		})
	}
}

func TestCreateRefusesANameMixingScripts(t *testing.T) {
	b := plugintest.New(t)
	answer := b.Reply(alice, "!char create Wr\u0435n ranger") // a Cyrillic е
	assert.Contains(t, answer, "mixes Latin and Cyrillic letters")
	assert.Contains(t, answer, "one alphabet")
	assert.False(t, b.HasCharacter(alice))
	b.Reply(alice, "!char create Саша ranger")
	assert.Equal(t, "Саша", b.Character(alice).Name, "one script other than Latin is fine")
}

func TestCreateRefusesANameTakenIgnoringCaseAndLookAlikes(t *testing.T) {
	const bob, cleo = "@bob:example.org", "@cleo:example.org"
	b := plugintest.New(t)
	b.Create(alice, "Sasha", "ranger", "elf")
	for _, same := range []string{"sasha", "SASHA", "\u0405\u0430\u0455\u04bb\u0430"} { // all Cyrillic look-alikes
		answer := b.Reply(bob, "!char create "+same+" fighter")
		assert.Contains(t, answer, "**Sasha** is already out there", same)
		assert.Contains(t, answer, "every room I play in", same)
		assert.False(t, b.HasCharacter(bob), same)
	}
	b.Reply(cleo, "!char create Sashenka fighter")
	assert.Equal(t, "Sashenka", b.Character(cleo).Name)
}

func TestCreateTwiceKeepsTheFirstCharacter(t *testing.T) {
	b := plugintest.New(t)
	b.Create(alice, "Aria", "mage", "elf")
	answer := b.Reply(alice, "!char create Bob fighter")
	assert.Contains(t, answer, "You already have a character: **Aria**")
	ch := b.Character(alice)
	assert.Equal(t, "Aria", ch.Name)
	assert.Equal(t, rules.Mage, ch.Class)
}

func TestSheetAnswersUnderEveryName(t *testing.T) {
	b := plugintest.New(t)
	b.Create(alice, "Aria", "mage", "elf")
	for _, line := range []string{"!sheet", "!stats", "!char sheet", "!char", "!character sheet"} {
		answer := b.Reply(alice, line)
		assert.Contains(t, answer, "📜 **Aria** — Elf Mage, level 1", line)
		assert.Contains(t, answer, "**Spell slots** L1 1/2", line) // a new Mage's Arcane Armor has one up (rules §1.7)
	}
}

func TestCommandsNeedingACharacterSayHowToMakeOne(t *testing.T) {
	b := plugintest.New(t)
	for _, line := range []string{"!sheet", "!stats", "!char sheet", "!char delete", "!spells", "!inventory",
		"!equip dagger", "!unequip main hand", "!use potion", "!shop", "!buy potion", "!sell potion", "!rest short", "!rest long"} {
		assert.Equal(t, "You don't have a character yet: `!char create <name> <class>`", b.Reply(alice, line), line)
	}
}

func TestDeleteNeedsConfirmationWithinFiveMinutes(t *testing.T) {
	b := plugintest.New(t)
	b.Create(alice, "Aria", "mage", "elf")

	assert.Contains(t, b.Reply(alice, "!char delete confirm"), "no deletion waiting")
	assert.True(t, b.HasCharacter(alice), "confirm without asking first")

	assert.Contains(t, b.Reply(alice, "!char delete"), "`!char delete confirm` within 5 minutes")
	assert.True(t, b.HasCharacter(alice), "asking alone deletes nothing")

	b.Clock.Advance(5*time.Minute + time.Second)
	assert.Contains(t, b.Reply(alice, "!char delete confirm"), "no deletion waiting")
	assert.True(t, b.HasCharacter(alice), "an expired question")

	b.Reply(alice, "!char delete")
	assert.Contains(t, b.Reply(alice, "!char delete no"), "Kept: **Aria** stays as they are")
	assert.Contains(t, b.Reply(alice, "!char delete confirm"), "no deletion waiting", "a cancelled question")
	assert.True(t, b.HasCharacter(alice))

	b.Reply(alice, "!char delete")
	b.Clock.Advance(4 * time.Minute)
	assert.Contains(t, b.Reply(alice, "!char delete confirm"), "**Aria** is gone")
	assert.False(t, b.HasCharacter(alice))

	b.Create(alice, "Aria", "cleric", "human")
	assert.Equal(t, rules.Cleric, b.Character(alice).Class, "a fresh character after deletion")

	// "yes" is what players type to a question: it confirms too.
	assert.Contains(t, b.Reply(alice, "!char delete yes"), "no deletion waiting")
	b.Reply(alice, "!char delete")
	assert.Contains(t, b.Reply(alice, "!char delete yes"), "**Aria** is gone")
	assert.False(t, b.HasCharacter(alice))
}

func TestDeleteConfirmationIsUsedOnce(t *testing.T) {
	b := plugintest.New(t)
	b.Create(alice, "Aria", "mage", "elf")
	b.Reply(alice, "!char delete")
	b.Reply(alice, "!char delete confirm")
	b.Create(alice, "Brom", "fighter", "dwarf")
	require.Contains(t, b.Reply(alice, "!char delete confirm"), "no deletion waiting")
	assert.True(t, b.HasCharacter(alice))
}

func TestRecoveryThatRanOutIsFinishedOnLoad(t *testing.T) {
	b := plugintest.New(t)
	b.Create(alice, "Aria", "mage", "elf")
	b.Edit(alice, func(c *rules.Character) { *c = rules.KnockOut(*c, b.Clock.Now(), rules.DefaultRecovery) })
	assert.Contains(t, b.Reply(alice, "!sheet"), "recovering until 15:00 (in 6h)")
	b.Clock.Advance(rules.DefaultRecovery)
	answer := b.Reply(alice, "!sheet")
	assert.NotContains(t, answer, "recovering")
	ch := b.Character(alice)
	assert.Equal(t, rules.KnockOutWakeHP, ch.HP, "up at 1 HP; a long rest does the rest (rules §1.9)")
	assert.True(t, ch.DownUntil.IsZero())
}

func TestSheetShowsTheHPOfARunningFight(t *testing.T) {
	b := plugintest.New(t)
	b.Create(alice, "Brom", "fighter", "dwarf")
	full := b.Character(alice).HP
	require.NoError(t, b.Store.Fight.Save(context.Background(), alice,
		[]byte(`{"version":1,"state":{"player":{"hp":7,"max_hp":25,"hp_bonus":0}}}`), b.Clock.Now()))
	answer := b.Reply(alice, "!sheet")
	assert.Contains(t, answer, fmt.Sprintf("**HP** 7/%d", full), "the fight's HP, not the pre-fight sheet")
	assert.Equal(t, full, b.Character(alice).HP, "the stored sheet is untouched until the fight settles")
}
