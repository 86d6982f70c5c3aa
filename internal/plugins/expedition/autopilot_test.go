package expedition_test

import (
	"context"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/mdtext"
	"github.com/gogobee/gogobee/internal/plugins/plugintest"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// veteranCrypt gives alice a level-8 fighter at full HP on an active Crypt
// of Valdris expedition, so tier-1 fights never stop a walk.
func veteranCrypt(t *testing.T, b *plugintest.Bot) {
	t.Helper()
	b.Edit(alice, func(c *rules.Character) {
		c.Level, c.XP = 8, rules.XPForLevel(8)
		c.HP = rules.MaxHP(*c)
	})
	b.Reply(alice, "!expedition start crypt")
	b.Reply(alice, "!supplies buy standard 2")
	b.Say(alice, "!expedition depart")
	require.Equal(t, expedition.StatusActive, openExp(t, b.Store, alice).Status)
}

// autopilot says `!expedition run` until the walk stops for something
// other than a fight the harvest's noise brought (fought off on the way),
// and returns that last walk's message.
func autopilot(t *testing.T, b *plugintest.Bot) string {
	t.Helper()
	for range 8 {
		out := b.Reply(alice, "!expedition run")
		require.True(t, strings.HasPrefix(out, "🚶 **Auto-walk**"), "the walk is one message: %s", out)
		if r := zoneRun(t, b); r.Prompt == nil {
			if _, _, waiting := r.PendingFight(); waiting {
				fightOff(t, b)
				continue
			}
		}
		return out
	}
	t.Fatal("the walk never stopped for anything but fights")
	return ""
}

// zoneRun loads alice's active run.
func zoneRun(t *testing.T, b *plugintest.Bot) zonerun.Run {
	t.Helper()
	r, ok, err := b.Store.ZoneRun.Active(context.Background(), alice)
	require.NoError(t, err)
	require.True(t, ok)
	return r
}

var walkedRooms = regexp.MustCompile(`· (\d+) rooms?`)

func TestAutopilotWalksToTheForkInOneMessageOfAtMostSixRooms(t *testing.T) {
	b := newBot(t)
	veteranCrypt(t, b)
	out := autopilot(t, b)
	m := walkedRooms.FindStringSubmatch(out)
	require.NotNil(t, m)
	assert.LessOrEqual(t, m[1], "6")
	assert.Contains(t, out, "🔀 **The way forks.**")
	assert.Contains(t, out, "**Room 5 · Bone Corridor**", "every room walked is listed")
	assert.Contains(t, out, "⛏️ **Harvest", "the harvest rooms on the way were worked")
	assert.NotNil(t, zoneRun(t, b).Prompt, "the fork waits for the player")
	again := b.Reply(alice, "!expedition run")
	assert.Contains(t, again, "· you stay where you are")
	assert.Contains(t, again, "🔀 **The way forks.**", "a waiting fork stops the walk at once")
}

// pastTheMainHall walks alice's veteran to the crypt's fork, takes the
// Main Hall and wins its elite fight. The fight spent her Action Surge,
// which the next door's patch-up would rest an hour for (rules §10.2): it
// is given back, so the doors ahead patch her up only for what each test
// sets (HP, hit dice).
func pastTheMainHall(t *testing.T, b *plugintest.Bot) {
	t.Helper()
	veteranCrypt(t, b)
	autopilot(t, b)
	b.Reply(alice, "!zone go 1")
	fightOff(t, b)
	b.Reply(alice, "!fight")
	b.Reply(alice, "!fight auto")
	b.Edit(alice, func(c *rules.Character) {
		for _, id := range []rules.FeatureID{rules.FeatureActionSurge, rules.FeatureSecondWind} {
			if f, ok := rules.Feature(id); ok && c.Resources != nil {
				c.Resources[id] = f.Uses
			}
		}
	})
}

func TestAutopilotStopsAtTheEliteDoorAndBeforeTheBossWithRestAndRestock(t *testing.T) {
	b := newBot(t)
	pastTheMainHall(t, b)
	elite := autopilot(t, b)
	assert.Contains(t, elite, "★ Next door: **Catacomb Watch**")
	r := zoneRun(t, b)
	assert.Zero(t, r.RoomNumber("crypt_valdris.catacomb_watch"), "the autopilot never walks into an elite's room")

	assert.Contains(t, b.Reply(alice, "!advance"), "Catacomb Watch**")
	b.Reply(alice, "!fight")
	b.Reply(alice, "!fight auto")
	boss := autopilot(t, b)
	assert.Contains(t, boss, "☠ Next door: **Valdris's Sanctum**")
	assert.Contains(t, boss, "**Rest and restock**")
	assert.Contains(t, boss, "`!camp standard`")
	assert.Zero(t, zoneRun(t, b).RoomNumber("crypt_valdris.boss"), "nor into the boss's")
}

func TestAutopilotPreflightStops(t *testing.T) {
	tests := []struct {
		name  string
		setup func(t *testing.T, b *plugintest.Bot)
		want  string
	}{
		{"low HP", func(t *testing.T, b *plugintest.Bot) {
			b.Edit(alice, func(c *rules.Character) { c.HP = rules.MaxHP(*c) * 3 / 10 })
		}, "at or below 30%"},
		{"supplies below a day's burn", func(t *testing.T, b *plugintest.Bot) {
			editExp(t, b, alice, func(e *expedition.Expedition) { e.Supplies.Current = 0.5 })
		}, "less than a day's burn"},
		{"night", func(t *testing.T, b *plugintest.Bot) { b.Clock.Set(plugintest.Start().Add(13 * time.Hour)) }, "nights are for camping"},
		{"a night encounter", func(t *testing.T, b *plugintest.Bot) {
			editExp(t, b, alice, func(e *expedition.Expedition) {
				e.PendingNight = &expedition.NightEncounter{Day: 1, Source: expedition.SourceNight, Kind: expedition.NightStandard, Monsters: []content.MonsterID{"goblin_sneak"}}
			})
		}, "Something found you first"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := newBot(t)
			departed(t, b)
			tt.setup(t, b)
			before := snapshot(t, b.Store)
			out := b.Reply(alice, "!expedition run")
			assert.Contains(t, out, "· you stay where you are")
			assert.Contains(t, out, tt.want)
			assert.Equal(t, before, snapshot(t, b.Store), "a walk that cannot start changes nothing")
		})
	}
}

