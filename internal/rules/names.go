package rules

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// Name length limits in characters, inclusive. A combining mark (an
// accent, a vowel sign) belongs to its letter and does not count.
const (
	MinNameLength = 2
	MaxNameLength = 24
)

// MaxMarksPerLetter is how many combining marks may follow one letter:
// enough for Devanagari's vowel sign with a virama or Vietnamese's two
// accents, too few for "Zalgo" text piling marks into a tower.
const MaxMarksPerLetter = 3

// NameProblem says why a name was refused.
type NameProblem string

// Name problems.
const (
	NameTooShort     NameProblem = "too_short"
	NameTooLong      NameProblem = "too_long"
	NameControlChar  NameProblem = "control_char"
	NameBadChar      NameProblem = "bad_char"
	NameBadSpacing   NameProblem = "bad_spacing"
	NameMustStartLtr NameProblem = "must_start_with_letter"
	NameInvalidUTF8  NameProblem = "invalid_utf8"
	NameMixedScript  NameProblem = "mixed_script"
	NameTooManyMarks NameProblem = "too_many_marks"
)

// NameError is the typed error ValidateName returns. Rune is the offending
// character for NameControlChar, NameBadChar, NameMixedScript and
// NameTooManyMarks (the first mark too many); Scripts
// names the two scripts that clash for NameMixedScript ("Latin",
// "Cyrillic").
type NameError struct {
	Problem NameProblem
	Rune    rune
	Scripts [2]string
}

func (e *NameError) Error() string {
	switch e.Problem {
	case NameTooShort:
		return fmt.Sprintf("name must be at least %d characters", MinNameLength)
	case NameTooLong:
		return fmt.Sprintf("name must be at most %d characters", MaxNameLength)
	case NameControlChar:
		return "name contains a control character"
	case NameBadChar:
		return fmt.Sprintf("name may not contain %q: use letters, spaces, apostrophes and hyphens", e.Rune)
	case NameBadSpacing:
		return "name may not start or end with a space or have two spaces in a row"
	case NameMustStartLtr:
		return "name must start with a letter"
	case NameMixedScript:
		return fmt.Sprintf("name mixes %s and %s letters", e.Scripts[0], e.Scripts[1])
	case NameTooManyMarks:
		return fmt.Sprintf("a letter may carry at most %d combining marks", MaxMarksPerLetter)
	}
	return "name is not valid UTF-8"
}

// NormalizeName trims surrounding white space, collapses runs of spaces
// inside the name to one space and composes it (Unicode NFC), so an e
// followed by a combining acute, as macOS and copy-paste send it, is the
// one letter é. It does not validate.
func NormalizeName(name string) string {
	return norm.NFC.String(strings.Join(strings.Fields(name), " "))
}

// isMark reports whether r is a combining mark that sits on a letter: a
// nonspacing accent or virama (Mn) or a spacing vowel sign (Mc). Variation
// selectors and the grapheme joiner are marks too but invisible, so they
// are not let in.
func isMark(r rune) bool {
	return unicode.In(r, unicode.Mn, unicode.Mc) &&
		!unicode.In(r, unicode.Variation_Selector, unicode.Other_Default_Ignorable_Code_Point)
}

// isApostrophe accepts the ASCII apostrophe and the typographic one that
// phone keyboards type.
func isApostrophe(r rune) bool { return r == '\'' || r == '’' }

// ValidateName checks a character name: 2–24 characters of letters,
// single spaces, apostrophes and hyphens, starting with a letter, with no
// control characters and no leading, trailing or doubled spaces, and every
// letter of one writing system (Latin and Cyrillic letters look alike, so
// "Wrеn" with a Cyrillic е is refused; Japanese kana and kanji mix). A
// letter may carry up to MaxMarksPerLetter combining marks ("अर्जुन",
// "தமிழ்"); marks are not counted as characters. Callers pass the name
// through NormalizeName first. It returns nil or a *NameError.
func ValidateName(name string) error {
	if !utf8.ValidString(name) {
		return &NameError{Problem: NameInvalidUTF8}
	}
	for _, r := range name {
		if unicode.IsControl(r) {
			return &NameError{Problem: NameControlChar, Rune: r}
		}
	}
	if err := nameLength(name); err != nil {
		return err
	}
	if err := nameLetters(name); err != nil {
		return err
	}
	if r, scripts, mixed := mixedScripts(name); mixed {
		return &NameError{Problem: NameMixedScript, Rune: r, Scripts: scripts}
	}
	first, _ := utf8.DecodeRuneInString(name)
	if !unicode.IsLetter(first) {
		return &NameError{Problem: NameMustStartLtr}
	}
	return nil
}

// nameLength refuses a name of fewer than MinNameLength or more than
// MaxNameLength characters, combining marks not counted.
func nameLength(name string) error {
	n := 0
	for _, r := range name {
		if !isMark(r) {
			n++
		}
	}
	if n < MinNameLength {
		return &NameError{Problem: NameTooShort}
	}
	if n > MaxNameLength {
		return &NameError{Problem: NameTooLong}
	}
	return nil
}

// nameLetters refuses what a name may not hold: characters other than
// letters, single spaces between words, hyphens and apostrophes; a mark
// on no letter, or more than MaxMarksPerLetter on one.
func nameLetters(name string) error {
	prevSpace := false
	marks := -1 // marks on the letter before; -1 after anything else
	for i, r := range name {
		if isMark(r) {
			if marks < 0 {
				return &NameError{Problem: NameBadChar, Rune: r}
			}
			if marks++; marks > MaxMarksPerLetter {
				return &NameError{Problem: NameTooManyMarks, Rune: r}
			}
			continue
		}
		marks = -1
		switch {
		case unicode.IsLetter(r):
			marks = 0
		case r == ' ':
			if i == 0 || prevSpace {
				return &NameError{Problem: NameBadSpacing}
			}
		case r == '-' || isApostrophe(r):
		default:
			return &NameError{Problem: NameBadChar, Rune: r}
		}
		prevSpace = r == ' '
	}
	if prevSpace {
		return &NameError{Problem: NameBadSpacing}
	}
	return nil
}
