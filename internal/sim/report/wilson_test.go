package report

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestWilson(t *testing.T) {
	cases := []struct {
		k, n   int
		lo, hi float64 // fractions
	}{
		{8, 10, 0.4902, 0.9433},
		{0, 30, 0, 0.1135},
		{30, 30, 0.8865, 1},
		{50, 100, 0.4038, 0.5962},
		{1, 1, 0.2065, 1},
		{0, 0, 0, 1}, // no runs: no information
	}
	for _, c := range cases {
		lo, hi := Wilson(c.k, c.n, Z95)
		assert.InDelta(t, c.lo, lo, 5e-4, "%d/%d lo", c.k, c.n)
		assert.InDelta(t, c.hi, hi, 5e-4, "%d/%d hi", c.k, c.n)
		assert.True(t, 0 <= lo && lo <= hi && hi <= 1, "%d/%d in [0,1]", c.k, c.n)
	}
}

func TestWilsonWiderAtHigherConfidence(t *testing.T) {
	lo95, hi95 := Wilson(8, 10, Z95)
	lo99, hi99 := Wilson(8, 10, 2.5758)
	assert.Less(t, lo99, lo95)
	assert.Greater(t, hi99, hi95)
}

func TestNewRate(t *testing.T) {
	cases := []struct {
		k, n        int
		pct, lo, hi float64 // percent
	}{
		{8, 10, 80, 49.02, 94.33},
		{0, 30, 0, 0, 11.35},
		{3, 3, 100, 43.85, 100},
		{0, 0, 0, 0, 100},
	}
	for _, c := range cases {
		r := NewRate(c.k, c.n)
		assert.Equal(t, []int{c.k, c.n}, []int{r.K, r.N})
		assert.InDelta(t, c.pct, r.Pct, 1e-9, "%d/%d pct", c.k, c.n)
		assert.InDelta(t, c.lo, r.Lo, 0.05, "%d/%d lo", c.k, c.n)
		assert.InDelta(t, c.hi, r.Hi, 0.05, "%d/%d hi", c.k, c.n)
	}
}

func TestRateOverlaps(t *testing.T) {
	cases := []struct {
		a, b Rate
		want bool
	}{
		{NewRate(8, 10), NewRate(6, 10), true},
		{NewRate(30, 30), NewRate(0, 30), false},
		{NewRate(90, 100), NewRate(60, 100), false},
		{NewRate(0, 0), NewRate(5, 10), true},
	}
	for _, c := range cases {
		assert.Equal(t, c.want, c.a.Overlaps(c.b), "%v vs %v", c.a, c.b)
		assert.Equal(t, c.want, c.b.Overlaps(c.a), "symmetric")
	}
}

func TestTargetClearPct(t *testing.T) {
	for tier, want := range map[int]float64{1: 80, 2: 72, 3: 65, 4: 55, 5: 45} {
		got, ok := TargetClearPct(tier)
		assert.True(t, ok, tier)
		assert.Equal(t, want, got, tier)
	}
	_, ok := TargetClearPct(6)
	assert.False(t, ok)
}
