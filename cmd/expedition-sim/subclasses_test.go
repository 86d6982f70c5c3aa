package main

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/play"
	"github.com/gogobee/gogobee/internal/rules"
)

func TestParseSubclasses(t *testing.T) {
	fighterRogue := []rules.ClassID{rules.Fighter, rules.Rogue}
	cases := []struct {
		flag    string
		fighter []rules.SubclassID
		rogue   []rules.SubclassID
		wantErr string
	}{
		{"none", []rules.SubclassID{""}, []rules.SubclassID{""}, ""},
		{"all", []rules.SubclassID{"champion", "battle_master", "berserker"}, []rules.SubclassID{"thief", "assassin", "arcane_trickster"}, ""},
		{"none,champion", []rules.SubclassID{"", "champion"}, []rules.SubclassID{""}, ""},
		{"Battle Master, thief", []rules.SubclassID{"battle_master"}, []rules.SubclassID{"thief"}, ""},
		{"hunter", nil, nil, `"hunter" is no subclass`},
	}
	for _, tc := range cases {
		t.Run(tc.flag, func(t *testing.T) {
			p, err := parseSubclasses(tc.flag, fighterRogue)
			if tc.wantErr != "" {
				require.ErrorContains(t, err, tc.wantErr)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tc.fighter, p.of(rules.Fighter))
			assert.Equal(t, tc.rogue, p.of(rules.Rogue))
		})
	}
}

func TestASubclassPlaysFromItsLevelAndKeepsItsRunSeeds(t *testing.T) {
	zones, err := parseZones("goblin_warrens")
	require.NoError(t, err)
	p, err := parseSubclasses("none,champion", []rules.ClassID{rules.Fighter})
	require.NoError(t, err)
	js := jobs([]rules.ClassID{rules.Fighter}, p, rules.Human, []int{1, 2, 3}, zones, 1)
	var cells []cell
	for _, j := range js {
		cells = append(cells, j.cell)
	}
	z := zones[0]
	assert.Equal(t, []cell{
		{class: rules.Fighter, race: rules.Human, level: 1, zone: z},
		{class: rules.Fighter, race: rules.Human, level: 2, zone: z},
		{class: rules.Fighter, race: rules.Human, level: 3, zone: z},
		{class: rules.Fighter, subclass: "champion", race: rules.Human, level: 3, zone: z},
	}, cells, "the champion has no level 1 or 2")
	vanilla, champion := js[2].scenario(play.ModeExpedition, 0, play.Policy{}), js[3].scenario(play.ModeExpedition, 0, play.Policy{})
	assert.Equal(t, rules.SubclassID("champion"), champion.Build.Subclass)
	assert.Equal(t, vanilla.Seed, champion.Seed, "a subclass meets the vanilla class's dice, so the two compare run by run")
}

func TestIntendedLevelsPlayEachZoneAtItsOwn(t *testing.T) {
	levels, err := parseLevels("intended")
	require.NoError(t, err)
	zones, err := parseZones("goblin_warrens,dragons_lair")
	require.NoError(t, err)
	p, err := parseSubclasses("none,champion", []rules.ClassID{rules.Fighter})
	require.NoError(t, err)
	got := map[string][]int{}
	for _, j := range jobs([]rules.ClassID{rules.Fighter}, p, rules.Human, levels, zones, 1) {
		k := string(j.cell.zone.ID) + "/" + string(j.cell.subclass)
		got[k] = append(got[k], j.cell.level)
	}
	assert.Equal(t, map[string][]int{
		"goblin_warrens/": {1, 2, 3}, "goblin_warrens/champion": {3},
		"dragons_lair/": {12, 16, 20}, "dragons_lair/champion": {12, 16, 20},
	}, got)
}
