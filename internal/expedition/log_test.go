package expedition

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestLogKeepsTheLast50(t *testing.T) {
	var l Log
	for i := 0; i < 60; i++ {
		l.Add(Entry{Day: i, Summary: fmt.Sprint(i)})
	}
	require.Len(t, l.Entries, LogCap)
	assert.Equal(t, "10", l.Entries[0].Summary)
	assert.Equal(t, "59", l.Entries[LogCap-1].Summary)
}

func TestLogLast(t *testing.T) {
	var l Log
	assert.Empty(t, l.Last(5))
	for i := 0; i < 3; i++ {
		l.Add(Entry{Summary: fmt.Sprint(i)})
	}
	cases := []struct {
		n    int
		want []string
	}{
		{0, nil}, {-1, nil}, {2, []string{"1", "2"}}, {5, []string{"0", "1", "2"}},
	}
	for _, tc := range cases {
		var got []string
		for _, e := range l.Last(tc.n) {
			got = append(got, e.Summary)
		}
		assert.Equal(t, tc.want, got, "Last(%d)", tc.n)
	}
	last := l.Last(1)
	last[0].Summary = "changed"
	assert.Equal(t, "2", l.Entries[2].Summary, "Last returns a copy")
}
