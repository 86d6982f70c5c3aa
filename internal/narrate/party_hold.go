package narrate

import (
	"fmt"
	"time"

	"github.com/gogobee/gogobee/internal/mdtext"
	"github.com/gogobee/gogobee/internal/rules"
)

// PartyHold words the leader's move (fight false) or fight (fight true)
// refused because member m rests or is down until until (play.HeldBy,
// rules §8.23: the party moves and fights together): who holds it, until
// when, and the way on once they are up.
func PartyHold(m rules.Character, until time.Time, at Moment, prefix string, fight bool) string {
	lead := fmt.Sprintf("💤 **%s** %s until %s, and the party", mdtext.Escape(m.Name), heldVerb(m, at.Now), at.When(until))
	if fight {
		return fmt.Sprintf("%s fights together: `%sfight` once they're up. It will wait in its room.", lead, prefix)
	}
	return fmt.Sprintf("%s moves together: every move waits till then. Meanwhile `%sexpedition party` shows where everyone stands.", lead, prefix)
}
