package play

import (
	"time"

	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// AdvanceRefusal is why `!advance` would be refused now on expedition e
// for ch, with run r standing on graph g; nil when it walks on or shows
// the fork's ways. It asks what the command asks before anything moves,
// in its order: a night encounter waiting or heat exhaustion
// (expedition.CheckAdvance, rules §8.12), the run's own refusals
// (zonerun.Advance: a fight waiting in the room, a locked or missing way
// on), then the walk's (checkWalk: a region crossing's checks, rules
// §8.13, and the Crypt's boss door, rules §8.12).
// A rest holding ch (rules.CheckAwake, rules §3.3) is the caller's to
// tell first. Every line that offers `!advance` asks it, so none offers
// a walk the command refuses. Errors: the refusal itself.
func AdvanceRefusal(e expedition.Expedition, r zonerun.Run, g zonegraph.Graph, ch rules.Character, now time.Time) error {
	if err := expedition.CheckAdvance(e); err != nil {
		return err
	}
	to, err := zonerun.Destination(r, g, ch)
	if err != nil {
		return err
	}
	if to == g.Boss { // the boss door reads ch as the walk leaves them: walk it
		st, err := zonerun.Advance(r, g, ch, now)
		if err != nil {
			return err
		}
		return checkWalk(e, r, st, g)
	}
	return checkDestination(e, r, to, g)
}

// checkDestination is checkWalk for a walk from run r to room to that is
// not the zone boss's, asked without walking it (zonerun.Destination):
// the room's contents change neither the crossing's checks nor the
// region left behind, so nothing needs rolling. "" is no walk.
func checkDestination(e expedition.Expedition, r zonerun.Run, to zonegraph.NodeID, g zonegraph.Graph) error {
	if r.ID == 0 || to == "" || to == r.Current {
		return nil
	}
	if from, region := g.Nodes[r.Current].Region, g.Nodes[to].Region; region != from { // the crossing's own checks (rules §8.13)
		ev := zonerun.Event{Kind: zonerun.EvRegionEntered, Node: to, Region: region, FromRegion: from}
		return expedition.CheckTransit(e, transitFrom(r, ev), region)
	}
	return nil
}

// checkWalk refuses the walk of step st from run prev on expedition e
// (a step that moves the player to another room): heat exhaustion or a
// night encounter waiting (expedition.CheckAdvance), and into the zone
// boss's room a player not fully rested where the boss wants it
// (expedition.CheckBossDoor, rules §8.12). ExpeditionStep and
// AdvanceRefusal both ask it. Errors: ErrNotActive, ErrEncounterPending,
// ErrMustRest, ErrBossNeedsRest.
func checkWalk(e expedition.Expedition, prev zonerun.Run, st zonerun.Step, g zonegraph.Graph) error {
	if prev.ID == 0 || prev.Current == st.Run.Current {
		return nil
	}
	if err := expedition.CheckAdvance(e); err != nil {
		return err
	}
	for _, ev := range st.Events {
		if ev.Kind == zonerun.EvRegionEntered { // the crossing's own checks (rules §8.13)
			if err := expedition.CheckTransit(e, transitFrom(st.Run, ev), ev.Region); err != nil {
				return err
			}
		}
	}
	if st.Run.Current == g.Boss {
		return expedition.CheckBossDoor(e, st.Char)
	}
	return nil
}

// transitFrom is where a region crossing event ev of run r leaves from,
// as the crossing reads it: the old region, cleared room, its boss's fall.
func transitFrom(r zonerun.Run, ev zonerun.Event) expedition.Position {
	return expedition.Position{Node: ev.Node, Region: ev.FromRegion, Cleared: true, RegionBossDefeated: r.RegionCleared(ev.FromRegion)}
}
