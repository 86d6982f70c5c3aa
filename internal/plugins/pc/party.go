package pc

import (
	"fmt"
	"strings"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/config"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/mdtext"
)

// ExpeditionOf loads the open expedition userID is on (rules §8.22): the
// one they lead (store.ExpeditionQuery.Open) or the party they are a
// member of (store.ExpeditionQuery.MemberOf); ok is false when they are on
// none. userID leads e when e.UserID is theirs.
func ExpeditionOf(c *bot.Context, userID string) (e expedition.Expedition, ok bool, err error) {
	if e, ok, err = c.Store.Expedition.Open(c, userID); err != nil || ok {
		return e, ok, err
	}
	return c.Store.Expedition.MemberOf(c, userID)
}

// PartyOf is the open expedition whose party the sender is a member of,
// not its leader (rules §8.22); ok is false otherwise.
func PartyOf(c *bot.Context) (e expedition.Expedition, ok bool, err error) {
	return c.Store.Expedition.MemberOf(c, c.Sender())
}

// PlayerName names userID to other players: their character's name and
// their user ID, "**Ann** (`＠ann:example.org`)", or the user ID alone
// when they have no character.
func PlayerName(c *bot.Context, userID string) (string, error) {
	ch, ok, err := c.Store.Character.Get(c, userID)
	if err != nil || !ok {
		return mdtext.Escape(userID), err
	}
	return fmt.Sprintf("**%s** (%s)", mdtext.Escape(ch.Name), mdtext.Escape(userID)), nil
}

// UserArg reads a player named in a command's words as a Matrix user ID
// (a mention pill arrives as one; a full-width "＠" as the bot writes IDs
// back, and a trailing comma, are taken too); ok is false when word is no
// user ID.
func UserArg(word string) (userID string, ok bool) {
	userID = strings.TrimSuffix(strings.Replace(word, "＠", "@", 1), ",")
	return userID, config.IsUserID(userID)
}

// NotTheLeader is the refusal of a command only the leader of member's
// party e gives (rules §8.22: the leader walks the party, invites, kicks
// and takes it out), naming the leader and the member's own ways on.
func NotTheLeader(c *bot.Context, e expedition.Expedition) error {
	leader, err := PlayerName(c, e.UserID)
	if err != nil {
		return err
	}
	p := c.Prefix()
	return bot.Errorf("Only %s walks the party: that's theirs to do. `%sexpedition party` shows the party; `%sexpedition leave` takes you home.",
		leader, p, p)
}
