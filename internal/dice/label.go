package dice

import (
	"errors"
	"strings"
	"unicode"
)

// label reads the rest of the input, from p.pos, as the roll's label. Control
// characters become spaces and runs of space collapse to one.
func (p *parser) label() (string, error) {
	if p.eof() {
		return "", nil
	}
	text := p.src[p.pos:]
	if text[0] == '#' {
		text = text[1:]
	} else if p.looksLikeTerm(text) {
		return "", newError(ErrSyntax, p.pos,
			"%q looks like more dice. Join terms with + or -, or start a label with #.", p.word(p.pos))
	}
	text = strings.Map(func(r rune) rune {
		if unicode.IsControl(r) {
			return ' '
		}
		return r
	}, text)
	return strings.Join(strings.Fields(text), " "), nil
}

// looksLikeTerm reports whether the first word of text reads as a dice term
// or number on its own, or fails only on a limit (such as "0d6"): a sign
// that the player forgot a "+" rather than wrote a label.
func (p *parser) looksLikeTerm(text string) bool {
	end := strings.IndexFunc(text, func(r rune) bool { return unicode.IsSpace(r) || r == '#' })
	if end < 0 {
		end = len(text)
	}
	q := &parser{src: text[:end]}
	err := q.term(1, false)
	if err == nil {
		return q.eof()
	}
	return !errors.Is(err, ErrSyntax)
}

// applyAdvantage turns the single plain 1d20 into 2d20kh1 or 2d20kl1 when
// "adv" or "dis" followed the terms. Both together cancel (SRD: a roll with
// advantage and disadvantage has neither).
func (p *parser) applyAdvantage() error {
	if p.adv == p.dis {
		return nil
	}
	found := -1
	for i, t := range p.terms {
		if t.Sign > 0 && t.Count == 1 && t.Sides == 20 && t.Keep == KeepAll {
			if found >= 0 {
				found = -2
				break
			}
			found = i
		}
	}
	if found < 0 {
		return newError(ErrAdvantage, p.kwPos,
			"Advantage and disadvantage roll one d20 twice, so they need exactly one 1d20, like `1d20+5 adv` or `dis+2`.")
	}
	t := &p.terms[found]
	t.Count, t.KeepN, t.Keep = 2, 1, KeepHighest
	if p.dis {
		t.Keep = KeepLowest
	}
	return nil
}
