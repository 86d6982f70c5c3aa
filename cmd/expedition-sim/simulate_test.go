package main

import (
	"bytes"
	"context"
	"flag"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/play"
	"github.com/gogobee/gogobee/internal/sim/record"
)

// sweep runs a small matrix with the given workers and returns its JSONL.
func sweep(t *testing.T, workers string) []byte {
	t.Helper()
	var out, errs bytes.Buffer
	err := simulate([]string{"-classes", "fighter,mage", "-levels", "1,3", "-zones", "goblin_warrens,crypt_valdris",
		"-runs", "4", "-seed", "7", "-workers", workers, "-quiet"}, &out, &errs)
	require.NoError(t, err, errs.String())
	return out.Bytes()
}

func TestOutputIsTheSameForAnyWorkers(t *testing.T) {
	one, two := sweep(t, "1"), sweep(t, "2")
	assert.Equal(t, string(one), string(two), "-workers 1 and -workers 2 write identical JSONL")
	runs, err := record.Read(bytes.NewReader(one))
	require.NoError(t, err)
	assert.Len(t, runs, 2*2*2*4, "2 classes x 2 levels x 2 zones x 4 runs")
	seeds := map[uint64]bool{}
	for _, r := range runs {
		seeds[r.Seed] = true
		assert.Contains(t, record.Outcomes(), r.Outcome)
	}
	assert.Len(t, seeds, len(runs), "every run has its own seed")
}

// simulated runs the simulator with args (quietly) and reads its records.
func simulated(t *testing.T, args ...string) []record.Run {
	t.Helper()
	var out, errs bytes.Buffer
	require.NoError(t, simulate(append(args, "-quiet"), &out, &errs), errs.String())
	runs, err := record.Read(&out)
	require.NoError(t, err)
	return runs
}

func TestAMatrixLeavesOutCellsTooHighForTheLevel(t *testing.T) {
	runs := simulated(t, "-classes", "rogue", "-levels", "1", "-zones", "goblin_warrens,dragons_lair", "-runs", "2")
	require.Len(t, runs, 2)
	for _, r := range runs {
		assert.Equal(t, "goblin_warrens", r.Zone, "a level-1 character may not enter a Tier 5 zone")
	}
}

func TestTierFiveRunsEndWithAKnownOutcome(t *testing.T) {
	runs := simulated(t, "-class", "fighter", "-level", "16", "-zone", "dragons_lair", "-runs", "3")
	require.Len(t, runs, 3)
	for _, r := range runs {
		assert.NotEmpty(t, r.StopReason)
		assert.Contains(t, record.Outcomes(), r.Outcome, "every run ends with a known outcome")
	}
}

func TestBadFlagsAreRefused(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-class", "fighter"}, "-class, -level and -zone together"},
		{[]string{"-class", "bard", "-level", "1", "-zone", "goblin_warrens"}, "bard"},
		{[]string{"-classes", "all", "-zones", "nowhere"}, "unknown zone"},
		{[]string{"-runs", "0"}, "-runs"},
		{[]string{"-mode", "raid"}, "-mode"},
		{[]string{"-levels", "1", "-zones", "dragons_lair"}, "no legal cell"},
		{[]string{"-policy", "reckless"}, "-policy"},
		{[]string{"-seeds", "1,x"}, "-seeds"},
		{[]string{"-seed", "2", "-seeds", "1,2"}, "either -seed or -seeds"},
	} {
		var out, errs bytes.Buffer
		err := simulate(append(tc.args, "-quiet"), &out, &errs)
		require.Error(t, err, strings.Join(tc.args, " "))
		assert.Contains(t, err.Error(), tc.want)
		assert.Empty(t, out.String(), "nothing written on a refusal")
	}
}

func TestSummarizeReadsWhatSimulateWrites(t *testing.T) {
	dir := t.TempDir()
	path := dir + "/runs.jsonl"
	var errs bytes.Buffer
	require.NoError(t, simulate([]string{"-class", "fighter", "-level", "2", "-zone", "goblin_warrens", "-runs", "5", "-quiet", "-out", path}, nil, &errs))
	var md bytes.Buffer
	require.NoError(t, summarize([]string{"-png", dir + "/png", path}, &md))
	assert.Contains(t, md.String(), "| T1 | 80.0 |", "the tier table shows the T1 target")
	assert.Contains(t, md.String(), "goblin_warrens")
	var diff bytes.Buffer
	require.NoError(t, summarize([]string{"-diff", path, path}, &diff))
	row := regexp.MustCompile(`(?m)^\| T1 \| 80\.0 \| ([0-9.]+) \| ([0-9.]+) \| ([^|]+) \|`).FindStringSubmatch(diff.String())
	require.NotNil(t, row, "the diff has a T1 row:\n%s", diff.String())
	assert.Equal(t, row[1], row[2], "a file against itself: the same clear rate on both sides")
	assert.Equal(t, "0.0", strings.TrimSpace(row[3]), "a file against itself moves nothing")
}

