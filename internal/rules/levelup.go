package rules

// LevelUpReport says what an XP award changed, so a DM can announce it.
// When NewLevel == OldLevel only the XP fields changed.
//
//   - XPGained: XP credited; XPDiscarded: XP lost to the level cap.
//   - HPMaxBefore/After: sheet HP maximum; current HP rises by the same.
//   - SlotsGained: new spell slots per level (added to the slots left).
//   - NewFeatures / NewSpells: gained at the new levels, in order.
//   - CantripDice: the new cantrip dice multiplier when it rose, else 0.
type LevelUpReport struct {
	XPGained          int         `json:"xp_gained"`
	XPDiscarded       int         `json:"xp_discarded,omitempty"`
	XP                int         `json:"xp"`
	OldLevel          int         `json:"old_level"`
	NewLevel          int         `json:"new_level"`
	HPMaxBefore       int         `json:"hp_max_before"`
	HPMaxAfter        int         `json:"hp_max_after"`
	ProficiencyBefore int         `json:"proficiency_before"`
	ProficiencyAfter  int         `json:"proficiency_after"`
	AttacksBefore     int         `json:"attacks_before"`
	AttacksAfter      int         `json:"attacks_after"`
	TierBefore        int         `json:"tier_before"`
	TierAfter         int         `json:"tier_after"`
	SlotsGained       SlotTable   `json:"slots_gained"`
	NewFeatures       []FeatureID `json:"new_features,omitempty"`
	NewSpells         []SpellID   `json:"new_spells,omitempty"`
	CantripDice       int         `json:"cantrip_dice,omitempty"`
	// SubclassOpen is set when the award reached SubclassLevel and the
	// character, with no subclass yet, may choose one (rules §1.11).
	SubclassOpen bool `json:"subclass_open,omitempty"`
}

// LevelledUp reports whether the award raised the level.
func (r LevelUpReport) LevelledUp() bool { return r.NewLevel > r.OldLevel }

// featureSpells are the spells a class feature lets a character cast
// before the spell list holds them (the Ranger's Hunter's Mark, from level
// 1): a level-up that adds the spell to the list teaches nothing new.
var featureSpells = map[FeatureID]SpellID{FeatureHuntersMark: HuntersMark}

// AwardXP adds xp to c (XP past the level-20 total is discarded, rules §1.5)
// and applies any level-ups automatically: current HP rises by the HP
// maximum's gain, hit-dice charges by the levels gained, new spell slots are
// added to those left, and new limited-use features start full. xp ≤ 0
// changes nothing.
func AwardXP(c Character, xp int) (Character, LevelUpReport) {
	rep := LevelUpReport{
		XP: c.XP, OldLevel: c.Level, NewLevel: c.Level,
		HPMaxBefore: MaxHP(c), ProficiencyBefore: ProficiencyBonus(c.Level),
		AttacksBefore: AttacksPerAction(c), TierBefore: c.Tier(),
	}
	rep.HPMaxAfter, rep.ProficiencyAfter = rep.HPMaxBefore, rep.ProficiencyBefore
	rep.AttacksAfter, rep.TierAfter = rep.AttacksBefore, rep.TierBefore
	if xp <= 0 {
		return c, rep
	}
	c = c.Clone()
	total, discarded := cappedXP(c.XP, xp)
	rep.XPDiscarded = discarded
	rep.XPGained = total - c.XP
	c.XP = total
	rep.XP = total
	newLevel := max(c.Level, LevelForXP(total))
	if newLevel == c.Level {
		return c, rep
	}
	return levelUp(c, newLevel, rep)
}

// cappedXP is the XP total after adding xp to have, held at the level-20
// total (rules §1.5), and the XP discarded to hold it there; a character
// already past the cap keeps what it has.
func cappedXP(have, xp int) (total, discarded int) {
	total = have + xp
	if total > maxXP {
		return max(maxXP, have), total - max(maxXP, have)
	}
	return total, 0
}

