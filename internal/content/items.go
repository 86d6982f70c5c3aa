package content

import (
	"fmt"
	"maps"
	"slices"
	"sync"

	"github.com/gogobee/gogobee/internal/clone"
	"github.com/gogobee/gogobee/internal/rules"
)

// Grade is an item's rarity and a loot drop's quality (rules §4.1 rarity
// ladder). It orders from GradeCommon to GradeLegendary; GradeEpic is the
// SRD's "very rare".
type Grade int

// The five grades, lowest first. The zero value is no grade.
const (
	GradeCommon Grade = iota + 1
	GradeUncommon
	GradeRare
	GradeEpic
	GradeLegendary
)

var gradeNames = map[Grade]string{
	GradeCommon: "common", GradeUncommon: "uncommon", GradeRare: "rare",
	GradeEpic: "epic", GradeLegendary: "legendary",
}

// Grades lists the five grades, lowest first.
func Grades() []Grade {
	return []Grade{GradeCommon, GradeUncommon, GradeRare, GradeEpic, GradeLegendary}
}

// Valid reports whether g is one of the five grades.
func (g Grade) Valid() bool { return g >= GradeCommon && g <= GradeLegendary }

// String is the loot name of the grade ("common" … "legendary").
func (g Grade) String() string {
	if n, ok := gradeNames[g]; ok {
		return n
	}
	return fmt.Sprintf("grade(%d)", int(g))
}

// SRDRarity is the SRD rarity name of the grade ("very rare" for epic).
func (g Grade) SRDRarity() string {
	if g == GradeEpic {
		return "very rare"
	}
	return g.String()
}

// Up returns the next grade, or g itself at GradeLegendary.
func (g Grade) Up() Grade { return min(g+1, GradeLegendary) }

// MarshalText writes the grade's name.
func (g Grade) MarshalText() ([]byte, error) {
	if !g.Valid() {
		return nil, fmt.Errorf("content: invalid grade %d", int(g))
	}
	return []byte(g.String()), nil
}

// UnmarshalText reads a grade name written by MarshalText.
func (g *Grade) UnmarshalText(b []byte) error {
	for k, v := range gradeNames {
		if v == string(b) {
			*g = k
			return nil
		}
	}
	return fmt.Errorf("content: unknown grade %q", b)
}

// ItemID identifies a catalogue item (rules.ItemID, declared beneath the
// catalogue because a character's inventory and equipment hold it): its
// snake_case ID ("potion_of_healing"), a string underneath, so JSON, YAML
// and the store's columns hold it as before. The zero ItemID is none.
type ItemID = rules.ItemID

// ItemKind says which catalogue an item belongs to and which detail field of
// Item is set.
type ItemKind string

// Item kinds.
const (
	KindWeapon     ItemKind = "weapon"     // Item.Weapon is set
	KindArmor      ItemKind = "armor"      // Item.Armor is set (body armour or shield)
	KindWondrous   ItemKind = "wondrous"   // Item.Wondrous is set (helmets, boots, rings, cloaks ...)
	KindConsumable ItemKind = "consumable" // Item.Consumable is set
	KindMaterial   ItemKind = "material"   // crafting material; sells at value
	KindTreasure   ItemKind = "treasure"   // gems and art objects; sells at value
	KindQuest      ItemKind = "quest"      // story and quest items; never sold
	KindSupply     ItemKind = "supply"     // expedition supply packs; Item.SupplyUnits is set
)

// ExtraDamage is weapon damage rolled on top of the weapon's own dice on a
// hit (for example a Flame Tongue's 2d6 fire).
type ExtraDamage struct {
	Dice rules.Dice       `json:"dice"`
	Type rules.DamageType `json:"type"`
}

