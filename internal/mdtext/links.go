package mdtext

import (
	"regexp"

	"mvdan.cc/xurls/v2"
)

// roomAddress is a Matrix room alias or group ("#lobby:example.org",
// "+guild:localhost"), which clients turn into links even when the server
// name has no known top-level domain.
var roomAddress = regexp.MustCompile(`[#+][^\s:#+]+:[A-Za-z0-9\-\[]`)

// isLinkish reports whether word (no spaces) is, or holds, something a
// Matrix client would show as a link: a URL with a scheme (http://,
// matrix:...), a bare domain with a known top-level domain (www.example.com,
// matrix.to/#/...), an e-mail address, or a room alias.
func isLinkish(word string) bool {
	return hasInnerSeparator(word) && (roomAddress.MatchString(word) || xurls.Relaxed().MatchString(word))
}

// hasInnerSeparator reports whether word has a dot or colon followed by a
// letter, digit, slash or non-ASCII character, as every link form does.
// Most words have none ("check", "Seal.", "room:") and skip the large URL
// pattern.
func hasInnerSeparator(word string) bool {
	for i := 0; i+1 < len(word); i++ {
		if word[i] != '.' && word[i] != ':' {
			continue
		}
		next := word[i+1]
		if next >= 0x80 || next == '/' || '0' <= next && next <= '9' || 'a' <= next|0x20 && next|0x20 <= 'z' {
			return true
		}
	}
	return false
}
