package bot

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func noop(*Context) error { return nil }

func TestRegisterRefusesDuplicateNamesAndAliases(t *testing.T) {
	r := NewRegistry()
	require.NoError(t, r.Register(Command{Name: "ping", Aliases: []string{"p"}, Section: SectionBasics, Handler: noop}))
	err := r.Register(Command{Name: "ping", Section: SectionBasics, Handler: noop})
	require.Error(t, err)
	assert.Contains(t, err.Error(), `"ping" is registered twice`)
	err = r.Register(Command{Name: "pong", Aliases: []string{"p"}, Section: SectionBasics, Handler: noop})
	require.Error(t, err)
	assert.Contains(t, err.Error(), `"p" is registered twice`)
	_, ok := r.Lookup("pong")
	assert.False(t, ok, "a refused command leaves nothing behind")
	assert.Error(t, r.Register(Command{Name: "Bad Name", Section: SectionBasics, Handler: noop}))
	assert.Error(t, r.Register(Command{Name: "nohandler", Section: SectionBasics}))
}

// A visible command must name a help section; a hidden one needs none.
func TestRegisterRefusesAVisibleCommandWithoutSection(t *testing.T) {
	r := NewRegistry()
	err := r.Register(Command{Name: "lost", Handler: noop})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "needs a help section")
	assert.Error(t, r.Register(Command{Name: "lost", Section: sectionEnd, Handler: noop}), "one past the last section is none")
	require.NoError(t, r.Register(Command{Name: "forage", Hidden: true, Handler: noop}))
}

func TestLookupByAliasAndSections(t *testing.T) {
	r := NewRegistry()
	require.NoError(t, r.RegisterAll(
		Command{Name: "admin", Section: SectionAdmin, AdminOnly: true, Handler: noop},
		Command{Name: "roll", Section: SectionDice, Handler: noop},
		Command{Name: "tz", Aliases: []string{"timezone"}, Section: SectionBasics, Handler: noop},
		Command{Name: "help", Section: SectionBasics, Handler: noop},
		Command{Name: "forage", Hidden: true, Handler: noop},
	))
	c, ok := r.Lookup("timezone")
	require.True(t, ok)
	assert.Equal(t, "tz", c.Name)
	secs, by := r.Sections(false)
	assert.Equal(t, []Section{SectionBasics, SectionDice}, secs, "in the constants' order, not registration order")
	assert.Equal(t, "help", by[SectionBasics][0].Name, "sorted by name")
	secs, _ = r.Sections(true)
	assert.Equal(t, []Section{SectionBasics, SectionDice, SectionAdmin}, secs)
}

func TestSuggest(t *testing.T) {
	r := NewRegistry()
	require.NoError(t, r.RegisterAll(
		Command{Name: "ping", Section: SectionBasics, Handler: noop},
		Command{Name: "expedition", Section: SectionBasics, Handler: noop},
		Command{Name: "forage", Hidden: true, Handler: noop},
	))
	require.NoError(t, r.RegisterAll(
		Command{Name: "help", Section: SectionBasics, Handler: noop},
		Command{Name: "flee", Section: SectionBasics, Handler: noop},
		Command{Name: "tz", Section: SectionBasics, Handler: noop},
		Command{Name: "r", Section: SectionBasics, Handler: noop},
		Command{Name: "admin", Section: SectionAdmin, AdminOnly: true, Handler: noop},
	))
	assert.Equal(t, "help", r.Suggest("hlep"), "a transposition is one edit")
	assert.Equal(t, "", r.Suggest("xyz"), "short words get one edit at most")
	assert.Equal(t, "", r.Suggest("!"), "no suggestion for a verb without letters")
	assert.Equal(t, "", r.Suggest("admn"), "operator verbs are never suggested")
	assert.Equal(t, "ping", r.Suggest("pign"))
	assert.Equal(t, "ping", r.Suggest("pingg"))
	assert.Equal(t, "expedition", r.Suggest("exped"))
	assert.Equal(t, "", r.Suggest("xyzzy"))
	assert.Equal(t, "", r.Suggest("forag"), "hidden verbs are never suggested")
	assert.Equal(t, "", r.Suggest("e"), "one letter is nobody's typo of another")

	require.NoError(t, r.RegisterAll(Command{Name: "zone", Section: SectionZones, Handler: noop, Subcommands: []Subcommand{{Name: "go", Params: []Param{Arg("n")}, Handler: noop}, {Name: "list", Handler: noop}}}))
	assert.Equal(t, "zone go", r.Suggest("go"), "a subcommand typed as a verb points to its command")
}
