package narrate

import (
	"fmt"

	"github.com/gogobee/gogobee/internal/expedition"
)

// campWhereFunded is campWhere for a player whose packs pay for funds
// (expedition.CampFundsOf, rules §8.10 costs, rules §8.5 rationing): only the
// camps `!camp` would make, and what their rest gives on these supplies.
// su is the SU carried.
func campWhereFunded(f expedition.CampFunds, su float64, prefix string) string {
	switch f {
	case expedition.FundsNone:
		return campUnfunded(su, prefix)
	case expedition.FundsRough:
		return fmt.Sprintf("Your packs hold %s: enough for `%scamp rough` (0.5 SU, up to half your HP) in a room with no foe in it, never a boss or trap room; a standard camp costs 1 SU.", SU(su), prefix)
	case expedition.FundsHalf:
		return campWhere(prefix) + " " + campRationed
	}
	return campWhere(prefix)
}

// campUnfunded is the answer for packs that cannot pay even a rough
// camp's 0.5 SU (expedition.FundsNone): no camp, and the way home.
func campUnfunded(su float64, prefix string) string {
	return fmt.Sprintf("Your packs hold %s and even a rough camp costs 0.5 SU: no camp. `%sextract` from a cleared room takes you home.", SU(su), prefix)
}

// campRationed says what a camp gives below 10% of the leg's supplies
// (expedition.FundsHalf, rules §8.5).
const campRationed = "Below 10% supplies a camp only raises you to half HP: no long rest."

// campFunded is the best everyday camp the packs pay for (funds, not
// expedition.FundsNone) in a room where (cleared or not, named by where:
// "here", "there"), with what its rest gives on these supplies (rules
// §8.10, rules §8.5): a standard camp's full long rest or, below 10% supplies,
// half HP; a rough camp's half HP when the room isn't cleared or the
// packs pay for no more.
func campFunded(f expedition.CampFunds, cleared bool, where, prefix string) string {
	switch {
	case cleared && f.LongRest():
		return fmt.Sprintf("`%scamp standard` %s is a full long rest (1 SU)", prefix, where)
	case cleared && f == expedition.FundsHalf:
		return fmt.Sprintf("`%scamp standard` %s raises you only to half HP (1 SU; no long rest below 10%% supplies)", prefix, where)
	case f == expedition.FundsRough:
		return fmt.Sprintf("`%scamp rough` %s raises you to half HP (0.5 SU, all your packs pay for)", prefix, where)
	}
	return fmt.Sprintf("`%scamp rough` %s raises you to half HP (0.5 SU; %s room isn't cleared)", prefix, where, map[bool]string{true: "this", false: "that"}[where == "here"])
}

// inACleared is campNamed's where for the room the player stands in.
const inACleared = "in a cleared room"

// campNamed is a camp the packs pay for (funds, not
// expedition.FundsNone) named in brief for a room that allows one, where
// ("in a cleared room", "there"): the standard camp with its rest on
// these supplies, or the rough camp that is all the packs pay for (rules
// §8.10, rules §8.5).
func campNamed(f expedition.CampFunds, where, prefix string) string {
	switch f {
	case expedition.FundsRough:
		if where == inACleared {
			where = "here" // a rough camp needs no cleared room
		}
		return fmt.Sprintf("`%scamp rough` %s, the one camp your packs pay for (0.5 SU)", prefix, where)
	case expedition.FundsHalf:
		return fmt.Sprintf("`%scamp standard` %s, which raises you only to half HP below 10%% supplies", prefix, where)
	}
	return fmt.Sprintf("`%scamp standard` %s", prefix, where)
}

// noLongRestCamp says why no camp the packs pay for (funds short of
// expedition.FundsLongRest) gives a long rest (rules §8.10, rules §8.5).
func noLongRestCamp(f expedition.CampFunds) string {
	if f == expedition.FundsNone {
		return "your packs can't pay even a rough camp's 0.5 SU"
	}
	return "below 10% supplies no camp gives one"
}

// RationedRestText is `!rest long` refused on expedition e below 10% of
// the leg's supplies (expedition.RestRationing, rules §8.5): no camp
// gives a long rest, so it names what a camp the packs pay for still
// does, or that they pay for none and the way home.
func RationedRestText(e expedition.Expedition, prefix string) string {
	su := e.Supplies.Current
	text := fmt.Sprintf("No long rest on what's left in your packs (%s, below 10%% of this leg's supplies).", SU(su))
	switch f := expedition.CampFundsOf(e); {
	case e.CampedToday():
		return text + " " + capitalise(campSpent) + "."
	case f == expedition.FundsNone:
		return text + fmt.Sprintf(" Even a rough camp costs 0.5 SU, so no camp either: `%sextract` from a cleared room takes you home.", prefix)
	case f == expedition.FundsRough:
		return text + fmt.Sprintf(" `%scamp rough` (0.5 SU, all your packs pay for) still raises you to half HP.", prefix)
	}
	return text + fmt.Sprintf(" A camp still raises you to half HP: `%scamp rough` (0.5 SU), or `%scamp standard` (1 SU) in a cleared room.", prefix, prefix)
}

// campFundsNote is the `!camp` list's note on what expedition e's packs
// pay for when it is short of a long rest (rules §8.10, rules §8.5); "" when
// every everyday camp and its long rest are paid for.
func campFundsNote(e expedition.Expedition) string {
	su := SU(e.Supplies.Current)
	switch expedition.CampFundsOf(e) {
	case expedition.FundsNone:
		return fmt.Sprintf("Your packs hold %s: not enough for any camp.", su)
	case expedition.FundsRough:
		return fmt.Sprintf("Your packs hold %s: enough for a rough camp, not a standard one.", su)
	case expedition.FundsHalf:
		return fmt.Sprintf("Your packs hold %s. %s", su, campRationed)
	}
	return ""
}
