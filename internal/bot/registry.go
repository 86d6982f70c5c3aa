package bot

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"unicode"

	"github.com/gogobee/gogobee/internal/namematch"
)

// Handler runs one command inside its transaction. Returning a *UserError
// rolls the transaction back and answers the user with its message; any
// other error rolls back and answers with a generic apology.
type Handler func(c *Context) error

// Command is one verb a plugin registers: one declaration from which the
// router dispatches and help, usage refusals and the README's command
// reference are derived (UsageLines).
type Command struct {
	Name    string   // canonical verb, lower case, e.g. "tz"
	Aliases []string // other verbs that run it
	Section Section  // help section; NoSection only for a hidden verb
	Summary string   // one line for the !help list
	// Forms are the verb's own usage lines, in the order help lists them:
	// a Form without Params is the bare verb on a line of its own. On a
	// verb with subcommands, a Form with Params is its free argument
	// (`fight <monster>`): it needs FreeArgs and a Summary, and help lists
	// it first among the subcommands.
	Forms    []Form
	Examples []string // example lines without the prefix
	// Subcommands are the words after the verb that run handlers of their
	// own (see Route); help lists them after the verb's forms.
	Subcommands []Subcommand
	// FreeArgs sends a first word that names no subcommand to Handler,
	// with every word, for a verb that reads such words itself (a monster
	// to spar with, a camp type it refuses in its own words). Without it
	// the router refuses the word, naming the closest subcommand.
	FreeArgs bool
	// NoArgs refuses words after a verb without subcommands ("`!threat`
	// takes nothing after it.", with the usage) before Handler runs.
	NoArgs    bool
	AdminOnly bool // only GOGOBEE_ADMINS may run it
	Hidden    bool // answered but never listed or suggested (retired verbs)
	// Handler runs the bare verb, and the verb with words when it has no
	// subcommands or takes free words.
	Handler Handler
}

// Word is a command of one word that takes nothing after it (NoArgs): its
// one usage line and its one example are the verb itself.
func Word(name string, section Section, summary string, h Handler, aliases ...string) Command {
	return Command{
		Name: name, Aliases: aliases, Section: section, Summary: summary,
		Forms: []Form{{}}, Examples: []string{name}, NoArgs: true, Handler: h,
	}
}

// Registry maps verbs and aliases to commands, and the kinds of refs of
// the bot's messages to the handlers of reactions to them
// (RegisterReaction).
type Registry struct {
	byName    map[string]*Command
	order     []*Command
	reactions map[string]ReactionHandler
}

// NewRegistry returns an empty registry.
func NewRegistry() *Registry { return &Registry{byName: map[string]*Command{}} }

// Register adds cmd under its name and aliases. It fails when a name or an
// alias is already taken, when a name is empty or has spaces, when the
// handler is missing, when a visible command names no section, or when a
// subcommand has no handler or a name or alias another subcommand of the
// verb has: such a bot must not start.
func (r *Registry) Register(cmd Command) error {
	if cmd.Handler == nil {
		return fmt.Errorf("command %q has no handler", cmd.Name)
	}
	if !cmd.Hidden && !cmd.Section.listed() {
		return fmt.Errorf("command %q: a visible command needs a help section", cmd.Name)
	}
	if err := checkSubcommands(&cmd); err != nil {
		return err
	}
	c := cmd
	names := append([]string{c.Name}, c.Aliases...)
	for _, n := range names {
		if !validWord(n) {
			return fmt.Errorf("command %q: invalid verb or alias %q (lower case, no spaces)", c.Name, n)
		}
		if other, ok := r.byName[n]; ok {
			return fmt.Errorf("verb %q is registered twice (by %q and %q)", n, other.Name, c.Name)
		}
	}
	for _, n := range names {
		r.byName[n] = &c
	}
	r.order = append(r.order, &c)
	return nil
}

// RegisterAll registers every command, stopping at the first error.
func (r *Registry) RegisterAll(cmds ...Command) error {
	for _, c := range cmds {
		if err := r.Register(c); err != nil {
			return err
		}
	}
	return nil
}

// Lookup finds the command for verb (lower case), by name or alias.
func (r *Registry) Lookup(verb string) (*Command, bool) {
	c, ok := r.byName[verb]
	return c, ok
}

// Commands returns the registered commands in registration order.
func (r *Registry) Commands() []*Command { return r.order }

// Sections returns the visible commands grouped by section, sections in
// the order the Section constants give (only those with a command),
// commands sorted by name.
func (r *Registry) Sections(includeAdmin bool) (sections []Section, bySection map[Section][]*Command) {
	bySection = map[Section][]*Command{}
	for _, c := range r.order {
		if c.Hidden || (c.AdminOnly && !includeAdmin) {
			continue
		}
		bySection[c.Section] = append(bySection[c.Section], c)
	}
	for s := NoSection + 1; s < sectionEnd; s++ {
		if cmds := bySection[s]; len(cmds) > 0 {
			sort.Slice(cmds, func(i, j int) bool { return cmds[i].Name < cmds[j].Name })
			sections = append(sections, s)
		}
	}
	return sections, bySection
}

// subcommandNamed is "verb sub" for the one visible command with a
// subcommand (or its alias) named sub, "" when none or several have one.
func (r *Registry) subcommandNamed(sub string) string {
	sub = strings.ToLower(sub)
	found := ""
	for _, c := range r.Commands() {
		if c.Hidden || c.AdminOnly {
			continue
		}
		if sc, ok := c.Subcommand(sub); ok {
			if found != "" && found != c.Name+" "+sc.Name {
				return ""
			}
			found = c.Name + " " + sc.Name
		}
	}
	return found
}

// Suggest returns the visible verb closest to verb, or "" when nothing is
// close: one edit (a transposition counts as one) for verbs of up to four
// letters (none for one letter: `e` is not a typo of `r`), two for longer
// ones, or a verb that starts with at least three letters of it. A verb
// that is no command but one's subcommand suggests the pair (`go` is
// `zone go`). Verbs that are not words (no letters) get no suggestion.
func (r *Registry) Suggest(verb string) string {
	if !strings.ContainsFunc(verb, unicode.IsLetter) {
		return ""
	}
	if pair := r.subcommandNamed(verb); pair != "" {
		return pair
	}
	var names []string
	for n, c := range r.byName {
		if !c.Hidden && !c.AdminOnly {
			names = append(names, n)
		}
	}
	return closest(verb, names)
}

// closest is the word of words nearest to typed, or "" when none is near:
// one edit (a transposition counts as one) for words of up to four letters
// (none for one letter), two for longer ones, or a word that starts with
// at least three letters of typed. Ties go to the first in sorted order.
func closest(typed string, words []string) string {
	limit := min(1, namematch.Typos(typed))
	if len([]rune(typed)) > 4 {
		limit = 2
	}
	words = slices.Clone(words)
	sort.Strings(words)
	best, bestD := "", limit+1
	for _, w := range words {
		d := namematch.Distance(typed, w)
		if len(typed) >= 3 && strings.HasPrefix(w, typed) && d > 1 {
			d = 1
		}
		if d < bestD {
			best, bestD = w, d
		}
	}
	return best
}
