package expedition

import (
	"fmt"
	"time"
)

// ErrSupplyFloor refuses a revisit while the supplies carried (Have, SU)
// are below one day's burn at today's conditions (Need, SU): the survival
// floor. A detour costs no SU by itself, but a player who cannot pay
// tomorrow's burn should be heading for the exit, not the rooms behind
// (rules §9.3; the same line stops the autopilot, StopSupplies).
type ErrSupplyFloor struct{ Have, Need float64 }

func (e ErrSupplyFloor) Error() string {
	return fmt.Sprintf("supplies %.2f SU are below one day's burn (%.2f SU)", e.Have, e.Need)
}

// SupplyFloor is the survival floor in SU: one day's burn under the
// expedition's current conditions (DailyBurn).
func SupplyFloor(e Expedition) float64 { return DailyBurn(e).Total }

// CheckBacktrack is an expedition's preflight of a revisit step (rules §9.3),
// in this order: the expedition is active (not provisioning, not extracted),
// no night encounter waits and no heat rest is due (CheckAdvance), threat is
// below RevisitSiegeGuard (CheckRevisit), and the supplies are at or above
// the survival floor (SupplyFloor). Errors (e unchanged): ErrNotActive,
// ErrEncounterPending, ErrMustRest, ErrSiegeRevisit, ErrSupplyFloor.
func CheckBacktrack(e Expedition) error {
	if err := CheckAdvance(e); err != nil {
		return err
	}
	if err := CheckRevisit(e); err != nil {
		return err
	}
	if floor := SupplyFloor(e); e.Supplies.Current < floor {
		return ErrSupplyFloor{Have: e.Supplies.Current, Need: floor}
	}
	return nil
}

// RevisitReport is what one revisit step cost: the threat change (+1,
// ReasonRevisit, shown as "doubled back") and whether it was the
// expedition's first revisit (TwinBee's one-time aside is due).
type RevisitReport struct {
	Threat ThreatChange `json:"threat"`
	First  bool         `json:"first,omitempty"`
}

// RecordRevisit prices one revisit edge walked (rules §9.3: +1 threat per
// edge; supplies are untouched) and counts it in Revisits. The first revisit
// of the expedition is noted in the log as well. The caller has run
// CheckBacktrack before the move. Errors (e unchanged): ErrNotActive.
func RecordRevisit(e Expedition, room string, at time.Time) (Expedition, RevisitReport, error) {
	if err := e.requireActive(); err != nil {
		return e, RevisitReport{}, err
	}
	e = e.Clone()
	rep := RevisitReport{First: e.Revisits == 0}
	rep.Threat = e.applyThreat(threatModifiers[ReasonRevisit], ReasonRevisit, at)
	e.Revisits++
	if rep.First {
		e.note(at, EntryAction, "Doubled back to "+room+" for the first time", "revisit_first")
	}
	return e, rep, nil
}
