package pc

import (
	"strings"

	"github.com/gogobee/gogobee/internal/bot"
)

// Confirm is the second step of a command that asks first (`!char delete`
// asks, `!char delete confirm` goes ahead; the ask is store.AskConfirm of
// action): args must be the one word "confirm", else usage refuses (a
// usage error saying how to confirm), and the sender's ask of action must
// still be waiting, else none refuses. It takes the ask, so one yes goes
// ahead once. Nil means go ahead.
func Confirm(c *bot.Context, args []string, action, usage, none string) error {
	if len(args) != 1 || !strings.EqualFold(args[0], "confirm") {
		return bot.UsageError(c, usage)
	}
	ok, err := c.Store.TakeConfirm(c, c.Sender(), action, c.Now)
	if err != nil {
		return err
	}
	if !ok {
		return bot.Errorf("%s", none)
	}
	return nil
}
