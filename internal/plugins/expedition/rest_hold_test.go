package expedition_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/plugins/plugintest"
	"github.com/gogobee/gogobee/internal/rules"
)

// A rest's lockout holds every move as the status says it does (rules
// §3.3): walking, searching the room, leaving it and setting off again
// are refused with the one refusal the walk gets, which names only what
// still works meanwhile; another rest gets the rest's own refusal and no
// short rest offered. A tryout searched, extracted and departed mid-rest,
// and was offered `!rest short` while resting at full HP.
func TestARestHoldsEveryMove(t *testing.T) {
	const held = "💤 You're resting until 17:00 (in 8h); every move waits till then. Meanwhile `!sheet`, `!inventory` and `!shop` still work."
	rest := func(b *plugintest.Bot) {
		b.Edit(alice, func(c *rules.Character) { c.LockoutUntil = b.Clock.Now().Add(8 * time.Hour) })
	}
	for _, tc := range []struct {
		name  string
		setUp func(*plugintest.Bot)
		cmd   string
		want  string
		stays expedition.Status
	}{
		{"walking", nil, "!advance", held, expedition.StatusActive},
		{"searching", nil, "!search", held, expedition.StatusActive},
		{"extracting", nil, "!extract", held, expedition.StatusActive},
		{"another rest", nil, "!rest long", "You're still resting until 17:00 (in 8h). Lie back down.", expedition.StatusActive},
		{"setting off again", func(b *plugintest.Bot) {
			b.Reply(alice, "!advance")
			b.Reply(alice, "!extract")
			b.Reply(alice, "!resume")
			b.Reply(alice, "!supplies buy standard")
		}, "!expedition depart", held, expedition.StatusProvisioning},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := newBot(t)
			departed(t, b)
			if tc.setUp != nil {
				tc.setUp(b)
			}
			rest(b)
			text := b.Reply(alice, tc.cmd)
			assert.Contains(t, text, tc.want)
			assert.NotContains(t, text, "rest short", "nothing refused while resting is offered")
			e := openExp(t, b.Store, alice)
			require.Equal(t, tc.stays, e.Status, "nothing moved")
		})
	}
}

// TestAPackCapRefusalWhileRestingSaysNothingOfTheRest: buying supplies
// works while resting, so Thom Krooke's pack-cap refusal names the buy
// that is open and no "you're resting" line (a tryout was told to wait
// out a rest for a purchase the rest allows).
func TestAPackCapRefusalWhileRestingSaysNothingOfTheRest(t *testing.T) {
	b := newBot(t)
	b.Reply(alice, "!expedition start goblin warrens")
	b.Edit(alice, func(c *rules.Character) { c.LockoutUntil = b.Clock.Now().Add(8 * time.Hour) })
	text := b.Reply(alice, "!supplies buy deluxe 2")
	assert.Contains(t, text, "at most 1 deluxe pack a leg (from setting off, or from a resume); you can take 1 more. `!supplies buy deluxe` takes it.")
	assert.NotContains(t, text, "resting")
	b.Reply(alice, "!supplies buy deluxe")
	full := b.Reply(alice, "!supplies buy deluxe")
	assert.Contains(t, full, "and you have them. \"Any more and you'd need a mule.\" `!supplies` shows what you carry.")
	assert.NotContains(t, full, "resting")
}
