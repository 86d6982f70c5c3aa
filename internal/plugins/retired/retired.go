// Package retired answers the manual harvest verbs the auto-harvest pass
// replaced (rules §7.7): `!forage`, `!scavenge`, `!mine`, `!fish`, `!essence`
// and `!commune`. While GOGOBEE_HARVEST_VERBS is unset or "deprecated" they
// are hidden commands (never listed, suggested or described by `!help`) whose
// only answer is a DM pointing to the walk; with "removed" they are not
// registered at all and get the router's ordinary unknown-command answer.
//
// `!supplies forage`, the Ranger's daily forage for expedition supplies, is
// a different command and stays.
package retired

import (
	"fmt"
	"slices"

	"github.com/gogobee/gogobee/internal/bot"
)

// harvestVerbs are the retired manual harvest verbs (rules §7.7).
var harvestVerbs = []string{"forage", "scavenge", "mine", "fish", "essence", "commune"}

// HarvestVerbs returns a copy of harvestVerbs, the table above: changing it changes
// nothing shipped.
func HarvestVerbs() []string { return slices.Clone(harvestVerbs) }

// Gate values of GOGOBEE_HARVEST_VERBS (config.Config.HarvestVerbs).
const (
	Deprecated = "deprecated" // answered with the deprecation DM (the default)
	Removed    = "removed"    // unknown commands
)

// Commands returns the retired harvest verbs for the gate value mode: one
// hidden command per verb while deprecated (or unset), none once removed.
func Commands(mode string) []bot.Command {
	if mode == Removed {
		return nil
	}
	var out []bot.Command
	for _, v := range harvestVerbs {
		out = append(out, bot.Command{
			Name:    v,
			Summary: "Retired: harvest is automatic now",
			Hidden:  true,
			Handler: deprecation,
		})
	}
	return out
}

// deprecation DMs the player that harvesting happens on the walk now.
func deprecation(c *bot.Context) error {
	p := c.Prefix()
	c.DM(c.Sender(), fmt.Sprintf("⛏️ `%s%s` is retired: harvest is automatic now, just walk. "+
		"Every exploration and harvest room you enter gathers what it holds by itself, one roll per charge, "+
		"and the haul shows under the room: `%szone advance`, `%sadvance`, or let the autopilot walk with `%sexpedition run`. "+
		"Rangers still find food for an expedition with `%ssupplies forage`.",
		p, c.Command.Name, p, p, p, p))
	return nil
}
