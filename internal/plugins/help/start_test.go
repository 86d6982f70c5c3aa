package help_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/gogobee/gogobee/internal/plugins/plugintest"
)

const alice = "@alice:example.org"

// ticked lists the numbers of the first steps !start marks done.
func ticked(answer string) []string {
	var done []string
	for _, line := range strings.Split(answer, "\n") {
		if rest, ok := strings.CutPrefix(line, "✅ "); ok {
			done = append(done, rest[:1])
		}
	}
	return done
}

func TestStartTicksOnlyWhatThisCharacterDid(t *testing.T) {
	b := plugintest.New(t)
	assert.Empty(t, ticked(b.Reply(alice, "!start")), "nothing yet")
	b.Create(alice, "Rex", "ranger", "human")
	assert.Equal(t, []string{"1"}, ticked(b.Reply(alice, "!start")))

	b.Reply(alice, "!expedition start goblin warrens")
	assert.Equal(t, []string{"1"}, ticked(b.Reply(alice, "!start")), "packing is not setting off")
	b.Reply(alice, "!supplies buy standard")
	b.Say(alice, "!expedition depart")
	assert.Equal(t, []string{"1", "2", "3", "4"}, ticked(b.Reply(alice, "!start")), "an expedition walks a zone too")

	b.Reply(alice, "!char delete")
	b.Reply(alice, "!char delete confirm")
	b.Reply(alice, "!char create Bob rogue") // at the same instant: the history floor, not the clock, tells them apart
	assert.Equal(t, []string{"1"}, ticked(b.Reply(alice, "!start")), "Rex's steps are not Bob's")
	assert.Contains(t, b.Reply(alice, "!expedition status"), "You're not on an expedition.")
}
