package mdtext

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// spoofers are invisible characters a player could hide in echoed text:
// bidi overrides, embeddings, isolates and marks, zero-width spaces and
// joiners, the word joiner, the BOM, a Hangul filler and a tag character.
var spoofers = []rune{
	'\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069',
	'\u200e', '\u200f', '\u061c', '\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u00ad',
	'\u3164', '\U000e0041',
}

func TestIsInvisibleKnowsBidiAndZeroWidthButNotLettersOrEmoji(t *testing.T) {
	for _, r := range spoofers {
		assert.True(t, IsInvisible(r), "%U", r)
	}
	for _, r := range "aé ж1*@\ufe0f\u20e3🎲" {
		assert.False(t, IsInvisible(r), "%U", r)
	}
}

func TestEchoHelpersDropInvisibleCharacters(t *testing.T) {
	for _, r := range spoofers {
		label := "stealth " + string(r) + "check" + string(r)
		assert.Equal(t, "stealth check", Escape(label), "%U", r)
		assert.Equal(t, "stealth check", InCode(label, 40), "%U", r)
		assert.Equal(t, "stealth check", EchoName(label), "%U", r)
		assert.Equal(t, "stealth", EchoWord(string(r)+"stealth"), "%U", r)
	}
	// A label that turns "= 02" around so the line seems to end "= 20".
	assert.Equal(t, "x 02 =", Escape("x \u202e02 =\u202c"))
}

func TestKeycapEmojiSurviveStripping(t *testing.T) {
	assert.Equal(t, Keycap(3), StripInvisible(Keycap(3)))
}
