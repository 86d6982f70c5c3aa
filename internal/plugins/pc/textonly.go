package pc

import "github.com/gogobee/gogobee/internal/bot"

// TextOnly reports whether the sender asked for text only (`!settings text
// on`): no pictures and no drawings, for screen readers and terminals. A
// sender without a player row has the default, off.
func TextOnly(c *bot.Context) (bool, error) {
	p, _, err := c.Store.Player.Get(c, c.Sender())
	return p.TextOnly, err
}
