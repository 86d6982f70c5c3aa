package play

import (
	"time"

	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// NightIn is a settled fight of the encounter waiting on an active
// expedition (NightFightSpec): the expedition, the character as the fight
// left it (loot applied), the expedition's run and its graph, the fight's
// outcome, the world seed and when.
type NightIn struct {
	Exp  expedition.Expedition
	Char rules.Character
	// Party are the other members as the fight left them (loot applied),
	// in seat order (rules §8.23); Outcome.Seats holds their outcomes.
	Party   []rules.Character
	Run     zonerun.Run
	Graph   zonegraph.Graph
	Outcome combat.Outcome
	World   uint64
	Now     time.Time
}

// NightFightOver applies a night or road encounter's fight to its
// expedition (rules §8.11): the encounter is cleared, the day's
// tallies count the fight, threat moves as for a zone fight (+5, +8 for
// an elite or an ambush, loud magic, escapes), its kills join the run's
// kill log (the kill-gated harvest nodes open on them, rules §7.4), and 0
// HP or fleeing forces the player out (the leg's loss taken) and ends the
// zone run. Out.Run is the run to
// save (fresh FightMods; abandoned when forced out). Errors:
// expedition.ErrNoPendingEncounter, the expedition engine's refusals.
func NightFightOver(in NightIn) (StepOut, error) {
	if in.Exp.PendingNight == nil {
		return StepOut{}, expedition.ErrNoPendingEncounter{}
	}
	kind := NightFightKind(in.Exp.PendingNight.Kind)
	e, err := expedition.ClearPending(in.Exp)
	if err != nil {
		return StepOut{}, err
	}
	// The fight leaves the run as it was: no room is cleared by it.
	s := &stepper{in: StepIn{Exp: e, Prev: in.Run, Graph: in.Graph, World: in.World, Now: in.Now}, out: StepOut{Exp: e, Char: in.Char, Party: rules.CloneAll(in.Party)}}
	s.in.Step.Run = in.Run
	out := in.Outcome
	rep := &zonerun.FightReport{Kind: kind, Result: out.Held(), Rounds: out.Rounds,
		XP: out.XP, Loot: out.Loot, Kills: out.Kills, LoudThreat: out.LoudThreat, EscapeThreat: out.EscapeThreat,
		Nat20s: out.Nat20s, Nat1s: out.Nat1s, Shares: zonerun.SeatShares(out, in.Party)}
	s.memberShares(zonerun.Event{Fight: rep})
	if err := s.fight(rep); err != nil {
		return StepOut{}, err
	}
	if err := s.record(); err != nil {
		return StepOut{}, err
	}
	run := in.Run.Clone()
	// its kills are the run's as a room fight's are: a kill-gated harvest
	// node opens on them (rules §7.4)
	run.Kills = append(run.Kills, out.Kills...)
	switch out.Held() { // a party fights on when one seat falls or flees
	case combat.ResultDowned:
		err = s.force(expedition.CauseDowned)
	case combat.ResultFled:
		err = s.force(expedition.CauseFled)
	}
	if err != nil {
		return StepOut{}, err
	}
	s.settleWarning()
	if s.out.Forced != nil {
		run = EndRun(run, string(s.out.Forced.Cause), in.Now)
	}
	run.Mods = FightMods(s.out.Exp)
	s.out.Run = run
	return s.out, nil
}

// EndRun ends the zone run of an expedition that is over (forced out,
// given up, expired, starved, collapsed): the run is abandoned, why (the
// forced extraction's cause or the expedition's end status) kept as its
// EndedBy so `!zone status` tells how it ended. A run already over is
// returned as it is.
func EndRun(r zonerun.Run, why string, at time.Time) zonerun.Run {
	if r.Status.Over() {
		return r
	}
	st, err := zonerun.AbandonFor(r, why, at)
	if err != nil {
		return r
	}
	return st.Run
}
