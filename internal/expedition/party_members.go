package expedition

import (
	"slices"
	"time"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/dice"
	"github.com/gogobee/gogobee/internal/rules"
)

// What the expedition's own engine does to the leader's character, these
// do to a party member's (rules §8.23): the leader's call settles the
// expedition and the leader; each member's character then follows it by
// the call's report, with the member's own tallies and streams.

// Seated returns the member of e in seat still in the party, ok false
// for none.
func (e Expedition) Seated(seat int) (Member, bool) {
	i := e.seated(seat)
	if i < 0 {
		return Member{}, false
	}
	return e.Party[i], true
}

// seated is the index in e.Party of the member in seat still in the party,
// -1 for none.
func (e Expedition) seated(seat int) int {
	return slices.IndexFunc(e.Party, func(m Member) bool { return m.Seat == seat && m.In() })
}

// MemberUsers are the users of the members still in e's party, by seat
// (rules §8.22); nil for a solo expedition.
func (e Expedition) MemberUsers() []string {
	var out []string
	for _, m := range e.Members() {
		out = append(out, m.UserID)
	}
	return out
}

// RecordMember adds to the member in seat what they earned (rules §8.22):
// XP, coins and found items (item IDs, one a copy). A seat nobody holds
// changes nothing.
func RecordMember(e Expedition, seat int, t Takings) Expedition {
	i := e.seated(seat)
	if i < 0 || t.XP == 0 && t.Coins == 0 && len(t.Items) == 0 {
		return e
	}
	e = e.Clone()
	m := &e.Party[i]
	m.XPEarned += t.XP
	m.CoinsEarned += t.Coins
	m.Loot = append(m.Loot, t.Items...)
	return e
}

// MemberTakings is what the member in seat earned on the expedition: a
// member has one leg, from joining (rules §8.22).
func (e Expedition) MemberTakings(seat int) Takings {
	i := e.seated(seat)
	if i < 0 {
		return Takings{}
	}
	m := e.Party[i]
	return Takings{XP: m.XPEarned, Coins: m.CoinsEarned, Items: slices.Clone(m.Loot)}
}

// MemberCamp gives member c the rest of the camp the leader just made or
// rested in, as res reports it (rules §8.10, §8.23): a long rest with the
// leader's lockout (res.LongRest's end: a party's camp keeps every seat
// PartyCampLockout, CampLockout), or a partial rest (HP raised to half
// the maximum). It returns the member and the HP healed.
func MemberCamp(c rules.Character, res CampResult, at time.Time) (rules.Character, int) {
	if res.Rest == RestLong {
		c, rep := rules.RestoreLongRest(c)
		c.LastLongRest = at
		c.LockoutUntil = at.Add(rules.LongRestLockout)
		if res.LongRest != nil && res.LongRest.LockoutUntil.After(at) {
			c.LockoutUntil = res.LongRest.LockoutUntil
		}
		return c, rep.HPHealed
	}
	c, part := campPartialRest(c, CampDef{}, CampResult{})
	return c, part.HPHealed
}

// MemberDawn is what a rollover (rep, just applied to e, which now holds
// the new day; camp, the camp the night found) did to the member in seat
// (rules §8.3, §8.23): a starving day takes the same CON from them as
// from the leader (given back when they leave the field), the camp's
// waking bonus rolls on their own stream (root, the expedition's), and
// the survival milestones the party reached pay them their own XP. The
// leader does not change; the member's XP joins their tallies in the
// returned expedition.
func MemberDawn(e Expedition, camp *Camp, rep RolloverReport, seat int, c rules.Character, root *dice.Stream) (Expedition, rules.Character, MemberDay) {
	var day MemberDay
	c = c.Clone()
	if s := rep.Starvation; s != nil && s.Lost > 0 {
		taken := min(s.Lost, max(0, c.Abilities.Con))
		c.Abilities.Con -= taken
		c.HP = min(c.HP, rules.MaxHP(c))
		e = e.memberCON(seat, taken)
		day.ConLost = taken
	}
	if rep.Forced == nil && camp != nil && !camp.Struck && c.HP > 0 {
		if def := campTable[camp.Type]; !def.WakeHP.IsZero() {
			c, day.WakeHP = rules.Heal(c, def.WakeHP.Roll(root.Child(e.Day, "wake", seat)))
		}
	}
	e, c, day.Milestones = MemberMilestones(e, rep.Milestones, seat, c)
	return e, c, day
}

// MemberDay is a rollover's effect on one party member: CON a starving
// day took, HP the camp's waking bonus gave, the milestones paid.
type MemberDay struct {
	ConLost    int              `json:"con_lost,omitempty"`
	WakeHP     int              `json:"wake_hp,omitempty"`
	Milestones []MilestoneAward `json:"milestones,omitempty"`
}

