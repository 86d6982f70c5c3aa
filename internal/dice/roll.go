package dice

import (
	"slices"
	"strconv"
	"strings"
)

// DieRoll is one die as rolled: its sides, the face that came up (1..Sides)
// and whether a keep rule (kh/kl, advantage, disadvantage) dropped it from
// the total.
type DieRoll struct {
	Sides   int
	Value   int
	Dropped bool
}

// TermResult is one term of a rolled expression: the term itself, its dice
// in the order rolled (empty for a modifier), and the signed amount it added
// to the total.
type TermResult struct {
	Term  Term
	Dice  []DieRoll
	Value int
}

// Result is a rolled expression. Total is the sum of the kept dice and the
// modifiers, with signs; Modifier is the signed sum of the plain-number terms
// alone. Expr is the canonical expression (Expr.String) and Label the label
// from the input, possibly empty.
type Result struct {
	Expr     string
	Label    string
	Terms    []TermResult
	Modifier int
	Total    int
}

// Roll rolls the expression on s, term by term and die by die from left to
// right, so the same stream key always gives the same Result. It draws one
// s.Die call per die and nothing else. s must not be nil; e should come from
// Parse, whose limits bound the work done here.
func (e Expr) Roll(s *Stream) Result {
	r := Result{Expr: e.String(), Label: e.Label, Terms: make([]TermResult, 0, len(e.Terms))}
	for _, t := range e.Terms {
		tr := TermResult{Term: t}
		if !t.IsDice() {
			tr.Value = t.Sign * t.Value
			r.Modifier += tr.Value
		} else {
			tr.Dice = make([]DieRoll, t.Count)
			for i := range tr.Dice {
				tr.Dice[i] = DieRoll{Sides: t.Sides, Value: s.Die(t.Sides)}
			}
			markDropped(tr.Dice, t.Keep, t.KeepN)
			sum := 0
			for _, d := range tr.Dice {
				if !d.Dropped {
					sum += d.Value
				}
			}
			tr.Value = t.Sign * sum
		}
		r.Total += tr.Value
		r.Terms = append(r.Terms, tr)
	}
	return r
}

// markDropped marks all but the keepN highest (KeepHighest) or lowest
// (KeepLowest) dice as dropped. Among equal faces the earlier die is kept.
func markDropped(dice []DieRoll, keep Keep, keepN int) {
	if keep == KeepAll || keepN >= len(dice) {
		return
	}
	order := make([]int, len(dice))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int {
		if keep == KeepHighest {
			return dice[b].Value - dice[a].Value
		}
		return dice[a].Value - dice[b].Value
	})
	for _, i := range order[max(keepN, 0):] {
		dice[i].Dropped = true
	}
}

// Breakdown returns each term's kept dice in brackets (dropped dice listed
// after them in "(dropped …)"), each modifier, and the total, e.g.
// "[6, 4, 3] (dropped 1) + 2 = 15".
func (r Result) Breakdown() string {
	var b strings.Builder
	for i, tr := range r.Terms {
		switch {
		case i == 0 && tr.Term.Sign < 0:
			b.WriteString("-")
		case i > 0 && tr.Term.Sign < 0:
			b.WriteString(" - ")
		case i > 0:
			b.WriteString(" + ")
		}
		if !tr.Term.IsDice() {
			b.WriteString(strconv.Itoa(tr.Term.Value))
			continue
		}
		writeDice(&b, tr.Dice)
	}
	b.WriteString(" = ")
	b.WriteString(strconv.Itoa(r.Total))
	return b.String()
}

func writeDice(b *strings.Builder, dice []DieRoll) {
	b.WriteByte('[')
	n := 0
	for _, d := range dice {
		if d.Dropped {
			continue
		}
		if n > 0 {
			b.WriteString(", ")
		}
		b.WriteString(strconv.Itoa(d.Value))
		n++
	}
	b.WriteByte(']')
	n = 0
	for _, d := range dice {
		if !d.Dropped {
			continue
		}
		if n == 0 {
			b.WriteString(" (dropped ")
		} else {
			b.WriteString(", ")
		}
		b.WriteString(strconv.Itoa(d.Value))
		n++
	}
	if n > 0 {
		b.WriteByte(')')
	}
}
