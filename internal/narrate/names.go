package narrate

import (
	"strconv"
	"strings"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
)

// ClassName is the display name of a class ("Mage"), or its ID when unknown.
func ClassName(id rules.ClassID) string {
	return nameOr(id, rules.Class, func(d rules.ClassDef) string { return d.Name })
}

// RaceName is the display name of a race ("Half-Elf"), or its ID when unknown.
func RaceName(id rules.RaceID) string {
	return nameOr(id, rules.Race, func(d rules.RaceDef) string { return d.Name })
}

// FeatureName is the display name of a class feature, or its ID when unknown.
func FeatureName(id rules.FeatureID) string {
	return nameOr(id, rules.Feature, func(f rules.FeatureDef) string { return f.Name })
}

// SpellName is the display name of a spell, or its ID when unknown.
func SpellName(id rules.SpellID) string {
	return nameOr(id, rules.Spell, func(s rules.SpellDef) string { return s.Name })
}

// ItemName is the catalogue name of an item ID, or the ID itself for an item
// the catalogue no longer has.
func ItemName(id content.ItemID) string {
	return nameOr(id, content.ItemByID, func(it content.Item) string { return it.Name })
}

// nameOr is the name of the record lookup finds for id, or the ID itself
// when there is none (a record the tables no longer have still shows).
func nameOr[ID ~string, R any](id ID, lookup func(ID) (R, bool), name func(R) string) string {
	if r, ok := lookup(id); ok {
		return name(r)
	}
	return string(id)
}

// AbilityLabel is the three-letter label of an ability: "STR".
func AbilityLabel(a rules.Ability) string { return strings.ToUpper(string(a)) }

var slotLabels = map[rules.EquipSlot]string{
	rules.SlotMainHand: "Main hand", rules.SlotOffHand: "Off hand", rules.SlotArmor: "Armour",
	rules.SlotHead: "Head", rules.SlotFeet: "Feet", rules.SlotHands: "Hands",
	rules.SlotCloak: "Cloak", rules.SlotNeck: "Neck", rules.SlotRing1: "Ring", rules.SlotRing2: "Ring",
}

// SlotLabel is the display name of an equipment slot: "Main hand".
func SlotLabel(s rules.EquipSlot) string { return labelOr(slotLabels, s, string(s)) }

// labelOr is labels' text for k, or fallback when labels has none.
func labelOr[K comparable](labels map[K]string, k K, fallback string) string {
	if l, ok := labels[k]; ok {
		return l
	}
	return fallback
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
