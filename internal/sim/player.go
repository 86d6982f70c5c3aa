package sim

import (
	"time"

	"github.com/gogobee/gogobee/internal/rules"
)

// FromStored returns the character the simulator plays for a player: the
// player's stored sheet as it stands (class, race, level and XP, ability
// scores, gear worn, items carried, features and spell slots known), set
// off from a full rest (`!expedition odds`, rules §11.4):
//
//  1. What does not feed a game is cleared, so two players with the same
//     character get the same one: the name becomes "<Race> <Class>" (as
//     Build names it), the purse is emptied (the caller gives it the cost
//     of the packs to buy), titles, keepsakes and Thom Krooke's discount
//     are dropped.
//  2. What belongs to the moment is cleared: a fight in progress, the
//     spell concentrated on, being down (rules §1.9), resting and the
//     instants of the last rests (rules §3.3).
//  3. rules.RestoreLongRest: full HP, hit dice, spell slots and feature
//     uses, one level of exhaustion gone, and a Mage's Mage Armor cast
//     (rules §3.2), as Character ends.
//
// The result is deterministic: the same sheet gives an identical
// character. Errors: rules.ErrUnknownClass, rules.ErrUnknownRace, BuildError (level).
func FromStored(stored rules.Character) (rules.Character, error) {
	cd, ok := rules.Class(stored.Class)
	if !ok {
		return rules.Character{}, rules.ErrUnknownClass{Class: stored.Class}
	}
	rd, ok := rules.Race(stored.Race)
	if !ok {
		return rules.Character{}, rules.ErrUnknownRace{Race: stored.Race}
	}
	if stored.Level < 1 || stored.Level > rules.MaxLevel {
		return rules.Character{}, errLevel(stored.Level)
	}
	c := stored.Clone()
	c.Name = rd.Name + " " + cd.Name
	c.Coins = 0
	c.Titles, c.Keepsakes, c.ShopDiscount = nil, nil, 0
	c.InCombat, c.Concentration = false, ""
	c.DownUntil, c.LockoutUntil = time.Time{}, time.Time{}
	c.LastShortRest, c.LastLongRest = time.Time{}, time.Time{}
	c, _ = rules.RestoreLongRest(c)
	return c, nil
}
