package bot

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func noop(*Context) error { return nil }

func TestRegisterRefusesDuplicateNamesAndAliases(t *testing.T) {
	r := NewRegistry()
	require.NoError(t, r.Register(Command{Name: "ping", Aliases: []string{"p"}, Handler: noop}))
	err := r.Register(Command{Name: "ping", Handler: noop})
	require.Error(t, err)
	assert.Contains(t, err.Error(), `"ping" is registered twice`)
	err = r.Register(Command{Name: "pong", Aliases: []string{"p"}, Handler: noop})
	require.Error(t, err)
	assert.Contains(t, err.Error(), `"p" is registered twice`)
	_, ok := r.Lookup("pong")
	assert.False(t, ok, "a refused command leaves nothing behind")
	assert.Error(t, r.Register(Command{Name: "Bad Name", Handler: noop}))
	assert.Error(t, r.Register(Command{Name: "nohandler"}))
}

func TestLookupByAliasAndFamilies(t *testing.T) {
	r := NewRegistry()
	require.NoError(t, r.RegisterAll(
		Command{Name: "tz", Aliases: []string{"timezone"}, Family: "Basics", Handler: noop},
		Command{Name: "help", Family: "Basics", Handler: noop},
		Command{Name: "admin", Family: "Admin", AdminOnly: true, Handler: noop},
		Command{Name: "forage", Family: "Old", Hidden: true, Handler: noop},
	))
	c, ok := r.Lookup("timezone")
	require.True(t, ok)
	assert.Equal(t, "tz", c.Name)
	fams, by := r.Families(false)
	assert.Equal(t, []string{"Basics"}, fams)
	assert.Equal(t, "help", by["Basics"][0].Name, "sorted by name")
	fams, _ = r.Families(true)
	assert.Equal(t, []string{"Basics", "Admin"}, fams)
}

func TestSuggest(t *testing.T) {
	r := NewRegistry()
	require.NoError(t, r.RegisterAll(
		Command{Name: "ping", Handler: noop},
		Command{Name: "expedition", Handler: noop},
		Command{Name: "forage", Hidden: true, Handler: noop},
	))
	require.NoError(t, r.RegisterAll(
		Command{Name: "help", Handler: noop},
		Command{Name: "flee", Handler: noop},
		Command{Name: "tz", Handler: noop},
		Command{Name: "r", Handler: noop},
		Command{Name: "admin", AdminOnly: true, Handler: noop},
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

	require.NoError(t, r.RegisterAll(Command{Name: "zone", Handler: noop, Subcommands: []Subcommand{{Name: "go", Usage: "zone go <n>", Handler: noop}, {Name: "list", Usage: "zone list", Handler: noop}}}))
	assert.Equal(t, "zone go", r.Suggest("go"), "a subcommand typed as a verb points to its command")
}
