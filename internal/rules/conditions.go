package rules

import "slices"

// Condition is an SRD condition a creature can suffer during a fight. The
// combat engine owns which conditions are active and for how long; rules
// only names them so every package uses the same values.
type Condition string

// The conditions the game uses.
const (
	Stunned    Condition = "stunned"
	Frightened Condition = "frightened"
	Restrained Condition = "restrained"
	Poisoned   Condition = "poisoned"
	Prone      Condition = "prone"
)

// allConditions lists the conditions in a stable order.
var allConditions = []Condition{Stunned, Frightened, Restrained, Poisoned, Prone}

// AllConditions returns a copy of allConditions, the table above: changing it changes
// nothing shipped.
func AllConditions() []Condition { return slices.Clone(allConditions) }

// Valid reports whether c is one of the known conditions.
func (c Condition) Valid() bool {
	return slices.Contains(allConditions, c)
}
