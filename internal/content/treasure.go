package content

import "maps"

// Treasure slates: the gems and art objects a per-kill treasure roll pays
// out, by grade (rules §5.4). Each grade has a value band (common about 8–13
// coins, uncommon 35–60, rare 200–300, epic 800–1,200, legendary
// 4,500–10,000) and one slate serves every zone: SRD-style gemstones and art
// objects with values inside the band.

// treasureValueBand is the lowest and highest coin value of a treasure item
// of each grade (rules §5.4).
var treasureValueBand = map[Grade][2]int{
	GradeCommon:    {8, 13},
	GradeUncommon:  {35, 60},
	GradeRare:      {200, 300},
	GradeEpic:      {800, 1200},
	GradeLegendary: {4500, 10000},
}

// TreasureValueBand returns a copy of treasureValueBand, the table above: changing it changes
// nothing shipped.
func TreasureValueBand() map[Grade][2]int { return maps.Clone(treasureValueBand) }

// treasure builds a treasure item.
func treasure(id ItemID, name string, g Grade, value int) Item {
	return Item{ID: id, Name: name, Kind: KindTreasure, Tier: int(g), Grade: g, Value: value}
}

// treasureItems is the shared treasure slate.
var treasureItems = []Item{
	treasure("gem_hematite", "Hematite", GradeCommon, 8),
	treasure("gem_banded_agate", "Banded Agate", GradeCommon, 9),
	treasure("gem_azurite", "Azurite", GradeCommon, 10),
	treasure("gem_blue_quartz", "Blue Quartz", GradeCommon, 11),
	treasure("gem_lapis_lazuli", "Lapis Lazuli", GradeCommon, 12),
	treasure("gem_tiger_eye", "Tiger Eye", GradeCommon, 13),

	treasure("gem_jasper", "Jasper", GradeUncommon, 35),
	treasure("gem_chalcedony", "Chalcedony", GradeUncommon, 40),
	treasure("gem_carnelian", "Carnelian", GradeUncommon, 45),
	treasure("gem_bloodstone", "Bloodstone", GradeUncommon, 50),
	treasure("gem_citrine", "Citrine", GradeUncommon, 55),
	treasure("gem_moonstone", "Moonstone", GradeUncommon, 60),

	treasure("gem_pearl", "Pearl", GradeRare, 200),
	treasure("art_silk_robe", "Silk Robe with Gold Embroidery", GradeRare, 220),
	treasure("art_bronze_crown", "Bronze Crown", GradeRare, 240),
	treasure("art_ivory_statuette", "Carved Ivory Statuette", GradeRare, 250),
	treasure("art_gold_bracelet", "Large Gold Bracelet", GradeRare, 270),
	treasure("art_bloodstone_ring", "Gold Ring Set with Bloodstones", GradeRare, 300),

	treasure("art_jeweled_anklet", "Jeweled Gold Anklet", GradeEpic, 800),
	treasure("gem_fire_opal", "Fire Opal", GradeEpic, 900),
	treasure("gem_black_opal", "Black Opal", GradeEpic, 1000),
	treasure("gem_blue_sapphire", "Blue Sapphire", GradeEpic, 1050),
	treasure("gem_emerald", "Emerald", GradeEpic, 1100),
	treasure("gem_star_ruby", "Star Ruby", GradeEpic, 1200),

	treasure("gem_diamond", "Diamond", GradeLegendary, 4500),
	treasure("gem_black_sapphire", "Black Sapphire", GradeLegendary, 5000),
	treasure("gem_jacinth", "Jacinth", GradeLegendary, 6000),
	treasure("art_platinum_ring", "Jeweled Platinum Ring", GradeLegendary, 7500),
	treasure("art_emerald_cup", "Gold Cup Set with Emeralds", GradeLegendary, 8500),
	treasure("art_jeweled_crown", "Jeweled Gold Crown", GradeLegendary, 10000),
}

// treasureSlate lists the treasure item IDs of each grade, in catalogue
// order.
var treasureSlate = buildTreasureSlate()

func buildTreasureSlate() map[Grade][]ItemID {
	out := map[Grade][]ItemID{}
	for _, it := range treasureItems {
		out[it.Grade] = append(out[it.Grade], it.ID)
	}
	return out
}
