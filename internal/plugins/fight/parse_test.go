package fight

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
)

func newChar(t *testing.T, class rules.ClassID, level int) rules.Character {
	t.Helper()
	ch, err := rules.NewCharacter("Test", class, rules.Human)
	require.NoError(t, err)
	ch.Level = level
	return ch
}

func TestParseCast(t *testing.T) {
	mage := newChar(t, rules.Mage, 1)
	ranger := newChar(t, rules.Ranger, 2)
	tests := []struct {
		name   string
		ch     rules.Character
		args   []string
		spell  rules.SpellID
		target string
		slot   int
	}{
		{"multi-word name with a target number and upcast", mage, []string{"magic", "missile", "2", "--upcast", "2"}, rules.MagicMissile, "2", 2},
		{"quoted name then a target", mage, []string{"fire bolt", "skeleton"}, rules.FireBolt, "skeleton", 0},
		{"any case", mage, []string{"MAGIC", "Missile"}, rules.MagicMissile, "", 0},
		{"by ID", mage, []string{"fire_bolt", "worg"}, rules.FireBolt, "worg", 0},
		{"upcast with an equals sign", mage, []string{"thunderwave", "--upcast=3"}, rules.Thunderwave, "", 3},
		{"a unique start of a known spell", mage, []string{"fire", "goblin", "sneak"}, rules.FireBolt, "goblin sneak", 0},
		{"a spell above the level still parses", mage, []string{"fireball"}, rules.Fireball, "", 0},
		{"apostrophes are optional", ranger, []string{"hunters", "mark", "worg"}, rules.HuntersMark, "worg", 0},
		{"target words may be quoted", mage, []string{"ray", "of", "frost", "goblin sneak 2"}, rules.RayOfFrost, "goblin sneak 2", 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := parseCast(tc.args, tc.ch, "!")
			require.NoError(t, err)
			assert.Equal(t, tc.spell, got.spell.ID)
			assert.Equal(t, tc.target, got.target)
			assert.Equal(t, tc.slot, got.slot)
		})
	}
}

func TestParseCastRefusals(t *testing.T) {
	mage := newChar(t, rules.Mage, 1)
	fighter := newChar(t, rules.Fighter, 1)
	tests := []struct {
		name string
		ch   rules.Character
		args []string
		want string
	}{
		{"nothing named", mage, nil, "Cast what?"},
		{"only a flag", mage, []string{"--upcast", "2"}, "Cast what?"},
		{"upcast without a level", mage, []string{"magic", "missile", "--upcast"}, "`--upcast` takes a slot level from 1 to 9"},
		{"upcast out of range", mage, []string{"magic", "missile", "--upcast", "10"}, "from 1 to 9"},
		{"upcast twice", mage, []string{"magic", "missile", "--upcast", "1", "--upcast", "2"}, "from 1 to 9"},
		{"cantrips take no slot", mage, []string{"fire", "bolt", "--upcast", "2"}, "**Fire Bolt** is a cantrip"},
		{"a typo gets a suggestion", mage, []string{"magik", "missle"}, "Did you mean **Magic Missile**?"},
		{"unknown words", mage, []string{"xyzzy"}, "I don't know a spell called “xyzzy”"},
		{"an ambiguous start", newChar(t, rules.Mage, 5), []string{"fire"}, "More than one spell fits “fire”: **Fire Bolt** or **Fireball**"},
		{"a fighter casts nothing", fighter, []string{"sing"}, "Fighters don't cast spells"},
		{"an unknown option is no target", mage, []string{"fire", "bolt", "--bogus"}, "`!cast` has no option `--bogus`. It takes `--upcast N` (a slot of level N), and a Sorcerer's `--quickened` or `--empowered`."},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := parseCast(tc.args, tc.ch, "!")
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
		})
	}
}

func TestFindMonster(t *testing.T) {
	tests := []struct {
		query   string
		id      content.MonsterID
		options int
		suggest string
	}{
		{"worg", "worg", 0, ""},
		{"WORG", "worg", 0, ""},
		{"goblin_sneak", "goblin_sneak", 0, ""},
		{"grol", "grol", 0, ""},
		{"valdris the unburied", "valdris", 0, ""},
		{"goblin", "", 3, ""},
		{"wrog", "", 0, "Worg"},
		{"skeletn", "", 0, "Skeleton"},
		{"xyzzyplugh", "", 0, ""},
	}
	for _, tc := range tests {
		t.Run(tc.query, func(t *testing.T) {
			m := findMonster(tc.query)
			assert.Equal(t, tc.id, m.monster.ID)
			assert.Equal(t, tc.id != "", m.found)
			assert.Len(t, m.options, tc.options)
			assert.Equal(t, tc.suggest, m.suggest)
		})
	}
}

func TestMonsterTierIsTheLowestZoneItLivesIn(t *testing.T) {
	tests := []struct {
		id   content.MonsterID
		tier int
	}{
		{"worg", 1}, {"grol", 1}, {"shadow", 1}, {"valdris", 1},
	}
	for _, tc := range tests {
		got, ok := MonsterTier(tc.id)
		assert.True(t, ok, tc.id)
		assert.Equal(t, tc.tier, got, tc.id)
	}
	_, ok := MonsterTier("no_such_monster")
	assert.False(t, ok)
}

func TestSparringPartnersAreOfTheTierWeakestFirst(t *testing.T) {
	regular, elites, bosses := sparringPartners(1)
	require.NotEmpty(t, regular)
	require.NotEmpty(t, elites)
	require.NotEmpty(t, bosses)
	assert.LessOrEqual(t, len(regular), 4)
	assert.LessOrEqual(t, len(elites), 3)
	assert.LessOrEqual(t, len(bosses), 2)
	for _, ms := range [][]content.MonsterID{ids(regular), ids(elites), ids(bosses)} {
		for _, id := range ms {
			tier, _ := MonsterTier(id)
			assert.Equal(t, 1, tier, id)
		}
	}
	for i := 1; i < len(regular); i++ {
		assert.LessOrEqual(t, regular[i-1].CR, regular[i].CR)
	}
	for _, m := range elites {
		assert.True(t, m.Elite && !m.Boss, m.ID)
	}
	for _, m := range bosses {
		assert.True(t, m.Boss, m.ID)
	}
}

func ids(ms []content.Monster) []content.MonsterID {
	var out []content.MonsterID
	for _, m := range ms {
		out = append(out, m.ID)
	}
	return out
}
