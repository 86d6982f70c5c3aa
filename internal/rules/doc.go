// Package rules holds the pure character rules of GogoBee Expeditions:
// ability scores, races, classes and their features, levels and XP, hit
// points, Armor Class and attack bonus, spells and spell slots, rests,
// items and equipment math, inventory and coins (rules §1, §3.1, §3.2, §4.5).
//
// Nothing here touches a database, the network, the wall clock or a global
// random source: time is passed in, randomness comes from a *dice.Stream.
package rules
