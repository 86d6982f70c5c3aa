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
// line breaks become spaces, every "@" becomes a full-width "＠" so the
// text can never mention (ping) anyone or the whole room, and each word
// that holds a URL, a domain, an e-mail address or a room alias is quoted
// as code, where no client makes a clickable link of it.
func Escape(s string) string {
	words := strings.Split(strings.Map(lineBreakAsSpace, StripInvisible(s)), " ")
	for i, w := range words {
		if isLinkish(w) {
			words[i] = "`" + codeSafe(w) + "`"
		} else {
			words[i] = escapeWord(w)
		}
	}
	return strings.Join(words, " ")
}

// lineBreakAsSpace maps the characters that break or tab a line to a space.
func lineBreakAsSpace(r rune) rune {
	switch r {
	case '\n', '\r', '\t', '\u0085', '\u2028', '\u2029':
		return ' '
	}
	return r
}

// escapeWord backslash-escapes the Markdown-active characters of w and
// writes "@" as "＠".
func escapeWord(w string) string {
	var b strings.Builder
	for _, r := range w {
		switch {
		case r == '@':
			b.WriteRune('＠')
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
	return codeSafe(Truncate(StripInvisible(s), n))
}

// codeSafe writes line breaks as spaces, backticks as "ˋ" and "@" as "＠",
// so s can sit in a code span without closing it or pinging anyone.
func codeSafe(s string) string {
	return strings.NewReplacer("`", "ˋ", "@", "＠").Replace(strings.Map(lineBreakAsSpace, s))
}
