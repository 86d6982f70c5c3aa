package app

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/clock"
	"github.com/gogobee/gogobee/internal/config"
	"github.com/gogobee/gogobee/internal/plugins/help"
	"github.com/gogobee/gogobee/internal/testutil/testdb"
)

// helpLines are usage lines as `!help <verb>` shows them (the free
// argument, each subcommand and its further forms among them), with
// optional parts left out and "a | b" alternatives split into lines.
func helpLines(lines []string) []string {
	var out []string
	for _, l := range lines {
		l = regexp.MustCompile(`\[[^\[\]]*\]`).ReplaceAllString(l, "")
		for _, part := range strings.Split(l, " | ") {
			out = append(out, strings.Join(strings.Fields(part), " "))
		}
	}
	return out
}

// wordsAfterVerb are the words a usage line puts where a subcommand
// stands: a literal word, each choice of "<a|b>" or "a|b", or nothing
// (free is set) for a placeholder such as "<monster>".
func wordsAfterVerb(line string) (words []string, free bool) {
	f := strings.Fields(line)
	if len(f) < 2 {
		return nil, false
	}
	w := f[1]
	if strings.HasPrefix(w, "<") && !strings.Contains(w, "|") {
		return nil, true
	}
	return strings.Split(strings.Trim(w, "<>"), "|"), false
}

// checkHelpMatchesDispatch is the walk of one command, given the help
// text `!help <verb>` shows for it and its usage lines (the README's and
// the usage refusals'): every subcommand word (name and alias) reaches
// that subcommand and is listed by the help text; every word the usage
// lines put after the verb reaches a subcommand, or the verb's own handler
// when it reads free words; every subcommand's own lines name it and the
// usage lines list it; and a verb that reads no free words reaches nothing
// else.
func checkHelpMatchesDispatch(cmd *bot.Command, text string, usage []string) []string {
	p := &dispatchProblems{cmd: cmd}
	readme := map[string]bool{}
	for _, u := range usage {
		words, _ := wordsAfterVerb(u)
		for _, w := range words {
			readme[w] = true
		}
	}
	for i := range cmd.Subcommands {
		p.checkSubcommand(&cmd.Subcommands[i], text, readme)
	}
	for _, l := range helpLines(usage) {
		p.checkUsageLine(l)
	}
	if len(cmd.Subcommands) > 0 && !cmd.FreeArgs {
		if _, _, ok := cmd.Route([]string{"xyzzy"}); ok {
			p.bad("a word that is no subcommand reaches a handler")
		}
	}
	return p.errs
}

// dispatchProblems collects what checkHelpMatchesDispatch finds wrong
// with cmd.
type dispatchProblems struct {
	cmd  *bot.Command
	errs []string
}

func (p *dispatchProblems) bad(format string, a ...any) {
	p.errs = append(p.errs, p.cmd.Name+": "+fmt.Sprintf(format, a...))
}

// checkSubcommand: each of sc's words reaches sc and is listed in the
// help text, its usage lines name it, and the README's (readme: the words
// after the verb) list it.
func (p *dispatchProblems) checkSubcommand(sc *bot.Subcommand, text string, readme map[string]bool) {
	cmd := p.cmd
	for _, w := range append([]string{sc.Name}, sc.Aliases...) {
		if got, rest, ok := cmd.Route([]string{strings.ToUpper(w), "x"}); !ok || got != sc || !slices.Equal(rest, []string{"x"}) {
			p.bad("%q does not reach subcommand %q", w, sc.Name)
		}
		if !strings.Contains(text, "`!"+cmd.Name+" "+w) {
			p.bad("!help %s does not list %q", cmd.Name, w)
		}
	}
	for _, u := range subLines(cmd, sc) {
		if words, _ := wordsAfterVerb(u); len(words) != 1 || words[0] != sc.Name {
			p.bad("subcommand %q has the usage %q", sc.Name, u)
		}
	}
	if !readme[sc.Name] {
		p.bad("the Usage block (README) lists no line for %q", sc.Name)
	}
}

