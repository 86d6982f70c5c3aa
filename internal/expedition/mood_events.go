package expedition

import (
	"fmt"
	"time"
)

// MoodChange reports mood events applied to an expedition (rules §8.9):
// the event, how many times it applied, and the mood before (after the
// hourly drift up to the event) and after, with their band names.
type MoodChange struct {
	Event    MoodEvent `json:"event"`
	Times    int       `json:"times"`
	From     int       `json:"from"`
	To       int       `json:"to"`
	FromBand string    `json:"from_band"`
	ToBand   string    `json:"to_band"`
}

// BandChanged reports whether the change crossed into another mood band.
func (c MoodChange) BandChanged() bool { return c.FromBand != c.ToBand }

// ApplyMood drifts the mood of active expedition e up to at, then applies
// event ev times times, clamped to 0–100 (rules §8.9): a fight's natural 20s
// and 1s, a milestone. A crossing into another band is logged. times ≤ 0
// changes nothing. Errors: ErrNotActive.
func ApplyMood(e Expedition, ev MoodEvent, times int, at time.Time) (Expedition, MoodChange, error) {
	if err := e.requireActive(); err != nil {
		return e, MoodChange{}, err
	}
	if times <= 0 {
		return e, MoodChange{Event: ev, From: e.Mood.Level, To: e.Mood.Level, FromBand: e.Mood.Band().Name, ToBand: e.Mood.Band().Name}, nil
	}
	e = e.Clone()
	return e, e.moodEvent(ev, times, at), nil
}

// moodEvent applies ev times times to e's mood in place (after the drift
// up to at) and logs a band crossing.
func (e *Expedition) moodEvent(ev MoodEvent, times int, at time.Time) MoodChange {
	e.Mood = e.Mood.DriftTo(at)
	ch := MoodChange{Event: ev, Times: times, From: e.Mood.Level, FromBand: e.Mood.Band().Name}
	for range times {
		e.Mood = e.Mood.Apply(ev)
	}
	ch.To, ch.ToBand = e.Mood.Level, e.Mood.Band().Name
	if ch.BandChanged() {
		e.note(at, EntryEvent, "TwinBee's mood is now "+ch.ToBand, "mood_band")
	}
	return ch
}

// RemarksPerDay is how many remarks (`!zone taunt`, `!zone compliment`)
// TwinBee hears on one expedition day (rules §8.9): one, so the mood cannot
// be talked up or down on demand. The next day's rollover frees it.
const RemarksPerDay = 1

// ErrNotARemark: only a taunt or a compliment is a remark.
type ErrNotARemark struct{ Event MoodEvent }

func (e ErrNotARemark) Error() string { return fmt.Sprintf("%q is not a remark", e.Event) }

// ErrRemarkSpent: TwinBee has heard this expedition day's remark already
// (Day is the expedition day).
type ErrRemarkSpent struct{ Day int }

func (e ErrRemarkSpent) Error() string {
	return fmt.Sprintf("a remark was already made on expedition day %d", e.Day)
}

// Remark is the player's taunt (MoodTaunt, −10) or compliment
// (MoodCompliment, +5) to TwinBee on active expedition e (rules §8.9): the
// mood drifts up to at, then moves; at most RemarksPerDay a day, counted by
// expedition day. The remark is logged. Errors (e unchanged):
// ErrNotActive, ErrNotARemark, ErrRemarkSpent.
func Remark(e Expedition, ev MoodEvent, at time.Time) (Expedition, MoodChange, error) {
	if err := e.requireActive(); err != nil {
		return e, MoodChange{}, err
	}
	if ev != MoodTaunt && ev != MoodCompliment {
		return e, MoodChange{}, ErrNotARemark{Event: ev}
	}
	if e.Mood.RemarkDay == e.Day {
		return e, MoodChange{}, ErrRemarkSpent{Day: e.Day}
	}
	e = e.Clone()
	e.Mood.RemarkDay = e.Day
	e.note(at, EntryEvent, fmt.Sprintf("You %s TwinBee", remarkVerb(ev)), "mood_"+string(ev))
	return e, e.moodEvent(ev, 1, at), nil
}

// remarkVerb is the log's past-tense verb of a remark.
func remarkVerb(ev MoodEvent) string {
	if ev == MoodTaunt {
		return "taunted"
	}
	return "complimented"
}
