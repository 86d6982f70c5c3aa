package character

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"sort"
	"strings"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/mdtext"
	"github.com/gogobee/gogobee/internal/namematch"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/rules"
)

// createSpec is a parsed `!char create`.
type createSpec struct {
	name  string
	class rules.ClassID
	race  rules.RaceID
}

// DefaultRace is the race of a character created without one.
const DefaultRace = rules.Human

// errMissing means the player gave no name or no class at all.
var errMissing = errors.New("character: name or class missing")

// parseCreate reads "<name…> <class> [race]". The name may be quoted or run
// over several words; the class is the last class word followed by at most
// a race. Class and race match case-insensitively by ID or name.
func parseCreate(args []string, prefix string) (createSpec, error) {
	if len(args) < 2 {
		return createSpec{}, errMissing
	}
	at := -1
	// The class is one of the last three words: a race of up to two words
	// may follow it ("Nell fighter half elf").
	var class rules.ClassID
	for i := len(args) - 1; i >= 1 && len(args)-1-i <= 2; i-- {
		if c, ok := rules.ClassByName(args[i]); ok {
			at, class = i, c
			break
		}
	}
	if at < 0 {
		return createSpec{}, noClass(args, prefix)
	}
	spec := createSpec{name: strings.Join(args[:at], " "), class: class, race: DefaultRace}
	if at == len(args)-1 && at >= 2 {
		// "Ann half-elf ranger" or "Kim Lee half elf ranger": the race
		// written before the class (two words first, so "half elf" is not
		// read as an Elf named "… half").
		if race, ok := rules.RaceByName(strings.Join(args[at-2:at], " ")); ok && at >= 3 {
			spec.name, spec.race = strings.Join(args[:at-2], " "), race
		} else if race, ok := rules.RaceByName(args[at-1]); ok {
			spec.name, spec.race = strings.Join(args[:at-1], " "), race
		}
	}
	if at < len(args)-1 {
		words := strings.Join(args[at+1:], " ") // "elf", or "half elf"
		race, ok := rules.RaceByName(words)
		if !ok {
			return createSpec{}, bot.Errorf("I don't know the race “%s”. Choose %s, or leave it out for Human.",
				mdtext.EchoWord(words), raceList())
		}
		spec.race = race
	}
	return spec, nil
}

// missing answers a `!char create` without a name or a class: what is
// missing, for the one word given, with the lists to choose from.
func missing(args []string, prefix string) string {
	lists := fmt.Sprintf("Classes: %s. Races (optional): %s.", classList(), raceList())
	if len(args) == 1 {
		if class, ok := rules.ClassByName(args[0]); ok {
			name := narrate.ClassName(class)
			article := narrate.Article(name)
			return fmt.Sprintf("%s%s %s needs a name too, like `%schar create Nell %s`.", strings.ToUpper(article[:1]), article[1:], name, prefix, strings.ToLower(name))
		}
		name := mdtext.EchoWord(args[0])
		return fmt.Sprintf("**%s** needs a class too, like `%schar create %s fighter`. %s", name, prefix, name, lists)
	}
	return "Tell me a name and a class. " + lists
}

// newCharacter builds the character, turning name problems into refusals.
// A new character steps in as a long rest leaves one (rules.RestoreLongRest,
// rules §1.7): a Mage's Arcane Armor has cast Mage Armor, so a new Mage is
// fully rested and no night at the inn is owed for its armour.
func newCharacter(spec createSpec) (rules.Character, error) {
	ch, err := rules.NewCharacter(spec.name, spec.class, spec.race)
	var ne *rules.NameError
	if errors.As(err, &ne) {
		return ch, bot.Errorf("%s", nameProblem(ne))
	}
	if err != nil {
		return ch, err
	}
	ch, _ = rules.RestoreLongRest(ch)
	return ch, nil
}

