package help_test

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"maunium.net/go/mautrix/id"

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

// A party member's `!start` counts the expedition they went on as a
// member as their own (rules §8.22): joining ticks nothing while the
// party packs, setting off with it ticks every step, as a solo departure
// does; one who left while it packed did not go.
func TestStartCountsAPartyMembersExpedition(t *testing.T) {
	const bob, cy = "@bob:example.org", "@cy:example.org"
	b := plugintest.New(t)
	b.Create(alice, "Ann", "fighter", "human")
	b.Create(bob, "Bo", "cleric", "dwarf")
	b.Create(cy, "Cy", "rogue", "elf")
	b.Reply(alice, "!expedition start goblin warrens")
	for _, u := range []string{bob, cy} {
		b.Reply(alice, "!expedition invite "+u)
		b.Reply(id.UserID(u), "!expedition accept")
	}
	assert.Equal(t, []string{"1"}, ticked(b.Reply(bob, "!start")), "packing with a party is not setting off")
	b.Reply(cy, "!expedition leave")
	b.Reply(alice, "!supplies buy standard")
	b.Clock.Advance(time.Minute)
	b.Say(alice, "!expedition depart")
	assert.Equal(t, []string{"1", "2", "3", "4"}, ticked(b.Reply(bob, "!start")), "Bo set off with the party")
	assert.Equal(t, []string{"1"}, ticked(b.Reply(cy, "!start")), "Cy left before it set off")

	b.Clock.Advance(time.Minute)
	b.Reply(bob, "!expedition leave")
	assert.Equal(t, []string{"1", "2", "3", "4"}, ticked(b.Reply(bob, "!start")), "leaving in the field keeps the step")
}
