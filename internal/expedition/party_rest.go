package expedition

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
