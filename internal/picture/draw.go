package picture

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"math"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
	"golang.org/x/image/vector"
)

// Image is a rendered picture: its PNG bytes and its size in pixels.
type Image struct {
	PNG           []byte
	Width, Height int
}

// Colours shared by the pictures (opaque RGB).
var (
	colInk       = rgb(0x2b, 0x2b, 0x2b) // text and outlines
	colInkSoft   = rgb(0x6b, 0x6b, 0x6b) // secondary text
	colPaper     = rgb(0xfa, 0xf7, 0xf0) // background
	colBandA     = rgb(0xf0, 0xe8, 0xd6) // region bands, alternating
	colBandB     = rgb(0xe4, 0xee, 0xf3)
	colGood      = rgb(0x4c, 0xaf, 0x50) // cleared
	colGold      = rgb(0xf2, 0xb7, 0x05) // the player
	colDanger    = rgb(0xe4, 0x57, 0x2e) // a foe waits
	colGrey      = rgb(0xd0, 0xd0, 0xd0) // not yet entered
	colLine      = rgb(0x9e, 0x9e, 0x9e) // a way not walked
	colPath      = rgb(0x2f, 0x6f, 0xde) // the walked path
	colLocked    = rgb(0xc6, 0x28, 0x28) // a locked way
	colBlocked   = rgb(0x5d, 0x10, 0x10) // a way found shut
	colOnLight   = rgb(0xff, 0xff, 0xff) // letters on dark fills
	colLetterDim = rgb(0x55, 0x55, 0x55) // letters on light fills
)

func rgb(r, g, b uint8) color.RGBA { return color.RGBA{R: r, G: g, B: b, A: 0xff} }

// parsedFonts are the Go fonts, parsed once (a parsed font is safe for
// concurrent use; faces are not, so each picture makes its own).
var parsedFonts = sync.OnceValues(func() ([2]*opentype.Font, error) {
	reg, err := opentype.Parse(goregular.TTF)
	if err != nil {
		return [2]*opentype.Font{}, fmt.Errorf("picture: parsing Go Regular: %w", err)
	}
	bold, err := opentype.Parse(gobold.TTF)
	if err != nil {
		return [2]*opentype.Font{}, fmt.Errorf("picture: parsing Go Bold: %w", err)
	}
	return [2]*opentype.Font{reg, bold}, nil
})

// faces are the font faces of one picture.
type faces struct {
	text, bold, title font.Face
}

// newFaces makes the faces of one picture: 13 px text, 12 px bold (room
// letters, band names) and a 16 px bold title, fully hinted so glyphs sit
// on whole pixels.
func newFaces() (faces, error) {
	fs, err := parsedFonts()
	if err != nil {
		return faces{}, err
	}
	mk := func(f *opentype.Font, size float64) (font.Face, error) {
		return opentype.NewFace(f, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingFull})
	}
	var fc faces
	if fc.text, err = mk(fs[0], 13); err != nil {
		return faces{}, err
	}
	if fc.bold, err = mk(fs[1], 12); err != nil {
		return faces{}, err
	}
	if fc.title, err = mk(fs[1], 16); err != nil {
		return faces{}, err
	}
	return fc, nil
}

// canvas is an RGBA picture being drawn.
type canvas struct {
	img *image.RGBA
}

func newCanvas(w, h int, bg color.RGBA) *canvas {
	c := &canvas{img: image.NewRGBA(image.Rect(0, 0, w, h))}
	c.rect(c.img.Bounds(), bg)
	return c
}

// rect fills r with col.
func (c *canvas) rect(r image.Rectangle, col color.RGBA) {
	draw.Draw(c.img, r, image.NewUniform(col), image.Point{}, draw.Src)
}

// pt is a point in pixels.
type pt struct{ X, Y float32 }

