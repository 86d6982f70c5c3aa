package sim

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"maps"
	"slices"

	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/sim/record"
)

// GearTableOf derives the gear table from career records (rules §11.1,
// §11.5), for every class the records hold. A career's snapshot at level L
// is its last expedition that ended at L, after that downtime's buying:
// what it set off with on its last expedition at L, the snapshot whose
// gear value the career summary reports. A class's row at L is the worn
// tiers of its median career there: the careers with a snapshot at L
// ordered by that gear value (then by tiers), the nearest-rank median (the
// upper one of an even count), as the career summary takes its medians, so
// the row is worth what the median career wears. A level none has takes
// the row below it, and level 1 with none is the starting kit (all 0).
// Careers are told apart by class, policy, seed and run. Source is kept as the
// table's. Errors: a record without its worn tiers (a file written before
// careers recorded them), no records.
func GearTableOf(recs []record.Career, source string) (GearTable, error) {
	if len(recs) == 0 {
		return GearTable{}, errors.New("sim: no career records for a gear table")
	}
	type career struct {
		class, policy string
		seed          uint64
		run           int
	}
	snaps := map[career]map[int]gearSnap{}
	for i, r := range recs {
		if r.Worn == nil {
			return GearTable{}, fmt.Errorf("sim: career record %d (%s run %d expedition %d) has no worn tiers: play the careers again", i+1, r.Class, r.Run, r.Expedition)
		}
		k := career{r.Class, r.Policy, r.Seed, r.Run}
		if snaps[k] == nil {
			snaps[k] = map[int]gearSnap{}
		}
		snaps[k][r.LevelEnd] = gearSnap{value: r.GearValue, tiers: r.Worn.Tiers()}
	}
	byClass := map[rules.ClassID][rules.MaxLevel][]gearSnap{}
	for k, levels := range snaps {
		samples := byClass[rules.ClassID(k.class)]
		for l, snap := range levels {
			if l >= 1 && l <= rules.MaxLevel {
				samples[l-1] = append(samples[l-1], snap)
			}
		}
		byClass[rules.ClassID(k.class)] = samples
	}
	t := GearTable{Source: source, Levels: map[rules.ClassID][rules.MaxLevel]GearLevel{}}
	for class, samples := range byClass {
		var rows [rules.MaxLevel]GearLevel
		for l := range rules.MaxLevel {
			switch {
			case len(samples[l]) > 0:
				rows[l] = GearLevel{Careers: len(samples[l]), Tiers: medianSnap(samples[l]).tiers}
			case l > 0:
				rows[l].Tiers = rows[l-1].Tiers
			}
		}
		t.Levels[class] = rows
	}
	return t, nil
}

// gearSnap is one career's gear at a level: its catalogue value (coins)
// and the tiers worn.
type gearSnap struct {
	value int
	tiers GearRow
}

// medianSnap is the nearest-rank median of snaps (the upper one of an
// even count) by value, then tiers; snaps is not empty.
func medianSnap(snaps []gearSnap) gearSnap {
	s := slices.SortedFunc(slices.Values(snaps), func(a, b gearSnap) int {
		if a.value != b.value {
			return a.value - b.value
		}
		return slices.Compare(a.tiers[:], b.tiers[:])
	})
	return s[len(s)/2]
}

// WriteGearTable writes t as the committed JSON file: classes in ID order,
// one line per level, so the same table gives the same bytes.
func WriteGearTable(w io.Writer, t GearTable) error {
	bw := bufio.NewWriter(w)
	var werr error // the first value that would not encode
	encode := func(v any) []byte {
		b, err := json.Marshal(v)
		if err != nil && werr == nil {
			werr = err
		}
		return b
	}
	head := func(key string, v any) {
		fmt.Fprintf(bw, "  %q: %s,\n", key, encode(v))
	}
	bw.WriteString("{\n")
	head("generated_by", gearGeneratedBy)
	head("source", t.Source)
	head("slots", careerSlots)
	bw.WriteString("  \"classes\": {")
	for i, c := range slices.Sorted(maps.Keys(t.Levels)) {
		if i > 0 {
			bw.WriteString(",")
		}
		fmt.Fprintf(bw, "\n    %q: [", c)
		for l, row := range t.Levels[c] {
			if l > 0 {
				bw.WriteString(",")
			}
			fmt.Fprintf(bw, "\n      {\"level\": %d, \"careers\": %d, \"tiers\": %s}", l+1, row.Careers, encode(row.Tiers))
		}
		bw.WriteString("\n    ]")
	}
	bw.WriteString("\n  }\n}\n")
	if werr != nil {
		return fmt.Errorf("gear table: %w", werr)
	}
	return bw.Flush()
}
