package sim_test

import (
	"os"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/play"
	"github.com/gogobee/gogobee/internal/plugins/plugintest"
	"github.com/gogobee/gogobee/internal/rules"
)

// TestASixthClassFromDataPlaysAnExpeditionThroughTheBot shows that a class
// and a subclass are data (rules §1.3, §1.11): the Scout of
// testdata/sixth_class.yaml, a record with no Go of its own, is added to
// the class table, passes the content check with its starting kit, is
// made with `!char create` as any player makes a character (its nickname
// points at it, as the shipped ones do), takes its Warden subclass with
// `!subclass` at level 3, and plays a whole Goblin Warrens expedition through the whole bot (the
// simulator's player plays it first and the bot is typed the same
// commands, as in the parity test) to the boss's fall, the bot ending
// where the simulator ends.
func TestASixthClassFromDataPlaysAnExpeditionThroughTheBot(t *testing.T) {
	doc, err := os.ReadFile("testdata/sixth_class.yaml")
	require.NoError(t, err)
	restore, err := rules.AddClasses(doc)
	t.Cleanup(restore) // after the bots below close: cleanups run last first
	require.NoError(t, err)
	require.NoError(t, content.Validate(), "the added class's kit names shop items that fit")
	z, ok := content.ZoneByID("goblin_warrens")
	require.True(t, ok)

	for _, pol := range play.Policies() {
		t.Run(pol.Name, func(t *testing.T) {
			b := plugintest.New(t)
			hint := b.Reply(alice, "!char create Wren pathfinder")
			assert.Contains(t, hint, "go by **Scout** here", "the nickname from the class record")
			created := b.Reply(alice, "!char create Wren scout")
			assert.Contains(t, created, "Scout")
			ch := b.Character(alice)
			require.Equal(t, rules.ClassID("scout"), ch.Class)
			assert.Equal(t, rules.ItemID("shortsword_t1"), ch.Equipment.Get(rules.SlotMainHand), "the starting kit of the record")
			assert.True(t, ch.HasFeature(rules.FeatureSneakAttack))
			// Up to level 3 as `!admin grant` raises one (rules §1.5), so the
			// walk meets the zone's own levels.
			b.Edit(alice, func(c *rules.Character) {
				*c, _ = rules.AwardXP(*c, rules.XPForLevel(3)-c.XP)
				c.HP = rules.MaxHP(*c)
			})
			ch = b.Character(alice)
			require.Equal(t, 3, ch.Level)
			assert.True(t, ch.HasFeature(rules.FeatureCunningAction), "the record's level-2 feature")
			listed := b.Reply(alice, "!subclass")
			assert.Contains(t, listed, "Warden", "the subclass of the record")
			chosen := b.Reply(alice, "!subclass warden")
			assert.Contains(t, chosen, "Improved Critical")
			ch = b.Character(alice)
			require.Equal(t, rules.SubclassID("warden"), ch.Subclass)
			assert.True(t, ch.HasFeature(rules.FeatureImprovedCritical), "the record's subclass feature")

			g, err := play.New(play.Setup{World: botSeed, RunID: 1, UserID: alice, ZoneID: z.ID, Char: ch.Clone(),
				Mode: play.ModeExpedition, Start: b.Clock.Now(), Loc: time.UTC, Policy: pol, Record: true})
			require.NoError(t, err)
			res := g.Play()
			require.NotEmpty(t, g.Commands)
			assert.Equal(t, play.OutcomeCleared, res.Outcome, "the expedition is played to its end: the boss falls")
			assert.NotEqual(t, expedition.StatusActive, res.Exp.Status, "the expedition is over")
			assert.Positive(t, res.Stats.Rooms, "the Scout walked rooms")
			replayOnBot(t, b, z, "!expedition start "+string(z.ID), g, res)
		})
	}
}
