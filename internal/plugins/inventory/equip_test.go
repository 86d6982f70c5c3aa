package inventory

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
)

func newChar(t *testing.T, class rules.ClassID, carried ...content.ItemID) rules.Character {
	t.Helper()
	ch, err := rules.NewCharacter("Test", class, rules.Human)
	require.NoError(t, err)
	for _, id := range carried {
		ch, err = rules.AddItem(ch, id, 1)
		require.NoError(t, err)
	}
	return ch
}

func item(t *testing.T, id content.ItemID) content.Item {
	t.Helper()
	it, ok := content.ItemByID(id)
	require.True(t, ok, id)
	return it
}

func TestEquipSwapsTheOldItemIntoThePack(t *testing.T) {
	ch := newChar(t, rules.Fighter, "battleaxe_t1")
	got, out, err := equip(ch, item(t, "battleaxe_t1"), "!")
	require.NoError(t, err)
	assert.Equal(t, rules.SlotMainHand, out.Slot)
	assert.Equal(t, []content.ItemID{"longsword_t1"}, out.Removed)
	assert.Equal(t, rules.ItemID("battleaxe_t1"), got.Equipment.Get(rules.SlotMainHand))
	assert.Equal(t, 1, got.Inventory.Count("longsword_t1"))
	assert.Equal(t, 0, got.Inventory.Count("battleaxe_t1"))
	assert.Equal(t, rules.ItemID("longsword_t1"), ch.Equipment.Get(rules.SlotMainHand), "the input is not changed")
}

func TestEquipTwoHandedWeaponFreesTheOffHand(t *testing.T) {
	ch := newChar(t, rules.Fighter, "greatsword_t1")
	got, out, err := equip(ch, item(t, "greatsword_t1"), "!")
	require.NoError(t, err)
	assert.ElementsMatch(t, []content.ItemID{"longsword_t1", "shield_t1"}, out.Removed)
	assert.Equal(t, rules.ItemID(""), got.Equipment.Get(rules.SlotOffHand))
	assert.Equal(t, 1, got.Inventory.Count("shield_t1"))
}

func TestEquipShieldIsRefusedWithATwoHandedWeapon(t *testing.T) {
	ch := newChar(t, rules.Ranger, "shield_t1")
	_, _, err := equip(ch, item(t, "shield_t1"), "!")
	assert.EqualError(t, err, "Your Longbow needs both hands. Unequip it first.")
}

func TestEquipArmourNeedsProficiency(t *testing.T) {
	cases := []struct {
		class rules.ClassID
		id    content.ItemID
		want  string
	}{
		{rules.Mage, "leather_t1", "Mages aren't trained to wear light armour."},
		{rules.Rogue, "chain_mail_t1", "Rogues aren't trained to wear heavy armour."},
		{rules.Mage, "shield_t1", "Mages aren't trained with shields."},
	}
	for _, tc := range cases {
		ch := newChar(t, tc.class, tc.id)
		got, _, err := equip(ch, item(t, tc.id), "!")
		assert.EqualError(t, err, tc.want)
		assert.Equal(t, ch, got)
	}
}

func TestEquipWeaponWithoutProficiencyWarns(t *testing.T) {
	ch := newChar(t, rules.Mage, "longsword_t1")
	got, out, err := equip(ch, item(t, "longsword_t1"), "!")
	require.NoError(t, err)
	assert.Equal(t, rules.ItemID("longsword_t1"), got.Equipment.Get(rules.SlotMainHand))
	assert.Contains(t, out.Warning, "-4 to hit")
}

