package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gogobee/gogobee/internal/sim/record"
	"github.com/gogobee/gogobee/internal/sim/report"
)

// careerFile plays `expedition-sim career` with args and returns the file.
func careerFile(t *testing.T, args ...string) []byte {
	t.Helper()
	out := filepath.Join(t.TempDir(), "c.jsonl")
	if err := career(append(args, "-out", out), os.Stdout, os.Stderr); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestCareerFileIsTheSameForTheSameSeedWhateverTheWorkers(t *testing.T) {
	args := []string{"-classes", "fighter,mage", "-runs", "3", "-max-level", "4", "-seed", "5"}
	one := careerFile(t, append(args, "-workers", "1")...)
	again := careerFile(t, append(args, "-workers", "1")...)
	three := careerFile(t, append(args, "-workers", "3")...)
	if !bytes.Equal(one, again) {
		t.Error("the same seed gave two different files")
	}
	if !bytes.Equal(one, three) {
		t.Error("3 workers wrote another file than 1")
	}
	other := careerFile(t, "-classes", "fighter,mage", "-runs", "3", "-max-level", "4", "-seed", "6")
	if bytes.Equal(one, other) {
		t.Error("seeds 5 and 6 gave the same file")
	}
	recs, err := record.ReadCareers(bytes.NewReader(one))
	if err != nil {
		t.Fatal(err)
	}
	ends := 0
	for _, r := range recs {
		if r.End != "" {
			ends++
		}
		if r.Class != "fighter" && r.Class != "mage" || r.Policy != defaultPolicyName {
			t.Errorf("record %+v: want a fighter or mage played %s", r, defaultPolicyName)
		}
	}
	if ends != 6 {
		t.Errorf("%d careers ended, want 2 classes x 3 runs", ends)
	}
}

func TestCareerFlagsRefuseNonsense(t *testing.T) {
	for _, args := range [][]string{
		{"-policy", "reckless"},
		{"-max-level", "21"},
		{"-runs", "0"},
		{"-workers", "0"},
		{"-classes", "bard"},
		{"-seeds", "1,x"},
	} {
		if err := career(args, os.Stdout, os.Stderr); err == nil {
			t.Errorf("%v: no error", args)
		}
	}
}

// -seeds plays -runs careers a class on each seed into one file, seed
// after seed, each career as -seed alone plays it, so the summary pools
// careers of several seeds (a gate holds on several seeds).
func TestCareerSeedsPoolEachSeedsCareers(t *testing.T) {
	args := []string{"-classes", "rogue", "-runs", "2", "-max-level", "3"}
	pooled := careerFile(t, append(args, "-seeds", "5,6")...)
	five := careerFile(t, append(args, "-seed", "5")...)
	six := careerFile(t, append(args, "-seed", "6")...)
	if !bytes.Equal(pooled, append(five, six...)) {
		t.Error("-seeds 5,6 is not -seed 5's careers then -seed 6's")
	}
	recs, err := record.ReadCareers(bytes.NewReader(pooled))
	if err != nil {
		t.Fatal(err)
	}
	if n := len(report.Careers(recs)); n != 4 {
		t.Errorf("%d careers told apart, want 2 seeds x 2 runs", n)
	}
}

func TestSummarizeReadsACareerFile(t *testing.T) {
	b := careerFile(t, "-classes", "rogue", "-runs", "2", "-max-level", "4")
	path := filepath.Join(t.TempDir(), "c.jsonl")
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := summarize([]string{path}, &out); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"# Career summary", "In-game days to level", "| rogue |", "## Stalls", "Coins and gear value over levels"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("summary lacks %q:\n%s", want, out.String())
		}
	}
}
