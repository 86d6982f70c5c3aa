package report

import "image/color"

// rampPalette is a palette.Palette of fixed colours.
type rampPalette []color.Color

func (p rampPalette) Colors() []color.Color { return p }

// clearPalette runs from red (0% cleared) through pale yellow (50%) to
// green (100%) in n >= 2 steps.
func clearPalette(n int) rampPalette {
	stops := [3]color.RGBA{{215, 48, 39, 255}, {255, 255, 191, 255}, {26, 152, 80, 255}}
	p := make(rampPalette, n)
	for i := range p {
		f := 2 * float64(i) / float64(n-1) // 0..2 across the two segments
		seg := min(int(f), 1)
		p[i] = lerp(stops[seg], stops[seg+1], f-float64(seg))
	}
	return p
}

func lerp(a, b color.RGBA, f float64) color.RGBA {
	mix := func(x, y uint8) uint8 { return uint8(float64(x) + (float64(y)-float64(x))*f + 0.5) }
	return color.RGBA{mix(a.R, b.R), mix(a.G, b.G), mix(a.B, b.B), 255}
}
