package expedition_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/plugins/plugintest"
	"github.com/gogobee/gogobee/internal/rules"
)

// After the bot's downtime each party member gets their own "while I was
// away" digest, as the leader does (rules §8.3, §8.22): the days the
// party met, the member's own takings in place of the leader's XP, and
// their own latest Morning Briefing with their HP and every seat's.
func TestAMemberGetsTheirOwnAwayDigest(t *testing.T) {
	b := partyDeparted(t)
	s := days(t, b, nil)
	b.Flush()
	b.Clock.Set(b.Clock.Now().Add(72 * time.Hour))
	_, err := s.RunDue(context.Background())
	require.NoError(t, err)
	rows := b.Flush()
	require.Len(t, plugintest.DMs(rows, alice), 1, "the leader's one digest")
	dms := plugintest.DMs(rows, bob)
	require.Len(t, dms, 1, "one digest for Bo, not a briefing per day: %q", dms)
	digest := dms[0]
	assert.True(t, strings.HasPrefix(digest, "🎭 **TwinBee — While I Was Away, Days 2–4**"), digest)
	assert.Contains(t, digest, "the party's expedition, walked by **Tess** (`＠alice:example.org`), went on", "it names the leader who walks the party")
	for _, day := range []string{"**Day 2**", "**Day 3**", "**Day 4**"} {
		assert.Contains(t, digest, day, "what the party met")
	}
	assert.Contains(t, digest, "💰 **Your takings so far:**", "Bo's own share")
	assert.Equal(t, []string{"Morning Briefing 4"}, heads(dms), "Bo's latest briefing in full")
	bo := b.Character(bob)
	assert.Contains(t, digest, fmt.Sprintf("❤️ **HP:** %d / %d", bo.HP, rules.MaxHP(bo)), "Bo's own HP")
	n, err := s.RunDue(context.Background())
	require.NoError(t, err)
	assert.Zero(t, n, "nothing is sent twice")
}
