package record

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func sampleRun() Run {
	return Run{
		Class: "fighter", Race: "dwarf", Level: 3, Zone: "goblin_warrens", Tier: 1,
		Seed: 18446744073709551615, Mode: ModeExpedition, Policy: PolicyCasual, Outcome: OutcomeCleared,
		StopReason: "boss defeated", BossReached: true, Rooms: 9, Days: 2, Hours: 30.25, DownHours: 0,
		HPEnd: 11, HPMax: 28, XP: 450, Coins: 75, LootValue: 120, SUEnd: 1.5, ThreatMax: 4,
		HarvestPasses: 3, HarvestInterrupts: 1, HarvestElites: 0, RareAttempts: 2, RareSuccesses: 1,
		Yields: map[string]int{"iron_ore": 2, "bog_myrtle": 1}, YieldValue: 14,
	}
}

// writeAll writes runs with one Writer, as the simulator does.
func writeAll(t *testing.T, buf *bytes.Buffer, runs ...Run) {
	t.Helper()
	w := NewWriter(buf)
	for _, r := range runs {
		require.NoError(t, w.Write(r))
	}
}

func TestWriteLineShape(t *testing.T) {
	var buf bytes.Buffer
	writeAll(t, &buf, sampleRun())
	want := `{"class":"fighter","race":"dwarf","level":3,"zone":"goblin_warrens","tier":1,` +
		`"seed":18446744073709551615,"mode":"expedition","policy":"casual","outcome":"cleared","stop_reason":"boss defeated",` +
		`"boss_reached":true,"rooms":9,"days":2,"hours":30.25,"down_hours":0,"hp_end":11,"hp_max":28,"xp":450,"coins":75,` +
		`"loot_value":120,"su_end":1.5,"threat_max":4,"harvest_passes":3,"harvest_interrupts":1,` +
		`"harvest_elites":0,"rare_attempts":2,"rare_successes":1,"yields":{"bog_myrtle":1,"iron_ore":2},"yield_value":14}` + "\n"
	assert.Equal(t, want, buf.String())
}

func TestWriteNilYieldsAsEmptyObject(t *testing.T) {
	var buf bytes.Buffer
	r := sampleRun()
	r.Yields = nil
	require.NoError(t, NewWriter(&buf).Write(r))
	assert.Contains(t, buf.String(), `"yields":{},`)
	assert.Nil(t, r.Yields, "the caller's value is not changed")
}

func TestRoundTrip(t *testing.T) {
	a, b := sampleRun(), sampleRun()
	b.Class, b.Outcome, b.Seed, b.SUEnd = "wizard", OutcomeDied, 7, 0
	b.Yields = map[string]int{}
	var buf bytes.Buffer
	writeAll(t, &buf, a, b)
	got, err := Read(&buf)
	require.NoError(t, err)
	assert.Equal(t, []Run{a, b}, got)
}

func TestRead(t *testing.T) {
	cases := []struct {
		name    string
		in      string
		classes []string
		err     string
	}{
		{"empty", "", nil, ""},
		{"blank lines and CRLF", "\n{\"class\":\"a\"}\r\n\n  \n{\"class\":\"b\"}", []string{"a", "b"}, ""},
		{"unknown field ignored", `{"class":"a","future":1}`, []string{"a"}, ""},
		{"bad line named", "{\"class\":\"a\"}\n\n{\"class\":\n", nil, "record: line 3:"},
		{"wrong type", `{"level":"three"}`, nil, "record: line 1:"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			runs, err := Read(strings.NewReader(c.in))
			if c.err != "" {
				require.Error(t, err)
				assert.Contains(t, err.Error(), c.err)
				return
			}
			require.NoError(t, err)
			var classes []string
			for _, r := range runs {
				classes = append(classes, r.Class)
			}
			assert.Equal(t, c.classes, classes)
		})
	}
}

func TestOutcomesDistinct(t *testing.T) {
	seen := map[string]bool{}
	for _, o := range Outcomes() {
		assert.False(t, seen[o], o)
		seen[o] = true
	}
	assert.Len(t, seen, 6)
}

// TestAnOlderRecordReadsAsTheCarefulPlayer: a line written before runs
// named their policy and time reads as the careful player's, with no hours.
func TestAnOlderRecordReadsAsTheCarefulPlayer(t *testing.T) {
	line := `{"class":"fighter","level":3,"zone":"goblin_warrens","tier":1,"mode":"expedition","outcome":"died","days":1}`
	got, err := Read(strings.NewReader(line + "\n"))
	require.NoError(t, err)
	require.Len(t, got, 1)
	assert.Equal(t, PolicyCareful, got[0].Policy)
	assert.Zero(t, got[0].PlayDays())
}

func TestForcedAndPlayDays(t *testing.T) {
	for _, tc := range []struct {
		outcome, reason string
		forced          bool
	}{
		{OutcomeCleared, "complete", false},
		{OutcomeDied, "downed", true},
		{OutcomeFled, "fled", true},
		{OutcomeExtracted, "extracted", false},
		{OutcomeExtracted, "forced: starved", true},
		{OutcomeDayCapped, "day cap", false},
	} {
		r := Run{Outcome: tc.outcome, StopReason: tc.reason}
		assert.Equal(t, tc.forced, r.Forced(), "%s (%s)", tc.outcome, tc.reason)
	}
	assert.InDelta(t, 1.5, Run{Hours: 30, DownHours: 6}.PlayDays(), 1e-9, "30 h of play and 6 h down")
}
