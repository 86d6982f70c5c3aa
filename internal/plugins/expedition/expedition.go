// Package expedition registers the expedition commands (rules §8.1)
// and runs the day cycle. An expedition IS a zone run that lasts real days:
// the zone plugin walks the rooms (`!advance` is its advance) and calls this
// plugin's zone.Hooks on every step, where the expedition hears about fights,
// cleared rooms, region crossings, the boss and a player going down.
// Everything else is the pure engine in internal/expedition: this package
// loads state, calls the engine in the command's transaction, saves, and
// words the result through narrate.
//
// The day cycle runs on the scheduler, per player and in the player's
// time zone: one "expedition_briefing" job per active expedition at the
// next 06:00 rollover (night, day rollover, Morning Briefing by DM) and
// one "expedition_recap" job at 21:00 (Evening Recap by DM). A job applies
// the occurrence at its own due time and moves itself to the next one in
// the same transaction, so each day is applied exactly once, in order,
// across restarts, downtime and daylight-saving shifts. "expedition_expiry"
// closes an extracted expedition when its 7 days run out, and
// "pete_highlights" posts the community's day at 21:30 (GOGOBEE_TZ).
// "expedition_report" DMs an expedition's report card when it leaves the
// field (rules §8.21).
package expedition

import (
	"github.com/rs/zerolog"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/config"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/plugins/zone"
)

// section is the help section of the expedition commands.
const section = bot.SectionExpedition

// Scheduler kinds of the day cycle.
const (
	BriefingKind   = "expedition_briefing" // key: expedition ID; the 06:00 rollover and Morning Briefing
	RecapKind      = "expedition_recap"    // key: expedition ID; the 21:00 Evening Recap
	ExpiryKind     = "expedition_expiry"   // key: expedition ID; the end of the 7-day resume window
	HighlightsKind = "pete_highlights"     // key: "daily"; Pete's post at 21:30 GOGOBEE_TZ
	// ReportKind (report.go): key: expedition ID; the report card, once it left the field.
)

// Plugin is the expedition plugin. Its links to the zone and fight plugins
// are set by the app after both exist (they point at each other).
type Plugin struct {
	Config *config.Config
	// Zone walks the rooms; its Hooks must be this plugin.
	Zone zone.Deps
	// Seed is the world seed of the random streams of the zone hooks,
	// which run without a bot.Context (commands and jobs use their own).
	Seed uint64
	Log  zerolog.Logger
	// More are subcommands of `!expedition` that other plugins serve
	// (`expedition odds`, internal/plugins/odds); help lists them last.
	More []bot.Subcommand
	// PlayerTrade serves `!trade` when it is a trade between players
	// (internal/plugins/gift: IsPlayerTrade says when, rules §4.7), and a
	// bare `!trade` outside a zone; PlayerTradeForms and
	// PlayerTradeExamples are listed after the trader's. Nil: `!trade` is
	// the zone trader's only.
	PlayerTrade         bot.Handler
	IsPlayerTrade       func(args []string) bool
	PlayerTradeForms    []bot.Form
	PlayerTradeExamples []string
}

// Commands returns the expedition commands (rules §8.1).
func (p *Plugin) Commands() []bot.Command {
	cmds := p.commands()
	cmds[0].Subcommands = append(append(cmds[0].Subcommands, p.partySubcommands()...), p.More...)
	cmds[0].Examples = append(cmds[0].Examples, partyExamples...)
	return cmds
}

