package bot

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestParserParse(t *testing.T) {
	p := Parser{Prefix: "!", Self: []string{"@gogobee:example.org", "gogobee", "GogoBee"}}
	tests := []struct {
		name string
		body string
		ok   bool
		verb string
		args []string
	}{
		{"plain", "!ping", true, "ping", nil},
		{"leading whitespace", "   !ping", true, "ping", nil},
		{"any case", "!PiNg", true, "ping", nil},
		{"repeated spaces", "!tz    set   Europe/Paris", true, "tz", []string{"set", "Europe/Paris"}},
		{"args keep their case", "!char create Ada Mage", true, "char", []string{"create", "Ada", "Mage"}},
		{"double quotes", `!char create "Ada Lovelace" mage`, true, "char", []string{"create", "Ada Lovelace", "mage"}},
		{"single quotes", `!say 'hello there'`, true, "say", []string{"hello there"}},
		{"curly quotes", "!char create “Ada Lovelace” mage", true, "char", []string{"create", "Ada Lovelace", "mage"}},
		{"curly single quotes, a curly apostrophe inside", "!sell ‘Valdris’s Seal Fragment’ 2", true, "sell", []string{"Valdris’s Seal Fragment", "2"}},
		{"a curly apostrophe in a word", "!sell Valdris’s Seal Fragment", true, "sell", []string{"Valdris’s", "Seal", "Fragment"}},
		{"no-break space", "!tz\u00a0set\u00a0UTC", true, "tz", []string{"set", "UTC"}},
		{"ideographic and thin spaces", "!tz\u3000set\u2009UTC", true, "tz", []string{"set", "UTC"}},
		{"zero-width space dropped", "!pi\u200bng", true, "ping", nil},
		{"bidi override and isolates dropped", "!roll 1d20 x\u202e02 =\u202c \u2067y\u2069", true, "roll", []string{"1d20", "x02", "=", "y"}},
		{"word joiner and tag characters dropped", "!char create Wr\u2060en\U000e0041 mage", true, "char", []string{"create", "Wren", "mage"}},
		{"mention by user ID", "@gogobee:example.org: !ping", true, "ping", nil},
		{"mention by name", "GogoBee, !ping", true, "ping", nil},
		{"mention by localpart", "gogobee !ping", true, "ping", nil},
		{"reply fallback stripped", "> <@bob:example.org> something\n> more\n\n!ping", true, "ping", nil},
		{"bare prefix", "!", true, "", nil},
		{"prefix and spaces", "!   ", true, "", nil},
		{"not a command", "hello there", false, "", nil},
		{"prefix later in text", "hello !ping", false, "", nil},
		{"mention without command", "gogobee: hello", false, "", nil},
		{"someone else's name", "gogobeeX !ping", false, "", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			inv, ok := p.Parse(tt.body)
			assert.Equal(t, tt.ok, ok)
			assert.Equal(t, tt.verb, inv.Verb)
			assert.Equal(t, tt.args, inv.Args)
		})
	}
}

func TestParserOtherPrefix(t *testing.T) {
	p := Parser{Prefix: "gb."}
	inv, ok := p.Parse("gb.ping now")
	assert.True(t, ok)
	assert.Equal(t, "ping", inv.Verb)
	assert.Equal(t, []string{"now"}, inv.Args)
	_, ok = p.Parse("!ping")
	assert.False(t, ok)
}

func TestValidText(t *testing.T) {
	assert.True(t, ValidText("!ping ✓"))
	assert.False(t, ValidText("!ping \xff\xfe"))
	assert.False(t, ValidText("!ping\x00"))
}

func TestSplitArgsUnterminatedQuoteRunsToEnd(t *testing.T) {
	assert.Equal(t, []string{"a", "b c"}, SplitArgs(`a "b c`))
	assert.Equal(t, []string{"a", ""}, SplitArgs(`a ""`))
	assert.Empty(t, SplitArgs(strings.Repeat(" ", 10)))
}

// An apostrophe inside a word is a letter; a single quote groups words only
// when it opens a word and closes one.
func TestSplitArgsApostrophes(t *testing.T) {
	cases := []struct {
		in   string
		want []string
	}{
		{`create O'Brien mage elf`, []string{"create", "O'Brien", "mage", "elf"}},
		{`1d20 it's fine`, []string{"1d20", "it's", "fine"}},
		{`sell valdris's seal fragment 1`, []string{"sell", "valdris's", "seal", "fragment", "1"}},
		{`sell 'Valdris's Seal Fragment' 1`, []string{"sell", "Valdris's Seal Fragment", "1"}},
		{`'two words' x`, []string{"two words", "x"}},
		{`say 'unterminated rest`, []string{"say", "unterminated rest"}},
		{`rock'n'roll`, []string{"rock'n'roll"}},
	}
	for _, tc := range cases {
		assert.Equal(t, tc.want, SplitArgs(tc.in), tc.in)
	}
}
