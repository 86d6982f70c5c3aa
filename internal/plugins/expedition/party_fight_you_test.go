package expedition_test

import (
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
)

// youWord is "you" in any case as a word of its own.
var youWord = regexp.MustCompile(`(?i)\byou\b`)

func TestAPartyFightsRoomNamesEverySeatAndWhoseMoveItIs(t *testing.T) {
	b := partyDeparted(t)
	editExp(t, b, alice, func(e *expedition.Expedition) {
		e.PendingNight = &expedition.NightEncounter{Day: 1, Source: expedition.SourceNight, Kind: expedition.NightStandard,
			Monsters: []content.MonsterID{"goblin_sneak", "goblin_sneak"}}
	})
	start := b.Reply(alice, "!fight")
	assert.Regexp(t, `Initiative: .*Tess \(\d+\)`, start, "the leader's seat goes by her name")
	assert.NotContains(t, start, "you (")
	noYouInLog(t, start)

	r, ok := partyRow(t, b)
	require.True(t, ok, "the fight is on")
	turn, other, name := alice, bob, "Tess"
	if r.State.Seat == 1 {
		turn, other, name = bob, alice, "Bo"
	}
	shown := b.Reply(id.UserID(other), "!fight")
	assert.Contains(t, shown, "**"+name+"**'s move", "one whose turn it isn't is told whose move it is")
	assert.NotContains(t, shown, "your move")
	assert.Contains(t, b.Reply(id.UserID(turn), "!fight"), "your move", "the seat whose turn it is is told it's theirs")
	moved := b.Reply(id.UserID(turn), "!attack")
	assert.Regexp(t, `(?m)^R1 `+name+` `, moved, "the mover's own line names them too")
	noYouInLog(t, moved)
}

// noYouInLog asserts no log line of a party fight's room message says
// "you": each names the seat it means.
func noYouInLog(t *testing.T, msg string) {
	t.Helper()
	for _, line := range strings.Split(msg, "\n") {
		if logLine.MatchString(line) {
			assert.NotRegexp(t, youWord, line, "a log line in the room names the seat it means")
		}
	}
}

// logLine is a line of a fight's round log: "R3 Bo hits Goblin Sneak 1".
var logLine = regexp.MustCompile(`^R\d+ `)
