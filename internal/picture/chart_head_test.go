package picture

import (
	"bytes"
	"image/png"
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/expedition"
)

// A chart with a caption draws it in its own line under the title, the
// panels moved down by that line; without one the line is not there.
func TestChartCaptionHasItsLine(t *testing.T) {
	pts := fourDays()
	bare := layoutChart(ChartHead{Title: "Goblin Warrens"}, pts)
	capt := layoutChart(fourDaysHead, pts)
	assert.Zero(t, bare.captionY)
	assert.Equal(t, bare.height+chartCaptH, capt.height)
	assert.Equal(t, bare.panels[SeriesHP].top+chartCaptH, capt.panels[SeriesHP].top)
	img, err := Chart(fourDaysHead, pts)
	require.NoError(t, err)
	pic, err := png.Decode(bytes.NewReader(img.PNG))
	require.NoError(t, err)
	inked := 0
	for x := chartLeft; x < chartLeft+200; x++ {
		for y := capt.captionY - 10; y <= capt.captionY+2; y++ {
			if rgbaAt(pic, pt{float32(x), float32(y)}) != colPaper {
				inked++
			}
		}
	}
	assert.Greater(t, inked, 50, "the caption's letters")
}

// The threat's peak, which no morning's point may show, is a line across
// the threat panel at its value; no peak, no line.
func TestChartDrawsTheThreatPeak(t *testing.T) {
	pts := fourDays()
	img, err := Chart(fourDaysHead, pts)
	require.NoError(t, err)
	pic, err := png.Decode(bytes.NewReader(img.PNG))
	require.NoError(t, err)
	g := layoutChart(fourDaysHead, pts)
	th := g.panels[SeriesThreat]
	row := float32(math.Round(float64(th.y(71))))
	at := pt{g.right - 2, row}
	assert.Equal(t, colThreat, rgbaAt(pic, at), "the peak's line at its right end")
	assert.Equal(t, colThreat, rgbaAt(pic, pt{g.left + 2, row}), "and at its left")

	head := fourDaysHead
	head.ThreatPeak = 0
	img, err = Chart(head, pts)
	require.NoError(t, err)
	pic, err = png.Decode(bytes.NewReader(img.PNG))
	require.NoError(t, err)
	assert.Equal(t, colPaper, rgbaAt(pic, at), "no peak, no line")
}

// HP and threat are whole numbers, so their scales are numbered in whole
// numbers: HP 0 to 21 reads 0, 11, 21 (never 10.5); supplies may be halves.
func TestChartScalesOfWholeNumbersHaveWholeTicks(t *testing.T) {
	pts := []expedition.DayPoint{
		{Kind: expedition.PointDepart, Day: 1, HP: 21, MaxHP: 21, SU: 7, Threat: 3},
		{Kind: expedition.PointEnd, Day: 2, HP: 9, MaxHP: 21, SU: 5, Threat: 15},
	}
	g := layoutChart(ChartHead{}, pts)
	assert.Equal(t, []float64{0, 11, 21}, g.panels[SeriesHP].ticks())
	assert.Equal(t, []float64{0, 50, 100}, g.panels[SeriesThreat].ticks())
	assert.Equal(t, []float64{0, 3.5, 7}, g.panels[SeriesSU].ticks())
}

// A resumed expedition's chart says under the days where it was extracted
// and where it was resumed, joined when the two points sit close; a series
// with no extraction in its middle has no marks' line.
func TestChartMarksAnExtractionAndTheResume(t *testing.T) {
	pts := []expedition.DayPoint{
		{Kind: expedition.PointDepart, Day: 1, HP: 20, MaxHP: 20, SU: 20},
		{Kind: expedition.PointMorning, Day: 2, HP: 18, MaxHP: 20, SU: 18, Threat: 10},
		{Kind: expedition.PointEnd, Day: 2, HP: 12, MaxHP: 20, SU: 17, Threat: 14},
		{Kind: expedition.PointDepart, Day: 3, HP: 20, MaxHP: 20, SU: 17, Threat: 14},
		{Kind: expedition.PointMorning, Day: 4, HP: 15, MaxHP: 20, SU: 14, Threat: 20},
		{Kind: expedition.PointEnd, Day: 4, HP: 15, MaxHP: 20, SU: 13, Threat: 22},
	}
	fc, err := newFaces()
	require.NoError(t, err)
	g := layoutChart(ChartHead{}, pts)
	assert.NotZero(t, g.marksY)
	assert.Equal(t, []chartMark{{g.xs[2], "extracted"}, {g.xs[3], "resumed"}}, midMarks(fc, g, pts))
	assert.Zero(t, layoutChart(ChartHead{}, fourDays()).marksY, "no mark in the middle")
	assert.Equal(t, layoutChart(ChartHead{}, fourDays()).height+chartMarkH, layoutChart(ChartHead{}, fourDays()[:4]).height+chartMarkH)

	// Crowded: many points, the two marks' words would overlap.
	var many []expedition.DayPoint
	for d := 1; d <= 30; d++ {
		many = append(many, expedition.DayPoint{Kind: expedition.PointMorning, Day: d, HP: 10, MaxHP: 20, SU: 10})
	}
	many[0].Kind = expedition.PointDepart
	many[14].Kind, many[15].Kind = expedition.PointEnd, expedition.PointDepart
	many[29].Kind = expedition.PointEnd
	g = layoutChart(ChartHead{}, many)
	assert.Equal(t, []chartMark{{(g.xs[14] + g.xs[15]) / 2, "extracted · resumed"}}, midMarks(fc, g, many))

	img, err := Chart(ChartHead{}, pts)
	require.NoError(t, err)
	pic, err := png.Decode(bytes.NewReader(img.PNG))
	require.NoError(t, err)
	inked := 0
	for x := int(g.left); x < int(g.right); x++ {
		if rgbaAt(pic, pt{float32(x), float32(layoutChart(ChartHead{}, pts).marksY)}) != colPaper {
			inked++
		}
	}
	assert.Greater(t, inked, 5, "the marks' words on their line")
}
