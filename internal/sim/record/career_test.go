package record

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestCareerWornRoundTrip(t *testing.T) {
	worn := WornOf([WornSlots]int{4, 3, 0, 2, 1})
	c := Career{Class: "fighter", Policy: "casual", Run: 2, Expedition: 7, LevelStart: 9, LevelEnd: 10, GearValue: 31500, Worn: &worn}
	var buf bytes.Buffer
	require.NoError(t, WriteCareer(&buf, c))
	assert.Contains(t, buf.String(), `"gear_value":31500,"worn":{"armor":4,"main_hand":3,"off_hand":0,"head":2,"feet":1}}`)
	got, err := ReadCareers(&buf)
	require.NoError(t, err)
	require.Len(t, got, 1)
	assert.Equal(t, c, got[0])
	assert.Equal(t, [WornSlots]int{4, 3, 0, 2, 1}, got[0].Worn.Tiers())
}

// TestAnOlderCareerReadsWithoutWorn: a line written before careers
// recorded the tiers worn still reads, with Worn nil, and a career without
// it writes no worn field.
func TestAnOlderCareerReadsWithoutWorn(t *testing.T) {
	line := `{"class":"mage","race":"human","policy":"casual","run":0,"expedition":1,"level_start":1,"level_end":2,"gear_value":50}`
	got, err := ReadCareers(strings.NewReader(line + "\n"))
	require.NoError(t, err)
	require.Len(t, got, 1)
	assert.Nil(t, got[0].Worn)
	assert.Equal(t, 2, got[0].LevelEnd)
	var buf bytes.Buffer
	require.NoError(t, WriteCareer(&buf, got[0]))
	assert.NotContains(t, buf.String(), "worn")
}