// memberCON records n CON taken from the member in seat by starvation.
func (e Expedition) memberCON(seat, n int) Expedition {
	i := e.seated(seat)
	if i < 0 || n == 0 {
		return e
	}
	e = e.Clone()
	e.Party[i].ConTaken += n
	return e
}

// MemberMilestones resolves for the member in seat, character c, the
// milestones the party just reached (awards, as resolved for the
// leader; rules §8.19): the same milestones, each member's XP by their
// own level and takings (a bonus share of their own XP earned, The
// Bounty by their own level above the band, none past the level cap).
// The XP is credited into the member's tallies and returned in the
// awards; c's XP is not raised (GrantMilestones does that).
func MemberMilestones(e Expedition, awards []MilestoneAward, seat int, c rules.Character) (Expedition, rules.Character, []MilestoneAward) {
	if len(awards) == 0 {
		return e, c, nil
	}
	mine := e.MemberTakings(seat)
	out := make([]MilestoneAward, 0, len(awards))
	probe := c
	for _, a := range awards {
		m := a.Milestone
		a.GrantXP = e.milestoneXP(m, mine.XP, probe)
		probe.XP += a.GrantXP
		a.Ability = ""
		if m.PrimaryStatBonus > 0 && c.Class != "" {
			a.Ability = c.Def().AttackAbility
		}
		e = RecordMember(e, seat, Takings{XP: a.GrantXP})
		out = append(out, a)
	}
	return e, c, out
}

// MemberForced is a forced extraction (rep, the leader's) as it falls on
// the member in seat, character c (rules §8.18, §8.23): the member loses
// the same share of their own takings as the leader of theirs, and gets
// back the CON starvation took from them (the expedition returned no
// longer owes it). It returns the member's loss, also kept on their seat
// (Member.Loss) for the report card (rules §8.21).
func MemberForced(e Expedition, seat int, c rules.Character) (Expedition, rules.Character, Loss) {
	loss := ForcedLoss(e.MemberTakings(seat), c)
	e, c = MemberHome(e, seat, c)
	if i := e.seated(seat); i >= 0 {
		kept := loss
		e.Party[i].Loss = &kept
	}
	return e, ApplyLoss(c, loss), loss
}

// MemberHome is a member leaving the field with all they carry (an
// extraction, a completion, a leave or a kick; rules §8.22): the CON
// starvation took from them comes back, once (the expedition returned no
// longer owes it), and the HP they leave with is kept for the report card
// (Member.HPHome, rules §8.21).
func MemberHome(e Expedition, seat int, c rules.Character) (Expedition, rules.Character) {
	i := e.seated(seat)
	if i < 0 {
		return e, c
	}
	e = e.Clone()
	if e.Party[i].ConTaken > 0 {
		c = GiveBackCON(c, e.Party[i].ConTaken)
		e.Party[i].ConTaken = 0
	}
	e.Party[i].HPHome, e.Party[i].MaxHPHome = c.HP, rules.MaxHP(c)
	return e, c
}

// HarvestWorth is the catalogue value in coins of the harvest among the
// member's finds (rules §7.3, §8.21): each resource's item value, as the
// leader's Expedition.HarvestValue counts the leader's yields.
func (m Member) HarvestWorth() int {
	worth := 0
	for _, id := range m.Loot {
		if _, res := content.ResourceByID(id); !res {
			continue
		}
		if it, ok := content.ItemByID(id); ok {
			worth += it.Value
		}
	}
	return worth
}

// MemberReport is rollover report rep as member m's Morning Briefing tells
// it (rules §8.22): the party's night, day, supplies and threat as they
// are, with the member's own side of the dawn (day, from MemberDawn): the
// camp's waking HP, the milestones that paid them, and a starving day's
// CON as their own score stands (con, their CON after the dawn).
func MemberReport(rep RolloverReport, day MemberDay, m Member, con int) RolloverReport {
	rep.WakeHP = day.WakeHP
	rep.Milestones = day.Milestones
	if rep.Starvation != nil {
		s := *rep.Starvation
		s.Lost, s.ConLost, s.ConLeft = day.ConLost, m.ConTaken, con
		rep.Starvation = &s
	}
	return rep
}

// WentWith returns user's membership of e's party that went into the
// field (rules §8.22): e set off, and user was in the party when it did
// or joined it after; ok is false for a member who left while it packed,
// and for anyone else. Of several, the latest.
func (e Expedition) WentWith(user string) (Member, bool) {
	if e.RunID == 0 {
		return Member{}, false
	}
	for k := len(e.Party) - 1; k >= 0; k-- {
		if m := e.Party[k]; m.UserID == user && (m.In() || !m.LeftAt.Before(e.StartedAt)) {
			return m, true
		}
	}
	return Member{}, false
}
