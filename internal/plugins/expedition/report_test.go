package expedition_test

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/clock"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/outbox"
	"github.com/gogobee/gogobee/internal/picture"
	"github.com/gogobee/gogobee/internal/play"
	expplugin "github.com/gogobee/gogobee/internal/plugins/expedition"
	"github.com/gogobee/gogobee/internal/plugins/plugintest"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/sim"
)

// playedToTheEnd plays a level-6 Cleric's Underforge expedition through
// the whole bot on a fake clock, to its end on day 2: the simulator plays
// it first with the autopilot's policy and keeps the commands its player
// typed, and the bot is given the same character and the same commands at
// the same instants, the day cycle run up to each. It returns the bot,
// every row sent, and the game as the simulator saw it.
func playedToTheEnd(t *testing.T, b *plugintest.Bot) ([]outbox.Row, play.Result) {
	t.Helper()
	ch, err := sim.Character(sim.Build{Class: rules.Cleric, Level: 6, Name: "Alice"})
	require.NoError(t, err)
	g, err := play.New(play.Setup{World: 7, RunID: 1, UserID: alice, ZoneID: content.ZoneUnderforge, Char: ch,
		Mode: play.ModeExpedition, Start: plugintest.Start(), Loc: time.UTC, Policy: play.DefaultPolicy(), Record: true})
	require.NoError(t, err)
	res := g.Play()
	require.Equal(t, play.OutcomeCleared, res.Outcome, "the simulated game clears the zone")
	require.Equal(t, 2, res.Days, "over two days")

	b.Create(alice, "Alice", "cleric", "human")
	b.Edit(alice, func(c *rules.Character) { *c = ch.Clone() })
	b.Reply(alice, "!expedition start underforge")
	for kind, n := range map[string]int{"standard": res.Exp.Supplies.StandardPacks, "deluxe": res.Exp.Supplies.DeluxePacks} {
		if n > 0 {
			b.Reply(alice, fmt.Sprintf("!supplies buy %s %d", kind, n))
		}
	}
	var rows []outbox.Row
	rows = append(rows, b.Say(alice, "!expedition depart")...)
	ctx := context.Background()
	for _, c := range g.Commands {
		_, err := b.Scheduler.AdvanceTo(ctx, b.Clock, c.At)
		require.NoError(t, err)
		rows = append(rows, b.Flush()...)
		rows = append(rows, b.Say(alice, c.Text)...)
	}
	_, err = b.Scheduler.RunDue(ctx)
	require.NoError(t, err)
	return append(rows, b.Flush()...), res
}

// cards are the report cards among rows sent to user: DMs with a picture
// whose text opens "📜 **Report card".
func cards(rows []outbox.Row, user id.UserID) []outbox.Row {
	var out []outbox.Row
	for _, r := range rows {
		if r.DMUser == user && strings.Contains(r.Body, "📜 **Report card") {
			out = append(out, r)
		}
	}
	return out
}

// totalsRE reads the card's line of totals.
var totalsRE = regexp.MustCompile(`🗓️ (\d+) days? · 🚪 (\d+) rooms? cleared · ⚔️ (\d+) fights? · ✨ ([\d,]+) XP · 💰 ([\d,]+) coins? · ⛏️ harvest worth ([\d,]+) coins? · ⏰ threat peaked at (\d+)`)

func atoi(t *testing.T, s string) int {
	t.Helper()
	n, err := strconv.Atoi(strings.ReplaceAll(s, ",", ""))
	require.NoError(t, err)
	return n
}

