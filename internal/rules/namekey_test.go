package rules

import (
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
