package narrate

import (
	"testing"
	"time"
	_ "time/tzdata" // Europe/Paris on machines without zoneinfo

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var monday9 = time.Date(2026, time.March, 2, 9, 0, 0, 0, time.UTC)

func TestDurationRoundsUpAndShowsTwoUnits(t *testing.T) {
	cases := map[time.Duration]string{
		30 * time.Second:                            "under a minute",
		time.Minute:                                 "1m",
		90*time.Second + 1:                          "2m",
		time.Hour:                                   "1h",
		5*time.Hour + 30*time.Minute:                "5h 30m",
		26 * time.Hour:                              "1d 2h",
		48*time.Hour + 10*time.Minute:               "2d",
		47*time.Hour + 59*time.Minute:               "1d 23h",
		23*time.Hour + 59*time.Minute:               "23h 59m",
		23*time.Hour + 59*time.Minute + time.Second: "1d",
	}
	for d, want := range cases {
		assert.Equal(t, want, Duration(d), d.String())
	}
}

func TestWhenShowsTheReadersClockAndDay(t *testing.T) {
	paris, err := time.LoadLocation("Europe/Paris")
	require.NoError(t, err)
	utc := Moment{Now: monday9}
	assert.Equal(t, "10:00 (in 1h)", utc.When(monday9.Add(time.Hour)))
	assert.Equal(t, "Tue 09:00 (in 1d)", utc.When(monday9.Add(24*time.Hour)))
	assert.Equal(t, "08:00 (just now)", utc.When(monday9.Add(-time.Hour)))
	assert.Equal(t, "Mon 9 Mar 09:00 (in 7d)", utc.When(monday9.Add(7*24*time.Hour)), "a week out: the date, not a weekday that reads as today")
	local := Moment{Now: monday9, Loc: paris}
	assert.Equal(t, "Tue 00:00 (in 14h)", local.When(monday9.Add(14*time.Hour)))
}

func TestNumbersCoinsAndSigns(t *testing.T) {
	assert.Equal(t, "30,000", Number(30000))
	assert.Equal(t, "-1,500", Number(-1500))
	assert.Equal(t, "999", Number(999))
	assert.Equal(t, "1 coin", Coins(1))
	assert.Equal(t, "0 coins", Coins(0))
	assert.Equal(t, "1,200 coins", Coins(1200))
	assert.Equal(t, "+0", Signed(0))
	assert.Equal(t, "-1", Signed(-1))
	assert.Equal(t, "+3", Signed(3))
}

func TestListsAndOrdinals(t *testing.T) {
	assert.Equal(t, "a", List([]string{"a"}))
	assert.Equal(t, "a and b", List([]string{"a", "b"}))
	assert.Equal(t, "a, b or c", OrList([]string{"a", "b", "c"}))
	for n, want := range map[int]string{1: "1st", 2: "2nd", 3: "3rd", 4: "4th", 11: "11th", 12: "12th", 13: "13th", 21: "21st", 22: "22nd"} {
		assert.Equal(t, want, Ordinal(n))
	}
}
