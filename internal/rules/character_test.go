package rules

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestNewCharacterStartsAtLevel1(t *testing.T) {
	cases := []struct {
		class ClassID
		hp    int
		slots SlotTable
		res   map[FeatureID]int
		main  ItemID
	}{
		{Fighter, 18, SlotTable{}, map[FeatureID]int{FeatureSecondWind: 1}, "longsword_t1"},
		{Rogue, 15, SlotTable{}, nil, "rapier_t1"},
		{Mage, 15, SlotTable{2}, nil, "quarterstaff_t1"},
		{Cleric, 19, SlotTable{2}, nil, "mace_t1"},
		{Ranger, 15, SlotTable{}, nil, "longbow_t1"},
	}
	for _, tc := range cases {
		c, err := NewCharacter("  Ada   Lovelace ", tc.class, Human)
		require.NoError(t, err)
		assert.Equal(t, "Ada Lovelace", c.Name)
		assert.Equal(t, CharacterVersion, c.Version)
		assert.Equal(t, 1, c.Level)
		assert.Equal(t, 0, c.XP)
		assert.Equal(t, tc.hp, c.HP, tc.class)
		assert.Equal(t, tc.hp, MaxHP(c), tc.class)
		assert.Equal(t, 1, c.HitDice)
		assert.Equal(t, tc.slots, c.Slots, tc.class)
		assert.Equal(t, tc.res, c.Resources, tc.class)
		assert.Equal(t, tc.main, c.Equipment.Get(SlotMainHand), tc.class)
		assert.Equal(t, StartingCoins, c.Coins)
		assert.Equal(t, 1, c.Inventory.Count("potion_of_healing"), tc.class)
		assert.False(t, c.MageArmor)
	}
}

func TestNewCharacterRefusals(t *testing.T) {
	_, err := NewCharacter("Ada", "bard", Human)
	assert.Equal(t, ErrUnknownClass{Class: "bard"}, err)
	_, err = NewCharacter("Ada", Mage, "gnome")
	assert.Equal(t, ErrUnknownRace{Race: "gnome"}, err)
	_, err = NewCharacter("A", Mage, Human)
	var ne *NameError
	require.ErrorAs(t, err, &ne)
	assert.Equal(t, NameTooShort, ne.Problem)
}

func TestNewCharacterEquipmentIsNotShared(t *testing.T) {
	c := newChar(t, Fighter, Human)
	c.Equipment.Set(SlotMainHand, "greataxe")
	d, _ := Class(Fighter)
	assert.Equal(t, ItemID("longsword_t1"), d.StartingEquipment.Get(SlotMainHand))
}

func TestCharacterJSONRoundTrip(t *testing.T) {
	c := atLevel(t, Mage, Tiefling, 5)
	c.MageArmor = true
	c.Concentration = ""
	c.Inventory = Inventory{"berry_poultice": 2}
	c.DownUntil = t0.Add(6 * time.Hour)
	c.LastLongRest = t0
	c.LockoutUntil = t0.Add(8 * time.Hour)

	raw, err := json.Marshal(c)
	require.NoError(t, err)
	var back Character
	require.NoError(t, json.Unmarshal(raw, &back))
	assert.Equal(t, c, back)

	var fields map[string]json.RawMessage
	require.NoError(t, json.Unmarshal(raw, &fields))
	for _, key := range []string{"version", "name", "class", "race", "level", "xp", "abilities", "hp",
		"hit_dice", "slots", "equipment", "inventory", "coins", "mage_armor", "down_until", "last_long_rest", "lockout_until"} {
		assert.Contains(t, fields, key)
	}
	assert.JSONEq(t, `[4,3,2,0,0,0,0,0,0]`, string(fields["slots"]))
	var old Character
	require.NoError(t, json.Unmarshal([]byte(`{"slots":[4,3,2,1,1]}`), &old), "a sheet stored with five slot levels")
	assert.Equal(t, "4/3/2/1/1", old.Slots.String())
	assert.JSONEq(t, `1`, string(fields["version"]))
}

func TestCharacterJSONOmitsZeroTimes(t *testing.T) {
	raw, err := json.Marshal(newChar(t, Fighter, Human))
	require.NoError(t, err)
	var fields map[string]json.RawMessage
	require.NoError(t, json.Unmarshal(raw, &fields))
	for _, key := range []string{"down_until", "last_short_rest", "last_long_rest", "lockout_until", "concentration", "in_combat"} {
		assert.NotContains(t, fields, key)
	}
}

func TestCloneIsDeep(t *testing.T) {
	c, err := AddItem(newChar(t, Fighter, Human), "rope", 1)
	require.NoError(t, err)
	d := c.Clone()
	d.Inventory["rope"] = 5
	d.Resources[FeatureSecondWind] = 0
	d.Equipment.Set(SlotHead, "helm")
	assert.Equal(t, 1, c.Inventory["rope"])
	assert.Equal(t, 1, c.Resources[FeatureSecondWind])
	assert.Equal(t, ItemID(""), c.Equipment.Get(SlotHead))
}

func TestCharacterTierAndFeatures(t *testing.T) {
	c := atLevel(t, Rogue, Human, 7)
	assert.Equal(t, 3, c.Tier())
	assert.True(t, c.HasFeature(FeatureEvasion))
	assert.False(t, c.HasFeature(FeatureReliableTalent))
	assert.Equal(t, Rogue, c.Def().ID)
	assert.Equal(t, Human, c.RaceDef().ID)
}

func TestNewCharacterJSONRoundTripEveryClass(t *testing.T) {
	for _, d := range Classes() {
		c := newChar(t, d.ID, Halfling)
		raw, err := json.Marshal(c)
		require.NoError(t, err)
		var back Character
		require.NoError(t, json.Unmarshal(raw, &back))
		assert.Equal(t, c, back, d.ID)
	}
}
