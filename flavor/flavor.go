// Package flavor holds TwinBee's and Pete's lines as data (one text file per
// situation under lines/, one line per variant) and the small picker that
// chooses among them deterministically.
package flavor

import (
	"embed"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strings"
	"sync"

	"github.com/gogobee/gogobee/internal/dice"
)

//go:embed lines/*.txt
var files embed.FS

var (
	loadOnce sync.Once
	pools    map[string][]string
	loadErr  error
)

func load() {
	pools = map[string][]string{}
	entries, err := fs.ReadDir(files, "lines")
	if err != nil {
		loadErr = err
		return
	}
	for _, e := range entries {
		b, err := files.ReadFile(path.Join("lines", e.Name()))
		if err != nil {
			loadErr = err
			return
		}
		var lines []string
		for _, l := range strings.Split(string(b), "\n") {
			l = strings.TrimSpace(l)
			if l != "" && !strings.HasPrefix(l, "#") {
				lines = append(lines, strings.ReplaceAll(l, `\n`, "\n"))
			}
		}
		pools[strings.TrimSuffix(e.Name(), ".txt")] = lines
	}
}

// Situations lists every situation that has lines, sorted.
func Situations() []string {
	loadOnce.Do(load)
	var out []string
	for k := range pools {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// Lines returns the variants for situation; it fails for an unknown or empty one.
func Lines(situation string) ([]string, error) {
	loadOnce.Do(load)
	if loadErr != nil {
		return nil, loadErr
	}
	l := pools[situation]
	if len(l) == 0 {
		return nil, fmt.Errorf("flavor: no lines for situation %q", situation)
	}
	return l, nil
}

// Pick chooses one line of situation with s, avoiding the line at index
// last (pass -1 when there is none) so a player never reads the same line
// twice in a row. It returns the line and its index. An unknown situation
// panics: the shipped set is checked by a test.
func Pick(situation string, s *dice.Stream, last int) (string, int) {
	l, err := Lines(situation)
	if err != nil {
		panic(err)
	}
	if len(l) == 1 {
		return l[0], 0
	}
	i := s.IntN(len(l))
	if i == last {
		i = (i + 1 + s.IntN(len(l)-1)) % len(l)
	}
	return l[i], i
}

// Fill replaces {name} placeholders in line with vars[name].
func Fill(line string, vars map[string]string) string {
	for k, v := range vars {
		line = strings.ReplaceAll(line, "{"+k+"}", v)
	}
	return line
}
