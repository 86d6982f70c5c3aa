package report

// targetClearPct are the design clear-rate targets per zone tier, in
// percent, at the zone's intended levels.
var targetClearPct = map[int]float64{1: 80, 2: 72, 3: 65, 4: 55, 5: 45}

// TargetClearPct returns the design target clear rate of a zone tier at
// its intended levels, in percent (0–100), and whether the tier has one.
func TargetClearPct(tier int) (float64, bool) {
	t, ok := targetClearPct[tier]
	return t, ok
}
