package rules

import (
	"fmt"

	"github.com/gogobee/gogobee/internal/dice"
)

// Dice is a fixed dice expression NdS+B: Count dice of Sides sides plus a
// flat Bonus. The zero value rolls 0. It is used for weapon damage, spell
// damage and healing, and per-upcast extras.
type Dice struct {
	Count int `json:"count"`
	Sides int `json:"sides"`
	Bonus int `json:"bonus,omitempty"`
}

// D builds the dice expression count d sides (no flat bonus).
func D(count, sides int) Dice { return Dice{Count: count, Sides: sides} }

// IsZero reports whether the expression rolls nothing (no dice, no bonus).
func (d Dice) IsZero() bool { return (d.Count <= 0 || d.Sides <= 0) && d.Bonus == 0 }

// Min is the smallest total the expression can roll.
func (d Dice) Min() int {
	if d.Count <= 0 || d.Sides <= 0 {
		return d.Bonus
	}
	return d.Count + d.Bonus
}

// Max is the largest total the expression can roll.
func (d Dice) Max() int {
	if d.Count <= 0 || d.Sides <= 0 {
		return d.Bonus
	}
	return d.Count*d.Sides + d.Bonus
}

// Average is the mean total, rounded down (the SRD "fixed" value is this
// plus one half die for hit points; callers decide).
func (d Dice) Average() float64 {
	if d.Count <= 0 || d.Sides <= 0 {
		return float64(d.Bonus)
	}
	return float64(d.Count)*float64(d.Sides+1)/2 + float64(d.Bonus)
}

// Times multiplies the number of dice and the bonus by n (n < 0 is 0).
func (d Dice) Times(n int) Dice {
	if n < 0 {
		n = 0
	}
	return Dice{Count: d.Count * n, Sides: d.Sides, Bonus: d.Bonus * n}
}

// Plus adds extra dice of the same size and extra's bonus. When d has no
// dice, extra's die size is used.
func (d Dice) Plus(extra Dice) Dice {
	out := d
	if out.Count <= 0 || out.Sides <= 0 {
		out.Count, out.Sides = 0, extra.Sides
	}
	if extra.Count > 0 {
		out.Count += extra.Count
	}
	out.Bonus += extra.Bonus
	return out
}

// Roll rolls the expression on s and returns the total.
func (d Dice) Roll(s *dice.Stream) int {
	return s.Roll(d.Count, d.Sides) + d.Bonus
}

// String renders the expression as "2d6", "1d4+1", "1d8-1" or "3".
func (d Dice) String() string {
	if d.Count <= 0 || d.Sides <= 0 {
		return fmt.Sprintf("%d", d.Bonus)
	}
	switch {
	case d.Bonus > 0:
		return fmt.Sprintf("%dd%d+%d", d.Count, d.Sides, d.Bonus)
	case d.Bonus < 0:
		return fmt.Sprintf("%dd%d%d", d.Count, d.Sides, d.Bonus)
	}
	return fmt.Sprintf("%dd%d", d.Count, d.Sides)
}
