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

// targetHarvestValue is the target median harvest value, in coins, of a
// cleared expedition at a zone tier's intended levels (H4, rules §11.3). The
// math is in sim_results/h4_calibration.md: the J0 economy at tier 1 (1,180
// coins), growing by J0's own tier-on-tier rate from tier 1 to tier 4
// (×1.4065 a tier), carried on to tier 5, where J0's harvest fell back.
var targetHarvestValue = map[int]float64{1: 1180, 2: 1660, 3: 2334, 4: 3284, 5: 4618}

// TargetHarvestValue returns the target median harvest value (coins) of a
// cleared expedition in a zone of tier, and whether the tier has one.
func TargetHarvestValue(tier int) (float64, bool) {
	v, ok := targetHarvestValue[tier]
	return v, ok
}

// The harvest calibration's bands (H4): the median within 90-110% of the
// target, Rare-or-rarer attempts succeeding visibly under half the time.
const (
	HarvestTargetLowPct  = 90
	HarvestTargetHighPct = 110
	RareSuccessCeilPct   = 50
)

// TargetDaysToLevel20 is the design target for a career's in-game days of
// daily play from level 1 to level 20, the median of each class's careers
// (the casual player, rules §1.5, §11.5): about five weeks, built band by
// band in rules §1.5.
const TargetDaysToLevel20 = 34

// CareerDaysTolerancePct is how far, in percent of TargetDaysToLevel20, a
// class's median days to level 20 may sit from it.
const CareerDaysTolerancePct = 20
