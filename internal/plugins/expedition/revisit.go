package expedition

import (
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// doubledBack prices one revisit edge of an expedition's run (revisit
// plan, Cost model; issue 7 items 3, 6 and 7): +1 threat ("doubled
// back"), TwinBee's aside the first time, and the autopilot's grace: the
// background walk leaves the expedition alone for one full cooldown
// window (store.GrantAutorunGrace), so it does not march the player
// straight back out of the room they walked back to.
func (s *stepper) doubledBack(ev zonerun.Event) error {
	label := ev.Node
	if n, ok := s.info.Graph.Node(ev.Node); ok {
		label = n.Label
	}
	e, rep, err := expedition.RecordRevisit(s.e, label, s.info.Now)
	if err != nil {
		return err
	}
	s.e = e
	s.threat = append(s.threat, rep.Threat)
	if rep.First {
		s.lines = append(s.lines, narrate.RevisitAside(s.l.pick))
	}
	return s.st.GrantAutorunGrace(s.ctx, s.e.ID, s.info.Now)
}
