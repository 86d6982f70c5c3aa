// Package roll registers `!roll <expression>`: any dice
// expression the dice parser accepts, rolled on a stream keyed by the
// message's event ID, so one message always rolls the same.
package roll

import (
	"strings"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/dice"
	"github.com/gogobee/gogobee/internal/narrate"
)

// Commands returns roll.
func Commands() []bot.Command {
	return []bot.Command{{
		Name:    "roll",
		Aliases: []string{"r", "dice"},
		Section: bot.SectionDice,
		Summary: "Roll dice: NdM, +/- modifiers, keep highest/lowest, advantage, a label",
		Forms:   []bot.Form{{Params: []bot.Param{bot.Arg("expression"), bot.OptWords("label")}}},
		Examples: []string{"roll 2d6+3", "roll 1d20+5 stealth check", "roll 4d6kh3 stats",
			"roll d20 adv", "roll 1d20-1d4 # shaky hands"},
		Handler: run,
	}}
}

func run(c *bot.Context) error {
	text := strings.TrimSpace(strings.Join(c.Args, " "))
	expr, err := dice.Parse(text)
	if err != nil {
		return bot.Errorf("%s", narrate.RollError(err))
	}
	c.Reply(narrate.Roll(expr.Roll(c.Stream("roll", string(c.Msg.EventID)))))
	return nil
}
