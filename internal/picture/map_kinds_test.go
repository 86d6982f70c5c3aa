package picture

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/gogobee/gogobee/internal/zonegraph"
)

// The picture marks every room kind as the text map does: a boss is ☠ in
// both (it was B in the picture), an elite ★ (it was !).
func TestPictureKindMarksAreTheTextMaps(t *testing.T) {
	for k, glyph := range zonegraph.UnicodeGlyphs().Kinds {
		assert.Equal(t, glyph, KindGlyph(k), "kind %s", k)
	}
	assert.Equal(t, "☠", KindGlyph(zonegraph.KindBoss))
}

// The boss room's disc shows a skull: its cranium in the letter's colour,
// an eye hole in the disc's fill.
func TestMapDrawsTheBossAsASkull(t *testing.T) {
	p := zonegraph.PlanMap(underdarkSecondRegion())
	_, pic, geo := decoded(t, p)
	r := roomOf(t, p, "underdark.predator_lair")
	at := geo.roomAt(r)
	fill, letter := stateFill(r.State)
	assert.Equal(t, letter, rgbaAt(pic, pt{at.X, at.Y - 6}), "the cranium")
	assert.Equal(t, fill, rgbaAt(pic, pt{at.X - 2.5, at.Y - 1.5}), "an eye hole")
}

// The legend names the kinds the map shows, as the text map's does: the
// manor at its foyer shows no camp (the Warded Nursery is not entered) and
// no elite, so its legend names neither; a map with a camp room entered
// names the camp.
func TestMapLegendNamesTheKindsShown(t *testing.T) {
	manor := zonegraph.PlanMap(manorAtFoyer())
	assert.Equal(t, []zonegraph.NodeKind{zonegraph.KindEntry, zonegraph.KindExploration, zonegraph.KindTrap,
		zonegraph.KindBoss, zonegraph.KindHarvest, zonegraph.KindFork}, legendKinds(manor))
	assert.Contains(t, legendKinds(zonegraph.PlanMap(underdarkSecondRegion())), zonegraph.KindRestCamp)
	assert.Contains(t, legendKinds(zonegraph.PlanMap(underdarkSecondRegion())), zonegraph.KindElite)
}

// A rest-camp room's C is named for what it is, a kind of room, in both
// legends: "camp" read as the rooms the player camped in, which the maps
// do not mark.
func TestLegendsNameTheRestCampRoom(t *testing.T) {
	g, v := underdarkSecondRegion()
	assert.Contains(t, zonegraph.RenderMarkdown(g, v), "C rest camp")
	assert.Equal(t, "rest camp", legendWords(zonegraph.KindRestCamp))
}