// Wondrous holds what a worn non-weapon, non-armour item grants. Slot is the
// equipment slot it occupies (rules.SlotRing1 stands for either ring slot).
// AbilityBonus adds to scores; AbilitySet raises a score to at least the
// given value (the SRD's giant-strength items). ACBonus and SaveBonus add to
// AC and saving throws, HPBonus to combat max HP (HP), SpeedBonus to the
// combat Speed stat.
//
// The ten equipment slots have no belt slot, so belts are worn in
// rules.SlotHands (with gauntlets) until the rules add one.
type Wondrous struct {
	Slot         rules.EquipSlot       `json:"slot"`
	AbilityBonus map[rules.Ability]int `json:"ability_bonus,omitempty"`
	AbilitySet   map[rules.Ability]int `json:"ability_set,omitempty"`
	ACBonus      int                   `json:"ac_bonus,omitempty"`
	SaveBonus    int                   `json:"save_bonus,omitempty"`
	HPBonus      int                   `json:"hp_bonus,omitempty"`
	SpeedBonus   int                   `json:"speed_bonus,omitempty"`
}

// Item is one catalogue entry. Value is its worth in coins: the shop price
// for shop stock, 50 × tier² (100 × tier² for always-drops) for named boss
// items (rules §4.2), the registry sell value for harvest materials.
// Tier is 1–5. Exactly the detail field that matches Kind is set. Resist
// lists damage types the wearer resists; Perk describes in plain words an
// effect the engine does not model as numbers yet.
type Item struct {
	ID          ItemID             `json:"id"`
	Name        string             `json:"name"`
	Kind        ItemKind           `json:"kind"`
	Tier        int                `json:"tier"`
	Grade       Grade              `json:"grade"`
	Value       int                `json:"value"`
	Attunement  bool               `json:"attunement,omitempty"`
	Weapon      *rules.Weapon      `json:"weapon,omitempty"`
	Armor       *rules.Armor       `json:"armor,omitempty"`
	Wondrous    *Wondrous          `json:"wondrous,omitempty"`
	Consumable  *Consumable        `json:"consumable,omitempty"`
	Extra       *ExtraDamage       `json:"extra,omitempty"`
	Resist      []rules.DamageType `json:"resist,omitempty"`
	SupplyUnits int                `json:"supply_units,omitempty"`
	Perk        string             `json:"perk,omitempty"`
}

// IsEquipment reports whether the item is worn or wielded (weapon, armour or
// wondrous item).
func (it Item) IsEquipment() bool {
	return it.Kind == KindWeapon || it.Kind == KindArmor || it.Kind == KindWondrous
}

// clone returns a deep copy of it.
func (it Item) clone() Item {
	out := it
	out.Weapon = clone.Ptr(it.Weapon)
	out.Armor = clone.Ptr(it.Armor)
	out.Wondrous = clone.Ptr(it.Wondrous, func(w *Wondrous) {
		w.AbilityBonus = maps.Clone(w.AbilityBonus)
		w.AbilitySet = maps.Clone(w.AbilitySet)
	})
	out.Consumable = clone.Ptr(it.Consumable)
	out.Extra = clone.Ptr(it.Extra)
	out.Resist = slices.Clone(it.Resist)
	return out
}

// itemTable is the whole catalogue, indexed: shop equipment, named boss
// items, SRD magic items, consumables, materials (boss materials and the
// harvest resource registry's, resources.go), treasure and supply packs.
// It is built the first time it is needed, after the registry is read.
var itemTable = sync.OnceValue(func() *table[Item] {
	items := concat(weaponItems, armorItems, gearItems, consumableItems,
		bossItems, srdMagicItems, treasureItems, supplyItems, buildResourceItems(resourceTable().rows))
	return newTable(items, func(it Item) string { return string(it.ID) }, Item.clone)
})

// ItemByID returns a copy of the catalogue item with the given ID and
// whether it exists.
func ItemByID(id ItemID) (Item, bool) { return itemTable().byID(string(id)) }

// Items returns copies of every catalogue item in catalogue order.
func Items() []Item { return itemTable().all() }

// ItemsWhere returns copies of the catalogue items for which keep is true,
// in catalogue order.
func ItemsWhere(keep func(Item) bool) []Item {
	var out []Item
	for _, it := range itemTable().rows {
		if c := it.clone(); keep(c) {
			out = append(out, c)
		}
	}
	return out
}
