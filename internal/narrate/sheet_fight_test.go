package narrate_test

import (
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/rules"
)

// The numbers the sheet and the equip answer print, read back from the text.
var (
	hpRe      = regexp.MustCompile(`\*\*HP\*\* (\d+)/(\d+)(?: \((\d+)/(\d+) in fights\))?`)
	acRe      = regexp.MustCompile(`\*\*AC\*\* (\d+)`)
	speedRe   = regexp.MustCompile(`\*\*Speed\*\* (\d+) ft(?: \(([+-]\d+) initiative from gear\))?`)
	attackRe  = regexp.MustCompile(`\*\*Attack\*\* ([+-]\d+) (?:with (.+?) \((\S+) (\w+)\)|unarmed \((\d+) (\w+)\))`)
	abilityRe = regexp.MustCompile(`(STR|DEX|CON|INT|WIS|CHA) (\d+) \(([+-]\d+)`)
)

// shown is what a text says about the fight's numbers.
type shown struct {
	ac, attack       int
	weapon, damage   string
	damageType       string
	hp, maxHP        int
	speedFt, initMod int
	abilities        rules.Abilities
	hasHP, hasSpeed  bool
	hasAbilities     bool
}

func atoi(t *testing.T, s string) int {
	t.Helper()
	n, err := strconv.Atoi(s)
	require.NoError(t, err, s)
	return n
}

// readNumbers parses the HP, AC, speed, attack and ability lines out of
// text; the lines it does not contain are left unset.
func readNumbers(t *testing.T, text string) shown {
	t.Helper()
	var s shown
	m := acRe.FindStringSubmatch(text)
	require.NotNil(t, m, "no AC in:\n%s", text)
	s.ac = atoi(t, m[1])
	m = attackRe.FindStringSubmatch(text)
	require.NotNil(t, m, "no attack in:\n%s", text)
	s.attack = atoi(t, m[1])
	if m[2] != "" {
		s.weapon, s.damage, s.damageType = m[2], m[3], m[4]
	} else {
		s.weapon, s.damage, s.damageType = rules.UnarmedStrike, m[5], m[6]
	}
	if m = hpRe.FindStringSubmatch(text); m != nil {
		s.hasHP = true
		s.hp, s.maxHP = atoi(t, m[1]), atoi(t, m[2])
		if m[3] != "" {
			s.hp, s.maxHP = atoi(t, m[3]), atoi(t, m[4])
		}
	}
	all := abilityRe.FindAllStringSubmatch(text, -1)
	if len(all) == len(rules.AllAbilities()) {
		s.hasAbilities = true
		for _, a := range all {
			s.abilities = s.abilities.With(rules.Ability(strings.ToLower(a[1])), atoi(t, a[2]))
		}
	}
	if m = speedRe.FindStringSubmatch(text); m != nil {
		require.True(t, s.hasAbilities, "speed without abilities")
		s.hasSpeed = true
		s.speedFt = atoi(t, m[1])
		s.initMod = s.abilities.Mod(rules.DEX)
		if m[2] != "" {
			s.initMod += atoi(t, m[2])
		}
	}
	return s
}

// fightDamage renders a fight's weapon hit as the sheet does: the dice with
// the damage bonus, or the flat unarmed total (at least 1).
func fightDamage(p combat.Player) string {
	d := p.WeaponDice
	d.Bonus += p.DamageBonus
	if d.Count == 0 {
		return strconv.Itoa(max(1, d.Bonus))
	}
	return d.String()
}

// abilityItems lists every catalogue item that sets or raises an ability
// score, by ID.
func abilityItems() []string {
	var ids []string
	for _, it := range content.Items() {
		if w := it.Wondrous; w != nil && (len(w.AbilitySet) > 0 || len(w.AbilityBonus) > 0) {
			ids = append(ids, string(it.ID))
		}
	}
	sort.Strings(ids)
	return ids
}

