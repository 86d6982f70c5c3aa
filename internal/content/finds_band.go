package content

import "github.com/gogobee/gogobee/internal/dice"

// Finds below a zone's band (rules §6.2): a character who walks into a
// zone made for later levels carries out a share of what it finds, so
// that going up a band never pays better a day than playing one's own
// (rules §11.3). The share falls as the XP share of rules §2.10 falls
// above a band.
const (
	// UnderBandFindStep is the share of the finds, in percent, that each
	// level under the zone's band takes off.
	UnderBandFindStep = 20
	// UnderBandFindFloor is the least share of the finds, in percent.
	UnderBandFindFloor = 10
)

// LevelsUnderBand is how many levels level is under z's band (its lowest
// intended level, rules §6.1); 0 in the band, above it, for no zone (a
// practice bout) or no level.
func (z Zone) LevelsUnderBand(level int) int {
	if z.ID == "" || z.MinLevel <= 0 || level <= 0 {
		return 0
	}
	return max(0, z.MinLevel-level)
}

// UnderBandFindPercent is the share of a zone's finds, in percent, a
// character levelsUnder levels under its band keeps (rules §6.2): 100 in
// the band or above it, then 20 less per level, never under 10.
func UnderBandFindPercent(levelsUnder int) int {
	if levelsUnder <= 0 {
		return 100
	}
	return max(UnderBandFindFloor, 100-UnderBandFindStep*levelsUnder)
}

// FindPercent is the share of zone z's finds, in percent, a character of
// level keeps (UnderBandFindPercent of LevelsUnderBand, rules §6.2).
func (z Zone) FindPercent(level int) int {
	return UnderBandFindPercent(z.LevelsUnderBand(level))
}

// KeptFinds is how many of qty copies of a find a character keeps at pct
// percent (rules §6.2): each copy on its own roll of s, kept with chance
// pct / 100. At 100 or more every copy is kept and s is not drawn from.
func KeptFinds(qty, pct int, s *dice.Stream) int {
	if pct >= 100 || qty <= 0 {
		return max(0, qty)
	}
	kept := 0
	for range qty {
		if s.Chance(float64(pct) / 100) {
			kept++
		}
	}
	return kept
}

// KeptDrops returns drops as a character keeps them at pct percent
// (rules §6.2): each item copy by KeptFinds on s, coins times pct / 100
// rounded down; a drop with nothing left is gone. At 100 or more drops
// come back as they are and s is not drawn from.
func KeptDrops(drops []Drop, pct int, s *dice.Stream) []Drop {
	if pct >= 100 || len(drops) == 0 {
		return drops
	}
	var out []Drop
	for _, d := range drops {
		if d.ItemID != "" {
			d.Qty = KeptFinds(d.Qty, pct, s)
		}
		d.Coins = d.Coins * pct / 100
		if (d.ItemID != "" && d.Qty > 0) || (d.ItemID == "" && d.Coins > 0) {
			out = append(out, d)
		}
	}
	return out
}