// levelUp raises c to newLevel and completes rep with what changed (rules
// §1.5): features gained, hit-dice charges, HP, proficiency, attacks,
// tier, spell slots, spells, cantrip dice and a subclass to choose.
func levelUp(c Character, newLevel int, rep LevelUpReport) (Character, LevelUpReport) {
	def := c.Def()
	oldSlots := MaxSlots(c)
	oldSpells := castableSpells(c)
	oldCantrip := CantripMultiplier(c.Level)

	for l := c.Level + 1; l <= newLevel; l++ {
		rep.NewFeatures = append(rep.NewFeatures, grantFeatures(&c, def, l)...)
		growPools(&c, def, l)
	}
	c.HitDice += newLevel - c.Level
	c.Level = newLevel

	rep.NewLevel = newLevel
	rep.HPMaxAfter = MaxHP(c)
	c.HP += max(0, rep.HPMaxAfter-rep.HPMaxBefore)
	rep.ProficiencyAfter = ProficiencyBonus(newLevel)
	rep.AttacksAfter = AttacksPerAction(c)
	rep.TierAfter = c.Tier()
	rep.SlotsGained = addSlotsGained(&c, oldSlots)
	rep.NewSpells = spellsNotIn(c, oldSpells)
	if m := CantripMultiplier(newLevel); m > oldCantrip && hasCantrip(c) {
		rep.CantripDice = m
	}
	rep.SubclassOpen = rep.OldLevel < SubclassLevel && c.MayChooseSubclass()
	return c, rep
}

// castableSpells is the set of spells c can cast now: those on its spell
// list and those a class feature already lets it cast (featureSpells).
func castableSpells(c Character) map[SpellID]bool {
	have := map[SpellID]bool{}
	for _, s := range SpellsOf(c) {
		have[s.ID] = true
	}
	for f, s := range featureSpells {
		if c.HasFeature(f) {
			have[s] = true // castable already, as the class feature
		}
	}
	return have
}

// growPools adds to c's level-scaled pools held before level l (Lay on
// Hands, rules §1.7) what level l adds to their size: the new HP comes
// at once, as a new feature's uses do.
func growPools(c *Character, def ClassDef, l int) {
	for _, id := range def.FeaturesAt(l - 1) {
		if f, ok := def.FeatureDefAt(id, l); ok && f.UsesPerLevel > 0 && c.Resources != nil {
			c.Resources[id] += f.UsesPerLevel
		}
	}
}

// grantFeatures gives c the features its class gains at level l and
// returns them in order (rules §1.7): a limited-use one starts with all
// its uses, and one a later grant makes unlimited loses its count.
func grantFeatures(c *Character, def ClassDef, l int) []FeatureID {
	var gained []FeatureID
	for _, id := range def.FeaturesGainedAt(l) {
		gained = append(gained, id)
		f, ok := def.FeatureDefAt(id, l)
		switch {
		case ok && f.Uses > 0:
			if c.Resources == nil {
				c.Resources = map[FeatureID]int{}
			}
			c.Resources[id] = f.Uses
		case ok:
			delete(c.Resources, id) // a later grant lifted the limit
		}
	}
	return gained
}

// addSlotsGained adds to c's slots left the slots per level its level
// now gives beyond old (rules §1.6), and returns those gained. Pact
// Magic's slots all rise to the new slot level, the ones spent staying
// spent (pactSlotsLeft).
func addSlotsGained(c *Character, old SlotTable) SlotTable {
	var gained SlotTable
	newSlots := MaxSlots(*c)
	for i := range newSlots {
		gained[i] = max(0, newSlots[i]-old[i])
		c.Slots[i] += gained[i]
	}
	if PactMagic(*c) {
		c.Slots = pactSlotsLeft(newSlots, old.Total()+gained.Total()-c.Slots.Total())
	}
	return gained
}

// pactSlotsLeft is Pact Magic's slots left of maxSlots with spent of
// them spent: every one is of the top level (rules §1.6).
func pactSlotsLeft(maxSlots SlotTable, spent int) SlotTable {
	top := maxSlots.Highest()
	if top == 0 {
		return SlotTable{}
	}
	var left SlotTable
	left[top-1] = max(0, maxSlots.At(top)-max(0, spent))
	return left
}

// spellsNotIn is c's spells missing from had, in the order of its spell
// list: the spells a level-up taught.
func spellsNotIn(c Character, had map[SpellID]bool) []SpellID {
	var out []SpellID
	for _, s := range SpellsOf(c) {
		if !had[s.ID] {
			out = append(out, s.ID)
		}
	}
	return out
}

// hasCantrip reports whether c has at least one cantrip at its level.
func hasCantrip(c Character) bool {
	for _, s := range SpellsOf(c) {
		if s.Level == 0 {
			return true
		}
	}
	return false
}
