package combat

import "github.com/gogobee/gogobee/internal/rules"

// RosterHPPercent is how much HP each seat after the first adds to every
// foe of a party fight in a zone of the tier, in percent of its HP (rules
// §2.13), before its class's share (RosterClassPercent): a whole of itself
// at tier 1 (a party of two meets foes of twice the HP, of three three
// times), each foe swinging once more a turn for each other standing seat
// (rosterAttacks), so each seat meets about the solo fight; more at tiers
// 2, 3 and 5, where seats that heal and cover one another, and a room the
// party holds while one of them is down, cleared far over the tiers'
// bands (rules §11.3, the party matrix); 90% at tier 4, where the
// classes' shares (RosterClassPercent) add the rest. A practice bout or a
// fight of no tier grows by a whole.
func RosterHPPercent(tier int) int {
	switch tier {
	case 2:
		return 170
	case 3:
		return 140
	case 4:
		return 90
	case 5:
		return 105
	}
	return 100 // tier 1, a practice bout, or a zone of no tier
}

// rosterClassPercent is each class's share by tier (index tier-1), in
// percent of a foe's HP; a class not listed adds nothing.
var rosterClassPercent = map[rules.ClassID][5]int{
	rules.Cleric:  {0, 30, 10, 10, 0},
	rules.Mage:    {0, 0, -45, 0, -10},
	rules.Rogue:   {0, 0, 15, 15, 10},
	rules.Ranger:  {0, 0, 5, -10, 0},
	rules.Fighter: {0, 0, -10, 0, 0},
}

// RosterClassPercent is what a seat of class c adds to every foe of a
// party fight in a zone of the tier, in percent of the foe's HP, beside
// RosterHPPercent (rules §2.13): more for a Cleric at tiers 2-4, whose
// heals reach the others; less for a Mage at tiers 3 and 5, the frailest
// seat, whose spells run dry as a grown foe's fight runs on; more for a
// Rogue at tiers 3-5, whose Sneak Attacks turn a foe on it while Evasion
// and Slippery Mind see it through; at tier 3 less for a Fighter and more
// for a Ranger, at tier 4 less for a Ranger, whose pairs without a Mage
// lost the Underdark's boss most. Nothing at tier 1, in a practice bout,
// or for a class not named (rules §11.3, the party matrix).
func RosterClassPercent(c rules.ClassID, tier int) int {
	if tier < 1 || tier > 5 {
		return 0
	}
	return rosterClassPercent[c][tier-1]
}

// RosterPercent is the HP every foe of a party fight is fought with, in
// percent of its own, by a roster of seats of these classes (the first
// seat's first) in a zone of the tier (rules §2.13): RosterHPPercent for
// each seat after the first and RosterClassPercent for every seat on top
// of its own 100; one seat (or none) fights it as it is, 100.
func RosterPercent(roster []rules.ClassID, tier int) int {
	if len(roster) <= 1 {
		return 100
	}
	pct := 100 + RosterHPPercent(tier)*(len(roster)-1)
	for _, c := range roster {
		pct += RosterClassPercent(c, tier)
	}
	return pct
}

// RosterHP is the HP a foe of hp HP is fought with by a party of these
// classes in a zone of the tier (RosterPercent, rules §2.13), rounded to
// the nearest point; one seat (or none) fights it as it is.
func RosterHP(hp int, roster []rules.ClassID, tier int) int {
	if len(roster) <= 1 {
		return hp
	}
	return (hp*RosterPercent(roster, tier) + 50) / 100
}

// Roster is the classes of spec's seats, its Character's first, then its
// Party's in order: what its foes grow for (RosterPercent, rules §2.13).
func Roster(spec Spec) []rules.ClassID {
	roster := []rules.ClassID{spec.Character.Class}
	for _, c := range spec.Party {
		roster = append(roster, c.Class)
	}
	return roster
}

// scaleToRoster grows every enemy's HP (and maximum) for a fight of the
// roster's seats in a zone of the tier (rules §2.13), rounding to the
// nearest point; one seat changes nothing.
func scaleToRoster(es []Enemy, roster []rules.ClassID, tier int) {
	if len(roster) <= 1 {
		return
	}
	for i := range es {
		hp := RosterHP(es[i].MaxHP, roster, tier)
		es[i].HP, es[i].MaxHP = hp, hp
	}
}

// seatClasses is the class of each of s's seats, in seat order.
func (s *State) seatClasses() []rules.ClassID {
	roster := make([]rules.ClassID, len(s.Players))
	for k, p := range s.Players {
		roster[k] = p.Char.Class
	}
	return roster
}

// partyXPPercent is the share of a fight's XP each seat of the roster
// earns in a zone of the tier, in percent (rules §2.13): the foes' grown
// HP split evenly (RosterPercent), so a party earns together what its
// grown foes are worth (100 each while the foes grow by a whole fight's HP
// a seat), and never less than 100: where the foes grow by less (tier 1,
// a Mage's party), no seat earns less from a fight than it would alone.
func partyXPPercent(roster []rules.ClassID, tier int) int {
	return max(100, RosterPercent(roster, tier)/len(roster))
}
