package admin

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/config"
	"github.com/gogobee/gogobee/internal/mdtext"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/outbox"
	"github.com/gogobee/gogobee/internal/store"
)

// failedListed is how many failed messages `!admin outbox` lists.
const failedListed = 10

// player is `!admin player <@user:server>`: the player's sheet and open
// expedition, read-only (nothing is saved, not even a finished recovery).
func player(c *bot.Context, args []string) error {
	// The bot writes user IDs with a full-width ＠ so as not to ping them;
	// one pasted back from its answers is read as the ID it stands for.
	var who id.UserID
	if len(args) == 1 {
		who = id.UserID(strings.Replace(args[0], "＠", "@", 1))
	}
	if !config.IsUserID(string(who)) {
		return bot.UsageError(c, "Whose? Give a full user ID, such as `@ann:example.org`.")
	}
	ch, ok, err := c.Store.Character.Get(c, who)
	if err != nil {
		return err
	}
	if !ok {
		return bot.Errorf("%s has no character.", mdtext.Escape(string(who)))
	}
	loc, err := c.Location()
	if err != nil {
		return err
	}
	at := narrate.Moment{Now: c.Now, Loc: loc}
	var b strings.Builder
	fmt.Fprintf(&b, "👤 %s (read-only) · in the logs `sender=%s`\n\n%s", mdtext.Escape(string(who)), c.Router.SenderHash(who), narrate.Sheet(ch, at, narrate.SheetState{}))
	e, open, err := c.Store.Expedition.Open(c, who)
	if err != nil {
		return err
	}
	if open {
		fmt.Fprintf(&b, "\n\n%s", narrate.StatusText(e, ch, "", narrate.Here{}, at, c.Prefix()))
	} else {
		b.WriteString("\n\nNo expedition open.")
		if run, ok, err := c.Store.ZoneRun.Active(c, who); err != nil {
			return err
		} else if ok {
			rooms := "rooms"
			if run.RoomsTraversed == 1 {
				rooms = "room"
			}
			fmt.Fprintf(&b, " A zone run is under way: **%s**, %d %s in.", narrate.ZoneName(run.ZoneID), run.RoomsTraversed, rooms)
		}
	}
	given, err := c.Store.Ledger.Of(c, who, ledgerListed)
	if err != nil {
		return err
	}
	b.WriteString("\n\n" + ledgerText(who, given))
	c.Reply(b.String())
	return nil
}

// ledgerListed is how many of a player's ledger rows `!admin player`
// lists, newest first.
const ledgerListed = 10

// ledgerText lists who's ledger rows for `!admin player`: when, who gave
// it to whom and what, or that nothing was given by hand.
func ledgerText(who id.UserID, given []store.LedgerEntry) string {
	if len(given) == 0 {
		return "🎁 Nothing given by hand, to or by them."
	}
	var b strings.Builder
	fmt.Fprintf(&b, "🎁 **Given by hand**, to or by them (newest %d at most):", ledgerListed)
	for _, l := range given {
		what := ""
		switch l.What {
		case store.LedgerLevel:
			what = fmt.Sprintf("level %d", l.Amount)
		case store.LedgerCoins:
			what = narrate.Coins(l.Amount)
		case store.LedgerItem:
			what = fmt.Sprintf("%s ×%d", narrate.ItemName(l.ItemID), l.Amount)
		case store.LedgerSurplus:
			what = fmt.Sprintf("%s got %s more in value than they gave", l.UserID, narrate.Coins(l.Amount))
		default:
			what = fmt.Sprintf("%s %d", l.What, l.Amount)
		}
		dir := "by " + mdtext.Escape(string(l.Actor))
		if l.Actor == who && l.UserID != who {
			dir = "to " + mdtext.Escape(string(l.UserID))
		}
		fmt.Fprintf(&b, "\n- %s, a %s %s: %s", l.At.Format("2006-01-02 15:04 UTC"), l.Kind, dir, mdtext.Escape(what))
	}
	return b.String()
}

// outboxTool is `!admin outbox` (the failed messages) and
// `!admin outbox retry <id>`.
func outboxTool(c *bot.Context, args []string) error {
	if len(args) == 0 {
		failed, err := outbox.ListFailed(c, c.Store, failedListed)
		if err != nil {
			return err
		}
		if len(failed) == 0 {
			c.Reply("📭 No failed messages: everything the bot wrote was delivered or is on its way.")
			return nil
		}
		var b strings.Builder
		fmt.Fprintf(&b, "📮 **Failed messages** (newest %d at most):\n", failedListed)
		for _, f := range failed {
			fmt.Fprintf(&b, "- `#%d` to %s, %s: %s\n", f.ID, mdtext.Escape(f.Destination()),
				f.FailedAt.Format(time.RFC3339), mdtext.Escape(mdtext.Truncate(f.Reason, 120)))
		}
		fmt.Fprintf(&b, "`%sadmin outbox retry <id>` puts one back in its queue.", c.Prefix())
		c.Reply(b.String())
		return nil
	}
	if len(args) != 2 || !strings.EqualFold(args[0], "retry") {
		return bot.UsageError(c, "Try `admin outbox` or `admin outbox retry <id>`.")
	}
	id, err := strconv.ParseInt(strings.TrimPrefix(args[1], "#"), 10, 64)
	if err != nil || id <= 0 {
		return bot.UsageError(c, fmt.Sprintf("`%s` isn't a message number.", mdtext.InCode(args[1], 24)))
	}
	ok, err := outbox.RetryFailed(c, c.Store, id)
	if err != nil {
		return err
	}
	if !ok {
		return bot.Errorf("No failed message has the number %d (`%sadmin outbox` lists them).", id, c.Prefix())
	}
	c.Replyf("📮 Message #%d is back in its queue and goes out shortly.", id)
	return nil
}

// announce is `!admin announce <text>`: a notice to GOGOBEE_ANNOUNCE_ROOM.
func announce(c *bot.Context, args []string) error {
	text := strings.TrimSpace(strings.Join(args, " "))
	if text == "" {
		return bot.UsageError(c, "What should I announce?")
	}
	room := c.Config.AnnounceRoom
	if room == "" {
		return bot.Errorf("No announcement room is set: configure `GOGOBEE_ANNOUNCE_ROOM` and restart the bot.")
	}
	c.Post(room, "📣 "+text)
	c.Replyf("📣 Announced in %s.", mdtext.Escape(string(room)))
	return nil
}