func nameProblem(e *rules.NameError) string {
	switch e.Problem {
	case rules.NameTooShort:
		return fmt.Sprintf("A name needs at least %d letters. Even goblins manage that.", rules.MinNameLength)
	case rules.NameTooLong:
		return fmt.Sprintf("Names top out at %d characters; the bards need to fit it in a song.", rules.MaxNameLength)
	case rules.NameBadChar, rules.NameControlChar:
		return "Names may use letters, spaces, apostrophes and hyphens, and nothing else."
	case rules.NameMustStartLtr:
		return "A name starts with a letter."
	case rules.NameBadSpacing:
		return "One space between words, please, and none at the ends."
	case rules.NameTooManyMarks:
		return fmt.Sprintf("A letter may carry at most %d accents or marks; that name piles more on one.", rules.MaxMarksPerLetter)
	case rules.NameMixedScript:
		return fmt.Sprintf("That name mixes %s and %s letters. A name keeps to one alphabet, so no look-alike letter can pass one hero off as another; type it again in one (your keyboard layout may have switched).",
			e.Scripts[0], e.Scripts[1])
	}
	return "I couldn't read that name. Letters, spaces, apostrophes and hyphens only."
}

// noClass refuses a `!char create` with no class word among the last
// three: it names the word meant as the class (one other games call a
// class, or a typo of ours, else the one before a known race, else the
// last) and, when words after it are no race either, says so too:
// "Pip wizard gnome" is told Wizards go by Mage here and gnome is no race.
func noClass(args []string, prefix string) error {
	at := len(args) - 1
	if _, isRace := rules.RaceByName(args[at]); isRace && len(args) >= 3 {
		at--
	}
	for i := len(args) - 1; i >= 1 && len(args)-1-i <= 2; i-- {
		if meantAsClass(args[i]) {
			at = i
			break
		}
	}
	err := unknownClass(args[at], prefix)
	if at == len(args)-1 {
		return err
	}
	words := strings.Join(args[at+1:], " ")
	if _, ok := rules.RaceByName(words); ok {
		return err
	}
	return bot.Errorf("%s And “%s” is no race here: choose %s, or leave it out for Human.",
		err.Error(), mdtext.EchoWord(words), raceList())
}

// meantAsClass reports whether word reads as a class: another game's
// class name, or within a typo of one of ours or of another game's.
func meantAsClass(word string) bool {
	_, hint := rules.ClassByNickname(word)
	_, near := closestClass(word)
	_, nearHint := closestHint(word)
	return hint || near || nearHint
}

// unknownClass refuses a class word, pointing at a likely meaning.
func unknownClass(word, prefix string) error {
	shown := mdtext.EchoWord(word)
	msg := fmt.Sprintf("I don't know the class “%s”. Choose %s.", shown, classList())
	if id, ok := rules.ClassByNickname(word); ok {
		msg += fmt.Sprintf(" (%ss go by **%s** here.)", capitalize(fold(word)), narrate.ClassName(id))
	} else if id, ok := closestClass(word); ok {
		msg += fmt.Sprintf(" Did you mean **%s**?", narrate.ClassName(id))
	} else if id, ok := closestHint(word); ok {
		msg += fmt.Sprintf(" Did you mean **%s**?", narrate.ClassName(id))
	}
	msg += " Usage: `" + prefix + "char create <name> <class> [race]`."
	return bot.Errorf("%s", msg)
}

// fold lower-cases s and drops spaces, hyphens and underscores, so
// "Half-Elf", "half_elf" and "halfelf" compare equal.
func fold(s string) string {
	return strings.NewReplacer(" ", "", "-", "", "_", "").Replace(strings.ToLower(s))
}

func capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// closestClass returns the class within two typos of word.
func closestClass(word string) (rules.ClassID, bool) {
	w := fold(word)
	for _, d := range rules.Classes() {
		if namematch.Distance(w, fold(d.Name)) <= 2 {
			return d.ID, true
		}
	}
	return "", false
}

// closestHint returns the class of the other games' class name within one
// typo of word ("wizzard" is a Mage here).
func closestHint(word string) (rules.ClassID, bool) {
	w := fold(word)
	hints := rules.Nicknames()
	for _, h := range slices.Sorted(maps.Keys(hints)) {
		if namematch.Distance(w, h) <= 1 {
			return hints[h], true
		}
	}
	return "", false
}

// classList names the classes in bold, alphabetically: "**Cleric**, … or **Rogue**".
func classList() string {
	var names []string
	for _, d := range rules.Classes() {
		names = append(names, "**"+d.Name+"**")
	}
	sort.Strings(names)
	return narrate.OrList(names)
}

// raceList names the races, alphabetically.
func raceList() string {
	var names []string
	for _, d := range rules.Races() {
		names = append(names, d.Name)
	}
	sort.Strings(names)
	return narrate.OrList(names)
}
