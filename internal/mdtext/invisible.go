package mdtext

import (
	"strings"
	"unicode"
)

// hidden are the characters, besides the bidi and join controls, that show
// nothing yet can hide or disguise text: zero-width spaces and joiners, the
// word joiner and invisible operators, the byte-order mark, the soft hyphen,
// fillers that render blank (Hangul fillers), deprecated format controls,
// interlinear annotation marks and the tag characters. Variation selectors
// are kept: emoji need them.
var hidden = &unicode.RangeTable{
	R16: []unicode.Range16{
		{Lo: 0x00ad, Hi: 0x00ad, Stride: 1}, // soft hyphen
		{Lo: 0x034f, Hi: 0x034f, Stride: 1}, // combining grapheme joiner
		{Lo: 0x115f, Hi: 0x1160, Stride: 1}, // Hangul choseong and jungseong fillers
		{Lo: 0x17b4, Hi: 0x17b5, Stride: 1}, // Khmer inherent vowels
		{Lo: 0x180e, Hi: 0x180e, Stride: 1}, // Mongolian vowel separator
		{Lo: 0x200b, Hi: 0x200b, Stride: 1}, // zero width space
		{Lo: 0x2060, Hi: 0x2064, Stride: 1}, // word joiner, invisible operators
		{Lo: 0x206a, Hi: 0x206f, Stride: 1}, // deprecated format controls
		{Lo: 0x3164, Hi: 0x3164, Stride: 1}, // Hangul filler
		{Lo: 0xfeff, Hi: 0xfeff, Stride: 1}, // zero width no-break space (BOM)
		{Lo: 0xffa0, Hi: 0xffa0, Stride: 1}, // halfwidth Hangul filler
		{Lo: 0xfff9, Hi: 0xfffb, Stride: 1}, // interlinear annotation
	},
	R32: []unicode.Range32{
		{Lo: 0x1bca0, Hi: 0x1bca3, Stride: 1}, // shorthand format controls
		{Lo: 0x1d173, Hi: 0x1d17a, Stride: 1}, // musical symbol format controls
		{Lo: 0xe0001, Hi: 0xe0001, Stride: 1}, // language tag
		{Lo: 0xe0020, Hi: 0xe007f, Stride: 1}, // tag characters
	},
}

// IsInvisible reports whether r is a character that is not shown but
// changes or hides the text around it: a bidi control (U+202E RIGHT-TO-LEFT
// OVERRIDE, the isolates U+2066–U+2069, the marks U+200E, U+200F, U+061C...),
// a zero-width space or joiner (U+200B–U+200D, U+2060, U+FEFF) or another
// invisible format or filler character. Such characters let a player's text
// reorder or disguise what the bot shows around it.
func IsInvisible(r rune) bool {
	return unicode.In(r, unicode.Bidi_Control, unicode.Join_Control, hidden)
}

// StripInvisible removes every invisible character (IsInvisible) from s.
func StripInvisible(s string) string {
	if strings.IndexFunc(s, IsInvisible) < 0 {
		return s
	}
	return strings.Map(func(r rune) rune {
		if IsInvisible(r) {
			return -1
		}
		return r
	}, s)
}
