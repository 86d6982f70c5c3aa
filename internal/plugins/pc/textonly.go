package pc

import (
	"github.com/gogobee/gogobee/internal/bot"

	"maunium.net/go/mautrix/id"
)

// TextOnly reports whether the sender asked for text only (`!settings text
// on`): no pictures and no drawings, for screen readers and terminals. A
// sender without a player row has the default, off.
func TextOnly(c *bot.Context) (bool, error) {
	return TextOnlyOf(c, c.Sender())
}

// TextOnlyOf is TextOnly for user: a message sent to them (a DM of a
// party's card) reads their setting, not the sender's.
func TextOnlyOf(c *bot.Context, user id.UserID) (bool, error) {
	p, _, err := c.Store.Player.Get(c, user)
	return p.TextOnly, err
}
