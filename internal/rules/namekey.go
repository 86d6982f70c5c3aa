package rules

import (
	"strings"

	"github.com/mtibben/confusables"
	"golang.org/x/text/unicode/norm"
)

// NameKey is the form under which two character names count as the same
// (rules §1.10): the name normalised (NormalizeName), its compatibility
// forms folded (NFKC: full-width "Ｗｒｅｎ" is "Wren"), upper-cased, reduced
// to its confusables skeleton (Unicode's UTS #39), lower-cased and reduced
// again. So "Wren", "WREN", "wren", "Wrеn" with a Cyrillic е and
// "Ｗｒｅｎ" share a key, and so do the all-Cyrillic "НОРЕ" and the
// all-Greek "ΗΟΡΕ" with "Hope", "AI" with "Al", and "O'Brien" with
// "O’Brien".
//
// The key is taken from the upper-case name so that it ignores case by
// construction: a capital's look-alike counts for its small letter too.
// Capital I looks like small l, so "i" and "l" are one letter in a key
// ("Ali" and "All" are one name). Letters alike only in small form, such
// as Greek ν and Latin v, keep apart. Accents are kept ("Zoe" and "Zoë"
// differ).
func NameKey(name string) string {
	upper := strings.ToUpper(norm.NFKC.String(NormalizeName(name)))
	return confusables.Skeleton(strings.ToLower(confusables.Skeleton(upper)))
}
