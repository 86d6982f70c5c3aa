package rules

import (
	"slices"
	"sort"
)

// SpellID identifies a spell. IDs are stable and stored in JSON.
type SpellID string

// The spells in the game (SRD numbers unless noted).
const (
	FireBolt        SpellID = "fire_bolt"
	RayOfFrost      SpellID = "ray_of_frost"
	SacredFlame     SpellID = "sacred_flame"
	MagicMissile    SpellID = "magic_missile"
	ShieldSpell     SpellID = "shield"
	MageArmorSpell  SpellID = "mage_armor"
	Thunderwave     SpellID = "thunderwave"
	BurningHands    SpellID = "burning_hands"
	CureWounds      SpellID = "cure_wounds"
	HealingWord     SpellID = "healing_word"
	GuidingBolt     SpellID = "guiding_bolt"
	Bless           SpellID = "bless"
	HuntersMark     SpellID = "hunters_mark"
	HailOfThorns    SpellID = "hail_of_thorns"
	ScorchingRay    SpellID = "scorching_ray"
	SpiritualWeapon SpellID = "spiritual_weapon"
	Fireball        SpellID = "fireball"
	SpiritGuardians SpellID = "spirit_guardians"
	Blight          SpellID = "blight"
	ConeOfCold      SpellID = "cone_of_cold"
	Disintegrate    SpellID = "disintegrate"
	FingerOfDeath   SpellID = "finger_of_death"
	Sunburst        SpellID = "sunburst"
	MeteorSwarm     SpellID = "meteor_swarm"
	Harm            SpellID = "harm"
	FireStorm       SpellID = "fire_storm"
	Blur            SpellID = "blur"
	Blink           SpellID = "blink"
)

// SpellKind says how a spell resolves.
type SpellKind string

// Spell kinds.
const (
	SpellAttack SpellKind = "attack"   // spell attack roll against AC
	SpellSave   SpellKind = "save"     // target rolls a save against the spell save DC
	SpellAuto   SpellKind = "auto_hit" // hits without a roll (Magic Missile)
	SpellHeal   SpellKind = "heal"     // restores HP
	SpellBuff   SpellKind = "buff"     // an ongoing benefit
)

// LoudSpellThreat is the expedition threat a Loud spell adds when cast
// (issue 3: Thunderwave and Fireball raise threat by 8).
const LoudSpellThreat = 8

// SpellDef is one spell's data.
//
//   - Level: 0 for a cantrip, else 1–9.
//   - Dice: damage or healing per target (per projectile when Projectiles
//     > 1) at the spell's own level; a cantrip's dice count is multiplied
//     by CantripMultiplier. For buffs, the bonus die (Bless 1d4, Hunter's
//     Mark 1d6).
//   - UpcastDice: extra dice per upcast step; UpcastEvery: slot levels per
//     step (0 means 1); UpcastProjectiles: extra projectiles per step.
//   - AddCastingMod: the casting ability modifier adds to the total.
//   - SaveAbility / HalfOnSave: for save spells.
//   - ACBonus: AC granted (Shield +5).
//   - Loud: casting raises expedition threat by LoudSpellThreat.
type SpellDef struct {
	ID                SpellID    `json:"id"`
	Name              string     `json:"name"`
	Level             int        `json:"level"`
	Classes           []ClassID  `json:"classes"`
	Kind              SpellKind  `json:"kind"`
	Action            ActionKind `json:"action"`
	Dice              Dice       `json:"dice"`
	UpcastDice        Dice       `json:"upcast_dice"`
	UpcastEvery       int        `json:"upcast_every,omitempty"`
	Projectiles       int        `json:"projectiles,omitempty"`
	UpcastProjectiles int        `json:"upcast_projectiles,omitempty"`
	AddCastingMod     bool       `json:"add_casting_mod,omitempty"`
	DamageType        DamageType `json:"damage_type,omitempty"`
	SaveAbility       Ability    `json:"save_ability,omitempty"`
	HalfOnSave        bool       `json:"half_on_save,omitempty"`
	Area              bool       `json:"area,omitempty"`
	Concentration     bool       `json:"concentration,omitempty"`
	Reaction          bool       `json:"reaction,omitempty"`
	Loud              bool       `json:"loud,omitempty"`
	ACBonus           int        `json:"ac_bonus,omitempty"`
	Summary           string     `json:"summary"`
}

