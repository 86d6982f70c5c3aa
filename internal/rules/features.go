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
	FeatureSlipperyMind   FeatureID = "slippery_mind"
	FeatureWarCaster      FeatureID = "war_caster"
	FeatureTinyHut        FeatureID = "tiny_hut"

	FeatureDivineSense         FeatureID = "divine_sense"
	FeatureLayOnHands          FeatureID = "lay_on_hands"
	FeatureDivineSmite         FeatureID = "divine_smite"
	FeatureAuraOfProtection    FeatureID = "aura_of_protection"
	FeatureImprovedDivineSmite FeatureID = "improved_divine_smite"

	FeatureWildShape FeatureID = "wild_shape"
)

// Subclass features (rules §1.11), by class.
const (
	FeatureImprovedCritical  FeatureID = "improved_critical"
	FeatureSuperiorCritical  FeatureID = "superior_critical"
	FeatureCombatSuperiority FeatureID = "combat_superiority"
	FeatureRage              FeatureID = "rage"

	FeatureFastHands             FeatureID = "fast_hands"
	FeatureAssassinate           FeatureID = "assassinate"
	FeatureTricksterSpellcasting FeatureID = "trickster_spellcasting"
	FeatureTricksterShield       FeatureID = "trickster_shield"

	FeatureEmpoweredEvocation FeatureID = "empowered_evocation"
	FeatureArcaneWard         FeatureID = "arcane_ward"
	FeatureGrimHarvest        FeatureID = "grim_harvest"
	FeatureUndeadThrall       FeatureID = "undead_thrall"

	FeatureBlessedHealer   FeatureID = "blessed_healer"
	FeatureWarPriest       FeatureID = "war_priest"
	FeatureInvokeDuplicity FeatureID = "invoke_duplicity"

	FeatureHordeBreaker    FeatureID = "horde_breaker"
	FeatureAnimalCompanion FeatureID = "animal_companion"
	FeatureDreadAmbusher   FeatureID = "dread_ambusher"

	FeatureSacredWeapon FeatureID = "sacred_weapon"
	FeatureVowOfEnmity  FeatureID = "vow_of_enmity"
	FeatureNaturesWrath FeatureID = "natures_wrath"

	FeatureCircleSpells    FeatureID = "circle_spells"
	FeatureNaturalRecovery FeatureID = "natural_recovery"
	FeatureCircleForms     FeatureID = "circle_forms"
	FeatureCombatWildShape FeatureID = "combat_wild_shape"
	FeatureSpiritTotem     FeatureID = "spirit_totem"
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
	Level int  `yaml:"level"`
	Dice  Dice `yaml:"dice"`
}

// FeatureDef is one class feature's data. Uses is the number of uses per
// recharge (0: unlimited or passive). Scaling, when present, gives the
// feature's dice by class level (the last entry whose Level ≤ the
// character's level applies).
type FeatureDef struct {
	ID       FeatureID   `yaml:"id"`
	Name     string      `yaml:"name"`
	Summary  string      `yaml:"summary"`
	Action   ActionKind  `yaml:"action"`
	Uses     int         `yaml:"uses"`
	Recharge Recharge    `yaml:"recharge"`
	Scaling  []LevelDice `yaml:"scaling"`
	// Saves are saving throws the feature makes its holder proficient in
	// (Slippery Mind, rules §1.7); nil for most.
	Saves []Ability `yaml:"saves"`
	// UsesPerLevel, when set, makes the feature a pool of that many uses
	// per class level (Lay on Hands: 5 HP a paladin level, rules §1.7);
	// FeatureDefAt turns it into Uses at the holder's level.
	UsesPerLevel int `yaml:"uses_per_level"`
}

// features is the feature table, read from data/features.yaml by
// readTables. Adding a feature is a record there, a constant above and a
// grant in a class's Features list.
var features map[FeatureID]FeatureDef

// Feature returns the definition of id and whether it exists.
func Feature(id FeatureID) (FeatureDef, bool) {
	loaded()
	return feature(id)
}

// feature is Feature without loading the tables: the class records' check
// calls it while readTables runs.
func feature(id FeatureID) (FeatureDef, bool) {
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
