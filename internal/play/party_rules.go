package play

// RulesBy names the party members whose own autopilot rules made the
// party's stricter than its leader's (rules §8.23), by character name:
// the rest floor, trap edges avoided, elites stopped before; "" where
// the leader's own rule stands.
type RulesBy struct {
	Floor  string `json:"floor,omitempty"`
	Traps  string `json:"traps,omitempty"`
	Elites string `json:"elites,omitempty"`
}

// CautiousRules are the autopilot rules a party walks by (rules §8.23):
// the most cautious of the leader's (mine) and its members' (members,
// with their character names in names, by seat): the highest rest floor
// (each rule's Floor under def, the operator's floor in percent), trap
// edges avoided when anyone avoids them, elites walked into only when
// everyone walks into them. The wake-up call at a boss's door stays the
// leader's, whom it DMs. by names the first member whose rule made each
// stricter. A player alone walks by mine unchanged.
func CautiousRules(mine Rules, members []Rules, names []string, def int) (Rules, RulesBy) {
	out, by := mine, RulesBy{}
	floor := mine.Floor(def)
	for k, m := range members {
		name := ""
		if k < len(names) {
			name = names[k]
		}
		if f := m.Floor(def); f > floor {
			floor, out.RestBelowPct, by.Floor = f, f, name
		}
		if m.AvoidTrapEdges && !out.AvoidTrapEdges {
			out.AvoidTrapEdges, by.Traps = true, name
		}
		if !m.EnterElites && out.EnterElites {
			out.EnterElites, by.Elites = false, name
		}
	}
	return out, by
}
