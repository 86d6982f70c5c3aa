package rules

import (
	"strings"

	"github.com/mtibben/confusables"
)

// NameKey is the form under which two character names count as the same
// (rules §1.10):
// the name normalised (NormalizeName), lower-cased, and reduced to its
// confusables skeleton (Unicode's UTS #39), then lower-cased again, so
// "Wren", "WREN", "wren" and "Wrеn" with a Cyrillic е share a key, and so
// do "O'Brien" and "O’Brien". Two names with different keys can still look
// alike to a reader (accents are kept: "Zoe" and "Zoë" differ).
func NameKey(name string) string {
	return strings.ToLower(confusables.Skeleton(strings.ToLower(NormalizeName(name))))
}
