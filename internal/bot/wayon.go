package bot

import "strings"

// WayOn is what a player can do next from where they stand, so no
// answer strands them, in parts: Status says where they are ("You're resting
// until 17:00 (in 8h)."), Until is the time in it, if any, and Moves names
// the commands open to them. Free is set when nothing holds the player (in
// town, no fight, zone, expedition, wound or rest): anything may be begun.
type WayOn struct {
	Status string
	Until  string
	Moves  string
	Free   bool
}

// String is the whole line: status, then moves.
func (w WayOn) String() string {
	return strings.TrimSpace(w.Status + " " + w.Moves)
}

// After is the line to add after refusal: the status is left out when the
// refusal already gave its time, so no answer says the same hour twice.
func (w WayOn) After(refusal string) string {
	if w.Until != "" && strings.Contains(refusal, w.Until) {
		return w.Moves
	}
	return w.String()
}
