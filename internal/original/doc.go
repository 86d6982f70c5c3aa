// Package original maps the original GogoBee's game data to this game's
// values: its characters (a dnd_character row with the player's display
// name, euro balance and adventure items) to rules.Character, and its
// harvest tables (nodes keyed by region and legacy room index) to harvest
// state keyed by graph node. It is pure: the store reads the original's
// file and writes what these functions return (docs/operations.md,
// "Importing the original game's data").
//
// Every value that does not carry over as it was comes back as a Note, so
// the operator's report names it instead of dropping it silently.
package original
