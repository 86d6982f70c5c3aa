package rules

// The Mage's subclass numbers (rules §1.11) that live in the rules: the
// Necromancer's Undead Thrall.

// ThrallName is what the Necromancer's Undead Thrall is called in a
// fight's log ("Your skeleton hits Goblin for 4").
const ThrallName = "skeleton"

// ThrallDice is the Undead Thrall's strike at level (HP): 1d6 at every
// level (features.yaml scaling; 2d6 from 15 lifted T5 most).
func ThrallDice(level int) Dice { return featureDice(FeatureUndeadThrall, level) }

// ThrallTurns is how many of the player's turns of a fight the Undead
// Thrall strikes in, from the first, before it crumbles (a house rule: a
// skeleton striking all fight long lifted the Necromancer 8.7 to 31.7
// points over the vanilla Mage in T2-T5, past the 12-point gate).
const ThrallTurns = 5
