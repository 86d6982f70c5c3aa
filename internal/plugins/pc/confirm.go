package pc

import (
	"strings"

	"github.com/gogobee/gogobee/internal/bot"
)

// Confirm is the second step of a command that asks first (`!char delete`
// asks, `!char delete confirm` goes ahead; the ask is store.ConfirmQuery.Ask of
// action). args must be one word:
//
//   - "confirm", or "yes" (what players type to a question): the
//     sender's ask of action must still be waiting, else none refuses;
//     Confirm takes the ask, so one yes goes ahead once, and reports true;
//   - "cancel" or "no": the ask is withdrawn, cancelled is said, and
//     Confirm reports false (nothing to do, nothing changed); with no ask
//     waiting, none refuses, so nothing claims to have been kept;
//   - anything else: usage refuses (a usage error saying how to confirm).
func Confirm(c *bot.Context, args []string, action, usage, none, cancelled string) (bool, error) {
	word := ""
	if len(args) == 1 {
		word = strings.ToLower(args[0])
	}
	yes := word == "confirm" || word == "yes"
	if !yes && word != "cancel" && word != "no" {
		return false, bot.UsageError(c, usage)
	}
	// either answer takes the ask: a yes goes ahead once, a no withdraws it
	ok, err := c.Store.Confirm.Take(c, c.Sender(), action, c.Now)
	if err != nil {
		return false, err
	}
	if !ok {
		return false, bot.Errorf("%s", none)
	}
	if !yes {
		c.Reply(cancelled)
	}
	return yes, nil
}
