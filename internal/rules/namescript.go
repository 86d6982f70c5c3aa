package rules

import (
	"sort"
	"unicode"
)

// writingSystems maps the scripts that one writing system mixes to the
// systems they serve: Japanese writes Han with Hiragana and Katakana,
// Korean Han with Hangul, Chinese Han with Bopomofo (the resolved script
// sets of Unicode's UTS #39, section 5.1). Any other script is a system of
// its own.
var writingSystems = map[string][]string{
	"Han":      {"Japanese", "Korean", "Chinese"},
	"Hiragana": {"Japanese"},
	"Katakana": {"Japanese"},
	"Hangul":   {"Korean"},
	"Bopomofo": {"Chinese"},
}

// scriptNames lists unicode.Scripts' names in a fixed order, the usual
// scripts of names first, so a letter's script is found in a few lookups.
var scriptNames = func() []string {
	first := []string{"Latin", "Cyrillic", "Greek", "Han", "Hiragana", "Katakana", "Hangul", "Arabic", "Hebrew"}
	rank := map[string]int{}
	for i, n := range first {
		rank[n] = i - len(first)
	}
	names := make([]string, 0, len(unicode.Scripts))
	for n := range unicode.Scripts {
		names = append(names, n)
	}
	sort.Slice(names, func(i, j int) bool {
		if rank[names[i]] != rank[names[j]] {
			return rank[names[i]] < rank[names[j]]
		}
		return names[i] < names[j]
	})
	return names
}()

// scriptOf returns the Unicode script of r ("Latin", "Cyrillic"...), or ""
// for the characters every script shares (Common, Inherited).
func scriptOf(r rune) string {
	for _, n := range scriptNames {
		if n != "Common" && n != "Inherited" && unicode.Is(unicode.Scripts[n], r) {
			return n
		}
	}
	return ""
}

// mixedScripts finds the first letter of name that no writing system shares
// with the letters before it ("Wrеn" with a Cyrillic е after Latin
// letters). It returns that letter and the two scripts that clash, or ok
// false when one writing system has every letter.
func mixedScripts(name string) (r rune, scripts [2]string, ok bool) {
	var systems []string // the writing systems every letter so far belongs to
	first := ""
	for _, c := range name {
		script := scriptOf(c)
		if script == "" {
			continue
		}
		own, shared := writingSystems[script]
		if !shared {
			own = []string{script}
		}
		if first == "" {
			first, systems = script, own
			continue
		}
		if systems = intersect(systems, own); len(systems) == 0 {
			return c, [2]string{first, script}, true
		}
	}
	return 0, [2]string{}, false
}

func intersect(a, b []string) []string {
	var out []string
	for _, x := range a {
		for _, y := range b {
			if x == y {
				out = append(out, x)
			}
		}
	}
	return out
}
