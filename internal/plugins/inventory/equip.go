package inventory

import (
	"fmt"
	"slices"
	"strings"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/rules"
)

// MaxAttuned is the most attunement items a character may wear at once
// (rules §4.3).
const MaxAttuned = 3

// equipOutcome says what an equip changed.
type equipOutcome struct {
	Slot    rules.EquipSlot
	Removed []content.ItemID // item IDs that went back into the pack
	Warning string           // a caveat to tell the player ("" for none)
}

// refusal is a rule that says no to an equip or unequip; its text is for
// the player.
type refusal string

func (r refusal) Error() string { return string(r) }

// equip puts one carried item on ch: weapons in the main hand (a two-handed
// one also frees the off hand), shields in the off hand, body armour in the
// armour slot, wondrous items in their own slot (rings in whichever ring
// slot is free). Whatever was there goes back into the pack. Armour and
// shields need the class's proficiency; a weapon without it is allowed with
// a warning (rules.AttackBonus applies the penalty). At most MaxAttuned
// attunement items. Errors are refusals; ch is returned unchanged on error.
// prefix is the command prefix for hints.
func equip(ch rules.Character, it content.Item, prefix string) (rules.Character, equipOutcome, error) {
	var out equipOutcome
	if ch.Inventory.Count(it.ID) < 1 {
		return ch, out, refusal(fmt.Sprintf("You aren't carrying %s.", it.Name))
	}
	slot, clear, warning, err := equipSlot(ch, it, prefix)
	if err != nil {
		return ch, out, err
	}
	out.Slot, out.Warning = slot, warning
	clear = append([]rules.EquipSlot{out.Slot}, clear...)
	if it.Attunement && attunedExcept(ch, clear) >= MaxAttuned {
		return ch, out, refusal(fmt.Sprintf("You're attuned to %d items already. Unequip one first.", MaxAttuned))
	}
	next, err := rules.RemoveItem(ch, it.ID, 1)
	if err != nil {
		return ch, out, err
	}
	for _, s := range clear {
		if old := next.Equipment.Get(s); old != "" {
			if next, err = rules.AddItem(next, old, 1); err != nil {
				return ch, out, err
			}
			next.Equipment.Set(s, "")
			out.Removed = append(out.Removed, old)
		}
	}
	next.Equipment.Set(out.Slot, it.ID)
	return next, out, nil
}

// equipSlot is where item it goes on ch: its slot, the other slots it
// empties (a two-handed weapon's off hand) and a warning worth giving
// (a weapon the class isn't trained with); or the refusal of an item ch
// can't wear or wield.
func equipSlot(ch rules.Character, it content.Item, prefix string) (slot rules.EquipSlot, clear []rules.EquipSlot, warning string, err error) {
	def := ch.Def()
	switch {
	case it.Weapon != nil:
		if it.Weapon.TwoHanded && ch.Equipment.Get(rules.SlotOffHand) != "" {
			clear = append(clear, rules.SlotOffHand)
		}
		if !def.ProficientWeapon(*it.Weapon) {
			warning = fmt.Sprintf("%ss aren't trained with it: %d to hit and no ability bonus on damage.",
				def.Name, -rules.NonProficientPenalty)
		}
		return rules.SlotMainHand, clear, warning, nil
	case it.Armor != nil:
		return armorSlot(ch, *it.Armor)
	case it.Wondrous != nil:
		slot = it.Wondrous.Slot
		if slot == rules.SlotRing1 || slot == rules.SlotRing2 {
			slot = freeRing(ch)
		}
		return slot, nil, "", nil
	case it.Consumable != nil && it.Consumable.Effect == content.ConsumeHeal && ch.HP < rules.MaxHP(ch):
		return "", nil, "", refusal(fmt.Sprintf("%s is for using, not wearing: try `%suse %s`.", it.Name, prefix, strings.ToLower(it.Name)))
	case it.Consumable != nil:
		return "", nil, "", refusal(fmt.Sprintf("%s is for using, not wearing; it keeps in your pack until you need it.", it.Name))
	}
	return "", nil, "", refusal(fmt.Sprintf("%s isn't something you can wear or wield.", it.Name))
}

