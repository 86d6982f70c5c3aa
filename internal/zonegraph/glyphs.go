package zonegraph

import "maps"

// Direction bits of a map line cell.
const (
	dirUp uint8 = 1 << iota
	dirDown
	dirLeft
	dirRight
)

// Glyphs is a map glyph scheme (rules §6.11).
//
// A room is drawn as two glyphs and its label: a state mark (Current,
// Cleared, Unvisited), then the room's kind glyph for cleared rooms and the
// current one. Unvisited rooms show only the dot, except boss rooms, whose
// skull is always shown. Edges are box-drawing lines; a locked edge carries
// Locked on its line, an edge the player found closed carries Blocked.
type Glyphs struct {
	Current, Cleared, Unvisited string
	// Waiting marks a room entered but not cleared: a foe still waits
	// there (an elite the player backed away from).
	Waiting         string
	Kinds           map[NodeKind]string
	Locked, Blocked string
	// Box is the line glyph for each combination of direction bits
	// (up 1, down 2, left 4, right 8).
	Box [16]string
	// Arrow separates rooms in the Path strip.
	Arrow string
}

// unicodeGlyphs is the scheme of the map (RenderMarkdown): ▶ current, ✓ cleared, ⚔ a foe waits, · unvisited; E entry,
// ? exploration, T trap, ★ elite, ☠ boss, H harvest, C rest camp,
// S secret, + fork or merge; ⚿ locked edge, ╳ blocked edge.
var unicodeGlyphs = Glyphs{
	Current: "▶", Cleared: "✓", Waiting: "⚔", Unvisited: "·",
	Kinds: map[NodeKind]string{
		KindEntry: "E", KindExploration: "?", KindTrap: "T", KindElite: "★", KindBoss: "☠",
		KindHarvest: "H", KindRestCamp: "C", KindSecret: "S", KindFork: "+", KindMerge: "+",
	},
	Locked: "⚿", Blocked: "╳",
	Box: [16]string{
		" ", "│", "│", "│", // -, U, D, UD
		"─", "┘", "┐", "┤", // L, UL, DL, UDL
		"─", "└", "┌", "├", // R, UR, DR, UDR
		"─", "┴", "┬", "┼", // LR, ULR, DLR, UDLR
	},
	Arrow: " → ",
}

// UnicodeGlyphs returns a copy of unicodeGlyphs, the scheme above, its
// Kinds map included: changing it changes nothing shipped.
func UnicodeGlyphs() Glyphs {
	g := unicodeGlyphs
	g.Kinds = maps.Clone(g.Kinds)
	return g
}

// legendKey is one entry of the map legend, in legend order.
type legendKey int

const (
	legCurrent legendKey = iota
	legCleared
	legWaiting
	legUnvisited
	legEntry
	legExploration
	legTrap
	legElite
	legBoss
	legHarvest
	legCamp
	legSecret
	legJunction
	legLocked
	legBlocked
	legendCount
)

var kindLegend = map[NodeKind]legendKey{
	KindEntry: legEntry, KindExploration: legExploration, KindTrap: legTrap, KindElite: legElite,
	KindBoss: legBoss, KindHarvest: legHarvest, KindRestCamp: legCamp, KindSecret: legSecret,
	KindFork: legJunction, KindMerge: legJunction,
}

var legendWords = [legendCount]string{
	"you are here", "cleared", "foe waiting", "unexplored", "entry", "exploration", "trap", "elite", "boss",
	"harvest", "rest camp", "secret", "fork/merge", "locked", "blocked",
}

func (gl Glyphs) legendGlyph(k legendKey) string {
	switch k {
	case legCurrent:
		return gl.Current
	case legCleared:
		return gl.Cleared
	case legWaiting:
		return gl.Waiting
	case legUnvisited:
		return gl.Unvisited
	case legLocked:
		return gl.Locked
	case legBlocked:
		return gl.Blocked
	}
	for kind, key := range kindLegend {
		if key == k {
			return gl.Kinds[kind]
		}
	}
	return ""
}
