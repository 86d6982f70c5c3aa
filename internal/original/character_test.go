package original

import (
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/rules"
)

func mira() Character {
	return Character{
		UserID: "@mira:example.org", DisplayName: "Mira", Race: "half_elf", Class: "rogue",
		Level: 5, XP: rules.XPForLevel(5) + 100, Scores: rules.Abilities{Str: 8, Dex: 17, Con: 13, Int: 15, Wis: 11, Cha: 14},
		HPCurrent: 60, HPMax: 60, Coins: 1234.75,
		Items: []Item{
			{Name: "Dagger", Value: 2},
			{Name: "Handaxe", Slot: "weapon", Worn: true},
			{Name: "Rusty Spoon", Value: 7},
			{Name: "Lucky Pebble"},
		},
	}
}

func TestMapCharacterKeepsWhatMaps(t *testing.T) {
	c, notes, err := MapCharacter(mira(), "Mira")
	require.NoError(t, err)
	assert.Equal(t, "Mira", c.Name)
	assert.Equal(t, rules.Rogue, c.Class)
	assert.Equal(t, rules.HalfElf, c.Race)
	assert.Equal(t, 5, c.Level)
	assert.Equal(t, rules.XPForLevel(5)+100, c.XP)
	assert.Equal(t, rules.Abilities{Str: 8, Dex: 17, Con: 13, Int: 15, Wis: 11, Cha: 14}, c.Abilities)
	assert.Equal(t, rules.MaxHP(c), c.HP, "full in the original, full here")
	assert.Equal(t, 5, c.HitDice, "rested: a hit die a level")
	assert.Equal(t, 1234+7, c.Coins, "whole coins, plus the spoon sold for its value")
	assert.Equal(t, 1, c.Inventory.Count("dagger_t1")-starting(t, rules.Rogue, "dagger_t1"))
	assert.Equal(t, 1, c.Inventory.Count("handaxe_t1")-starting(t, rules.Rogue, "handaxe_t1"))
	assert.Equal(t, []Note{
		{"coins", "balance 1234.75 becomes 1234 coins"},
		{"items", "Handaxe (worn: weapon) is carried; equip it with !equip"},
		{"items", "Rusty Spoon has no counterpart; sold for its value, 7 coins"},
		{"items", "Lucky Pebble has no counterpart and no value; left behind"},
	}, notes)
}

// starting counts item in a new character's kit of class.
func starting(t *testing.T, class rules.ClassID, item rules.ItemID) int {
	t.Helper()
	c, err := rules.NewCharacter("Kit", class, rules.Human)
	require.NoError(t, err)
	return c.Inventory.Count(item)
}

func TestMapCharacterNotesEveryChange(t *testing.T) {
	tests := []struct {
		name  string
		edit  func(*Character)
		check func(*testing.T, rules.Character)
		note  Note
	}{
		{"a Bard becomes a Mage", func(o *Character) { o.Class = "bard" },
			func(t *testing.T, c rules.Character) { assert.Equal(t, rules.Mage, c.Class) },
			Note{"class", "bard becomes mage (this game has no bard)"}},
		{"a subclass without a counterpart waits for the free pick", func(o *Character) { o.Subclass = "swashbuckler" },
			func(t *testing.T, c rules.Character) { assert.Empty(t, c.Subclass) },
			Note{"subclass", "swashbuckler has no counterpart among the Rogue's subclasses; the free first pick waits (!subclass)"}},
		{"XP below the level is raised", func(o *Character) { o.XP = 100 },
			func(t *testing.T, c rules.Character) {
				assert.Equal(t, rules.XPForLevel(5), c.XP)
				assert.Equal(t, 5, c.Level)
			},
			Note{"xp", fmt.Sprintf("100 raised to %d, the threshold of level 5", rules.XPForLevel(5))}},
		{"XP past the level levels up", func(o *Character) { o.XP = rules.XPForLevel(7) },
			func(t *testing.T, c rules.Character) { assert.Equal(t, 7, c.Level) },
			Note{"level", fmt.Sprintf("5 rises to 7, the level its %d XP reach", rules.XPForLevel(7))}},
		{"a level past the cap", func(o *Character) { o.Level, o.XP = 25, rules.MaxXP() },
			func(t *testing.T, c rules.Character) { assert.Equal(t, 20, c.Level) },
			Note{"level", "25 read as 20"}},
		{"a score past 20 is capped", func(o *Character) { o.Scores.Str = 24 },
			func(t *testing.T, c rules.Character) { assert.Equal(t, 20, c.Abilities.Str) },
			Note{"abilities", "scores capped to 1–20"}},
		{"half HP stays half", func(o *Character) { o.HPCurrent = 30 },
			func(t *testing.T, c rules.Character) { assert.Equal(t, (rules.MaxHP(c)+1)/2, c.HP) },
			Note{"hp", ""}},
		{"0 HP arrives at 1", func(o *Character) { o.HPCurrent = 0 },
			func(t *testing.T, c rules.Character) { assert.Equal(t, 1, c.HP) },
			Note{"hp", ""}},
		{"exhaustion past 6 is capped", func(o *Character) { o.Exhaustion = 9 },
			func(t *testing.T, c rules.Character) { assert.Equal(t, 6, c.Exhaustion) },
			Note{"exhaustion", "9 capped to 6"}},
		{"a debt becomes an empty purse", func(o *Character) { o.Coins = -40 },
			func(t *testing.T, c rules.Character) { assert.Equal(t, 7, c.Coins, "only the sold spoon") },
			Note{"coins", "balance -40.00 becomes 0 coins"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			o := mira()
			tt.edit(&o)
			c, notes, err := MapCharacter(o, "Mira")
			require.NoError(t, err)
			if tt.check != nil {
				tt.check(t, c)
			}
			found := false
			for _, n := range notes {
				found = found || n.Field == tt.note.Field && (tt.note.Text == "" || n.Text == tt.note.Text)
			}
			assert.True(t, found, "want note %v in %v", tt.note, notes)
		})
	}
}

