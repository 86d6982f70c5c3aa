// Package picture draws the bot's pictures as PNG images from engine
// values: the zone map (map.go, rules §6.11) from the same
// zonegraph.View the text map is drawn from, laid out by zonegraph.PlanMap.
// It reads no state of its own and writes no sentences beyond the names
// and short labels the map shows.
//
// Drawing is pure Go: golang.org/x/image's vector rasteriser for shapes,
// the Go fonts (gofont, through opentype) for text, and the standard
// library's PNG encoder with fixed settings. Everything is drawn in a fixed
// order from sorted or declaration-ordered values, so the same input gives
// the same bytes (the golden tests hold the checksum of a picture).
//
// draw.go holds what every picture shares: the colours, the fonts, the
// canvas and the PNG encoding.
package picture
