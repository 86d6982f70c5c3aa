package narrate

// clause is one part of a list of effects or properties, said only when
// it holds.
type clause struct {
	holds bool
	text  string
}

// clauses returns the text of each clause that holds, in order; nil when
// none does.
func clauses(cs ...clause) []string {
	var out []string
	for _, c := range cs {
		if c.holds {
			out = append(out, c.text)
		}
	}
	return out
}
