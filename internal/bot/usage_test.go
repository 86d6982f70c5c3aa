package bot

import (
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParamShowsAsHelpWritesIt(t *testing.T) {
	cases := []struct {
		p    Param
		want string
	}{
		{Arg("n"), "<n>"},
		{Words("zone"), "<zone>"},
		{Opt("n|all"), "[n|all]"},
		{OptWords("target"), "[target]"},
		{Fixed("coins"), "coins"},
		{Fixed("on|off"), "on|off"},
		{Param{Name: "confirm|cancel", Fixed: true, Optional: true}, "[confirm|cancel]"},
		{Param{Name: "N", Suffix: "%"}, "<N>%"},
	}
	for _, tc := range cases {
		assert.Equal(t, tc.want, tc.p.String(), "%+v", tc.p)
	}
}

func TestUsageLinesAreDerivedFromParams(t *testing.T) {
	cases := []struct {
		name string
		cmd  Command
		want []string
	}{
		{"a bare word", Command{Name: "threat", Forms: []Form{{}}}, []string{"threat"}},
		{"no forms, no lines", Command{Name: "ping"}, nil},
		{"the verb's own params", Command{Name: "give", Forms: []Form{
			{Params: []Param{Arg("@user:server"), Words("item"), Opt("n|all")}},
			{Params: []Param{Arg("@user:server"), Fixed("coins"), Arg("n")}},
			{Params: []Param{Fixed("confirm|cancel")}},
		}}, []string{"give <@user:server> <item> [n|all]", "give <@user:server> coins <n>", "give confirm|cancel"}},
		{"free argument, bare verb, then subcommands", Command{Name: "fight",
			Forms:       []Form{{Params: []Param{Words("monster")}, Summary: "spar"}, {}},
			Subcommands: []Subcommand{{Name: "status"}, {Name: "auto"}},
		}, []string{"fight <monster>", "fight", "fight status", "fight auto"}},
		{"a subcommand's params and further forms", Command{Name: "expedition", Subcommands: []Subcommand{
			{Name: "start", Params: []Param{Words("zone")}},
			{Name: "run", More: []Form{{Params: []Param{Fixed("on|off")}, Summary: "x"}}},
			{Name: "report", Params: []Param{Opt("n")}},
		}}, []string{"expedition start <zone>", "expedition run", "expedition run on|off", "expedition report [n]"}},
		{"a unit after a value", Command{Name: "autopilot", Forms: []Form{
			{Params: []Param{Fixed("rest"), Fixed("below"), {Name: "N", Suffix: "%"}}},
		}}, []string{"autopilot rest below <N>%"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, tc.cmd.Usage())
		})
	}
}

// Each line knows what it runs and says, so help lists subcommands and
// their further forms from the lines alone.
func TestUsageLinesNameTheirSubcommand(t *testing.T) {
	cmd := Command{Name: "expedition",
		Forms: []Form{{}},
		Subcommands: []Subcommand{
			{Name: "run", Summary: "walk", More: []Form{{Params: []Param{Fixed("on|off")}, Summary: "background"}}},
		}}
	lines := cmd.UsageLines()
	require.Len(t, lines, 3)
	assert.Equal(t, UsageLine{Text: "expedition"}, lines[0])
	assert.Equal(t, UsageLine{Text: "expedition run", Summary: "walk", Sub: &cmd.Subcommands[0]}, lines[1])
	assert.Equal(t, UsageLine{Text: "expedition run on|off", Summary: "background", Sub: &cmd.Subcommands[0], More: true}, lines[2])
}

// Whether words may follow a subcommand is its declared params: none
// refuses them with the usage, a param on its main line or a further form
// takes them.
func TestSubcommandWithoutParamsRefusesWords(t *testing.T) {
	cases := []struct {
		name   string
		sub    Subcommand
		refuse bool
	}{
		{"no params", Subcommand{Name: "map"}, true},
		{"a required param", Subcommand{Name: "map", Params: []Param{Arg("n")}}, false},
		{"an optional param", Subcommand{Name: "map", Params: []Param{Opt("n")}}, false},
		{"a fixed word", Subcommand{Name: "map", Params: []Param{Fixed("on|off")}}, false},
		{"params only in a further form", Subcommand{Name: "map", More: []Form{{Params: []Param{Fixed("big")}, Summary: "x"}}}, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var got ran
			tc.sub.Handler = recorder("map", &got)
			cmd := Command{Name: "zone", Handler: recorder("zone", &got), Subcommands: []Subcommand{tc.sub}}
			assert.Equal(t, !tc.refuse, tc.sub.TakesWords())
			_, err := runLine(&cmd, "map", "now")
			if !tc.refuse {
				require.NoError(t, err)
				assert.Equal(t, ran{who: "map", args: []string{"now"}}, got)
				return
			}
			var uerr *UserError
			require.True(t, errors.As(err, &uerr))
			assert.True(t, strings.HasPrefix(uerr.Message, "`!zone map` takes nothing after it.\n\nUsage:\n- `!zone map`"), uerr.Message)
			assert.Empty(t, got.who, "no handler ran")
		})
	}
}

// The sections are listed in the constants' order, each with its heading.
func TestSectionsAreOrdered(t *testing.T) {
	want := []string{"Basics", "Character", "Items & Shop", "Community", "Combat", "Zones", "Expedition", "Rest", "Dice", "Admin"}
	var got []string
	for s := NoSection + 1; s < sectionEnd; s++ {
		got = append(got, s.String())
	}
	assert.Equal(t, want, got)
	assert.Empty(t, NoSection.String(), "hidden commands have no heading")
	assert.Empty(t, sectionEnd.String())
}
