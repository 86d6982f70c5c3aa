package bot

import "strings"

// Param is one slot of a usage line after the verb (and its subcommand):
// a fixed word typed as shown (`coins`, `on|off`), or a value the player
// fills in (`<zone>`, `[n]`). Usage lines, help and the README are derived
// from the params a command declares, and so is whether words may follow a
// subcommand.
type Param struct {
	// Name is what help shows inside the brackets ("zone", "n|all"), or
	// the word itself for a fixed one ("coins", "confirm|cancel").
	Name string
	// Fixed is a word typed as shown; help puts no angle brackets round
	// it.
	Fixed bool
	// Optional may be left out; help shows it in square brackets.
	Optional bool
	// Repeats may take several words (a zone's name, an announcement);
	// help shows it as one slot all the same.
	Repeats bool
	// Suffix is typed right after the value, e.g. the "%" of `<N>%`.
	Suffix string
}

// Arg is a required value of one word, shown as `<name>`.
func Arg(name string) Param { return Param{Name: name} }

// Words is a required value of one or more words, shown as `<name>`.
func Words(name string) Param { return Param{Name: name, Repeats: true} }

// Opt is a value that may be left out, shown as `[name]`.
func Opt(name string) Param { return Param{Name: name, Optional: true} }

// OptWords is a value of one or more words that may be left out, shown as
// `[name]`.
func OptWords(name string) Param { return Param{Name: name, Optional: true, Repeats: true} }

// Fixed is a word (or a choice of words, "on|off") typed as shown.
func Fixed(word string) Param { return Param{Name: word, Fixed: true} }

// String is the param as a usage line shows it: `coins`, `<zone>`,
// `[n]`, `<N>%`.
func (p Param) String() string {
	switch {
	case p.Optional:
		return "[" + p.Name + "]" + p.Suffix
	case p.Fixed:
		return p.Name + p.Suffix
	default:
		return "<" + p.Name + ">" + p.Suffix
	}
}

// Form is one usage line's params (after the verb, or after the verb and
// a subcommand), with what the line does when help lists it on a line of
// its own: a verb's free argument (`fight <monster>`) or a subcommand's
// further form (`expedition run on|off`).
type Form struct {
	Params  []Param
	Summary string
}

// line is the usage line of the form after head ("zone", "zone go"),
// without the prefix: "zone go <n>".
func (f Form) line(head string) string {
	words := []string{head}
	for _, p := range f.Params {
		words = append(words, p.String())
	}
	return strings.Join(words, " ")
}
