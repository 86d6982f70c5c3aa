package rules

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// scoutYAML is a class the shipped data lacks, written as a record of
// data/classes.yaml: what AddClasses reads.
const scoutYAML = `classes:
  - id: scout
    name: Scout
    hit_die: 8
    avg_hp: 5
    attack_ability: dex
    weapon_bonus: 1
    slots: none
    array: [10, 15, 13, 12, 14, 8]
    saves: [dex, wis]
    weapon_categories: [simple]
    armor_categories: [light]
    attacks: [{level: 1, value: 1}]
    features:
      - {level: 1, feature: natural_explorer}
    harvest_bonus: [scavenge]
    harvest_rich: {mine: 0.5}
    skills: [perception]
    nicknames: [pathfinder]
    original_names: [scout]
`

func TestBrokenClassListsFailWithClearMessages(t *testing.T) {
	cases := []brokenData{
		{"unknown skill", "    skills: [perception]\n    nicknames: [thief", "    skills: [juggling]\n    nicknames: [thief", `classes[1] ("rogue"): unknown skill "juggling"`},
		{"unknown rich action", "harvest_rich: {fish: 0.20}", "harvest_rich: {swim: 0.20}", `classes[4] ("ranger"): unknown harvest action "swim"`},
		{"rich chance above 1", "harvest_rich: {fish: 0.20}", "harvest_rich: {fish: 1.5}", "harvest_rich fish: chance 1.5 outside (0, 1]"},
		{"unknown bonus action", "harvest_bonus: [mine]", "harvest_bonus: [dig]", `classes[0] ("fighter"): unknown harvest action "dig"`},
		{"nickname of two classes", "[warrior, barbarian, knight, monk]", "[warrior, barbarian, knight, thief]", `the name "thief" is class "fighter"'s already`},
		{"nickname that is a class's name", "[warrior, barbarian, knight, monk]", "[warrior, barbarian, knight, Ranger]", `class "ranger": the name "ranger" is class "fighter"'s already`},
		{"original name of two classes", "original_names: [rogue]", "original_names: [rogue, fighter]", `the name "fighter" is class "fighter"'s already`},
		{"original name not lower-case", "original_names: [rogue]", "original_names: [Rogue]", "original name empty or not lower-case"},
	}
	requireBrokenData(t, "data/classes.yaml", classesData, func(b []byte) error { _, err := loadClasses(b); return err }, cases)
}

func TestClassNamesComeFromTheClassRecords(t *testing.T) {
	cases := []struct {
		name   string
		lookup func(string) (ClassID, bool)
		word   string
		want   ClassID
		found  bool
	}{
		{"nickname, any case", ClassByNickname, "Wizard", Mage, true},
		{"nickname folded", ClassByNickname, "ma-gician", Mage, true},
		{"shaman is a Druid at creation", ClassByNickname, "shaman", Druid, true},
		{"a class's own name is no nickname", ClassByNickname, "ranger", "", false},
		{"original name trimmed", ClassByOriginalName, " Paladin ", Paladin, true},
		{"druid imports as a Druid", ClassByOriginalName, "druid", Druid, true},
		{"sorcerer imports as a Sorcerer", ClassByOriginalName, "Sorcerer", Sorcerer, true},
		{"the original's own classes", ClassByOriginalName, "ranger", Ranger, true},
		{"no original class of that name", ClassByOriginalName, "wizard", "", false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			id, ok := tc.lookup(tc.word)
			assert.Equal(t, tc.found, ok)
			assert.Equal(t, tc.want, id)
		})
	}
	assert.Equal(t, Rogue, Nicknames()["assassin"])
}

func TestSkillsAndRichChancesComeFromTheClassRecords(t *testing.T) {
	cases := []struct {
		class      ClassID
		perception bool
		fishRich   float64
	}{
		{Fighter, false, 0}, {Rogue, true, 0}, {Mage, false, 0}, {Cleric, false, 0}, {Ranger, true, 0.20},
	}
	for _, tc := range cases {
		t.Run(string(tc.class), func(t *testing.T) {
			d, ok := Class(tc.class)
			require.True(t, ok)
			assert.Equal(t, tc.perception, d.ProficientSkill(Perception))
			assert.InDelta(t, tc.fishRich, d.HarvestRichChance(Fish), 1e-9)
			assert.Zero(t, d.HarvestRichChance(Forage))
		})
	}
}

func TestAddClassesAddsAClassAndRestoresTheTable(t *testing.T) {
	before := len(Classes())
	restore, err := AddClasses([]byte(scoutYAML))
	require.NoError(t, err)
	scout, ok := Class("scout")
	require.True(t, ok, "the added class is in the table")
	assert.Len(t, Classes(), before+1)
	assert.True(t, scout.ProficientSkill(Perception))
	assert.InDelta(t, 0.5, scout.HarvestRichChance(Mine), 1e-9)
	id, ok := ClassByNickname("Pathfinder")
	assert.True(t, ok)
	assert.Equal(t, ClassID("scout"), id)
	c, err := NewCharacter("Wren", "scout", Human)
	require.NoError(t, err)
	assert.True(t, c.HasFeature(FeatureNaturalExplore))
	restore()
	_, ok = Class("scout")
	assert.False(t, ok, "restore takes the class out again")
	assert.Len(t, Classes(), before)
}

