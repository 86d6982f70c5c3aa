package app

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/clock"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/testutil/testdb"
)

// Deleting a character ends its expedition: the next character inherits
// neither its supplies (no refund of them) nor a run it cannot play.
func TestDeletingACharacterEndsItsExpedition(t *testing.T) {
	for _, depart := range []bool{false, true} {
		t.Run(fmt.Sprintf("departed=%v", depart), func(t *testing.T) {
			ctx := context.Background()
			b := openBot(t, testdb.Path(t, "d.db"), clock.NewFake(defaultConsoleStart))
			defer b.Close()
			const ann = "@ann:example.org"
			script := []string{"!char create Ann fighter", "!expedition start goblin_warrens", "!supplies buy standard 3"}
			if depart {
				script = append(script, "!expedition depart", "!advance")
			}
			script = append(script, "!char delete", "!char delete confirm", "!char create Newt mage")
			for i, cmd := range script {
				if cmd == "!char create Newt mage" {
					b.clk.Advance(time.Second) // Newt comes after Ann
				}
				b.say(t, fmt.Sprintf("$%d", i), ann, cmd)
			}
			e, ok, err := b.Store.Expedition.Latest(ctx, ann)
			require.NoError(t, err)
			require.True(t, ok)
			assert.Equal(t, expedition.StatusCancelled, e.Status, "the expedition ended with Ann")
			_, open, err := b.Store.Expedition.Open(ctx, ann)
			require.NoError(t, err)
			assert.False(t, open)

			b.clk.Advance(time.Minute) // past the rate limit's burst
			for i, cmd := range []string{"!expedition status", "!zone status", "!expedition log"} {
				b.say(t, fmt.Sprintf("$looks%d", i), ann, cmd)
				answer := b.last(t, "!r:example.org")
				assert.NotContains(t, answer, "Goblin Warrens", "%s: Ann's expedition is not Newt's", cmd)
			}
			b.clk.Advance(time.Minute)
			b.say(t, "$cancel", ann, "!expedition cancel")
			assert.NotContains(t, b.last(t, "!r:example.org"), "refunded", "Newt is not refunded Ann's supplies")
			ch, ok, err := b.Store.Character.Get(ctx, ann)
			require.NoError(t, err)
			require.True(t, ok)
			assert.Equal(t, "Newt", ch.Name)
			assert.Equal(t, 150, ch.Coins, "a new character's purse")
			b.say(t, "$start", ann, "!expedition start goblin_warrens")
			assert.Contains(t, b.last(t, "!r:example.org"), "Goblin Warrens", "Newt may start an expedition of his own")
			assert.NotContains(t, b.last(t, "!r:example.org"), "already on an expedition")
		})
	}
}
