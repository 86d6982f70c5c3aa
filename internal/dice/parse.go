package dice

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Parse reads a !roll dice expression. It is total: every input gives either
// an Expr within the Max* limits or a *ParseError (wrapping one of the Err*
// sentinels) whose message is a friendly hint for the player, in time and
// memory linear in the input, which is itself capped at MaxInputRunes.
//
// Grammar (case-insensitive, spaces allowed between terms and signs):
//
//	input    = [ "+" | "-" ] term { keyword } { ( "+" | "-" ) term { keyword } } [ label ]
//	term     = [ N ] "d" ( M | "%" ) [ keep ] | number | keyword
//	keep     = ( "kh" | "kl" | "k" ) [ K ]      k = kh; K defaults to 1
//	keyword  = "adv" | "advantage" | "dis" | "disadvantage"
//	label    = "#" text | text
//
// N (dice, default 1) is 1..MaxDice, M (sides) 1..MaxSides, K 1..N, and a
// number is 0..MaxModifier; "d%" is 1d100. At most MaxTerms terms; at least
// one must roll dice. A negative dice count ("-1d6" at the start) is refused;
// subtracting a roll ("1d20-1d4") is fine.
//
// As a term, "adv" is 2d20kh1 and "dis" is 2d20kl1 (SRD advantage and
// disadvantage). Written after the terms ("1d20+5 adv"), the keyword turns
// the expression's single 1d20 into 2d20kh1 or 2d20kl1; advantage and
// disadvantage together cancel out, as in the SRD.
//
// Whatever follows the expression is the label ("1d20+5 stealth check"); a
// "#" starts a label explicitly. A label whose first word is itself a dice
// term ("1d6 2d6") is refused so that a forgotten "+" is not silently
// ignored.
func Parse(expr string) (Expr, error) {
	if !utf8.ValidString(expr) {
		return Expr{}, newError(ErrInvalidText, 0, "I couldn't read some of those characters. %s", Usage)
	}
	if utf8.RuneCountInString(expr) > MaxInputRunes {
		return Expr{}, newError(ErrTooLong, runeOffset(expr, MaxInputRunes),
			"That's longer than %d characters; keep the roll shorter, or the label briefer.", MaxInputRunes)
	}
	p := &parser{src: expr}
	return p.parse()
}

// bigNumber caps digit accumulation: any number beyond it is refused anyway,
// and capping keeps the value far from integer overflow on 32-bit ints.
const bigNumber = 1_000_000

type parser struct {
	src    string
	pos    int
	terms  []Term
	adv    bool // "adv" written after the terms
	dis    bool // "dis" written after the terms
	kwPos  int  // byte offset of the last such keyword
	hasDie bool
}

func (p *parser) parse() (Expr, error) {
	p.skipSpace()
	if p.eof() || p.peek() == '#' {
		return Expr{}, newError(ErrEmpty, p.pos, "Roll what? %s", Usage)
	}
	sign, unary := 1, false
	if c := p.peek(); c == '+' || c == '-' {
		if c == '-' {
			sign, unary = -1, true
		}
		p.pos++
		p.skipSpace()
	}
	for {
		if err := p.term(sign, unary); err != nil {
			return Expr{}, err
		}
		p.skipSpace()
		p.keywords()
		if p.eof() || (p.peek() != '+' && p.peek() != '-') {
			break
		}
		var err error
		if sign, err = p.sign(); err != nil {
			return Expr{}, err
		}
		unary = false
	}
	label, err := p.label()
	if err != nil {
		return Expr{}, err
	}
	if err := p.applyAdvantage(); err != nil {
		return Expr{}, err
	}
	if !p.hasDie {
		return Expr{}, newError(ErrNoDice, 0, "There are no dice to roll in that. %s", Usage)
	}
	return Expr{Terms: p.terms, Label: label}, nil
}

