package report

import "math"

// Z95 is the standard normal quantile for a two-sided 95% interval.
const Z95 = 1.959963984540054

// Wilson returns the Wilson score interval for k successes in n trials at
// normal quantile z, as fractions (0–1). With n <= 0 it returns [0, 1]:
// no runs, no information.
func Wilson(k, n int, z float64) (lo, hi float64) {
	if n <= 0 {
		return 0, 1
	}
	nf := float64(n)
	p := float64(k) / nf
	z2 := z * z
	denom := 1 + z2/nf
	centre := (p + z2/(2*nf)) / denom
	half := z / denom * math.Sqrt(p*(1-p)/nf+z2/(4*nf*nf))
	return clamp01(centre - half), clamp01(centre + half)
}

func clamp01(x float64) float64 { return math.Min(1, math.Max(0, x)) }

// Rate is K successes out of N runs with its 95% Wilson score interval.
// Pct, Lo and Hi are percentages (0–100), not fractions. With N == 0,
// Pct is 0 and [Lo, Hi] is [0, 100].
type Rate struct {
	K, N   int
	Pct    float64
	Lo, Hi float64
}

// NewRate returns the Rate of k successes in n runs.
func NewRate(k, n int) Rate {
	lo, hi := Wilson(k, n, Z95)
	r := Rate{K: k, N: n, Lo: 100 * lo, Hi: 100 * hi}
	if n > 0 {
		r.Pct = 100 * float64(k) / float64(n)
	}
	return r
}

// Overlaps reports whether the intervals of r and o share a point. Two
// rates whose 95% intervals do not overlap are, conservatively, apart by
// more than Monte Carlo noise.
func (r Rate) Overlaps(o Rate) bool { return r.Lo <= o.Hi && o.Lo <= r.Hi }
