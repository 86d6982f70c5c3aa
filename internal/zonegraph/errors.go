package zonegraph

import (
	"fmt"
	"slices"
	"strings"
)

// Rule names one validation rule; it appears in every ValidationError.
type Rule string

// The validation rules (rules §6.8).
const (
	RuleZoneID          Rule = "zone_id"           // the graph has no zone ID
	RuleNodeID          Rule = "node_id"           // empty, duplicate, or not "<zone>.<name>"
	RuleNodeZone        Rule = "node_zone"         // a node names another zone
	RuleNodeKind        Rule = "node_kind"         // unknown kind, or kind and entry/boss flags disagree
	RuleLabel           Rule = "label"             // a node without a label
	RuleOneEntry        Rule = "one_entry"         // not exactly one entry node
	RuleOneBoss         Rule = "one_boss"          // not exactly one zone boss
	RuleEdgeEndpoint    Rule = "edge_endpoint"     // an edge names an unknown node
	RuleDuplicateEdge   Rule = "duplicate_edge"    // two edges join the same ordered pair
	RuleEdgeWeight      Rule = "edge_weight"       // a negative weight
	RuleLockData        Rule = "lock_data"         // lock data does not fit its kind
	RuleLockHint        Rule = "lock_hint"         // a locked edge without a hint
	RuleSelfLoop        Rule = "self_loop"         // an edge to itself without opt-in
	RuleLoopBack        Rule = "loop_back"         // an edge back to an ancestor (an earlier room on a walk from the entry) without opt-in
	RuleOrphan          Rule = "orphan"            // a non-entry node with no incoming edge
	RuleUnreachable     Rule = "unreachable"       // a node the entry cannot reach
	RuleBossReachable   Rule = "boss_reachable"    // the boss cannot be reached from the entry
	RuleBossWithoutLuck Rule = "boss_without_luck" // every way to the boss needs luck
	RuleSecretLoot      Rule = "secret_loot_bias"  // a secret room with loot bias < 1.5
	RuleLootBias        Rule = "loot_bias"         // a negative loot bias
	RuleDeadEnd         Rule = "dead_end"          // a non-secret room with no way on
	RuleBossExit        Rule = "boss_exit"         // the zone boss has outgoing edges
	RuleRegion          Rule = "region"            // a region declaration is malformed
	RuleRegionMember    Rule = "region_member"     // a node's region is not declared (or is set in a single-region zone)
	RuleRegionEdge      Rule = "region_edge"       // an edge crosses regions other than boss -> next region's entry
	RuleRegionReach     Rule = "region_reach"      // a region's entry or boss cannot be reached
)

// ValidationError is one broken rule, naming the node or edge at fault.
type ValidationError struct {
	Zone string
	Rule Rule
	// Node is the node at fault ("" when the problem is an edge or the
	// whole graph); Edge the edge at fault (zero when none).
	Node   NodeID
	Edge   EdgeKey
	Detail string
}

// Error renders "zone: rule: node X: detail" or "zone: rule: edge A -> B: detail".
func (e *ValidationError) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %s", e.Zone, e.Rule)
	switch {
	case e.Edge != EdgeKey{}:
		fmt.Fprintf(&b, ": edge %s -> %s", e.Edge.From, e.Edge.To)
	case e.Node != "":
		fmt.Fprintf(&b, ": node %s", e.Node)
	}
	if e.Detail != "" {
		b.WriteString(": " + e.Detail)
	}
	return b.String()
}

// ValidationErrors is every rule a graph breaks, in check order.
type ValidationErrors []*ValidationError

// Error joins the problems with "; ".
func (es ValidationErrors) Error() string {
	parts := make([]string, len(es))
	for i, e := range es {
		parts[i] = e.Error()
	}
	return strings.Join(parts, "; ")
}

// Unwrap exposes the individual errors to errors.Is and errors.As.
func (es ValidationErrors) Unwrap() []error {
	out := make([]error, len(es))
	for i, e := range es {
		out[i] = e
	}
	return out
}

// Rules lists the distinct rules broken, in first-seen order.
func (es ValidationErrors) Rules() []Rule {
	var out []Rule
	for _, e := range es {
		if !slices.Contains(out, e.Rule) {
			out = append(out, e.Rule)
		}
	}
	return out
}