// keywords reads the "adv" and "dis" keywords written after a term.
func (p *parser) keywords() {
	for {
		kw, n := p.keyword()
		if n == 0 {
			return
		}
		p.kwPos = p.pos
		p.adv = p.adv || kw == KeepHighest
		p.dis = p.dis || kw == KeepLowest
		p.pos += n
		p.skipSpace()
	}
}

// sign reads the sign between two terms (+1 or -1). Refused: a sign at
// the end, or two in a row.
func (p *parser) sign() (int, error) {
	sign := 1
	if p.peek() == '-' {
		sign = -1
	}
	p.pos++
	p.skipSpace()
	if p.eof() {
		return 0, newError(ErrSyntax, p.pos, "Something's missing after the sign at the end. %s", Usage)
	}
	if c := p.peek(); c == '+' || c == '-' {
		return 0, newError(ErrSyntax, p.pos, "Two signs in a row; use just one between terms, like 1d20-2.")
	}
	return sign, nil
}

// term reads one term at p.pos. unary marks a leading minus on the very first
// term, which makes a dice term a negative dice count.
func (p *parser) term(sign int, unary bool) error {
	start := p.pos
	if kw, n := p.keyword(); n > 0 {
		if unary {
			return p.negativeDice(start)
		}
		p.pos += n
		p.hasDie = true
		return p.add(Term{Sign: sign, Count: 2, Sides: 20, Keep: kw, KeepN: 1}, start)
	}
	count, hasCount := p.number()
	if p.eof() || lower(p.peek()) != 'd' {
		return p.modifier(sign, count, hasCount, start)
	}
	p.pos++ // the 'd'
	switch {
	case unary:
		return p.negativeDice(start)
	case hasCount && count == 0:
		return newError(ErrDiceCount, start, "%q rolls no dice at all; I need at least one, like 1d6.", p.word(start))
	case count > MaxDice:
		return newError(ErrDiceCount, start, "I can roll at most %d dice at once.", MaxDice)
	case !hasCount:
		count = 1
	}
	sides, err := p.sides(start)
	if err != nil {
		return err
	}
	t := Term{Sign: sign, Count: count, Sides: sides}
	if !p.eof() && lower(p.peek()) == 'k' {
		if err := p.keep(&t, start); err != nil {
			return err
		}
	}
	if err := p.boundary(start); err != nil {
		return err
	}
	p.hasDie = true
	return p.add(t, start)
}

// modifier reads a flat term (count, read at start; hasCount false when
// no number was there either). Refused: no number, one past
// MaxModifier, or words run into it.
func (p *parser) modifier(sign, count int, hasCount bool, start int) error {
	if !hasCount {
		return newError(ErrSyntax, start, "I couldn't read %q as dice. %s", p.word(start), Usage)
	}
	if count > MaxModifier {
		return newError(ErrModifier, start, "Modifiers go up to %d either way; %q is too big.", MaxModifier, p.word(start))
	}
	if err := p.boundary(start); err != nil {
		return err
	}
	return p.add(Term{Sign: sign, Value: count}, start)
}

// sides reads a die's sides after its 'd': a number, or % for 100.
// Refused: none, fewer than one, more than MaxSides.
func (p *parser) sides(start int) (int, error) {
	sides := 100
	if !p.eof() && p.peek() == '%' {
		p.pos++
	} else {
		var ok bool
		if sides, ok = p.number(); !ok {
			return 0, newError(ErrSyntax, start, "After the d, tell me how many sides, like d6 or d20.")
		}
	}
	if sides < 1 {
		return 0, newError(ErrSides, start, "A die needs at least one side; try d6 or d20.")
	}
	if sides > MaxSides {
		return 0, newError(ErrSides, start, "My biggest die has %d sides.", MaxSides)
	}
	return sides, nil
}

