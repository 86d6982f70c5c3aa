package expedition

import (
	"slices"
	"time"
)

// LogCap is how many entries an expedition log keeps; older entries drop
// off the front.
const LogCap = 50

// EntryType says what an expedition log entry records (rules §8.1).
type EntryType string

// Log entry types.
const (
	EntryAction     EntryType = "action"     // provisioning, departure, travel, forage
	EntryCombat     EntryType = "combat"     // night encounters, bosses
	EntryRest       EntryType = "rest"       // camps
	EntryEvent      EntryType = "event"      // zone events, threat thresholds, milestones
	EntryNarrative  EntryType = "narrative"  // day rollovers, extraction, resume
	EntryMilestone  EntryType = "milestone"  // a milestone reached
	EntryExtraction EntryType = "extraction" // voluntary or forced extraction
)

// Entry is one line of the expedition log: the expedition day, when it
// happened, its type, a short factual summary and the flavor key the
// narrator uses to pick TwinBee's line (`!expedition log`, rules §8.1).
type Entry struct {
	Day       int       `json:"day"`
	At        time.Time `json:"timestamp"`
	Type      EntryType `json:"type"`
	Summary   string    `json:"summary"`
	FlavorKey string    `json:"flavor,omitempty"`
}

// Log is the expedition log, oldest first, at most LogCap entries.
type Log struct {
	Entries []Entry `json:"entries,omitempty"`
}

// Add appends an entry and drops the oldest beyond LogCap.
func (l *Log) Add(en Entry) {
	l.Entries = append(l.Entries, en)
	if n := len(l.Entries); n > LogCap {
		l.Entries = slices.Clone(l.Entries[n-LogCap:])
	}
}

// Last returns up to n most recent entries, oldest first (n ≤ 0 gives
// none).
func (l Log) Last(n int) []Entry {
	if n <= 0 {
		return nil
	}
	start := max(0, len(l.Entries)-n)
	return slices.Clone(l.Entries[start:])
}

// note adds an entry stamped with e's current day.
func (e *Expedition) note(at time.Time, t EntryType, summary, flavor string) {
	e.Log.Add(Entry{Day: e.Day, At: at, Type: t, Summary: summary, FlavorKey: flavor})
}
