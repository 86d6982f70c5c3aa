package expedition

import (
	"time"

	"github.com/gogobee/gogobee/internal/rules"
)

// PartyRestDice is how many hit dice a short rest spends, at most, on an
// expedition with members (rules §3.1, §8.23): the others keep watch and
// bind wounds, so a party's hour of rest heals as two alone would. In the
// party matrix (rules §11.3) a party walked by its most wounded member rested
// more hours than any of its members alone, and its members' loot per
// in-game day fell under 80% of the class alone's.
const PartyRestDice = 2

// ShortRestDice is how many hit dice a short rest on e spends, at most
// (rules §3.1, §8.23): PartyRestDice while e is active with a member
// beside its leader, the leader's rest and each member's alike; one for
// a player alone, and off the expedition.
func ShortRestDice(e Expedition) int {
	if e.Status == StatusActive && len(e.Members()) > 0 {
		return PartyRestDice
	}
	return 1
}

// PartyCampLockout is how long a camp's long rest keeps each seat busy on
// an expedition with members (rules §3.2, §3.3, §8.23): the others share
// the watch in turns, so a party is up after 4 hours, where a player
// alone keeps their own watch for rules.LongRestLockout. In the party
// matrix (rules §11.3) a party whose seats had all spent their hit dice
// camped by day for its long rest more often than its classes alone, and
// those 8 hours kept its members' loot per in-game day under 80% of the
// class alone's.
const PartyCampLockout = 4 * time.Hour

// CampLockout is how long a camp's long rest on e keeps the character
// busy (rules §3.3, §8.23): PartyCampLockout while e is active with a
// member beside its leader, the leader's rest and each member's alike;
// rules.LongRestLockout for a player alone.
func CampLockout(e Expedition) time.Duration {
	if e.Status == StatusActive && len(e.Members()) > 0 {
		return PartyCampLockout
	}
	return rules.LongRestLockout
}
