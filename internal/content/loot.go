package content

import (
	"maps"
	"math"
	"slices"
	"sync"

	"github.com/gogobee/gogobee/internal/dice"
)

// GradeRule is the per-kill loot rule of one CR band (rules §5.1): a
// treasure roll drops with probability DropChance, at grade Base, upgraded
// one grade with probability UpChance.
type GradeRule struct {
	MinCR      float64 `json:"min_cr"` // lowest CR of the band (inclusive)
	Base       Grade   `json:"base"`
	DropChance float64 `json:"drop_chance"`
	UpChance   float64 `json:"up_chance"`
}

// killGradeRules are the CR bands, lowest first (rules §5.1): CR 0–1 common
// 70%; 2–4 common, 30% uncommon; 5–8 uncommon, 15% rare; 9–12 rare, 10%
// epic; 13+ epic, 5% legendary. A CR between bands (1 < CR < 2) belongs to
// the lower band. "Plus N% better" is read as an upgrade of the drop.
var killGradeRules = []GradeRule{
	{MinCR: 0, Base: GradeCommon, DropChance: 0.70},
	{MinCR: 2, Base: GradeCommon, DropChance: 1, UpChance: 0.30},
	{MinCR: 5, Base: GradeUncommon, DropChance: 1, UpChance: 0.15},
	{MinCR: 9, Base: GradeRare, DropChance: 1, UpChance: 0.10},
	{MinCR: 13, Base: GradeEpic, DropChance: 1, UpChance: 0.05},
}

// KillGradeRules returns a copy of killGradeRules, the table above: changing it changes
// nothing shipped.
func KillGradeRules() []GradeRule { return slices.Clone(killGradeRules) }

// bossGradeRules are the per-kill rules of a boss by its zone's tier,
// whatever its CR (rules §5.1: boss treasure scales with tier, so a
// Tier 1 boss no longer pays a Tier 4 boss's treasure): Tier 1 uncommon (10%
// rare), Tier 2 uncommon (30% rare), Tier 3 rare (10% epic), Tier 4 rare (25%
// epic, the rule every boss once had), Tier 5 epic (10% legendary).
var bossGradeRules = map[int]GradeRule{
	1: {Base: GradeUncommon, DropChance: 1, UpChance: 0.10},
	2: {Base: GradeUncommon, DropChance: 1, UpChance: 0.30},
	3: {Base: GradeRare, DropChance: 1, UpChance: 0.10},
	4: {Base: GradeRare, DropChance: 1, UpChance: 0.25},
	5: {Base: GradeEpic, DropChance: 1, UpChance: 0.10},
}

// BossGradeRules returns a copy of bossGradeRules, the table above: changing it changes
// nothing shipped.
func BossGradeRules() map[int]GradeRule { return maps.Clone(bossGradeRules) }

// BossGradeRuleFor is the per-kill rule of a boss in a zone of tier (the
// nearest tier's rule outside 1-5).
func BossGradeRuleFor(tier int) GradeRule {
	return bossGradeRules[min(max(tier, 1), MaxZoneTier)]
}

// Loot constants (rules §5.1). The masterwork chances are DERIVED.
const (
	SRDSubstitutionChance = 0.15 // a treasure drop becomes an SRD magic item of its grade
	TreasureRollsStandard = 1    // treasure rolls of an ordinary kill
	TreasureRollsElite    = 2    // treasure rolls of an elite kill
	TreasureRollsBoss     = 4    // treasure rolls of a boss kill
	MasterworkChanceElite = 0.10 // an elite kill also drops shop equipment of the zone's tier
	MasterworkChanceBoss  = 0.25 // a boss kill also drops shop equipment of the zone's tier
)

// GradeRuleFor returns the per-kill loot rule of m killed in a zone of
// tier: BossGradeRuleFor(tier) for any boss (region bosses included),
// otherwise the KillGradeRules band of its CR.
func GradeRuleFor(m Monster, tier int) GradeRule {
	if m.Boss {
		return BossGradeRuleFor(tier)
	}
	rule := killGradeRules[0]
	for _, r := range killGradeRules {
		if m.CR >= r.MinCR {
			rule = r
		}
	}
	return rule
}

