package pc

import (
	"slices"
	"testing"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestMatchItemFindsByIDOrNameInAnyCase(t *testing.T) {
	pack := []content.ItemID{"potion_of_healing", "potion_of_greater_healing", "dagger_t1", "dagger_t2", "thyraks_core", "berry_poultice"}
	cases := []struct {
		query string
		want  content.ItemID
	}{
		{"potion_of_healing", "potion_of_healing"},
		{"Potion of Healing", "potion_of_healing"},
		{"POTION-OF-HEALING", "potion_of_healing"},
		{"dagger", "dagger_t1"},
		{"fine dagger", "dagger_t2"},
		{"dagger_t2", "dagger_t2"},
		{"pot greater", "potion_of_greater_healing"},
		{"thyrak's core", "thyraks_core"},
		{"poultice", "berry_poultice"},
	}
	for _, tc := range cases {
		assert.Equal(t, ItemMatch{ID: tc.want}, MatchItem(tc.query, pack), tc.query)
	}
}

func TestMatchItemReportsSeveralFits(t *testing.T) {
	m := MatchItem("potion", []content.ItemID{"potion_of_healing", "potion_of_greater_healing", "dagger_t1"})
	assert.Empty(t, m.ID)
	assert.ElementsMatch(t, []content.ItemID{"potion_of_healing", "potion_of_greater_healing"}, m.Options)
}

func TestMatchItemSuggestsTheClosestOnATypo(t *testing.T) {
	m := MatchItem("pottion of heling", []content.ItemID{"potion_of_healing", "dagger_t1"})
	assert.Equal(t, ItemMatch{Suggest: "potion_of_healing"}, m)
	assert.Equal(t, ItemMatch{}, MatchItem("nothing", []content.ItemID{"potion_of_healing", "dagger_t1"}))
	assert.Equal(t, ItemMatch{}, MatchItem("   ", []content.ItemID{"potion_of_healing"}))
}

func TestSplitCountReadsTrailingLeadingAndAll(t *testing.T) {
	cases := []struct {
		args     []string
		allowAll bool
		query    string
		n        int
		all      bool
	}{
		{[]string{"potion"}, false, "potion", 1, false},
		{[]string{"potion", "of", "healing", "3"}, false, "potion of healing", 3, false},
		{[]string{"2", "dagger"}, false, "dagger", 2, false},
		{[]string{"moonstone", "all"}, true, "moonstone", 0, true},
		{[]string{"moonstone", "all"}, false, "moonstone all", 1, false},
		{[]string{"shield", "+3"}, false, "shield +3", 1, false},
		{[]string{"100"}, false, "100", 1, false},
	}
	for _, tc := range cases {
		q, n, all, err := SplitCount(tc.args, tc.allowAll)
		require.NoError(t, err, tc.args)
		assert.Equal(t, tc.query, q, tc.args)
		assert.Equal(t, tc.all, all, tc.args)
		if !tc.all {
			assert.Equal(t, tc.n, n, tc.args)
		}
	}
}

func TestSplitCountRefusesZeroNegativeAndTooMany(t *testing.T) {
	for _, args := range [][]string{{"potion", "0"}, {"potion", "101"}, {"potion", "99999999999999999999"}, {"potion", "of", "healing", "-1"}} {
		_, _, _, err := SplitCount(args, true)
		assert.EqualError(t, err, "Counts go from 1 to 100.", args)
	}
}

func TestOptionsNamesAtMostFive(t *testing.T) {
	assert.Equal(t, "`!buy dagger` or `!buy fine dagger`", Options("!buy", []content.ItemID{"dagger_t2", "dagger_t1"}))
	many := []content.ItemID{"dagger_t1", "dagger_t2", "dagger_t3", "dagger_t4", "dagger_t5", "mace_t1", "mace_t2"}
	assert.Equal(t, "`!buy dagger`, `!buy fine dagger`, `!buy fine mace`, `!buy mace`, `!buy mythic dagger` or one of 2 more",
		Options("!buy", many))
}

func TestNarrowKeepsTheOptionsTheVerbTakes(t *testing.T) {
	takes := func(ids ...content.ItemID) func(content.ItemID) bool {
		return func(id content.ItemID) bool { return slices.Contains(ids, id) }
	}
	which := ItemMatch{Options: []content.ItemID{"a", "b", "c"}}
	assert.Equal(t, ItemMatch{ID: "b"}, which.Narrow(takes("b")), "one fit left is the match")
	assert.Equal(t, ItemMatch{Options: []content.ItemID{"a", "c"}}, which.Narrow(takes("a", "c")))
	assert.Equal(t, which, which.Narrow(takes()), "none fits: the question stays, and picking one says why it is refused")
	assert.Equal(t, ItemMatch{ID: "a"}, ItemMatch{ID: "a"}.Narrow(takes()), "a match is left alone")
}
