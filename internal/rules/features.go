package rules

// FeatureID identifies a class feature. IDs are stable and stored in JSON
// (the Character's Resources map is keyed by them).
type FeatureID string

// Class features (rules §1.7). What a feature does in a fight is the combat
// engine's business; rules holds the data, the numbers and the resource
// bookkeeping.
const (
	FeatureSecondWind     FeatureID = "second_wind"
	FeatureActionSurge    FeatureID = "action_surge"
	FeatureExtraAttack    FeatureID = "extra_attack"
	FeatureExtraAttack2   FeatureID = "extra_attack_2"
	FeatureIndomitable    FeatureID = "indomitable"
	FeatureSneakAttack    FeatureID = "sneak_attack"
	FeatureOpeningStrike  FeatureID = "opening_strike"
	FeatureShadowCamp     FeatureID = "shadow_camp"
	FeatureQuietStep      FeatureID = "quiet_step"
	FeatureCunningAction  FeatureID = "cunning_action"
	FeatureEvasion        FeatureID = "evasion"
	FeatureReliableTalent FeatureID = "reliable_talent"
	FeatureSpellcasting   FeatureID = "spellcasting"
	FeatureArcaneArmor    FeatureID = "arcane_armor"
	FeatureShieldReflex   FeatureID = "shield_reflex"
	FeatureDiscipleOfLife FeatureID = "disciple_of_life"
	FeaturePreserveLife   FeatureID = "preserve_life"
	FeatureDivineStrike   FeatureID = "divine_strike"
	FeatureHuntersMark    FeatureID = "hunters_mark"
	FeatureNaturalExplore FeatureID = "natural_explorer"
	FeatureForager        FeatureID = "forager"
	FeatureColossusSlayer FeatureID = "colossus_slayer"
	FeatureUncannyDodge   FeatureID = "uncanny_dodge"
)

// ActionKind says what a feature costs to use in a turn.
type ActionKind string

// Action kinds.
const (
	Passive     ActionKind = "passive"
	ActionCost  ActionKind = "action"
	BonusAction ActionKind = "bonus_action"
	Reaction    ActionKind = "reaction"
	FreeAction  ActionKind = "free"
)

// Recharge says when a limited-use feature gets its uses back.
type Recharge string

// Recharge kinds (rules §1.7: Fighter Second Wind and Action Surge on a short
// rest; other resources on a long rest).
const (
	NoRecharge        Recharge = ""
	RechargeShortRest Recharge = "short_rest"
	RechargeLongRest  Recharge = "long_rest"
)

// LevelDice is a dice value that applies from class level Level upward.
type LevelDice struct {
	Level int  `json:"level"`
	Dice  Dice `json:"dice"`
}

// FeatureDef is one class feature's data. Uses is the number of uses per
// recharge (0: unlimited or passive). Scaling, when present, gives the
// feature's dice by class level (the last entry whose Level ≤ the
// character's level applies).
type FeatureDef struct {
	ID       FeatureID   `json:"id"`
	Name     string      `json:"name"`
	Summary  string      `json:"summary"`
	Action   ActionKind  `json:"action"`
	Uses     int         `json:"uses,omitempty"`
	Recharge Recharge    `json:"recharge,omitempty"`
	Scaling  []LevelDice `json:"scaling,omitempty"`
}

// sneakAttackScaling is ceil(level/2) d6, capped at 10d6 (rules §1.7).
func sneakAttackScaling() []LevelDice {
	out := make([]LevelDice, 0, 10)
	for n := 1; n <= 10; n++ {
		out = append(out, LevelDice{Level: 2*n - 1, Dice: D(n, 6)})
	}
	return out
}

