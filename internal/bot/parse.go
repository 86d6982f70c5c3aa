package bot

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/gogobee/gogobee/internal/mdtext"
)

// MaxMessageBytes is the longest message the router reads as a command (4 KiB).
const MaxMessageBytes = 4096

// Invocation is a parsed command line: the verb as typed (lower case) and
// its arguments with quotes removed.
type Invocation struct {
	Verb string
	Args []string
}

// Parser turns a message body into an Invocation.
type Parser struct {
	Prefix string   // command prefix, usually "!"
	Self   []string // ways the bot may be addressed: its user ID, localpart, display name
}

// Parse extracts the command of body. ok is false when body is not a command
// (no prefix after an optional mention of the bot). A bare prefix ("!")
// parses as a command with an empty verb, so the router can answer it.
func (p Parser) Parse(body string) (inv Invocation, ok bool) {
	text := NormalizeSpaces(StripReplyFallback(body))
	text = strings.TrimSpace(text)
	text = p.stripMention(text)
	if !strings.HasPrefix(text, p.Prefix) {
		return Invocation{}, false
	}
	fields := SplitArgs(strings.TrimPrefix(text, p.Prefix))
	if len(fields) == 0 {
		return Invocation{}, true
	}
	inv = Invocation{Verb: strings.ToLower(fields[0])}
	if len(fields) > 1 {
		inv.Args = fields[1:]
	}
	return inv, true
}

// stripMention removes a leading address of the bot: "@gogobee:example.org",
// "gogobee:", "GogoBee," and the like.
func (p Parser) stripMention(text string) string {
	lower := strings.ToLower(text)
	for _, name := range p.Self {
		n := strings.ToLower(name)
		if n == "" || !strings.HasPrefix(lower, n) {
			continue
		}
		rest := text[len(n):]
		trimmed := strings.TrimLeft(rest, ":, ")
		if trimmed != rest || rest == "" {
			return strings.TrimSpace(trimmed)
		}
	}
	return text
}

// StripReplyFallback removes the quoted fallback of a Matrix reply: the
// leading lines that start with "> " and the blank line after them.
func StripReplyFallback(body string) string {
	if !strings.HasPrefix(body, ">") {
		return body
	}
	lines := strings.Split(body, "\n")
	i := 0
	for i < len(lines) && strings.HasPrefix(lines[i], ">") {
		i++
	}
	if i < len(lines) && strings.TrimSpace(lines[i]) == "" {
		i++
	}
	return strings.Join(lines[i:], "\n")
}

// NormalizeSpaces turns every Unicode space (no-break space, thin space,
// ideographic space ...) into an ASCII space and drops the invisible
// characters (bidi controls, zero-width spaces and joiners...,
// mdtext.IsInvisible), so no command argument, and nothing the bot echoes
// of one, can carry them.
func NormalizeSpaces(s string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case mdtext.IsInvisible(r):
			return -1
		case r == '\n' || r == '\t':
			return r
		case unicode.IsSpace(r) || unicode.Is(unicode.Zs, r):
			return ' '
		}
		return r
	}, s)
}

// SplitArgs splits a command line at spaces, keeping "double", 'single',
// “curly” and ‘curly single’ quoted parts together (phones type the curly
// ones). An unterminated quote runs to the end. A single quote is an
// apostrophe unless it opens a word or closes one (it ends the word):
// O'Brien, it's, 'Valdris's Seal Fragment' and ‘Valdris’s Seal Fragment’
// all read as written.
func SplitArgs(s string) []string {
	var out []string
	var cur strings.Builder
	inField := false
	var quote rune
	rs := []rune(s)
	for i, r := range rs {
		switch {
		case quote != 0:
			if closesQuote(quote, r, rs, i) {
				quote = 0
				continue
			}
			cur.WriteRune(r)
		case r == '"' || r == '“' || (r == '\'' || r == '‘') && !inField:
			quote = r
			inField = true
		case isSpace(r):
			if inField {
				out = append(out, cur.String())
				cur.Reset()
				inField = false
			}
		default:
			cur.WriteRune(r)
			inField = true
		}
	}
	if inField {
		out = append(out, cur.String())
	}
	return out
}

// closesQuote reports whether rune r at rs[i] ends a quote opened with q: the
// same mark (“ ends at ”, ‘ at ’), and for a single quote only at the end
// of a word.
func closesQuote(q, r rune, rs []rune, i int) bool {
	switch q {
	case '“':
		return r == '”'
	case '\'':
		return r == '\'' && (i+1 == len(rs) || isSpace(rs[i+1]))
	case '‘':
		return (r == '’' || r == '‘') && (i+1 == len(rs) || isSpace(rs[i+1]))
	}
	return r == q
}

func isSpace(r rune) bool { return r == ' ' || r == '\n' || r == '\t' }

// ValidText reports whether body is valid UTF-8 without NUL bytes.
func ValidText(body string) bool {
	return utf8.ValidString(body) && !strings.ContainsRune(body, 0)
}