var (
	mageOnly   = []ClassID{Mage}
	clericOnly = []ClassID{Cleric}
	rangerOnly = []ClassID{Ranger}
)

// spells is the spell table. Adding a spell is a new entry here.
var spells = map[SpellID]SpellDef{
	FireBolt: {ID: FireBolt, Name: "Fire Bolt", Level: 0, Classes: mageOnly, Kind: SpellAttack, Action: ActionCost,
		Dice: D(1, 10), DamageType: Fire, Summary: "A mote of fire hurled at one target."},
	RayOfFrost: {ID: RayOfFrost, Name: "Ray of Frost", Level: 0, Classes: mageOnly, Kind: SpellAttack, Action: ActionCost,
		Dice: D(1, 8), DamageType: Cold, Summary: "A frigid beam; the target is slowed by 10 feet."},
	SacredFlame: {ID: SacredFlame, Name: "Sacred Flame", Level: 0, Classes: clericOnly, Kind: SpellSave, Action: ActionCost,
		Dice: D(1, 8), DamageType: Radiant, SaveAbility: DEX, Summary: "Radiance falls on one target; a DEX save avoids it."},
	MagicMissile: {ID: MagicMissile, Name: "Magic Missile", Level: 1, Classes: mageOnly, Kind: SpellAuto, Action: ActionCost,
		Dice: Dice{Count: 1, Sides: 4, Bonus: 1}, Projectiles: 3, UpcastProjectiles: 1, DamageType: Force,
		Summary: "Three darts of force that always hit; one more dart per slot level above 1st."},
	ShieldSpell: {ID: ShieldSpell, Name: "Shield", Level: 1, Classes: mageOnly, Kind: SpellBuff, Action: Reaction,
		Reaction: true, ACBonus: ShieldSpellBonus, Summary: "Reaction when hit: +5 AC until your next turn."},
	MageArmorSpell: {ID: MageArmorSpell, Name: "Mage Armor", Level: 1, Classes: mageOnly, Kind: SpellBuff, Action: ActionCost,
		Summary: "Unarmoured AC becomes 13 + DEX."},
	Thunderwave: {ID: Thunderwave, Name: "Thunderwave", Level: 1, Classes: mageOnly, Kind: SpellSave, Action: ActionCost,
		Dice: D(2, 8), UpcastDice: D(1, 8), DamageType: Thunder, SaveAbility: CON, HalfOnSave: true, Area: true, Loud: true,
		Summary: "A booming wave of force; a CON save halves it."},
	BurningHands: {ID: BurningHands, Name: "Burning Hands", Level: 1, Classes: mageOnly, Kind: SpellSave, Action: ActionCost,
		Dice: D(3, 6), UpcastDice: D(1, 6), DamageType: Fire, SaveAbility: DEX, HalfOnSave: true, Area: true,
		Summary: "A fan of flame; a DEX save halves it."},
	CureWounds: {ID: CureWounds, Name: "Cure Wounds", Level: 1, Classes: []ClassID{Cleric, Ranger}, Kind: SpellHeal, Action: ActionCost,
		Dice: D(1, 8), UpcastDice: D(1, 8), AddCastingMod: true, Summary: "A touch that heals."},
	HealingWord: {ID: HealingWord, Name: "Healing Word", Level: 1, Classes: clericOnly, Kind: SpellHeal, Action: BonusAction,
		Dice: D(1, 4), UpcastDice: D(1, 4), AddCastingMod: true, Summary: "A quick word of healing as a bonus action."},
	GuidingBolt: {ID: GuidingBolt, Name: "Guiding Bolt", Level: 1, Classes: clericOnly, Kind: SpellAttack, Action: ActionCost,
		Dice: D(4, 6), UpcastDice: D(1, 6), DamageType: Radiant,
		Summary: "A flash of light; the next attack against the target has advantage."},
	Bless: {ID: Bless, Name: "Bless", Level: 1, Classes: clericOnly, Kind: SpellBuff, Action: ActionCost,
		Dice: D(1, 4), Concentration: true, Summary: "Add 1d4 to attack rolls and saving throws."},
	HuntersMark: {ID: HuntersMark, Name: "Hunter's Mark", Level: 1, Classes: rangerOnly, Kind: SpellBuff, Action: BonusAction,
		Dice: D(1, 6), Concentration: true, Summary: "Mark a quarry; your weapon hits on it deal an extra 1d6."},
	HailOfThorns: {ID: HailOfThorns, Name: "Hail of Thorns", Level: 1, Classes: rangerOnly, Kind: SpellSave, Action: BonusAction,
		Dice: D(1, 10), UpcastDice: D(1, 10), DamageType: Piercing, SaveAbility: DEX, HalfOnSave: true, Area: true, Concentration: true,
		Summary: "Your next ranged hit bursts into thorns; a DEX save halves them."},
	// Blur gives the Mage a defence of its own in a long fight: a
	// Mage in robes is hit as often as anyone and has the fewest hit
	// points (issue 11, J2).
	Blur: {ID: Blur, Name: "Blur", Level: 2, Classes: mageOnly, Kind: SpellBuff, Action: ActionCost, Concentration: true,
		Summary: "Your body blurs: attack rolls against you have disadvantage while you concentrate."},
	ScorchingRay: {ID: ScorchingRay, Name: "Scorching Ray", Level: 2, Classes: mageOnly, Kind: SpellAttack, Action: ActionCost,
		Dice: D(2, 6), Projectiles: 3, UpcastProjectiles: 1, DamageType: Fire,
		Summary: "Three rays of fire, each its own attack; one more ray per slot level above 2nd."},
	SpiritualWeapon: {ID: SpiritualWeapon, Name: "Spiritual Weapon", Level: 2, Classes: clericOnly, Kind: SpellAttack, Action: BonusAction,
		Dice: D(1, 8), UpcastDice: D(1, 8), UpcastEvery: 2, AddCastingMod: true, DamageType: Force,
		Summary: "A floating weapon strikes as a bonus action; +1d8 per two slot levels above 2nd."},
	// Blink keeps a Mage alive through a boss's long fight at levels 5-6,
	// where its slots run out before the boss's hit points do and a
	// breath needs no attack roll (issue 11, J2).
	Blink: {ID: Blink, Name: "Blink", Level: 3, Classes: mageOnly, Kind: SpellBuff, Action: ActionCost,
		Summary: "For a minute, a d20 of 11 or more at the end of each of your turns takes you to the Ethereal Plane until your next turn, out of every enemy's reach."},
	Fireball: {ID: Fireball, Name: "Fireball", Level: 3, Classes: mageOnly, Kind: SpellSave, Action: ActionCost,
		Dice: D(8, 6), UpcastDice: D(1, 6), DamageType: Fire, SaveAbility: DEX, HalfOnSave: true, Area: true, Loud: true,
		Summary: "A roaring blast of flame; a DEX save halves it."},
	// Blight and Cone of Cold give the Mage's 4th- and 5th-level slots a
	// spell of their own (SRD numbers); before, the table stopped at 3rd
	// level and a level 7+ Mage could only upcast Fireball (issue 11, J2).
	Blight: {ID: Blight, Name: "Blight", Level: 4, Classes: mageOnly, Kind: SpellSave, Action: ActionCost,
		Dice: D(8, 8), UpcastDice: D(1, 8), DamageType: Necrotic, SaveAbility: CON, HalfOnSave: true,
		Summary: "Necromantic energy withers one creature; a CON save halves it."},
	ConeOfCold: {ID: ConeOfCold, Name: "Cone of Cold", Level: 5, Classes: mageOnly, Kind: SpellSave, Action: ActionCost,
		Dice: D(8, 8), UpcastDice: D(1, 8), DamageType: Cold, SaveAbility: CON, HalfOnSave: true, Area: true,
		Summary: "A blast of cold air; a CON save halves it."},
	// The 6th- to 9th-level spells give the SRD slots above 5th level
	// (MaxSpellLevel) a spell of their own (issue 11, J2). Meteor Swarm's
	// 20d6 fire and 20d6 bludgeoning are rolled as one 40d6 fire.
	Disintegrate: {ID: Disintegrate, Name: "Disintegrate", Level: 6, Classes: mageOnly, Kind: SpellSave, Action: ActionCost,
		Dice: Dice{Count: 10, Sides: 6, Bonus: 40}, UpcastDice: D(3, 6), DamageType: Force, SaveAbility: DEX,
		Summary: "A thin green ray; a DEX save avoids it entirely."},
	FingerOfDeath: {ID: FingerOfDeath, Name: "Finger of Death", Level: 7, Classes: mageOnly, Kind: SpellSave, Action: ActionCost,
		Dice: Dice{Count: 7, Sides: 8, Bonus: 30}, DamageType: Necrotic, SaveAbility: CON, HalfOnSave: true,
		Summary: "Negative energy tears through one creature; a CON save halves it."},
	Sunburst: {ID: Sunburst, Name: "Sunburst", Level: 8, Classes: mageOnly, Kind: SpellSave, Action: ActionCost,
		Dice: D(12, 6), DamageType: Radiant, SaveAbility: CON, HalfOnSave: true, Area: true, Loud: true,
		Summary: "Brilliant sunlight flashes around you; a CON save halves it."},
	MeteorSwarm: {ID: MeteorSwarm, Name: "Meteor Swarm", Level: 9, Classes: mageOnly, Kind: SpellSave, Action: ActionCost,
		Dice: D(40, 6), DamageType: Fire, SaveAbility: DEX, HalfOnSave: true, Area: true, Loud: true,
		Summary: "Four blazing orbs plunge from the sky; a DEX save halves them."},
	Harm: {ID: Harm, Name: "Harm", Level: 6, Classes: clericOnly, Kind: SpellSave, Action: ActionCost,
		Dice: D(14, 6), DamageType: Necrotic, SaveAbility: CON, HalfOnSave: true,
		Summary: "A virulent disease floods one creature; a CON save halves it."},
	FireStorm: {ID: FireStorm, Name: "Fire Storm", Level: 7, Classes: clericOnly, Kind: SpellSave, Action: ActionCost,
		Dice: D(7, 10), DamageType: Fire, SaveAbility: DEX, HalfOnSave: true, Area: true, Loud: true,
		Summary: "A storm of roaring flame; a DEX save halves it."},
	SpiritGuardians: {ID: SpiritGuardians, Name: "Spirit Guardians", Level: 3, Classes: clericOnly, Kind: SpellSave, Action: ActionCost,
		Dice: D(3, 8), UpcastDice: D(1, 8), DamageType: Radiant, SaveAbility: WIS, HalfOnSave: true, Area: true, Concentration: true,
		Summary: "Spirits harry nearby foes each turn; a WIS save halves it."},
}

