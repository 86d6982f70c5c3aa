package zonerun

import (
	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/harvest"
	"github.com/gogobee/gogobee/internal/rules"
)

// Walk is the engine's moves made by a party (rules §8.23): the leader is
// the character each move takes, and the other members walk along, their
// characters in seat order (seats 1 and 2). Their HP, XP, loot and
// harvest change as the rooms meet them (Step.Party); locks and the fork
// prompt read the leader's sheet. The package's functions of the same
// names are the moves of a player alone.
type Walk struct {
	party []rules.Character
}

// With is a Walk with members along: the characters of the party's other
// members in seat order, at most combat.MaxSeats − 1; nil is a player
// alone.
func With(members []rules.Character) Walk { return Walk{party: members} }

// step is a fresh step on run r in zone z with the leader's ch and the
// members along, each a copy.
func (w Walk) step(r Run, z content.Zone, ch rules.Character) Step {
	return Step{Run: r.Clone(), Char: ch.Clone(), Party: rules.CloneAll(w.party), zone: z}
}

// Share is what a room did to one party member other than the leader
// (rules §8.23): their seat (1 or 2) and HP after it against their
// maximum, and by the event: the fight's result for them with the XP
// credited, the loot they rolled and any level-up (FightReport.Shares);
// the trap as they met it (EvTrap); the secret room's treasure they rolled
// (EvTreasure, in Loot); the yields of their own harvest rolls (EvHarvest).
type Share struct {
	Seat    int                 `json:"seat"`
	HP      int                 `json:"hp"`
	MaxHP   int                 `json:"max_hp"`
	Result  combat.Result       `json:"result,omitempty"`
	XP      int                 `json:"xp,omitempty"`
	Loot    []content.Drop      `json:"loot,omitempty"`
	LevelUp rules.LevelUpReport `json:"level_up,omitzero"`
	Trap    *TrapOutcome        `json:"trap,omitempty"`
	Yields  []harvest.Yield     `json:"yields,omitempty"`
}

// share is member k's (0-based in Step.Party) Share with their HP as it
// stands.
func (st *Step) share(k int) Share {
	c := st.Party[k]
	return Share{Seat: k + 1, HP: c.HP, MaxHP: rules.MaxHP(c)}
}

// settleParty puts the members' settlements of a party fight on the
// members along (their HP, spent resources, XP and loot in the pack) and
// returns their shares; nil for a player alone. out is the first seat's
// outcome, out.Seats every seat's as credited (combat.SettleParty).
func (st *Step) settleParty(out combat.Outcome, others []combat.Settlement) []Share {
	for k := range st.Party {
		if k < len(others) {
			st.Party[k] = combat.ApplyLoot(others[k].Character, others[k].Outcome.Loot)
		}
	}
	shares := SeatShares(out, st.Party)
	for k := range shares {
		if k < len(others) {
			shares[k].LevelUp = others[k].LevelUp
		}
	}
	return shares
}

// SeatShares are the members' shares of a fight settled on them (party,
// their characters in seat order, loot applied): each member's outcome is
// out.Seats[seat] (rules §2.13).
func SeatShares(out combat.Outcome, party []rules.Character) []Share {
	var shares []Share
	for k, c := range party {
		sh := Share{Seat: k + 1, HP: c.HP, MaxHP: rules.MaxHP(c)}
		if k+1 < len(out.Seats) {
			o := out.Seats[k+1]
			sh.Result, sh.XP, sh.Loot = o.Result, o.XP, o.Loot
		}
		shares = append(shares, sh)
	}
	return shares
}
