package mdtext

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestEscapeNeutralisesMarkdownAndMentions(t *testing.T) {
	cases := map[string]string{
		"stealth check":        "stealth check",
		"@room":                "＠room",
		"**bold** _it_ `code`": `\*\*bold\*\* \_it\_ \` + "`code\\`",
		"[x](y)":               `\[x\](y)`,
		"[x](http://y)":        "`[x](http://y)`",
		"<b>hi</b> & ~~s~~":    `\<b\>hi\</b\> \& \~\~s\~\~`,
		"||spoiler||":          `\|\|spoiler\|\|`,
		"back\\slash":          `back\\slash`,
		"line\nbreak":          "line break",
		"ünïcødé ok":           "ünïcødé ok",
	}
	assertEscapes(t, cases)
}

// assertEscapes checks Escape on each input (key) against its wanted output.
func assertEscapes(t *testing.T, cases map[string]string) {
	t.Helper()
	for in, want := range cases {
		assert.Equal(t, want, Escape(in), in)
	}
}

func TestEchoCutsThenEscapes(t *testing.T) {
	assert.Equal(t, "abc", Truncate("abc", 3))
	assert.Equal(t, "ab…", Truncate("abc", 2))
	assert.Equal(t, "a\\*b", EchoWord("a*b"))
	long := "@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@"
	assert.Equal(t, "＠＠＠＠＠＠＠＠＠＠＠＠＠＠＠＠＠＠＠＠＠＠＠＠…", EchoWord(long), "cut at 24 runes, then made safe")
	assert.Len(t, []rune(EchoName(long+long)), 41)
}

func TestInCodeKeepsACodeSpanClosedAndMentionFree(t *testing.T) {
	tests := map[string]string{
		"Europe/Paris": "Europe/Paris",
		"@room":        "＠room",
		"`x`":          "ˋxˋ",
		"**x**":        "**x**",
		"a\nb":         "a b",
	}
	for in, want := range tests {
		assert.Equal(t, want, InCode(in, 24), in)
	}
	assert.Equal(t, "abc…", InCode("abcdef", 3))
}
