package play

import (
	"time"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// Teammate is a party member other than the leader as a game sets off
// with them (rules §8.22): their user and their character, provisioned.
type Teammate struct {
	UserID string
	Char   rules.Character
}

// takings counts drops as a tally: coins and one item ID a copy.
func takings(drops []content.Drop) expedition.Takings {
	var t expedition.Takings
	for _, d := range drops {
		t.Coins += d.Coins
		if d.ItemID != "" {
			for range max(1, d.Qty) {
				t.Items = append(t.Items, d.ItemID)
			}
		}
	}
	return t
}

// memberShares records the members' shares of one step event in their
// tallies (rules §8.22): a fight's XP and loot, a secret room's treasure,
// their harvest yields.
func (s *stepper) memberShares(ev zonerun.Event) {
	shares := ev.Shares
	if ev.Fight != nil {
		shares = ev.Fight.Shares
	}
	for _, sh := range shares {
		t := takings(sh.Loot)
		t.XP = sh.XP
		for _, y := range sh.Yields {
			for range y.Qty {
				t.Items = append(t.Items, y.Resource)
			}
		}
		s.out.Exp = expedition.RecordMember(s.out.Exp, sh.Seat, t)
	}
}

// membersComplete pays each member the completion (rules §8.19, §8.23):
// the milestones as they fall on them, and the CON starvation took back.
func (s *stepper) membersComplete(awards []expedition.MilestoneAward) {
	for k := range s.out.Party {
		seat := k + 1
		var mine []expedition.MilestoneAward
		s.out.Exp, s.out.Party[k], mine = expedition.MemberMilestones(s.out.Exp, awards, seat, s.out.Party[k])
		s.out.Party[k], _ = GrantMilestones(s.out.Party[k], s.out.Exp, mine, s.in.World)
		s.out.Exp, s.out.Party[k] = expedition.MemberHome(s.out.Exp, seat, s.out.Party[k])
	}
}

// membersForced takes a forced extraction's loss from each member (rules
// §8.18, §8.23) and returns e, owing them no CON any more, and each
// member's loss by seat.
func membersForced(e expedition.Expedition, party []rules.Character) (expedition.Expedition, []expedition.Loss) {
	losses := make([]expedition.Loss, len(party))
	for k := range party {
		e, party[k], losses[k] = expedition.MemberForced(e, k+1, party[k])
	}
	return e, losses
}

// membersHome gives each member leaving the field with the party (an
// extraction) the CON starvation took, and returns e, owing them none.
func membersHome(e expedition.Expedition, party []rules.Character) expedition.Expedition {
	for k := range party {
		e, party[k] = expedition.MemberHome(e, k+1, party[k])
	}
	return e
}

// Weakest is the one of the leader and the members with the lowest HP
// against their maximum (the first of equals): the party walks by the
// most wounded (rules §8.23).
func Weakest(leader rules.Character, party []rules.Character) rules.Character {
	if k := weakestSeat(leader, party); k > 0 {
		return party[k-1]
	}
	return leader
}

// weakestSeat is the seat of Weakest: 0 the leader, k party[k-1].
func weakestSeat(leader rules.Character, party []rules.Character) int {
	low, seat := HPPct(leader), 0
	for k, c := range party {
		if HPPct(c) < low {
			low, seat = HPPct(c), k+1
		}
	}
	return seat
}

// lastRested is the member (index into party) whose rest or recovery
// ends last, and when; the zero time when none rests.
func lastRested(party []rules.Character) (int, time.Time) {
	k, at := 0, time.Time{}
	for i, c := range party {
		if t := later(c.LockoutUntil, c.DownUntil); t.After(at) {
			k, at = i, t
		}
	}
	return k, at
}

// AwakeAt reports whether neither the leader nor any member is resting
// or recovering at now: the party walks on only together.
func AwakeAt(now time.Time, leader rules.Character, party []rules.Character) bool {
	for _, c := range append([]rules.Character{leader}, party...) {
		if c.IsRecovering(now) || c.IsResting(now) {
			return false
		}
	}
	return true
}

// RestedAt is when the last of the leader and the members is done
// resting or recovering.
func RestedAt(leader rules.Character, party []rules.Character) time.Time {
	at := later(leader.LockoutUntil, leader.DownUntil)
	for _, c := range party {
		at = later(at, later(c.LockoutUntil, c.DownUntil))
	}
	return at
}
