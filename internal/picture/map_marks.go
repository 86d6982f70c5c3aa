package picture

import (
	"math"

	"github.com/gogobee/gogobee/internal/zonegraph"
)

// gridStep is one step of a way's line between two neighbouring grid
// points (a lane across or a half row down), from a to b along the line.
type gridStep struct{ a, b zonegraph.GridPoint }

// stepOf is the step from p to q.
func stepOf(p, q zonegraph.GridPoint) gridStep { return gridStep{p, q} }

// key names the step alike whichever way a line runs over it.
func (s gridStep) key() gridStep {
	if s.b.Lane < s.a.Lane || s.b.Lane == s.a.Lane && s.b.HalfRow < s.a.HalfRow {
		return gridStep{s.b, s.a}
	}
	return s
}

// lineSteps cuts a way's line into its steps, in order along the line: a
// straight leg along a lane or a row into unit steps, any other leg (a way
// the layout could not route, drawn straight) kept whole.
func lineSteps(line []zonegraph.GridPoint) []gridStep {
	var out []gridStep
	for i := 1; i < len(line); i++ {
		p, q := line[i-1], line[i]
		switch {
		case p.Lane == q.Lane && p.HalfRow != q.HalfRow:
			d := sign(q.HalfRow - p.HalfRow)
			for r := p.HalfRow; r != q.HalfRow; r += d {
				out = append(out, stepOf(zonegraph.GridPoint{Lane: p.Lane, HalfRow: r}, zonegraph.GridPoint{Lane: p.Lane, HalfRow: r + d}))
			}
		case p.HalfRow == q.HalfRow && p.Lane != q.Lane:
			d := sign(q.Lane - p.Lane)
			for l := p.Lane; l != q.Lane; l += d {
				out = append(out, stepOf(zonegraph.GridPoint{Lane: l, HalfRow: p.HalfRow}, zonegraph.GridPoint{Lane: l + d, HalfRow: p.HalfRow}))
			}
		case p != q:
			out = append(out, stepOf(p, q))
		}
	}
	return out
}

func sign(v int) int {
	if v < 0 {
		return -1
	}
	return 1
}

// wayMarkAt is where a locked or blocked way's mark goes: halfway along
// the longest stretch of its line that no other way of all runs over (the
// first of equals), so a padlock never sits on a fork's common line or on
// another branch; halfway along its whole line when it has no stretch of
// its own.
func wayMarkAt(w zonegraph.PlanWay, all []zonegraph.PlanWay, g mapGeo) pt {
	steps := lineSteps(w.Line)
	best := longestOwn(steps, sharedSteps(w, all), g)
	if best == nil {
		best = steps
	}
	trimStart, trimEnd := roomTrims(best, steps)
	return halfway(best, trimStart, trimEnd, g)
}

// sharedSteps is the set of steps (by key) that the lines of all's ways
// other than w run over.
func sharedSteps(w zonegraph.PlanWay, all []zonegraph.PlanWay) map[gridStep]bool {
	shared := map[gridStep]bool{}
	for _, o := range all {
		if o.Edge.Key() == w.Edge.Key() {
			continue
		}
		for _, s := range lineSteps(o.Line) {
			shared[s.key()] = true
		}
	}
	return shared
}

// longestOwn is the longest stretch (in pixels) of consecutive steps
// that are not shared, the first of equals; nil when every step is.
func longestOwn(steps []gridStep, shared map[gridStep]bool, g mapGeo) []gridStep {
	var best []gridStep
	bestLen := float32(-1)
	for i := 0; i < len(steps); {
		if shared[steps[i].key()] {
			i++
			continue
		}
		j := i
		for j < len(steps) && !shared[steps[j].key()] {
			j++
		}
		if l := stretchLength(steps[i:j], g); l > bestLen {
			best, bestLen = steps[i:j], l
		}
		i = j
	}
	return best
}

// roomTrims is how many pixels a room's disc (and boss ring) hides at
// the start and at the end of stretch best: where the stretch starts or
// ends with the whole line (steps), it starts or ends in a room, and the
// mark goes halfway along what shows.
func roomTrims(best, steps []gridStep) (trimStart, trimEnd float32) {
	if len(best) > 0 && len(steps) > 0 && best[0] == steps[0] {
		trimStart = mapRadius + mapBossRing
	}
	if len(best) > 0 && len(steps) > 0 && best[len(best)-1] == steps[len(steps)-1] {
		trimEnd = mapRadius + mapBossRing
	}
	return trimStart, trimEnd
}

// stretchLength is the length in pixels of consecutive steps.
func stretchLength(steps []gridStep, g mapGeo) float32 {
	var l float32
	for _, s := range steps {
		l += dist(g.at(s.a), g.at(s.b))
	}
	return l
}

// halfway is the point halfway along consecutive steps less trimStart
// pixels at their start and trimEnd at their end (halfway along all of
// them when the trims leave nothing).
func halfway(steps []gridStep, trimStart, trimEnd float32, g mapGeo) pt {
	if len(steps) == 0 {
		return pt{}
	}
	total := stretchLength(steps, g)
	rest := total / 2
	if shown := total - trimStart - trimEnd; shown > 0 {
		rest = trimStart + shown/2
	}
	for _, s := range steps {
		a, b := g.at(s.a), g.at(s.b)
		l := dist(a, b)
		if rest <= l && l > 0 {
			f := rest / l
			return pt{a.X + f*(b.X-a.X), a.Y + f*(b.Y-a.Y)}
		}
		rest -= l
	}
	last := steps[len(steps)-1]
	return g.at(last.b)
}

func dist(a, b pt) float32 {
	return float32(math.Hypot(float64(b.X-a.X), float64(b.Y-a.Y)))
}
