// Package help registers `!help`: the command list by section and the usage
// of one verb, both generated from the registry.
package help

import (
	"fmt"
	"strings"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/config"
	"github.com/gogobee/gogobee/internal/mdtext"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/plugins/pc"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// Deps is what help reads of the server's settings.
type Deps struct {
	// Config is the server's settings; with its Parties (GOGOBEE_PARTIES,
	// rules §8.22) turned off, `!help expedition` and `!rules party` say
	// that parties are off before offering their verbs (no Config: on).
	Config *config.Config
}

// partiesOpen reports whether parties are on: the default, unless the
// operator turned them off (GOGOBEE_PARTIES=0).
func (d Deps) partiesOpen() bool { return d.Config == nil || d.Config.Parties }

// Commands returns the help commands: `!help`, `!rules` and `!start`.
func Commands(d Deps) []bot.Command {
	run, rulesCmd, startCmd := d.run, d.rulesCmd, d.startCmd
	return []bot.Command{{
		Name:     "help",
		Aliases:  []string{"commands"},
		Section:  bot.SectionBasics,
		Summary:  "List the commands, or show how to use one (or a rules page: `help combat`)",
		Forms:    []bot.Form{{}, {Params: []bot.Param{bot.Arg("command")}}, {Params: []bot.Param{bot.Words("rules topic")}}},
		Examples: []string{"help", "help tz", "help combat"},
		Handler:  run,
	}, {
		Name:     "rules",
		Section:  bot.SectionBasics,
		Summary:  "How the game works: fights, expeditions, supplies, threat, camps, harvest, Siege Mode, regions, subclasses, boards, the weekly",
		Forms:    rulesForms(),
		Examples: []string{"rules", "rules combat", "rules subclass", "rules battle master", "rules sneak attack"},
		Handler:  rulesCmd,
	},
		bot.Word("start", bot.SectionBasics, "First steps: from a new character to your first expedition, with what you've done ticked", startCmd, "firststeps"),
	}
}

// rulesForms are `!rules` and one usage line per page, so `!help rules`
// lists them all, and the class, subclass and feature pages' lines (rules
// §1.3, §1.11).
func rulesForms() []bot.Form {
	out := []bot.Form{{}}
	for _, t := range narrate.RulesTopics() {
		out = append(out, bot.Form{Params: []bot.Param{bot.Fixed(t.Name)}})
	}
	return append(out, bot.Form{Params: []bot.Param{bot.Words("class name")}}, bot.Form{Params: []bot.Param{bot.Words("subclass name")}},
		bot.Form{Params: []bot.Param{bot.Words("feature name")}}, bot.Form{Params: []bot.Param{bot.Words("spell name")}})
}

// rulesCmd is `!rules [topic]`.
func (d Deps) rulesCmd(c *bot.Context) error {
	if len(c.Args) == 0 {
		c.Reply(narrate.RulesIndex(c.Prefix()))
		return nil
	}
	words := strings.ToLower(strings.Join(c.Args, " ")) // a subclass's name may take two: "battle master"
	t, ok := narrate.RulesTopicByName(words)
	if _, first := narrate.RulesTopicByName(strings.ToLower(c.Args[0])); !ok && first && len(c.Args) > 1 {
		return bot.UsageError(c, fmt.Sprintf("One topic at a time, e.g. `%srules combat`.", c.Prefix()))
	}
	if !ok {
		guess := ""
		if s := narrate.RulesSuggestion(words); s != "" {
			guess = fmt.Sprintf(" Did you mean `%srules %s`?", c.Prefix(), s)
		}
		return bot.Errorf("There's no rules page called “%s”.%s\n\n%s", mdtext.EchoName(strings.Join(c.Args, " ")), guess, narrate.RulesIndex(c.Prefix()))
	}
	c.Reply(d.topicText(t, c.Prefix()))
	return nil
}

// topicText is rules page t as this server has it: the party page opens
// with parties being off while the operator keeps them off.
func (d Deps) topicText(t narrate.RulesTopic, prefix string) string {
	if t.Name == narrate.PartyTopic && !d.partiesOpen() {
		return narrate.PartiesClosed(prefix) + " Where they are on:\n\n" + t.Text(prefix)
	}
	return t.Text(prefix)
}

// startCmd is `!start`: the first steps, ticked as far as the player got,
// and with parties on how to play together.
func (d Deps) startCmd(c *bot.Context) error {
	f := narrate.FirstSteps{Parties: d.partiesOpen()}
	var err error
	if _, f.HasCharacter, err = c.Store.Character.Get(c, c.Sender()); err != nil {
		return err
	}
	r, ran, err := pc.LatestOwnRun(c) // a run of a deleted character is not this one's step
	if err != nil {
		return err
	}
	f.WalkedZone, f.FinishedRun = ran, ran && r.Status.Over()
	if f.Expedition, err = departed(c, r, ran); err != nil {
		return err
	}
	c.Reply(narrate.FirstStepsText(f, c.Prefix()))
	return nil
}

// departed reports whether the sender's character has set off on an
// expedition: its latest one departed (packing alone is not the step), or
// its latest zone run r (when ran) is an expedition's, or it went into
// the field as a member of another's party (rules §8.22), which walks
// the leader's zone with them as the step does.
func departed(c *bot.Context, r zonerun.Run, ran bool) (bool, error) {
	e, ok, err := pc.LatestOwnExpedition(c)
	if err != nil {
		return false, err
	}
	if ok && e.RunID != 0 {
		return true, nil
	}
	if ran {
		if _, owned, err := c.Store.Expedition.ByRun(c, r.ID); err != nil || owned {
			return owned, err
		}
	}
	return wentAsMember(c)
}

// wentAsMember reports whether the sender's current character went into
// the field as a member of a party (expedition.WentWith); a membership
// of a character they deleted is not this one's (pc.EarlierOf, counted
// from when they joined, as their report cards are).
func wentAsMember(c *bot.Context) (bool, error) {
	_, floor, err := c.Store.Character.HistoryFloor(c, c.Sender())
	if err != nil {
		return false, err
	}
	joined, err := c.Store.Expedition.AsMember(c, c.Sender(), floor)
	if err != nil {
		return false, err
	}
	for _, e := range joined {
		m, went := e.WentWith(string(c.Sender()))
		if !went {
			continue
		}
		earlier, err := pc.EarlierOf(c, c.Sender(), "expedition", int64(e.ID), m.JoinedAt)
		if err != nil || !earlier {
			return err == nil, err
		}
	}
	return false, nil
}

// run is `!help [command | rules topic]`.
func (d Deps) run(c *bot.Context) error {
	if len(c.Args) == 0 {
		c.Reply(List(c.Router.Registry, c.Prefix(), c.IsAdmin()))
		return nil
	}
	verb := strings.ToLower(strings.TrimPrefix(c.Args[0], c.Prefix()))
	cmd, ok := c.Router.Registry.Lookup(verb)
	if ok && cmd.AdminOnly && !c.IsAdmin() {
		return bot.Errorf("`%s%s` is for the bot's operators only.", c.Prefix(), cmd.Name)
	}
	if !ok || cmd.Hidden { // a rules page by its name: `!help combat`, `!help slippery mind`
		for _, name := range []string{strings.ToLower(strings.Join(c.Args, " ")), verb} {
			if t, topic := narrate.RulesTopicByName(name); topic {
				c.Reply(d.topicText(t, c.Prefix()))
				return nil
			}
		}
	}
	if verb == "start" || verb == "firststeps" {
		c.Args = nil
		return d.startCmd(c) // the first steps themselves, not their usage
	}
	if !ok || cmd.Hidden {
		msg := fmt.Sprintf("There's no command called `%s`.", mdtext.InCode(verb, 32))
		if s := c.Router.Registry.Suggest(verb); s != "" {
			msg += fmt.Sprintf(" Did you mean `%s`?", s)
		}
		return bot.Errorf("%s Try `%shelp` for the full list.", msg, c.Prefix())
	}
	usage := Usage(cmd, c.Prefix())
	if cmd.Name == "expedition" && !d.partiesOpen() {
		head, rest, _ := strings.Cut(usage, "\n")
		usage = head + "\n" + narrate.PartiesClosed(c.Prefix()) + "\n" + rest
	}
	c.Reply(usage)
	return nil
}

// List renders every visible command grouped by section, one line each.
func List(reg *bot.Registry, prefix string, admin bool) string {
	var b strings.Builder
	b.WriteString("**GogoBee commands**\n")
	sections, bySection := reg.Sections(admin)
	for _, s := range sections {
		fmt.Fprintf(&b, "\n**%s**\n", s)
		for _, cmd := range bySection[s] {
			fmt.Fprintf(&b, "- `%s%s` — %s\n", prefix, cmd.Name, cmd.Summary)
		}
	}
	fmt.Fprintf(&b, "\n`%shelp <command>` shows how to use one.", prefix)
	return b.String()
}

// Usage renders the full help of one command from its declaration:
// summary, usage lines, the free argument and subcommands with what each
// does, aliases and examples.
func Usage(cmd *bot.Command, prefix string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "**%s%s** — %s\n", prefix, cmd.Name, cmd.Summary)
	lines := cmd.UsageLines()
	if len(lines) > 0 {
		b.WriteString("\nUsage:\n")
		for _, l := range lines {
			fmt.Fprintf(&b, "- `%s%s`\n", prefix, l.Text)
		}
	}
	writeSubcommands(&b, cmd, lines, prefix)
	if len(cmd.Aliases) > 0 {
		var al []string
		for _, a := range cmd.Aliases {
			al = append(al, "`"+prefix+a+"`")
		}
		fmt.Fprintf(&b, "\nAlso: %s\n", strings.Join(al, ", "))
	}
	if len(cmd.Examples) > 0 {
		b.WriteString("\nExamples:\n")
		for _, e := range cmd.Examples {
			fmt.Fprintf(&b, "- `%s%s`\n", prefix, e)
		}
	}
	return strings.TrimRight(b.String(), "\n")
}

