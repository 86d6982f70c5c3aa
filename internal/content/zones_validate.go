package content

import "slices"

// checkExpeditionFacts reports a zone's expedition facts out of range: at
// least one day (rules §6.1), a cap of 0 (none) or no shorter than the
// floor, and only known mechanics (rules §8.12).
func (c *checker) checkExpeditionFacts(who string, f ExpeditionFacts) {
	if f.MinDays < 1 {
		c.addf("%s: minimum days %d; an expedition lasts at least 1 day", who, f.MinDays)
	}
	if f.MaxDays != 0 && f.MaxDays < f.MinDays {
		c.addf("%s: maximum days %d below minimum days %d", who, f.MaxDays, f.MinDays)
	}
	for _, m := range f.Mechanics.List() {
		if !m.Known() {
			c.addf("%s: unknown mechanic %s", who, m)
		}
	}
}

// checkMechanicCoverage reports mechanics that no zone has: their rules
// could never run.
func (c *checker) checkMechanicCoverage(zones []Zone) {
	for _, m := range ZoneMechanics() {
		if !slices.ContainsFunc(zones, func(z Zone) bool { return z.Has(m) }) {
			c.addf("mechanic %s: no zone has it", m)
		}
	}
}
