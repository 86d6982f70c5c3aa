// Package flavor holds TwinBee's and Pete's lines as data (one text file per
// situation under lines/, one line per variant) and the small picker that
// chooses among them deterministically.
//
// A situation is a Situation constant (situations.go), never a string: a
// misspelt one does not compile, and each declares the {placeholders} its
// callers fill, which the package's tests hold the lines and the callers
// to.
package flavor

import (
	"embed"
	"fmt"
	"path"
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
	return situations[s].name
}

// Placeholders are the {names} every caller of s fills and the only ones
// its lines may use, in the order declared; nil for none.
func (s Situation) Placeholders() []string {
	if !s.known() {
		return nil
	}
	return append([]string(nil), situations[s].vars...)
}

// known reports whether s is one of the declared situations (not None).
func (s Situation) known() bool { return s > None && s < numSituations }

// All lists every situation, None left out, in declaration order.
func All() []Situation {
	out := make([]Situation, 0, numSituations-1)
	for s := None + 1; s < numSituations; s++ {
		out = append(out, s)
	}
	return out
}

var (
	loadOnce sync.Once
	pools    [numSituations][]string
	loadErr  error
)

// load reads every situation's file. A missing file is an error, reported
// by Lines (the tests check the shipped set).
func load() {
	for _, s := range All() {
		b, err := files.ReadFile(path.Join("lines", s.String()+".txt"))
		if err != nil {
			loadErr = fmt.Errorf("flavor: %w", err)
			continue
		}
		var lines []string
		for _, l := range strings.Split(string(b), "\n") {
			l = strings.TrimSpace(l)
			if l != "" && !strings.HasPrefix(l, "#") {
				lines = append(lines, strings.ReplaceAll(l, `\n`, "\n"))
			}
		}
		pools[s] = lines
	}
}

// Lines returns the variants of s, unfilled. Errors: None or an unknown
// value, a situation without a file, or a file with no lines.
func Lines(s Situation) ([]string, error) {
	loadOnce.Do(load)
	if !s.known() {
		return nil, fmt.Errorf("flavor: no such situation (%d)", uint8(s))
	}
	l := pools[s]
	if len(l) == 0 {
		return nil, fmt.Errorf("flavor: no lines for situation %q (%v)", s, loadErr)
	}
	return l, nil
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
