// Package zonerun is one player's run through one zone graph (rules §6, §9):
// where the player stands, the rooms entered in first-entry order, the fork
// prompt waiting for an answer, the secrets found and what each room held.
//
// The engine is pure: every function takes the run, the zone graph, the
// character and the current time and returns the new run, the changed
// character and a list of typed events for narrate. No database, no clock,
// no global randomness: every roll comes from a dice stream keyed by the
// run's seed, the node ID and the roll's purpose, so a room resolves to the
// same room however often it is looked at.
//
// # State model (rules §6.3, §9.2)
//
//   - Visited is an ordered set: a node is appended the first time it is
//     entered and never again, so a room's number (its 1-based first-entry
//     index) never changes under the player.
//   - RoomsTraversed counts every step, re-entries included.
//   - Cleared is the set of rooms the player has advanced past; adding a
//     room twice changes nothing. A room that is cleared, or whose contents
//     were already resolved, never resolves again: no second fight, no
//     re-armed trap, no second loot roll.
//
// # Flow
//
// Start puts the player on the zone entry. Advance walks the only way on
// (or reports the end of the zone), or shows the pending fork prompt when
// the room has two or more ways on; Choose answers the prompt; AutoChoose is
// TwinBee's answer for the player (the way play.PickWay chose). Revisit walks one
// edge back, in either direction, to a room entered before in the same
// region (rules §9, revisit.go); it never resolves a room, and a
// fork walked back into prompts afresh on the next Advance. Entering a room
// resolves it by kind (rooms.go). Elite and boss rooms leave a pending
// turn-by-turn fight; the fight plugin reports its end through FightOver.
// Harvest runs the auto-harvest pass (internal/harvest) on the step the
// caller is about to save, when it brought the player into an exploration
// or harvest room or won a fight waiting there (harvest.go); the node state
// lives on the run, keyed by graph node ID.
package zonerun
