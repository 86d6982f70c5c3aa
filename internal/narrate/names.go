package narrate

import (
	"strconv"
	"strings"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
)

// ClassName is the display name of a class ("Mage"), or its ID when unknown.
func ClassName(id rules.ClassID) string {
	if d, ok := rules.Class(id); ok {
		return d.Name
	}
	return string(id)
}

// RaceName is the display name of a race ("Half-Elf"), or its ID when unknown.
func RaceName(id rules.RaceID) string {
	if d, ok := rules.Race(id); ok {
		return d.Name
	}
	return string(id)
}

// FeatureName is the display name of a class feature, or its ID when unknown.
func FeatureName(id rules.FeatureID) string {
	if f, ok := rules.Feature(id); ok {
		return f.Name
	}
	return string(id)
}

// SpellName is the display name of a spell, or its ID when unknown.
func SpellName(id rules.SpellID) string {
	if s, ok := rules.Spell(id); ok {
		return s.Name
	}
	return string(id)
}

// ItemName is the catalogue name of an item ID, or the ID itself for an item
// the catalogue no longer has.
func ItemName(id string) string {
	if it, ok := content.ItemByID(id); ok {
		return it.Name
	}
	return id
}

// AbilityLabel is the three-letter label of an ability: "STR".
func AbilityLabel(a rules.Ability) string { return strings.ToUpper(string(a)) }

var slotLabels = map[rules.EquipSlot]string{
	rules.SlotMainHand: "Main hand", rules.SlotOffHand: "Off hand", rules.SlotArmor: "Armour",
	rules.SlotHead: "Head", rules.SlotFeet: "Feet", rules.SlotHands: "Hands",
	rules.SlotCloak: "Cloak", rules.SlotNeck: "Neck", rules.SlotRing1: "Ring", rules.SlotRing2: "Ring",
}

// SlotLabel is the display name of an equipment slot: "Main hand".
func SlotLabel(s rules.EquipSlot) string {
	if l, ok := slotLabels[s]; ok {
		return l
	}
	return string(s)
}

// SlotLevel names a spell slot level compactly: "L1".
func SlotLevel(level int) string { return "L" + strconv.Itoa(level) }

// Article returns "a" or "an" for the word that follows.
func Article(word string) string {
	if word != "" && strings.ContainsRune("AEIOUaeiou", rune(word[0])) {
		return "an"
	}
	return "a"
}