// wear puts the catalogue items on c, each in its own slot (rings fill
// ring1 then ring2); "-weapon" empties the main hand.
func wear(t *testing.T, c rules.Character, ids ...string) rules.Character {
	t.Helper()
	c = c.Clone()
	for _, id := range ids {
		if id == "-weapon" {
			c.Equipment.Set(rules.SlotMainHand, "")
			continue
		}
		it, ok := content.ItemByID(content.ItemID(id))
		require.True(t, ok, id)
		var slot rules.EquipSlot
		switch {
		case it.Weapon != nil:
			slot = rules.SlotMainHand
		case it.Armor != nil && it.Armor.IsShield():
			slot = rules.SlotOffHand
		case it.Armor != nil:
			slot = rules.SlotArmor
		case it.Wondrous != nil:
			slot = it.Wondrous.Slot
			if slot == rules.SlotRing1 && c.Equipment.Get(slot) != "" {
				slot = rules.SlotRing2
			}
		default:
			t.Fatalf("%s is not worn", id)
		}
		c.Equipment.Set(slot, content.ItemID(id))
	}
	return c
}

// TestSheetAndEquipAgreeWithTheFight checks that for characters wearing
// gear that changes ability scores, HP, speed or AC, the numbers the sheet
// and the !equip answer print are the ones combat.NewPlayer fights with.
func TestSheetAndEquipAgreeWithTheFight(t *testing.T) {
	found := abilityItems()
	for _, id := range []string{"gauntlets_of_ogre_power", "headband_of_intellect", "amulet_of_health",
		"grols_belt", "hollow_crown", "aboleths_eye", "blackspire_signet", "xunyls_diadem"} {
		require.Contains(t, found, id, "an ability item the catalogue should have")
	}
	kits := map[string][]string{
		"helmet":         {"helmet_t3"},
		"boots":          {"boots_t2"},
		"ring":           {"ring_of_protection"},
		"unarmed ogre":   {"gauntlets_of_ogre_power", "-weapon"},
		"flame ogre":     {"flame_tongue", "gauntlets_of_ogre_power"},
		"rapier ogre":    {"rapier_of_puncturing_plus2", "gauntlets_of_ogre_power"},
		"everything":     {"gauntlets_of_ogre_power", "amulet_of_health", "hollow_crown", "blackspire_signet", "ring_of_protection", "boots_t3", "cloak_of_protection"},
		"mind and heart": {"headband_of_intellect", "aboleths_eye", "xunyls_diadem", "helmet_t1"},
	}
	for _, id := range found {
		kits[id] = []string{id}
	}
	races := map[rules.ClassID]rules.RaceID{
		rules.Fighter: rules.Dwarf, rules.Rogue: rules.Halfling, rules.Mage: rules.Elf,
		rules.Cleric: rules.Human, rules.Ranger: rules.HalfElf,
	}
	at := narrate.Moment{Now: time.Date(2025, 3, 3, 9, 0, 0, 0, time.UTC)}
	for class, race := range races {
		for name, kit := range kits {
			t.Run(string(class)+"/"+name, func(t *testing.T) {
				base, err := rules.NewCharacter("Tess", class, race)
				require.NoError(t, err)
				for _, level := range []int{1, 7} {
					c := base
					if level > 1 {
						c, _ = rules.AwardXP(c, rules.XPForLevel(level))
						require.Equal(t, level, c.Level)
					}
					c = wear(t, c, kit...)
					p := combat.NewPlayer(c)

					sheet := readNumbers(t, narrate.Sheet(c, at, narrate.SheetState{}))
					assert.Equal(t, p.AC, sheet.ac, "sheet AC, level %d", level)
					assert.Equal(t, p.AttackBonus, sheet.attack, "sheet attack bonus, level %d", level)
					assert.Equal(t, p.WeaponName, sheet.weapon, "sheet weapon, level %d", level)
					assert.Equal(t, fightDamage(p), sheet.damage, "sheet damage, level %d", level)
					assert.Equal(t, string(p.DamageType), sheet.damageType, "sheet damage type, level %d", level)
					require.True(t, sheet.hasHP && sheet.hasSpeed && sheet.hasAbilities)
					assert.Equal(t, p.HP, sheet.hp, "sheet HP in a fight, level %d", level)
					assert.Equal(t, p.MaxHP, sheet.maxHP, "sheet max HP in a fight, level %d", level)
					assert.Equal(t, p.InitMod, sheet.initMod, "sheet DEX and speed bonus, level %d", level)
					assert.Equal(t, c.RaceDef().Speed, sheet.speedFt, "sheet speed in feet, level %d", level)
					assert.Equal(t, p.Abilities, sheet.abilities, "sheet ability scores, level %d", level)

					equip := readNumbers(t, narrate.GearLine(c))
					assert.Equal(t, p.AC, equip.ac, "equip AC, level %d", level)
					assert.Equal(t, p.AttackBonus, equip.attack, "equip attack bonus, level %d", level)
					assert.Equal(t, p.WeaponName, equip.weapon, "equip weapon, level %d", level)
					assert.Equal(t, fightDamage(p), equip.damage, "equip damage, level %d", level)
				}
			})
		}
	}
}

