package dice

import (
	"errors"
	"testing"
	"unicode/utf8"
)

// FuzzParse checks that Parse is total: it never panics, every failure is a
// *ParseError with a message and a sentinel kind, and every success stays
// within the limits, rolls a total between Min and Max, and round-trips
// through its canonical form. The seed corpus runs in plain `go test`.
func FuzzParse(f *testing.F) {
	seeds := []string{
		// normal rolls
		"2d6+3", "2d6 + 3", "1d20+5 stealth check", "1d20+5 # stealth", "4d6kh3", "4d6k3",
		"2d20kl1", "2d20kh1", "adv", "dis+2", "1d20+5 adv", "1d20 dis -1", "d%", "D20",
		"1d20-1d4-2", "-2+1d20", "100d1000kh100", "1d20 adv dis", "1d20 disguise check",
		// edge cases that must be refused politely
		"0d6", "4d0", "d", "-1d6", "999999999d999999999", "2d6kh5", "", "abc", "\xff",
		"1d20 \xc3\x28", "1d6 2d6", "2 d6", "5", "1d20+", "1d20++2", "2d6 adv", "#", "k", "d%k",
		"1d20+99999999999999999999", "101d6", "1d1001", "2d6kl0", "-adv", "1d20+5stealth",
		"1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1+1d6",
	}
	for _, s := range seeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		e, err := Parse(in)
		if err != nil {
			var pe *ParseError
			if !errors.As(err, &pe) || pe.Kind == nil || pe.Msg == "" {
				t.Fatalf("Parse(%q) error %v is not a complete *ParseError", in, err)
			}
			return
		}
		if !utf8.ValidString(in) || utf8.RuneCountInString(in) > MaxInputRunes {
			t.Fatalf("Parse(%q) accepted bad text", in)
		}
		if len(e.Terms) == 0 || len(e.Terms) > MaxTerms {
			t.Fatalf("Parse(%q) gave %d terms", in, len(e.Terms))
		}
		for _, term := range e.Terms {
			if term.Count > MaxDice || term.Sides > MaxSides || term.Value > MaxModifier || term.Count < 0 {
				t.Fatalf("Parse(%q) term %+v breaks a limit", in, term)
			}
		}
		r := e.Roll(NewStream(7, "fuzz", in))
		if r.Total < e.Min() || r.Total > e.Max() {
			t.Fatalf("Parse(%q) rolled %d outside [%d, %d]", in, r.Total, e.Min(), e.Max())
		}
		again, err := Parse(e.String())
		if err != nil || len(again.Terms) != len(e.Terms) {
			t.Fatalf("canonical %q of %q does not re-parse: %v", e.String(), in, err)
		}
		for i := range e.Terms {
			if again.Terms[i] != e.Terms[i] {
				t.Fatalf("canonical %q of %q changed term %d", e.String(), in, i)
			}
		}
	})
}
