package report

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/sim/record"
)

// The party gates (rules §11.3), on the zones' intended levels, every
// seed pooled.
const (
	// PartyOverTargetPP is how far over its tier's solo target a party's
	// clear rate may rise, in percentage points; it may not fall under it.
	PartyOverTargetPP = 15
	// PartyRewardFloor is the least a member's XP, and loot and coins, per
	// in-game day may be against the same class alone at the same cells,
	// as a fraction.
	PartyRewardFloor = 0.8
	// PartyLairMinLevel is the lowest level whose Dragon's Lair runs count
	// for the lair gate.
	PartyLairMinLevel = 13
	// PartyLairFloorPct is the clear rate, in percent, at least one roster
	// must reach in Dragon's Lair at a level of PartyLairMinLevel or more.
	PartyLairFloorPct = 50
	// partyWorstCells is how many of the worst member cells the report
	// lists.
	partyWorstCells = 12
)

// SplitParty separates the records of party expeditions (record.Run.Party
// set, rules §8.22) from the runs of players alone, each in input order.
func SplitParty(runs []record.Run) (solo, party []record.Run) {
	for _, r := range runs {
		if r.Party != nil {
			party = append(party, r)
		} else {
			solo = append(solo, r)
		}
	}
	return solo, party
}

// PartySummary is the digest of one player policy's party expeditions,
// at the zones' intended levels, against the same policy's players alone
// when their runs are given.
type PartySummary struct {
	// Policy is the player policy of the runs.
	Policy string
	// Expeditions counts the party expeditions (their leaders' records);
	// SoloRuns the runs alone they are held to.
	Expeditions, SoloRuns int
	// Rosters are the rosters played, sorted.
	Rosters []string
	// Tiers holds one row per roster and tier with intended cells.
	Tiers []PartyTierRow
	// Members holds one row per roster, seat and tier: what the member
	// earned against the same class alone (empty without solo runs).
	Members []PartyMemberRow
	// Cells holds the same per roster, seat, zone and level, worst first
	// (the lower of the two ratios).
	Cells []PartyMemberCell
	// Lair holds each roster's Dragon's Lair clear rate at each level of
	// PartyLairMinLevel or more.
	Lair []PartyLairRow
	// Gates are the party gates checked against this summary.
	Gates []Gate
}

// PartyTierRow is one roster's clear rate in one tier.
type PartyTierRow struct {
	Roster    string
	Tier      int
	TargetPct float64
	Cleared   Rate
}

// InBand reports whether the row's clear rate lies within 0 to
// PartyOverTargetPP points over its target.
func (r PartyTierRow) InBand() bool {
	return r.Cleared.Pct >= r.TargetPct && r.Cleared.Pct <= r.TargetPct+PartyOverTargetPP
}

// perDay is a member's or a player alone's takings over some runs: XP, and
// loot value and coins together, over the in-game days (record.Run.PlayDays).
type perDay struct {
	n        int
	xp, loot float64
	days     float64
}

func (p *perDay) add(r record.Run) {
	p.n++
	p.xp += float64(r.XP)
	p.loot += float64(r.LootValue + r.Coins)
	p.days += r.PlayDays()
}

func (p *perDay) merge(o perDay) {
	p.n += o.n
	p.xp += o.xp
	p.loot += o.loot
	p.days += o.days
}

// ratio is the member's XP and loot per day as a fraction of solo's; ok
// is false when either side has no days or solo earned nothing of one.
func (p perDay) ratio(solo perDay) (xp, loot float64, ok bool) {
	if p.days <= 0 || solo.days <= 0 || solo.xp <= 0 || solo.loot <= 0 {
		return 0, 0, false
	}
	return (p.xp / p.days) / (solo.xp / solo.days), (p.loot / p.days) / (solo.loot / solo.days), true
}

// PartyMemberRow is one seat's takings in one tier against the same class
// alone at the same cells, every cell's runs pooled.
type PartyMemberRow struct {
	Roster string
	Seat   int
	Class  string
	Tier   int
	// Runs and SoloRuns are the runs behind each side.
	Runs, SoloRuns int
	// XPRatio and LootRatio are the member's XP, and loot and coins, per
	// in-game day as fractions of the same class's alone.
	XPRatio, LootRatio float64
}

// Worst is the lower of the two ratios.
func (r PartyMemberRow) Worst() float64 { return min(r.XPRatio, r.LootRatio) }

// PartyMemberCell is one seat's takings at one zone and level against the
// same class alone there.
type PartyMemberCell struct {
	PartyMemberRow
	Zone  string
	Level int
}

// PartyLairRow is one roster's Dragon's Lair clear rate at one level.
type PartyLairRow struct {
	Roster  string
	Level   int
	Cleared Rate
}

type partyCellKey struct {
	roster, zone      string
	seat, level, tier int
}

type soloCellKey struct {
	class, zone string
	level       int
}

