package main

import (
	"bufio"
	"bytes"
	"errors"
	"io"
	"os"
	"strings"

	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/sim"
	"github.com/gogobee/gogobee/internal/sim/record"
	"github.com/gogobee/gogobee/internal/sim/report"
)

// isCareerFile reports whether the first record of the JSONL file at path
// is a career's (record.IsCareer); an empty file is not.
func isCareerFile(path string) (bool, error) {
	f, err := os.Open(path)
	if err != nil {
		return false, err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 0, 64*1024), 1<<20)
	for sc.Scan() {
		if b := bytes.TrimSpace(sc.Bytes()); len(b) > 0 {
			return record.IsCareer(b), nil
		}
	}
	return false, sc.Err()
}

// summarizeCareers is `expedition-sim summarize` on career files: the
// career summary (report.CareerMarkdown) with the matrix character's gear
// value beside the careers'.
func summarizeCareers(paths []string, stdout io.Writer) error {
	all, err := readCareers(paths)
	if err != nil {
		return err
	}
	if len(all) == 0 {
		return errors.New("no careers in " + strings.Join(paths, ", "))
	}
	return report.CareerMarkdown(stdout, report.SummarizeCareers(all), vanillaGear)
}

// vanillaGear is the gear value of the matrix's character of class (a
// class ID, or a summary's "class/subclass" row, which dresses as its
// class) at level (sim.Character, rules §11.1); 0 when it cannot be built.
func vanillaGear(class string, level int) int {
	class, _, _ = strings.Cut(class, "/")
	c, err := sim.Character(sim.Build{Class: rules.ClassID(class), Level: level})
	if err != nil {
		return 0
	}
	return sim.GearValue(c)
}
