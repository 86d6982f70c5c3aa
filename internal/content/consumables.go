package content

import "github.com/gogobee/gogobee/internal/rules"

// ConsumableEffect is what a consumable does when used in a fight
// (rules §2.11).
type ConsumableEffect string

// Consumable effects.
const (
	ConsumeHeal            ConsumableEffect = "heal"             // restore Amount HP, or roll HealDice
	ConsumeDamageReduction ConsumableEffect = "damage_reduction" // take Percent % less damage this fight
	ConsumeAbsorbHit       ConsumableEffect = "absorb_hit"       // the next hit deals no damage
	ConsumeReflect         ConsumableEffect = "reflect"          // reflect Percent % of the next hit
	ConsumeOpener          ConsumableEffect = "opener_damage"    // Amount flat damage to one foe, for the user's action
	ConsumeDamageBoost     ConsumableEffect = "damage_boost"     // deal Percent % more damage this fight
	ConsumeCritBoost       ConsumableEffect = "crit_boost"       // Percent percentage points more crit chance
	ConsumeFirstHitCrit    ConsumableEffect = "first_hit_crit"   // first hit auto-crits and deals Percent % more
	ConsumeSpeedBoost      ConsumableEffect = "speed_boost"      // Percent % more Speed this fight
	ConsumeEnemyMiss       ConsumableEffect = "enemy_miss"       // enemies miss Percent % of attacks for Rounds rounds
)

// ConsumableRole is how auto-selection sorts consumables: it equips one
// offensive and one defensive item per fight; healing items fire on their
// own when HP runs low (rules §2.11).
type ConsumableRole string

// Consumable roles.
const (
	RoleHealing   ConsumableRole = "healing"
	RoleOffensive ConsumableRole = "offensive"
	RoleDefensive ConsumableRole = "defensive"
)

// Consumable is the typed effect of a consumable item. Amount is HP (heal)
// or damage (opener); HealDice, when set, replaces Amount for a heal;
// Percent is a percentage (20 = 20%); Rounds bounds enemy_miss. Effects
// without Rounds last the fight, or one hit for absorb_hit and reflect.
type Consumable struct {
	Effect   ConsumableEffect `json:"effect"`
	Role     ConsumableRole   `json:"role"`
	Amount   int              `json:"amount,omitempty"`
	HealDice rules.Dice       `json:"heal_dice,omitempty"`
	Percent  int              `json:"percent,omitempty"`
	Rounds   int              `json:"rounds,omitempty"`
}

// ConsumableDropChance is the chance that an activity (a kill) in a zone of
// tier ConsumableDropMinTier or higher also drops a consumable (rules §5.1).
const (
	ConsumableDropChance  = 0.15
	ConsumableDropMinTier = 2
)

// consumableSellBaseline is the coins Thom pays for a consumable of each
// tier 1–5 that has no price (rules §4.4); index 0 is unused.
var consumableSellBaseline = [6]int{0, 200, 600, 1500, 3000, 6000}

// ConsumableSellBaseline returns a copy of consumableSellBaseline, the table above: changing it changes
// nothing shipped.
func ConsumableSellBaseline() [6]int { return consumableSellBaseline }

// consumable builds a consumable item (rules §2.11, §4.4) of a tier and a
// price in coins (its value; Thom pays half). The tiers are DERIVED (only
// the Berry Poultice's is recorded): stronger effects sit at higher tiers.
// The prices are set by what the item does against the SRD healing
// potions' (50, 150, 500, 1,500 coins for 2d4+2, 4d4+4, 8d4+8, 10d4+20
// HP): a heal costs what a potion healing about as much does, so a bigger
// heal never costs less; the others cost what a heal of a like use in a
// fight of their tier does.
func consumable(id ItemID, name string, tier, price int, c Consumable) Item {
	return Item{
		ID: id, Name: name, Kind: KindConsumable, Tier: tier,
		Grade: Grade(tier), Value: price, Consumable: &c,
	}
}

// consumableItems are the consumables of rules §2.11 plus the SRD Potion of
// Healing (2d4+2 HP, 50 coins).
var consumableItems = []Item{
	consumable("berry_poultice", "Berry Poultice", 1, 100, Consumable{Effect: ConsumeHeal, Role: RoleHealing, Amount: 12}),
	consumable("herb_salve", "Herb Salve", 2, 300, Consumable{Effect: ConsumeHeal, Role: RoleHealing, Amount: 20}),
	consumable("spirit_tonic", "Spirit Tonic", 3, 1000, Consumable{Effect: ConsumeHeal, Role: RoleHealing, Amount: 40}),
	consumable("mushroom_brew", "Mushroom Brew", 2, 300, Consumable{Effect: ConsumeDamageReduction, Role: RoleDefensive, Percent: 20}),
	consumable("quartz_ward", "Quartz Ward", 3, 500, Consumable{Effect: ConsumeAbsorbHit, Role: RoleDefensive}),
	consumable("voidstone_shard", "Voidstone Shard", 4, 1000, Consumable{Effect: ConsumeReflect, Role: RoleDefensive, Percent: 50}),
	consumable("coal_bomb", "Coal Bomb", 1, 50, Consumable{Effect: ConsumeOpener, Role: RoleOffensive, Amount: 8}),
	consumable("goblin_grease", "Goblin Grease", 2, 300, Consumable{Effect: ConsumeDamageBoost, Role: RoleOffensive, Percent: 25}),
	consumable("sapphire_elixir", "Sapphire Elixir", 3, 500, Consumable{Effect: ConsumeCritBoost, Role: RoleOffensive, Percent: 15}),
	consumable("ancient_artifact_oil", "Ancient Artifact Oil", 5, 1500, Consumable{Effect: ConsumeFirstHitCrit, Role: RoleOffensive, Percent: 35}),
	consumable("blooper_ink", "Blooper Ink", 2, 150, Consumable{Effect: ConsumeSpeedBoost, Role: RoleOffensive, Percent: 30}),
	consumable("spore_cloud", "Spore Cloud", 3, 300, Consumable{Effect: ConsumeEnemyMiss, Role: RoleDefensive, Percent: 15, Rounds: 2}),
	{
		ID: "potion_of_healing", Name: "Potion of Healing", Kind: KindConsumable,
		Tier: 1, Grade: GradeCommon, Value: 50,
		Consumable: &Consumable{Effect: ConsumeHeal, Role: RoleHealing, HealDice: rules.Dice{Count: 2, Sides: 4, Bonus: 2}},
	},
}

// droppableConsumables are the consumables (rules §2.11) a kill can drop (the
// SRD potions come from SRD substitution instead).
var droppableConsumables = []ItemID{
	"berry_poultice", "herb_salve", "spirit_tonic", "mushroom_brew", "quartz_ward",
	"voidstone_shard", "coal_bomb", "goblin_grease", "sapphire_elixir",
	"ancient_artifact_oil", "blooper_ink", "spore_cloud",
}
