package narrate

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/flavor"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// noLine is a Liner that words nothing, leaving the facts.
func noLine(flavor.Situation, map[string]string) string { return "" }

func TestZoneEventFactsSayWhatTheEngineApplies(t *testing.T) {
	for _, tc := range []struct {
		name    string
		ev      expedition.ZoneEvent
		want    []string
		notWant []string
	}{
		{name: "heat 4: fire at the start of the round", ev: expedition.ZoneEvent{Kind: expedition.EvHeatRises, Value: 4, Band: "scorching", BandChanged: true},
			want: []string{"1d4 fire at the start of every combat round"}},
		{name: "heat 7: the same start, and CON saves", ev: expedition.ZoneEvent{Kind: expedition.EvHeatRises, Value: 7, Band: "searing", BandChanged: true},
			want: []string{"1d4 fire at the start of every combat round", "disadvantage on CON saves"}},
		{name: "the tide: cold only in flooded rooms", ev: expedition.ZoneEvent{Kind: expedition.EvTide, Value: 6},
			want:    []string{"about half the rooms are flooded", "a fight in one takes 1d6 cold at the start of every round", "Kuo-toa +2 AC and +1d4 to hit"},
			notWant: []string{"per turn wading"}},
		{name: "a time loop names its new enemies", ev: expedition.ZoneEvent{Kind: expedition.EvFeyDistortion, Value: 6, Monsters: []content.MonsterID{"redcap", "quickling"}},
			want: []string{"new enemies: Redcap and Quickling", "Fight them before moving on"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := ZoneEventText(tc.ev, noLine)
			for _, w := range tc.want {
				assert.Contains(t, got, w)
			}
			for _, w := range tc.notWant {
				assert.NotContains(t, got, w)
			}
		})
	}
}

// tideRun is a Sunken Temple run standing in the Drowned Colonnade (a
// fork) with the tide in when tide is set.
func tideRun(seed uint64, tide bool) zonerun.Run {
	r := zonerun.Run{ID: 1, ZoneID: content.ZoneSunkenTemple, Status: zonerun.StatusActive, Seed: seed, Current: "sunken_temple.colonnade",
		Visited: []zonegraph.NodeID{"sunken_temple.entry", "sunken_temple.vestibule", "sunken_temple.shallows", "sunken_temple.colonnade"},
		Cleared: []zonegraph.NodeID{"sunken_temple.entry", "sunken_temple.vestibule", "sunken_temple.shallows"}}
	if tide {
		r.Mods.FloodCold = expedition.Tide().WadingCold
	}
	return r
}

func TestTheStatusAndTheMapNameTheFloodedRooms(t *testing.T) {
	g, ok := content.ZoneGraph(content.ZoneSunkenTemple)
	require.True(t, ok)
	z, ok := content.ZoneByID(content.ZoneSunkenTemple)
	require.True(t, ok)
	e := expedition.Expedition{ZoneID: content.ZoneSunkenTemple, Status: expedition.StatusActive}
	e.Stacks.TideActive = true
	// A seed that floods the colonnade and the Kuo-toa Shrine but not the
	// Coral Gallery, and one that leaves all three dry.
	var wet, dry uint64
	for seed := uint64(1); wet == 0 || dry == 0; seed++ {
		col := zonerun.Floods(seed, "sunken_temple.colonnade")
		shrine := zonerun.Floods(seed, "sunken_temple.shrine")
		coral := zonerun.Floods(seed, "sunken_temple.coral_gallery")
		switch {
		case wet == 0 && col && shrine && !coral:
			wet = seed
		case dry == 0 && !col && !shrine && !coral:
			dry = seed
		}
	}
	for _, tc := range []struct {
		name      string
		run       zonerun.Run
		stack     string
		mapWant   []string
		mapNotHas string
	}{
		{name: "flooded here and one way on", run: tideRun(wet, true),
			stack:   "🌊 **Tide:** high; this room is flooded (a fight here takes 1d6 cold a round) · flooded ways on: Kuo-toa Shrine",
			mapWant: []string{"Drowned Colonnade (fork, you are here, flooded)", "Not yet entered: Kuo-toa Shrine (flooded)"}, mapNotHas: "Coral Gallery (flooded)"},
		{name: "all dry around the player", run: tideRun(dry, true),
			stack:     "🌊 **Tide:** high; this room is dry · no flooded way on",
			mapWant:   []string{"Drowned Colonnade (fork, you are here)"},
			mapNotHas: "Kuo-toa Shrine (flooded)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.stack, ZoneStackLine(e, Here{Tide: FloodedHere(tc.run, g)}))
			m := ZoneMapLinear(g, z, tc.run)
			for _, w := range tc.mapWant {
				assert.Contains(t, m, w)
			}
			assert.NotContains(t, m, tc.mapNotHas)
		})
	}
	assert.Nil(t, FloodedHere(tideRun(wet, false), g), "the tide out: nothing is flooded")
	assert.NotContains(t, ZoneMapLinear(g, z, tideRun(wet, false)), "flooded", "the map says nothing of a flood with the tide out")
	ch, err := rules.NewCharacter("Ada", rules.Fighter, rules.Human)
	require.NoError(t, err)
	status := StatusText(e, ch, "Room 4 · Drowned Colonnade", Here{Tide: FloodedHere(tideRun(wet, true), g)}, Moment{}, "!")
	assert.True(t, strings.Contains(status, "flooded ways on: Kuo-toa Shrine"), status)
}
