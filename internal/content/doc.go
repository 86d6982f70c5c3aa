// Package content is the game's static data: the bestiary, the ten zones
// with their rosters and boss loot, the item catalogue (weapons, armour,
// wondrous items, consumables, materials, treasure), Thom Krooke's shop and
// the loot tables (rules §2.6, §2.7, §2.8, §2.11, §4.5, §5.1, §6.1, §6.7).
//
// The package is pure: no database, no network, no wall clock and no global
// random source. Loot rolls take a *dice.Stream. The bestiary and the zone
// graphs are YAML files embedded from data/ (data/README.md); the other
// tables are Go literals. The files are read the first time a table is
// needed; Load, which every program calls at start-up, reports every
// problem in them, so content that references an unknown monster or item, or carries an out-of-range
// number, never reaches a player (the program refuses to start with the
// list of problems).
//
// Lookups return copies; changing a returned value never changes the shipped
// tables.
package content
