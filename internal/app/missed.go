package app

import (
	"context"
	"fmt"
	"strings"
	"time"

	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/mdtext"
	"github.com/gogobee/gogobee/internal/outbox"
)

// missedListed is how many missed commands the DM quotes before "and N more".
const missedListed = 5

// TellMissed queues one DM to user saying that commands they sent while the
// bot was away were older than the catch-up window and were not run, so
// nothing they typed vanishes unanswered; commands are their texts, oldest
// first. It is the Matrix transport's OnMissed.
func (a *App) TellMissed(ctx context.Context, user id.UserID, commands []string) error {
	if len(commands) == 0 {
		return nil
	}
	body := missedText(commands, a.Config.CatchUpWindow)
	err := a.Store.Tx(ctx, func(ctx context.Context) error {
		return outbox.Enqueue(ctx, a.Store, a.Clock.Now(), outbox.Message{DMUser: user, Body: body})
	})
	if err == nil {
		a.Wake()
	}
	return err
}

// missedText is TwinBee's note about commands too old to run.
func missedText(commands []string, window time.Duration) string {
	var b strings.Builder
	noun := "command"
	if len(commands) > 1 {
		noun = "commands"
	}
	fmt.Fprintf(&b, "🐝 I was away, and %d %s you sent reached me more than %s late, so I did **not** run them:\n",
		len(commands), noun, humanWindow(window))
	for i, c := range commands {
		if i == missedListed {
			fmt.Fprintf(&b, "- …and %d more\n", len(commands)-missedListed)
			break
		}
		fmt.Fprintf(&b, "- `%s`\n", mdtext.InCode(c, 60))
	}
	b.WriteString("Send them again if you still want them.")
	return b.String()
}

// humanWindow writes a catch-up window as hours ("24 hours").
func humanWindow(d time.Duration) string {
	h := int(d.Round(time.Hour) / time.Hour)
	if h == 1 {
		return "1 hour"
	}
	return fmt.Sprintf("%d hours", h)
}
