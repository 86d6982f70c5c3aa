package fight

import (
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/combat"
)

// Encounter is a turn-by-turn fight another plugin has waiting for the
// player (an elite or boss in their zone room): the fight to start, who
// gets its outcome, and the line that opens it.
type Encounter struct {
	Spec   combat.Spec
	Origin Origin
	Intro  string
	// Party are the users of Spec.Party's seats, by seat (rules §2.13);
	// nil for a player alone.
	Party []id.UserID
}

// EncounterSource offers the fight waiting for the sender, started by a
// bare `!fight` outside a fight (Deps.Encounters). ok is false when none
// waits.
type EncounterSource interface {
	PendingFight(c *bot.Context) (enc Encounter, ok bool, err error)
}
