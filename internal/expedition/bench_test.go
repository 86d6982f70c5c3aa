package expedition

import (
	"testing"
	"time"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
)

// BenchmarkRollover is one expedition's 06:00 rollover with a camp, a full
// log and a full threat history (the plugin-level bench runs 10,000).
func BenchmarkRollover(b *testing.B) {
	c := newCharacter(b, rules.Ranger)
	e := departed(b, content.ZoneDragonsLair, 7)
	for i := 0; i < LogCap; i++ {
		e.Log.Add(Entry{Day: 1, At: t0, Type: EntryAction, Summary: "filler"})
	}
	for i := 0; i < ThreatEventCap; i++ {
		e.Threat.Apply(1, ReasonNoise, t0)
	}
	e, c, _, err := Pitch(e, cleared(), c, CampStandard, t0.Add(8*time.Hour))
	if err != nil {
		b.Fatal(err)
	}
	at := NextRollover(e, time.UTC)
	root := RootStream(1, e)
	b.ReportAllocs()
	for b.Loop() {
		if _, _, _, err := Rollover(e, cleared(), c, root, at, time.UTC); err != nil {
			b.Fatal(err)
		}
	}
}
