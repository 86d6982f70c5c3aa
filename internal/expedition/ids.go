package expedition

import (
	"fmt"
	"strconv"
)

// ID identifies an expedition: its row ID in the store, from 1. The zero
// ID is none (an expedition not saved yet). It is written in base 10, the
// zero ID as "" (String), which is how the store's JSON and the scheduled
// jobs' keys hold it.
type ID int64

// ParseID reads an expedition ID as ID.String writes it ("" is the zero
// ID). Errors: text that is not a base-10 integer.
func ParseID(s string) (ID, error) { return parseID[ID](s, "expedition ID") }

// String is id in base 10, or "" for the zero ID.
func (id ID) String() string { return formatID(id) }

// MarshalText writes id as String does.
func (id ID) MarshalText() ([]byte, error) { return []byte(id.String()), nil }

// UnmarshalText reads what MarshalText writes. Errors: as ParseID.
func (id *ID) UnmarshalText(b []byte) (err error) {
	*id, err = ParseID(string(b))
	return err
}

func parseID[T ~int64](s, what string) (T, error) {
	if s == "" {
		return 0, nil
	}
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil {
		return 0, fmt.Errorf("unreadable %s %q: %w", what, s, err)
	}
	return T(n), nil
}

func formatID[T ~int64](id T) string {
	if id == 0 {
		return ""
	}
	return strconv.FormatInt(int64(id), 10)
}
