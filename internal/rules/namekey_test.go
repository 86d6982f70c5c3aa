package rules

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestNameKeyIgnoresCaseAndLookAlikeLetters(t *testing.T) {
	wren := NameKey("Wren")
	for _, same := range []string{"wren", "WREN", " Wren ", "Wr\u0435n", "WR\u0415N", "\u0461ren"} {
		assert.Equal(t, wren, NameKey(same), "%q", same)
	}
	assert.Equal(t, NameKey("O'Brien"), NameKey("O’Brien"))
	assert.Equal(t, NameKey("Sasha"), NameKey("\u0405\u0430\u0455\u04bb\u0430"), "all-Cyrillic look-alike of a Latin name")
	for _, other := range []string{"Wran", "Wrens", "Zoë"} {
		assert.NotEqual(t, wren, NameKey(other), "%q", other)
	}
	assert.NotEqual(t, NameKey("Zoe"), NameKey("Zoë"), "accents are kept")
}

// Each group holds names a reader cannot tell apart; every name must share
// the group's key. The first ten groups were all accepted side by side
// before the key folded compatibility forms and took the skeleton of the
// capitals.
func TestNameKeyJoinsWholeScriptCapitalAndFullWidthLookAlikes(t *testing.T) {
	groups := [][]string{
		{"HOPE", "\u041d\u041e\u0420\u0415", "\u0397\u039f\u03a1\u0395"}, // Latin, Cyrillic НОРЕ, Greek ΗΟΡΕ
		{"BOB", "\u0412\u041e\u0412"},                                    // Cyrillic ВОВ
		{"Hope", "\u041d\u043e\u0440\u0435"},                             // Cyrillic Норе
		{"ABE", "\u0391\u0392\u0395", "\u13aa\u13f4\u13ac"},              // Greek ΑΒΕ, Cherokee ᎪᏴᎬ
		{"TIM", "\u03a4\u0399\u039c"},                                    // Greek ΤΙΜ
		{"AHA", "\u0410\u041d\u0410"},                                    // Cyrillic АНА
		{"AI", "Al"},                                                     // capital I, small l
		{"Wren", "\uff37\uff52\uff45\uff4e"},                             // full-width Ｗｒｅｎ
		{"Wr\u00e9n", "Wre\u0301n"},                                      // composed and decomposed é
		{"coco", "\u0441\u043e\u0441\u043e"},
		{"pop", "\u0440\u043e\u0440"},
		{"Pace", "\u0420\u0430\u0441\u0435"},
		{"Wren", "Wr\u0435n", "WREN", "wren"},
	}
	for _, g := range groups {
		for _, name := range g[1:] {
			assert.Equal(t, NameKey(g[0]), NameKey(name), "%q and %q", g[0], name)
		}
	}
}

func TestNameKeyKeepsDifferentNamesApart(t *testing.T) {
	pairs := [][2]string{
		{"Wren", "Wran"}, {"Ana", "Anna"}, {"Sam", "Sem"}, {"Zoe", "Zo\u00eb"},
		{"Hope", "Hape"}, {"Bob", "Rob"}, {"Tim", "Tom"},
		// Cyrillic АНА reads "AHA", not "Ana": Н is an H to the eye.
		{"Ana", "\u0410\u041d\u0410"},
	}
	for _, p := range pairs {
		assert.NotEqual(t, NameKey(p[0]), NameKey(p[1]), "%q and %q", p[0], p[1])
	}
}

func TestNameKeyIgnoresCaseInEveryScript(t *testing.T) {
	for _, name := range []string{
		"Iris", "Ali", "Wren", "O'Brien", "Hope", "\u041d\u043e\u0440\u0435", "\u0421\u0430\u0448\u0430",
		"\u03a3\u03bf\u03c6\u03af\u03b1", "\u039d\u03af\u03ba\u03bf\u03c2", "Zo\u00eb", "\u13aa\u13f4\u13ac",
	} {
		key := NameKey(name)
		assert.Equal(t, key, NameKey(strings.ToUpper(name)), "%q upper-cased", name)
		assert.Equal(t, key, NameKey(strings.ToLower(name)), "%q lower-cased", name)
	}
}