func TestAddClassesRefusesWhatTheShippedTableWouldRefuse(t *testing.T) {
	cases := []struct {
		name string
		old  string
		new  string
		want string
	}{
		{"an ID the table has", "id: scout", "id: fighter", `class "fighter": the class table has it already`},
		{"a nickname another class has", "nicknames: [pathfinder]", "nicknames: [wizard]", `the name "wizard" is class "mage"'s already`},
		{"an unknown feature", "feature: natural_explorer", "feature: tracking", `feature "tracking" at level 1`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			require.Contains(t, scoutYAML, tc.old, "the fixture edit must apply")
			doc := []byte(strings.Replace(scoutYAML, tc.old, tc.new, 1))
			restore, err := AddClasses(doc)
			t.Cleanup(restore)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
			fighter, _ := Class(Fighter)
			assert.Equal(t, "Fighter", fighter.Name, "a shipped class is never replaced")
		})
	}
}

// A grant may set its own uses (rules §1.7): the Ranger's Uncanny Dodge is
// once a short rest from level 9 and, by a later grant without uses, every
// round from 15; the feature's own record stays unlimited.
func TestAGrantsOwnUsesRationAFeatureForItsClass(t *testing.T) {
	cases := []struct {
		level    int
		has      bool
		uses     int
		recharge Recharge
	}{
		{8, false, 0, NoRecharge},
		{9, true, 1, RechargeShortRest},
		{14, true, 1, RechargeShortRest},
		{15, true, 0, NoRecharge},
		{20, true, 0, NoRecharge},
	}
	for _, tc := range cases {
		c, err := NewCharacter("Tam", Ranger, Human)
		require.NoError(t, err)
		c.Level = tc.level
		assert.Equal(t, tc.has, c.HasFeature(FeatureUncannyDodge), "level %d", tc.level)
		f, ok := c.FeatureDef(FeatureUncannyDodge)
		require.True(t, ok)
		assert.Equal(t, tc.uses, f.Uses, "level %d uses", tc.level)
		assert.Equal(t, tc.recharge, f.Recharge, "level %d recharge", tc.level)
	}
	base, _ := Feature(FeatureUncannyDodge)
	assert.Zero(t, base.Uses, "the feature's own record stays unlimited")
	ranger := ClassDef{Features: []FeatureGrant{
		{Level: 9, Feature: FeatureUncannyDodge, Uses: 1, Recharge: RechargeShortRest},
		{Level: 15, Feature: FeatureUncannyDodge},
	}}
	assert.Equal(t, []FeatureID{FeatureUncannyDodge}, ranger.FeaturesAt(20), "a feature granted twice is listed once")
}

func TestBrokenGrantUsesFailWithClearMessages(t *testing.T) {
	cases := []brokenData{
		{"uses without a recharge", "{level: 9, feature: uncanny_dodge, uses: 1, recharge: short_rest}", "{level: 9, feature: uncanny_dodge, uses: 1}",
			`feature "uncanny_dodge" at level 9: uses 1 with recharge "": a grant's own uses need both`},
		{"a recharge without uses", "{level: 9, feature: uncanny_dodge, uses: 1, recharge: short_rest}", "{level: 9, feature: uncanny_dodge, recharge: short_rest}",
			`feature "uncanny_dodge" at level 9: uses 0 with recharge "short_rest": a grant's own uses need both`},
		{"an unknown recharge", "{level: 9, feature: uncanny_dodge, uses: 1, recharge: short_rest}", "{level: 9, feature: uncanny_dodge, uses: 1, recharge: dawn}",
			`feature "uncanny_dodge" at level 9: uses 1 with recharge "dawn": a grant's own uses need both`},
	}
	requireBrokenData(t, "data/classes.yaml", classesData, func(b []byte) error { _, err := loadClasses(b); return err }, cases)
}

// Slippery Mind makes a Rogue proficient in WIS and CHA saves from level 9
// (rules §1.7, §1.8): the proficiency bonus joins the save from then on.
func TestSlipperyMindAddsWisdomAndCharismaSaves(t *testing.T) {
	cases := []struct {
		class ClassID
		level int
		ab    Ability
		want  bool
	}{
		{Rogue, 8, WIS, false},
		{Rogue, 9, WIS, true},
		{Rogue, 9, CHA, true},
		{Rogue, 9, CON, false},
		{Rogue, 1, DEX, true},
		{Fighter, 20, WIS, false},
	}
	for _, tc := range cases {
		c, err := NewCharacter("Tam", tc.class, Human)
		require.NoError(t, err)
		c.Level = tc.level
		assert.Equal(t, tc.want, c.ProficientSave(tc.ab), "%s %d %s", tc.class, tc.level, tc.ab)
		bonus := SavingThrowBonus(c, tc.ab)
		plain := c.Abilities.Mod(tc.ab)
		if tc.want {
			assert.Equal(t, plain+ProficiencyBonus(tc.level), bonus, "%s %d %s", tc.class, tc.level, tc.ab)
		} else {
			assert.Equal(t, plain, bonus, "%s %d %s", tc.class, tc.level, tc.ab)
		}
	}
}
