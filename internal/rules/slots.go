package rules

import (
	"fmt"
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

// SlotProgression names a spell slot table (rules §1.6).
type SlotProgression string

// Slot progressions.
const (
	SlotsNone    SlotProgression = "none"
	SlotsFull    SlotProgression = "full"    // Mage, Druid, Bard, Sorcerer
	SlotsCleric  SlotProgression = "cleric"  // Cleric: the full caster table
	SlotsHalf    SlotProgression = "half"    // Ranger, Paladin
	SlotsWarlock SlotProgression = "warlock" // simplified long-rest pool
)

// st is shorthand for building slot rows.
func st(v ...int) SlotTable {
	var t SlotTable
	copy(t[:], v)
	return t
}

// fullCasterRows is the SRD full-caster slot table at levels 1–20 (index
// level−1): the first table up to level 10, then the SRD's 6th- to 9th-level
// slots, and its second 5th-level slot at 18.
var fullCasterRows = [20]SlotTable{
	st(2), st(3), st(4, 2), st(4, 3), st(4, 3, 2), st(4, 3, 3), st(4, 3, 3, 1), st(4, 3, 3, 2),
	st(4, 3, 3, 3, 1), st(4, 3, 3, 3, 2), st(4, 3, 3, 3, 2, 1), st(4, 3, 3, 3, 2, 1), st(4, 3, 3, 3, 2, 1, 1),
	st(4, 3, 3, 3, 2, 1, 1), st(4, 3, 3, 3, 2, 1, 1, 1), st(4, 3, 3, 3, 2, 1, 1, 1), st(4, 3, 3, 3, 2, 1, 1, 1, 1),
	st(4, 3, 3, 3, 3, 1, 1, 1, 1), st(4, 3, 3, 3, 3, 2, 1, 1, 1), st(4, 3, 3, 3, 3, 2, 2, 1, 1),
}

// slotRows holds, per progression, the slot table at levels 1–20 (index
// level−1). Half casters and the Warlock keep the first table (rules §1.6).
var slotRows = map[SlotProgression][20]SlotTable{
	SlotsFull:   fullCasterRows,
	SlotsCleric: fullCasterRows,
	SlotsHalf: {
		st(), st(2), st(3), st(3), st(3), st(3), st(3, 1), st(3, 2),
		st(3, 2), st(3, 2), st(3, 2), st(3, 2), st(3, 2, 1),
		st(3, 2, 1), st(3, 2, 1), st(3, 2, 1), st(3, 2, 2),
		st(3, 2, 2), st(3, 3, 2), st(3, 3, 2),
	},
	SlotsWarlock: {
		st(1), st(2), st(2, 2), st(2, 2), st(2, 2, 2), st(2, 2, 2), st(2, 2, 2, 1), st(2, 2, 2, 1),
		st(2, 2, 2, 2), st(2, 2, 2, 2), st(3, 2, 2, 2), st(3, 2, 2, 2), st(3, 3, 2, 2),
		st(3, 3, 2, 2), st(3, 3, 3, 2), st(3, 3, 3, 2), st(4, 3, 3, 2),
		st(4, 3, 3, 2), st(4, 3, 3, 3), st(4, 3, 3, 3),
	},
}

// SlotsForProgression returns the maximum slots of progression p at
// character level (clamped to 1–20). SlotsNone and unknown progressions
// give an empty table.
func SlotsForProgression(p SlotProgression, level int) SlotTable {
	rows, ok := slotRows[p]
	if !ok {
		return SlotTable{}
	}
	return rows[clampLevel(level)-1]
}

// SlotsFor returns the maximum spell slots of class at level (rules §1.6).
// An unknown class gives an empty table.
func SlotsFor(class ClassID, level int) SlotTable {
	def, ok := Class(class)
	if !ok {
		return SlotTable{}
	}
	return SlotsForProgression(def.Slots, level)
}

// MaxSlots returns c's maximum spell slots.
func MaxSlots(c Character) SlotTable { return SlotsFor(c.Class, c.Level) }

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
