package player

import (
	"strings"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/mdtext"
)

// settingsCommand is `!settings`: the player's own settings, shown or set.
// So far one: text only (rules §6.11).
func settingsCommand() bot.Command {
	return bot.Command{
		Name:    "settings",
		Aliases: []string{"setting", "prefs"},
		Section: bot.SectionBasics,
		Summary: "Show your settings, or turn text only on or off (no pictures or drawings: for screen readers and terminals)",
		Forms:   []bot.Form{{}},
		Subcommands: []bot.Subcommand{
			{Name: "text", Summary: "Text only: maps as a list of rooms instead of a picture and a drawing", Params: []bot.Param{bot.Fixed("on|off")}, Handler: setTextOnly},
		},
		Examples: []string{"settings", "settings text on", "settings text off"},
		Handler:  showSettings,
	}
}

// showSettings is a bare `!settings`.
func showSettings(c *bot.Context) error {
	if len(c.Args) > 0 {
		return bot.UsageError(c, "`"+c.Prefix()+"settings` shows them; `"+c.Prefix()+"settings text on` or `off` sets one.")
	}
	p, _, err := c.Store.Player.Get(c, c.Sender())
	if err != nil {
		return err
	}
	if p.TextOnly {
		c.Replyf("⚙️ **Your settings**\n\n- Text only: **on**. No pictures and no drawings: maps come as a list of rooms. `%ssettings text off` to have the picture and the drawn map again.", c.Prefix())
		return nil
	}
	c.Replyf("⚙️ **Your settings**\n\n- Text only: **off**. Maps come as a picture with the drawn text map as its caption. `%ssettings text on` for text only (no pictures or drawings: for screen readers and terminals).", c.Prefix())
	return nil
}

// setTextOnly is `!settings text on|off`.
func setTextOnly(c *bot.Context) error {
	if len(c.Args) != 1 {
		return bot.UsageError(c, "Say `on` or `off`.")
	}
	var on bool
	switch strings.ToLower(c.Args[0]) {
	case "on", "yes", "true":
		on = true
	case "off", "no", "false":
	default:
		return bot.UsageError(c, "`"+mdtext.InCode(c.Args[0], 24)+"` isn't on or off. Your settings are unchanged.")
	}
	if err := c.Store.Player.SetTextOnly(c, c.Sender(), on); err != nil {
		return err
	}
	if on {
		c.Replyf("⚙️ Text only is **on**: no pictures and no drawings; maps come as a list of rooms. `%ssettings text off` undoes it.", c.Prefix())
		return nil
	}
	c.Replyf("⚙️ Text only is **off**: maps come as a picture with the drawn map as its caption. `%ssettings text on` for text only.", c.Prefix())
	return nil
}
