package bot

import (
	"fmt"
	"slices"
	"strings"

	"github.com/gogobee/gogobee/internal/mdtext"
)

// Subcommand is one word after a verb that runs a handler of its own
// (`!zone go 2`): the router dispatches to it by name or alias, and help
// lists it from the same entry, so the two cannot disagree.
type Subcommand struct {
	Name    string   // the word, lower case, e.g. "set"
	Aliases []string // other words that run it, lower case; help lists them
	Summary string   // one line for `!help <verb>`
	// Params are what follows the word on its main usage line
	// (`tz set <IANA zone>`). A subcommand that declares none, here or in
	// More, refuses words after it ("`!zone map` takes nothing after
	// it.", with the usage) before Handler runs (TakesWords).
	Params []Param
	// More are further forms of this subcommand that help lists on lines
	// of their own (`expedition run on|off`); Handler runs them too.
	More []Form
	// Handler runs the subcommand; the Context's Args are the words after
	// the subcommand's word and its Sub is this entry.
	Handler Handler
}

// Subcommand finds the subcommand word names, by name or alias, in any case.
func (c *Command) Subcommand(word string) (*Subcommand, bool) {
	word = strings.ToLower(word)
	for i := range c.Subcommands {
		sc := &c.Subcommands[i]
		if sc.Name == word || slices.Contains(sc.Aliases, word) {
			return sc, true
		}
	}
	return nil, false
}

// Route says what runs `!verb args…`: the subcommand the first word names
// (sub, with rest the words after it), or the first two words written
// apart ("opt out" for optout), or the verb's own Handler (sub nil, rest
// all of args) for a bare verb, a verb without subcommands, or a word
// that names no subcommand of a verb that takes free words. ok is false
// when the first word names no subcommand of a verb that takes none: the
// router refuses it, naming the closest subcommand.
func (c *Command) Route(args []string) (sub *Subcommand, rest []string, ok bool) {
	if len(args) == 0 || len(c.Subcommands) == 0 {
		return nil, args, true
	}
	if sc, found := c.Subcommand(args[0]); found {
		return sc, args[1:], true
	}
	if len(args) > 1 && !c.FreeArgs {
		if sc, found := c.Subcommand(args[0] + args[1]); found {
			return sc, args[2:], true
		}
	}
	return nil, args, c.FreeArgs
}

// dispatch runs the handler Route picks for ctx's arguments, setting
// ctx.Sub and narrowing ctx.Args to the words after a subcommand.
func (c *Command) dispatch(ctx *Context) error {
	sub, rest, ok := c.Route(ctx.Args)
	switch {
	case !ok:
		return unknownSubcommand(ctx, ctx.Args[0])
	case sub == nil && c.NoArgs && len(ctx.Args) > 0:
		return UsageError(ctx, fmt.Sprintf("`%s%s` takes nothing after it.", ctx.Prefix(), c.Name))
	case sub == nil:
		return c.Handler(ctx)
	}
	ctx.Sub, ctx.Args = sub, rest
	if len(rest) > 0 && !sub.TakesWords() {
		return UsageError(ctx, fmt.Sprintf("`%s%s %s` takes nothing after it.", ctx.Prefix(), c.Name, sub.Name))
	}
	return sub.Handler(ctx)
}

// unknownSubcommand refuses a word that names no subcommand of ctx's
// command, naming the closest one when one is close, with the usage.
func unknownSubcommand(ctx *Context, word string) error {
	c := ctx.Command
	msg := fmt.Sprintf("I don't know `%s%s %s`.", ctx.Prefix(), c.Name, mdtext.InCode(word, 24))
	var words []string
	for _, sc := range c.Subcommands {
		words = append(words, sc.Name)
		words = append(words, sc.Aliases...)
	}
	if sc, ok := c.Subcommand(closest(strings.ToLower(word), words)); ok {
		msg += fmt.Sprintf(" Did you mean `%s%s %s`?", ctx.Prefix(), c.Name, sc.Name)
	}
	return UsageError(ctx, msg)
}

// checkSubcommands is Register's check of cmd's subcommands and forms:
// each subcommand has a handler and a lower-case one-word name, no name or
// alias is taken twice, and further forms have params and a summary. A
// verb that declares a free argument must take free words.
func checkSubcommands(cmd *Command) error {
	if err := checkArgForms(cmd); err != nil {
		return err
	}
	taken := map[string]string{}
	for _, sc := range cmd.Subcommands {
		if err := checkSubcommand(cmd, sc, taken); err != nil {
			return err
		}
	}
	return nil
}

// checkArgForms checks what cmd takes after its verb: a free argument
// (a form with params on a verb with subcommands) needs FreeArgs and a
// summary, and NoArgs rules out subcommands, free words and params.
func checkArgForms(cmd *Command) error {
	for _, f := range cmd.Forms {
		if len(f.Params) > 0 && len(cmd.Subcommands) > 0 && (!cmd.FreeArgs || f.Summary == "") {
			return fmt.Errorf("command %q: a free argument beside subcommands needs FreeArgs and a summary", cmd.Name)
		}
		if len(f.Params) > 0 && cmd.NoArgs {
			return fmt.Errorf("command %q: NoArgs is for a verb without params", cmd.Name)
		}
	}
	if cmd.NoArgs && (cmd.FreeArgs || len(cmd.Subcommands) > 0) {
		return fmt.Errorf("command %q: NoArgs is for a verb without subcommands or free words", cmd.Name)
	}
	return nil
}

// checkSubcommand checks subcommand sc of cmd: it has a handler, its name
// and aliases are valid words not in taken (the words cmd's earlier
// subcommands took, by subcommand name; sc's are added), and each further
// form declares params (else it is the main line again) and a summary.
func checkSubcommand(cmd *Command, sc Subcommand, taken map[string]string) error {
	if sc.Handler == nil {
		return fmt.Errorf("subcommand %q of %q has no handler", sc.Name, cmd.Name)
	}
	for _, w := range append([]string{sc.Name}, sc.Aliases...) {
		if !validWord(w) {
			return fmt.Errorf("command %q: invalid subcommand or alias %q (lower case, no spaces)", cmd.Name, w)
		}
		if other, ok := taken[w]; ok {
			return fmt.Errorf("subcommand %q of %q is registered twice (by %q and %q)", w, cmd.Name, other, sc.Name)
		}
		taken[w] = sc.Name
	}
	for _, f := range sc.More {
		if len(f.Params) == 0 || f.Summary == "" {
			return fmt.Errorf("subcommand %q of %q has a further form without params or summary", sc.Name, cmd.Name)
		}
	}
	return nil
}

// validWord reports whether w can be a verb, a subcommand or an alias:
// not empty, lower case, no spaces.
func validWord(w string) bool {
	return w != "" && w == strings.ToLower(w) && !strings.ContainsAny(w, " \t")
}

// WithArgs adapts fn, a handler that takes the command's words as a
// parameter, to a Handler: fn gets c.Args (for a subcommand, the words
// after its word).
func WithArgs(fn func(c *Context, args []string) error) Handler {
	return func(c *Context) error { return fn(c, c.Args) }
}
