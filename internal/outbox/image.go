package outbox

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"path"
	"strings"
	"time"

	"github.com/gogobee/gogobee/internal/store"
)

// Image is a PNG picture a message carries (the zone map). The message's
// Body stays its Markdown text: the picture's caption, and the whole
// message where pictures are not shown. Pictures are stored by content
// (table outbox_image, keyed by SHA-256), so the same picture queued many
// times is stored once, and a transport uploads it once.
type Image struct {
	PNG []byte
	// Width and Height are the picture's size in pixels.
	Width, Height int
	// Name is the file name it is sent under ("map.png"); "" reads as
	// "image.png".
	Name string
}

// pngMagic opens every PNG file.
var pngMagic = []byte("\x89PNG\r\n\x1a\n")

// check refuses an image that is not a PNG with a size.
func (im Image) check() error {
	if !bytes.HasPrefix(im.PNG, pngMagic) {
		return fmt.Errorf("outbox: the image is not a PNG")
	}
	if im.Width <= 0 || im.Height <= 0 {
		return fmt.Errorf("outbox: the image has no size (%dx%d)", im.Width, im.Height)
	}
	return nil
}

// SHA256 is the hex SHA-256 of the PNG bytes: the picture's content
// address.
func (im Image) SHA256() string {
	sum := sha256.Sum256(im.PNG)
	return hex.EncodeToString(sum[:])
}

// FileName is the name the picture is sent under: Name, or "image.png".
func (im Image) FileName() string {
	if im.Name == "" {
		return "image.png"
	}
	return im.Name
}

// StoredName is a file name for the picture made from its content: the
// stem of FileName, a dash and the first 16 hex digits of SHA256
// ("map-3f9a0c1b2d4e5f60.png"), so the same picture always gets the same
// name and different ones never share it.
func (im Image) StoredName() string {
	name := path.Base(strings.ReplaceAll(im.FileName(), `\`, "/"))
	stem := strings.TrimSuffix(name, path.Ext(name))
	if stem == "" || stem == "." || stem == "/" {
		stem = "image"
	}
	return stem + "-" + im.SHA256()[:16] + ".png"
}

// storeImage keeps im's bytes under their SHA-256 (once) and returns it.
func storeImage(ctx context.Context, s *store.Store, im Image, now time.Time) (string, error) {
	if err := im.check(); err != nil {
		return "", err
	}
	sum := im.SHA256()
	if _, err := s.DB.Exec(ctx,
		`INSERT INTO outbox_image (sha256, png, width, height, created_at) VALUES ($1, $2, $3, $4, $5)
		 ON CONFLICT (sha256) DO NOTHING`,
		sum, im.PNG, im.Width, im.Height, now.UnixMilli()); err != nil {
		return "", fmt.Errorf("outbox: storing an image: %w", err)
	}
	return sum, nil
}

// loadImages fills in the pictures of rows that carry one (sums[i] is row
// i's picture, "" for none).
func loadImages(ctx context.Context, s *store.Store, rows []Row, sums, names []string) error {
	for i := range rows {
		if sums[i] == "" {
			continue
		}
		im := Image{Name: names[i]}
		if err := s.DB.QueryRow(ctx, "SELECT png, width, height FROM outbox_image WHERE sha256 = $1", sums[i]).
			Scan(&im.PNG, &im.Width, &im.Height); err != nil {
			return fmt.Errorf("outbox: loading the image of row %d: %w", rows[i].ID, err)
		}
		rows[i].Image = &im
	}
	return nil
}

// pruneImages deletes the pictures no outbox row carries any more.
func pruneImages(ctx context.Context, s *store.Store) error {
	_, err := s.DB.Exec(ctx,
		"DELETE FROM outbox_image WHERE sha256 NOT IN (SELECT image_sha256 FROM outbox WHERE image_sha256 <> '')")
	return err
}
