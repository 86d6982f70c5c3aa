package expedition

import (
	"fmt"
	"time"

	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
)

// Extraction rules (rules §8.4, §8.17, §8.18).
const (
	// ResumeWindow: an extracted expedition resumes within 7 real days.
	ResumeWindow = 7 * 24 * time.Hour
)

// ExtractionKind says how the player left.
type ExtractionKind string

// Extraction kinds.
const (
	ExtractVoluntary ExtractionKind = "voluntary"
	ExtractForced    ExtractionKind = "forced"
)

// ForcedCause says what forced the player out (rules §8.18).
type ForcedCause string

// Forced-extraction causes.
const (
	CauseDowned     ForcedCause = "downed"     // 0 HP
	CauseFled       ForcedCause = "fled"       // fled a fight
	CauseStarvation ForcedCause = "starvation" // CON reached 0 with no supplies
	CauseCollapse   ForcedCause = "collapse"   // the Abyss Portal collapsed
	CauseOverstay   ForcedCause = "overstay"   // a day past the maximum days without play
)

// ExtractionReport describes an extraction: its kind and cause, when and on
// which day, the SU the way out burned and the SU left behind, the
// expedition's coins and XP earned; for a forced one the leg's Loss (the
// plugin takes it off the character with ApplyLoss; CoinsLost repeats its
// coins), and for a voluntary extraction the
// resume deadline and room; for a forced one the threat the zone will
// remember (ReentryThreat) and, after the Abyss Portal's collapse, when the
// portal reopens (PortalReopens, rules §8.12).
type ExtractionReport struct {
	Kind           ExtractionKind   `json:"kind"`
	Cause          ForcedCause      `json:"cause,omitempty"`
	At             time.Time        `json:"at"`
	Day            int              `json:"day"`
	SUBurned       float64          `json:"su_burned,omitempty"`
	SULeft         float64          `json:"su_left,omitempty"`
	CoinsEarned    int              `json:"coins_earned"`
	CoinsLost      int              `json:"coins_lost,omitempty"`
	XPEarned       int              `json:"xp_earned"`
	LootCount      int              `json:"loot_count"`
	Resumable      bool             `json:"resumable,omitempty"`
	ResumeDeadline time.Time        `json:"resume_deadline,omitzero"`
	ResumeNode     zonegraph.NodeID `json:"resume_node,omitempty"`
	ReentryThreat  int              `json:"reentry_threat,omitempty"`
	PortalReopens  time.Time        `json:"portal_reopens,omitzero"`
	Loss           *Loss            `json:"loss,omitempty"`
	// ConBack is the CON starvation took off the character's score, given
	// back as the expedition leaves the field (GiveBackCON, rules §8.5).
	ConBack int `json:"con_back,omitempty"`
}

// EncounterWaits reports whether a night encounter waits for the player:
// until it is fought, the expedition cannot be left (CheckExtract) nor
// moved on.
func EncounterWaits(e Expedition) bool { return e.PendingNight != nil }

// CheckExtract refuses a voluntary extraction from pos without making it:
// the refusals of Extract.
func CheckExtract(e Expedition, pos Position) error {
	if err := e.requireActive(); err != nil {
		return err
	}
	switch {
	case pos.InCombat:
		return ErrInCombat{}
	case EncounterWaits(e):
		return ErrEncounterPending{}
	case !pos.Cleared:
		return ErrRoomNotCleared{}
	}
	return nil
}