// A fight running is no walk at all: the refusal says so and names the
// fight's own moves.
func TestAutopilotWaitsForARunningFight(t *testing.T) {
	b := newBot(t)
	departed(t, b)
	nightFight(t, b)
	before := snapshot(t, b.Store)
	out := b.Reply(alice, "!expedition run")
	assert.Contains(t, out, "You're in a fight; the walk waits until it's over.")
	assert.Contains(t, out, "`!attack`")
	assert.NotContains(t, out, "Auto-walk")
	assert.Equal(t, before, snapshot(t, b.Store))
}

func TestAutopilotStopsAfterALevelUp(t *testing.T) {
	b := newBot(t)
	b.Edit(alice, func(c *rules.Character) { c.XP = rules.XPForLevel(2) - 1 })
	departed(t, b)
	out := b.Reply(alice, "!expedition run")
	require.Contains(t, out, "🎉 **Level 2!**", "the first fight of the walk levels up")
	assert.Contains(t, out, "I'll stop here so you can see what changed")
	after := out[strings.Index(out, "🎉 **Level 2!**"):]
	assert.NotContains(t, after, "**Room ", "no room after the level-up")
	assert.Equal(t, 2, b.Character(alice).Level)
}

func TestAutopilotNeedsAnExpeditionInTheZone(t *testing.T) {
	b := newBot(t)
	assert.Contains(t, b.Reply(alice, "!expedition run"), "You're not on an expedition")
	b.Reply(alice, "!expedition start goblin warrens")
	assert.Contains(t, b.Reply(alice, "!expedition run"), "You haven't set off yet")
	assert.Contains(t, b.Reply(alice, "!expedition run fast"), "`!expedition run on` or `off`")
}

