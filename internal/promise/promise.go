// Package promise ties each effect that a player-facing line announces
// about an expedition, the Threat Clock or a zone event to the rule that
// applies it. An ID names one effect; its Rule says where docs/rules.md
// writes it and which engine test shows it applied; Announced lists the
// effects each of TwinBee's situations (a flavor line file) speaks of.
// internal/repocheck holds narration and the tests to this table, so no
// line can promise what the engine does not do.
package promise

import (
	"maps"
	"slices"
)

// ID names one announced effect, "<area>.<effect>"
// ("heat.con_save_disadvantage").
type ID string

// Rule is where an announced effect is applied. Section is its heading in
// docs/rules.md ("8.12"); Test is the engine test that shows it applied,
// "<package folder>.<test function>" ("internal/expedition.TestHeatBands"),
// and that test's body names the ID's constant.
type Rule struct {
	Section string
	Test    string
}

// RuleOf returns the rule that applies effect id; false for an ID the
// table does not hold.
func RuleOf(id ID) (Rule, bool) {
	r, ok := rules[id]
	return r, ok
}

// IDs lists every effect of the table, sorted.
func IDs() []ID { return slices.Sorted(maps.Keys(rules)) }

// Announced returns the effects that situation's lines speak of (nil for
// lines of pure colour) and whether the table lists the situation at all.
// situation is a flavor situation's name ("expedition_event_tide").
func Announced(situation string) ([]ID, bool) {
	ids, ok := messages[situation]
	return slices.Clone(ids), ok
}

// Situations lists every situation the table classifies, sorted.
func Situations() []string { return slices.Sorted(maps.Keys(messages)) }

// Shows marks the test t as the one that shows effects ids applied (the
// table names it as their test) and logs them, so a failing test says
// which promise it broke.
func Shows(t interface {
	Helper()
	Logf(format string, args ...any)
}, ids ...ID) {
	t.Helper()
	t.Logf("shows applied: %v", ids)
}
