package sim

import (
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
)

// Kit names the consumables a simulated character carries into an
// expedition (rules §11.1).
type Kit string

// The kits. The zero Kit ("") means KitLean.
const (
	// KitLean is the balance work's kit (rules §11.1: two heals and one
	// buff): LeanHeals of the tier's healing consumable and LeanBuffs of its
	// combat buff, see LeanKit.
	KitLean Kit = "lean"
	// KitNone carries no consumables at all.
	KitNone Kit = "none"
)

// How many of each the lean kit carries (rules §11.1).
const (
	LeanHeals = 2 // healing consumables
	LeanBuffs = 1 // combat buffs
)

// leanKits[tier] is the lean kit's healing consumable and buff at gear
// tier 1–5 (catalogue IDs, rules §2.11; the consumables' tiers are the
// catalogue's, internal/content/consumables.go and items_srd.go).
//
//   - Heal: the healing consumable with the highest average heal whose
//     tier is at most the kit's: Berry Poultice 12 HP (T1), Herb Salve
//     20 (T2), Spirit Tonic 40 (T3), Potion of Supreme Healing 10d4+20,
//     45 on average (T4; the catalogue has no T5 heal, so T5 carries it
//     too).
//   - Buff: the consumable of exactly the kit's tier that combat's
//     standard policy opens an elite or boss fight with first (oil,
//     grease, elixir, brew, spore cloud, ward, shard): Goblin Grease +25%
//     damage (T2), Sapphire Elixir +15% crit chance (T3), Voidstone Shard
//     reflects half the next hit (T4), Ancient Artifact Oil first hit
//     crits for +35% (T5). Tier 1 has none of those; its buff is the Coal
//     Bomb (8 damage opener), the only tier-1 combat consumable, which
//     the standard policy does not use on its own.
var leanKits = [content.MaxZoneTier + 1]struct{ heal, buff content.ItemID }{
	1: {heal: "berry_poultice", buff: "coal_bomb"},
	2: {heal: "herb_salve", buff: "goblin_grease"},
	3: {heal: "spirit_tonic", buff: "sapphire_elixir"},
	4: {heal: "potion_of_supreme_healing", buff: "voidstone_shard"},
	5: {heal: "potion_of_supreme_healing", buff: "ancient_artifact_oil"},
}

// LeanKit returns the lean kit of gear tier (1–5): LeanHeals of the
// tier's healing consumable, then LeanBuffs of its buff (see leanKits).
// Errors: BuildError (gear tier).
func LeanKit(tier int) ([]content.ItemStack, error) {
	if tier < 1 || tier > content.MaxZoneTier {
		return nil, errGearTier(tier)
	}
	k := leanKits[tier]
	return []content.ItemStack{{ItemID: k.heal, Qty: LeanHeals}, {ItemID: k.buff, Qty: LeanBuffs}}, nil
}

// KitItems returns the consumables kit k holds at gear tier (1–5): the
// lean kit for KitLean or "", nothing for KitNone. Errors: BuildError
// (kit, gear tier).
func KitItems(k Kit, tier int) ([]content.ItemStack, error) {
	switch k {
	case KitLean, "":
		return LeanKit(tier)
	case KitNone:
		if tier < 1 || tier > content.MaxZoneTier {
			return nil, errGearTier(tier)
		}
		return nil, nil
	}
	return nil, errKit(k)
}

// packKit returns c with its pack replaced by the items: the level-1
// starting pack (rules.ClassDef.StartingItems) is not kept, so the
// character carries exactly its kit.
func packKit(c rules.Character, items []content.ItemStack) (rules.Character, error) {
	c = c.Clone()
	c.Inventory = nil
	for _, st := range items {
		var err error
		if c, err = rules.AddItem(c, st.ItemID, st.Qty); err != nil {
			return c, err
		}
	}
	return c, nil
}
