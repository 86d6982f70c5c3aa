// Package flavor holds TwinBee's and Pete's lines as data (one text file per
// situation under lines/, one line per variant) and the small picker that
// chooses among them deterministically.
//
// A situation is a Situation constant (situations.go), never a string: a
// misspelt one does not compile. A file's comment lines (those starting
// with #) say when its lines are read and declare its placeholders: every
// {name} they mention. A line may use only those, and every caller fills
// them all; the package's tests hold the lines and the callers to that.
package flavor

import (
	"embed"
	"fmt"
	"io/fs"
	"path"
	"regexp"
	"slices"
	"strings"
	"sync"

	"github.com/gogobee/gogobee/internal/dice"
)

//go:embed lines/*.txt
var files embed.FS

// Situation names one set of lines: String is its file's name under
// lines/, without ".txt"; Placeholders are the {names} its callers fill.
// The zero Situation is None.
type Situation uint8

// String is the situation's name ("expedition_morning"): the key of a
// player's line memory and of the line's random stream. None and values
// outside the set have no name ("").
func (s Situation) String() string {
	if !s.known() {
		return ""
	}
	return readTable()[s].name
}

// Placeholders are the {names} s's file declares: every caller fills them
// and its lines may use no others. In the order the file first mentions
// them; nil for none.
func (s Situation) Placeholders() []string {
	if !s.known() {
		return nil
	}
	return append([]string(nil), readTable()[s].vars...)
}

// known reports whether s is one of the declared situations (not None).
func (s Situation) known() bool { return s > None && s < numSituations }

// situation is what a situation's file holds.
type situation struct {
	name  string   // the file's name without ".txt"
	vars  []string // the placeholders its comment lines declare
	lines []string // the variants
}

// table is every situation's file, by Situation (None's is empty).
type table [numSituations]situation

// loadTable reads lines/ the first time it is called, with what went
// wrong (Load returns it).
var loadTable = sync.OnceValues(func() (*table, error) { return load(files) })

// Load reads the lines the first time it is called and returns what went
// wrong, or nil: the files and the situations must be as many, and each
// file readable. Later calls return the first call's result. Programs
// call it at start-up and refuse to run when it fails; Lines reports the
// error too.
func Load() error {
	_, err := loadTable()
	return err
}

// readTable is the lines as read: empty when Load failed.
func readTable() *table {
	t, _ := loadTable()
	return t
}

// placeholder is a {name} in a line or a comment.
var placeholder = regexp.MustCompile(`\{([a-z_]+)\}`)

// load reads lines/ of fsys: the files, in name order, are the
// situations in declaration order. When their numbers differ no file is
// bound (a file added or removed would shift every later one) and the
// error says why; the tests check the shipped set. The table is never nil.
func load(fsys fs.FS) (*table, error) {
	t := &table{}
	entries, err := fs.ReadDir(fsys, "lines")
	if err != nil {
		return t, fmt.Errorf("flavor: %w", err)
	}
	if len(entries) != len(t)-1 {
		return t, fmt.Errorf("flavor: %d files under lines/ for %d situations", len(entries), len(t)-1)
	}
	for i, e := range entries {
		b, err := fs.ReadFile(fsys, path.Join("lines", e.Name()))
		if err != nil {
			return &table{}, fmt.Errorf("flavor: %w", err)
		}
		t[i+1] = parse(strings.TrimSuffix(e.Name(), ".txt"), string(b))
	}
	return t, nil
}

// parse reads one situation's file: its comment lines' placeholders and
// its variants (blank lines skipped, a literal \n a line break).
func parse(name, text string) situation {
	s := situation{name: name}
	for _, l := range strings.Split(text, "\n") {
		l = strings.TrimSpace(l)
		switch {
		case strings.HasPrefix(l, "#"):
			for _, m := range placeholder.FindAllStringSubmatch(l, -1) {
				if !slices.Contains(s.vars, m[1]) {
					s.vars = append(s.vars, m[1])
				}
			}
		case l != "":
			s.lines = append(s.lines, strings.ReplaceAll(l, `\n`, "\n"))
		}
	}
	return s
}

// Lines returns the variants of s, unfilled. Errors: None or an unknown
// value, or a situation whose file is missing or has no lines.
func Lines(s Situation) ([]string, error) {
	if !s.known() {
		return nil, fmt.Errorf("flavor: no such situation (%d)", uint8(s))
	}
	t, err := loadTable()
	if l := t[s].lines; len(l) > 0 {
		return l, nil
	}
	return nil, fmt.Errorf("flavor: no lines for situation %d %q (%v)", uint8(s), t[s].name, err)
}

// Pick chooses one line of s with st, avoiding the line at index last
// (pass -1 when there is none) so a player never reads the same line twice
// in a row, and fills its placeholders from vars (Fill). It returns the
// line and its index. It never panics: a situation with no lines (None, a
// value outside the set) gives "" and -1, which the shipped set and its
// callers are tested never to produce.
func Pick(s Situation, vars map[string]string, st *dice.Stream, last int) (string, int) {
	l, err := Lines(s)
	if err != nil {
		return "", -1
	}
	if len(l) == 1 {
		return Fill(l[0], vars), 0
	}
	i := st.IntN(len(l))
	if i == last {
		i = (i + 1 + st.IntN(len(l)-1)) % len(l)
	}
	return Fill(l[i], vars), i
}

// Fill replaces {name} placeholders in line with vars[name].
func Fill(line string, vars map[string]string) string {
	for k, v := range vars {
		line = strings.ReplaceAll(line, "{"+k+"}", v)
	}
	return line
}
