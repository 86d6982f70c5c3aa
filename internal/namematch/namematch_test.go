package namematch

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

var things = []Candidate{
	{Key: "potion_of_healing", Names: []string{"Potion of Healing", "potion_of_healing"}},
	{Key: "potion_of_greater_healing", Names: []string{"Potion of Greater Healing", "potion_of_greater_healing"}},
	{Key: "plate_armor", Names: []string{"Plate Armor", "plate_armor"}},
	{Key: "fine_plate_armor", Names: []string{"Fine Plate Armor", "fine_plate_armor"}},
	{Key: "goblin_sneak", Names: []string{"Goblin Sneak", "goblin_sneak"}},
	{Key: "goblin_archer", Names: []string{"Goblin Archer", "goblin_archer"}},
	{Key: "kobold_sorcerer", Names: []string{"Kobold Scale Sorcerer", "kobold_scale_sorcerer"}},
	{Key: "seal", Names: []string{"Valdris's Seal Fragment", "valdris_seal_fragment"}},
	{Key: "crypt", Names: []string{"The Crypt of Valdris", "crypt_valdris"}},
}

func TestFind(t *testing.T) {
	tests := []struct {
		name, query string
		keys        []string
		suggest     string
	}{
		{"whole name, any case", "POTION OF HEALING", []string{"potion_of_healing"}, ""},
		{"the ID", "goblin_sneak", []string{"goblin_sneak"}, ""},
		{"words cut short, in order", "gob arch", []string{"goblin_archer"}, ""},
		{"words in any order", "healing potion", []string{"potion_of_healing"}, ""},
		{"any order, cut short", "greater pot", []string{"potion_of_greater_healing"}, ""},
		{"cut short, several fit", "heal pot", []string{"potion_of_healing", "potion_of_greater_healing"}, ""},
		{"several fit: which one", "goblin", []string{"goblin_sneak", "goblin_archer"}, ""},
		{"the name that begins with it wins", "plate", []string{"plate_armor"}, ""},
		{"armour as TwinBee spells it", "plate armour", []string{"plate_armor"}, ""},
		{"armour in the ID too", "fine_plate_armour", []string{"fine_plate_armor"}, ""},
		{"typed without spaces", "goblinsneak", []string{"goblin_sneak"}, ""},
		{"never inside a word", "orc", nil, ""},
		{"a plain apostrophe", "valdris's seal", []string{"seal"}, ""},
		{"a curly apostrophe", "valdris’s seal fragment", []string{"seal"}, ""},
		{"a left curly apostrophe", "valdris‘s seal fragment", []string{"seal"}, ""},
		{"a modifier-letter apostrophe", "valdrisʼs seal fragment", []string{"seal"}, ""},
		{"an accent for an apostrophe", "valdris´s seal", []string{"seal"}, ""},
		{"curly single quotes around the name", "‘valdris’s seal fragment’", []string{"seal"}, ""},
		{"a leading the is optional", "crypt of valdris", []string{"crypt"}, ""},
		{"a typo gets a suggestion", "potoin of healing", nil, "potion_of_healing"},
		{"one letter suggests nothing", "x", nil, ""},
		{"far off suggests nothing", "dragon", nil, ""},
		{"blank", "   ", nil, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Find(tt.query, things)
			assert.Equal(t, tt.keys, got.Keys)
			assert.Equal(t, tt.suggest, got.Suggest)
		})
	}
}

func TestTyposAreFewerThanTheLetters(t *testing.T) {
	for q, want := range map[string]int{"e": 0, "ab": 1, "abc": 2, "abcdef": 3, "potoin of healing": 6} {
		assert.Equal(t, want, Typos(q), q)
	}
}

func TestDistance(t *testing.T) {
	assert.Equal(t, 0, Distance("ping", "ping"))
	assert.Equal(t, 1, Distance("pnig", "ping"), "a swap of neighbours is one edit")
	assert.Equal(t, 3, Distance("", "abc"))
	assert.Equal(t, 1, Distance("héal", "heal"), "runes, not bytes")
	assert.Equal(t, 99, Distance(string(make([]byte, 65)), "a"))
}

func TestFindWeighsWholeWordsAgainstPrefixes(t *testing.T) {
	foes := []Candidate{
		{Key: "dragonborn_cultist", Names: []string{"Dragonborn Cultist"}},
		{Key: "young_red_dragon", Names: []string{"Young Red Dragon"}},
		{Key: "fire_bolt", Names: []string{"Fire Bolt"}},
		{Key: "fireball", Names: []string{"Fireball"}},
		{Key: "plate_armor", Names: []string{"Plate Armor"}},
		{Key: "fine_plate_armor", Names: []string{"Fine Plate Armor"}},
	}
	tests := []struct {
		name, query string
		keys        []string
	}{
		// a name that only starts with the word does not beat one that has it whole
		{"a whole word against a prefix: asked", "dragon", []string{"dragonborn_cultist", "young_red_dragon"}},
		{"more of the name typed", "red dragon", []string{"young_red_dragon"}},
		{"a prefix of the first word", "dragonb", []string{"dragonborn_cultist"}},
		// both begin with it and one has it whole: still both, as before
		{"both begin with it", "fire", []string{"fire_bolt", "fireball"}},
		// begins with it and has it whole beats having it whole later
		{"the beginning and whole wins", "plate", []string{"plate_armor"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.keys, Find(tc.query, foes).Keys)
		})
	}
}

func TestFindAmongGivesBackTheThings(t *testing.T) {
	type zone struct{ id, name string }
	zones := []zone{{"crypt_valdris", "The Crypt of Valdris"}, {"goblin_warrens", "Goblin Warrens"}, {"goblin_caves", "Goblin Caves"}}
	names := func(z zone) []string { return []string{z.name, z.id} }

	one, ok := FindAmong("crypt", zones, names).Found()
	assert.True(t, ok)
	assert.Equal(t, zones[0], one)

	which := FindAmong("goblin", zones, names)
	_, ok = which.Found()
	assert.False(t, ok, "several fit: no single match")
	assert.Equal(t, zones[1:], which.Options, "in the order given")

	typo := FindAmong("goblin warens", zones, names)
	assert.Empty(t, typo.Options)
	assert.True(t, typo.Suggested)
	assert.Equal(t, zones[1], typo.Suggest)

	none := FindAmong("dragon", zones, names)
	assert.Empty(t, none.Options)
	assert.False(t, none.Suggested)
}
