package mdtext

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestKeycapsRoundTrip(t *testing.T) {
	for n := 1; n <= MaxKeycap; n++ {
		got, ok := KeycapNumber(Keycap(n))
		assert.True(t, ok, n)
		assert.Equal(t, n, got)
	}
	assert.Equal(t, "1️⃣", Keycap(1))
	assert.Equal(t, "🔟", Keycap(10))
	assert.Empty(t, Keycap(0))
	assert.Empty(t, Keycap(11))
}

func TestKeycapNumberReadsOnlyKeycaps(t *testing.T) {
	tests := []struct {
		key  string
		n    int
		want bool
	}{
		{"2\u20e3", 2, true},       // no variation selector: some clients send it so
		{"3\ufe0f\u20e3", 3, true}, // the usual form
		{"0\ufe0f\u20e3", 0, false},
		{"#\ufe0f\u20e3", 0, false},
		{"12\u20e3", 0, false},
		{"👍", 0, false},
		{"1", 0, false},
		{"", 0, false},
	}
	for _, tt := range tests {
		n, ok := KeycapNumber(tt.key)
		assert.Equal(t, tt.want, ok, "%q", tt.key)
		assert.Equal(t, tt.n, n, "%q", tt.key)
	}
}
