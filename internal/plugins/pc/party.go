package pc

import (
	"fmt"
	"strings"

	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/config"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/mdtext"
)

// ExpeditionOf loads the open expedition userID is on (rules §8.22): the
// one they lead (store.ExpeditionQuery.Open) or the party they are a
// member of (store.ExpeditionQuery.MemberOf); ok is false when they are on
// none. userID leads e when e.UserID is theirs.
func ExpeditionOf(c *bot.Context, userID id.UserID) (e expedition.Expedition, ok bool, err error) {
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
func PlayerName(c *bot.Context, userID id.UserID) (string, error) {
	ch, ok, err := c.Store.Character.Get(c, userID)
	if err != nil || !ok {
		return mdtext.Escape(string(userID)), err
	}
	return fmt.Sprintf("**%s** (%s)", mdtext.Escape(ch.Name), mdtext.Escape(string(userID))), nil
}

// UserArg reads a player named in a command's words as a Matrix user ID
// (a mention pill arrives as one; a full-width "＠" as the bot writes IDs
// back, and a trailing comma, are taken too); ok is false when word is no
// user ID.
func UserArg(word string) (userID id.UserID, ok bool) {
	userID = id.UserID(strings.TrimSuffix(strings.Replace(word, "＠", "@", 1), ","))
	return userID, config.IsUserID(string(userID))
}

// NotTheLeader is the refusal of a command only the leader of member's
// party e gives (rules §8.22: the leader walks the party, invites, kicks
// and takes it out), naming the leader and the member's own ways on.
func NotTheLeader(c *bot.Context, e expedition.Expedition) error {
	leader, err := PlayerName(c, id.UserID(e.UserID))
	if err != nil {
		return err
	}
	p := c.Prefix()
	return bot.Errorf("Only %s walks the party: that's theirs to do. `%sexpedition party` shows the party; `%sexpedition leave` takes you home.",
		leader, p, p)
}

// UserIDs types the players the engine names as plain strings (a party's
// members, expedition.MemberUsers): the engine cannot import mautrix, so
// its user IDs become id.UserID where they meet the store and the bot.
func UserIDs(users []string) []id.UserID {
	if users == nil {
		return nil
	}
	out := make([]id.UserID, len(users))
	for i, u := range users {
		out[i] = id.UserID(u)
	}
	return out
}

// PlainIDs is UserIDs the other way: users as the engine takes them.
func PlainIDs(users []id.UserID) []string {
	if users == nil {
		return nil
	}
	out := make([]string, len(users))
	for i, u := range users {
		out[i] = string(u)
	}
	return out
}
