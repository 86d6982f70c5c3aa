package expedition

import (
	"slices"
	"time"
)

// PointKind says when a DayPoint was taken (rules §8.21).
type PointKind string

// Point kinds.
const (
	// PointDepart: setting off, on a first departure or a resumed one.
	PointDepart PointKind = "depart"
	// PointMorning: a 06:00 rollover applied (the state the new day
	// starts with: after the night, the burn and the drift).
	PointMorning PointKind = "morning"
	// PointEnd: the expedition left the field: a voluntary extraction, a
	// completion or a forced extraction (a rollover that forces the
	// player out gives this point instead of a morning).
	PointEnd PointKind = "end"
)

// SeriesCap is how many points an expedition's series keeps; older points
// drop off the front (an expedition this long is in Siege Mode for months).
const SeriesCap = 400

// DayPoint is one snapshot of an expedition for its report card (rules
// §8.21): when and on which expedition day, the character's HP and
// maximum HP, the supplies carried (SU; at the end, what the player had
// when they left the field), the threat level, and the rooms cleared and
// fights fought on the expedition so far.
type DayPoint struct {
	Kind   PointKind `json:"kind"`
	Day    int       `json:"day"`
	At     time.Time `json:"at"`
	HP     int       `json:"hp"`
	MaxHP  int       `json:"max_hp"`
	SU     float64   `json:"su"`
	Threat int       `json:"threat"`
	Rooms  int       `json:"rooms"`
	Fights int       `json:"fights"`
}

// Mark appends a point of kind taken at at to e's series, with the
// character's hp and maxHP (rules §8.21). It rolls nothing and changes
// nothing else, so recording the series never moves a game. An end point
// of an expedition that left the field reads the supplies it left with
// (ExtractionReport.SULeft), not the empty packs after.
func Mark(e Expedition, kind PointKind, hp, maxHP int, at time.Time) Expedition {
	e = e.Clone()
	su := e.Supplies.Current
	if kind == PointEnd && e.Extraction != nil && e.Status != StatusActive {
		su = e.Extraction.SULeft
	}
	e.Series = append(e.Series, DayPoint{Kind: kind, Day: e.Day, At: at, HP: hp, MaxHP: maxHP, SU: su,
		Threat: e.Threat.Level, Rooms: e.RoomsCleared, Fights: e.Fights})
	if n := len(e.Series); n > SeriesCap {
		e.Series = slices.Clone(e.Series[n-SeriesCap:])
	}
	return e
}

// Point marks: what a report card writes at a point of the series beside
// its day (rules §8.21).
const (
	MarkSetOff    = "set off"
	MarkExtracted = "extracted"
	MarkResumed   = "resumed"
	MarkEnd       = "end"
)

// PointMark is the mark of point i of pts (rules §8.21): the first
// departure "set off", a later one "resumed", the last end point "end", an
// end point with more after it (a voluntary extraction the expedition was
// resumed from) "extracted"; "" for a morning or an i out of range.
func PointMark(pts []DayPoint, i int) string {
	if i < 0 || i >= len(pts) {
		return ""
	}
	switch pts[i].Kind {
	case PointDepart:
		if i == 0 {
			return MarkSetOff
		}
		return MarkResumed
	case PointEnd:
		if i == len(pts)-1 {
			return MarkEnd
		}
		return MarkExtracted
	}
	return ""
}
