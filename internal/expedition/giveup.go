package expedition

import "time"

// GiveUp closes an extracted expedition before its resume window has run
// out, at the player's request (`!expedition cancel` on an extracted
// expedition): status expired, ended at at. Errors (e unchanged):
// ErrNotResumable for any other status.
func GiveUp(e Expedition, at time.Time) (Expedition, error) {
	if e.Status != StatusExtracted {
		return e, ErrNotResumable{Status: e.Status}
	}
	e = e.Clone()
	e.Status = StatusExpired
	e.EndedAt = at
	e.note(at, EntryNarrative, "The road back was given up", "expedition_expired")
	return e, nil
}
