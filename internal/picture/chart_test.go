package picture

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/zonegraph"
)

// fourDays is a fixed series: a departure, three mornings and the end,
// with HP falling and recovering, supplies burning down and threat
// climbing until a boss falls.
func fourDays() []expedition.DayPoint {
	at := time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC)
	return []expedition.DayPoint{
		{Kind: expedition.PointDepart, Day: 1, At: at, HP: 32, MaxHP: 32, SU: 30, Threat: 0},
		{Kind: expedition.PointMorning, Day: 2, At: at.Add(21 * time.Hour), HP: 20, MaxHP: 32, SU: 27.5, Threat: 22, Rooms: 4, Fights: 3},
		{Kind: expedition.PointMorning, Day: 3, At: at.Add(45 * time.Hour), HP: 32, MaxHP: 32, SU: 24, Threat: 41, Rooms: 8, Fights: 6},
		{Kind: expedition.PointMorning, Day: 4, At: at.Add(69 * time.Hour), HP: 11, MaxHP: 34, SU: 20.5, Threat: 67, Rooms: 11, Fights: 9},
		{Kind: expedition.PointEnd, Day: 4, At: at.Add(75 * time.Hour), HP: 26, MaxHP: 34, SU: 19, Threat: 52, Rooms: 13, Fights: 11},
	}
}

// fourDaysHead is the golden chart's head: a caption and the threat's
// peak (71, higher than any point: it rose and fell within a day).
var fourDaysHead = ChartHead{Title: "Goblin Warrens", Caption: "Brom · complete on day 4 · 1,240 XP · 320 coins · 13 rooms cleared", ThreatPeak: 71}

// TestChartGolden draws the fixed series and compares the sha256 of the
// PNG with testdata/chart_four_days.sha256 (the PNG beside it is for the
// eye; -update rewrites both).
func TestChartGolden(t *testing.T) {
	img, err := Chart(fourDaysHead, fourDays())
	require.NoError(t, err)
	sum := sha256.Sum256(img.PNG)
	got := hex.EncodeToString(sum[:])
	sumFile := filepath.Join("testdata", "chart_four_days.sha256")
	if *update {
		require.NoError(t, os.WriteFile(sumFile, []byte(got+"\n"), 0o644))
		require.NoError(t, os.WriteFile(filepath.Join("testdata", "chart_four_days.png"), img.PNG, 0o644))
	}
	want, err := os.ReadFile(sumFile)
	require.NoError(t, err, "run with -update to write it")
	assert.Equal(t, strings.TrimSpace(string(want)), got, "the chart changed; look at it and rewrite with -update")
}

// TestChartPixels decodes the chart and finds each series' dots where the
// numbers put them: HP on 0 to the largest maximum, supplies on 0 to the
// most carried, threat on 0 to 100; between them, paper.
func TestChartPixels(t *testing.T) {
	pts := fourDays()
	img, err := Chart(ChartHead{Title: "Goblin Warrens"}, pts)
	require.NoError(t, err)
	pic, err := png.Decode(bytes.NewReader(img.PNG))
	require.NoError(t, err)
	g := layoutChart(ChartHead{Title: "Goblin Warrens"}, pts)
	assert.Equal(t, image.Rect(0, 0, img.Width, img.Height), pic.Bounds())
	assert.Equal(t, [2]int{chartWidth, g.height}, [2]int{img.Width, img.Height})

	hp, su, threat := g.panels[SeriesHP], g.panels[SeriesSU], g.panels[SeriesThreat]
	assert.InDelta(t, 34, hp.hi, 0, "HP's scale tops at the largest maximum")
	assert.InDelta(t, 30, su.hi, 0, "supplies' scale tops at the most carried")
	// Day 3's morning: HP 32 of 34, 24 SU, threat 41.
	x := g.xs[2]
	for _, c := range []struct {
		p    chartPanel
		v    float64
		name string
	}{{hp, 32, "HP"}, {su, 24, "SU"}, {threat, 41, "threat"}} {
		at := pt{x, c.p.y(c.v)}
		assert.Equal(t, c.p.col, rgbaAt(pic, at), "%s's dot on day 3", c.name)
		assert.Equal(t, colPaper, rgbaAt(pic, pt{x, c.p.top + 1}), "%s: paper at the top edge of the plot area", c.name)
	}
	// The end: HP 26, 19 SU, threat 52; the departure: full HP, 30 SU, 0.
	last := len(pts) - 1
	assert.Equal(t, colHP, rgbaAt(pic, pt{g.xs[last], hp.y(26)}))
	assert.Equal(t, colSU, rgbaAt(pic, pt{g.xs[last], su.y(19)}))
	assert.Equal(t, colThreat, rgbaAt(pic, pt{g.xs[last], threat.y(52)}))
	assert.Equal(t, colThreat, rgbaAt(pic, pt{g.xs[0], threat.y(0)}))
	assert.Equal(t, colSU, rgbaAt(pic, pt{g.xs[0], su.y(30)}))
	// The dots sit in their own panels, left to right, higher for more.
	assert.Less(t, hp.bottom, su.top)
	assert.Less(t, su.bottom, threat.top)
	assert.Less(t, threat.y(67), threat.y(22))
	assert.Less(t, g.xs[0], g.xs[1])
}

