package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/rules"
)

func TestParsePartiesReadsRostersOfTwoOrThree(t *testing.T) {
	got, err := parseParties("fighter+cleric,rogue+ranger+mage")
	require.NoError(t, err)
	assert.Equal(t, [][]rules.ClassID{{rules.Fighter, rules.Cleric}, {rules.Rogue, rules.Ranger, rules.Mage}}, got)
	for _, bad := range []string{"fighter", "fighter+cleric+mage+rogue", "fighter+bard"} {
		_, err := parseParties(bad)
		assert.Error(t, err, bad)
	}
}

func TestPartyPrintsARowPerFightKind(t *testing.T) {
	var out, errs bytes.Buffer
	require.NoError(t, party([]string{"-party", "fighter+cleric", "-zones", "goblin_warrens", "-levels", "1", "-runs", "2"}, &out, &errs))
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	require.Len(t, lines, 5, out.String())
	for i, kind := range []string{"ordinary", "elite", "boss"} {
		assert.Contains(t, lines[2+i], "| fighter+cleric | goblin_warrens | 1 | "+kind+" |")
	}
}