// keep reads "kh", "kl" or "k" and an optional count into t.
func (p *parser) keep(t *Term, start int) error {
	p.pos++ // the 'k'
	t.Keep = KeepHighest
	if !p.eof() {
		switch lower(p.peek()) {
		case 'h':
			p.pos++
		case 'l':
			t.Keep = KeepLowest
			p.pos++
		}
	}
	n, ok := p.number()
	if !ok {
		n = 1
	}
	if n < 1 {
		return newError(ErrKeep, start, "Keeping no dice leaves nothing to add; try 4d6kh3.")
	}
	if n > t.Count {
		return newError(ErrKeep, start, "I can't keep %d dice out of %d; keep at most as many as you roll.", n, t.Count)
	}
	t.KeepN = n
	return nil
}

func (p *parser) negativeDice(start int) error {
	return newError(ErrNegativeDice, start,
		"I can't roll a negative number of dice. To subtract a roll, put it after another, like 1d20-1d4.")
}

func (p *parser) add(t Term, start int) error {
	if len(p.terms) >= MaxTerms {
		return newError(ErrTooManyTerms, start, "That's more than %d dice groups and numbers for one roll.", MaxTerms)
	}
	p.terms = append(p.terms, t)
	return nil
}

// boundary checks that a term ends where it should: at the end, a space, a
// sign or a "#".
func (p *parser) boundary(start int) error {
	if p.atBoundary(p.pos) {
		return nil
	}
	return newError(ErrSyntax, p.pos,
		"I couldn't read %q. Join terms with + or -, and put a space before a label.", p.word(start))
}

func (p *parser) atBoundary(i int) bool {
	if i >= len(p.src) {
		return true
	}
	switch p.src[i] {
	case '+', '-', '#':
		return true
	}
	r, _ := utf8.DecodeRuneInString(p.src[i:])
	return unicode.IsSpace(r)
}

// keyword recognises adv/advantage/dis/disadvantage at p.pos as a whole word
// and returns its keep mode and byte length, or length 0.
func (p *parser) keyword() (Keep, int) {
	end := p.pos
	for end < len(p.src) && isLetter(p.src[end]) {
		end++
	}
	if end == p.pos || !p.atBoundary(end) {
		return KeepAll, 0
	}
	switch strings.ToLower(p.src[p.pos:end]) {
	case "adv", "advantage":
		return KeepHighest, end - p.pos
	case "dis", "disadvantage":
		return KeepLowest, end - p.pos
	}
	return KeepAll, 0
}

// number reads decimal digits at p.pos, saturating above bigNumber.
func (p *parser) number() (int, bool) {
	start, n := p.pos, 0
	for !p.eof() && p.peek() >= '0' && p.peek() <= '9' {
		if n <= bigNumber {
			n = n*10 + int(p.peek()-'0')
		}
		p.pos++
	}
	return n, p.pos > start
}

// word returns the input from start up to the next space or sign (at least
// one character, at most 16), for quoting in messages.
func (p *parser) word(start int) string {
	end, runes := start, 0
	for end < len(p.src) && runes < 16 {
		if runes > 0 && p.atBoundary(end) {
			break
		}
		_, size := utf8.DecodeRuneInString(p.src[end:])
		end += size
		runes++
	}
	if end < len(p.src) && !p.atBoundary(end) {
		return p.src[start:end] + "…" // cut short: never misquote a long number as a shorter one
	}
	return p.src[start:end]
}

func (p *parser) skipSpace() {
	for !p.eof() {
		r, size := utf8.DecodeRuneInString(p.src[p.pos:])
		if !unicode.IsSpace(r) {
			return
		}
		p.pos += size
	}
}

// runeOffset returns the byte offset of rune number n (from 0) in s.
func runeOffset(s string, n int) int {
	for i := range s {
		if n == 0 {
			return i
		}
		n--
	}
	return len(s)
}

func (p *parser) eof() bool  { return p.pos >= len(p.src) }
func (p *parser) peek() byte { return p.src[p.pos] }

func lower(c byte) byte {
	if c >= 'A' && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

func isLetter(c byte) bool { c = lower(c); return c >= 'a' && c <= 'z' }