// features is the feature table. Adding a feature is a new entry here plus
// a grant in a class's Features list.
var features = map[FeatureID]FeatureDef{
	FeatureSecondWind: {ID: FeatureSecondWind, Name: "Second Wind", Action: BonusAction, Uses: 1, Recharge: RechargeShortRest,
		Summary: "Heal 1d10 + fighter level HP."},
	FeatureActionSurge: {ID: FeatureActionSurge, Name: "Action Surge", Action: FreeAction, Uses: 1, Recharge: RechargeShortRest,
		Summary: "Take one additional action on your turn."},
	FeatureExtraAttack: {ID: FeatureExtraAttack, Name: "Extra Attack", Action: Passive,
		Summary: "Attack twice when you take the Attack action."},
	FeatureExtraAttack2: {ID: FeatureExtraAttack2, Name: "Extra Attack (2)", Action: Passive,
		Summary: "Attack three times when you take the Attack action."},
	FeatureIndomitable: {ID: FeatureIndomitable, Name: "Indomitable", Action: FreeAction, Uses: 1, Recharge: RechargeLongRest,
		Summary: "Reroll a failed saving throw."},
	FeatureSneakAttack: {ID: FeatureSneakAttack, Name: "Sneak Attack", Action: Passive, Scaling: sneakAttackScaling(),
		Summary: "Each hit deals extra d6s: half your level rounded up, at most 10d6."},
	FeatureOpeningStrike: {ID: FeatureOpeningStrike, Name: "Opening Strike", Action: Passive,
		Summary: "Your first hit in a fight is a critical hit."},
	FeatureShadowCamp: {ID: FeatureShadowCamp, Name: "Shadow Camp", Action: Passive,
		Summary: "When a night wandering roll lands on 11-14, a Stealth check (DC 14) lets the encounter pass you by."},
	FeatureQuietStep: {ID: FeatureQuietStep, Name: "Quiet Step", Action: Passive,
		Summary: "Moving between rooms with Stealth lowers expedition threat by 3."},
	FeatureCunningAction: {ID: FeatureCunningAction, Name: "Cunning Action", Action: BonusAction,
		Summary: "Dash, Disengage or Hide as a bonus action."},
	FeatureEvasion: {ID: FeatureEvasion, Name: "Evasion", Action: Passive,
		Summary: "A successful DEX save against an area effect takes no damage; a failed one takes half."},
	FeatureReliableTalent: {ID: FeatureReliableTalent, Name: "Reliable Talent", Action: Passive,
		Summary: "An ability check with a proficient skill treats a d20 roll of 9 or lower as a 10."},
	FeatureSpellcasting: {ID: FeatureSpellcasting, Name: "Spellcasting", Action: Passive,
		Summary: "Cast spells from your class list using spell slots."},
	FeatureArcaneArmor: {ID: FeatureArcaneArmor, Name: "Arcane Armor", Action: Passive,
		Summary: "Mage Armor is cast automatically at the end of a long rest when a 1st-level slot is free."},
	FeatureShieldReflex: {ID: FeatureShieldReflex, Name: "Shield Reflex", Action: Reaction,
		Summary: "When an attack would hit you and a spell slot is free (never your last), cast Shield for +5 AC."},
	FeatureDiscipleOfLife: {ID: FeatureDiscipleOfLife, Name: "Disciple of Life", Action: Passive,
		Summary: "Healing spells of 1st level or higher restore 2 + the slot level extra HP."},
	FeaturePreserveLife: {ID: FeaturePreserveLife, Name: "Preserve Life", Action: ActionCost, Uses: 1, Recharge: RechargeLongRest,
		Summary: "Heal 5 x cleric level HP, but not above half your HP maximum."},
	FeatureDivineStrike: {ID: FeatureDivineStrike, Name: "Divine Strike", Action: Passive,
		Scaling: []LevelDice{{Level: 8, Dice: D(1, 8)}, {Level: 14, Dice: D(2, 8)}},
		Summary: "Once per turn a weapon hit deals extra radiant damage: 1d8, 2d8 from level 14."},
	FeatureHuntersMark: {ID: FeatureHuntersMark, Name: "Hunter's Mark", Action: BonusAction,
		Scaling: []LevelDice{{Level: 1, Dice: D(1, 6)}, {Level: 5, Dice: D(2, 6)}, {Level: 11, Dice: D(3, 6)}, {Level: 17, Dice: D(4, 6)}},
		Summary: "Your marked quarry takes extra d6s on each hit: 1, 2, 3, 4 at levels 1, 5, 11, 17."},
	FeatureNaturalExplore: {ID: FeatureNaturalExplore, Name: "Natural Explorer", Action: Passive,
		Summary: "In wilderness zones: -2 to night wandering rolls and -3 to harvest noise rolls."},
	// The Ranger's Hunter features (SRD Hunter archetype: Hunter's Prey at
	// level 3, Superior Hunter's Defense at 15), issue 11.
	FeatureColossusSlayer: {ID: FeatureColossusSlayer, Name: "Colossus Slayer", Action: Passive,
		Scaling: []LevelDice{{Level: 3, Dice: D(1, 8)}},
		Summary: "Once per turn a weapon hit on a creature below its HP maximum deals an extra 1d8."},
	FeatureUncannyDodge: {ID: FeatureUncannyDodge, Name: "Uncanny Dodge", Action: Reaction,
		Summary: "Once per round, when an attack hits you, halve its damage."},
	FeatureForager: {ID: FeatureForager, Name: "Forager", Action: Passive,
		Summary: "Once per expedition day, a WIS check (DC 12) forages 1d4 supply units outdoors."},
}

// Feature returns the definition of id and whether it exists.
func Feature(id FeatureID) (FeatureDef, bool) {
	f, ok := features[id]
	return f, ok
}

// DiceAt returns the feature's scaling dice at class level; the zero Dice
// when the feature does not scale or is not yet reached.
func (f FeatureDef) DiceAt(level int) Dice {
	var d Dice
	for _, s := range f.Scaling {
		if s.Level <= level {
			d = s.Dice
		}
	}
	return d
}