// TestChartOnePoint draws a series of one point (an expedition that ended
// the day it set off with no morning between) in the middle.
func TestChartOnePoint(t *testing.T) {
	pts := fourDays()[:1]
	img, err := Chart(ChartHead{Title: "Goblin Warrens"}, pts)
	require.NoError(t, err)
	pic, err := png.Decode(bytes.NewReader(img.PNG))
	require.NoError(t, err)
	g := layoutChart(ChartHead{Title: "Goblin Warrens"}, pts)
	assert.InDelta(t, float32(chartLeft+(chartWidth-chartRight-chartLeft)/2), g.xs[0], 0.01)
	assert.Equal(t, colHP, rgbaAt(pic, g.at(SeriesHP, 0)))
	_, err = Chart(ChartHead{Title: "Nowhere"}, nil)
	assert.Error(t, err)
}

// TestChartDotIsWhereTheChartDraws holds ChartDot, the dots' places for
// callers, to the layout the chart is drawn from.
func TestChartDotIsWhereTheChartDraws(t *testing.T) {
	pts := fourDays()
	g := layoutChart(ChartHead{Title: "Goblin Warrens"}, pts)
	for s := SeriesHP; s <= SeriesThreat; s++ {
		for i := range pts {
			x, y, col, ok := ChartDot(ChartHead{}, pts, s, i)
			require.True(t, ok)
			assert.Equal(t, g.at(s, i), pt{x, y})
			assert.Equal(t, g.panels[s].col, col)
		}
	}
	for _, bad := range []struct {
		s Series
		i int
	}{{SeriesHP, -1}, {SeriesHP, len(pts)}, {SeriesThreat + 1, 0}} {
		_, _, _, ok := ChartDot(ChartHead{}, pts, bad.s, bad.i)
		assert.False(t, ok, "%v", bad)
	}
}

// TestStackPutsTheMapUnderTheChart stacks the chart over a map: the sheet
// is as wide as the wider, as tall as both and the gap, the chart's dots
// where they were, the map centred under it.
func TestStackPutsTheMapUnderTheChart(t *testing.T) {
	pts := fourDays()
	chart, err := Chart(ChartHead{Title: "The Crypt of Valdris"}, pts)
	require.NoError(t, err)
	p := zonegraph.PlanMap(cryptAtFork(false))
	mp, err := Map(p)
	require.NoError(t, err)
	card, err := Stack(chart, mp)
	require.NoError(t, err)
	pic, err := png.Decode(bytes.NewReader(card.PNG))
	require.NoError(t, err)
	w := max(chart.Width, mp.Width)
	assert.Equal(t, image.Rect(0, 0, w, chart.Height+stackGap+mp.Height), pic.Bounds())
	assert.Equal(t, [2]int{w, chart.Height + stackGap + mp.Height}, [2]int{card.Width, card.Height})

	g := layoutChart(ChartHead{Title: "Goblin Warrens"}, pts)
	dx := float32((w - chart.Width) / 2)
	at := g.at(SeriesSU, 3)
	assert.Equal(t, colSU, rgbaAt(pic, pt{at.X + dx, at.Y}), "the chart's dot, moved with it")

	fc, err := newFaces()
	require.NoError(t, err)
	geo := layoutMap(p, fc)
	room := geo.roomAt(roomOf(t, p, cv("fork")[0]))
	mx, my := float32((w-mp.Width)/2), float32(chart.Height+stackGap)
	assert.Equal(t, colGold, rgbaAt(pic, pt{room.X - mapRadius + 3 + mx, room.Y + my}), "the map's current room, under the chart")

	_, err = Stack()
	assert.Error(t, err)
	_, err = Stack(Image{PNG: []byte("not a picture")})
	assert.Error(t, err)
}
