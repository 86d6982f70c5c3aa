package report

import (
	"fmt"
	"io"
	"strings"
)

// dash marks a value that does not exist (no runs, no target).
const dash = "—"

// pct formats a percentage with one decimal ("0.0", never "-0.0").
func pct(x float64) string { return unsignedZero(fmt.Sprintf("%.1f", x)) }

// pp formats a difference in percentage points with its sign ("+1.5",
// "-0.3"; "0.0" when it rounds to zero).
func pp(x float64) string { return unsignedZero(fmt.Sprintf("%+.1f", x)) }

// unsignedZero turns a formatted zero such as "-0.0" or "+0.0" into "0.0".
func unsignedZero(s string) string {
	if strings.Trim(s, "-+0.") == "" {
		return strings.TrimLeft(s, "-+")
	}
	return s
}

// ratePct formats a rate's percentage, or a dash without runs.
func ratePct(r Rate) string {
	if r.N == 0 {
		return dash
	}
	return pct(r.Pct)
}

// ci formats a rate's 95% Wilson interval in percent, or a dash.
func ci(r Rate) string {
	if r.N == 0 {
		return dash
	}
	return pct(r.Lo) + "–" + pct(r.Hi)
}

// md makes s safe inside a markdown table cell.
func md(s string) string {
	s = strings.ReplaceAll(s, "|", `\|`)
	return strings.Join(strings.Fields(s), " ")
}

// table writes a markdown table; align holds one of "l" or "r" per column.
type table struct {
	w   io.Writer
	err error
}

func (t *table) printf(format string, args ...any) {
	if t.err == nil {
		_, t.err = fmt.Fprintf(t.w, format, args...)
	}
}

// header writes the header and alignment rows.
func (t *table) header(align string, cols ...string) {
	t.row(cols...)
	seps := make([]string, len(cols))
	for i := range cols {
		seps[i] = "---"
		if i < len(align) && align[i] == 'r' {
			seps[i] = "--:"
		}
	}
	t.row(seps...)
}

func (t *table) row(cols ...string) { t.printf("| %s |\n", strings.Join(cols, " | ")) }
