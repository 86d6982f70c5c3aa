package rules

// This file holds the item types the content catalogue fills in (weapons,
// armour) and the character's equipment slots. The catalogue of actual items
// lives in internal/content; rules only provides the types and the math.
// Field names and JSON tags here are stable.

import (
	"maps"
	"slices"
)

// DamageType is an SRD damage type.
type DamageType string

// The SRD damage types.
const (
	Acid        DamageType = "acid"
	Bludgeoning DamageType = "bludgeoning"
	Cold        DamageType = "cold"
	Fire        DamageType = "fire"
	Force       DamageType = "force"
	Lightning   DamageType = "lightning"
	Necrotic    DamageType = "necrotic"
	Piercing    DamageType = "piercing"
	Poison      DamageType = "poison"
	Psychic     DamageType = "psychic"
	Radiant     DamageType = "radiant"
	Slashing    DamageType = "slashing"
	Thunder     DamageType = "thunder"
)

// WeaponCategory is the SRD proficiency category of a weapon.
type WeaponCategory string

// Weapon proficiency categories.
const (
	SimpleWeapon  WeaponCategory = "simple"
	MartialWeapon WeaponCategory = "martial"
)

// Weapon is one weapon in the catalogue (rules §1.4).
//
// Kind names the base SRD weapon ("longsword", "dagger") so that class
// proficiencies naming single weapons (a Rogue's rapier) also cover magic
// variants of it. Damage is the weapon's damage dice (without ability
// modifier). MagicBonus adds to both attack and damage rolls.
type Weapon struct {
	ID         ItemID         `json:"id"`
	Name       string         `json:"name"`
	Kind       string         `json:"kind"`
	Tier       int            `json:"tier"`
	Damage     Dice           `json:"damage"`
	DamageType DamageType     `json:"damage_type"`
	Category   WeaponCategory `json:"category"`
	Finesse    bool           `json:"finesse,omitempty"`
	Ranged     bool           `json:"ranged,omitempty"`
	TwoHanded  bool           `json:"two_handed,omitempty"`
	MagicBonus int            `json:"magic_bonus,omitempty"`
}

// ArmorCategory is the SRD armour category; ShieldArmor marks a shield and
// ClothArmor robes.
type ArmorCategory string

// Armour categories. Robes (ClothArmor) are no armour to the AC rules:
// the wearer keeps the unarmoured 10 + DEX (13 under Mage Armor) and
// adds the robes' magic bonus; every class may wear them. They are the
// unarmoured caster's way to raise AC with the tiers, as armour's magic
// bonus raises everyone else's (rules §1.4).
const (
	LightArmor  ArmorCategory = "light"
	MediumArmor ArmorCategory = "medium"
	HeavyArmor  ArmorCategory = "heavy"
	ShieldArmor ArmorCategory = "shield"
	ClothArmor  ArmorCategory = "cloth"
)

// MediumArmorDexCap is the default most DEX modifier medium armour allows
// (rules §1.4: medium armour allows at most +2).
const MediumArmorDexCap = 2

// Armor is one body armour or shield in the catalogue (rules §1.4).
//
// BaseAC is the armour's AC before the DEX modifier (light 11–12, medium
// 12–15, heavy 14–18); for a shield it is the AC bonus (+2). DexCap is the
// most DEX modifier the armour allows; 0 means the category default (light:
// no cap, medium: +2, heavy: no DEX at all). MagicBonus adds to AC.
type Armor struct {
	ID                  ItemID        `json:"id"`
	Name                string        `json:"name"`
	Tier                int           `json:"tier"`
	Category            ArmorCategory `json:"category"`
	BaseAC              int           `json:"base_ac"`
	DexCap              int           `json:"dex_cap,omitempty"`
	MagicBonus          int           `json:"magic_bonus,omitempty"`
	StealthDisadvantage bool          `json:"stealth_disadvantage,omitempty"`
}

// IsShield reports whether a is a shield rather than body armour.
func (a Armor) IsShield() bool { return a.Category == ShieldArmor }

// IsCloth reports whether a is robes: no armour to the AC rules, only its
// magic bonus counts.
func (a Armor) IsCloth() bool { return a.Category == ClothArmor }

// EquipSlot names one of the character's ten equipment slots (rules §4.3:
// "Equipment slots: 10").
type EquipSlot string

// The ten equipment slots.
const (
	SlotMainHand EquipSlot = "main_hand"
	SlotOffHand  EquipSlot = "off_hand"
	SlotArmor    EquipSlot = "armor"
	SlotHead     EquipSlot = "head"
	SlotFeet     EquipSlot = "feet"
	SlotHands    EquipSlot = "hands"
	SlotCloak    EquipSlot = "cloak"
	SlotNeck     EquipSlot = "neck"
	SlotRing1    EquipSlot = "ring1"
	SlotRing2    EquipSlot = "ring2"
)

// equipSlots lists every equipment slot in display order.
var equipSlots = []EquipSlot{
	SlotMainHand, SlotOffHand, SlotArmor, SlotHead, SlotFeet,
	SlotHands, SlotCloak, SlotNeck, SlotRing1, SlotRing2,
}

// EquipSlots returns a copy of equipSlots, the table above: changing it changes
// nothing shipped.
func EquipSlots() []EquipSlot { return slices.Clone(equipSlots) }

// Equipment maps a slot to the catalogue item ID worn there. An empty or
// missing entry means the slot is empty. Item IDs are resolved by
// internal/content.
type Equipment map[EquipSlot]ItemID

// Get returns the item ID in slot, or "" when the slot is empty.
func (e Equipment) Get(slot EquipSlot) ItemID { return e[slot] }

// Set puts itemID in slot; an empty itemID clears the slot. It allocates the
// map when needed.
func (e *Equipment) Set(slot EquipSlot, itemID ItemID) {
	if itemID == "" {
		delete(*e, slot)
		return
	}
	if *e == nil {
		*e = Equipment{}
	}
	(*e)[slot] = itemID
}

// Clone returns an independent copy of e.
func (e Equipment) Clone() Equipment {
	return maps.Clone(e)
}