// BenchmarkJ0Matrix plays the whole J0 matrix (make sim-baseline: 7,500
// expeditions) on one worker per core; the target is under 60 s an op.
func BenchmarkJ0Matrix(b *testing.B) {
	for range b.N {
		var errs bytes.Buffer
		if err := simulate([]string{"-classes", "all", "-zones", "all", "-runs", "30", "-seed", "1", "-quiet", "-out", b.TempDir() + "/j0.jsonl"}, nil, &errs); err != nil {
			b.Fatal(err, errs.String())
		}
	}
}

func TestABadFlagIsOneLineAndHelpIsNoError(t *testing.T) {
	var out, errs bytes.Buffer
	err := simulate([]string{"-runs", "abc"}, &out, &errs)
	require.Error(t, err)
	assert.Empty(t, errs.String(), "no usage dump: main prints the one error line")
	err = simulate([]string{"-help"}, &out, &errs)
	assert.ErrorIs(t, err, flag.ErrHelp)
	assert.Contains(t, errs.String(), "usage: expedition-sim")
	assert.Contains(t, errs.String(), "summarize", "the subcommand is named")
}

func TestAnInterruptedMatrixWritesWholeRecordsInOrder(t *testing.T) {
	classes, err := parseClasses("fighter")
	require.NoError(t, err)
	zones, err := parseZones("Goblin_Warrens,goblin_warrens")
	require.NoError(t, err)
	require.Len(t, zones, 1, "zone names fold case and repeats are dropped")
	js := seededJobs([]uint64{1}, classes, subclassPick{vanilla: true}, "human", []int{1, 1, 2}, zones, 50)
	require.Equal(t, 100, len(js), "repeated levels are one cell")
	ctx, cancel := context.WithCancel(context.Background())
	var buf bytes.Buffer
	w := record.NewWriter(&buf)
	n, err := run(ctx, js, options{workers: 2, mode: "expedition", policy: play.DefaultPolicy()}, nil, w, func(done int) error {
		cancel() // stop after the first record
		return nil
	})
	require.NoError(t, err)
	runs, err := record.Read(&buf)
	require.NoError(t, err, "every line written is a whole record")
	assert.Equal(t, n, len(runs))
	assert.Less(t, n, len(js), "the interrupt stopped the matrix")
	for i, r := range runs {
		assert.Equal(t, js[i].cell.level, r.Level, "records in job order")
	}
}

func TestAutopilotRulesChangeTheRuns(t *testing.T) {
	args := []string{"-class", "mage", "-level", "2", "-zone", "goblin_warrens", "-runs", "8", "-seed", "3"}
	def := simulated(t, args...)
	same := simulated(t, append(args, "-autopilot", "")...)
	assert.Equal(t, def, same, "no rules: the default policy")
	cautious := simulated(t, append(args, "-autopilot", "rest below 60%, never take trap edges")...)
	require.Len(t, cautious, len(def))
	assert.NotEqual(t, def, cautious, "a 60% rest floor plays other runs")

	var out, errs bytes.Buffer
	err := simulate(append(args, "-autopilot", "rest below 150%", "-quiet"), &out, &errs)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "-autopilot")
	assert.Empty(t, out.String())
}

// TestSeedsPlayTheMatrixOncePerSeed: -seeds 1,2 plays the matrix under
// seed 1, then again under seed 2, into one file: the first half is
// -seed 1's output and the second -seed 2's, every record with the
// policy that played it.
func TestSeedsPlayTheMatrixOncePerSeed(t *testing.T) {
	cell := []string{"-class", "fighter", "-level", "2", "-zone", "goblin_warrens", "-runs", "3", "-policy", "casual"}
	both := simulated(t, append(cell, "-seeds", "1,2")...)
	one := simulated(t, append(cell, "-seed", "1")...)
	two := simulated(t, append(cell, "-seed", "2")...)
	assert.Equal(t, append(one, two...), both)
	for _, r := range both {
		assert.Equal(t, record.PolicyCasual, r.Policy)
	}
	careful := simulated(t, "-class", "fighter", "-level", "2", "-zone", "goblin_warrens", "-runs", "1")
	assert.Equal(t, record.PolicyCareful, careful[0].Policy, "careful is the default")
}
