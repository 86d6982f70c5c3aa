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

// Subcommand documents one subcommand of a verb for help.
type Subcommand struct {
	Name    string
	Aliases []string
	Summary string
	Usage   string // without the prefix, e.g. "tz set <IANA zone>"
}

// Command is one verb a plugin registers.
type Command struct {
	Name        string   // canonical verb, lower case, e.g. "tz"
	Aliases     []string // other verbs that run it
	Family      string   // help section, e.g. "Basics", "Character"
	Summary     string   // one line for the !help list
	Usage       []string // usage lines without the prefix, e.g. "tz set <IANA zone>"
	Examples    []string // example lines without the prefix
	Subcommands []Subcommand
	AdminOnly   bool // only GOGOBEE_ADMINS may run it
	Hidden      bool // answered but never listed or suggested (retired verbs)
	Handler     Handler
}

// Registry maps verbs and aliases to commands.
type Registry struct {
	byName map[string]*Command
	order  []*Command
}

// NewRegistry returns an empty registry.
func NewRegistry() *Registry { return &Registry{byName: map[string]*Command{}} }

// Register adds cmd under its name and aliases. It fails when a name or an
// alias is already taken, when a name is empty or has spaces, or when the
// handler is missing: such a bot must not start.
func (r *Registry) Register(cmd Command) error {
	if cmd.Handler == nil {
		return fmt.Errorf("command %q has no handler", cmd.Name)
	}
	c := cmd
	names := append([]string{c.Name}, c.Aliases...)
	for _, n := range names {
		if n == "" || n != strings.ToLower(n) || strings.ContainsAny(n, " \t") {
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

// Families returns the visible commands grouped by family, families in the
// order they were first registered, commands sorted by name.
func (r *Registry) Families(includeAdmin bool) (names []string, byFamily map[string][]*Command) {
	byFamily = map[string][]*Command{}
	for _, c := range r.order {
		if c.Hidden || (c.AdminOnly && !includeAdmin) {
			continue
		}
		if _, ok := byFamily[c.Family]; !ok {
			names = append(names, c.Family)
		}
		byFamily[c.Family] = append(byFamily[c.Family], c)
	}
	for _, f := range names {
		sort.Slice(byFamily[f], func(i, j int) bool { return byFamily[f][i].Name < byFamily[f][j].Name })
	}
	return names, byFamily
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
		for _, sc := range c.Subcommands {
			if sc.Name == sub || slices.Contains(sc.Aliases, sub) {
				if found != "" && found != c.Name+" "+sc.Name {
					return ""
				}
				found = c.Name + " " + sc.Name
			}
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
	limit := min(1, namematch.Typos(verb))
	if len([]rune(verb)) > 4 {
		limit = 2
	}
	best, bestD := "", limit+1
	var names []string
	for n, c := range r.byName {
		if !c.Hidden && !c.AdminOnly {
			names = append(names, n)
		}
	}
	sort.Strings(names)
	for _, n := range names {
		d := namematch.Distance(verb, n)
		if len(verb) >= 3 && strings.HasPrefix(n, verb) && d > 1 {
			d = 1
		}
		if d < bestD {
			best, bestD = n, d
		}
	}
	return best
}
