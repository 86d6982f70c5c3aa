package play

import (
	"time"

	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/harvest"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// RolloverIn is one 06:00 rollover of an active expedition: the
// expedition, the character, the run and its graph, whether a
// turn-by-turn fight is running, the world seed, the rollover's instant
// and the player's time zone.
type RolloverIn struct {
	Exp  expedition.Expedition
	Char rules.Character
	// Party are the party's other members in seat order (rules §8.23);
	// nil for a player alone.
	Party    []rules.Character
	Run      zonerun.Run
	Graph    zonegraph.Graph
	Fighting bool
	World    uint64
	At       time.Time
	Loc      *time.Location
}

// RolloverOut is a rollover applied: the expedition, character and run to
// save, the engine's report, the rewards of the milestones it reached,
// and which of the character and the run changed (the bot saves only
// those). NodesReset: the Feywild's time loop grew the harvest nodes back.
// ZoneGrew: the rooms an earlier run of the zone emptied grew back
// (zonerun.GrowBack).
type RolloverOut struct {
	Exp  expedition.Expedition
	Char rules.Character
	// Party are the members after the rollover and Days what it did to
	// each (expedition.MemberDawn), in seat order.
	Party []rules.Character
	Days  []expedition.MemberDay
	// PartyLosses are what a forced extraction at the rollover took from
	// each member, by seat; nil unless it forced the party out.
	PartyLosses []expedition.Loss
	Run         zonerun.Run
	Report      expedition.RolloverReport
	Grants      []Grant
	CharChanged bool
	RunChanged  bool
	NodesReset  bool
	ZoneGrew    bool
}

// Rollover applies one rollover (rules §8.3, §8.4, §8.6, §8.19;
// expedition.Rollover): a character back from being down first, the
// night against the day's camp, the day counter, burn, threat drift, zone
// events, milestones (their rewards granted), starvation or a forced
// extraction (the leg's loss taken, the run ended); then the respawns the night left
// owed, fresh FightMods, the rooms an earlier run of the zone emptied
// grown back (rules §6.10), and the Feywild's time loop on the harvest nodes;
// last the report card's point of the morning, or of the end (rules
// §8.21).
// Errors: the expedition engine's (expedition.ErrRolloverNotDue, ...).
func Rollover(in RolloverIn) (RolloverOut, error) {
	ch, changed := in.Char, false
	if back, done := rules.FinishRecovery(ch, in.At); done {
		ch, changed = back, true
	}
	pos := Position(in.Run, in.Graph, in.Fighting)
	e, ch, rep, err := expedition.Rollover(in.Exp, pos, ch, expedition.RootStream(in.World, in.Exp), in.At, in.Loc)
	if err != nil {
		return RolloverOut{}, err
	}
	out := RolloverOut{Report: rep, CharChanged: changed || rep.WakeHP > 0 || len(rep.Milestones) > 0 || rep.Forced != nil || rep.Starvation != nil}
	e, run, respawned := TakeRespawns(e, in.Run, in.Graph)
	mods := FightMods(e)
	out.RunChanged = respawned || mods != run.Mods
	run.Mods = mods
	if !run.Status.Over() {
		if run, out.ZoneGrew = zonerun.GrowBack(run); out.ZoneGrew {
			out.RunChanged = true
		}
	}
	if expedition.HarvestEffects(e).NodesReset && !run.Status.Over() && SpentCharges(run.Harvest) > 0 {
		run.Harvest = harvest.Refill(run.Harvest)
		out.RunChanged, out.NodesReset = true, true
	}
	ch, out.Grants = GrantMilestones(ch, e, rep.Milestones, in.World)
	e, out.Party, out.Days, out.PartyLosses = membersDawn(e, in, rep)
	point := expedition.PointMorning
	if rep.Forced != nil {
		point = expedition.PointEnd
		ch = ApplyForced(ch, *rep.Forced)
		if !run.Status.Over() {
			run, out.RunChanged = EndRun(run, string(rep.Forced.Cause), in.At), true
		}
	}
	e = expedition.Mark(e, point, ch.HP, rules.MaxHP(ch), in.At)
	out.Exp, out.Char, out.Run = e, ch, run
	return out, nil
}

// SpentCharges counts the harvest charges a run's nodes have spent.
func SpentCharges(s harvest.State) int {
	n := 0
	for _, rm := range s.Rooms {
		for _, nd := range rm.Nodes {
			n += nd.Max - max(nd.Charges, 0)
		}
	}
	return n
}

// membersDawn is the rollover rep as it falls on each member of the
// party (rules §8.3, §8.23; expedition.MemberDawn): their starving CON,
// their waking bonus, their milestones paid, and a forced extraction's
// loss.
func membersDawn(e expedition.Expedition, in RolloverIn, rep expedition.RolloverReport) (expedition.Expedition, []rules.Character, []expedition.MemberDay, []expedition.Loss) {
	if len(in.Party) == 0 {
		return e, nil, nil, nil
	}
	party := rules.CloneAll(in.Party)
	days := make([]expedition.MemberDay, len(party))
	root := expedition.RootStream(in.World, in.Exp)
	for k := range party {
		seat := k + 1
		e, party[k], days[k] = expedition.MemberDawn(e, in.Exp.Camp, rep, seat, party[k], root)
		party[k], _ = GrantMilestones(party[k], e, days[k].Milestones, in.World)
	}
	var losses []expedition.Loss
	if rep.Forced != nil {
		e, losses = membersForced(e, party)
	}
	return e, party, days, losses
}
