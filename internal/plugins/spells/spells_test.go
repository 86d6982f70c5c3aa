package spells_test

import (
	"context"
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/plugins/plugintest"
	"github.com/gogobee/gogobee/internal/rules"
)

const alice = "@alice:example.org"

func TestSpellsListsCasterSpellsByLevelWithSlotsDCAndAttack(t *testing.T) {
	b := plugintest.New(t)
	b.Create(alice, "Aria", "mage", "elf")
	b.Edit(alice, func(c *rules.Character) { c.Slots[0] = 1 })
	answer := b.Reply(alice, "!spells")
	ch := b.Character(alice)
	assert.Contains(t, answer, "Save DC 16 · spell attack +8")
	assert.Contains(t, answer, "**Cantrips** · at will")
	assert.Contains(t, answer, "**1st level** · 1/2 slots left")
	assert.Contains(t, answer, "- **Magic Missile** — 3 × 1d4+1 force, always hits")
	assert.Contains(t, answer, "- **Thunderwave** — 2d8 thunder, CON save for half, area, loud")
	assert.Equal(t, 16, rules.SpellSaveDC(ch))
	assert.NotContains(t, answer, "Fireball", "3rd-level spells wait for 3rd-level slots")
}

func TestSpellsShowsHealingWithTheCastingModifier(t *testing.T) {
	b := plugintest.New(t)
	b.Create(alice, "Mira", "cleric", "human")
	answer := b.Reply(alice, "!spells")
	// WIS 16 (+3) and Disciple of Life (+2 + slot level 1): 1d8+6.
	assert.Contains(t, answer, "- **Cure Wounds** — heals 1d8+6")
	assert.Contains(t, answer, "- **Bless** — Add 1d4 to attack rolls and saving throws, concentration")
}

func TestSpellsAnswersNonCastersFriendly(t *testing.T) {
	b := plugintest.New(t)
	b.Create(alice, "Brom", "fighter", "dwarf")
	assert.Contains(t, b.Reply(alice, "!spells"), "**Brom** is a Fighter: no spells")
}

func TestSpellsTellsARangerWhenSpellsStart(t *testing.T) {
	b := plugintest.New(t)
	b.Create(alice, "Lia", "ranger", "elf")
	answer := b.Reply(alice, "!spells")
	assert.Contains(t, answer, "Rangers learn their first at level 2")
	assert.Contains(t, answer, "Hunter's Mark is already yours as a class feature")
}

// Mid-fight, the list shows the slots left in the fight: a slot spent on
// Magic Missile (and one on Shield, if the specter struck first) is gone
// from !spells and !sheet before the fight settles, as the fight's own
// status line counts them.
func TestSpellsMidFightShowTheSlotsLeftInTheFight(t *testing.T) {
	b := plugintest.New(t)
	b.Create(alice, "Aria", "mage", "elf")
	require.Contains(t, b.Reply(alice, "!spells"), "**1st level** · 1/2 slots left") // one holds Mage Armor up (rules §1.7)
	require.Contains(t, b.Reply(alice, "!fight specter"), "Training bout")
	cast := b.Reply(alice, "!cast magic missile")
	m := regexp.MustCompile(`Slots L1 (\d)/2`).FindStringSubmatch(cast)
	require.NotNil(t, m, "the fight's status line counts the slots:\n%s", cast)
	_, fighting, err := b.Store.Fight.Get(context.Background(), alice)
	require.NoError(t, err)
	require.True(t, fighting, "the specter outlasts one Magic Missile")
	require.Less(t, m[1], "1", "Magic Missile spent a slot")
	assert.Contains(t, b.Reply(alice, "!spells"), "**1st level** · "+m[1]+"/2 slots left")
	assert.Contains(t, b.Reply(alice, "!sheet"), "**Spell slots** L1 "+m[1]+"/2")
	assert.Equal(t, 1, b.Character(alice).Slots.At(1), "the stored sheet changes only when the fight settles")
}

// A Warlock's list tells its pact slots once, all of one level, and every
// leveled spell is told as cast at that level: no "0/0 slots left" over
// Hex it casts with them (rules §1.6).
func TestSpellsTellAWarlocksPactSlots(t *testing.T) {
	b := plugintest.New(t)
	b.Create(alice, "Vex", "warlock", "tiefling")
	b.Edit(alice, func(c *rules.Character) { *c, _ = rules.AwardXP(*c, rules.XPForLevel(5)) })
	answer := b.Reply(alice, "!spells")
	assert.Contains(t, answer, "**Pact slots** · 2/2 at level 3 — every leveled spell below is cast at level 3")
	assert.Contains(t, answer, "**1st-level spells**\n- **Hex**")
	assert.Contains(t, answer, "- **Scorching Ray** — 4 × 2d6 fire, spell attack", "three rays and one more for the 3rd-level slot")
	assert.NotContains(t, answer, "slots left")
	assert.NotContains(t, answer, "0/0")
}
