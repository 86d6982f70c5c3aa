package bot

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestPlainFromHTML(t *testing.T) {
	tests := []struct {
		name  string
		in    string
		want  string
		pills int
	}{
		{"plain text passes through", "!ping", "!ping", 0},
		{"entities are decoded", "!say &lt;hi&gt; &amp; bye", "!say <hi> & bye", 0},
		{"user pill becomes the user ID",
			`<a href="https://matrix.to/#/@gogobee:example.org">GogoBee</a>: !ping`,
			"@gogobee:example.org: !ping", 1},
		{"percent-encoded pill",
			`!duel <a href="https://matrix.to/#/%40bob%3Aexample.org">Bob</a>`,
			"!duel @bob:example.org", 1},
		{"pill with via parameters",
			`!duel <a href="https://matrix.to/#/@bob:example.org?via=example.org">Bob</a>`,
			"!duel @bob:example.org", 1},
		{"matrix URI pill",
			`!duel <a href="matrix:u/bob:example.org?action=chat">Bob</a>`,
			"!duel @bob:example.org", 1},
		{"two pills",
			`<a href="https://matrix.to/#/@a:x.org">A</a> and <a href="https://matrix.to/#/@b:y.org">B</a>`,
			"@a:x.org and @b:y.org", 2},
		{"room link keeps its text",
			`see <a href="https://matrix.to/#/!room:example.org">the room</a>`,
			"see the room", 0},
		{"ordinary link keeps its text",
			`<a href="https://example.org/@bob:x.org">Bob's page</a>`,
			"Bob's page", 0},
		{"reply fallback block is dropped",
			`<mx-reply><blockquote><a href="https://matrix.to/#/!r:x/$e">In reply to</a> <a href="https://matrix.to/#/@alice:x.org">Alice</a><br>!old</blockquote></mx-reply>!zone go 2`,
			"!zone go 2", 0},
		{"line breaks and paragraphs",
			"<p>!help</p><p>second<br>third</p>",
			"!help\nsecond\nthird", 0},
		{"source newlines outside pre are spaces",
			"!say hello\nthere",
			"!say hello there", 0},
		{"pre keeps newlines",
			"<pre><code>a\nb</code></pre>",
			"a\nb", 0},
		{"inline formatting keeps text",
			"!tz set <code>Europe/Paris</code> <strong>now</strong>",
			"!tz set Europe/Paris now", 0},
		{"no-break space survives for the parser",
			"!tz\u00a0set Europe/Paris",
			"!tz\u00a0set Europe/Paris", 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, pills := PlainFromHTML(tc.in)
			assert.Equal(t, tc.want, got)
			assert.Equal(t, tc.pills, pills)
		})
	}
}

func TestPlainFromHTMLParsesAsCommand(t *testing.T) {
	p := Parser{Prefix: "!", Self: []string{"@gogobee:example.org", "gogobee"}}
	text, _ := PlainFromHTML(`<a href="https://matrix.to/#/@gogobee:example.org">GogoBee</a>: !tz set Europe/Paris`)
	inv, ok := p.Parse(text)
	assert.True(t, ok)
	assert.Equal(t, Invocation{Verb: "tz", Args: []string{"set", "Europe/Paris"}}, inv)
}

func TestPillUser(t *testing.T) {
	tests := []struct {
		href string
		want string
	}{
		{"https://matrix.to/#/@alice:example.org", "@alice:example.org"},
		{"https://matrix.to/#/@alice:example.org:8448", "@alice:example.org:8448"},
		{"https://matrix.to/#/%40alice%3Aexample.org", "@alice:example.org"},
		{"matrix:u/alice:example.org", "@alice:example.org"},
		{"https://matrix.to/#/#room:example.org", ""},
		{"https://matrix.to/#/!room:example.org/$event", ""},
		{"https://matrix.to/#/@nocolon", ""},
		{"https://matrix.to/#/@:example.org", ""},
		{"https://example.org", ""},
		{"", ""},
	}
	for _, tc := range tests {
		t.Run(tc.href, func(t *testing.T) {
			assert.Equal(t, tc.want, pillUser(tc.href))
		})
	}
}
