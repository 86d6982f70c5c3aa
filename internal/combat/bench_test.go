package combat

import (
	"testing"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
)

// tier1Specs is one fight spec per class (levels 1 and 3) and Tier 1
// roster monster (ordinary and elite) of both Tier 1 zones.
func tier1Specs(b *testing.B) []Spec {
	b.Helper()
	var specs []Spec
	for _, zid := range []string{string(content.ZoneGoblinWarrens), string(content.ZoneCryptValdris)} {
		z, _ := content.ZoneByID(content.ZoneID(zid))
		for _, cd := range rules.Classes() {
			for _, lvl := range []int{1, 3} {
				c := benchChar(b, cd.ID, lvl)
				for _, re := range z.Roster {
					m, ok := content.MonsterByID(re.MonsterID)
					if !ok {
						b.Fatalf("unknown monster %s", re.MonsterID)
					}
					specs = append(specs, Spec{Key: "bench", Character: c, Enemies: []content.Monster{m}, ZoneID: content.ZoneID(zid)})
				}
			}
		}
	}
	return specs
}

func benchChar(b *testing.B, class rules.ClassID, level int) rules.Character {
	b.Helper()
	c, err := rules.NewCharacter("Bench", class, rules.Human)
	if err != nil {
		b.Fatal(err)
	}
	c, _ = rules.AwardXP(c, rules.XPForLevel(level))
	return c
}

// BenchmarkResolveTier1 measures whole auto-resolved Tier 1 fights (New,
// then Resolve with the default policy, outcome and loot included) and
// reports fights per second on one core.
func BenchmarkResolveTier1(b *testing.B) {
	specs := tier1Specs(b)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		spec := specs[i%len(specs)]
		spec.Seed = uint64(i)
		st, _, err := New(spec)
		if err != nil {
			b.Fatal(err)
		}
		if st, _ = Resolve(st, defaultPolicy); !st.Over() {
			b.Fatal("fight did not end")
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "fights/s")
}
