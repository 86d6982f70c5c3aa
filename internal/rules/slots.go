package rules

import (
	"fmt"
	"slices"
	"strings"
)

// MaxSpellLevel is the highest spell slot level (SRD: 9th). The first slot
// table stopped at 5th level, which left a Mage or Cleric past level 10 with
// nothing more to cast while a Fighter kept its third attack and better gear
// (rules §1.6). There are no spells above 5th level yet: the higher slots
// upcast.
const MaxSpellLevel = 9

// SlotTable holds a count of spell slots per slot level; index 0 is 1st
// level, index 8 is 9th level. It serialises as a JSON array of nine
// numbers (a stored array of five, from before 6th-level slots, reads
// with the rest zero).
type SlotTable [MaxSpellLevel]int

// At returns the count for slot level (1–9); other levels give 0.
func (t SlotTable) At(level int) int {
	if level < 1 || level > MaxSpellLevel {
		return 0
	}
	return t[level-1]
}

// Total returns the number of slots across all levels.
func (t SlotTable) Total() int {
	n := 0
	for _, v := range t {
		n += v
	}
	return n
}

// Highest returns the highest slot level with a non-zero count, or 0.
func (t SlotTable) Highest() int {
	for i := MaxSpellLevel - 1; i >= 0; i-- {
		if t[i] > 0 {
			return i + 1
		}
	}
	return 0
}

// String renders the table as "4/3/2" (trailing zero levels dropped) or
// "—" when empty (rules §1.6).
func (t SlotTable) String() string {
	h := t.Highest()
	if h == 0 {
		return "—"
	}
	parts := make([]string, h)
	for i := 0; i < h; i++ {
		parts[i] = fmt.Sprint(t[i])
	}
	return strings.Join(parts, "/")
}

// SlotProgression names a spell slot table (rules §1.6): a record of
// data/slots.yaml, which a class record's slots field names.
type SlotProgression string

// The shipped slot progressions, named for code and tests that need one;
// another is a new record of data/slots.yaml.
const (
	SlotsNone    SlotProgression = "none"
	SlotsFull    SlotProgression = "full"    // Mage, Druid, Bard, Sorcerer
	SlotsCleric  SlotProgression = "cleric"  // Cleric: the full caster table
	SlotsHalf    SlotProgression = "half"    // Ranger, Paladin
	SlotsWarlock SlotProgression = "warlock" // Pact Magic: back on a short rest
	SlotsThird   SlotProgression = "third"   // the Arcane Trickster's (rules §1.11)
)

// SlotProgressionDef is one record of data/slots.yaml: Rows are the slot
// counts at character levels 1–MaxLevel (index level−1), each row 1st-level
// slots upward; no rows at all gives no slots at any level. ShortRest
// marks Pact Magic's slots (the Warlock's, rules §1.6): a short rest gives
// every one of them back, not ShortRestSlotRefresh's share.
type SlotProgressionDef struct {
	ID        SlotProgression `yaml:"id"`
	Rows      [][]int         `yaml:"rows"`
	ShortRest bool            `yaml:"short_rest"`
}

// slotRows is the slot table of each progression, read from
// data/slots.yaml by readTables.
var slotRows map[SlotProgression]SlotProgressionDef

// SlotsForProgression returns the maximum slots of progression p at
// character level (clamped to 1–20). A progression without rows and an
// unknown one give an empty table.
func SlotsForProgression(p SlotProgression, level int) SlotTable {
	loaded()
	d, ok := slotRows[p]
	if !ok || len(d.Rows) == 0 {
		return SlotTable{}
	}
	var t SlotTable
	copy(t[:], d.Rows[clampLevel(level)-1])
	return t
}

// slotProblems lists what is wrong with a slot progression record: it
// needs an ID, and rows for levels 1–MaxLevel or none, each row at most
// MaxSpellLevel counts, none negative.
func slotProblems(d SlotProgressionDef) []string {
	var out []string
	if d.ID == "" {
		out = append(out, "missing id")
	}
	if len(d.Rows) != 0 && len(d.Rows) != MaxLevel {
		out = append(out, fmt.Sprintf("%d rows; want %d, one a level, or none", len(d.Rows), MaxLevel))
	}
	for i, row := range d.Rows {
		if len(row) > MaxSpellLevel || slices.ContainsFunc(row, func(n int) bool { return n < 0 }) {
			out = append(out, fmt.Sprintf("level %d: at most %d slot levels, no count below 0", i+1, MaxSpellLevel))
		}
	}
	return out
}

// SlotsFor returns the maximum spell slots of class at level (rules §1.6),
// the class's own, without a subclass (MaxSlots has a character's). An
// unknown class gives an empty table.
func SlotsFor(class ClassID, level int) SlotTable {
	def, ok := Class(class)
	if !ok {
		return SlotTable{}
	}
	return SlotsForProgression(def.Slots, level)
}

// MaxSlots returns c's maximum spell slots: its class's progression, or
// its subclass's when that casts (rules §1.11).
func MaxSlots(c Character) SlotTable { return SlotsForProgression(c.Def().Slots, c.Level) }

// ErrNoSlot is returned when no spell slot of the wanted level (or, for
// SpendLowestSlot, of any level at or above MinLevel) is left.
type ErrNoSlot struct {
	Level int
}

func (e ErrNoSlot) Error() string {
	return fmt.Sprintf("no level %d spell slot left", e.Level)
}

// ErrBadSlotLevel is returned for a slot level outside 1–MaxSpellLevel.
type ErrBadSlotLevel struct {
	Level int
}

func (e ErrBadSlotLevel) Error() string {
	return fmt.Sprintf("spell slot level %d is outside 1-%d", e.Level, MaxSpellLevel)
}

// SpendSlot returns c with one slot of the given level spent. Errors:
// ErrBadSlotLevel, ErrNoSlot.
func SpendSlot(c Character, level int) (Character, error) {
	if level < 1 || level > MaxSpellLevel {
		return c, ErrBadSlotLevel{Level: level}
	}
	if c.Slots.At(level) <= 0 {
		return c, ErrNoSlot{Level: level}
	}
	c.Slots[level-1]--
	return c, nil
}

// LowestFreeSlot returns the lowest slot level ≥ minLevel with a slot
// left, or 0 when there is none.
func LowestFreeSlot(c Character, minLevel int) int {
	if minLevel < 1 {
		minLevel = 1
	}
	for l := minLevel; l <= MaxSpellLevel; l++ {
		if c.Slots.At(l) > 0 {
			return l
		}
	}
	return 0
}

// HighestFreeSlot returns the highest slot level at or above minLevel
// that c has a slot of, or 0 when none is free.
func HighestFreeSlot(c Character, minLevel int) int {
	for l := MaxSpellLevel; l >= max(minLevel, 1); l-- {
		if c.Slots.At(l) > 0 {
			return l
		}
	}
	return 0
}

// clampLevel limits a character level to 1–MaxLevel.
func clampLevel(level int) int {
	if level < 1 {
		return 1
	}
	if level > MaxLevel {
		return MaxLevel
	}
	return level
}
