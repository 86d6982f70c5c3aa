package dice

import (
	"strconv"
	"strings"
)

// Keep says which dice of a term count toward the total.
type Keep int

// Keep modes. KeepHighest with one kept die out of 2d20 is advantage,
// KeepLowest is disadvantage.
const (
	KeepAll     Keep = iota // every die counts (plain NdM)
	KeepHighest             // the KeepN highest dice count (NdMkhK)
	KeepLowest              // the KeepN lowest dice count (NdMklK)
)

// Term is one signed part of an expression: either Count dice of Sides sides
// (Count ≥ 1) or, when Count is 0, the plain number Value. Sign is +1 or -1
// and applies to the whole term.
type Term struct {
	Sign  int  // +1 adds the term, -1 subtracts it
	Count int  // dice rolled; 0 for a plain-number modifier
	Sides int  // sides per die; 0 for a modifier
	Keep  Keep // which dice count
	KeepN int  // dice that count when Keep is not KeepAll
	Value int  // the modifier's size (≥ 0) when Count is 0
}

// IsDice reports whether the term rolls dice rather than adding a number.
func (t Term) IsDice() bool { return t.Count > 0 }

// String writes the term unsigned in canonical form: "3", "2d6", "4d6kh3",
// "2d20kl1". "d%" and "d20" become "1d100" and "1d20".
func (t Term) String() string {
	if !t.IsDice() {
		return strconv.Itoa(t.Value)
	}
	var b strings.Builder
	b.WriteString(strconv.Itoa(t.Count))
	b.WriteByte('d')
	b.WriteString(strconv.Itoa(t.Sides))
	switch t.Keep {
	case KeepHighest:
		b.WriteString("kh")
		b.WriteString(strconv.Itoa(t.KeepN))
	case KeepLowest:
		b.WriteString("kl")
		b.WriteString(strconv.Itoa(t.KeepN))
	}
	return b.String()
}

// Expr is a parsed dice expression such as "1d20+5": terms added or
// subtracted left to right, plus an optional free-text Label ("stealth
// check") that rides along into the Result. Build one with Parse; Roll
// assumes the limits Parse enforces.
type Expr struct {
	Terms []Term
	Label string
}

// String writes the expression in canonical form without its label, e.g.
// "2d20kh1+5" for "adv + 5". Parse(e.String()) gives back the same terms.
func (e Expr) String() string {
	var b strings.Builder
	for i, t := range e.Terms {
		switch {
		case t.Sign < 0:
			b.WriteByte('-')
		case i > 0:
			b.WriteByte('+')
		}
		b.WriteString(t.String())
	}
	return b.String()
}
