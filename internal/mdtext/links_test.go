package mdtext

import (
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"maunium.net/go/mautrix/format"
)

func TestEscapeQuotesLinksAsCode(t *testing.T) {
	cases := map[string]string{
		"see http://evil.example/x now":           "see `http://evil.example/x` now",
		"https://matrix.org":                      "`https://matrix.org`",
		"www.example.com please":                  "`www.example.com` please",
		"join matrix.to/#/#room:example.org":      "join `matrix.to/#/#room:example.org`",
		"matrix:r/room:example.org":               "`matrix:r/room:example.org`",
		"bare example.org here":                   "bare `example.org` here",
		"alias #lobby:example.org":                "alias `#lobby:example.org`",
		"alias on a bare host #lobby:localhost":   "alias on a bare host `#lobby:localhost`",
		"mail bob@example.org":                    "mail `bob＠example.org`",
		"[x](http://y.example)":                   "`[x](http://y.example)`",
		"odd `tick` http://a.example/`b":          "odd \\`tick\\` `http://a.example/ˋb`",
		"stealth check":                           "stealth check",
		"e.g. Mr.Smith, 1.5 times, 12:30, a:b":    "e.g. Mr.Smith, 1.5 times, 12:30, a:b",
		"Valdris's Seal Fragment (room 3: crypt)": "Valdris's Seal Fragment (room 3: crypt)",
	}
	assertEscapes(t, cases)
	assert.Equal(t, "`https://x.example/aaaaaa…`", EchoWord("https://x.example/aaaaaaaaaaaaaaaaa"), "cut, then quoted")
}

// codeSpan is an HTML code element, inside which clients linkify nothing.
var codeSpan = regexp.MustCompile(`(?s)<code>.*?</code>`)

func TestEscapedLinksReachTheHTMLBodyOnlyInsideCode(t *testing.T) {
	label := "free gold at https://evil.example/claim or www.evil.example or matrix.to/#/@x:evil.example or evil.example"
	c := format.RenderMarkdown("🎲 `1d20` ("+Escape(label)+"): [7] = **7**", true, false)
	assert.NotEmpty(t, c.FormattedBody, "sent with a formatted body, which clients show")
	outside := codeSpan.ReplaceAllString(c.FormattedBody, "")
	assert.NotContains(t, outside, "<a ", c.FormattedBody)
	assert.NotContains(t, outside, "evil.example", c.FormattedBody)
	assert.Equal(t, 1+4, strings.Count(c.FormattedBody, "<code>"), "the expression and the four links: %s", c.FormattedBody)
}