// TestReportCardOfAScriptedExpedition walks an expedition to its end and
// reads the one report card it sends: the picture decodes, is the chart
// over the route map, and each series' dots sit where the stored series
// puts them; the totals are the expedition's and agree with what the
// simulator counted on its own; the lines quoted are the log's.
func TestReportCardOfAScriptedExpedition(t *testing.T) {
	b := newBot(t)
	rows, res := playedToTheEnd(t, b)
	got := cards(rows, alice)
	require.Len(t, got, 1, "one message when the expedition ends")
	card := got[0]
	require.NotNil(t, card.Image, "the card has its picture")
	assert.Equal(t, "report.png", card.Image.FileName())

	ctx := context.Background()
	e, ok, err := b.Store.Expedition.Latest(ctx, alice)
	require.NoError(t, err)
	require.True(t, ok)
	require.Equal(t, expedition.StatusComplete, e.Status)
	run, ok, err := b.Store.ZoneRun.Get(ctx, e.RunID)
	require.NoError(t, err)
	require.True(t, ok)

	// The series: set off, the morning of day 2, the end.
	kinds := make([]expedition.PointKind, len(e.Series))
	for i, p := range e.Series {
		kinds[i] = p.Kind
	}
	assert.Equal(t, []expedition.PointKind{expedition.PointDepart, expedition.PointMorning, expedition.PointEnd}, kinds)
	last := e.Series[len(e.Series)-1]
	assert.Equal(t, b.Character(alice).HP, last.HP, "the end point holds the HP the player walked out with")

	// The picture: the chart, then the route map under it.
	pic, err := png.Decode(bytes.NewReader(card.Image.PNG))
	require.NoError(t, err)
	assert.Equal(t, image.Rect(0, 0, card.Image.Width, card.Image.Height), pic.Bounds())
	head := expplugin.ReportHead(e, b.Character(alice).Name, run)
	assert.Equal(t, fmt.Sprintf("%s · complete on day %d · %s XP · %s · %d rooms cleared", b.Character(alice).Name, e.Day, narrate.Number(e.XPEarned), narrate.Coins(e.CoinsEarned), len(run.Cleared)),
		head.Caption, "the picture names who, how it ended, the XP, the coins and the rooms")
	assert.Equal(t, e.Threat.Peak, head.ThreatPeak)
	chart, err := picture.Chart(head, e.Series)
	require.NoError(t, err)
	assert.Greater(t, card.Image.Height, chart.Height, "a map under the chart")
	assert.GreaterOrEqual(t, card.Image.Width, chart.Width)
	dx := float32((card.Image.Width - chart.Width) / 2)
	for s := picture.SeriesHP; s <= picture.SeriesThreat; s++ {
		for i := range e.Series {
			x, y, col, ok := picture.ChartDot(head, e.Series, s, i)
			require.True(t, ok)
			px := color.RGBAModel.Convert(pic.At(int(x+dx), int(y))).(color.RGBA)
			assert.Equal(t, col, px, "series %d, point %d (%+v)", s, i, e.Series[i])
		}
	}

	// The totals: the stored expedition's, and what the simulator
	// counted its own way.
	m := totalsRE.FindStringSubmatch(card.Body)
	require.NotNil(t, m, "the totals line in %s", card.Body)
	assert.Equal(t, []int{e.Day, e.RoomsCleared, e.Fights, e.XPEarned, e.CoinsEarned, e.HarvestValue, e.Threat.Peak},
		[]int{atoi(t, m[1]), atoi(t, m[2]), atoi(t, m[3]), atoi(t, m[4]), atoi(t, m[5]), atoi(t, m[6]), atoi(t, m[7])})
	assert.Equal(t, res.Days, e.Day)
	assert.Equal(t, len(run.Cleared), e.RoomsCleared, "rooms cleared: the run's")
	assert.Equal(t, res.XP, e.XPEarned, "XP: what the character gained")
	assert.Equal(t, res.Stats.ThreatMax, e.Threat.Peak, "threat's peak")
	value := 0
	for id, n := range res.Stats.Yields {
		if it, ok := content.ItemByID(id); ok {
			value += n * it.Value
		}
	}
	assert.Equal(t, value, e.HarvestValue, "harvest worth: the simulator's yields at catalogue value")
	fights := 0
	for _, rm := range run.Rooms {
		if rm.Fight != nil && !rm.Fight.Pending {
			fights++
		}
	}
	assert.GreaterOrEqual(t, e.Fights, fights, "at least the rooms' own fights (harvest interrupts and nights besides)")

	// The rest of the card.
	assert.Contains(t, card.Body, fmt.Sprintf("🏁 complete on day %d", e.Day))
	assert.Contains(t, card.Body, fmt.Sprintf("🗺️ **Route** (%d rooms): ", len(run.Visited)))
	for _, p := range e.Series {
		assert.Contains(t, card.Body, fmt.Sprintf("HP %d/%d, %s, threat %d", p.HP, p.MaxHP, narrate.SU(p.SU), p.Threat))
	}
	for _, id := range e.Milestones {
		ms, _ := expedition.MilestoneByID(id)
		assert.Contains(t, card.Body, ms.Name)
	}
	quoted := strings.Count(card.Body, "\n• _")
	assert.Equal(t, min(3, len(e.Log.Entries)), quoted, "three of TwinBee's lines")
	assert.Contains(t, card.Body, "(day 2: Expedition complete)", "the completion is among the best")
}

