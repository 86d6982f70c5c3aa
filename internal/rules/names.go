package rules

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Name length limits in characters (runes), inclusive.
const (
	MinNameLength = 2
	MaxNameLength = 24
)

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
)

// NameError is the typed error ValidateName returns. Rune is the offending
// character for NameControlChar, NameBadChar and NameMixedScript; Scripts
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
	}
	return "name is not valid UTF-8"
}

// NormalizeName trims surrounding white space and collapses runs of
// spaces inside the name to one space. It does not validate.
func NormalizeName(name string) string {
	return strings.Join(strings.Fields(name), " ")
}

// isApostrophe accepts the ASCII apostrophe and the typographic one that
// phone keyboards type.
func isApostrophe(r rune) bool { return r == '\'' || r == '’' }

// ValidateName checks a character name: 2–24 characters of letters,
// single spaces, apostrophes and hyphens, starting with a letter, with no
// control characters and no leading, trailing or doubled spaces, and every
// letter of one writing system (Latin and Cyrillic letters look alike, so
// "Wrеn" with a Cyrillic е is refused; Japanese kana and kanji mix). It
// returns nil or a *NameError.
func ValidateName(name string) error {
	if !utf8.ValidString(name) {
		return &NameError{Problem: NameInvalidUTF8}
	}
	for _, r := range name {
		if unicode.IsControl(r) {
			return &NameError{Problem: NameControlChar, Rune: r}
		}
	}
	n := utf8.RuneCountInString(name)
	if n < MinNameLength {
		return &NameError{Problem: NameTooShort}
	}
	if n > MaxNameLength {
		return &NameError{Problem: NameTooLong}
	}
	prevSpace := false
	for i, r := range name {
		switch {
		case unicode.IsLetter(r):
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
	if r, scripts, mixed := mixedScripts(name); mixed {
		return &NameError{Problem: NameMixedScript, Rune: r, Scripts: scripts}
	}
	first, _ := utf8.DecodeRuneInString(name)
	if !unicode.IsLetter(first) {
		return &NameError{Problem: NameMustStartLtr}
	}
	return nil
}
