package dice

// The lowest and highest totals an expression can roll: the oracle the
// parse and roll tests hold Parse and Roll to. The game never needs them.

// kept returns how many dice of the term count toward the total.
func (t Term) kept() int {
	if t.Keep == KeepAll {
		return t.Count
	}
	return t.KeepN
}

// Min returns the lowest signed amount the term can add to a total.
func (t Term) Min() int {
	if !t.IsDice() {
		return t.Sign * t.Value
	}
	if t.Sign < 0 {
		return -t.kept() * t.Sides
	}
	return t.kept()
}

// Max returns the highest signed amount the term can add to a total.
func (t Term) Max() int {
	if !t.IsDice() {
		return t.Sign * t.Value
	}
	if t.Sign < 0 {
		return -t.kept()
	}
	return t.kept() * t.Sides
}

// Min returns the lowest total the expression can roll.
func (e Expr) Min() int {
	sum := 0
	for _, t := range e.Terms {
		sum += t.Min()
	}
	return sum
}

// Max returns the highest total the expression can roll.
func (e Expr) Max() int {
	sum := 0
	for _, t := range e.Terms {
		sum += t.Max()
	}
	return sum
}
