package narrate

import (
	"fmt"
	"time"

	"github.com/gogobee/gogobee/internal/mdtext"
	"github.com/gogobee/gogobee/internal/rules"
)

// PartyHeld is a party's move held by a member who rests or is down
// (play.HeldBy, rules §8.23): the member and until when; the zero
// PartyHeld holds nothing.
type PartyHeld struct {
	Mate  rules.Character
	Until time.Time
}

// Holds reports whether the party's moves wait for a member.
func (h PartyHeld) Holds() bool { return !h.Until.IsZero() }

// Line is PartyHold of h: the moves (fight false) or the waiting fight
// (fight true) held till the member is up.
func (h PartyHeld) Line(at Moment, prefix string, fight bool) string {
	return PartyHold(h.Mate, h.Until, at, prefix, fight)
}

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
