package record

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
)

// maxLine is the longest JSONL line Read accepts, in bytes.
const maxLine = 1 << 20

// Writer writes runs as JSON Lines: one object per line, fields in Run's
// order, Yields keys sorted. It is not safe for concurrent use.
type Writer struct {
	w   io.Writer
	buf bytes.Buffer
}

// NewWriter returns a Writer that writes to w.
func NewWriter(w io.Writer) *Writer { return &Writer{w: w} }

// Write writes r as one line. A nil Yields map is written as {} so every
// line has the same shape.
func (w *Writer) Write(r Run) error {
	if r.Yields == nil {
		r.Yields = map[string]int{}
	}
	w.buf.Reset()
	enc := json.NewEncoder(&w.buf) // Encode appends the newline
	enc.SetEscapeHTML(false)
	if err := enc.Encode(r); err != nil {
		return fmt.Errorf("record: encode run (seed %d): %w", r.Seed, err)
	}
	_, err := w.w.Write(w.buf.Bytes())
	return err
}

// Read reads JSON Lines from r: one Run per non-blank line. Unknown fields
// are ignored so older reports can read newer files, and a run without a
// policy reads as PolicyCareful so newer reports can read older ones. The
// error names the first bad line (1-based).
func Read(r io.Reader) ([]Run, error) {
	runs, err := readLines[Run](r)
	for i := range runs {
		if runs[i].Policy == "" {
			runs[i].Policy = PolicyCareful
		}
	}
	return runs, err
}

// readLines reads JSON Lines from r: one T per non-blank line, unknown
// fields ignored; the error names the first bad line (1-based).
func readLines[T any](r io.Reader) ([]T, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64*1024), maxLine)
	var out []T
	for line := 1; sc.Scan(); line++ {
		b := bytes.TrimSpace(sc.Bytes())
		if len(b) == 0 {
			continue
		}
		var v T
		if err := json.Unmarshal(b, &v); err != nil {
			return nil, fmt.Errorf("record: line %d: %w", line, err)
		}
		out = append(out, v)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("record: read: %w", err)
	}
	return out, nil
}
