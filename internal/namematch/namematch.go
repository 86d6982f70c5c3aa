// Package namematch finds the thing a player meant by a typed name: an
// item, a monster, a zone. It is the one matcher the commands share, so
// every name is read the same way: case, apostrophes and punctuation do
// not matter, words may come in any order and be cut short, and a typo
// gets a suggestion.
package namematch

import (
	"slices"
	"strings"
	"unicode/utf8"
)

// Candidate is one thing that can be named: Key identifies it to the
// caller, Names are what a player may type for it (its display name
// first, then its ID or other names).
type Candidate struct {
	Key   string
	Names []string
}

// Result is what a query fits: one key in Keys (a match), several (a
// "which one" question, in candidate order), or none with Suggest the key
// of the closest name within a few typos ("" when none is close).
type Result struct {
	Keys    []string
	Suggest string
}

// Found is the single key a query fits, and whether there is exactly one.
func (r Result) Found() (string, bool) {
	if len(r.Keys) == 1 {
		return r.Keys[0], true
	}
	return "", false
}

// Find matches query against cs, in steps; the first step that fits any
// candidate decides:
//  1. the whole of a name;
//  2. every typed word starting a word of a name, in order ("gob arch");
//  3. the same in any order ("healing potion" for Potion of Healing);
//  4. the typed text, spaces ignored, starting at a word of a name
//     ("goblinsneak", "warrens"; never inside a word: "orc" is not in
//     "sorcerer").
//
// Where several fit at one step, a name every word of which was typed in
// full wins ("healing potion" is Potion of Healing, not Potion of Greater
// Healing; small words like "of" need not be typed), then those whose
// display name begins with the typed text ("plate" is Plate Armor, not
// Fine Plate Armor), unless none of those has the typed words as whole
// words while another name does: then both kinds stay ("dragon" fits
// Young Red Dragon as well as Dragonborn Cultist, and the player is
// asked which). Nothing
// fitting suggests the nearest name within Typos of query.
func Find(query string, cs []Candidate) Result {
	q := Normalize(query)
	if q == "" {
		return Result{}
	}
	words := strings.Fields(q)
	flat := strings.Join(words, "")
	steps := []func(name string) bool{
		func(name string) bool { return name == q },
		func(name string) bool { return wordsStartInOrder(words, strings.Fields(name)) },
		func(name string) bool { return wordsStartAnywhere(words, strings.Fields(name)) },
		func(name string) bool { return flatFromWordStart(flat, strings.Fields(name)) },
	}
	norm := normalizeNames(cs)
	for _, fits := range steps {
		if hits := stepHits(fits, q, words, cs, norm); len(hits) > 0 {
			return Result{Keys: hits}
		}
	}
	return Result{Suggest: suggest(q, cs, norm)}
}

// normalizeNames is every candidate's names read through Normalize, in
// the same order, so each name is normalised once per query.
func normalizeNames(cs []Candidate) [][]string {
	norm := make([][]string, len(cs))
	for i, c := range cs {
		for _, n := range c.Names {
			norm[i] = append(norm[i], Normalize(n))
		}
	}
	return norm
}

// stepHits is the keys one step of Find fits, in candidate order: every
// candidate with a name fits accepts, narrowed where several fit to the
// names typed in full, then to the leading ones, as Find describes. None
// fitting is nil, and Find goes on to its next step.
func stepHits(fits func(name string) bool, q string, words []string, cs []Candidate, norm [][]string) []string {
	var hits, whole, leading, exact []string
	wholeWordLead := false
	for i, c := range cs {
		n, ok := firstFit(fits, norm[i])
		if !ok {
			continue
		}
		hits = append(hits, c.Key)
		if covers(words, strings.Fields(n)) {
			whole = append(whole, c.Key)
		}
		lead, ex := strings.HasPrefix(norm[i][0], q), typedWhole(words, strings.Fields(n))
		if lead || ex {
			exact = append(exact, c.Key)
		}
		if lead {
			leading = append(leading, c.Key)
			wholeWordLead = wholeWordLead || ex
		}
	}
	if !wholeWordLead {
		leading = exact // a prefix beats no whole word ("dragon")
	}
	for _, better := range [][]string{whole, leading} {
		if len(hits) > 1 && len(better) > 0 {
			hits = better
		}
	}
	return hits
}

