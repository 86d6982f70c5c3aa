package play

import (
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// apply walks the step's events in order, then records the tallies and
// ends the expedition if the step ended it.
func (s *stepper) apply() error {
	var from zonegraph.NodeID
	if s.in.Prev.ID != 0 {
		from = s.in.Prev.Current
	}
	var end stepEnd
	for _, ev := range s.in.Step.Events {
		var err error
		if from, err = s.event(from, ev); err != nil {
			return err
		}
		end.note(ev)
	}
	if err := s.record(); err != nil {
		return err
	}
	err := s.end(end)
	s.settleWarning()
	return err
}

// event applies one of the step's events to the expedition, from being
// the room the player stood in before it; it returns the room the player
// stands in after it (a room entered moves them).
func (s *stepper) event(from zonegraph.NodeID, ev zonerun.Event) (zonegraph.NodeID, error) {
	var err error
	s.memberShares(ev)
	switch ev.Kind {
	case zonerun.EvRegionEntered:
		if s.in.Move != MoveFastTravel && ev.FromRegion != "" {
			err = s.transit(from, ev)
		}
	case zonerun.EvDoubledBack:
		err = s.doubledBack(ev)
	case zonerun.EvRoomEntered:
		err = s.entered(from, ev)
		from = ev.Node
	case zonerun.EvFightResolved, zonerun.EvFightOver:
		err = s.fight(ev.Fight)
	case zonerun.EvTreasure:
		s.loot(ev.Drops)
	case zonerun.EvHarvest:
		err = s.harvested(ev)
	case zonerun.EvRegionCleared:
		s.out.Exp, err = expedition.RegionCleared(s.out.Exp, ev.Region, s.in.Now)
	}
	return from, err
}

// stepEnd is how a step's events ended the expedition, if they did: the
// zone boss felled (boss), or the cause of a forced extraction (rules
// §8.18: 0 HP or fleeing).
type stepEnd struct {
	boss   bool
	forced expedition.ForcedCause
}

// note keeps what ev says about the expedition's end.
func (e *stepEnd) note(ev zonerun.Event) {
	switch ev.Kind {
	case zonerun.EvZoneCleared:
		e.boss = true
	case zonerun.EvRunLost:
		e.forced = expedition.CauseDowned
	case zonerun.EvRunFled:
		e.forced = expedition.CauseFled
	}
}

// end ends the expedition as the step's events did: a completion with the
// zone boss down, else a forced extraction; nothing when neither.
func (s *stepper) end(e stepEnd) error {
	switch {
	case e.boss:
		return s.complete()
	case e.forced != "":
		return s.force(e.forced)
	}
	return nil
}
