package picture

import (
	"testing"

	"github.com/gogobee/gogobee/internal/zonegraph"
)

// BenchmarkMap draws the Underdark's two-region map.
func BenchmarkMap(b *testing.B) {
	p := zonegraph.PlanMap(underdarkSecondRegion())
	for b.Loop() {
		if _, err := Map(p); err != nil {
			b.Fatal(err)
		}
	}
}
