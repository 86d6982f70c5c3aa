// Package sim is the Monte Carlo balance simulator's pure side (rules §11).
// This part builds the simulated character: one solo player of a class, race
// and level, with the gear a median career character owns at that level
// (the committed career gear table) and a lean consumable kit (rules §11.1:
// race modifiers, that gear, two heals and one buff of the level's tier).
//
// The character is made with the bot's own rules functions, so the
// simulator measures what players get: rules.NewCharacter (the class's
// auto-build ability array plus the race's modifiers, rules §1.1, §1.2),
// rules.AwardXP up to the level's XP threshold (HP, hit dice, slots and
// features exactly as a level-up gives them, rules §1.3, §1.5, §1.6, §1.7)
// and rules.RestoreLongRest (full HP, slots and feature uses, and Mage Armor
// cast automatically, rules §3.2). No separate ability arrays are used for
// the simulator: they would describe a character no player can create.
//
// Everything here is deterministic: no wall clock, no random source, no
// database. The same Build always gives an identical character.
package sim