// TestSheetShowsGearAbilityScores pins the Gauntlets of Ogre Power case the
// sheet used to get wrong (+10 and 1d8+3 while the fight used +11 and +4).
func TestSheetShowsGearAbilityScores(t *testing.T) {
	c, err := rules.NewCharacter("Brom", rules.Fighter, rules.Dwarf)
	require.NoError(t, err)
	c = wear(t, c, "gauntlets_of_ogre_power", "helmet_t2", "boots_t1")
	text := narrate.Sheet(c, narrate.Moment{Now: time.Date(2025, 3, 3, 9, 0, 0, 0, time.UTC)}, narrate.SheetState{})
	assert.Contains(t, text, "**HP** 20/20 (26/26 in fights) · **AC** 21 · **Speed** 25 ft (+1 initiative from gear)")
	assert.Contains(t, text, "**Attack** +11 with Longsword (1d8+4 slashing)")
	assert.Contains(t, text, "STR 19 (+4, base 17)")
	assert.Contains(t, narrate.GearLine(c), "**Attack** +11 with Longsword (1d8+4 slashing)")
}

// TestSpellNumbersUseGearScores: a Headband of Intellect makes a Mage's INT
// 19, so the sheet and !spells show the save DC and spell attack the fight
// casts with (combat's TestSpellsUseGearBoostedScores).
func TestSpellNumbersUseGearScores(t *testing.T) {
	c, err := rules.NewCharacter("Aria", rules.Mage, rules.Human)
	require.NoError(t, err)
	c = wear(t, c, "headband_of_intellect")
	sheet := narrate.Sheet(c, narrate.Moment{Now: time.Date(2025, 3, 3, 9, 0, 0, 0, time.UTC)}, narrate.SheetState{})
	assert.Contains(t, sheet, "**Spellcasting** save DC 17 · spell attack +9")
	assert.Contains(t, sheet, "INT 19 (+4, base 16)")
	assert.Contains(t, narrate.SpellList(c, "!"), "Save DC 17 · spell attack +9 · INT modifier +4")
}

// The sheet's starving line says when the CON comes back: on leaving the
// field, which a voluntary extraction does too, not only when the
// expedition ends (rules §8.5).
func TestSheetSaysStarvedCONComesBackOnLeavingTheField(t *testing.T) {
	c, err := rules.NewCharacter("Hal", rules.Fighter, rules.Human)
	require.NoError(t, err)
	sheet := narrate.Sheet(c, narrate.Moment{Now: time.Date(2025, 3, 3, 9, 0, 0, 0, time.UTC)}, narrate.SheetState{StarvedCON: 3, ConLeft: 9})
	assert.Contains(t, sheet, "**starving**: 3 CON lost to hunger on this expedition, 9 left (your HP maximum follows it); at 0 you are carried out, and it comes back when you leave the field")
}