// Spell returns the definition of id and whether it exists.
func Spell(id SpellID) (SpellDef, bool) {
	s, ok := spells[id]
	return s, ok
}

// Spells returns every spell, sorted by level then ID.
func Spells() []SpellDef {
	out := make([]SpellDef, 0, len(spells))
	for _, s := range spells {
		out = append(out, s)
	}
	sortSpells(out)
	return out
}

func sortSpells(s []SpellDef) {
	sort.Slice(s, func(i, j int) bool {
		if s[i].Level != s[j].Level {
			return s[i].Level < s[j].Level
		}
		return s[i].ID < s[j].ID
	})
}

// ForClass reports whether class has the spell on its list.
func (s SpellDef) ForClass(class ClassID) bool {
	return slices.Contains(s.Classes, class)
}

// Aimed reports whether the spell is aimed at one enemy: attack and
// auto-hit spells, single-target saves and Hunter's Mark. The others hit
// every enemy or work on the caster, so they take no target.
func (s SpellDef) Aimed() bool {
	switch s.Kind {
	case SpellAttack, SpellAuto:
		return true
	case SpellSave:
		return !s.Area
	}
	return s.ID == HuntersMark
}

// SpellsFor returns the spells class can cast at character level: its
// cantrips, and its leveled spells no higher than its highest slot level.
// Sorted by level then ID.
func SpellsFor(class ClassID, level int) []SpellDef {
	highest := SlotsFor(class, level).Highest()
	var out []SpellDef
	for _, s := range spells {
		if s.ForClass(class) && (s.Level == 0 && isCasterClass(class) || s.Level >= 1 && s.Level <= highest) {
			out = append(out, s)
		}
	}
	sortSpells(out)
	return out
}

