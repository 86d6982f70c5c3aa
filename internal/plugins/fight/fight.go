// Package fight registers the player's commands of a turn-by-turn fight:
// `!fight` to engage (a training bout at Thom Krooke's practice yard until
// zones arrive) and to see the fight, `!attack`, `!cast`, `!use` (through the
// inventory plugin's hook), `!secondwind`, `!preserve`, `!hide`, `!surge`,
// the subclass moves (`!rage`, `!warpriest`, `!duplicity`; a Thief's Fast Hands is `!use`'s), `!flee` and `!fight auto`, which lets the shared combat policy finish the
// fight.
//
// One command is one round: the engine plays the player's action and then
// the enemies' turns, and the answer is one message with the round's
// compact log, the state of the fight and the moves left. Between commands
// the fight is a Row in the store's fight table, so a restart resumes it
// exactly. When a fight ends it is settled (combat.Settle), the character
// saved, the row removed and the outcome handed back to its Origin; a
// level-up is announced by DM. Ordinary rooms' fights resolve at once in
// the zone run itself (zonerun, with the same engine and policy).
package fight

import (
	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/rules"
)

// Finisher receives the outcome of the fights its origin started.
type Finisher interface {
	// FinishFight runs in the command's transaction once a fight from
	// origin o has ended and been settled. s.Character is the settled
	// character (wounds, spent slots and consumables, XP; loot NOT added)
	// and s.Outcome has the loot. It returns the character to save and
	// lines to add to the fight's final message.
	FinishFight(c *bot.Context, o Origin, s combat.Settlement) (rules.Character, []string, error)
}

// TakeLoot is the start every Finisher shares: the settled character of
// s with the fight's loot packed (combat.ApplyLoot, rules §5.1) and the
// line that says what it was, none when nothing dropped.
func TakeLoot(s combat.Settlement) (rules.Character, []string) {
	ch := combat.ApplyLoot(s.Character, s.Outcome.Loot)
	if loot := narrate.DropsText(s.Outcome.Loot); loot != "" {
		return ch, []string{"💰 " + loot}
	}
	return ch, nil
}

// Deps connect fights to the plugins that start them.
type Deps struct {
	// Zone receives the outcome of fights a zone run started
	// (OriginZone). Nil: such fights settle like training bouts, without
	// loot.
	Zone Finisher
	// Expedition receives the outcome of the encounters an expedition
	// started (OriginExpedition). Nil: such fights settle without loot.
	Expedition Finisher
	// Encounters offers the fight waiting for the sender outside a fight
	// (a zone room's elite or boss): a bare `!fight` engages it, and
	// training bouts wait until it is dealt with. Nil: nothing ever waits.
	Encounters EncounterSource
}

// targetParam is the foe an attack or a spell aims at (its name or
// number); left out, the engine chooses.
var targetParam = bot.OptWords("target")

