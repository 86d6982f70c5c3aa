package fight

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/mdtext"
	"github.com/gogobee/gogobee/internal/namematch"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/rules"
)

// castLine is a parsed `!cast <spell> [target] [--upcast N]`: the spell,
// the target words ("" for the engine's choice) and the slot level asked
// for (0: the lowest free slot that fits).
type castLine struct {
	spell  rules.SpellDef
	target string
	slot   int
}

// parseCast reads a !cast line for character ch. The spell name may be
// several words, quoted or not, by name or ID, any case ("magic missile",
// "Hunter's Mark", "fire_bolt"); the longest run of leading words that
// names a spell wins, and the words after it name the target. A unique
// start of the name of a spell ch can cast also works ("!cast fire"). The
// flag `--upcast N` (or `--upcast=N`) casts with a slot of level N.
// Refusals: no spell named, an unknown or ambiguous spell (with the
// closest name), a bad --upcast, --upcast on a cantrip.
func parseCast(args []string, ch rules.Character, prefix string) (castLine, error) {
	if err := unknownFlag(args, prefix); err != nil {
		return castLine{}, err
	}
	words, slot, err := splitUpcast(args)
	if err != nil {
		return castLine{}, err
	}
	if len(words) == 0 {
		return castLine{}, castWhat(ch, prefix)
	}
	def, n, err := matchSpell(words, ch, prefix)
	if err != nil {
		return castLine{}, err
	}
	if def.Level == 0 && slot > 0 {
		return castLine{}, bot.Errorf("**%s** is a cantrip: it takes no slot and grows with your level instead, so no `--upcast`.", def.Name)
	}
	return castLine{spell: def, target: strings.Join(words[n:], " "), slot: slot}, nil
}

// unknownFlag refuses a word of args that looks like an option ("--bogus")
// but is none of `!cast`'s, naming those it takes, so that it is not read
// as a target. The Metamagic flags are out of args already.
func unknownFlag(args []string, prefix string) error {
	for _, a := range args {
		low := strings.ToLower(a)
		if !strings.HasPrefix(low, "--") || low == "--upcast" || strings.HasPrefix(low, "--upcast=") {
			continue
		}
		return bot.Errorf("`%scast` has no option `%s`. It takes `--upcast N` (a slot of level N), and a Sorcerer's `--quickened` or `--empowered`.",
			prefix, mdtext.InCode(a, 24))
	}
	return nil
}

// splitUpcast takes the --upcast flag out of args and splits the rest into
// words.
func splitUpcast(args []string) ([]string, int, error) {
	var words []string
	slot := 0
	bad := bot.Errorf("`--upcast` takes a slot level from 1 to %d, e.g. `--upcast 2`.", rules.MaxSpellLevel)
	for i := 0; i < len(args); i++ {
		a := args[i]
		low := strings.ToLower(a)
		switch {
		case low == "--upcast":
			if i+1 >= len(args) {
				return nil, 0, bad
			}
			i++
			a = args[i]
		case strings.HasPrefix(low, "--upcast="):
			a = a[len("--upcast="):]
		default:
			words = append(words, strings.Fields(a)...)
			continue
		}
		n, err := strconv.Atoi(a)
		if err != nil || n < 1 || n > rules.MaxSpellLevel || slot != 0 {
			return nil, 0, bad
		}
		slot = n
	}
	return words, slot, nil
}

// castWhat answers a `!cast` that names no spell with a few of the
// spells ch knows, in spell-list order (cantrips first: they need no
// slot); a class that casts
// nothing is told so.
func castWhat(ch rules.Character, prefix string) error {
	known := castable(ch)
	if len(known) == 0 {
		return noSpells(ch, prefix)
	}
	var picks []string
	for _, sp := range known[:min(3, len(known))] {
		picks = append(picks, fmt.Sprintf("`%scast %s`", prefix, lower(sp.Name)))
	}
	return bot.Errorf("Cast what? %s; `%sspells` lists yours with the slots left.", narrate.OrList(picks), prefix)
}

// noSpells refuses a spell to a class that casts none.
func noSpells(ch rules.Character, prefix string) error {
	return bot.Errorf("%ss don't cast spells. `%sattack` is your spell.", narrate.ClassName(ch.Class), prefix)
}

// castable lists the spells ch can cast in a fight: its class list at its
// level, plus the Ranger's Hunter's Mark class feature.
func castable(ch rules.Character) []rules.SpellDef {
	out := rules.SpellsOf(ch)
	if ch.HasFeature(rules.FeatureHuntersMark) && !rules.KnowsSpell(ch, rules.HuntersMark) {
		if def, ok := rules.Spell(rules.HuntersMark); ok {
			out = append(out, def)
		}
	}
	return out
}

// matchSpell finds the spell named by the leading words and how many words
// it took: first the longest run that is a spell's whole name or ID (any
// spell, so a spell above ch's level gets its own refusal from the
// engine), then the longest run that uniquely starts the name of a spell
// ch can cast.
func matchSpell(words []string, ch rules.Character, prefix string) (rules.SpellDef, int, error) {
	flat := func(s string) string { return strings.ReplaceAll(namematch.Normalize(s), " ", "") }
	for n := len(words); n >= 1; n-- {
		q := flat(strings.Join(words[:n], " "))
		for _, sp := range rules.Spells() {
			if q == flat(sp.Name) || q == flat(string(sp.ID)) {
				return sp, n, nil
			}
		}
	}
	known := castable(ch)
	for n := len(words); n >= 1; n-- {
		q := strings.Join(words[:n], " ")
		m := namematch.FindAmong(q, known, func(sp rules.SpellDef) []string { return []string{sp.Name} })
		if sp, ok := m.Found(); ok {
			return sp, n, nil
		}
		if len(m.Options) > 1 {
			var names []string
			for _, sp := range m.Options {
				names = append(names, "**"+sp.Name+"**")
			}
			return rules.SpellDef{}, 0, bot.Errorf("More than one spell fits “%s”: %s. Which one?",
				mdtext.EchoName(q), narrate.OrList(names))
		}
	}
	return rules.SpellDef{}, 0, unknownSpell(words, ch, prefix)
}

// unknownSpell refuses a spell name nothing matched, suggesting the
// closest spell name to the first one to three words.
func unknownSpell(words []string, ch rules.Character, prefix string) error {
	best, bestD := "", 99
	for n := 1; n <= min(3, len(words)); n++ {
		q := namematch.Normalize(strings.Join(words[:n], " "))
		for _, sp := range rules.Spells() {
			if d := namematch.Distance(q, namematch.Normalize(sp.Name)); d <= namematch.Typos(q) && d < bestD {
				best, bestD = sp.Name, d
			}
		}
	}
	shown := mdtext.EchoName(strings.Join(words, " "))
	if len(castable(ch)) == 0 {
		return noSpells(ch, prefix)
	}
	msg := "I don't know a spell called “" + shown + "”."
	if best != "" {
		msg += " Did you mean **" + best + "**?"
	}
	return bot.Errorf("%s `%sspells` lists what you can cast.", msg, prefix)
}

// lower is strings.ToLower, for spell and item names in command hints.
func lower(s string) string { return strings.ToLower(s) }
