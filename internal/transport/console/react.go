package console

import (
	"context"
	"fmt"
	"strconv"

	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/bot"
)

// posted is a message the bot sent: its event ID, and the user of its DM
// ("" for the room).
type posted struct {
	eventID id.EventID
	dmUser  id.UserID
}

// maxPosted is how many of the bot's latest messages /react can reach.
const maxPosted = 50

// dmRoomPrefix starts the room ID of a console user's DM with the bot
// ("!dm:@you:localhost"): a reaction in a DM is sent from it, and the bot's
// answer there prints as a DM.
const dmRoomPrefix = "!dm:"

// reactUsage is /react's usage line.
const reactUsage = "/react [dm] [n] <emoji> reacts to the bot's n-th latest room message (or DM to you), 1 the latest"

// remember keeps p among the latest messages of the bot.
func (c *Console) remember(p posted) {
	c.posted = append(c.posted, p)
	if len(c.posted) > maxPosted {
		c.posted = c.posted[len(c.posted)-maxPosted:]
	}
}

// react is `/react [dm] [n] <emoji>`: the current speaker reacts with the
// emoji to the bot's n-th latest message in the room (default 1, the
// latest), or with dm to its n-th latest DM to the speaker, as a Matrix
// client's reaction (bot.Reaction) reaches the router.
func (c *Console) react(ctx context.Context, args []string) error {
	dm := len(args) > 0 && args[0] == "dm"
	if dm {
		args = args[1:]
	}
	n := 1
	if len(args) == 2 {
		v, err := strconv.Atoi(args[0])
		if err != nil || v < 1 {
			v, args = 0, nil
		} else {
			args = args[1:]
		}
		n = v
	}
	if len(args) != 1 {
		fmt.Fprintf(c.Out, "[console] usage: %s\n\n", reactUsage)
		return nil
	}
	target, ok := c.nthPosted(dm, n)
	if !ok {
		fmt.Fprintf(c.Out, "[console] there is no such message of the bot to react to (%s)\n\n", reactUsage)
		return nil
	}
	msg := c.next()
	msg.Reaction = &bot.Reaction{To: target, Key: args[0]}
	if dm {
		msg.Room, msg.IsDirect = id.RoomID(dmRoomPrefix+string(c.User)), true
	}
	c.Handle(ctx, msg)
	return c.settle(ctx)
}

// nthPosted is the event ID of the bot's n-th latest message in the room,
// or with dm in the speaker's DM.
func (c *Console) nthPosted(dm bool, n int) (id.EventID, bool) {
	for i := len(c.posted) - 1; i >= 0; i-- {
		p := c.posted[i]
		if (dm && p.dmUser == c.User) || (!dm && p.dmUser == "") {
			if n--; n == 0 {
				return p.eventID, true
			}
		}
	}
	return "", false
}
