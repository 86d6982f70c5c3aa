package expedition

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestDateParsesWhatItWritesAndCountsDays(t *testing.T) {
	d := mustDate(t, "2026-02-28")
	assert.Equal(t, "2026-02-28", d.String())
	assert.Equal(t, "2026-03-01", d.AddDays(1).String(), "the month rolls over")
	assert.Equal(t, mustDate(t, "2026-03-02"), d.AddDays(2), "dates compare by value")
	assert.Equal(t, 2, d.AddDays(2).DaysSince(d))
	assert.Equal(t, -1, d.AddDays(-1).DaysSince(d))

	zero, err := ParseDate("")
	require.NoError(t, err)
	assert.True(t, zero.IsZero())
	assert.Equal(t, "", zero.String())
	for _, bad := range []string{"2026-02-30", "02/03/2026", "yesterday"} {
		_, err := ParseDate(bad)
		assert.Error(t, err, bad)
	}

	ny := mustLoc(t, "America/New_York")
	assert.Equal(t, "2026-03-07", DateOf(time.Date(2026, 3, 8, 3, 0, 0, 0, time.UTC), ny).String(), "the date in loc, not in UTC")
	assert.True(t, mustDate(t, "2026-03-08").At(2, ny).Equal(time.Date(2026, 3, 8, 7, 0, 0, 0, time.UTC)),
		"02:00 does not exist that night: the first instant after the gap")
}

// The stored JSON of an expedition keeps its shape: IDs as base-10 strings
// (none omitted or ""), the last rollover as "YYYY-MM-DD" (none omitted),
// and what it writes reads back the same.
func TestIDsAndDatesKeepTheirStoredJSON(t *testing.T) {
	e := Expedition{ID: 12, RunID: 34, LastRollover: mustDate(t, "2026-06-09")}
	data, err := json.Marshal(e)
	require.NoError(t, err)
	assert.Contains(t, string(data), `"id":"12"`)
	assert.Contains(t, string(data), `"run_id":"34"`)
	assert.Contains(t, string(data), `"last_rollover":"2026-06-09"`)
	var back Expedition
	require.NoError(t, json.Unmarshal(data, &back))
	assert.Equal(t, e.ID, back.ID)
	assert.Equal(t, e.RunID, back.RunID)
	assert.Equal(t, e.LastRollover, back.LastRollover)

	none, err := json.Marshal(Expedition{})
	require.NoError(t, err)
	assert.Contains(t, string(none), `"id":""`)
	assert.NotContains(t, string(none), `"run_id"`)
	assert.NotContains(t, string(none), `"last_rollover"`)

	assert.Error(t, json.Unmarshal([]byte(`{"id":"exp-1"}`), &back), "an unreadable stored ID is an error, never a zero")
	assert.Error(t, json.Unmarshal([]byte(`{"run_id":"x"}`), &back))
	assert.Error(t, json.Unmarshal([]byte(`{"last_rollover":"June 9"}`), &back))
}

func TestParseIDReadsWhatStringWrites(t *testing.T) {
	for _, id := range []ID{0, 1, 42, 1 << 40} {
		got, err := ParseID(id.String())
		require.NoError(t, err)
		assert.Equal(t, id, got)
	}
	_, err := ParseID("7x")
	assert.Error(t, err)
}
