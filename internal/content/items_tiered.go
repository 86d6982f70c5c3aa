package content

import "fmt"

// shopBase is an SRD weapon or armour before tiering: the kind its IDs
// are made from, its name and the SRD's cost in copper pieces, which sets
// its price band (EquipmentPrice).
type shopBase interface {
	baseOf() (kind, name string, srdCP int)
}

func (b baseArmor) baseOf() (string, string, int)  { return b.kind, b.name, b.srdCP }
func (b baseWeapon) baseOf() (string, string, int) { return b.kind, b.name, b.srdCP }

// baseByKind returns the base of a kind among bases, or none when no base
// has it: only a typo in this package's tables can cause that, and none
// is a base Validate reports.
func baseByKind[B shopBase](bases []B, kind string, none B) B {
	for _, b := range bases {
		if k, _, _ := b.baseOf(); k == kind {
			return b
		}
	}
	return none
}

// tierID is the catalogue ID of the shop item of a kind and tier:
// "longsword_t1".
func tierID(kind string, tier int) ItemID { return ItemID(fmt.Sprintf("%s_t%d", kind, tier)) }

// tieredItems is an item of every base at every tier 1–5, in the bases'
// order (rules §4.2): each with its tier's ID, name prefix, grade and
// price, and typed filling in its kind and what it is (weapon or armour).
func tieredItems[B shopBase](bases []B, typed func(b B, it Item) Item) []Item {
	var out []Item
	for _, b := range bases {
		kind, name, srdCP := b.baseOf()
		for tier := 1; tier <= 5; tier++ {
			out = append(out, typed(b, Item{
				ID: tierID(kind, tier), Name: equipmentTierPrefix[tier] + name, Tier: tier,
				Grade: equipmentTierGrade[tier], Value: EquipmentPrice(tier, srdCP),
			}))
		}
	}
	return out
}
