package harvest

import (
	"testing"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/dice"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
)

// BenchmarkPassThreeNodes is one auto-harvest pass over a room with three
// full nodes (a common, an uncommon and a rare: 6 attempts with the
// shipped charges) at threat 50, the pass that every `!zone advance`,
// `!advance` and autopilot step into such a room runs.
func BenchmarkPassThreeNodes(b *testing.B) {
	c, err := rules.NewCharacter("Bench", rules.Fighter, rules.Human)
	if err != nil {
		b.Fatal(err)
	}
	room := roomNode(content.ZoneUnderforge, "gallery", zonegraph.KindHarvest, "iron_ore")
	st := stateWith(room.ID, nodesOf(b, room.ID, 0, "iron_ore", "fire_essence", "mithral_trace"))
	ctx := Context{Threat: 50}
	root := dice.NewStream(1, "bench")
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := Pass(st, room, c, ctx, root); err != nil {
			b.Fatal(err)
		}
	}
}
