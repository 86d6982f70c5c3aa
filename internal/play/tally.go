package play

// Tally counts how a number of played expeditions ended, for the odds card
// (rules §11.4): Runs played, Cleared, BossReached (the boss's room
// reached, whatever the end), ForcedOut, and the runs that ended on their
// own: TurnedBack (extracted, low on HP with no rest left or short of
// supplies), DayCapped (still going at the day cap) and Stuck (no move
// left). Cleared, ForcedOut, TurnedBack, DayCapped and Stuck add up to
// Runs.
type Tally struct {
	Runs        int
	Cleared     int
	BossReached int
	ForcedOut   int
	TurnedBack  int
	DayCapped   int
	Stuck       int
}