// TestReportCommandShowsPastCardsAfterARestart ends two expeditions, then
// on the same database opened again reads `!expedition report` (the
// latest), `report 2` (the one before), `report 3` (out of range: the
// list) and refuses a word that is no number; a player with none gets a
// friendly answer.
func TestReportCommandShowsPastCardsAfterARestart(t *testing.T) {
	path := filepath.Join(t.TempDir(), "bot.db")
	b := plugintest.Open(t, path, clock.NewFake(plugintest.Start()))
	playedToTheEnd(t, b)
	b.Reply(alice, "!expedition start goblin warrens")
	b.Reply(alice, "!supplies buy standard")
	b.Say(alice, "!expedition depart")
	fightOff(t, b)
	require.Contains(t, b.Reply(alice, "!extract"), "You extract")
	_, err := b.Scheduler.RunDue(context.Background())
	require.NoError(t, err)
	require.Len(t, cards(b.Flush(), alice), 1, "the extraction's card")

	again := plugintest.Open(t, path, b.Clock)
	latest := again.Say(alice, "!expedition report")
	require.Len(t, latest, 1)
	assert.Contains(t, latest[0].Body, "📜 **Report card: Goblin Warrens** · 🚪 extracted on day 1")
	assert.Contains(t, latest[0].Body, "`!expedition report 2` shows the one before.")
	require.NotNil(t, latest[0].Image)
	assert.Equal(t, id.RoomID(plugintest.Room), latest[0].RoomID, "answered where asked")

	before := again.Say(alice, "!expedition report 2")
	require.Len(t, before, 1)
	assert.Contains(t, before[0].Body, "📜 **Report card: The Underforge** · 🏁 complete on day 2")
	assert.NotContains(t, before[0].Body, "shows the one before")
	require.NotNil(t, before[0].Image)

	list := again.Reply(alice, "!expedition report 3")
	assert.Contains(t, list, "There's no report card 3: you have 2 report cards.")
	assert.Contains(t, list, "1 · **Goblin Warrens**, 🚪 extracted on day 1")
	assert.Contains(t, list, "2 · **The Underforge**, 🏁 complete on day 2")
	assert.Contains(t, list, "`!expedition report <n>` shows one.")

	assert.Contains(t, again.Reply(alice, "!expedition report zero"), "takes a card's number")
	assert.Contains(t, again.Reply(alice, "!expedition report 1 2"), "one number at most")
	again.Create(bob, "Bo", "rogue", "human")
	assert.Contains(t, again.Reply(bob, "!expedition report"), "No report cards yet")
}