// harvestLine returns the first harvest footer line of text.
func harvestLine(t *testing.T, text string) string {
	t.Helper()
	for _, l := range strings.Split(text, "\n") {
		if strings.HasPrefix(l, "⛏️ **Harvest:**") {
			return l
		}
	}
	t.Fatalf("no harvest footer in %q", text)
	return ""
}

func TestTheHarvestFooterIsTheSameFromZoneAdvanceAndFromTheAutopilot(t *testing.T) {
	// Same world seed, same character, run 1 of each database: the same
	// run seed, so the same room rolls the same pass.
	zoneBot := newBot(t)
	zoneBot.Reply(alice, "!zone start goblin warrens")
	byHand := zoneBot.Reply(alice, "!zone advance")
	require.Contains(t, byHand, "**Room 2 · Midden Heap**")

	walkBot := newBot(t)
	departed(t, walkBot)
	walked := walkBot.Reply(alice, "!expedition run")
	require.Contains(t, walked, "**Room 2 · Midden Heap**")

	want := harvestLine(t, byHand)
	assert.Regexp(t, `^⛏️ \*\*Harvest:\*\* (\+\d+ [^,;]+)(, \+\d+ [^,;]+)*(; \d+ fails?)?$`, want)
	assert.Equal(t, want, harvestLine(t, walked))
}

func TestNodesRefillOnlyOnALongRestAtAStandardCampOrBetter(t *testing.T) {
	tests := []struct {
		name   string
		setup  func(t *testing.T, b *plugintest.Bot)
		say    string
		refill bool
	}{
		{"a standard camp", nil, "!camp standard", true},
		{"a rough camp", nil, "!camp rough", false},
		{"a standard camp on short rations", func(t *testing.T, b *plugintest.Bot) {
			editExp(t, b, alice, func(e *expedition.Expedition) { e.Supplies.Current = 1.5 })
		}, "!camp standard", false},
		{"a short rest", nil, "!rest short", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := newBot(t)
			veteranCrypt(t, b)
			autopilot(t, b)
			worked := zoneRun(t, b).Harvest
			require.NotEmpty(t, worked.Rooms)
			if tt.setup != nil {
				tt.setup(t, b)
			}
			out := b.Reply(alice, tt.say)
			after := zoneRun(t, b).Harvest
			if !tt.refill {
				assert.Equal(t, worked, after, "%s leaves the nodes as they were", tt.say)
				assert.NotContains(t, out, "grow back")
				return
			}
			// the nodes fill as the rest begins, whatever the hour: a
			// camp made in the morning says so, not "Overnight"
			assert.Contains(t, out, "⛏️ While you rest, the veins and thickets you worked grow back")
			assert.NotContains(t, out, "Overnight")
			for id, rm := range after.Rooms {
				for _, n := range rm.Nodes {
					assert.Equal(t, n.Max, n.Charges, "%s in %s is full again", n.Resource, id)
				}
				assert.Equal(t, worked.Rooms[id].Passes, rm.Passes)
			}
		})
	}
}

func TestTheWalksForkMessageTakesTheVote(t *testing.T) {
	b := newBot(t)
	veteranCrypt(t, b)
	autopilot(t, b)
	rows := b.Say(alice, "!expedition run") // stops at the fork at once
	require.Len(t, rows, 1)
	require.Contains(t, rows[0].Body, "react with its number")
	at := zoneRun(t, b)
	way := at.Prompt.FirstOpen()
	b.React(alice, rows[0], mdtext.Keycap(way))
	r := zoneRun(t, b)
	assert.Nil(t, r.Prompt, "the player's own reaction answered the fork")
	assert.Equal(t, at.Prompt.Options[way-1].To, r.Current)
}