// Extract is the voluntary extraction (`!extract`, rules §8.17): only
// from a cleared room, it burns one day of supplies finding the way out
// (what is left stays behind), keeps loot and XP, and leaves the
// expedition resumable for ResumeWindow from this room with threat and
// zone stacks kept; the day's camp is packed up and stays the day's.
// Errors (e unchanged): ErrNotActive, ErrInCombat,
// ErrEncounterPending, ErrRoomNotCleared.
func Extract(e Expedition, pos Position, at time.Time) (Expedition, ExtractionReport, error) {
	if err := CheckExtract(e, pos); err != nil {
		return e, ExtractionReport{}, err
	}
	e = e.Clone()
	e.Mood = e.Mood.DriftTo(at) // the mood kept for a resume is the mood as of leaving (rules §8.9)
	paid, _ := e.Supplies.spend(DailyBurn(e).Total)
	e.Today.SUUsed += paid
	rep := e.baseReport(ExtractVoluntary, at)
	rep.SUBurned, rep.SULeft = paid, e.Supplies.Current
	rep.Resumable = true
	rep.ResumeDeadline = at.Add(ResumeWindow)
	rep.ResumeNode = pos.Node
	e.Supplies.Current = 0
	rep.ConBack = e.endStarvation()
	if e.Camp != nil {
		// Packed up with the extraction, the day's camp stays its one
		// camp: back before 06:00, the night is rolled against it as
		// after `!camp break` (rules §8.10, §8.17).
		e.Camp.Struck = true
	}
	e.Status = StatusExtracted
	e.LastCleared = pos.Node
	e.ResumeNode, e.ResumeDeadline = rep.ResumeNode, rep.ResumeDeadline
	e.Extraction = &rep
	e.note(at, EntryExtraction, "Extracted; resumable for 7 days", "extract_voluntary")
	return e, rep, nil
}

// baseReport fills the fields every extraction report shares.
func (e Expedition) baseReport(k ExtractionKind, at time.Time) ExtractionReport {
	return ExtractionReport{Kind: k, At: at, Day: e.Day, CoinsEarned: e.CoinsEarned, XPEarned: e.XPEarned, LootCount: len(e.Loot)}
}

// ForceExtract is the forced extraction (rules §8.18): 0 HP, fleeing,
// starvation, the portal's collapse or the no-play timeout. The report's
// Loss is what ch loses of the leg's takings (ForcedLoss of LegTakings: it
// keeps a third); the plugin applies it with ApplyLoss. The expedition is
// abandoned and cannot resume; a new expedition into the zone starts at
// ReentryThreat (NewParams.Reentry). Errors: ErrNotActive.
func ForceExtract(e Expedition, ch rules.Character, cause ForcedCause, at time.Time) (Expedition, ExtractionReport, error) {
	if err := e.requireActive(); err != nil {
		return e, ExtractionReport{}, err
	}
	e = e.Clone()
	rep := e.forceExtract(ch, cause, at)
	return e, rep, nil
}

// forceExtract ends e in place, ch being the character forced out.
func (e *Expedition) forceExtract(ch rules.Character, cause ForcedCause, at time.Time) ExtractionReport {
	rep := e.baseReport(ExtractForced, at)
	rep.Cause = cause
	loss := ForcedLoss(e.LegTakings(), ch)
	rep.Loss = &loss
	rep.CoinsLost = loss.CoinsLost
	rep.ReentryThreat = ReentryThreat
	rep.SULeft = e.Supplies.Current
	e.Mood = e.Mood.DriftTo(at)
	if cause == CauseDowned {
		e.Mood = e.Mood.Apply(MoodPlayerDeath)
	}
	e.Supplies.Current = 0
	rep.ConBack = e.endStarvation()
	e.Camp = nil
	e.PendingNight = nil
	e.Status = StatusAbandoned
	e.EndedAt = at
	e.Extraction = &rep
	e.note(at, EntryExtraction, fmt.Sprintf("Forced out (%s); %d XP, %s and %s lost", cause, loss.XPLost,
		counted(loss.CoinsLost, "coin", "coins"), counted(len(loss.ItemsLost), "item", "items")), "extract_forced_"+string(cause))
	return rep
}

// ResumeReport tells the plugin where the resumed expedition stands: the
// room to resume from, the day, the threat and the zone stacks kept.
type ResumeReport struct {
	Node   zonegraph.NodeID `json:"node"`
	Day    int              `json:"day"`
	Threat int              `json:"threat"`
	Stacks ZoneStacks       `json:"stacks"`
}

