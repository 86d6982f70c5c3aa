package odds

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/play"
	"github.com/gogobee/gogobee/internal/sim"
)

func TestParseArgsSplitsTheZoneFromThePacks(t *testing.T) {
	for _, tc := range []struct {
		in     string
		zone   string
		want   ask
		bad    string
		noKind string // a count with no pack kind before it
	}{
		{in: "crypt of valdris", zone: "crypt of valdris"},
		{in: "", zone: ""},
		{in: "goblin warrens standard", zone: "goblin warrens", want: ask{Packing: expedition.PackStandard}},
		{in: "goblin warrens DELUXE", zone: "goblin warrens", want: ask{Packing: expedition.PackDeluxe}},
		{in: "goblin warrens standard 2", zone: "goblin warrens", want: ask{Packs: &sim.Packing{Standard: 2}}},
		{in: "crypt standard 3 deluxe 1", zone: "crypt", want: ask{Packs: &sim.Packing{Standard: 3, Deluxe: 1}}},
		{in: "crypt standard deluxe", zone: "crypt", want: ask{Packs: &sim.Packing{Standard: 1, Deluxe: 1}}},
		{in: "crypt deluxe 1 standard", zone: "crypt", want: ask{Packs: &sim.Packing{Standard: 1, Deluxe: 1}}},
		{in: "standard", zone: "", want: ask{Packing: expedition.PackStandard}},
		{in: "crypt standard 0", bad: "0"},
		{in: "crypt deluxe -1", bad: "-1"},
		{in: "goblin_warrens standard 2", zone: "goblin_warrens", want: ask{Packs: &sim.Packing{Standard: 2}}},
		{in: "crypt 2", noKind: "2", zone: "crypt"},
		{in: "goblin_warrens 2", noKind: "2", zone: "goblin_warrens"},
		{in: "goblin warrens 99", noKind: "99", zone: "goblin warrens"},
		{in: "goblin warrens -1", noKind: "-1", zone: "goblin warrens"},
		{in: "goblin warrens premium 2", noKind: "2", zone: "goblin warrens premium"},
		{in: "2", noKind: "2", zone: ""},
	} {
		zone, got, err := parseArgs(strings.Fields(tc.in))
		if tc.noKind != "" {
			var nk errNoKind
			require.ErrorAs(t, err, &nk, tc.in)
			assert.Equal(t, errNoKind{Word: tc.noKind, Zone: tc.zone}, nk, tc.in)
			continue
		}
		if tc.bad != "" {
			var ec errCount
			require.ErrorAs(t, err, &ec, tc.in)
			assert.Equal(t, tc.bad, ec.Word, tc.in)
			continue
		}
		require.NoError(t, err, tc.in)
		assert.Equal(t, tc.zone, zone, tc.in)
		assert.Equal(t, tc.want, got, tc.in)
	}
}

func TestPackingsFollowTheTierCaps(t *testing.T) {
	t1, _ := content.ZoneByID(content.ZoneCryptValdris)
	t5, _ := content.ZoneByID(content.ZoneDragonsLair)

	both, err := packings(t5, ask{}, 1000, sim.Packing{})
	require.NoError(t, err)
	require.Len(t, both, 2)
	assert.Equal(t, sim.Packing{Standard: 7}, both[0].packing, "standard packing: the tier's standard packs")
	assert.Equal(t, sim.Packing{Standard: 7, Deluxe: 2}, both[1].packing, "deluxe packing: the heavy preset")
	assert.True(t, both[0].affordable && both[1].affordable)

	poor, err := packings(t1, ask{}, 200, sim.Packing{})
	require.NoError(t, err)
	assert.True(t, poor[0].affordable, "150 coins of standard packs")
	assert.False(t, poor[1].affordable, "240 coins of packs")

	one, err := packings(t1, ask{Packing: expedition.PackDeluxe}, 0, sim.Packing{})
	require.NoError(t, err)
	require.Len(t, one, 1)
	assert.Equal(t, "Deluxe packing", one[0].name)

	mine, err := packings(t1, ask{Packs: &sim.Packing{Standard: 2, Deluxe: 1}}, 0, sim.Packing{})
	require.NoError(t, err)
	assert.Equal(t, []line{{name: "Your packs", packing: sim.Packing{Standard: 2, Deluxe: 1}}}, mine)

	paid, err := packings(t1, ask{}, 0, sim.Packing{Standard: 3})
	require.NoError(t, err)
	assert.True(t, paid[0].affordable, "the standard packs are bought already")
	assert.False(t, paid[1].affordable, "the deluxe pack is not")
	paid, err = packings(t1, ask{}, 90, sim.Packing{Standard: 3})
	require.NoError(t, err)
	assert.True(t, paid[1].affordable, "90 coins buy the one deluxe pack still to buy")

	_, err = packings(t1, ask{Packs: &sim.Packing{Standard: 4}}, 0, sim.Packing{})
	assert.ErrorContains(t, err, "at most 3 standard packs")
	_, err = packings(t1, ask{Packs: &sim.Packing{Deluxe: 2}}, 0, sim.Packing{})
	assert.ErrorContains(t, err, "at most 1 deluxe pack a leg of an expedition")
}

func TestCacheKeepsTheNewest(t *testing.T) {
	c := newCache(2)
	for i, k := range []string{"a", "b", "c"} {
		c.put(k, sim.Odds{Tally: play.Tally{Runs: i + 1}})
	}
	_, ok := c.get("a")
	assert.False(t, ok, "the oldest went")
	got, ok := c.get("c")
	assert.True(t, ok)
	assert.Equal(t, 3, got.Runs)
	c.put("b", sim.Odds{Tally: play.Tally{Runs: 9}})
	got, _ = c.get("b")
	assert.Equal(t, 9, got.Runs, "a key put again takes the new odds")
	_, ok = c.get("c")
	assert.True(t, ok, "without pushing another out")
}
