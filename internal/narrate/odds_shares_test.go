package narrate

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestSharesAddUpTo100(t *testing.T) {
	tests := []struct {
		name   string
		total  int
		counts []int
		want   []int
	}{
		{"halves and a bit", 200, []int{99, 99, 2}, []int{50, 49, 1}},
		{"exact", 200, []int{100, 100, 0}, []int{50, 50, 0}},
		{"thirds", 3, []int{1, 1, 1}, []int{34, 33, 33}},
		{"one run in 200 rounds down to 0", 200, []int{120, 79, 1}, []int{60, 40, 0}},
		{"no runs", 0, []int{0, 0}, []int{0, 0}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Shares(tt.total, tt.counts...)
			assert.Equal(t, tt.want, got)
			if tt.total > 0 {
				sum := 0
				for _, v := range got {
					sum += v
				}
				assert.Equal(t, 100, sum)
			}
		})
	}
}

func TestSharesOfPartOfTheRunsAddUpToTheirShare(t *testing.T) {
	got := Shares(200, 101, 30) // 131 of 200 runs: 65.5% in all
	assert.Equal(t, []int{51, 15}, got, "50.5%% rounds up; 65.5%% in all rounds to 66")
	assert.Equal(t, []int{34, 33}, Shares(3, 1, 1), "two thirds in all is 67%: the tie goes to the earlier count")
}
