package rules

import "testing"

// TestTakeXPKeepsTheLevel: XP taken off never lowers the level, never
// goes below 0, and the next AwardXP levels up only at the next level's
// threshold (rules §1.5, §8.18).
func TestTakeXPKeepsTheLevel(t *testing.T) {
	base, _ := AwardXP(newChar(t, Fighter, Human), XPForLevel(6)+500) // level 6, 4,800 XP
	cases := []struct {
		name      string
		take      int
		wantXP    int
		wantTaken int
	}{
		{"below the threshold", 2400, 2400, 2400},
		{"all of it and more", 10_000, 0, 4800},
		{"nothing", 0, 4800, 0},
		{"negative", -5, 4800, 0},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got, taken := TakeXP(base, tc.take)
			if got.XP != tc.wantXP || taken != tc.wantTaken || got.Level != 6 {
				t.Fatalf("TakeXP(%d) = XP %d level %d taken %d, want XP %d level 6 taken %d", tc.take, got.XP, got.Level, taken, tc.wantXP, tc.wantTaken)
			}
			if base.XP != 4800 {
				t.Fatalf("TakeXP changed its argument: XP %d", base.XP)
			}
		})
	}
	low, _ := TakeXP(base, 2400)
	for _, step := range []struct{ award, level int }{{1000, 6}, {XPForLevel(7) - 3400 - 1, 6}, {1, 7}} {
		var rep LevelUpReport
		low, rep = AwardXP(low, step.award)
		if low.Level != step.level || rep.NewLevel != step.level {
			t.Fatalf("after +%d XP (XP %d): level %d, want %d", step.award, low.XP, low.Level, step.level)
		}
	}
}