// roll makes one treasure roll by the rule from rs, its drop and upgrade
// chances multiplied by mult (MoodChance): nothing, an SRD magic item
// (SRDSubstitutionChance) or a treasure of the rolled grade; ok is false
// for nothing.
func (rule GradeRule) roll(mult float64, rs *dice.Stream) (Drop, bool) {
	if !rs.Chance(MoodChance(rule.DropChance, mult)) {
		return Drop{}, false
	}
	g := rule.Base
	if rs.Chance(MoodChance(rule.UpChance, mult)) {
		g = g.Up()
	}
	if pool := srdPool[g]; len(pool) > 0 && rs.Chance(SRDSubstitutionChance) {
		return Drop{Source: SourceSRD, ItemID: pick(pool, rs), Qty: 1, Grade: g}, true
	}
	if slate := treasureSlate[g]; len(slate) > 0 {
		return Drop{Source: SourceTreasure, ItemID: pick(slate, rs), Qty: 1, Grade: g}, true
	}
	return Drop{}, false
}

// TreasureRolls is the number of treasure rolls a kill of m makes (rules §5.1
// treasure-roll weights: standard 1, elite 2, boss 4).
func TreasureRolls(m Monster) int {
	return byRank(m, TreasureRollsBoss, TreasureRollsElite, TreasureRollsStandard)
}

// MasterworkChance is the chance a kill of m also drops a piece of shop
// equipment of the zone's tier: 0 for ordinary monsters.
func MasterworkChance(m Monster) float64 {
	return byRank(m, MasterworkChanceBoss, MasterworkChanceElite, 0)
}

// byRank is boss, elite or standard by what m is.
func byRank[T any](m Monster, boss, elite, standard T) T {
	switch {
	case m.Boss:
		return boss
	case m.Elite:
		return elite
	}
	return standard
}

// DropSource says which loot rule produced a drop.
type DropSource string

// Drop sources.
const (
	SourceTreasure   DropSource = "treasure"    // a per-kill treasure roll
	SourceSRD        DropSource = "srd"         // a treasure roll swapped for an SRD magic item
	SourceMasterwork DropSource = "masterwork"  // the elite or boss masterwork roll
	SourceConsumable DropSource = "consumable"  // the tier-2+ consumable drop
	SourceBossItem   DropSource = "boss_item"   // a boss-table item that rolled its chance
	SourceBossAlways DropSource = "boss_always" // a boss-table always-drop
	SourceCoins      DropSource = "coins"       // boss coin dice
	SourcePurse      DropSource = "purse"       // a Thief's Fast Hands on the fallen (rules §1.11)
)

// Drop is one thing a kill yields: Qty of catalogue item ItemID, or (for
// SourceCoins) Coins coins and no item. Grade is the item's grade.
type Drop struct {
	Source DropSource `json:"source"`
	ItemID ItemID     `json:"item_id,omitempty"`
	Qty    int        `json:"qty,omitempty"`
	Coins  int        `json:"coins,omitempty"`
	Grade  Grade      `json:"grade,omitempty"`
}

// MoodChance applies TwinBee's loot mood multiplier to a drop chance
// (rules §8.9): chances below 1 are multiplied and clamped to [0, 1]; a sure
// drop stays sure. A negative or NaN multiplier counts as 0.
func MoodChance(p, mood float64) float64 {
	if p >= 1 {
		return 1
	}
	if math.IsNaN(mood) || mood < 0 {
		mood = 0
	}
	return math.Min(math.Max(p*mood, 0), 1)
}