// writeSubcommands writes help's Subcommands block: each of lines that
// says what it does (the free argument, every subcommand and its further
// forms) with its summary, a subcommand's main line with its aliases.
// Nothing when no line says what it does.
func writeSubcommands(b *strings.Builder, cmd *bot.Command, lines []bot.UsageLine, prefix string) {
	head := "\nSubcommands:\n"
	for _, l := range lines {
		if l.Sub == nil && l.Summary == "" {
			continue
		}
		b.WriteString(head)
		head = ""
		also := ""
		if l.Sub != nil && !l.More {
			also = alsoSub(cmd, l.Sub, prefix)
		}
		fmt.Fprintf(b, "- `%s%s` — %s%s\n", prefix, l.Text, l.Summary, also)
	}
}

// alsoSub is " (also `!verb alias`, …)" for a subcommand with aliases, ""
// for one without.
func alsoSub(cmd *bot.Command, s *bot.Subcommand, prefix string) string {
	if len(s.Aliases) == 0 {
		return ""
	}
	var al []string
	for _, a := range s.Aliases {
		al = append(al, "`"+prefix+cmd.Name+" "+a+"`")
	}
	return " (also " + strings.Join(al, ", ") + ")"
}

// Reference renders the full command reference for the README: every
// visible verb of every section (admin included) with its usage lines but
// the bare verb's, a subcommand's aliases on its main line.
func Reference(reg *bot.Registry, prefix string) string {
	var b strings.Builder
	sections, bySection := reg.Sections(true)
	for i, s := range sections {
		if i > 0 {
			b.WriteString("\n")
		}
		fmt.Fprintf(&b, "**%s**\n\n", s)
		for _, cmd := range bySection[s] {
			fmt.Fprintf(&b, "- `%s%s` — %s", prefix, cmd.Name, cmd.Summary)
			if len(cmd.Aliases) > 0 {
				fmt.Fprintf(&b, " (also `%s%s`)", prefix, strings.Join(cmd.Aliases, "`, `"+prefix))
			}
			b.WriteString("\n")
			for _, l := range cmd.UsageLines() {
				if l.Text == cmd.Name {
					continue
				}
				fmt.Fprintf(&b, "  - `%s%s`", prefix, l.Text)
				if l.Sub != nil && !l.More {
					b.WriteString(alsoSub(cmd, l.Sub, prefix))
				}
				b.WriteString("\n")
			}
		}
	}
	return b.String()
}
