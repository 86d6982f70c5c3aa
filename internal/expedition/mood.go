package expedition

import (
	"maps"
	"slices"
	"time"
)

// TwinBee's mood limits (rules §8.9).
const (
	MoodMin   = 0
	MoodMax   = 100
	MoodStart = 50
	// MoodDriftPerHour: the mood moves toward MoodStart by 2 points an hour.
	MoodDriftPerHour = 2
)

// MoodEvent names something that moves TwinBee's mood.
type MoodEvent string

// Mood events (rules §8.9).
const (
	MoodZoneCompleted      MoodEvent = "zone_completed"
	MoodPlayerDeath        MoodEvent = "player_death"
	MoodNatural20          MoodEvent = "natural_20"
	MoodNatural1           MoodEvent = "natural_1"
	MoodCommunityMilestone MoodEvent = "community_milestone"
	MoodDowntime           MoodEvent = "downtime"
	MoodTaunt              MoodEvent = "taunt"
	MoodCompliment         MoodEvent = "compliment"
)

// moodChanges is the mood change of each event (rules §8.9).
var moodChanges = map[MoodEvent]int{
	MoodZoneCompleted:      10,
	MoodPlayerDeath:        -5,
	MoodNatural20:          3,
	MoodNatural1:           -2,
	MoodCommunityMilestone: 15,
	MoodDowntime:           -20,
	MoodTaunt:              -10,
	MoodCompliment:         5,
}

// MoodChanges returns a copy of moodChanges, the table above: changing it changes
// nothing shipped.
func MoodChanges() map[MoodEvent]int { return maps.Clone(moodChanges) }

// MoodBand is one band of TwinBee's mood and what it changes (rules §8.9):
// Name is the band's name, Code its older name. ThreatDrift is the Threat
// Clock's daily drift in this band (replacing the normal +3: +5 below 20, −3
// from 80). LootMultiplier scales probabilistic loot chances
// (content.MoodChance). The loot tilt of 0.8 / 0.9 / 1.0 / 1.1 / 1.2 is our
// choice.
type MoodBand struct {
	Name           string  `json:"name"`
	Code           string  `json:"code"`
	Min            int     `json:"min"`
	Max            int     `json:"max"`
	ThreatDrift    int     `json:"threat_drift"`
	LootMultiplier float64 `json:"loot_multiplier"`
}

// moodBands is the band table, lowest first.
var moodBands = []MoodBand{
	{Name: "Wrathful", Code: "Hostile", Min: 0, Max: 19, ThreatDrift: 5, LootMultiplier: 0.8},
	{Name: "Brooding", Code: "Grumpy", Min: 20, Max: 39, ThreatDrift: 3, LootMultiplier: 0.9},
	{Name: "Neutral", Code: "Neutral", Min: 40, Max: 59, ThreatDrift: 3, LootMultiplier: 1.0},
	{Name: "Engaged", Code: "Friendly", Min: 60, Max: 79, ThreatDrift: 3, LootMultiplier: 1.1},
	{Name: "Elated", Code: "Effusive", Min: 80, Max: 100, ThreatDrift: -3, LootMultiplier: 1.2},
}

// MoodBands returns a copy of moodBands, the table above: changing it changes
// nothing shipped.
func MoodBands() []MoodBand { return slices.Clone(moodBands) }

// MoodBandFor returns the band of a mood level (clamped to 0–100).
func MoodBandFor(level int) MoodBand { return bandAt(moodBands, level) }

// DailyDrift is the Threat Clock's daily change for a mood level
// (rules §8.9): +3, or +5 below mood 20, or −3 at mood 80 and up.
func DailyDrift(mood int) int { return MoodBandFor(mood).ThreatDrift }

// Mood is TwinBee's mood for one expedition: Level 0–100, the instant
// up to which the hourly drift has been applied, and the expedition day of
// the player's last remark (taunt or compliment; 0 for none, Remark).
type Mood struct {
	Level     int       `json:"level"`
	DriftedTo time.Time `json:"drifted_to,omitzero"`
	RemarkDay int       `json:"remark_day,omitempty"`
}

// NewMood is the starting mood (MoodStart) with drift counted from now.
func NewMood(now time.Time) Mood { return Mood{Level: MoodStart, DriftedTo: now} }

// Band returns the mood's band.
func (m Mood) Band() MoodBand { return MoodBandFor(m.Level) }

// LootMultiplier is the mood's loot chance multiplier.
func (m Mood) LootMultiplier() float64 { return m.Band().LootMultiplier }

// Apply moves the mood by the event's change, clamped to 0–100, and
// returns the new mood. The drift clock is not touched.
func (m Mood) Apply(ev MoodEvent) Mood {
	m.Level = min(max(m.Level+moodChanges[ev], MoodMin), MoodMax)
	return m
}

// DriftTo moves the mood toward MoodStart at MoodDriftPerHour points an
// hour (rules §8.9): one point per whole 30 minutes elapsed since DriftedTo,
// never past MoodStart. Partial half-hours carry over; a time
// before DriftedTo changes nothing. A zero DriftedTo starts the clock at
// now.
func (m Mood) DriftTo(now time.Time) Mood {
	if m.DriftedTo.IsZero() {
		m.DriftedTo = now
		return m
	}
	step := time.Hour / MoodDriftPerHour
	points := int(now.Sub(m.DriftedTo) / step)
	if points <= 0 {
		return m
	}
	m.DriftedTo = m.DriftedTo.Add(time.Duration(points) * step)
	switch {
	case m.Level > MoodStart:
		m.Level = max(MoodStart, m.Level-points)
	case m.Level < MoodStart:
		m.Level = min(MoodStart, m.Level+points)
	}
	return m
}