// Resume reopens a voluntarily extracted expedition (`!resume`, rules §8.17)
// for restocking: status provisioning, packs to buy again (the caps start
// afresh), then Depart. Threat, zone stacks, takings and milestones are kept.
// Errors (e unchanged): ErrAlreadyActive, ErrNotResumable, ErrResumeExpired
// (now after the deadline).
func Resume(e Expedition, now time.Time) (Expedition, ResumeReport, error) {
	switch {
	case e.Status == StatusActive || (e.Status == StatusProvisioning && e.Resumed):
		return e, ResumeReport{}, ErrAlreadyActive{Status: e.Status}
	case e.Status != StatusExtracted:
		return e, ResumeReport{}, ErrNotResumable{Status: e.Status}
	case now.After(e.ResumeDeadline):
		return e, ResumeReport{}, ErrResumeExpired{Deadline: e.ResumeDeadline}
	}
	e = e.Clone()
	e.Status = StatusProvisioning
	e.Resumed = true
	e.Supplies = Supplies{DailyBurn: e.Supplies.DailyBurn, HarshMod: e.Supplies.HarshMod}
	e.Mood = e.Mood.DriftTo(now)
	e.note(now, EntryNarrative, "Returned to restock", "expedition_return")
	return e, ResumeReport{Node: e.ResumeNode, Day: e.Day, Threat: e.Threat.Level, Stacks: e.Stacks}, nil
}

// Expire closes an extracted expedition whose resume window has passed at
// now (StatusExpired) and reports whether it did.
func Expire(e Expedition, now time.Time) (Expedition, bool) {
	if e.Status != StatusExtracted || !now.After(e.ResumeDeadline) {
		return e, false
	}
	e = e.Clone()
	e.Status = StatusExpired
	e.EndedAt = e.ResumeDeadline
	e.note(now, EntryNarrative, "The resume window closed", "expedition_expired")
	return e, true
}

// CompletionReport lists the milestones a completed expedition earned.
type CompletionReport struct {
	Day        int              `json:"day"`
	Milestones []MilestoneAward `json:"milestones,omitempty"`
	// ConBack is the CON starvation took, given back (rules §8.5).
	ConBack int `json:"con_back,omitempty"`
}

// Complete ends an expedition whose zone boss has fallen (status complete,
// TwinBee's mood +10) and awards the completion milestones: Patient Zero,
// The Bounty, Survivalist, The Long Game (rules §8.19), their XP what c can be credited
// (rules §1.5). Errors (e unchanged): ErrNotActive, ErrInCombat,
// ErrBossNotDefeated.
func Complete(e Expedition, pos Position, c rules.Character, at time.Time) (Expedition, CompletionReport, error) {
	if err := e.requireActive(); err != nil {
		return e, CompletionReport{}, err
	}
	if pos.InCombat {
		return e, CompletionReport{}, ErrInCombat{}
	}
	if !pos.ZoneBossDefeated {
		return e, CompletionReport{}, ErrBossNotDefeated{}
	}
	e = e.Clone()
	e.Mood = e.Mood.DriftTo(at).Apply(MoodZoneCompleted)
	e.Status = StatusComplete
	e.EndedAt = at
	e.Camp = nil
	e.PendingNight = nil
	e.note(at, EntryNarrative, "Expedition complete", "expedition_complete")
	rep := CompletionReport{Day: e.Day, Milestones: e.completionMilestones(c, at)}
	rep.ConBack = e.endStarvation()
	return e, rep, nil
}

// counted is n with its noun, singular for one: "1 coin", "3 items".
func counted(n int, one, many string) string {
	if n == 1 {
		return fmt.Sprintf("%d %s", n, one)
	}
	return fmt.Sprintf("%d %s", n, many)
}