func TestEquipRingsFillBothRingSlotsThenSwapTheFirst(t *testing.T) {
	ch := newChar(t, rules.Fighter, "ring_of_protection", "ring_of_regeneration", "ring_of_protection")
	var err error
	var out equipOutcome
	ch, out, err = equip(ch, item(t, "ring_of_protection"), "!")
	require.NoError(t, err)
	assert.Equal(t, rules.SlotRing1, out.Slot)
	ch, out, err = equip(ch, item(t, "ring_of_regeneration"), "!")
	require.NoError(t, err)
	assert.Equal(t, rules.SlotRing2, out.Slot)
	ch, out, err = equip(ch, item(t, "ring_of_protection"), "!")
	require.NoError(t, err)
	assert.Equal(t, rules.SlotRing1, out.Slot)
	assert.Equal(t, []content.ItemID{"ring_of_protection"}, out.Removed)
	assert.Equal(t, 1, ch.Inventory.Count("ring_of_protection"))
}

func TestEquipRefusesAFourthAttunedItem(t *testing.T) {
	ch := newChar(t, rules.Fighter, "ring_of_protection", "ring_of_regeneration", "amulet_of_health", "headband_of_intellect")
	var err error
	for _, id := range []content.ItemID{"ring_of_protection", "ring_of_regeneration", "amulet_of_health"} {
		ch, _, err = equip(ch, item(t, id), "!")
		require.NoError(t, err, id)
	}
	got, _, err := equip(ch, item(t, "headband_of_intellect"), "!")
	assert.EqualError(t, err, "You're attuned to 3 items already. Unequip one first.")
	assert.Equal(t, ch, got)
	// Replacing an attuned item in its own slot is fine.
	ch, err = rules.AddItem(ch, "ring_of_protection", 1)
	require.NoError(t, err)
	_, _, err = equip(ch, item(t, "ring_of_protection"), "!")
	assert.NoError(t, err)
}

func TestEquipRefusesWhatIsNotCarriedOrNotWearable(t *testing.T) {
	ch := newChar(t, rules.Fighter)
	_, _, err := equip(ch, item(t, "dagger_t1"), "!")
	assert.EqualError(t, err, "You aren't carrying Dagger.")
	_, _, err = equip(ch, item(t, "potion_of_healing"), "!")
	assert.EqualError(t, err, "Potion of Healing is for using, not wearing; it keeps in your pack until you need it.",
		"at full HP `!use` would be refused too: no pointer to it")
	ch.HP--
	_, _, err = equip(ch, item(t, "potion_of_healing"), "!")
	assert.EqualError(t, err, "Potion of Healing is for using, not wearing: try `!use potion of healing`.")
}

func TestUnequipPutsTheItemInThePack(t *testing.T) {
	ch := newChar(t, rules.Fighter)
	got, id, err := unequip(ch, rules.SlotOffHand)
	require.NoError(t, err)
	assert.Equal(t, rules.ItemID("shield_t1"), id)
	assert.Equal(t, rules.ItemID(""), got.Equipment.Get(rules.SlotOffHand))
	assert.Equal(t, 1, got.Inventory.Count("shield_t1"))
	_, _, err = unequip(got, rules.SlotOffHand)
	assert.EqualError(t, err, "Nothing to take off: your off hand slot is empty.")
}

func TestSlotForReadsSlotWordsAndRings(t *testing.T) {
	ch := newChar(t, rules.Fighter)
	for word, want := range map[string]rules.EquipSlot{
		"main hand": rules.SlotMainHand, "Main_Hand": rules.SlotMainHand, "shield": rules.SlotOffHand,
		"armour": rules.SlotArmor, "boots": rules.SlotFeet, "ring": rules.SlotRing1, "ring2": rules.SlotRing2,
	} {
		got, ok := slotFor(ch, word)
		assert.True(t, ok, word)
		assert.Equal(t, want, got, word)
	}
	_, ok := slotFor(ch, "longsword")
	assert.False(t, ok)
	ch.Equipment.Set(rules.SlotRing1, "ring_of_protection")
	ch.Equipment.Set(rules.SlotRing2, "ring_of_regeneration")
	got, ok := slotFor(ch, "ring")
	assert.True(t, ok)
	assert.Equal(t, rules.EquipSlot(""), got, "two rings: ambiguous")
}
