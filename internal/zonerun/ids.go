package zonerun

import (
	"fmt"
	"strconv"
)

// RunID identifies a zone run: its row ID in the store (dnd_zone_run.id),
// from 1, an int64 underneath; the zero RunID is none (a run not saved
// yet, an expedition before departure). It lives here, with the runs it
// names, and the expedition package (which may import this one) wraps a
// run by it. It is written in base 10, the zero RunID as "" (String),
// which is how an expedition's JSON and the scheduled jobs' keys hold it.
type RunID int64

// String is id in base 10, or "" for the zero RunID.
func (id RunID) String() string {
	if id == 0 {
		return ""
	}
	return strconv.FormatInt(int64(id), 10)
}

// MarshalText writes id as String does.
func (id RunID) MarshalText() ([]byte, error) { return []byte(id.String()), nil }

// UnmarshalText reads what MarshalText writes ("" is the zero RunID).
// Errors: text that is not a base-10 integer.
func (id *RunID) UnmarshalText(b []byte) error {
	*id = 0
	if len(b) == 0 {
		return nil
	}
	n, err := strconv.ParseInt(string(b), 10, 64)
	if err != nil {
		return fmt.Errorf("unreadable zone run ID %q: %w", b, err)
	}
	*id = RunID(n)
	return nil
}
