package sim

import (
	"bytes"
	_ "embed" // the committed career gear table
	"encoding/json"
	"fmt"
	"io"
	"sync"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/sim/record"
)

// GearRow is the tier worn in each slot a career buys gear for, in
// record.Worn's order (body armour, main hand, off hand, head, feet): 1-5
// for the piece GearFor picks at that tier, 0 for the class's
// starting-kit piece (or nothing, when the kit has none for the slot).
type GearRow = [record.WornSlots]int

// GearLevel is one class's row of a GearTable at one level: Careers is how
// many careers were measured there (0 when the row was carried over from
// the level below), Tiers their per-slot medians.
type GearLevel struct {
	Careers int
	Tiers   GearRow
}

// GearTable is what a median career character wears at each level, per
// class (rules §11.1, §11.5): Levels[class][L-1] for levels 1-20. Source
// names the careers it was derived from.
type GearTable struct {
	Source string
	Levels map[rules.ClassID][rules.MaxLevel]GearLevel
}

// gearTableJSON is the committed table: `make sim-gear` writes it
// (expedition-sim gear-table) from freshly played careers.
//
//go:embed geartable.json
var gearTableJSON []byte

// careerGearTable is the committed table, decoded once.
var careerGearTable = sync.OnceValues(func() (GearTable, error) {
	return ReadGearTable(bytes.NewReader(gearTableJSON))
})

// CareerGear returns the committed table's tiers for class at level
// (rules §11.1): what the median career character of the class owns there.
// Errors: BuildError (level), a class the table lacks, a broken table.
func CareerGear(class rules.ClassID, level int) (GearRow, error) {
	if level < 1 || level > rules.MaxLevel {
		return GearRow{}, errLevel(level)
	}
	t, err := careerGearTable()
	if err != nil {
		return GearRow{}, err
	}
	rows, ok := t.Levels[class]
	if !ok {
		return GearRow{}, fmt.Errorf("sim: the career gear table has no %s (make sim-gear)", class)
	}
	return rows[level-1].Tiers, nil
}

// DressGear returns what c wears when dressed slot by slot from row
// (rules §11.1): in each slot the piece GearFor(c, tier) picks at that
// slot's tier, or for tier 0 the class's starting-kit piece
// (rules.ClassDef.StartingEquipment). Errors: BuildError (a tier out of
// 0-5), rules.ErrUnknownClass.
func DressGear(c rules.Character, row GearRow) (rules.Equipment, error) {
	def, ok := rules.Class(c.Class)
	if !ok {
		return nil, rules.ErrUnknownClass{Class: c.Class}
	}
	var eq rules.Equipment
	for i, slot := range careerSlots {
		id := def.StartingEquipment.Get(slot)
		if row[i] != 0 {
			tier, err := GearFor(c, row[i])
			if err != nil {
				return nil, err
			}
			id = tier.Get(slot)
		}
		if id != "" {
			eq.Set(slot, id)
		}
	}
	return eq, nil
}

// gearFile is a GearTable as committed: one object per level, so a
// regenerated table diffs line by line.
type gearFile struct {
	GeneratedBy string                 `json:"generated_by"`
	Source      string                 `json:"source"`
	Slots       []rules.EquipSlot      `json:"slots"`
	Classes     map[string][]gearEntry `json:"classes"`
}

// gearEntry is one level of a class in gearFile.
type gearEntry struct {
	Level   int     `json:"level"`
	Careers int     `json:"careers"`
	Tiers   GearRow `json:"tiers"`
}

// gearGeneratedBy is the table file's generated_by line.
const gearGeneratedBy = "make sim-gear (expedition-sim gear-table); do not edit"

// ReadGearTable reads a gear table as WriteGearTable writes it. Errors: bad
// JSON, slots other than the career's, an unknown class, a class without
// exactly one row per level 1-20 in order, a tier out of 0-5 or a negative
// career count.
func ReadGearTable(r io.Reader) (GearTable, error) {
	var f gearFile
	dec := json.NewDecoder(r)
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		return GearTable{}, fmt.Errorf("sim: gear table: %w", err)
	}
	if fmt.Sprint(f.Slots) != fmt.Sprint(careerSlots) {
		return GearTable{}, fmt.Errorf("sim: gear table slots %v, want %v", f.Slots, careerSlots)
	}
	t := GearTable{Source: f.Source, Levels: map[rules.ClassID][rules.MaxLevel]GearLevel{}}
	for name, entries := range f.Classes {
		class := rules.ClassID(name)
		if _, ok := rules.Class(class); !ok {
			return GearTable{}, fmt.Errorf("sim: gear table: %w", rules.ErrUnknownClass{Class: class})
		}
		if len(entries) != rules.MaxLevel {
			return GearTable{}, fmt.Errorf("sim: gear table %s: %d levels, want %d", name, len(entries), rules.MaxLevel)
		}
		var rows [rules.MaxLevel]GearLevel
		for i, e := range entries {
			if err := e.check(i + 1); err != nil {
				return GearTable{}, fmt.Errorf("sim: gear table %s: %w", name, err)
			}
			rows[i] = GearLevel{Careers: e.Careers, Tiers: e.Tiers}
		}
		t.Levels[class] = rows
	}
	return t, nil
}

// check refuses an entry that is not level's or holds a tier out of 0-5.
func (e gearEntry) check(level int) error {
	if e.Level != level {
		return fmt.Errorf("row %d is level %d", level, e.Level)
	}
	if e.Careers < 0 {
		return fmt.Errorf("level %d: %d careers", level, e.Careers)
	}
	for _, tier := range e.Tiers {
		if tier < 0 || tier > content.MaxZoneTier {
			return fmt.Errorf("level %d: tier %d, want 0-%d", level, tier, content.MaxZoneTier)
		}
	}
	return nil
}