func isCasterClass(class ClassID) bool {
	d, ok := Class(class)
	return ok && d.IsCaster()
}

// KnowsSpell reports whether c can cast spell id at c's level.
func KnowsSpell(c Character, id SpellID) bool {
	for _, s := range SpellsFor(c.Class, c.Level) {
		if s.ID == id {
			return true
		}
	}
	return false
}

// upcastSteps is the number of upcast steps when s is cast with a slot of
// slotLevel.
func (s SpellDef) upcastSteps(slotLevel int) int {
	if s.Level == 0 || slotLevel <= s.Level {
		return 0
	}
	every := max(1, s.UpcastEvery)
	return (slotLevel - s.Level) / every
}

// DiceAt returns the spell's dice per target (per projectile) for a caster
// of casterLevel using a slot of slotLevel: cantrips multiply their dice
// count by CantripMultiplier(casterLevel) (slotLevel ignored); leveled
// spells add UpcastDice once per upcast step. The casting modifier is not
// included (see CastSpell).
func (s SpellDef) DiceAt(casterLevel, slotLevel int) Dice {
	if s.Level == 0 {
		m := CantripMultiplier(casterLevel)
		return Dice{Count: s.Dice.Count * m, Sides: s.Dice.Sides, Bonus: s.Dice.Bonus}
	}
	steps := s.upcastSteps(slotLevel)
	if steps == 0 || s.UpcastDice.IsZero() {
		return s.Dice
	}
	return s.Dice.Plus(s.UpcastDice.Times(steps))
}

