package odds

import (
	"strconv"
	"strings"

	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/sim"
)

// ask is what `!expedition odds` was asked, the zone aside: both packings
// (neither Packing nor Packs set), one packing by name, or packs by count.
type ask struct {
	// Packing is "standard" or "deluxe" when one packing was named.
	Packing expedition.PackKind
	// Packs are the packs named with counts ("standard 2 deluxe 1"); nil
	// when none was.
	Packs *sim.Packing
}

// errCount is a count of packs that is not a whole number of at least 1:
// the word, the pack kind it counts and the words before it (the zone the
// player named).
type errCount struct {
	Word string
	Kind expedition.PackKind
	Zone string
}

func (e errCount) Error() string { return "not a number of packs: " + e.Word }

// errNoKind is a number after the zone with no pack kind before it
// ("goblin warrens 2", "crypt premium 2"): the number and the words
// before it.
type errNoKind struct {
	Word string
	Zone string
}

func (e errNoKind) Error() string { return "a count with no pack kind: " + e.Word }

// parseArgs splits the words after `odds` into the zone (the words before
// the packs) and the packs: nothing, one pack kind on its own (a packing:
// "standard" or "deluxe"), or kinds each with an optional count as
// `!supplies buy` reads them ("standard 2", "standard 3 deluxe 1";
// a kind without a count is one pack). Errors: errCount, errNoKind (a
// number last with no pack kind before it).
func parseArgs(args []string) (zone string, a ask, err error) {
	type term struct {
		kind  expedition.PackKind
		n     int
		count bool
	}
	var terms []term
	i := len(args)
	for i > 0 {
		last := args[i-1]
		if kind, kerr := expedition.ParsePackKind(last); kerr == nil {
			terms = append(terms, term{kind: kind, n: 1})
			i--
			continue
		}
		before := "" // the word that would name the kind last counts
		if i >= 2 {
			before = args[i-2]
		}
		kind, kerr := expedition.ParsePackKind(before)
		if kerr != nil {
			if _, nerr := strconv.Atoi(last); nerr == nil {
				return "", ask{}, errNoKind{Word: last, Zone: strings.Join(args[:i-1], " ")}
			}
			break
		}
		n, nerr := strconv.Atoi(last)
		if nerr != nil || n < 1 {
			return "", ask{}, errCount{Word: last, Kind: kind, Zone: strings.Join(args[:i-2], " ")}
		}
		terms = append(terms, term{kind: kind, n: n, count: true})
		i -= 2
	}
	zone = strings.TrimSpace(strings.Join(args[:i], " "))
	switch {
	case len(terms) == 0:
		return zone, ask{}, nil
	case len(terms) == 1 && !terms[0].count:
		return zone, ask{Packing: terms[0].kind}, nil
	}
	var p sim.Packing
	for _, t := range terms {
		if t.kind == expedition.PackDeluxe {
			p.Deluxe += t.n
		} else {
			p.Standard += t.n
		}
	}
	return zone, ask{Packs: &p}, nil
}
