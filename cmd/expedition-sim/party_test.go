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

func TestSummarizeWritesThePartyReportBesideTheRunsAlone(t *testing.T) {
	dir := t.TempDir()
	party, solo := dir+"/party.jsonl", dir+"/solo.jsonl"
	var errs bytes.Buffer
	require.NoError(t, simulate([]string{"-party", "fighter+cleric", "-levels", "2", "-zones", "goblin_warrens", "-runs", "4", "-policy", "casual",
		"-quiet", "-out", party}, nil, &errs), errs.String())
	require.NoError(t, simulate([]string{"-classes", "fighter,cleric", "-levels", "2", "-zones", "goblin_warrens", "-runs", "4", "-policy", "casual",
		"-quiet", "-out", solo}, nil, &errs), errs.String())
	var md bytes.Buffer
	require.NoError(t, summarize([]string{party, solo}, &md))
	out := md.String()
	assert.Contains(t, out, "# Party balance report")
	assert.Contains(t, out, "4 party expeditions of 1 rosters at the zones' intended levels; player: casual; held to 8 runs alone")
	assert.Contains(t, out, "| fighter+cleric | 1 | cleric |", "each member's takings against the class alone")
	assert.NotContains(t, out, "# Expedition balance report", "the runs alone are the members' yardstick, not a report of their own")
	assert.Error(t, summarize([]string{"-diff", solo, party}, &md), "a diff reads runs alone")
}