// SummarizeParty digests one policy's party records (SplitParty's) at the
// zones' intended levels, holding each member to the vanilla runs alone
// among solo at the same zones and levels, and checks the party gates.
func SummarizeParty(party, solo []record.Run) PartySummary {
	s := PartySummary{}
	if len(party) > 0 {
		s.Policy = cmp.Or(party[0].Policy, record.PolicyCareful)
	}
	clears := map[partyCellKey][2]int{}
	members := map[partyCellKey]*perDay{}
	classOf := map[partyCellKey]string{}
	rosters := map[string]bool{}
	for _, r := range party {
		z, ok := content.ZoneByID(content.ZoneID(r.Zone))
		if !ok || !intendedLevel(z, r.Level) {
			continue
		}
		rosters[r.Party.Roster] = true
		k := partyCellKey{roster: r.Party.Roster, zone: r.Zone, seat: r.Party.Seat, level: r.Level, tier: z.Tier}
		if members[k] == nil {
			members[k] = &perDay{}
			classOf[k] = r.Class
		}
		members[k].add(r)
		if r.Party.Seat != 0 {
			continue
		}
		s.Expeditions++
		k.seat = 0
		c := clears[k]
		c[1]++
		if r.Outcome == record.OutcomeCleared {
			c[0]++
		}
		clears[k] = c
	}
	alone := map[soloCellKey]*perDay{}
	for _, r := range vanillaRuns(solo) {
		if r.Mode != record.ModeExpedition {
			continue
		}
		k := soloCellKey{r.Class, r.Zone, r.Level}
		if alone[k] == nil {
			alone[k] = &perDay{}
		}
		alone[k].add(r)
		s.SoloRuns++
	}
	for r := range rosters {
		s.Rosters = append(s.Rosters, r)
	}
	slices.Sort(s.Rosters)
	s.Tiers, s.Lair = partyTiers(clears)
	s.Members, s.Cells = partyMembers(members, classOf, alone)
	s.Gates = partyGates(s)
	return s
}

// partyTiers pools each roster's cells by tier, and lists its Dragon's
// Lair cells at PartyLairMinLevel and up.
func partyTiers(clears map[partyCellKey][2]int) ([]PartyTierRow, []PartyLairRow) {
	type tierKey struct {
		roster string
		tier   int
	}
	sums := map[tierKey][2]int{}
	var lair []PartyLairRow
	for k, c := range clears {
		tk := tierKey{k.roster, k.tier}
		s := sums[tk]
		s[0] += c[0]
		s[1] += c[1]
		sums[tk] = s
		if k.zone == string(content.ZoneDragonsLair) && k.level >= PartyLairMinLevel {
			lair = append(lair, PartyLairRow{Roster: k.roster, Level: k.level, Cleared: NewRate(c[0], c[1])})
		}
	}
	rows := make([]PartyTierRow, 0, len(sums))
	for k, c := range sums {
		target := targetClearPct[k.tier]
		rows = append(rows, PartyTierRow{Roster: k.roster, Tier: k.tier, TargetPct: target, Cleared: NewRate(c[0], c[1])})
	}
	slices.SortFunc(rows, func(a, b PartyTierRow) int {
		return cmp.Or(cmp.Compare(a.Roster, b.Roster), cmp.Compare(a.Tier, b.Tier))
	})
	slices.SortFunc(lair, func(a, b PartyLairRow) int {
		return cmp.Or(cmp.Compare(a.Roster, b.Roster), cmp.Compare(a.Level, b.Level))
	})
	return rows, lair
}

// partyMembers holds each member's cells against the class alone at the
// same cell, and pools them by tier over the cells both sides played.
func partyMembers(members map[partyCellKey]*perDay, classOf map[partyCellKey]string,
	alone map[soloCellKey]*perDay) ([]PartyMemberRow, []PartyMemberCell) {
	type tierKey struct {
		roster string
		seat   int
		tier   int
	}
	type pooled struct{ member, solo perDay }
	byTier := map[tierKey]*pooled{}
	var cells []PartyMemberCell
	for k, m := range members {
		solo := alone[soloCellKey{classOf[k], k.zone, k.level}]
		if solo == nil {
			continue
		}
		xp, loot, ok := m.ratio(*solo)
		if !ok {
			continue
		}
		row := PartyMemberRow{Roster: k.roster, Seat: k.seat, Class: classOf[k], Tier: k.tier,
			Runs: m.n, SoloRuns: solo.n, XPRatio: xp, LootRatio: loot}
		cells = append(cells, PartyMemberCell{PartyMemberRow: row, Zone: k.zone, Level: k.level})
		tk := tierKey{k.roster, k.seat, k.tier}
		p := byTier[tk]
		if p == nil {
			p = &pooled{}
			byTier[tk] = p
		}
		p.member.merge(*m)
		p.solo.merge(*solo)
	}
	rows := make([]PartyMemberRow, 0, len(byTier))
	for k, p := range byTier {
		xp, loot, ok := p.member.ratio(p.solo)
		if !ok {
			continue
		}
		class := strings.Split(k.roster, "+")[k.seat]
		rows = append(rows, PartyMemberRow{Roster: k.roster, Seat: k.seat, Class: class, Tier: k.tier,
			Runs: p.member.n, SoloRuns: p.solo.n, XPRatio: xp, LootRatio: loot})
	}
	slices.SortFunc(rows, func(a, b PartyMemberRow) int {
		return cmp.Or(cmp.Compare(a.Roster, b.Roster), cmp.Compare(a.Seat, b.Seat), cmp.Compare(a.Tier, b.Tier))
	})
	slices.SortFunc(cells, func(a, b PartyMemberCell) int {
		return cmp.Or(cmp.Compare(a.Worst(), b.Worst()), cmp.Compare(a.Roster, b.Roster), cmp.Compare(a.Seat, b.Seat),
			cmp.Compare(a.Zone, b.Zone), cmp.Compare(a.Level, b.Level))
	})
	return rows, cells
}

