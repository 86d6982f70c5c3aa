// Package mdtext makes text a player typed safe to quote back inside a
// Markdown message: escaped so it cannot format, link, hide or mention,
// without the invisible characters that could reorder or disguise it
// (IsInvisible), and cut to a length. The router and the narration both
// use it.
package mdtext

import "strings"

// markdownActive are the characters that can start formatting, links,
// autolinks, spoilers or HTML entities in the middle of a Markdown line.
const markdownActive = "\\`*_[]<>~|&"

// Escape makes player-typed text safe to show inside a Markdown line: the
// characters that could format, link or hide text are backslash-escaped,
// invisible characters (bidi controls, zero-width spaces...) are dropped,
// line breaks become spaces, and every "@" becomes a full-width "＠" so the
// text can never mention (ping) anyone or the whole room.
func Escape(s string) string {
	var b strings.Builder
	for _, r := range StripInvisible(s) {
		switch {
		case r == '@':
			b.WriteRune('＠')
		case r == '\n' || r == '\r' || r == '\t':
			b.WriteByte(' ')
		case r < 0x80 && strings.ContainsRune(markdownActive, r):
			b.WriteByte('\\')
			b.WriteRune(r)
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// Truncate shortens s to at most n characters, ending with "…" when cut.
func Truncate(s string, n int) string {
	if r := []rune(s); len(r) > n {
		return string(r[:n]) + "…"
	}
	return s
}

// EchoName is a name the player typed, quoted back safely: Markdown
// escaped and cut at 40 characters (an item, monster, zone or spell).
func EchoName(s string) string { return Escape(Truncate(StripInvisible(s), 40)) }

// EchoWord is a single word the player typed (a subcommand, a race),
// quoted back safely: escaped and cut at 24 characters.
func EchoWord(s string) string { return Escape(Truncate(StripInvisible(s), 24)) }

// InCode is player-typed text made safe inside a Markdown code span, where
// backslash escapes would show: invisible characters dropped, cut at n
// characters, line breaks as spaces, every backtick as "ˋ" so the span
// cannot close early, and every "@" as "＠" so the text can never mention
// (ping) anyone or the room.
func InCode(s string, n int) string {
	return strings.NewReplacer("`", "ˋ", "@", "＠", "\n", " ", "\r", " ", "\t", " ").Replace(Truncate(StripInvisible(s), n))
}
