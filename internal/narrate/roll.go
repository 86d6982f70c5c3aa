package narrate

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/gogobee/gogobee/internal/dice"
	"github.com/gogobee/gogobee/internal/mdtext"
)

// MaxShownDice is the most dice a roll answer lists one by one; a bigger
// roll shows only its total.
const MaxShownDice = 40

// Roll renders a !roll result on one line: the canonical expression, the
// label (escaped, so it can neither format nor ping), each term's dice,
// and the total in bold. A lone d20 that lands on 20 or 1 is called out.
func Roll(r dice.Result) string {
	var b strings.Builder
	fmt.Fprintf(&b, "🎲 `%s`", r.Expr)
	if r.Label != "" {
		b.WriteString(" (" + mdtext.Escape(r.Label) + ")")
	}
	count := 0
	for _, t := range r.Terms {
		count += len(t.Dice)
	}
	if count > MaxShownDice {
		fmt.Fprintf(&b, ": %d dice, total **%d**", count, r.Total)
		return b.String()
	}
	breakdown := strings.TrimSuffix(r.Breakdown(), " = "+strconv.Itoa(r.Total))
	fmt.Fprintf(&b, ": %s = **%d**", breakdown, r.Total)
	switch naturalD20(r) {
	case 20:
		b.WriteString(" — natural 20! ✨")
	case 1:
		b.WriteString(" — natural 1. I saw nothing.")
	}
	return b.String()
}

// naturalD20 returns the face of the single kept d20 of r, or 0 when r does
// not keep exactly one d20.
func naturalD20(r dice.Result) int {
	face, n := 0, 0
	for _, t := range r.Terms {
		for _, d := range t.Dice {
			if d.Sides == 20 && !d.Dropped {
				face, n = d.Value, n+1
			}
		}
	}
	if n != 1 {
		return 0
	}
	return face
}

// quoted matches the Go-quoted ("%q") echoes of player input inside a
// dice parser message.
var quoted = regexp.MustCompile(`"(?:[^"\\]|\\.)*"`)

// RollError renders a dice parser refusal: the parser's own friendly
// message with any echoed player input escaped, then the usage hint when
// the message does not already carry it.
func RollError(err error) string {
	msg := quoted.ReplaceAllStringFunc(err.Error(), func(q string) string {
		return `"` + mdtext.Escape(q[1:len(q)-1]) + `"`
	})
	if !strings.Contains(msg, dice.Usage) {
		msg += " " + dice.Usage
	}
	return "🎲 " + msg
}
