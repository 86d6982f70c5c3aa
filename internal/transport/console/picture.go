package console

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/gogobee/gogobee/internal/outbox"
)

// savePicture writes im into PictureDir under its content name
// (outbox.Image.StoredName), unless a file of that name is there already,
// and returns the line that tells where: "🖼️ map saved: PATH". A picture
// that cannot be saved is told about in that line instead; the message is
// printed either way.
func (c *Console) savePicture(im outbox.Image) string {
	what := strings.TrimSuffix(im.FileName(), filepath.Ext(im.FileName()))
	path := filepath.Join(c.PictureDir, im.StoredName())
	if err := writeOnce(path, im.PNG); err != nil {
		return fmt.Sprintf("🖼️ %s not saved: %v", what, err)
	}
	return fmt.Sprintf("🖼️ %s saved: %s", what, path)
}

// writeOnce writes data to path through a temporary file renamed into
// place, so a reader never sees half a picture; an existing file of that
// name (the same content) is left as it is.
func writeOnce(path string, data []byte) error {
	if _, err := os.Stat(path); err == nil {
		return nil
	} else if !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o750); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(dir, ".picture-*")
	if err != nil {
		return err
	}
	_, werr := tmp.Write(data)
	cerr := tmp.Close()
	if err := errors.Join(werr, cerr); err != nil {
		_ = os.Remove(tmp.Name())
		return err
	}
	if err := os.Chmod(tmp.Name(), 0o644); err != nil {
		_ = os.Remove(tmp.Name())
		return err
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		_ = os.Remove(tmp.Name())
		return err
	}
	return nil
}
