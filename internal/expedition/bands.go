package expedition

// banded is a row of a banded table (threat, heat, instability, mood,
// the Feywild's d6, the night roll): it covers the values up to Max.
type banded interface{ upper() int }

// bandAt returns the row of rows whose band holds v. Rows are sorted and
// contiguous, so a value below the first row counts as the first row and
// one above the last as the last; rows must not be empty.
func bandAt[T banded](rows []T, v int) T {
	for _, r := range rows {
		if v <= r.upper() {
			return r
		}
	}
	return rows[len(rows)-1]
}

func (b Band) upper() int            { return b.Max }
func (b HeatBand) upper() int        { return b.Max }
func (b InstabilityBand) upper() int { return b.Max }
func (b MoodBand) upper() int        { return b.Max }
func (f FeyEffect) upper() int       { return f.Max }
func (r NightRow) upper() int        { return r.Max }