// commands are the expedition plugin's own commands, `!expedition` first.
func (p *Plugin) commands() []bot.Command {
	return append([]bot.Command{
		{
			Name:    "expedition",
			Aliases: []string{"exp"},
			Section: section,
			Summary: "Expeditions: a zone over real days, with supplies, camps, nights and a Threat Clock",
			Subcommands: []bot.Subcommand{
				{Name: "start", Aliases: []string{"begin"}, Summary: "Begin a new expedition: Thom Krooke shows the zone, its days and his supply packs", Params: []bot.Param{bot.Words("zone")}, Handler: bot.WithArgs(p.start)},
				{Name: "depart", Summary: "Set off with what you bought: day 1 starts, briefings at 06:00 and recaps at 21:00 your time", Handler: p.depart},
				{Name: "run", Aliases: []string{"walk"}, Summary: "Autopilot: walk on up to 6 rooms, fighting the ordinary fights and harvesting as you go; stops at forks, elite and boss doors, low HP or supplies, nightfall and level-ups",
					More:    []bot.Form{{Params: []bot.Param{bot.Fixed("on|off")}, Summary: "Let TwinBee walk up to 3 rooms for you every two hours or so in the background (DMs what happened), or stop it"}},
					Handler: bot.WithArgs(p.runCmd)},
				{Name: "cancel", Summary: "Call off provisioning (every pack refunded; a party's asks you to confirm), or give up an extracted expedition (asks you to confirm)", Params: []bot.Param{bot.Opt("confirm|no")}, Handler: bot.WithArgs(p.cancel)},
				{Name: "status", Summary: "Full expedition status: day, HP, supplies, threat, camp, mood, takings", Handler: p.status},
				{Name: "log", Summary: "The last 5 expedition log entries with TwinBee's narration", Handler: p.logCmd},
				{Name: "report", Summary: "The report card of an expedition that left the field: a chart of HP, supplies and threat day by day, the route on the map, totals, milestones and TwinBee's best lines (1 the latest, 2 the one before, …)", Params: []bot.Param{bot.Opt("n")}, Handler: p.reportCmd},
				{Name: "basecamp", Summary: "Fast travel back to your base camp in one move (Tier 4–5)", Handler: p.baseCamp},
			},
			Examples: []string{"expedition start goblin warrens", "expedition depart", "expedition run", "expedition run on", "expedition status", "expedition log", "expedition report 2"},
			Handler:  p.status, // a bare `!expedition` is the status
		},
		{
			Name:    "supplies",
			Aliases: []string{"su"},
			Section: section,
			Summary: "Supplies: what you carry, the daily burn and days left; buy packs before you set off",
			Forms:   []bot.Form{{}},
			Subcommands: []bot.Subcommand{
				{Name: "buy", Summary: "Buy Thom Krooke's packs while provisioning: standard 10 SU for 50 coins, deluxe 20 SU for 90", Params: []bot.Param{bot.Arg("standard|deluxe"), bot.Opt("n")}, Handler: bot.WithArgs(p.buy)},
				{Name: "forage", Summary: "Rangers: forage once a day outdoors (WIS DC 12, 1d4 SU)", Handler: p.forage},
			},
			Examples: []string{"supplies", "supplies buy standard 2", "supplies buy deluxe", "supplies forage"},
			Handler:  p.suppliesCmd,
		},
		{
			Name:     "advance",
			Aliases:  []string{"adv"},
			Section:  section,
			Summary:  "Move to the next room (the zone's `zone advance`): encounters, traps, forks",
			Forms:    []bot.Form{{}},
			Examples: []string{"advance"},
			Handler:  p.advanceCmd,
		},
		bot.Word("retreat", section, "Fall back one room to the previous cleared room (not across regions; on an expedition, threat +1)", p.retreatCmd, "back"),
		bot.Word("search", section, "Search the room (Perception): may turn up a supply cache; search every room for the Cartographer milestone", p.searchCmd),
		{
			Name:    "camp",
			Section: section,
			Summary: "Make camp for the night: rough, standard, fortified or base; or break it",
			Forms:   []bot.Form{{}},
			Subcommands: []bot.Subcommand{
				{Name: "rough", Summary: "Anywhere but a boss or trap room: HP raised to at least half your maximum, no slots (0.5 SU, risky night)", Handler: oneCamp(p.pitcher(expedition.CampRough))},
				{Name: "standard", Summary: "A cleared room: a full long rest (1 SU)", Handler: oneCamp(p.pitcher(expedition.CampStandard))},
				{Name: "fortified", Summary: "A rest camp or a cache site: long rest, +1d6 HP on waking, threat -5 (2 SU)", Handler: oneCamp(p.pitcher(expedition.CampFortified))},
				{Name: "base", Summary: "Tier 4–5, day 3+, region boss down, in a region with a base-camp site: a waypoint too (3 SU)", Handler: oneCamp(p.pitcher(expedition.CampBase))},
				{Name: "break", Aliases: []string{"strike"}, Summary: "Pack the camp up: it stays today's one camp, and the night at 06:00 is still rolled against it", Handler: oneCamp(p.breakCamp)},
			},
			FreeArgs: true, // a word that is no camp is refused in the camp's own words
			Examples: []string{"camp standard", "camp rough", "camp break"},
			Handler:  p.campCmd,
		},
		p.tradeCommand(),
		p.weeklyCommand(),
		bot.Word("threat", section, "The Threat Clock: level, band, what it does and the last changes", p.threatCmd),
		bot.Word("extract", section, "Leave the zone from a cleared room: costs a day of supplies and leaves the rest in the packs behind; you keep your XP, coins and finds; resumable for 7 days", p.extractCmd),
		bot.Word("resume", section, "Go back into an expedition you extracted from (within 7 real days); restock first", p.resumeCmd),
		bot.Word("map", section, "The map of the zone you're in, as you know it (on an expedition, under the day and threat)", p.mapCmd),
		{
			Name:    "news",
			Section: section,
			Summary: "Pete's daily expedition highlights: leave them or come back in",
			Forms:   []bot.Form{{}},
			Subcommands: []bot.Subcommand{
				{Name: "optout", Summary: "Keep your deeds out of Pete's daily highlights", Handler: optNews(true)},
				{Name: "optin", Summary: "Let Pete mention you again", Handler: optNews(false)},
			},
			Examples: []string{"news optout", "news optin"},
			Handler:  p.newsCmd,
		},
	}, p.autopilotCommands()...)
}

// tradeCommand is `!trade`: the zone trader's (rules §8.2) and, with
// PlayerTrade set, the trades between players (rules §4.7).
func (p *Plugin) tradeCommand() bot.Command {
	cmd := bot.Command{
		Name:     "trade",
		Section:  section,
		Summary:  "Buy from a zone's trader where one keeps shop (the Underdark, the Feywild Crossing): rations and potions, a few per expedition",
		Forms:    []bot.Form{{}, {Params: []bot.Param{bot.Words("number|name"), bot.Opt("n")}}},
		FreeArgs: true,
		Examples: []string{"trade", "trade 1", "trade potion 2"},
		Handler:  p.tradeCmd,
	}
	if p.PlayerTrade != nil {
		cmd.Summary += "; in town, offer another player items or coins for theirs"
		cmd.Forms = append(cmd.Forms, p.PlayerTradeForms...)
		cmd.Examples = append(cmd.Examples, p.PlayerTradeExamples...)
	}
	return cmd
}