// RollKillLoot rolls the per-kill loot of monster m killed in zone z with
// TwinBee's loot mood multiplier mood (1 = neutral) (rules §5.1):
// TreasureRolls(m) treasure rolls by GradeRuleFor(m, z.Tier), each swapped for an
// SRD magic item with SRDSubstitutionChance; for elites and bosses a
// masterwork roll; in zones of tier ConsumableDropMinTier and up a
// consumable roll. Each roll draws from its own child stream of s, so the
// result depends only on s's key. A boss's named table and coins come from
// RollBossLoot; RollBossKill does both.
func RollKillLoot(m Monster, z Zone, mood float64, s *dice.Stream) []Drop {
	var drops []Drop
	rule := GradeRuleFor(m, z.Tier)
	for i := range TreasureRolls(m) {
		if d, ok := rule.roll(mood, s.Child("treasure", i)); ok {
			drops = append(drops, d)
		}
	}
	if p := MasterworkChance(m); p > 0 {
		ms := s.Child("masterwork")
		if pool := masterworkPool[z.Tier]; len(pool) > 0 && ms.Chance(MoodChance(p, mood)) {
			drops = append(drops, itemDrop(SourceMasterwork, pick(pool, ms), 1))
		}
	}
	if z.Tier >= ConsumableDropMinTier {
		cs := s.Child("consumable")
		if pool := consumablePool()[z.Tier]; len(pool) > 0 && cs.Chance(MoodChance(ConsumableDropChance, mood)) {
			drops = append(drops, itemDrop(SourceConsumable, pick(pool, cs), 1))
		}
	}
	return drops
}

// RollBossLoot rolls zone z's boss table with loot mood multiplier mood
// (rules §5.2): every always-drop with its quantity dice, every chance item
// with its chance times the mood, then the coin dice. Each entry draws from
// its own child stream of s keyed by the item ID ("coins" for the coins).
func RollBossLoot(z Zone, mood float64, s *dice.Stream) []Drop {
	return rollTable(z.Loot, mood, s)
}

// rollTable rolls one boss table (a zone boss's or a region boss's).
func rollTable(l BossLoot, mood float64, s *dice.Stream) []Drop {
	var drops []Drop
	for _, a := range l.Always {
		if qty := a.Qty.Roll(s.Child("always", string(a.ItemID))); qty > 0 {
			drops = append(drops, itemDrop(SourceBossAlways, a.ItemID, qty))
		}
	}
	for _, c := range l.Chances {
		if s.Child("named", string(c.ItemID)).Chance(MoodChance(c.Chance, mood)) {
			drops = append(drops, itemDrop(SourceBossItem, c.ItemID, 1))
		}
	}
	if coins := l.Coins.Roll(s.Child("coins")); coins > 0 {
		drops = append(drops, Drop{Source: SourceCoins, Coins: coins})
	}
	return drops
}

// RollBossKill is everything zone z's final boss yields: its per-kill rolls
// (RollKillLoot on child stream "kill") followed by its boss table
// (RollBossLoot on child stream "table"). It returns nil when the zone's
// boss is not in the bestiary.
func RollBossKill(z Zone, mood float64, s *dice.Stream) []Drop {
	boss, ok := MonsterByID(z.BossID)
	if !ok {
		return nil
	}
	drops := RollKillLoot(boss, z, mood, s.Child("kill"))
	return append(drops, RollBossLoot(z, mood, s.Child("table"))...)
}

// itemDrop is a drop of qty of a catalogue item, graded by the catalogue.
func itemDrop(src DropSource, id ItemID, qty int) Drop {
	d := Drop{Source: src, ItemID: id, Qty: qty}
	if it, ok := itemTable().row(string(id)); ok {
		d.Grade = it.Grade
	}
	return d
}

// pick returns a uniformly chosen element of a non-empty list.
func pick[T any](list []T, s *dice.Stream) T { return list[s.IntN(len(list))] }

// masterworkPool lists the shop weapons and armour (shields included) of
// each tier.
var masterworkPool = buildTierPool(concat(weaponItems, armorItems))

// consumablePool lists, for each zone tier, the droppable consumables of
// that tier or lower, once the catalogue is built.
var consumablePool = sync.OnceValue(buildConsumablePool)

func buildTierPool(items []Item) map[int][]ItemID {
	out := map[int][]ItemID{}
	for _, it := range items {
		out[it.Tier] = append(out[it.Tier], it.ID)
	}
	return out
}

func buildConsumablePool() map[int][]ItemID {
	out := map[int][]ItemID{}
	for tier := 1; tier <= MaxZoneTier; tier++ {
		for _, id := range droppableConsumables {
			if it, ok := itemTable().row(string(id)); ok && it.Tier <= tier {
				out[tier] = append(out[tier], id)
			}
		}
	}
	return out
}
