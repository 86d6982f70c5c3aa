package picture

import (
	"bytes"
	"fmt"
	"image"
	"image/draw"
	"image/png"
)

// stackGap is the paper between two stacked pictures, in pixels.
const stackGap = 12

// Stack draws pictures one under the other on one sheet of paper, each
// centred, stackGap apart: the report card's chart above its route map
// (rules §8.21). The sheet is as wide as the widest picture. Errors: no
// pictures, a picture that is not a PNG, and the encoder's.
func Stack(parts ...Image) (Image, error) {
	if len(parts) == 0 {
		return Image{}, fmt.Errorf("picture: nothing to stack")
	}
	decoded := make([]image.Image, len(parts))
	w, h := 0, stackGap*(len(parts)-1)
	for i, p := range parts {
		img, err := png.Decode(bytes.NewReader(p.PNG))
		if err != nil {
			return Image{}, fmt.Errorf("picture: stacking picture %d: %w", i+1, err)
		}
		decoded[i] = img
		b := img.Bounds()
		w, h = max(w, b.Dx()), h+b.Dy()
	}
	c := newCanvas(w, h, colPaper)
	y := 0
	for _, img := range decoded {
		b := img.Bounds()
		at := image.Pt((w-b.Dx())/2, y)
		draw.Draw(c.img, image.Rectangle{Min: at, Max: at.Add(b.Size())}, img, b.Min, draw.Src)
		y += b.Dy() + stackGap
	}
	return c.finish()
}
