package main

import (
	"fmt"
	"slices"
	"strings"

	"github.com/gogobee/gogobee/internal/rules"
)

// subclassPick is the -subclasses choice: which subclasses each class
// plays, "" standing for the vanilla class (rules §1.11).
type subclassPick struct {
	vanilla bool
	all     bool
	named   []rules.SubclassID
}

// parseSubclasses reads -subclasses: "none", "all", or a comma list of
// subclass IDs or names and "none", each word at most once. A named
// subclass must belong to one of classes; "all,none" plays every subclass
// and the vanilla class beside them.
func parseSubclasses(s string, classes []rules.ClassID) (subclassPick, error) {
	var p subclassPick
	for _, w := range strings.Split(s, ",") {
		w = strings.TrimSpace(w)
		switch {
		case w == "" || strings.EqualFold(w, "none"):
			p.vanilla = true
		case strings.EqualFold(w, "all"):
			p.all = true
		default:
			id, ok := subclassNamed(w, classes)
			if !ok {
				return p, fmt.Errorf("-subclasses: %q is no subclass of %v (want 'none', 'all' or IDs such as champion)", w, classes)
			}
			if !slices.Contains(p.named, id) {
				p.named = append(p.named, id)
			}
		}
	}
	return p, nil
}

// subclassNamed finds the subclass named w among classes' subclasses.
func subclassNamed(w string, classes []rules.ClassID) (rules.SubclassID, bool) {
	for _, c := range classes {
		d, ok := rules.Class(c)
		if !ok {
			continue
		}
		if s, ok := d.SubclassByName(w); ok {
			return s.ID, true
		}
	}
	return "", false
}

// of lists what class plays under p, in data order: "" (vanilla) first
// when asked for, then its subclasses asked for.
func (p subclassPick) of(class rules.ClassID) []rules.SubclassID {
	var out []rules.SubclassID
	if p.vanilla {
		out = append(out, "")
	}
	d, ok := rules.Class(class)
	if !ok {
		return out
	}
	for _, s := range d.Subclasses {
		if p.all || slices.Contains(p.named, s.ID) {
			out = append(out, s.ID)
		}
	}
	return out
}
