package expedition

import (
	"context"
	"fmt"
	"strings"
	"time"

	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/flavor"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/play"
	"github.com/gogobee/gogobee/internal/store"
)

// told words what a step did for its expedition (play.StepOut) in the
// order it happened: the notes (a region crossed, a milestone, the
// Cartographer's find, a first revisit), the threat summary and news, and
// the completion or forced extraction. It records the day's highlights
// (a boss felled, milestones, a completion), gives the autopilot its grace
// after a revisit, takes an ended expedition's day cycle off the scheduler
// and queues its report card.
type told struct {
	p      *Plugin
	ctx    context.Context
	st     *store.Store
	now    time.Time
	prefix string
	l      *lines
	lines  []string
	dms    []string
	// threatLine is the 1-based position of the threat summary in lines.
	threatLine int
}

// tell words out and does its bookkeeping.
func (t *told) tell(out play.StepOut) error {
	e := out.Exp
	for _, n := range out.Notes {
		switch n.Kind {
		case play.NoteTransit:
			t.transit(e, n)
		case play.NoteMilestone:
			t.lines = append(t.lines, t.grants(out.Char.Name, []play.Grant{n.Grant})...)
			if err := t.p.highlightMilestones(t.ctx, t.st, e, []expedition.MilestoneAward{n.Grant.Award}, t.now); err != nil {
				return err
			}
		case play.NoteEliteBonus:
			if txt := narrate.DropsText(n.Drops); txt != "" {
				t.lines = append(t.lines, "🗺️ The Cartographer's eye finds more: "+txt+".")
			}
		case play.NoteDoubledBack:
			if n.First {
				t.lines = append(t.lines, narrate.RevisitAside(t.l.pick))
			}
			// The background walk leaves the expedition alone for one
			// full cooldown window after a revisit (rules §9.3).
			if err := t.st.Autorun.Grace(t.ctx, e.ID, t.now); err != nil {
				return err
			}
		}
	}
	t.threat(out.Threat)
	if out.BossFelled != "" {
		if err := t.st.News.AddHighlight(t.ctx, store.Highlight{At: t.now, UserID: id.UserID(e.UserID), Kind: store.HighlightBoss,
			Subject: out.BossFelled, ZoneID: e.ZoneID, Day: e.Day}); err != nil {
			return err
		}
	}
	switch {
	case out.Completed != nil:
		return t.complete(e, out)
	case out.Forced != nil:
		t.lines = append(t.lines, narrate.ForcedText(*out.Forced, e.ZoneID, t.l.pick, t.prefix))
		if err := scheduleReport(t.ctx, t.st, e, t.now, ""); err != nil {
			return err
		}
		return cancelDay(t.ctx, t.st, e.ID)
	}
	return nil
}

// transit words the road into a new region: a day's supplies burned,
// though the clock and the day count stand still (rules §8.13), and the
// road's wandering check.
func (t *told) transit(e expedition.Expedition, n play.Note) {
	rep := n.Transit
	name := narrate.RegionName(e.ZoneID, n.Region)
	text := fmt.Sprintf("🧭 **On to %s:** the road costs a day's supplies, %s burned (%s left).\n_%s_", name, narrate.SU(rep.Paid),
		narrate.SU(n.SULeft), t.l.pick(flavor.ExpeditionTransit, map[string]string{"region": name}))
	if rep.Shortfall > 0 {
		text += fmt.Sprintf("\n⚠️ The packs ran dry on the road (%s short).", narrate.SU(rep.Shortfall))
	}
	t.lines = append(t.lines, text, narrate.NightText(&rep.Check, e, t.l.pick, t.prefix))
}

// threat adds the step's threat summary line and the news of bands
// crossed.
func (t *told) threat(changes []expedition.ThreatChange) {
	if line := threatSummary(changes); line != "" {
		t.lines = append(t.lines, line)
		t.threatLine = len(t.lines)
	}
	for _, ch := range changes {
		t.lines = append(t.lines, narrate.ThreatChangeNews(ch, t.l.pick)...)
	}
}

// complete words the zone boss's fall and the completion milestones, and
// records the highlights.
func (t *told) complete(e expedition.Expedition, out play.StepOut) error {
	texts := t.grants(out.Char.Name, out.Completed.Grants)
	t.lines = append(t.lines, narrate.CompleteText(e, texts, t.l.pick))
	if err := t.p.highlightMilestones(t.ctx, t.st, e, out.Completed.Report.Milestones, t.now); err != nil {
		return err
	}
	if err := t.st.News.AddHighlight(t.ctx, store.Highlight{At: t.now, UserID: id.UserID(e.UserID), Kind: store.HighlightComplete,
		Subject: narrate.ZoneName(e.ZoneID), ZoneID: e.ZoneID, Day: e.Day}); err != nil {
		return err
	}
	if err := scheduleReport(t.ctx, t.st, e, t.now, ""); err != nil {
		return err
	}
	return cancelDay(t.ctx, t.st, e.ID)
}

// grants words milestone rewards (one line each, plus The Long Game's
// find) and queues their level-up DMs.
func (t *told) grants(name string, gs []play.Grant) []string {
	texts, dms := grantTexts(name, gs, t.l.pick, t.prefix)
	t.dms = append(t.dms, dms...)
	return texts
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
		if c.Held { // Siege Mode holds the clock: say what was held, not "+0"
			why = append(why, narrate.ThreatReasonText(c.Reason)+": "+narrate.Signed(c.Requested)+" held by Siege Mode")
			continue
		}
		why = append(why, narrate.Signed(c.Applied)+" "+narrate.ThreatReasonText(c.Reason))
	}
	if len(why) == 0 {
		return ""
	}
	first, last := changes[0], changes[len(changes)-1]
	return fmt.Sprintf("⏰ **Threat** %d → %d (%s) · %s", first.From, last.To, strings.Join(why, ", "), narrate.BandText(last.To))
}