// polygon fills the closed polygon through pts with col, anti-aliased.
// Only the polygon's bounding box is rasterised.
func (c *canvas) polygon(pts []pt, col color.RGBA) {
	if len(pts) < 3 {
		return
	}
	minX, minY, maxX, maxY := pts[0].X, pts[0].Y, pts[0].X, pts[0].Y
	for _, p := range pts[1:] {
		minX, minY = min(minX, p.X), min(minY, p.Y)
		maxX, maxY = max(maxX, p.X), max(maxY, p.Y)
	}
	box := image.Rect(int(math.Floor(float64(minX))), int(math.Floor(float64(minY))),
		int(math.Ceil(float64(maxX)))+1, int(math.Ceil(float64(maxY)))+1).Intersect(c.img.Bounds())
	if box.Empty() {
		return
	}
	ox, oy := float32(box.Min.X), float32(box.Min.Y)
	z := vector.NewRasterizer(box.Dx(), box.Dy())
	z.MoveTo(pts[0].X-ox, pts[0].Y-oy)
	for _, p := range pts[1:] {
		z.LineTo(p.X-ox, p.Y-oy)
	}
	z.ClosePath()
	z.Draw(c.img, box, image.NewUniform(col), image.Point{})
}

// circleSides is how many sides a drawn circle has.
const circleSides = 48

// circle fills a disc of radius r around (x, y).
func (c *canvas) circle(x, y, r float32, col color.RGBA) {
	pts := make([]pt, circleSides)
	for i := range pts {
		s, co := math.Sincos(2 * math.Pi * float64(i) / circleSides)
		pts[i] = pt{x + r*float32(co), y + r*float32(s)}
	}
	c.polygon(pts, col)
}

// segment draws a straight line of the given width from a to b, with
// round ends.
func (c *canvas) segment(a, b pt, width float32, col color.RGBA) {
	dx, dy := b.X-a.X, b.Y-a.Y
	n := float32(math.Hypot(float64(dx), float64(dy)))
	if n > 0 {
		hx, hy := -dy/n*width/2, dx/n*width/2
		c.polygon([]pt{{a.X + hx, a.Y + hy}, {b.X + hx, b.Y + hy}, {b.X - hx, b.Y - hy}, {a.X - hx, a.Y - hy}}, col)
	}
	c.circle(a.X, a.Y, width/2, col)
	c.circle(b.X, b.Y, width/2, col)
}

// polyline draws the line through pts.
func (c *canvas) polyline(pts []pt, width float32, col color.RGBA) {
	for i := 1; i < len(pts); i++ {
		c.segment(pts[i-1], pts[i], width, col)
	}
}

// text writes s with its baseline starting at (x, y).
func (c *canvas) text(face font.Face, x, y int, s string, col color.RGBA) {
	d := font.Drawer{Dst: c.img, Src: image.NewUniform(col), Face: face,
		Dot: fixed.Point26_6{X: fixed.I(x), Y: fixed.I(y)}}
	d.DrawString(s)
}

// textCentred writes s centred on (x, y): horizontally on x, its cap
// height on y.
func (c *canvas) textCentred(face font.Face, x, y float32, s string, col color.RGBA) {
	w := textWidth(face, s)
	capH := face.Metrics().CapHeight.Round()
	c.text(face, int(math.Round(float64(x)))-w/2, int(math.Round(float64(y)))+capH/2, s, col)
}

// textWidth is the advance of s in face, in whole pixels.
func textWidth(face font.Face, s string) int { return font.MeasureString(face, s).Ceil() }

// encodePNG encodes img with fixed settings (default compression, no
// metadata), so the same picture always gives the same bytes.
func encodePNG(img image.Image) ([]byte, error) {
	var buf bytes.Buffer
	enc := png.Encoder{CompressionLevel: png.DefaultCompression}
	if err := enc.Encode(&buf, img); err != nil {
		return nil, fmt.Errorf("picture: encoding PNG: %w", err)
	}
	return buf.Bytes(), nil
}

// finish encodes the canvas as an Image.
func (c *canvas) finish() (Image, error) {
	data, err := encodePNG(c.img)
	if err != nil {
		return Image{}, err
	}
	b := c.img.Bounds()
	return Image{PNG: data, Width: b.Dx(), Height: b.Dy()}, nil
}
