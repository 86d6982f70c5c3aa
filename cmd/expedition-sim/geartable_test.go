package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/sim"
)

// handCareers is a small career file: three rangers and a rogue, one line
// per expedition (worn: armour, main hand, off hand, head, feet).
const handCareers = `{"class":"ranger","policy":"casual","run":0,"expedition":1,"level_start":1,"level_end":2,"gear_value":275,"worn":{"armor":0,"main_hand":0,"off_hand":0,"head":1,"feet":0}}
{"class":"ranger","policy":"casual","run":0,"expedition":2,"level_start":2,"level_end":4,"gear_value":2500,"worn":{"armor":2,"main_hand":2,"off_hand":0,"head":2,"feet":2}}
{"class":"ranger","policy":"casual","run":1,"expedition":1,"level_start":1,"level_end":2,"gear_value":625,"worn":{"armor":1,"main_hand":1,"off_hand":0,"head":1,"feet":1}}
{"class":"ranger","policy":"casual","run":1,"expedition":2,"level_start":2,"level_end":3,"gear_value":625,"worn":{"armor":1,"main_hand":1,"off_hand":0,"head":1,"feet":1}}
{"class":"ranger","policy":"casual","run":1,"expedition":3,"level_start":3,"level_end":4,"gear_value":1975,"worn":{"armor":2,"main_hand":1,"off_hand":0,"head":2,"feet":1}}
{"class":"ranger","policy":"casual","run":2,"expedition":1,"level_start":1,"level_end":4,"gear_value":900,"worn":{"armor":0,"main_hand":2,"off_hand":0,"head":2,"feet":0}}
{"class":"rogue","policy":"casual","run":0,"expedition":1,"level_start":1,"level_end":1,"gear_value":375,"worn":{"armor":0,"main_hand":0,"off_hand":0,"head":0,"feet":1}}
`

// gearTableOf runs `expedition-sim gear-table` on the career file text and
// returns the table it wrote.
func gearTableOf(t *testing.T, careers string, args ...string) []byte {
	t.Helper()
	dir := t.TempDir()
	in, out := filepath.Join(dir, "c.jsonl"), filepath.Join(dir, "gear.json")
	if err := os.WriteFile(in, []byte(careers), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := gearTable(append(args, "-out", out, in), os.Stdout, os.Stderr); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestGearTableOfAHandMadeCareerFile(t *testing.T) {
	b := gearTableOf(t, handCareers, "-source", "hand-made")
	table, err := sim.ReadGearTable(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	if table.Source != "hand-made" || len(table.Levels) != 2 {
		t.Fatalf("source %q, %d classes; want hand-made, 2", table.Source, len(table.Levels))
	}
	for _, tc := range []struct {
		class   rules.ClassID
		level   int
		careers int
		tiers   sim.GearRow
	}{
		{rules.Ranger, 1, 0, sim.GearRow{}},
		{rules.Ranger, 2, 2, sim.GearRow{1, 1, 0, 1, 1}}, // worth 275 and 625: the upper median of two
		{rules.Ranger, 3, 1, sim.GearRow{1, 1, 0, 1, 1}},
		{rules.Ranger, 4, 3, sim.GearRow{2, 1, 0, 2, 1}}, // worth 900, 1975 and 2500: the 1975 career's loadout
		{rules.Ranger, 20, 0, sim.GearRow{2, 1, 0, 2, 1}},
		{rules.Rogue, 1, 1, sim.GearRow{0, 0, 0, 0, 1}},
		{rules.Rogue, 12, 0, sim.GearRow{0, 0, 0, 0, 1}},
	} {
		got := table.Levels[tc.class][tc.level-1]
		if got.Careers != tc.careers || got.Tiers != tc.tiers {
			t.Errorf("%s L%d: %+v, want %d careers %v", tc.class, tc.level, got, tc.careers, tc.tiers)
		}
	}
	if again := gearTableOf(t, handCareers, "-source", "hand-made"); !bytes.Equal(b, again) {
		t.Error("the same careers gave two different tables")
	}
}

func TestGearTableRefusesCareersWithoutWornTiers(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "old.jsonl")
	old := `{"class":"mage","policy":"casual","run":0,"expedition":1,"level_start":1,"level_end":2,"gear_value":50}` + "\n"
	if err := os.WriteFile(in, []byte(old), 0o644); err != nil {
		t.Fatal(err)
	}
	err := gearTable([]string{"-out", filepath.Join(dir, "g.json"), in}, os.Stdout, os.Stderr)
	if err == nil || !strings.Contains(err.Error(), "no worn tiers") {
		t.Errorf("err %v, want the file refused for want of worn tiers", err)
	}
	if err := gearTable(nil, os.Stdout, os.Stderr); err == nil {
		t.Error("no files: no error")
	}
}

// TestGearTableFromPlayedCareersReadsBack: careers as `career` writes
// them make a table that reads back, the same bytes each time.
func TestGearTableFromPlayedCareersReadsBack(t *testing.T) {
	careers := careerFile(t, "-classes", "cleric,rogue", "-runs", "2", "-max-level", "4", "-seed", "3")
	b := gearTableOf(t, string(careers), "-source", "played")
	table, err := sim.ReadGearTable(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	if len(table.Levels) != 2 {
		t.Errorf("%d classes, want cleric and rogue", len(table.Levels))
	}
	if !bytes.Equal(b, gearTableOf(t, string(careers), "-source", "played")) {
		t.Error("the same careers gave two different tables")
	}
}
