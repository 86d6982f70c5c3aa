package expedition_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/rules"
)

// TestACollapsedPortalRefusesExpeditionsAndRunsUntilItReopens: after the
// Abyss Portal collapses the briefing says when it reopens, and
// `!expedition start` and `!zone start` into it are refused with that time
// until then, from what the database keeps (rules §8.12).
func TestACollapsedPortalRefusesExpeditionsAndRunsUntilItReopens(t *testing.T) {
	b := newBot(t)
	b.Edit(alice, func(c *rules.Character) {
		c.Level, c.XP = 16, rules.XPForLevel(16)
		c.HP, c.Coins = rules.MaxHP(*c), 5000
	})
	b.Reply(alice, "!expedition start abyss portal")
	b.Reply(alice, "!supplies buy standard 3")
	b.Say(alice, "!expedition depart")
	editExp(t, b, alice, func(x *expedition.Expedition) { x.Stacks.Instability = 95 })
	s := days(t, b, nil)
	dms := strings.Join(advanceDays(t, b, s, 24*time.Hour), "\n")
	assert.Contains(t, dms, "🌀 The portal stays closed until")

	last, ok, err := b.Store.Expedition.LastInZone(context.Background(), alice, content.ZoneAbyssPortal)
	require.NoError(t, err)
	require.True(t, ok)
	require.Equal(t, expedition.StatusAbandoned, last.Status)
	reopens := expedition.PortalReopens(last)
	require.False(t, reopens.IsZero(), "the closing is stored with the expedition")
	status := b.Reply(alice, "!zone status")
	assert.Contains(t, status, "the run ended after 1 room: a forced extraction, thrown clear when the portal collapsed")
	assert.NotContains(t, status, "walked out", "a collapse is no walk out")

	refused := b.Reply(alice, "!expedition start abyss portal")
	assert.Contains(t, refused, "**The Abyss Portal** is closed: the portal collapsed, and it reopens")
	assert.Contains(t, refused, reopens.UTC().Format("15:04"), "at the 06:00 of the player's time")
	assert.Equal(t, refused, b.Reply(alice, "!zone start abyss portal"), "a standalone run is refused in the same words")
	assert.Contains(t, b.Reply(alice, "!expedition start goblin warrens"), "Thom", "other zones stay open")
	b.Reply(alice, "!expedition cancel")

	b.Clock.Set(reopens)
	assert.NotContains(t, b.Reply(alice, "!zone start abyss portal"), "is closed", "open again at 06:00")
	b.Reply(alice, "!zone abandon")
	assert.NotContains(t, b.Reply(alice, "!expedition start abyss portal"), "is closed", "open again at 06:00")
}
