package rules

// The Warlock's numbers (rules §1.7, SRD 5.1): Pact Magic's slots, the
// beams of Eldritch Blast and Dark One's Blessing. What they do in a
// fight is the combat engine's business.

// Warlock is the Warlock's class ID (rules §1.3, §1.7).
const Warlock ClassID = "warlock"

// PactMagic reports whether c casts from Pact Magic (rules §1.6): its
// class's (or casting subclass's) slot progression gives every slot back
// on a short rest (data/slots.yaml's short_rest).
func PactMagic(c Character) bool {
	loaded()
	return slotRows[c.Def().Slots].ShortRest
}

// SpellProjectiles returns how many darts, rays or beams c's cast of s
// with a slot of slotLevel makes (rules §1.6): a beam cantrip (Eldritch
// Blast) one beam a CantripMultiplier step of c's level (1, 2 at 5, 3 at
// 11, 4 at 17), any other spell SpellDef.ProjectilesAt.
func SpellProjectiles(c Character, s SpellDef, slotLevel int) int {
	if s.Beams {
		return CantripMultiplier(c.Level)
	}
	return s.ProjectilesAt(slotLevel)
}

// DarkOnesBlessing returns the temporary HP a Fiend warlock gains when a
// foe it hits drops to 0 HP (rules §1.11, SRD): CHA modifier + warlock
// level, at least 1; 0 without the feature. cha is the fight's
// (gear-boosted) CHA modifier.
func DarkOnesBlessing(c Character, cha int) int {
	if !c.HasFeature(FeatureDarkOnesBlessing) {
		return 0
	}
	return max(1, cha+c.Level)
}

// The Warlock's features (rules §1.7) and its patrons' (rules §1.11).
const (
	FeaturePactMagic        FeatureID = "pact_magic"
	FeatureAgonizingBlast   FeatureID = "agonizing_blast"
	FeatureArmorOfShadows   FeatureID = "armor_of_shadows"
	FeatureDevilsSight      FeatureID = "devils_sight"
	FeatureFiendishVigor    FeatureID = "fiendish_vigor"
	FeatureDarkOnesBlessing FeatureID = "dark_ones_blessing"
	FeatureFeyPresence      FeatureID = "fey_presence"
	FeatureAwakenedMind     FeatureID = "awakened_mind"
	FeatureEntropicWard     FeatureID = "entropic_ward"
)
