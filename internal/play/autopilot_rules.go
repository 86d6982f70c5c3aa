package play

import (
	"fmt"
	"strconv"
	"strings"
)

// Rules are the autopilot rules a player sets with `!autopilot` (rules
// §10.5), each a change to the policy the walk goes by (Apply):
// RestBelowPct is the low-HP floor in percent (Policy.MinHPPct; 0: the
// default, GOGOBEE_AUTOPILOT_MIN_HP in the bot), and the switches are
// Policy.AvoidTrapEdges, EnterElites and WakeForBoss. The zero value
// changes nothing. The simulator reads the same phrases (ParseRules).
type Rules struct {
	RestBelowPct   int  `json:"rest_below_pct,omitempty"`
	AvoidTrapEdges bool `json:"avoid_trap_edges,omitempty"`
	EnterElites    bool `json:"enter_elites,omitempty"`
	WakeForBoss    bool `json:"wake_for_boss,omitempty"`
}

// The bounds of a rest floor, as GOGOBEE_AUTOPILOT_MIN_HP's (percent).
const (
	MinRestBelow = 1
	MaxRestBelow = 99
)

// ruleSwitches are Rules' switches, each with its two phrases in the
// order `!autopilot` lists them: first sets the switch to firstSets,
// second to its opposite.
var ruleSwitches = []struct {
	first, second string
	firstSets     bool
	field         func(*Rules) *bool
}{
	{"never take trap edges", "allow trap edges", true, func(r *Rules) *bool { return &r.AvoidTrapEdges }},
	{"stop before elites", "walk into elites", false, func(r *Rules) *bool { return &r.EnterElites }},
	{"wake me for bosses", "don't wake me for bosses", true, func(r *Rules) *bool { return &r.WakeForBoss }},
}

// RuleForms returns the phrases ParseRule reads, in the order `!autopilot`
// lists them: the rest floor's form, ruleSwitches' phrases and "reset". A
// new slice each call.
func RuleForms() []string {
	forms := []string{"rest below <N>%"}
	for _, s := range ruleSwitches {
		forms = append(forms, s.first, s.second)
	}
	return append(forms, "reset")
}

// IsDefault reports whether r changes nothing.
func (r Rules) IsDefault() bool { return r == Rules{} }

// Floor is the low-HP floor in force: the player's RestBelowPct, else def.
func (r Rules) Floor(def int) int {
	if r.RestBelowPct > 0 {
		return r.RestBelowPct
	}
	return def
}

// Apply returns p with r's changes: the rest floor when set, and r's
// switches.
func (r Rules) Apply(p Policy) Policy {
	p.MinHPPct = r.Floor(p.MinHPPct)
	p.AvoidTrapEdges, p.EnterElites, p.WakeForBoss = r.AvoidTrapEdges, r.EnterElites, r.WakeForBoss
	return p
}

// ErrUnknownRule is a phrase that names no autopilot rule (RuleForms).
type ErrUnknownRule struct{ Phrase string }

func (e ErrUnknownRule) Error() string {
	return fmt.Sprintf("play: %q is no autopilot rule (want one of: %s)", e.Phrase, strings.Join(RuleForms(), "; "))
}

// ErrRestFloor is a rest floor that is no whole percentage from
// MinRestBelow to MaxRestBelow; Given is "" when the phrase gave none
// ("rest below").
type ErrRestFloor struct{ Given string }

func (e ErrRestFloor) Error() string {
	return fmt.Sprintf("play: rest below %q: want a whole percentage from %d%% to %d%%", e.Given, MinRestBelow, MaxRestBelow)
}

// ParseRule applies one phrase of RuleForms to r (any case, extra spaces,
// a closing full stop; "rest below 50%" or "rest below 50"; "reset" gives
// the zero Rules). Errors (r unchanged): ErrUnknownRule, ErrRestFloor.
func ParseRule(r Rules, phrase string) (Rules, error) {
	p := normalRule(phrase)
	if p == "reset" {
		return Rules{}, nil
	}
	for _, s := range ruleSwitches {
		if p == s.first || p == s.second {
			*s.field(&r) = (p == s.first) == s.firstSets
			return r, nil
		}
	}
	if p == "rest below" {
		return r, ErrRestFloor{}
	}
	n, ok := strings.CutPrefix(p, "rest below ")
	if !ok {
		return r, ErrUnknownRule{Phrase: strings.TrimSpace(phrase)}
	}
	pct, err := strconv.Atoi(strings.TrimSpace(strings.TrimSuffix(n, "%")))
	if err != nil || pct < MinRestBelow || pct > MaxRestBelow {
		return r, ErrRestFloor{Given: n}
	}
	r.RestBelowPct = pct
	return r, nil
}

// normalRule is phrase as ParseRule reads it: lower case, single spaces,
// ’ as ', "dont" as "don't", no closing full stop or exclamation mark.
func normalRule(phrase string) string {
	words := strings.Fields(strings.NewReplacer("’", "'", "dont", "don't").Replace(strings.ToLower(phrase)))
	return strings.TrimRight(strings.Join(words, " "), ".!")
}

// RuleText is the phrase of RuleForms that phrase (a phrase ParseRule
// reads) stands for, as `!autopilot` echoes it: "rest below 050 %" is
// "rest below 50%", "Don’t wake me for bosses." is "don't wake me for
// bosses". Errors: ParseRule's.
func RuleText(phrase string) (string, error) {
	r, err := ParseRule(Rules{}, phrase)
	if err != nil {
		return "", err
	}
	if r.RestBelowPct > 0 {
		return fmt.Sprintf("rest below %d%%", r.RestBelowPct), nil
	}
	return normalRule(phrase), nil
}

// ParseRules reads a comma-separated list of RuleForms phrases in order
// (expedition-sim's -autopilot flag: "rest below 50%,never take trap
// edges"); "" gives the zero Rules. Errors: the first phrase's ParseRule
// error.
func ParseRules(list string) (Rules, error) {
	var r Rules
	if strings.TrimSpace(list) == "" {
		return r, nil
	}
	for _, phrase := range strings.Split(list, ",") {
		var err error
		if r, err = ParseRule(r, phrase); err != nil {
			return Rules{}, err
		}
	}
	return r, nil
}