// partyGates checks the party gates (rules §11.3): each roster's tiers in
// their band; each member's takings per day against the class alone,
// pooled by tier (the gate) and cell by cell (shown beside it: a cell's
// 30 runs are a thin sample of so skewed a reward); one roster clearing
// Dragon's Lair at level 13 and up at PartyLairFloorPct.
func partyGates(s PartySummary) []Gate {
	var band []string
	for _, r := range s.Tiers {
		if !r.InBand() {
			band = append(band, fmt.Sprintf("%s T%d: %s%% (n %d) against %s–%s%%", r.Roster, r.Tier, pct(r.Cleared.Pct),
				r.Cleared.N, pct(r.TargetPct), pct(r.TargetPct+PartyOverTargetPP)))
		}
	}
	gs := []Gate{newGate(fmt.Sprintf("every roster clears each tier at 0 to %d points over the solo target", PartyOverTargetPP), band)}
	if s.SoloRuns > 0 {
		var low []string
		for _, r := range s.Members {
			if r.Worst() < PartyRewardFloor {
				low = append(low, fmt.Sprintf("%s seat %d (%s) T%d: XP %s, loot %s", r.Roster, r.Seat, r.Class, r.Tier,
					ratio(r.XPRatio), ratio(r.LootRatio)))
			}
		}
		gs = append(gs, newGate(fmt.Sprintf("each member earns XP and loot per in-game day at least %.0f%% of the same class alone, "+
			"the tier's cells pooled", 100*PartyRewardFloor), low))
		var cells []string
		for _, c := range s.Cells {
			if c.Worst() < PartyRewardFloor {
				cells = append(cells, fmt.Sprintf("%s seat %d (%s) %s %d", c.Roster, c.Seat, c.Class, c.Zone, c.Level))
			}
		}
		name := fmt.Sprintf("each member earns XP and loot per in-game day at least %.0f%% of the same class alone at every cell "+
			"(%d of %d cells under)", 100*PartyRewardFloor, len(cells), len(s.Cells))
		if len(cells) > 0 {
			cells = []string{fmt.Sprintf("%d cells under; the worst are listed below", len(cells))}
		}
		gs = append(gs, newGate(name, cells))
	}
	var best PartyLairRow
	for _, r := range s.Lair {
		if r.Cleared.Pct > best.Cleared.Pct {
			best = r
		}
	}
	var lair []string
	if best.Cleared.Pct < PartyLairFloorPct {
		lair = []string{fmt.Sprintf("best: %s%%", pct(best.Cleared.Pct))}
	}
	name := fmt.Sprintf("a roster clears Dragon's Lair at level %d or more at least %d%% of the time", PartyLairMinLevel, PartyLairFloorPct)
	if best.Cleared.N > 0 {
		name += fmt.Sprintf(" (best: %s at %d, %s%%)", best.Roster, best.Level, pct(best.Cleared.Pct))
	}
	return append(gs, newGate(name, lair))
}

// ratio formats a fraction as a percentage of solo ("93%").
func ratio(x float64) string { return fmt.Sprintf("%.0f%%", 100*x) }

// PartyByPolicy summarizes the party records of runs once per player
// policy, careful first, each against the same policy's runs alone.
func PartyByPolicy(runs []record.Run) []PartySummary {
	solo, party := SplitParty(runs)
	byPolicy := func(rs []record.Run) map[string][]record.Run {
		m := map[string][]record.Run{}
		for _, r := range rs {
			p := cmp.Or(r.Policy, record.PolicyCareful)
			m[p] = append(m[p], r)
		}
		return m
	}
	ps, ss := byPolicy(party), byPolicy(solo)
	names := policyNames(ps)
	out := make([]PartySummary, 0, len(names))
	for _, n := range names {
		out = append(out, SummarizeParty(ps[n], ss[n]))
	}
	return out
}
