package mdtext

import "strings"

// keycapMark is the combining enclosing keycap (U+20E3) that makes a digit
// a keycap emoji; variationEmoji (U+FE0F) asks for its emoji form.
const (
	keycapMark     = "\u20e3"
	variationEmoji = "\ufe0f"
	keycapTen      = "\U0001f51f" // 🔟
)

// MaxKeycap is the largest number with a keycap emoji.
const MaxKeycap = 10

// Keycap is the keycap emoji of n (1️⃣ … 9️⃣, 🔟), the reaction key of
// option n of a numbered list; "" outside 1..MaxKeycap.
func Keycap(n int) string {
	switch {
	case n >= 1 && n <= 9:
		return string(rune('0'+n)) + variationEmoji + keycapMark
	case n == MaxKeycap:
		return keycapTen
	}
	return ""
}

// KeycapNumber reads a reaction key as the number of a keycap emoji: 1️⃣ …
// 9️⃣ with or without the emoji variation selector, and 🔟. ok is false
// for anything else (other emoji, 0️⃣, text).
func KeycapNumber(key string) (n int, ok bool) {
	if key == keycapTen {
		return MaxKeycap, true
	}
	digit, ok := strings.CutSuffix(key, keycapMark)
	if !ok {
		return 0, false
	}
	digit = strings.TrimSuffix(digit, variationEmoji)
	if len(digit) != 1 || digit[0] < '1' || digit[0] > '9' {
		return 0, false
	}
	return int(digit[0] - '0'), true
}
