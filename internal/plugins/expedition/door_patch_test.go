package expedition_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/play"
	"github.com/gogobee/gogobee/internal/plugins/plugintest"
	"github.com/gogobee/gogobee/internal/rules"
)

// atTheEliteDoor walks alice's veteran to the Catacomb Watch's door and
// sets her HP to pct percent and her hit dice to dice.
func atTheEliteDoor(t *testing.T, b *plugintest.Bot, pct, dice int) {
	t.Helper()
	pastTheMainHall(t, b)
	require.Contains(t, autopilot(t, b), "★ Next door: **Catacomb Watch**")
	b.Edit(alice, func(c *rules.Character) {
		c.HP = rules.MaxHP(*c) * pct / 100
		c.HitDice = dice
	})
}

// TestTheWalkPatchesThePlayerUpAtAnElitesDoor: a walk that stops at an
// elite's door takes short rests for a player below 80% HP (rules
// §10.2), says what they gave back and till when the player rests, and
// `!why` tells it with its rule; the player then rests till the last one
// ends, and `!advance` waits for it.
func TestTheWalkPatchesThePlayerUpAtAnElitesDoor(t *testing.T) {
	b := newBot(t)
	atTheEliteDoor(t, b, 40, 8)
	before := b.Character(alice)
	out := b.Reply(alice, "!expedition run")
	assert.Contains(t, out, "★ Next door: **Catacomb Watch**")
	assert.Contains(t, out, "`!advance` when you're ready, once the rest is over.")
	assert.Contains(t, out, "🩹 At the door I patched you up: ")
	assert.NotContains(t, out, "`!rest short`", "no short rest offered to a player resting already")

	got := b.Character(alice)
	assert.GreaterOrEqual(t, play.HPPct(got), play.DoorPatchHPPct, "patched up to 80%%")
	spent := before.HitDice - got.HitDice
	require.Positive(t, spent)
	assert.Contains(t, out, " short rest")
	assert.Equal(t, b.Clock.Now().Add(time.Duration(spent)*rules.ShortRestLockout), got.LockoutUntil, "an hour a rest, one after another")
	assert.Contains(t, out, "you rest till "+got.LockoutUntil.UTC().Format("15:04"))
	assert.Contains(t, b.Reply(alice, "!advance"), "You're resting until", "the door waits for the rest")

	why := b.Reply(alice, "!why")
	assert.Contains(t, why, "🩹 At the door of **Catacomb Watch**: ")
	assert.Contains(t, why, "short rests for you while HP is below 80%")
}

// TestTheWalkSaysWhyItCannotPatchThePlayerUp: with no hit die left the
// walk takes no rest at the door and says why; at full HP it says
// nothing of a patch-up.
func TestTheWalkSaysWhyItCannotPatchThePlayerUp(t *testing.T) {
	for _, tc := range []struct {
		name      string
		pct, dice int
		want      string
	}{
		{"no hit dice", 40, 0, "🩹 No patch-up at the door: you have no hit dice left for a short rest"},
		{"full HP", 100, 8, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := newBot(t)
			atTheEliteDoor(t, b, tc.pct, tc.dice)
			out := b.Reply(alice, "!expedition run")
			assert.Contains(t, out, "★ Next door: **Catacomb Watch**")
			if tc.want == "" {
				assert.NotContains(t, out, "🩹")
			} else {
				assert.Contains(t, out, tc.want)
			}
			assert.False(t, b.Character(alice).IsResting(b.Clock.Now()), "no rest taken")
		})
	}
}

// TestTheWalkTakesNoShortRestInSiegeMode: Siege Mode refuses short rests
// (rules §8.8), so the walk's patch-up at the door takes none and says
// why.
func TestTheWalkTakesNoShortRestInSiegeMode(t *testing.T) {
	b := newBot(t)
	atTheEliteDoor(t, b, 40, 8)
	editExp(t, b, alice, func(e *expedition.Expedition) { e.Threat.Siege = true })
	out := b.Reply(alice, "!expedition run")
	assert.Contains(t, out, "🩹 No patch-up at the door: Siege Mode allows no short rest.")
	ch, ok, err := b.Store.Character.Get(context.Background(), alice)
	require.NoError(t, err)
	require.True(t, ok)
	assert.Equal(t, 8, ch.HitDice)
}

// TestTheBackgroundWalkPatchesThePlayerUpAtADoor: the background walk
// that finds the player hurt at an elite's door moves no room but patches
// them up there (rules §10.2), and DMs what it did.
func TestTheBackgroundWalkPatchesThePlayerUpAtADoor(t *testing.T) {
	b := newBot(t)
	atTheEliteDoor(t, b, 40, 8)
	s := walker(t, b)
	b.Reply(alice, "!expedition run on")
	b.Flush()
	rooms := zoneRun(t, b).RoomsTraversed
	_, err := s.AdvanceTo(context.Background(), b.Clock, b.Clock.Now().Add(31*time.Minute))
	require.NoError(t, err)
	walks := autoWalks(b)
	require.Len(t, walks, 1, "a walk that patched the player up is told")
	assert.Contains(t, walks[0], "🩹 At the door I patched you up: ")
	assert.Equal(t, rooms, zoneRun(t, b).RoomsTraversed, "no room walked")
	assert.True(t, b.Character(alice).IsResting(b.Clock.Now()))
}

// TestAnElitesPromptOffersAShortRestOnlyWhenOneIsTaken: walked by hand
// into an elite's room, the prompt suggests `!rest short` only when
// the expedition takes one and it brings something back
// (expedition.ShortRestHelps); in Siege Mode (rules §8.8) neither the
// prompt nor the status offers one (tryout: the Siege Mode prompt said
// "a `!rest short` first never hurt anyone", then refused it).
func TestAnElitesPromptOffersAShortRestOnlyWhenOneIsTaken(t *testing.T) {
	for _, tc := range []struct {
		name  string
		siege bool
	}{{"calm", false}, {"Siege Mode", true}} {
		t.Run(tc.name, func(t *testing.T) {
			b := newBot(t)
			atTheEliteDoor(t, b, 50, 8)
			editExp(t, b, alice, func(e *expedition.Expedition) { e.Threat.Siege = tc.siege })
			out := b.Reply(alice, "!advance")
			require.Contains(t, out, "`!fight` when you're ready")
			status := b.Reply(alice, "!expedition status")
			require.Contains(t, status, "`!fight` when you're ready")
			assert.Equal(t, !tc.siege, strings.Contains(out, "`!rest short`"), out)
			assert.Equal(t, !tc.siege, strings.Contains(status, "`!rest short`"), status)
			if tc.siege {
				assert.Contains(t, b.Reply(alice, "!rest short"), "Siege Mode", "the refusal the prompt no longer invites")
			}
		})
	}
}
