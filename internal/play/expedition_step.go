package play

import (
	"slices"
	"time"

	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// Move says how a step of an expedition's run was made.
type Move string

// Moves. A fast travel to the base camp (rules §8.13) is free: no
// region transit, no Cartographer bookkeeping.
const (
	MoveWalk       Move = ""
	MoveFastTravel Move = "fast_travel"
)

// StepIn is one zone-run step as its expedition sees it: the expedition
// and the character before the step's expedition rules (the step's own
// fights and harvest already settled on Step.Char), the run before the
// step (the zero Run for a start), the step, the zone's graph, the world
// seed, when, and how the move was made.
type StepIn struct {
	Exp   expedition.Expedition
	Prev  zonerun.Run
	Step  zonerun.Step
	Graph zonegraph.Graph
	World uint64
	Now   time.Time
	Move  Move
}

// NoteKind names a Note.
type NoteKind string

// Notes of a step, in the order they happened.
const (
	NoteTransit     NoteKind = "transit"      // the road into a new region (a day's supplies)
	NoteMilestone   NoteKind = "milestone"    // a milestone reached on entering a room
	NoteEliteBonus  NoteKind = "elite_bonus"  // the Cartographer's bonus loot
	NoteDoubledBack NoteKind = "doubled_back" // a revisit edge walked (First: the expedition's first)
)

// Note is something a step did for the expedition that the player is told
// about where it happened: Region and Transit for NoteTransit, Grant for
// NoteMilestone, Drops for NoteEliteBonus, First for NoteDoubledBack.
// SULeft is the supplies carried after a transit (Supply Units).
type Note struct {
	Kind    NoteKind
	First   bool
	Region  string
	Transit expedition.TransitReport
	SULeft  float64
	Grant   Grant
	Drops   []content.Drop
}

// Completion is an expedition completed by the zone boss's fall: the
// engine's report and the completion milestones' rewards.
type Completion struct {
	Report expedition.CompletionReport
	Grants []Grant
}

// StepOut is what a step did to its expedition (rules §8.6, §8.13, §8.17,
// §8.18, §8.19, §8.20): the expedition, character and run to save (the run
// with Siege Mode's or the manor's respawns and fresh FightMods), the notes
// in order, the threat changes in order, a boss felled (its name, for the
// day's highlights), and a completion or a forced extraction (0 HP or
// fleeing; the leg's loss is taken) when the step ended the expedition.
type StepOut struct {
	Exp  expedition.Expedition
	Char rules.Character
	// Party are the party's other members after the step, in seat order
	// (rules §8.23); nil for a player alone.
	Party []rules.Character
	// PartyLosses are what a forced extraction took from each member, by
	// seat (rules §8.18, §8.23); nil unless the step forced the party out.
	PartyLosses []expedition.Loss
	Run         zonerun.Run
	Notes       []Note
	Threat      []expedition.ThreatChange
	BossFelled  string
	Completed   *Completion
	Forced      *expedition.ExtractionReport
}

// ExpeditionStep applies one step of an active expedition's zone run to
// the expedition (rules §8.6, §8.13, §8.17, §8.18, §8.19, §8.20): a walk is
// refused as AdvanceRefusal foretells it (checkWalk: heat exhaustion, and
// the boss's door of a zone whose boss wants a full rest); the step's events in
// order, after TwinBee's mood has drifted to the step's moment: region
// transit (a day of burn and a wandering check, refused
// when the expedition says no), a revisit's +1 threat, a first entry
// (Cartographer, the Rogue's Quiet Step, an elite-room bonus loot roll),
// each fight (+5, or +8 for an elite or boss, loud magic, escapes, −20 for
// a boss), treasure, the harvest pass (+2 a noise tick, yields as loot),
// regions cleared; then the day's tallies, and the zone boss (completion
// and its milestones) or 0 HP and fleeing (forced extraction, the leg's loss taken).
// Errors: the expedition engine's refusals (nothing applies), which the
// caller words for the player.
func ExpeditionStep(in StepIn) (StepOut, error) {
	if in.Move == MoveWalk {
		if err := checkWalk(in.Exp, in.Prev, in.Step, in.Graph); err != nil {
			return StepOut{}, err
		}
	}
	// TwinBee's mood drifts toward 50 up to the step's moment first
	// (rules §8.9): the expedition saved and the run's next fights carry
	// the mood as of now, not as of the last event that moved it.
	in.Exp.Mood = in.Exp.Mood.DriftTo(in.Now)
	s := &stepper{in: in, out: StepOut{Exp: in.Exp, Char: in.Step.Char, Party: rules.CloneAll(in.Step.Party)}}
	if err := s.apply(); err != nil {
		return StepOut{}, err
	}
	// Siege Mode (or the manor's reset) begun in this step fills the
	// cleared rooms now, and the run's fights feel the expedition as it
	// now stands.
	e, run, _ := TakeRespawns(s.out.Exp, in.Step.Run, in.Graph)
	run.Mods = FightMods(e)
	s.out.Exp, s.out.Run = e, run
	return s.out, nil
}

// TakeRespawns puts the enemies a rollover or a step left owed (the
// Haunted Manor's reset, Siege Mode) back in run r's cleared rooms
// (zonerun.RespawnRooms) and reports whether any room was filled. A run
// that is over is left alone.
func TakeRespawns(e expedition.Expedition, r zonerun.Run, g zonegraph.Graph) (expedition.Expedition, zonerun.Run, bool) {
	e, owed := expedition.TakeRespawns(e)
	if !owed.Any() || r.Status.Over() {
		return e, r, false
	}
	changed := false
	for _, c := range []struct {
		owed  bool
		cause zonerun.RespawnCause
	}{{owed.Manor, zonerun.RespawnManor}, {owed.Siege, zonerun.RespawnSiege}} {
		if !c.owed {
			continue
		}
		var filled []zonegraph.NodeID
		r, filled = zonerun.RespawnRooms(r, g, c.cause, e.Day)
		changed = changed || len(filled) > 0
	}
	return e, r, changed
}

// stepper walks one step's events.
type stepper struct {
	in    StepIn
	out   StepOut
	tally expedition.Tally
}

// settleWarning tells the 70 warning on where the step left the threat,
// never on a level it passed through or after the expedition ended
// (rules §8.6).
func (s *stepper) settleWarning() {
	s.out.Exp, s.out.Threat = expedition.SettleWarning(s.out.Exp, s.out.Threat)
}

// addThreat applies a threat modifier and keeps the change.
func (s *stepper) addThreat(delta int, reason expedition.ThreatReason) error {
	if delta == 0 {
		return nil
	}
	e, ch, err := expedition.AddThreatDelta(s.out.Exp, delta, reason, s.in.Now)
	if err != nil {
		return err
	}
	s.out.Exp = e
	s.out.Threat = append(s.out.Threat, ch)
	return nil
}

// doubledBack prices a revisit edge (rules §9.3): +1 threat, noted
// in the log, TwinBee's aside the first time.
func (s *stepper) doubledBack(ev zonerun.Event) error {
	label := string(ev.Node)
	if n, ok := s.in.Graph.Node(ev.Node); ok {
		label = n.Label
	}
	e, rep, err := expedition.RecordRevisit(s.out.Exp, label, s.in.Now)
	if err != nil {
		return err
	}
	s.out.Exp = e
	s.out.Threat = append(s.out.Threat, rep.Threat)
	s.out.Notes = append(s.out.Notes, Note{Kind: NoteDoubledBack, First: rep.First})
	return nil
}

// entered handles a room entered: a first entry on foot counts for
// Cartographer (whose elite-room reward is a bonus loot roll) and the
// Rogue's Quiet Step. A room entered again costs nothing here (a
// revisit's threat is EvDoubledBack's).
func (s *stepper) entered(from zonegraph.NodeID, ev zonerun.Event) error {
	if ev.Revisit || from == "" || s.in.Move != MoveWalk {
		return nil
	}
	g := s.in.Graph
	fromPos := expedition.Position{Node: from, Kind: g.Nodes[from].Kind, Region: g.Nodes[from].Region}
	toPos := expedition.Position{Node: ev.Node, Kind: ev.RoomKind, Region: g.Nodes[ev.Node].Region}
	e, rep, err := expedition.RecordAdvance(s.out.Exp, fromPos, toPos, s.in.Now)
	if err != nil {
		return err
	}
	s.out.Exp = e
	if PartyQuietStep(s.out.Char, s.out.Party, s.out.Exp, s.in.World, ev.Node) {
		if err := s.addThreat(expedition.ThreatModifiers()[expedition.ReasonStealthMove], expedition.ReasonStealthMove); err != nil {
			return err
		}
	}
	if rep.Milestone == nil {
		return nil
	}
	var grants []Grant
	s.out.Char, grants = GrantMilestones(s.out.Char, s.out.Exp, []expedition.MilestoneAward{*rep.Milestone}, s.in.World)
	s.out.Notes = append(s.out.Notes, Note{Kind: NoteMilestone, Grant: grants[0]})
	if rep.EliteLootBonus {
		var drops []content.Drop
		s.out.Char, drops = EliteBonusLoot(s.out.Char, s.out.Exp.ZoneID, s.out.Exp.FoeLevel, s.in.Step.Run.Seed, ev.Node)
		s.loot(drops)
		s.out.Notes = append(s.out.Notes, Note{Kind: NoteEliteBonus, Drops: drops})
	}
	return nil
}

// fight counts a fight: the tallies, TwinBee's mood for the player's
// natural 20s and 1s (rules §8.9), and threat for the fight itself (+5,
// or +8 for an elite or boss unless the player fled it in its first
// round: fledAtOnce), its loud magic and escaped enemies, and a boss
// felled (−20).
func (s *stepper) fight(f *zonerun.FightReport) error {
	if f == nil {
		return nil
	}
	if err := s.rolls(f); err != nil {
		return err
	}
	s.tally.Fights++
	s.tally.Enemies += len(f.Kills)
	s.tally.XP += f.XP
	s.loot(f.Loot)
	reason := expedition.ReasonCombat
	if (f.Kind == combat.KindElite || f.Kind == combat.KindBoss) && !fledAtOnce(f) {
		reason = expedition.ReasonEliteCombat
	}
	for _, t := range []struct {
		delta  int
		reason expedition.ThreatReason
	}{
		{expedition.ThreatModifiers()[reason], reason},
		{f.LoudThreat, expedition.ReasonLoudAbility},
		{f.EscapeThreat, expedition.ReasonEnemyEscape},
	} {
		if err := s.addThreat(t.delta, t.reason); err != nil {
			return err
		}
	}
	won := f.Result == combat.ResultWon || f.Result == combat.ResultTimeoutWon
	if f.Kind != combat.KindBoss || !won {
		return nil
	}
	if err := s.addThreat(expedition.ThreatModifiers()[expedition.ReasonBossDefeated], expedition.ReasonBossDefeated); err != nil {
		return err
	}
	s.out.BossFelled = bossName(f.Monsters)
	return nil
}

// rolls moves TwinBee's mood by a fight's natural rolls: +3 for each
// natural 20 the player kept, −2 for each natural 1 (rules §8.9).
func (s *stepper) rolls(f *zonerun.FightReport) error {
	for _, r := range []struct {
		ev expedition.MoodEvent
		n  int
	}{{expedition.MoodNatural20, f.Nat20s}, {expedition.MoodNatural1, f.Nat1s}} {
		e, _, err := expedition.ApplyMood(s.out.Exp, r.ev, r.n, s.in.Now)
		if err != nil {
			return err
		}
		s.out.Exp = e
	}
	return nil
}

// fledAtOnce reports whether the player fled the fight in its first
// round: it raised the alarm of a fight (+5) but was never fought out, so
// an elite's or boss's +8 does not apply (rules §8.6).
func fledAtOnce(f *zonerun.FightReport) bool {
	return f.Result == combat.ResultFled && f.Rounds <= 1
}

// bossName names a felled boss fight by its first monster.
func bossName(ids []content.MonsterID) string {
	if len(ids) == 0 {
		return ""
	}
	if m, ok := content.MonsterByID(ids[0]); ok {
		return m.Name
	}
	return string(ids[0])
}

// loot adds drops to the step's tally.
func (s *stepper) loot(drops []content.Drop) {
	for _, d := range drops {
		s.tally.Coins += d.Coins
		if d.ItemID != "" {
			for range max(1, d.Qty) {
				s.tally.Loot = append(s.tally.Loot, d.ItemID)
			}
		}
	}
}

// harvested counts an auto-harvest pass: each noise tick adds the noise
// threat (+2; at most one tick per node per pass) and the yields join the
// day's loot, their catalogue worth the expedition's harvest value.
func (s *stepper) harvested(ev zonerun.Event) error {
	r := ev.Harvest
	if r == nil {
		return nil
	}
	for range r.NoiseTicks {
		if err := s.addThreat(expedition.ThreatModifiers()[expedition.ReasonNoise], expedition.ReasonNoise); err != nil {
			return err
		}
	}
	for _, y := range r.Yields {
		for range y.Qty {
			s.tally.Loot = append(s.tally.Loot, y.Resource)
		}
		if it, ok := content.ItemByID(y.Resource); ok {
			s.tally.HarvestValue += y.Qty * it.Value
		}
	}
	return nil
}

// transit crosses into a new region (rules §8.13): a day of burn and
// one wandering check.
func (s *stepper) transit(from zonegraph.NodeID, ev zonerun.Event) error {
	pos := transitFrom(s.in.Step.Run, ev)
	pos.Node = from
	e, rep, err := expedition.Transit(s.out.Exp, pos, s.out.Char, ev.Region, expedition.RootStream(s.in.World, s.out.Exp), s.in.Now)
	if err != nil {
		return err
	}
	s.out.Exp = e
	if rep.Check.Threat != nil {
		s.out.Threat = append(s.out.Threat, *rep.Check.Threat)
	}
	s.out.Notes = append(s.out.Notes, Note{Kind: NoteTransit, Region: ev.Region, Transit: rep, SULeft: e.Supplies.Current})
	return nil
}

// record adds the rooms this step cleared (zonerun.Run.DoneRooms: a room
// counts once done, as the report card and `!zone status` count it) and
// the step's tallies to the day's counters.
func (s *stepper) record() error {
	before := s.in.Prev.DoneRooms()
	for _, n := range s.in.Step.Run.DoneRooms() {
		if slices.Contains(before, n) {
			continue
		}
		e, err := expedition.Record(s.out.Exp, expedition.Tally{RoomCleared: n}, s.in.Now)
		if err != nil {
			return err
		}
		s.out.Exp = e
	}
	e, err := expedition.Record(s.out.Exp, s.tally, s.in.Now)
	if err != nil {
		return err
	}
	s.out.Exp = e
	return nil
}

// complete ends the expedition with the zone boss down: the completion
// milestones and their rewards.
func (s *stepper) complete() error {
	pos := Position(s.in.Step.Run, s.in.Graph, false)
	e, rep, err := expedition.Complete(s.out.Exp, pos, s.out.Char, s.in.Now)
	if err != nil {
		return err
	}
	c := &Completion{Report: rep}
	s.out.Char = expedition.GiveBackCON(s.out.Char, rep.ConBack)
	s.out.Char, c.Grants = GrantMilestones(s.out.Char, e, rep.Milestones, s.in.World)
	s.out.Exp = MarkEnd(e, s.out.Char, s.in.Now)
	s.membersComplete(rep.Milestones)
	s.out.Completed = c
	return nil
}

// force ends the expedition by forced extraction (0 HP or fleeing),
// taking the leg's loss (rules §8.18).
func (s *stepper) force(cause expedition.ForcedCause) error {
	e, rep, err := expedition.ForceExtract(s.out.Exp, s.out.Char, cause, s.in.Now)
	if err != nil {
		return err
	}
	s.out.Char = ApplyForced(s.out.Char, rep)
	s.out.Exp = MarkEnd(e, s.out.Char, s.in.Now)
	s.out.Exp, s.out.PartyLosses = membersForced(s.out.Exp, s.out.Party)
	s.out.Forced = &rep
	return nil
}
