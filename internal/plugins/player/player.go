// Package player registers the profile commands every player has from the
// first message: `!ping`, `!tz` and `!settings`.
package player

import (
	"fmt"
	"strings"
	"time"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/config"
	"github.com/gogobee/gogobee/internal/mdtext"
)

// Deps connect the profile commands to other plugins.
type Deps struct {
	// OnTZChange runs in the `!tz set` transaction after the new zone is
	// stored (the expedition plugin moves the player's 06:00 and 21:00
	// jobs). Nil: nothing else happens.
	OnTZChange func(c *bot.Context, loc *time.Location) error
}

// Commands returns ping, tz and settings.
func Commands(deps Deps) []bot.Command {
	return []bot.Command{
		{
			Name:    "ping",
			Section: bot.SectionBasics,
			Summary: "Check that TwinBee is listening",
			Forms:   []bot.Form{{}},
			Handler: func(c *bot.Context) error {
				c.Reply("🏓 Pong. TwinBee is listening.")
				return nil
			},
		},
		{
			Name:    "tz",
			Aliases: []string{"timezone"},
			Section: bot.SectionBasics,
			Summary: "Show or set your time zone (briefings come at 06:00 and 21:00 your time)",
			Forms:   []bot.Form{{}},
			Subcommands: []bot.Subcommand{
				{Name: "set", Summary: "Set your time zone, e.g. Europe/Paris (an expedition in the field keeps the clock it set off with)", Params: []bot.Param{bot.Arg("IANA zone")}, Handler: deps.setTZ},
			},
			Examples: []string{"tz", "tz set Europe/Paris", "tz set America/New_York"},
			Handler:  showTZ,
		},
		settingsCommand(),
	}
}

// showTZ is a bare `!tz`: the sender's time zone and the time there.
func showTZ(c *bot.Context) error {
	loc, err := c.Location()
	if err != nil {
		return err
	}
	p, _, err := c.Store.Player.Get(c, c.Sender())
	if err != nil {
		return err
	}
	note := ""
	if p.TZ == "" {
		note = fmt.Sprintf(" (the server default; change it with `%stz set <zone>`)", c.Prefix())
	}
	local := c.Now.In(loc)
	c.Replyf("🕰️ Your time zone is **%s**%s. It is %s there.", loc.String(), note, local.Format("Mon 15:04"))
	return nil
}

// setTZ is `!tz set <IANA zone>`.
func (d Deps) setTZ(c *bot.Context) error {
	if len(c.Args) != 1 {
		return bot.UsageError(c, "Tell me one zone name, like `Europe/Paris`.")
	}
	name := c.Args[0]
	loc, err := config.LoadZone(name)
	if err != nil || strings.Contains(name, "..") {
		return bot.Errorf("`%s` isn't a time zone I know. Use an IANA name: `%stz set Europe/Paris`, `%stz set America/New_York` or `%stz set UTC`. Your time zone is unchanged.",
			mdtext.InCode(name, 40), c.Prefix(), c.Prefix(), c.Prefix())
	}
	if err := c.Store.Player.SetTZ(c, c.Sender(), loc.String()); err != nil {
		return err
	}
	if d.OnTZChange != nil {
		if err := d.OnTZChange(c, loc); err != nil {
			return err
		}
	}
	c.Replyf("🕰️ Time zone set to **%s**. It is %s there; your mornings start at 06:00 local.", loc.String(), c.Now.In(loc).Format("Mon 15:04"))
	return nil
}