// ProjectilesAt returns the number of darts or rays when cast with a slot
// of slotLevel (1 for single-target spells).
func (s SpellDef) ProjectilesAt(slotLevel int) int {
	n := max(1, s.Projectiles)
	return n + s.UpcastProjectiles*s.upcastSteps(slotLevel)
}

// CastingMod returns c's casting ability modifier (0 for non-casters).
func CastingMod(c Character) int {
	ab := c.Def().CastingAbility
	if ab == "" {
		return 0
	}
	return c.Abilities.Mod(ab)
}

// SpellSaveDC is 8 + proficiency bonus + casting modifier (rules §1.6) +
// FlatBonus: the flat +3 every weapon attack gets (rules §1.4) goes on
// spells too, so a caster's spells keep pace with weapons as monster AC
// and saves rise (issue 11, J2).
// A class without a casting ability gets no FlatBonus.
func SpellSaveDC(c Character) int {
	return 8 + ProficiencyBonus(c.Level) + CastingMod(c) + spellFlat(c)
}

// SpellAttackBonus is proficiency bonus + casting modifier (rules §1.6) +
// FlatBonus for a caster, as SpellSaveDC.
func SpellAttackBonus(c Character) int {
	return ProficiencyBonus(c.Level) + CastingMod(c) + spellFlat(c)
}

// FocusBonus is what weapon w held in the main hand adds to c's spell
// attack bonus and spell save DC: its magic bonus when its kind is one of
// the class's FocusKinds (a Mage's staff), else 0. w may be nil.
// (Issue 11, J2: spell attack and DC scale with gear as weapon attacks
// do.)
func FocusBonus(c Character, w *Weapon) int {
	if w == nil || !slices.Contains(c.Def().FocusKinds, w.Kind) {
		return 0
	}
	return w.MagicBonus
}

// spellFlat is FlatBonus for a class with a casting ability, else 0.
func spellFlat(c Character) int {
	if c.Def().CastingAbility == "" {
		return 0
	}
	return FlatBonus
}

// CastDice is the damage or healing dice of spell s cast by c with a slot
// of slotLevel (0 for a cantrip), per target or projectile: the spell's
// dice at that level (DiceAt), plus c's casting modifier when the spell
// adds it (AddCastingMod) or is a damage cantrip. A damage cantrip adds
// the modifier as a weapon adds its ability modifier (rules §1.4; 5e's
// Potent Spellcasting and Empowered Evocation), so the cantrip a caster
// falls back on keeps pace with a weapon (issue 11, J2).
func CastDice(c Character, s SpellDef, slotLevel int) Dice {
	d := s.DiceAt(c.Level, slotLevel)
	if s.AddCastingMod || s.Level == 0 && s.damages() {
		d.Bonus += CastingMod(c)
	}
	return d
}

// damages reports whether s deals damage (an attack, save or auto-hit
// spell with dice).
func (s SpellDef) damages() bool {
	switch s.Kind {
	case SpellAttack, SpellSave, SpellAuto:
		return !s.Dice.IsZero()
	}
	return false
}