// TestANewCharacterHasNoneOfTheOldCards deletes the character whose
// expedition ended: the new one starts with no report cards (the history
// floor).
func TestANewCharacterHasNoneOfTheOldCards(t *testing.T) {
	b := newBot(t)
	departed(t, b)
	fightOff(t, b)
	b.Reply(alice, "!extract")
	require.Contains(t, b.Reply(alice, "!expedition report"), "📜 **Report card: Goblin Warrens**")
	b.Reply(alice, "!char delete")
	b.Reply(alice, "!char delete confirm")
	b.Create(alice, "Tess", "fighter", "human")
	assert.Contains(t, b.Reply(alice, "!expedition report"), "No report cards yet")
	_, err := b.Scheduler.RunDue(context.Background())
	require.NoError(t, err)
	assert.Empty(t, cards(b.Flush(), alice), "the old character's card is not sent to the new one")
}

// TestTextOnlyPlayersGetTheCardAsText: with `!settings text on` the card
// comes without its picture, the series in words.
func TestTextOnlyPlayersGetTheCardAsText(t *testing.T) {
	b := newBot(t)
	require.Contains(t, b.Reply(alice, "!settings text on"), "on")
	departed(t, b)
	fightOff(t, b)
	b.Reply(alice, "!extract")
	_, err := b.Scheduler.RunDue(context.Background())
	require.NoError(t, err)
	got := cards(b.Flush(), alice)
	require.Len(t, got, 1)
	assert.Nil(t, got[0].Image, "no picture")
	assert.Contains(t, got[0].Body, "📈 **Day by day:** day 1 (set off): HP ")
	again := b.Say(alice, "!expedition report")
	require.Len(t, again, 1)
	assert.Nil(t, again[0].Image)
	assert.Equal(t, got[0].Body, again[0].Body, "the same card")
}

// TestAResumedExpeditionSaysWhereItsCardIs: after `!resume` the extracted
// expedition is restocking in town, and after `!expedition depart` in the
// field again, so `!expedition report` says why its card is not listed
// and where the expedition stands instead of "No report cards yet" (it
// said "back in the field" while the player was still in town), a card
// number past the last says there is no such card, and the card comes
// back once the expedition leaves the field again.
func TestAResumedExpeditionSaysWhereItsCardIs(t *testing.T) {
	b := newBot(t)
	departed(t, b)
	fightOff(t, b)
	b.Reply(alice, "!extract")
	require.Contains(t, b.Reply(alice, "!expedition report"), "📜 **Report card: Goblin Warrens**")
	b.Reply(alice, "!resume")
	got := b.Reply(alice, "!expedition report")
	assert.Contains(t, got, "Your expedition into **Goblin Warrens** is resumed and restocking in town, not yet back in the zone: `!expedition depart` sets off again.")
	assert.NotContains(t, got, "back in the field")
	assert.NotContains(t, got, "No report cards yet")
	fifth := b.Reply(alice, "!expedition report 5")
	assert.Contains(t, fifth, "There's no report card 5: the only card you have is the one from this expedition's extraction, in your DMs.")
	assert.Equal(t, 1, strings.Count(fifth, "in your DMs"), "the DM'd card is told once, never beside \"none yet\"")
	assert.Contains(t, fifth, "restocking in town")
	assert.Contains(t, b.Reply(alice, "!expedition report latest"), "takes a card's number: 1 for the latest")
	b.Reply(alice, "!supplies buy standard")
	b.Reply(alice, "!expedition depart")
	assert.Contains(t, b.Reply(alice, "!expedition report"), "Your expedition into **Goblin Warrens** is back in the field since you resumed it")
	b.Reply(alice, "!extract")
	require.Contains(t, b.Reply(alice, "!expedition report"), "📜 **Report card: Goblin Warrens**")
	b.Reply(alice, "!resume")
	b.Reply(alice, "!expedition cancel")
	b.Reply(alice, "!expedition cancel confirm")
	assert.NotContains(t, b.Reply(alice, "!expedition report"), "back in the field")
}