// checkUsageLine: usage line l is of the verb, takes a free word only
// where the verb reads one, and each word it names reaches a subcommand.
func (p *dispatchProblems) checkUsageLine(l string) {
	cmd := p.cmd
	if f := strings.Fields(l); len(f) == 0 || f[0] != cmd.Name {
		p.bad("usage line %q is not of %q", l, cmd.Name)
		return
	}
	words, free := wordsAfterVerb(l)
	if free && len(cmd.Subcommands) > 0 && !cmd.FreeArgs {
		p.bad("usage line %q takes a free word, but the verb reads none", l)
	}
	for _, w := range words {
		if sc, _, ok := cmd.Route([]string{w}); len(cmd.Subcommands) > 0 && (!ok || sc == nil) {
			p.bad("usage line %q names %q, which reaches no subcommand", l, w)
		}
	}
}

// subLines are the usage lines of cmd that run sc: its main line and its
// further forms.
func subLines(cmd *bot.Command, sc *bot.Subcommand) []string {
	var out []string
	for _, l := range cmd.UsageLines() {
		if l.Sub == sc {
			out = append(out, l.Text)
		}
	}
	return out
}

// Help and dispatch come from the same registry entries, so neither can
// drift: the walk finds no subcommand help lists that dispatch does not
// reach, and no word dispatch takes that help does not list.
func TestHelpAndDispatchAgree(t *testing.T) {
	b := openBot(t, testdb.Path(t, "walk.db"), clock.NewFake(defaultConsoleStart))
	defer b.Close()
	withSubs := 0
	for _, cmd := range b.Registry.Commands() {
		assert.Empty(t, checkHelpMatchesDispatch(cmd, help.Usage(cmd, "!"), cmd.Usage()))
		if len(cmd.Subcommands) > 0 {
			withSubs++
		}
	}
	assert.GreaterOrEqual(t, withSubs, 10, "the walk sees every family with subcommands")

	// The walk can fail: a usage line naming a word dispatch does not know,
	// a subcommand a stale help text or usage list does not show, or a
	// hidden word are each caught.
	drift := bot.Command{Name: "zone", Forms: []bot.Form{{Params: []bot.Param{bot.Fixed("ls")}}}, Handler: func(*bot.Context) error { return nil },
		Subcommands: []bot.Subcommand{{Name: "list", Handler: func(*bot.Context) error { return nil }},
			{Name: "map", Handler: func(*bot.Context) error { return nil }}}}
	stale := []string{"zone list", "zone ls"}
	errs := checkHelpMatchesDispatch(&drift, "- `!zone list` — the zones", stale)
	assert.Contains(t, errs, `zone: usage line "zone ls" names "ls", which reaches no subcommand`)
	assert.Contains(t, errs, `zone: !help zone does not list "map"`)
	assert.Contains(t, errs, `zone: the Usage block (README) lists no line for "map"`)
}

// Through the whole bot, a verb that reads no free words answers a word
// that is no subcommand with the registry's refusal, and the aliases that
// were accepted without being documented answer as help now says.
func TestUnknownSubcommandsAreRefusedByTheRegistry(t *testing.T) {
	const op = "@op:example.org"
	b := openBot(t, testdb.Path(t, "unknown.db"), clock.NewFake(defaultConsoleStart), func(c *config.Config) {
		c.Admins = append(c.Admins, op)
		c.RateBurst = 1000
	})
	defer b.Close()
	n := 0
	say := func(line string) string {
		n++
		b.say(t, fmt.Sprintf("$u%d", n), op, line)
		return b.last(t, "!r:example.org")
	}
	for _, cmd := range b.Registry.Commands() {
		if len(cmd.Subcommands) == 0 || cmd.FreeArgs {
			continue
		}
		assert.True(t, strings.HasPrefix(say("!"+cmd.Name+" xyzzy"), "I don't know `!"+cmd.Name+" xyzzy`."), cmd.Name)
	}
	assert.Contains(t, say("!zone lsit"), "Did you mean `!zone list`?")
	assert.Contains(t, say("!expedition go"), "I don't know `!expedition go`.", "an undocumented alias nothing used is gone")
	assert.Contains(t, say("!expedition base"), "I don't know `!expedition base`.")
	assert.Contains(t, say("!news off"), "I don't know `!news off`.")
	say("!char create Opal fighter")
	assert.Contains(t, say("!zone ls"), "Goblin Warrens", "a documented alias runs its subcommand")
	assert.Contains(t, say("!help zone"), "`!zone list` — The zones you may enter (up to two tiers above yours), with their level bands (also `!zone ls`)")
}
