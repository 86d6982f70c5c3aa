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
	EldritchBlast   SpellID = "eldritch_blast"
	Hex             SpellID = "hex"
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
// (rules §8.6: Thunderwave and Fireball raise threat).
const LoudSpellThreat = 8

// SpellDef is one spell's data (data/spells.yaml).
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
//   - Beams: a cantrip that scales by beams, not dice (Eldritch Blast:
//     CantripMultiplier beams of its dice, each its own attack, and no
//     casting modifier on them without Agonizing Blast, rules §1.7).
type SpellDef struct {
	ID                SpellID    `yaml:"id"`
	Name              string     `yaml:"name"`
	Level             int        `yaml:"level"`
	Classes           []ClassID  `yaml:"classes"`
	Kind              SpellKind  `yaml:"kind"`
	Action            ActionKind `yaml:"action"`
	Dice              Dice       `yaml:"dice"`
	UpcastDice        Dice       `yaml:"upcast_dice"`
	UpcastEvery       int        `yaml:"upcast_every"`
	Projectiles       int        `yaml:"projectiles"`
	UpcastProjectiles int        `yaml:"upcast_projectiles"`
	AddCastingMod     bool       `yaml:"add_casting_mod"`
	DamageType        DamageType `yaml:"damage_type"`
	SaveAbility       Ability    `yaml:"save_ability"`
	HalfOnSave        bool       `yaml:"half_on_save"`
	Area              bool       `yaml:"area"`
	Concentration     bool       `yaml:"concentration"`
	Reaction          bool       `yaml:"reaction"`
	Loud              bool       `yaml:"loud"`
	ACBonus           int        `yaml:"ac_bonus"`
	Beams             bool       `yaml:"beams"`
	Summary           string     `yaml:"summary"`
}

// spells is the spell table, read from data/spells.yaml by readTables.
// Adding a spell is a record there and a constant above.
var spells map[SpellID]SpellDef

// Spell returns the definition of id and whether it exists.
func Spell(id SpellID) (SpellDef, bool) {
	loaded()
	s, ok := spells[id]
	return s, ok
}

// Spells returns every spell, sorted by level then ID.
func Spells() []SpellDef {
	loaded()
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
	return s.ID == HuntersMark || s.ID == Hex
}

// SpellsFor returns the spells class can cast at character level, without
// a subclass (SpellsOf has a character's). An unknown class has none.
// Sorted by level then ID.
func SpellsFor(class ClassID, level int) []SpellDef {
	d, ok := Class(class)
	if !ok {
		return nil
	}
	return d.SpellsAt(level)
}

// SpellsOf returns the spells c can cast at c's level: its class's, or
// its casting subclass's list from its subclass's slots (rules §1.11: the
// Arcane Trickster casts the Mage's spells). Sorted by level then ID.
func SpellsOf(c Character) []SpellDef { return c.Def().SpellsAt(c.Level) }

// SpellsAt returns the spells a caster of record d casts at character
// level: the cantrips of its spell list (SpellListClass) when it casts,
// and the list's leveled spells (and BonusSpells) no higher than its
// highest slot level, less ExcludeSpells.
// Sorted by level then ID.
func (d ClassDef) SpellsAt(level int) []SpellDef {
	highest := SlotsForProgression(d.Slots, level).Highest()
	list := d.SpellListClass()
	var out []SpellDef
	loaded()
	for _, s := range spells {
		if (s.ForClass(list) || slices.Contains(d.BonusSpells, s.ID)) && !slices.Contains(d.ExcludeSpells, s.ID) && (s.Level == 0 && d.IsCaster() || s.Level >= 1 && s.Level <= highest) {
			out = append(out, s)
		}
	}
	sortSpells(out)
	return out
}

// KnowsSpell reports whether c can cast spell id at c's level.
func KnowsSpell(c Character, id SpellID) bool {
	for _, s := range SpellsOf(c) {
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
	if s.Level == 0 && !s.Beams {
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
// and saves rise (rules §1.6).
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
// (rules §1.6: spell attack and DC scale with gear as weapon attacks
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
// falls back on keeps pace with a weapon (rules §1.6).
func CastDice(c Character, s SpellDef, slotLevel int) Dice {
	d := s.DiceAt(c.Level, slotLevel)
	if s.AddCastingMod || s.Level == 0 && s.damages() && !s.Beams || s.Beams && c.HasFeature(FeatureAgonizingBlast) {
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

// CastsInFight reports whether c has a spell to cast in a fight: a spell
// of its class at its level, or the Ranger's Hunter's Mark (rules §1.6).
// The fight's moves line and `!zone status` offer `!cast` only then.
func CastsInFight(c Character) bool {
	return len(SpellsOf(c)) > 0 || c.HasFeature(FeatureHuntersMark)
}
