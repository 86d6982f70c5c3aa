package narrate

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/rules"
)

// TestAPartysBriefingListsEverySeat: a party's Morning Briefing lists
// each seat's character after the status's HP, the leader marked and a
// seat at 0 HP down (rules §8.22); a player alone reads no party line.
func TestAPartysBriefingListsEverySeat(t *testing.T) {
	e, rep, ch := briefingFixture(t)
	var seen []string
	alone := BriefingText(Briefing{Exp: e, Report: rep, Char: ch, Line: recordingLiner(&seen), Prefix: "!"})
	assert.NotContains(t, alone, "**Party:**")

	cy, err := rules.NewCharacter("Cy", rules.Cleric, rules.Dwarf)
	require.NoError(t, err)
	cy.HP = 0
	text := BriefingText(Briefing{Exp: e, Report: rep, Char: ch, Line: recordingLiner(&seen), Prefix: "!",
		Party: []PartySeat{{Char: ch}, {Char: cy, Seat: 1}}})
	want := fmt.Sprintf("👥 **Party:** **Brom** (leader) %d/%d HP · **Cy** 0/%d HP (down)", ch.HP, rules.MaxHP(ch), rules.MaxHP(cy))
	lines := strings.Split(text, "\n")
	require.Contains(t, lines, want)
	assert.Equal(t, "❤️ **HP:** 20 / 20", lines[slices.Index(lines, want)-1], "right under the reader's HP")
}