func TestAnOriginalDruidStaysADruidWithItsCircle(t *testing.T) {
	o := mira()
	o.Class, o.Subclass = "druid", "moon"
	c, notes, err := MapCharacter(o, "Mira")
	require.NoError(t, err)
	assert.Equal(t, rules.Druid, c.Class, "rules §1.3")
	assert.Equal(t, rules.SubclassID("moon"), c.Subclass, "rules §1.11")
	for _, n := range notes {
		assert.NotEqual(t, "class", n.Field)
		assert.NotEqual(t, "subclass", n.Field)
	}
}

func TestMapCharacterRefusesWhatCannotMap(t *testing.T) {
	for name, edit := range map[string]func(*Character){
		"a draft":          func(o *Character) { o.PendingSetup = true },
		"an unknown class": func(o *Character) { o.Class = "barbarian" },
		"an unknown race":  func(o *Character) { o.Race = "gnome" },
	} {
		t.Run(name, func(t *testing.T) {
			o := mira()
			edit(&o)
			_, _, err := MapCharacter(o, "Mira")
			var nm ErrNotMappable
			assert.True(t, errors.As(err, &nm), "%v", err)
		})
	}
}

func TestNamesTriesTheDisplayNameThenTheLocalpart(t *testing.T) {
	tests := []struct {
		display, user string
		want          []string
	}{
		{"Mira", "@mira:example.org", []string{"Mira", "mira of example"}},
		{"  Mira   Vale ", "@mv:example.org", []string{"Mira Vale", "mv", "mv of example"}},
		{"", "@wren:matrix.org", []string{"wren", "wren of matrix"}},
		{"💀💀💀", "@wren:x", []string{"wren", "wren of x"}},
		{"", "@1:x", nil},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, Names(Character{UserID: tt.user, DisplayName: tt.display}), "%q %q", tt.display, tt.user)
	}
}

func TestMapCharacterKeepsASubclassThatHasACounterpart(t *testing.T) {
	o := mira()
	o.Subclass = "Arcane Trickster"
	c, notes, err := MapCharacter(o, "Mira")
	require.NoError(t, err)
	assert.Equal(t, rules.SubclassID("arcane_trickster"), c.Subclass)
	assert.True(t, c.HasFeature(rules.FeatureTricksterSpellcasting))
	for _, n := range notes {
		assert.NotEqual(t, "subclass", n.Field, "kept as it was: nothing to note")
	}
	_, choice, err := rules.ChooseSubclass(c, "thief", time.Date(2026, 3, 2, 0, 0, 0, 0, time.UTC))
	require.NoError(t, err, "a change may be made at once")
	assert.Equal(t, rules.SubclassChangeCost, choice.Cost, "for its coins")
}

// The original's Warlock imports as one, its patron with it (rules §1.3,
// §1.11), with no class note.
func TestMapCharacterKeepsAWarlock(t *testing.T) {
	for _, tc := range []struct {
		sub  string
		want rules.SubclassID
	}{{"fiend", "fiend"}, {"Archfey", "archfey"}, {"great old one", "great_old_one"}} {
		o := mira()
		o.Class, o.Subclass = "warlock", tc.sub
		c, notes, err := MapCharacter(o, "Mira")
		require.NoError(t, err)
		assert.Equal(t, rules.Warlock, c.Class, tc.sub)
		assert.Equal(t, tc.want, c.Subclass, tc.sub)
		for _, n := range notes {
			assert.NotEqual(t, "class", n.Field, "a Warlock stays a Warlock")
		}
	}
}
