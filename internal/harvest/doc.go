// Package harvest is the auto-harvest engine (rules §7): harvest nodes with
// fixed charges, one d20 roll per charge, noise and interrupts, and the one
// auto-harvest pass that `!zone advance`, `!advance` and the autopilot all
// run when the player enters an exploration or harvest room.
//
// # Model
//
//   - A Node is one resource in one room with Charges left of Max. Node
//     state lives in State, keyed by the zone graph's node ID (not by a
//     room index), so walking back into a room finds the nodes as they were
//     left and runs the pass again on whatever charges remain.
//   - Seed fills a room with nodes from its zone's registry
//     (content.ZoneResources) the first time the pass meets it; harvest
//     rooms get more nodes and always hold their featured resource
//     (zonegraph Content.HarvestRef).
//   - Every attempt spends a charge, success or failure; nothing is
//     retried; Rare and better nodes are attempted like any other.
//   - Each failed attempt rolls on the noise table. Noise adds NoiseThreat
//     threat at most once per node per pass and the node's remaining
//     charges still roll; a standard, elite or patrol interrupt ends the
//     room's pass and hands the fight to the caller.
//   - A long rest at a standard, fortified or base camp refills every node
//     (RefillAfterRest); no other rest does.
//
// # Purity
//
// No database, no Matrix, no wall clock, no global random source. Every
// roll comes from the *dice.Stream passed in; Pass derives a child keyed by
// the room's node ID and its pass count, so the same seed, room, character
// and context always give the same pass. Functions never change the State
// passed in; they return a changed copy.
//
// This package does not import internal/expedition (the autopilot may live
// there and call Pass). The expedition's harvest effects reach it as
// EventMods, which expedition.HarvestEffects returns.
package harvest
