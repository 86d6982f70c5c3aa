package bot

import (
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/config"
)

// ran is a handler that records what it was called with.
type ran struct {
	who  string
	args []string
}

// recorder returns a handler named who that writes into got.
func recorder(who string, got *ran) Handler {
	return func(c *Context) error {
		*got = ran{who: who, args: c.Args}
		return nil
	}
}

// zoneLike is a verb with subcommands, aliases and one that takes nothing.
func zoneLike(got *ran) Command {
	return Command{Name: "zone", Handler: recorder("zone", got),
		Subcommands: []Subcommand{
			{Name: "go", Aliases: []string{"choose"}, Params: []Param{Arg("n")}, Handler: recorder("go", got)},
			{Name: "map", Handler: recorder("map", got)},
		}}
}

// runLine dispatches args to cmd as the router does, with prefix "!".
func runLine(cmd *Command, args ...string) (*Context, error) {
	c := &Context{Command: cmd, Args: args, Config: &config.Config{Prefix: "!"}}
	return c, cmd.dispatch(c)
}

func TestSubcommandsDispatchByNameOrAliasInAnyCase(t *testing.T) {
	var got ran
	cmd := zoneLike(&got)
	for _, line := range [][]string{{"go", "2"}, {"GO", "2"}, {"choose", "2"}, {"Choose", "2"}} {
		c, err := runLine(&cmd, line...)
		require.NoError(t, err)
		assert.Equal(t, ran{who: "go", args: []string{"2"}}, got, "%v: the words after the subcommand", line)
		assert.Equal(t, "go", c.Sub.Name, "%v: the context names the subcommand", line)
	}
	c, err := runLine(&cmd)
	require.NoError(t, err)
	assert.Equal(t, "zone", got.who, "a bare verb runs the verb's own handler")
	assert.Nil(t, c.Sub)
}

func TestUnknownSubcommandIsRefusedNamingTheClosest(t *testing.T) {
	var got ran
	cmd := zoneLike(&got)
	_, err := runLine(&cmd, "mpa")
	var uerr *UserError
	require.True(t, errors.As(err, &uerr))
	assert.Equal(t, "I don't know `!zone mpa`. Did you mean `!zone map`?\n\nUsage:\n- `!zone go <n>`\n- `!zone map`", uerr.Message)
	_, err = runLine(&cmd, "chose", "1")
	require.True(t, errors.As(err, &uerr))
	assert.Contains(t, uerr.Message, "Did you mean `!zone go`?", "an alias's typo names the subcommand")
	_, err = runLine(&cmd, "xyzzy")
	require.True(t, errors.As(err, &uerr))
	assert.True(t, strings.HasPrefix(uerr.Message, "I don't know `!zone xyzzy`.\n\nUsage:"), "nothing close: no guess")
	_, err = runLine(&cmd, "@room")
	require.True(t, errors.As(err, &uerr))
	assert.Contains(t, uerr.Message, "`!zone ＠room`", "the typed word is echoed safely")
	assert.Empty(t, got.who, "no handler ran")
}

func TestFreeWordsGoToTheVerb(t *testing.T) {
	var got ran
	cmd := zoneLike(&got)
	cmd.FreeArgs = true
	_, err := runLine(&cmd, "goblin", "archer")
	require.NoError(t, err)
	assert.Equal(t, ran{who: "zone", args: []string{"goblin", "archer"}}, got)
	_, err = runLine(&cmd, "go", "2")
	require.NoError(t, err)
	assert.Equal(t, "go", got.who, "a subcommand still wins")
}

func TestNoArgsSubcommandRefusesWordsAfterIt(t *testing.T) {
	var got ran
	cmd := zoneLike(&got)
	_, err := runLine(&cmd, "map", "now")
	var uerr *UserError
	require.True(t, errors.As(err, &uerr))
	assert.True(t, strings.HasPrefix(uerr.Message, "`!zone map` takes nothing after it.\n\nUsage:"), uerr.Message)
	assert.Empty(t, got.who)
	_, err = runLine(&cmd, "map")
	require.NoError(t, err)
	assert.Equal(t, "map", got.who)
}

func TestNoArgsVerbRefusesWordsAfterIt(t *testing.T) {
	var got ran
	cmd := Command{Name: "threat", Forms: []Form{{}}, NoArgs: true, Handler: recorder("threat", &got)}
	_, err := runLine(&cmd, "now")
	var uerr *UserError
	require.True(t, errors.As(err, &uerr))
	assert.Equal(t, "`!threat` takes nothing after it.\n\nUsage:\n- `!threat`", uerr.Message)
	assert.Empty(t, got.who)
	_, err = runLine(&cmd)
	require.NoError(t, err)
	assert.Equal(t, "threat", got.who)
}

