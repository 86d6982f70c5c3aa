// Package zonegraph is the zone-as-graph engine (rules §6): room kinds, rooms
// (nodes), typed edge locks, the graph builders, the validator, the graph
// registry and the pure map renderer.
//
// A zone is a directed graph of rooms. The player starts at the zone's entry
// node and walks outgoing edges until the boss node. An edge may be locked
// (Perception check, key, minimum level, cleared region or ability check);
// a locked edge always carries a hint the player sees as a teaser.
// Multi-region zones (rules §6.7) hold one subgraph per region in travel
// order; a region's boss node leads to the next region's first node, and
// the last region ends at the zone boss.
//
// # Validation
//
// BuildGraph rejects every graph that breaks a rule (see the Rule
// constants); Validate re-checks a built graph. The rules that shape
// authoring (rules §6.8):
//
//   - exactly one entry node and exactly one zone boss;
//   - every node has an incoming edge and is reachable from the entry;
//   - the boss is reachable from the entry, and reachable without luck;
//   - no self-loops unless the node opts in (Content.AllowSelfLoop), no
//     loop-back edges (an edge to an ancestor: a room earlier on a walk
//     from the entry) unless the zone opts in (Options.AllowLoopBack);
//   - only secret rooms may be dead ends, and the zone boss leads nowhere;
//   - in a multi-region zone every node lies in a declared region, each
//     region's first node is reachable, and regions connect only from a
//     region boss to the next region's first node;
//   - every locked edge has a hint; every secret room has a loot bias of
//     at least MinSecretLootBias.
//
// # Luck
//
// "Reachable without luck" means there is a path from the entry to the boss
// whose edges are all passable by any character who plays on:
//
//   - none: always passable;
//   - level_min: passable; a character reaches the level by playing, with no
//     roll involved (the lock is deterministic and the player controls it);
//   - region_clear: passable once that region's boss node is itself
//     reachable without luck (clearing it is a fight, not a dice check on
//     the lock);
//   - key_required: NOT passable. Keys come from loot and checks, which are
//     luck, and the graph does not model where a key drops; so a key may
//     gate a side branch but never the only way to the boss;
//   - perception_check and stat_check: NOT passable (a failed d20 roll).
//
// The package is pure: no database, no clock, no randomness.
package zonegraph
