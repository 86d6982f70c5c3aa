package expedition

import (
	"context"
	"fmt"
	"strings"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/plugins/zone"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/store"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// stepper applies one zone step to an active expedition: e and ch change
// as it goes; lines and dms collect what to tell the player.
type stepper struct {
	p      *Plugin
	ctx    context.Context
	st     *store.Store
	info   zone.StepInfo
	e      expedition.Expedition
	ch     rules.Character
	tally  expedition.Tally
	threat []expedition.ThreatChange
	lines  []string
	dms    []string
	l      *lines
	move   moveKind
	// threatLine is the 1-based position of the threat summary in lines.
	threatLine int
}

// apply walks the step's events in order, then records the tallies and
// the threat, and ends the expedition if the step ended it.
func (s *stepper) apply() error {
	run := s.info.Step.Run
	from := ""
	if s.info.Prev.ID != 0 {
		from = s.info.Prev.Current
	}
	var boss bool
	var forced expedition.ForcedCause
	for _, ev := range s.info.Step.Events {
		var err error
		switch ev.Kind {
		case zonerun.EvRegionEntered:
			if s.move != moveFastTravel && ev.FromRegion != "" {
				err = s.transit(from, ev)
			}
		case zonerun.EvDoubledBack:
			err = s.doubledBack(ev)
		case zonerun.EvRoomEntered:
			err = s.entered(from, ev)
			from = ev.Node
		case zonerun.EvFightResolved, zonerun.EvFightOver:
			err = s.fight(ev)
		case zonerun.EvTreasure:
			s.loot(ev.Drops)
		case zonerun.EvHarvest:
			err = s.harvested(ev)
		case zonerun.EvRegionCleared:
			s.e, err = expedition.RegionCleared(s.e, ev.Region, s.info.Now)
		case zonerun.EvZoneCleared:
			boss = true
		case zonerun.EvRunLost:
			forced = expedition.CauseDowned
		case zonerun.EvRunFled:
			forced = expedition.CauseFled
		}
		if err != nil {
			return err
		}
	}
	if err := s.record(run); err != nil {
		return err
	}
	if line := threatSummary(s.threat); line != "" {
		s.lines = append(s.lines, line)
		s.threatLine = len(s.lines)
	}
	for _, ch := range s.threat {
		s.lines = append(s.lines, narrate.ThreatChangeNews(ch, s.l.pick)...)
	}
	switch {
	case boss:
		return s.complete()
	case forced != "":
		return s.force(forced)
	}
	return nil
}

// addThreat applies a threat modifier and keeps the change for the
// summary.
func (s *stepper) addThreat(delta int, reason expedition.ThreatReason) error {
	if delta == 0 {
		return nil
	}
	e, ch, err := expedition.AddThreatDelta(s.e, delta, reason, s.info.Now)
	if err != nil {
		return err
	}
	s.e = e
	s.threat = append(s.threat, ch)
	return nil
}

// entered handles a room entered: a first entry counts for Cartographer,
// whose elite-room reward is a bonus loot roll. A room entered again costs
// nothing here (a revisit's threat is EvDoubledBack's).
func (s *stepper) entered(from string, ev zonerun.Event) error {
	if ev.Revisit {
		return nil
	}
	if from == "" || s.move != "" {
		return nil
	}
	g := s.info.Graph
	fromPos := expedition.Position{Node: from, Kind: g.Nodes[from].Kind, Region: g.Nodes[from].Region}
	toPos := expedition.Position{Node: ev.Node, Kind: ev.RoomKind, Region: g.Nodes[ev.Node].Region}
	e, rep, err := expedition.RecordAdvance(s.e, fromPos, toPos, s.info.Now)
	if err != nil {
		return err
	}
	s.e = e
	if err := s.stealthMove(ev.Node); err != nil {
		return err
	}
	if rep.Milestone == nil {
		return nil
	}
	var texts []string
	s.ch, texts, s.dms = grantMilestonesInto(s.ch, []expedition.MilestoneAward{*rep.Milestone}, s.l.pick, s.info.Prefix, s.dms)
	s.lines = append(s.lines, texts...)
	if rep.EliteLootBonus {
		var drops []content.Drop
		s.ch, drops = eliteBonusLoot(s.ch, s.e.ZoneID, s.info.Step.Run.Seed, ev.Node)
		s.loot(drops)
		if t := narrate.DropsText(drops); t != "" {
			s.lines = append(s.lines, "🗺️ The Cartographer's eye finds more: "+t+".")
		}
	}
	return s.p.highlightMilestones(s.ctx, s.st, s.e, []expedition.MilestoneAward{*rep.Milestone}, s.info.Now)
}

// fight counts a fight: the tallies, and threat for the fight itself (+5,
// or +8 for an elite or boss), its loud magic and escaped enemies, and a
// boss felled (-20).
func (s *stepper) fight(ev zonerun.Event) error {
	f := ev.Fight
	if f == nil {
		return nil
	}
	s.tally.Enemies += len(f.Kills)
	s.tally.XP += f.XP
	s.loot(f.Loot)
	reason := expedition.ReasonCombat
	if f.Kind == string(combat.KindElite) || f.Kind == string(combat.KindBoss) {
		reason = expedition.ReasonEliteCombat
	}
	if err := s.addThreat(expedition.ThreatModifiers[reason], reason); err != nil {
		return err
	}
	if err := s.addThreat(f.LoudThreat, expedition.ReasonLoudAbility); err != nil {
		return err
	}
	if err := s.addThreat(f.EscapeThreat, expedition.ReasonEnemyEscape); err != nil {
		return err
	}
	won := f.Result == string(combat.ResultWon) || f.Result == string(combat.ResultTimeoutWon)
	if f.Kind != string(combat.KindBoss) || !won {
		return nil
	}
	if err := s.addThreat(expedition.ThreatModifiers[expedition.ReasonBossDefeated], expedition.ReasonBossDefeated); err != nil {
		return err
	}
	name := strings.Join(f.Monsters, ", ")
	if len(f.Monsters) > 0 {
		if m, ok := content.MonsterByID(f.Monsters[0]); ok {
			name = m.Name
		}
	}
	return s.st.AddHighlight(s.ctx, store.Highlight{At: s.info.Now, UserID: s.e.UserID, Kind: store.HighlightBoss,
		Subject: name, ZoneID: s.e.ZoneID, Day: s.e.Day})
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

// transit crosses into a new region (expedition §11.3): a day of burn and
// one wandering check; refused (the whole step with it) when the
// expedition says no.
func (s *stepper) transit(from string, ev zonerun.Event) error {
	run := s.info.Step.Run
	pos := expedition.Position{Node: from, Region: ev.FromRegion, Cleared: true, RegionBossDefeated: run.RegionCleared(ev.FromRegion)}
	e, rep, err := expedition.Transit(s.e, pos, s.ch, ev.Region, expedition.RootStream(s.p.Seed, s.e), s.info.Now)
	if err != nil {
		if text := narrate.ExpeditionRefusal(err, s.info.Prefix); text != "" {
			return bot.Errorf("%s", text)
		}
		return err
	}
	s.e = e
	name := narrate.RegionName(s.e.ZoneID, ev.Region)
	text := fmt.Sprintf("🧭 **A day's travel to %s:** %s burned (%s left).\n_%s_", name, narrate.SU(rep.Paid),
		narrate.SU(s.e.Supplies.Current), s.l.pick("expedition_transit", map[string]string{"region": name}))
	if rep.Shortfall > 0 {
		text += fmt.Sprintf("\n⚠️ The packs ran dry on the road (%s short).", narrate.SU(rep.Shortfall))
	}
	if rep.Check.Threat != nil {
		s.threat = append(s.threat, *rep.Check.Threat)
	}
	s.lines = append(s.lines, text, narrate.NightText(&rep.Check, s.e.Tier, s.l.pick, s.info.Prefix))
	return nil
}

// record adds the rooms cleared in this step and the step's tallies to the
// day's counters.
func (s *stepper) record(run zonerun.Run) error {
	if s.info.Prev.ID != 0 {
		for _, n := range run.Cleared {
			if s.info.Prev.IsCleared(n) {
				continue
			}
			e, err := expedition.Record(s.e, expedition.Tally{RoomCleared: n}, s.info.Now)
			if err != nil {
				return err
			}
			s.e = e
		}
	}
	e, err := expedition.Record(s.e, s.tally, s.info.Now)
	if err != nil {
		return err
	}
	s.e = e
	return nil
}

// complete ends the expedition with the zone boss down: the completion
// milestones and their rewards, the day cycle off, a highlight.
func (s *stepper) complete() error {
	pos := position(s.info.Step.Run, s.info.Graph, false)
	e, rep, err := expedition.Complete(s.e, pos, s.info.Now)
	if err != nil {
		return err
	}
	s.e = e
	var texts []string
	s.ch, texts, s.dms = grantMilestonesInto(s.ch, rep.Milestones, s.l.pick, s.info.Prefix, s.dms)
	for _, a := range rep.Milestones {
		if a.LegendaryItem {
			s.ch, texts = legendaryFind(s.ch, s.e, texts)
		}
	}
	s.lines = append(s.lines, narrate.CompleteText(s.e, texts, s.l.pick))
	if err := s.p.highlightMilestones(s.ctx, s.st, s.e, rep.Milestones, s.info.Now); err != nil {
		return err
	}
	if err := s.st.AddHighlight(s.ctx, store.Highlight{At: s.info.Now, UserID: s.e.UserID, Kind: store.HighlightComplete,
		Subject: narrate.ZoneName(s.e.ZoneID), ZoneID: s.e.ZoneID, Day: s.e.Day}); err != nil {
		return err
	}
	return cancelDay(s.ctx, s.st, s.e.ID)
}

// force ends the expedition by forced extraction (0 HP or fleeing): the
// chaos tax, the day cycle off.
func (s *stepper) force(cause expedition.ForcedCause) error {
	e, rep, err := expedition.ForceExtract(s.e, cause, s.info.Now)
	if err != nil {
		return err
	}
	s.e = e
	s.ch = chaosTax(s.ch, rep.CoinsLost)
	s.lines = append(s.lines, narrate.ForcedText(rep, s.e.ZoneID, s.l.pick, s.info.Prefix))
	return cancelDay(s.ctx, s.st, s.e.ID)
}

// threatSummary is one line for a step's threat changes: "⏰ **Threat**
// 5 → 18 (+5 a fight, +8 loud magic)"; "" for none.
func threatSummary(changes []expedition.ThreatChange) string {
	if len(changes) == 0 {
		return ""
	}
	var why []string
	for _, c := range changes {
		if c.Applied == 0 && !c.Held {
			continue
		}
		why = append(why, narrate.Signed(c.Applied)+" "+narrate.ThreatReasonText(c.Reason))
	}
	if len(why) == 0 {
		return ""
	}
	first, last := changes[0], changes[len(changes)-1]
	return fmt.Sprintf("⏰ **Threat** %d → %d (%s) · %s", first.From, last.To, strings.Join(why, ", "), expedition.BandFor(last.To).Name)
}