func TestRegisterRefusesBadSubcommands(t *testing.T) {
	sub := func(name string, aliases ...string) Subcommand {
		return Subcommand{Name: name, Aliases: aliases, Handler: noop}
	}
	cases := []struct {
		name string
		cmd  Command
		want string
	}{
		{"twice by name", Command{Subcommands: []Subcommand{sub("go"), sub("go")}}, `subcommand "go" of "v" is registered twice`},
		{"an alias taking a name", Command{Subcommands: []Subcommand{sub("go"), sub("walk", "go")}}, `subcommand "go" of "v" is registered twice`},
		{"an alias twice", Command{Subcommands: []Subcommand{sub("go", "on"), sub("walk", "on")}}, `subcommand "on" of "v" is registered twice`},
		{"no handler", Command{Subcommands: []Subcommand{{Name: "go"}}}, `subcommand "go" of "v" has no handler`},
		{"not a word", Command{Subcommands: []Subcommand{sub("run on")}}, `invalid subcommand or alias "run on"`},
		{"upper case alias", Command{Subcommands: []Subcommand{sub("go", "Go")}}, `invalid subcommand or alias "Go"`},
		{"further form without summary", Command{Subcommands: []Subcommand{{Name: "run", Handler: noop, More: []Form{{Params: []Param{Fixed("on")}}}}}}, "a further form without params or summary"},
		{"further form without params", Command{Subcommands: []Subcommand{{Name: "run", Handler: noop, More: []Form{{Summary: "x"}}}}}, "a further form without params or summary"},
		{"free argument without free words", Command{Forms: []Form{{Params: []Param{Arg("x")}, Summary: "x"}}, Subcommands: []Subcommand{sub("go")}}, "a free argument beside subcommands needs FreeArgs"},
		{"free argument without summary", Command{FreeArgs: true, Forms: []Form{{Params: []Param{Arg("x")}}}, Subcommands: []Subcommand{sub("go")}}, "a free argument beside subcommands needs FreeArgs and a summary"},
		{"no words but params", Command{NoArgs: true, Forms: []Form{{Params: []Param{Arg("x")}}}}, "NoArgs is for a verb without params"},
		{"no words but subcommands", Command{NoArgs: true, Subcommands: []Subcommand{sub("go")}}, "NoArgs is for a verb without subcommands"},
		{"no words but free words", Command{NoArgs: true, FreeArgs: true}, "NoArgs is for a verb without subcommands"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			r := NewRegistry()
			tc.cmd.Name, tc.cmd.Section, tc.cmd.Handler = "v", SectionBasics, noop
			err := r.Register(tc.cmd)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
			_, ok := r.Lookup("v")
			assert.False(t, ok, "a refused command leaves nothing behind")
		})
	}
	r := NewRegistry()
	require.NoError(t, r.Register(Command{Name: "v", Section: SectionBasics, Handler: noop, FreeArgs: true, Forms: []Form{{Params: []Param{Arg("x")}, Summary: "x"}},
		Subcommands: []Subcommand{sub("go", "choose"), sub("walk", "on")}}), "distinct words register")
}

func TestWithArgsPassesTheWords(t *testing.T) {
	var seen []string
	h := WithArgs(func(_ *Context, args []string) error { seen = args; return nil })
	require.NoError(t, h(&Context{Args: []string{"a", "b"}}))
	assert.Equal(t, []string{"a", "b"}, seen)
}

// A subcommand that declares no params refuses words after it (a
// tryout's `!rest short now` got "Short or long?"); one whose main line or
// further forms declare params takes them.
func TestParamsDecideWhetherWordsMayFollow(t *testing.T) {
	var got ran
	cmd := Command{Name: "rest", Handler: recorder("rest", &got),
		Subcommands: []Subcommand{
			{Name: "short", Handler: recorder("short", &got)},
			{Name: "auto", More: []Form{{Params: []Param{Fixed("on|off")}, Summary: "x"}}, Handler: recorder("auto", &got)},
		}}
	_, err := runLine(&cmd, "short", "now")
	var uerr *UserError
	require.True(t, errors.As(err, &uerr))
	assert.True(t, strings.HasPrefix(uerr.Message, "`!rest short` takes nothing after it."), uerr.Message)
	assert.Empty(t, got.who)
	_, err = runLine(&cmd, "auto", "on")
	require.NoError(t, err)
	assert.Equal(t, ran{who: "auto", args: []string{"on"}}, got)
}

// A subcommand written as two words ("opt out" for optout) runs it; one
// that takes free words keeps its words as they are.
func TestASubcommandWrittenApartRunsIt(t *testing.T) {
	var got ran
	cmd := Command{Name: "board", Handler: recorder("board", &got),
		Subcommands: []Subcommand{{Name: "optout", Handler: recorder("optout", &got)}}}
	_, err := runLine(&cmd, "opt", "out")
	require.NoError(t, err)
	assert.Equal(t, "optout", got.who)
	_, err = runLine(&cmd, "Opt", "Out", "now")
	require.Error(t, err, "the words after it are refused as after the one word")
	_, err = runLine(&cmd, "opt", "in")
	require.Error(t, err, "no such subcommand either way")

	free := Command{Name: "fight", FreeArgs: true, Handler: recorder("fight", &got),
		Subcommands: []Subcommand{{Name: "auto", Handler: recorder("auto", &got)}}}
	_, err = runLine(&free, "au", "to")
	require.NoError(t, err)
	assert.Equal(t, ran{who: "fight", args: []string{"au", "to"}}, got, "free words stay the verb's")
}