// Commands returns fight, attack, cast, smite, layonhands, secondwind,
// preserve, hide, rage, surge, warpriest, duplicity, channel and flee. `!use`
// in a fight belongs to the inventory plugin: wire Deps.UseItem into its
// UseInFight hook.
func Commands(d Deps) []bot.Command {
	cmds := []bot.Command{
		{
			Name:    "fight",
			Aliases: []string{"bout", "spar"},
			Section: bot.SectionCombat,
			Summary: "Engage the fight waiting for you, start a practice bout at Thom Krooke's yard (no XP, no loot), or see the fight you're in",
			Forms: []bot.Form{
				{Params: []bot.Param{bot.Words("monster")}, Summary: "A practice bout against any monster up to two tiers above yours: real wounds, no XP, no loot"},
				{},
			},
			Subcommands: []bot.Subcommand{
				{Name: "status", Summary: "The fight you're in: HP, foes, whose turn and your moves (a bare `fight` does the same); outside a fight a bare `fight` engages what waits in your zone room", Handler: d.statusCmd},
				{Name: "auto", Summary: "Let TwinBee's combat policy finish the fight for you; in a party's fight it plays your turns as they come (never another's) until the fight ends or a move of yours takes over", Handler: d.autoCmd},
			},
			FreeArgs: true, // a monster to spar with
			Examples: []string{"fight worg", "fight goblin sneak", "fight", "fight auto"},
			Handler:  d.fightCmd,
		},
		{
			Name:     "attack",
			Aliases:  []string{"atk", "hit"},
			Section:  bot.SectionCombat,
			Summary:  "In a fight: attack with your weapon (every attack of your Attack action)",
			Forms:    []bot.Form{{Params: []bot.Param{targetParam}}},
			Examples: []string{"attack", "attack worg", "attack 2"},
			Handler:  d.attackCmd,
		},
		{
			Name:     "cast",
			Section:  bot.SectionCombat,
			Summary:  "In a fight: cast a spell; `--upcast N` spends a level-N slot; a Sorcerer's `--quickened` (2 sorcery points: a bonus action) or `--empowered` (1 point: reroll low damage dice) bends it",
			Forms:    []bot.Form{{Params: []bot.Param{bot.Words("spell"), targetParam, bot.Opt("--upcast N")}}},
			Examples: []string{"cast fire bolt", "cast \"magic missile\" worg", "cast magic missile 1 --upcast 2", "cast cure wounds"},
			Handler:  d.castCmd,
		},
	}
	cmds = append(cmds, d.paladinCommands()...)
	cmds = append(cmds, d.sorcererCommands()...)
	cmds = append(cmds, d.druidCommands()...)
	for _, a := range oneWordActions() {
		cmd := bot.Command{
			Name: a.name, Section: bot.SectionCombat, Summary: a.summary,
			Forms: []bot.Form{{}}, Examples: []string{a.name}, Handler: d.act(a.kind),
			// Words after a move that takes none are refused, not dropped:
			// `!flee no` must not flee, for fleeing cannot be taken back.
			NoArgs: !aimedActions[a.kind],
		}
		if aimedActions[a.kind] {
			cmd.Forms = []bot.Form{{Params: []bot.Param{targetParam}}}
		}
		if a.alias != "" {
			cmd.Aliases = []string{a.alias}
		}
		cmds = append(cmds, cmd)
	}
	return cmds
}

// oneWordAction is a fight command that plays one action taking no target.
type oneWordAction struct {
	name, alias, summary string
	kind                 combat.ActionKind
}

// oneWordActions are the fight commands that play one action taking no
// target: the class features of a turn, and fleeing. A function, as two
// help lines read the feature table.
func oneWordActions() []oneWordAction {
	return []oneWordAction{
		{"secondwind", "sw", "In a fight (Fighter): Second Wind, a bonus action that heals 1d10 + level", combat.ActSecondWind},
		{"preserve", "preservelife", "In a fight (Cleric, level 2+): Preserve Life, your action: heal up to 5 × level HP, but not above half your maximum; once per long rest", combat.ActPreserveLife},
		{"hide", "cunning", "In a fight (Rogue, level 2+): Cunning Action, hide as a bonus action so your next attack has advantage", combat.ActHide},
		{"rage", "", "In a fight (Berserker Fighter, level 3+): Rage, a bonus action: for this turn and the next 2, +2 damage on your weapon hits (+3 from level 16) and the foes' weapon hits deal you half; twice per long rest", combat.ActRage},
		{"surge", "actionsurge", "In a fight (Fighter, level 2+): Action Surge, one more action this turn", combat.ActActionSurge},
		{"warpriest", "wp", warPriestHelp(), combat.ActWarPriest},
		{"duplicity", "double", duplicityHelp(), combat.ActDuplicity},
		{"channel", "cd", channelHelp(), combat.ActChannel},
		{"feypresence", "fey", feyPresenceHelp(), combat.ActFeyPresence},
		{"flee", "", "In a fight: get out. Always works; you keep your wounds; in a zone the run ends and you keep a third of what it earned, and on an expedition the expedition too (a forced extraction, no resume)", combat.ActFlee},
	}
}
