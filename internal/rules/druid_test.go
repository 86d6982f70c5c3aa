package rules

import (
	"testing"

	"github.com/gogobee/gogobee/internal/dice"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// druidAt is a Human druid at level with circle sub ("" for none).
func druidAt(t *testing.T, level int, sub string) Character {
	t.Helper()
	c := atLevel(t, Druid, Human, level)
	if sub == "" {
		return c
	}
	c, _, err := ChooseSubclass(c, sub, t0)
	require.NoError(t, err)
	return c
}

// The SRD's Beast Shapes table, and the Moon druid's Circle Forms (rules
// §1.7, §1.11): the highest challenge rating (in quarters) by level.
func TestWildShapeMaxCRByLevel(t *testing.T) {
	for _, tc := range []struct {
		level int
		sub   string
		want  int
		best  string
	}{
		{1, "", 0, ""},
		{2, "", 1, "wolf"},
		{3, "land", 1, "wolf"},
		{4, "", 2, "ape"},
		{7, "shepherd", 2, "ape"},
		{8, "", 4, "brown_bear"},
		{20, "", 4, "brown_bear"},
		{3, "moon", 4, "brown_bear"},
		{6, "moon", 8, "polar_bear"},
		{9, "moon", 12, "ankylosaurus"},
		{12, "moon", 16, "elephant"},
		{15, "moon", 20, "triceratops"},
		{18, "moon", 24, "mammoth"},
	} {
		c := druidAt(t, tc.level, tc.sub)
		assert.Equal(t, tc.want, WildShapeMaxCR(c), "L%d %s", tc.level, tc.sub)
		best, ok := BestWildShape(c)
		assert.Equal(t, tc.best != "", ok, "L%d %s", tc.level, tc.sub)
		assert.Equal(t, tc.best, best.ID, "L%d %s", tc.level, tc.sub)
	}
	assert.Zero(t, WildShapeMaxCR(atLevel(t, Cleric, Human, 8)), "a Cleric has no Wild Shape")
}

func TestBeastFormsAreSRDBeastsInCROrder(t *testing.T) {
	forms := BeastForms()
	require.NotEmpty(t, forms)
	for i, f := range forms {
		assert.Positive(t, f.HP, f.ID)
		assert.Positive(t, f.AC, f.ID)
		assert.Positive(t, f.Attacks, f.ID)
		assert.False(t, f.Dice.IsZero(), f.ID)
		if i > 0 {
			assert.GreaterOrEqual(t, f.CR, forms[i-1].CR, "weakest first: %s", f.ID)
		}
	}
	for _, tc := range []struct{ name, id, cr string }{{"Dire Wolf", "dire_wolf", "1"}, {" wolf ", "wolf", "1/4"}, {"APE", "ape", "1/2"}} {
		f, ok := BeastFormByName(tc.name)
		require.True(t, ok, tc.name)
		assert.Equal(t, tc.id, f.ID)
		assert.Equal(t, tc.cr, f.CRText())
	}
	_, ok := BeastFormByName("owlbear")
	assert.False(t, ok)
}

// Wild Shape: two uses, back on a short rest (rules §1.7).
func TestWildShapeUsesComeBackOnAShortRest(t *testing.T) {
	c := druidAt(t, 2, "")
	assert.Equal(t, 2, FeatureUsesLeft(c, FeatureWildShape))
	c, err := UseFeature(c, FeatureWildShape)
	require.NoError(t, err)
	c, err = UseFeature(c, FeatureWildShape)
	require.NoError(t, err)
	_, err = UseFeature(c, FeatureWildShape)
	assert.ErrorAs(t, err, &ErrNoUses{})
	rested, _, err := ShortRest(c, dice.NewStream(1, "rest"), t0)
	require.NoError(t, err)
	assert.Equal(t, 2, FeatureUsesLeft(rested, FeatureWildShape))
}

// Circle Spells (rules §1.11): a Land druid casts Blur from level 3 and
// Cone of Cold from level 9; no other druid does.
func TestLandCircleSpells(t *testing.T) {
	for _, tc := range []struct {
		level int
		sub   string
		spell SpellID
		want  bool
	}{
		{3, "land", Blur, true},
		{3, "moon", Blur, false},
		{8, "land", ConeOfCold, false},
		{9, "land", ConeOfCold, true},
		{9, "", ConeOfCold, false},
		{3, "land", ProduceFlame, true},
	} {
		assert.Equal(t, tc.want, KnowsSpell(druidAt(t, tc.level, tc.sub), tc.spell), "L%d %s %s", tc.level, tc.sub, tc.spell)
	}
}

// Natural Recovery (rules §1.11): once a long rest, a short rest gives a
// Land druid back slots of total level up to half its level (rounded up),
// highest first, none above 5th, past the rest's own refresh.
func TestNaturalRecovery(t *testing.T) {
	for _, tc := range []struct {
		name    string
		level   int
		sub     string
		spend   []int // slot levels spent before the rest
		want    SlotTable
		useLeft int
	}{
		{"level 5: a 3rd-level slot back", 5, "land", []int{3, 3, 2}, SlotTable{4, 2, 2}, 0},
		{"level 3: two slot levels", 3, "land", []int{2, 2}, SlotTable{4, 1}, 0},
		{"nothing missing: the use is kept", 5, "land", nil, SlotTable{4, 3, 2}, 1},
		{"no Land circle: the rest's own refresh only", 5, "moon", []int{3, 3, 2}, SlotTable{4, 2, 1}, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := druidAt(t, tc.level, tc.sub)
			for _, l := range tc.spend {
				var err error
				c, err = SpendSlot(c, l)
				require.NoError(t, err)
			}
			rested, _, err := ShortRest(c, dice.NewStream(1, "rest"), t0)
			require.NoError(t, err)
			assert.Equal(t, tc.want, rested.Slots)
			assert.Equal(t, tc.useLeft, FeatureUsesLeft(rested, FeatureNaturalRecovery))
		})
	}
}
