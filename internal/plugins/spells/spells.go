// Package spells registers `!spells`: what the sender's character can cast,
// by level, with slots left, save DC and spell attack.
// Casting itself belongs to the combat plugin.
package spells

import (
	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/plugins/pc"
)

// Commands returns spells.
func Commands() []bot.Command {
	return []bot.Command{{
		Name:     "spells",
		Aliases:  []string{"spellbook"},
		Section:  bot.SectionCharacter,
		Summary:  "List the spells you can cast, with slots left, save DC and spell attack",
		Forms:    []bot.Form{{}},
		Examples: []string{"spells"},
		Handler:  run,
	}}
}

func run(c *bot.Context) error {
	ch, err := pc.Load(c)
	if err != nil {
		return err
	}
	ch, _, err = pc.InFightNow(c, ch) // mid-fight: the slots left in the fight, not before it
	if err != nil {
		return err
	}
	c.Reply(narrate.SpellList(ch, c.Prefix()))
	return nil
}
