// Package sim is the Monte Carlo balance simulator's pure side (facts §9,
// spec README decision 4 "Simulator"). This part builds the simulated
// character: one solo player of a class, race and level, with the gear of
// a tier and a lean consumable kit (facts §9.2 steps 2–3; harvest-charges
// plan §6, Phase J: "race mods + tier-appropriate gear + lean
// consumables", "kitted gear + 2 heals + 1 buff").
//
// The character is made with the bot's own rules functions, so the
// simulator measures what players get: rules.NewCharacter (the class's
// auto-build ability array plus the race's modifiers, facts §1.1–§1.2),
// rules.AwardXP up to the level's XP threshold (HP, hit dice, slots and
// features exactly as a level-up gives them, facts §1.3, §1.5–§1.7) and
// rules.RestoreLongRest (full HP, slots and feature uses, and Mage Armor
// cast automatically, spec README decision 4). The original simulator's
// own "sim arrays" (facts §1.1) are deliberately not used: they described
// a character no player can create.
//
// Everything here is deterministic: no wall clock, no random source, no
// database. The same Build always gives an identical character.
package sim
