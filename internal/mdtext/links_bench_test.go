package mdtext

import "testing"

// BenchmarkEscapeWordsWithDots is text whose dots and colons end words, as
// narration and most labels have: none of it reaches the URL pattern.
func BenchmarkEscapeWordsWithDots(b *testing.B) {
	for b.Loop() {
		Escape("Valdris's Seal. Fragment, room: crypt")
	}
}

// BenchmarkEscapeURL is a label holding a URL, checked against the pattern.
func BenchmarkEscapeURL(b *testing.B) {
	for b.Loop() {
		Escape("prize at https://evil.example/gold")
	}
}