// firstFit is the first of a candidate's normalised names that fits
// accepts, and whether there is one: a candidate counts once at a step
// however many of its names fit.
func firstFit(fits func(name string) bool, names []string) (string, bool) {
	for _, n := range names {
		if fits(n) {
			return n, true
		}
	}
	return "", false
}

// suggest is the key of the candidate whose name is nearest q by
// Distance, within Typos(q) edits; the first such name wins a tie, and
// none close enough is "".
func suggest(q string, cs []Candidate, norm [][]string) string {
	best, bestD := "", Typos(q)+1
	for i, c := range cs {
		for _, n := range norm[i] {
			if d := Distance(q, n); d < bestD {
				best, bestD = c.Key, d
			}
		}
	}
	return best
}

// Typos is how many edits a typed name of q may be away from a name and
// still be suggested: about one per three letters, and always fewer than
// its letters, so "e" suggests nothing.
func Typos(q string) int {
	n := utf8.RuneCountInString(q)
	return min(n/3+1, n-1)
}

// Normalize lower-cases s, drops apostrophes, turns brackets, underscores,
// hyphens, commas and full stops into spaces, collapses runs of space,
// reads the British "armour" as the SRD's "armor" (TwinBee's prose writes
// the one, the catalogue's names the other) and drops a leading "the ".
func Normalize(s string) string {
	s = strings.ToLower(s)
	s = apostrophes.Replace(s)
	s = strings.NewReplacer("(", " ", ")", " ", "_", " ", "-", " ", ",", " ", ".", " ").Replace(s)
	words := strings.Fields(s)
	for i, w := range words {
		if w == "armour" {
			words[i] = "armor"
		}
	}
	return strings.TrimPrefix(strings.Join(words, " "), "the ")
}

// apostrophes drops every mark a keyboard types for an apostrophe or a
// single quote: the plain one, the typographic ones phones put in (’ ‘),
// the modifier letter (ʼ), the prime (′), the acute and grave accents (´ `)
// and the full-width one (＇), so "Valdris’s" and "‘Valdris’s’" read as
// "valdriss" like "Valdris's".
var apostrophes = strings.NewReplacer("'", "", "’", "", "‘", "", "ʼ", "", "′", "", "´", "", "`", "", "＇", "")

// wordsStartInOrder reports whether every word of q starts a word of name,
// each after the one before.
func wordsStartInOrder(q, name []string) bool {
	i := 0
	for _, w := range q {
		for i < len(name) && !strings.HasPrefix(name[i], w) {
			i++
		}
		if i == len(name) {
			return false
		}
		i++
	}
	return true
}

// filler are the small words a name may have that nobody types.
var filler = map[string]bool{"of": true, "the": true, "a": true, "an": true, "and": true}

// covers reports whether every word of name but filler is a word of q:
// the player typed the whole name, in some order ("fire" does not cover
// Fireball).
func covers(q, name []string) bool {
	for _, n := range name {
		if !filler[n] && !slices.Contains(q, n) {
			return false
		}
	}
	return true
}

// typedWhole reports whether every typed word of q is a whole word of
// name ("dragon" in Young Red Dragon, not in Dragonborn Cultist).
func typedWhole(q, name []string) bool {
	for _, w := range q {
		if !slices.Contains(name, w) {
			return false
		}
	}
	return true
}

// wordsStartAnywhere reports whether every word of q starts a different
// word of name, in any order.
func wordsStartAnywhere(q, name []string) bool {
	used := make([]bool, len(name))
	for _, w := range q {
		found := false
		for i, n := range name {
			if !used[i] && strings.HasPrefix(n, w) {
				used[i], found = true, true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// flatFromWordStart reports whether flat (typed text without spaces)
// appears in name without spaces, starting where one of its words starts.
func flatFromWordStart(flat string, name []string) bool {
	for i := range name {
		if strings.HasPrefix(strings.Join(name[i:], ""), flat) {
			return true
		}
	}
	return false
}

// Distance is the optimal-string-alignment distance between a and b in
// runes: an insertion, a deletion, a substitution or a swap of two
// neighbouring letters ("hlep") each cost one. Inputs longer than 64 runes
// count as far apart (99).
func Distance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	if len(ra) > 64 || len(rb) > 64 {
		return 99
	}
	d := make([][]int, len(ra)+1)
	for i := range d {
		d[i] = make([]int, len(rb)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(ra); i++ {
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
			if i > 1 && j > 1 && ra[i-1] == rb[j-2] && ra[i-2] == rb[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(ra)][len(rb)]
}
