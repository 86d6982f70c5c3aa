package play

import (
	"fmt"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/harvest"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// count adds a step's rooms and harvest to the stats.
func (g *Game) count(st zonerun.Step) {
	for _, ev := range st.Events {
		switch {
		case ev.Kind == zonerun.EvRoomEntered:
			g.Stats.Rooms++
		case ev.Kind == zonerun.EvFightResolved && ev.Fight != nil:
			g.traceFight(ev)
		case ev.Kind == zonerun.EvHarvest && ev.Harvest != nil && ev.Harvest.Ran:
			g.countHarvest(ev.Harvest)
		}
	}
	g.Stats.ThreatMax = max(g.Stats.ThreatMax, g.Exp.Threat.Peak)
}

// traceFight traces a fight the room resolved by itself: its summary line
// (room, kind, foes, result, rounds, sheet HP), then its round log.
func (g *Game) traceFight(ev zonerun.Event) {
	g.trace([]string{fmt.Sprintf("fight room %d (%s, resolved by the room): %s, %s after %d round(s), sheet HP %d/%d",
		ev.Number, ev.Fight.Kind, monsterNames(ev.Fight.Monsters), ev.Fight.Result, ev.Fight.Rounds, ev.Fight.HP, ev.Fight.MaxHP)})
	g.trace(ev.Fight.Log)
}

// countHarvest adds an auto-harvest pass that ran to the stats (rules
// §7.3): the pass, its yields, its attempts at rare or rarer resources and
// their successes, and an interrupt it drew (an elite's counted apart).
func (g *Game) countHarvest(h *harvest.PassResult) {
	g.Stats.HarvestPasses++
	for _, y := range h.Yields {
		g.Stats.Yields[y.Resource] += y.Qty
	}
	for _, a := range h.Attempts {
		if r, ok := content.ResourceByID(a.Resource); ok && r.Rarity >= content.GradeRare {
			g.Stats.RareAttempts++
			if !a.Failed() {
				g.Stats.RareSuccesses++
			}
		}
	}
	if in := h.Interrupt; in != nil && len(in.Monsters) > 0 {
		g.Stats.HarvestInterrupts++
		if in.Kind == harvest.NoiseElite {
			g.Stats.HarvestElites++
		}
	}
}
