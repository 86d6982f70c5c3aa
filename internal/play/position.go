package play

import (
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// Position is what the expedition engine needs to know about run r
// (expedition.Position): the room, its kind and region, whether it is
// cleared (its contents settled and no fight waiting), a fight waiting or
// running (fighting: a turn-by-turn fight is in progress), and the
// bosses.
func Position(r zonerun.Run, g zonegraph.Graph, fighting bool) expedition.Position {
	n := g.Nodes[r.Current]
	_, _, pending := r.PendingFight()
	return expedition.Position{
		Node:               r.Current,
		Kind:               n.Kind,
		Region:             n.Region,
		Cleared:            r.HereCleared(),
		EnemiesPresent:     pending,
		InCombat:           fighting,
		BossRoomReached:    r.RoomNumber(g.Boss) > 0,
		ZoneBossDefeated:   r.Status == zonerun.StatusCleared || r.IsCleared(g.Boss),
		RegionBossDefeated: n.Region != "" && r.RegionCleared(n.Region),
	}
}