// armorSlot is where armour a goes on ch: a shield in the off hand (not
// beside a two-handed weapon), other armour on the body; refused when the
// class isn't trained with it.
func armorSlot(ch rules.Character, a rules.Armor) (rules.EquipSlot, []rules.EquipSlot, string, error) {
	def := ch.Def()
	if !a.IsShield() {
		if !def.ProficientArmor(a) {
			return "", nil, "", refusal(fmt.Sprintf("%ss aren't trained to wear %s armour.", def.Name, a.Category))
		}
		return rules.SlotArmor, nil, "", nil
	}
	if !def.ProficientArmor(a) {
		return "", nil, "", refusal(fmt.Sprintf("%ss aren't trained with shields.", def.Name))
	}
	if w := mainWeapon(ch); w != nil && w.TwoHanded {
		return "", nil, "", refusal(fmt.Sprintf("Your %s needs both hands. Unequip it first.", w.Name))
	}
	return rules.SlotOffHand, nil, "", nil
}

// unequip takes the item in slot off and puts it in the pack.
func unequip(ch rules.Character, slot rules.EquipSlot) (rules.Character, content.ItemID, error) {
	id := ch.Equipment.Get(slot)
	if id == "" {
		return ch, "", refusal(fmt.Sprintf("Nothing to take off: your %s slot is empty.", strings.ToLower(narrate.SlotLabel(slot))))
	}
	next, err := rules.AddItem(ch, id, 1)
	if err != nil {
		return ch, "", err
	}
	next.Equipment.Set(slot, "")
	return next, id, nil
}

// mainWeapon is the weapon in ch's main hand, or nil.
func mainWeapon(ch rules.Character) *rules.Weapon {
	it, ok := content.ItemByID(ch.Equipment.Get(rules.SlotMainHand))
	if !ok {
		return nil
	}
	return it.Weapon
}

// freeRing picks the ring slot for a new ring: the first free one, else
// the first (its ring comes off).
func freeRing(ch rules.Character) rules.EquipSlot {
	for _, s := range []rules.EquipSlot{rules.SlotRing1, rules.SlotRing2} {
		if ch.Equipment.Get(s) == "" {
			return s
		}
	}
	return rules.SlotRing1
}

// attunedExcept counts equipped attunement items outside the given slots.
func attunedExcept(ch rules.Character, skip []rules.EquipSlot) int {
	n := 0
	for _, s := range rules.EquipSlots() {
		if containsSlot(skip, s) {
			continue
		}
		if it, ok := content.ItemByID(ch.Equipment.Get(s)); ok && it.Attunement {
			n++
		}
	}
	return n
}

func containsSlot(list []rules.EquipSlot, s rules.EquipSlot) bool {
	return slices.Contains(list, s)
}

// slotWords maps what players call slots (folded: lower case, no spaces,
// hyphens or underscores) to slots. "ring" is resolved separately.
var slotWords = map[string]rules.EquipSlot{
	"mainhand": rules.SlotMainHand, "main": rules.SlotMainHand, "weapon": rules.SlotMainHand, "hand": rules.SlotMainHand,
	"offhand": rules.SlotOffHand, "off": rules.SlotOffHand, "shield": rules.SlotOffHand,
	"armor": rules.SlotArmor, "armour": rules.SlotArmor, "body": rules.SlotArmor,
	"head": rules.SlotHead, "helmet": rules.SlotHead, "helm": rules.SlotHead,
	"feet": rules.SlotFeet, "boots": rules.SlotFeet,
	"hands": rules.SlotHands, "gloves": rules.SlotHands, "gauntlets": rules.SlotHands, "belt": rules.SlotHands,
	"cloak": rules.SlotCloak, "cape": rules.SlotCloak,
	"neck": rules.SlotNeck, "amulet": rules.SlotNeck, "necklace": rules.SlotNeck,
	"ring1": rules.SlotRing1, "ring2": rules.SlotRing2,
}

// slotFor reads a slot word. "ring" means the only ring worn; with two it
// is ambiguous (ok true, slot "").
func slotFor(ch rules.Character, word string) (slot rules.EquipSlot, ok bool) {
	w := strings.NewReplacer(" ", "", "-", "", "_", "").Replace(strings.ToLower(word))
	if s, found := slotWords[w]; found {
		return s, true
	}
	if w == "ring" || w == "rings" {
		r1, r2 := ch.Equipment.Get(rules.SlotRing1), ch.Equipment.Get(rules.SlotRing2)
		switch {
		case r1 != "" && r2 != "":
			return "", true
		case r2 != "":
			return rules.SlotRing2, true
		}
		return rules.SlotRing1, true
	}
	return "", false
}
