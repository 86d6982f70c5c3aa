package play

import (
	"time"

	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// The report card's series (rules §8.21) is recorded here, on the calls
// the bot and the simulator share, so both keep the same points: a
// departure (Depart), each rollover (Rollover: a morning, or the end when
// it forces the player out), and the end of a step or a night fight that
// completes the expedition or forces the player out (MarkEnd), or a
// voluntary extraction (Extract).

// Depart sets provisioning expedition e off with its run runID
// (expedition.Depart), sizes its foes to ch's level (Expedition.FoeLevel,
// rules §2.8; a resumed expedition keeps the level it first set out at),
// notes ch's class for its party's foes (Expedition.Class, rules §2.13)
// and records the departure point with ch's HP. A character resting or
// down does not set off (rules §3.3). Errors: rules.CheckAwake's,
// expedition.Depart's.
func Depart(e expedition.Expedition, runID zonerun.RunID, ch rules.Character, at time.Time, loc *time.Location) (expedition.Expedition, error) {
	if err := rules.CheckAwake(ch, at); err != nil {
		return e, err
	}
	e, err := expedition.Depart(e, runID, at, loc)
	if err != nil {
		return e, err
	}
	if e.FoeLevel == 0 {
		e.FoeLevel = ch.Level
	}
	if e.Class == "" {
		e.Class = ch.Class // the leader's seat, which its party's foes grow for (rules §2.13)
	}
	return expedition.Mark(e, expedition.PointDepart, ch.HP, rules.MaxHP(ch), at), nil
}

// Extract is the voluntary extraction from pos (expedition.Extract, rules
// §8.17) with the end point recorded with character ch's HP as it leaves
// the field: the CON starvation took given back (rules §8.5), so the HP
// maximum the card ends on is the one the sheet shows after. Leaving
// is a walk out, so a character resting or down waits (rules §3.3).
// Errors (e and ch unchanged): rules.CheckAwake's, expedition.Extract's.
func Extract(e expedition.Expedition, pos expedition.Position, ch rules.Character, at time.Time) (expedition.Expedition, rules.Character, expedition.ExtractionReport, error) {
	if err := CheckExtract(e, pos, ch, at); err != nil {
		return e, ch, expedition.ExtractionReport{}, err
	}
	out, rep, err := expedition.Extract(e, pos, at)
	if err != nil {
		return e, ch, rep, err
	}
	ch = expedition.GiveBackCON(ch, rep.ConBack)
	return MarkEnd(out, ch, at), ch, rep, nil
}

// MarkEnd records the end point of expedition e, which has just left the
// field, with character ch's HP as it left.
func MarkEnd(e expedition.Expedition, ch rules.Character, at time.Time) expedition.Expedition {
	return expedition.Mark(e, expedition.PointEnd, ch.HP, rules.MaxHP(ch), at)
}

// CheckExtract refuses Extract without making it: a rest or a recovery
// holding ch at at (rules.CheckAwake, rules §3.3) first, then the
// expedition's refusals (expedition.CheckExtract). Every line offering
// `!extract` asks it.
func CheckExtract(e expedition.Expedition, pos expedition.Position, ch rules.Character, at time.Time) error {
	if err := rules.CheckAwake(ch, at); err != nil {
		return err
	}
	return expedition.CheckExtract(e, pos)
}
