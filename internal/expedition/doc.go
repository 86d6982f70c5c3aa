// Package expedition is the multi-day campaign that wraps a zone run
// (rules §8).
//
// An expedition lasts real calendar days in the player's own time zone. At
// 06:00 local the night phase resolves and the day rolls over (Rollover):
// the day counter advances, supplies burn, threat drifts, the zone's
// temporal events fire and TwinBee's mood drifts. At 21:00 the Evening
// Recap reads the day's counters (Recap). Between the two the player
// explores through the zone run; the expedition only hears the few facts
// it needs about the run through Position, and the plugin reports what
// happened through the Record* and threat hooks.
//
// The package is pure, like every engine package: no database, no Matrix,
// no wall clock and no global random source. Functions take an Expedition
// value, a *dice.Stream and the current time.Time, and return the new
// Expedition plus a typed report; the value passed in is never changed
// (every function clones first). Refusals are typed errors and leave the
// expedition untouched.
//
// Randomness is keyed: callers pass the expedition's root stream
// (RootStream), and each roll derives a child keyed by the expedition day
// and its purpose (day, "night"), so a restart or a catch-up can never
// re-roll a night that was already resolved.
package expedition
