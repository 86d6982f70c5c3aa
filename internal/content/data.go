package content

import (
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"slices"

	"github.com/gogobee/gogobee/internal/strictyaml"
)

// dataFS holds the content authored as data: the zones (data/zones.yaml),
// the harvest resource registry (data/resources.yaml), one YAML file per
// zone graph (data/graphs/<zone>.yaml) and one per bestiary tier
// (data/monsters/*.yaml). data/README.md describes the formats.
//
//go:embed data/graphs/*.yaml data/monsters/*.yaml data/zones.yaml data/resources.yaml
var dataFS embed.FS

// decodeFile decodes one data file strictly into a T; an error names the
// file.
func decodeFile[T any](file string, data []byte) (T, error) {
	var doc T
	if err := strictyaml.Decode(data, &doc); err != nil {
		return doc, fmt.Errorf("content: %s: %w", file, err)
	}
	return doc, nil
}

// fileProblems collects what is wrong with one data file; each problem is
// prefixed with the file's path.
type fileProblems struct {
	file string
	errs []error
}

// addf records one problem.
func (p *fileProblems) addf(format string, args ...any) {
	p.errs = append(p.errs, fmt.Errorf("content: %s: %s", p.file, fmt.Sprintf(format, args...)))
}

// err joins the problems; nil when there are none.
func (p *fileProblems) err() error { return errors.Join(p.errs...) }

// readData reads one embedded file ("data/monsters/tier1.yaml").
func readData(fsys fs.FS, file string) ([]byte, error) {
	b, err := fs.ReadFile(fsys, file)
	if err != nil {
		return nil, fmt.Errorf("content: %w", err)
	}
	return b, nil
}

// strayFiles reports files in dir that the loader does not read (a file
// added without being listed would otherwise be ignored in silence).
func strayFiles(fsys fs.FS, dir string, loaded []string) error {
	entries, err := fs.ReadDir(fsys, dir)
	if err != nil {
		return fmt.Errorf("content: %w", err)
	}
	var errs []error
	for _, e := range entries {
		if name := dir + "/" + e.Name(); !slices.Contains(loaded, name) {
			errs = append(errs, fmt.Errorf("content: %s: not loaded (no zone or tier reads it)", name))
		}
	}
	return errors.Join(errs...)
}
