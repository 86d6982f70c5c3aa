package zonerun

import (
	"strconv"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/dice"
	"github.com/gogobee/gogobee/internal/zonegraph"
)

// purposeRespawn names the streams of respawned enemies: which monster
// returns to a room, and the combat streams of its fight.
const purposeRespawn = "respawn"

// EvRespawnMet: the player walked back into a room where an enemy had
// returned (RespawnRooms); the EvFightResolved of its fight follows.
// Node, Number, Fight (the monster, before the fight).
const EvRespawnMet EventKind = "respawn_met"

// RespawnCause is why cleared rooms fill again: the Haunted Manor's
// nightly reset (rules §8.12) or the start of Siege Mode (rules §8.8).
type RespawnCause string

// Respawn causes.
const (
	RespawnManor RespawnCause = "manor" // every non-boss room passed through
	RespawnSiege RespawnCause = "siege" // every room passed through that held a fight
)

// Respawned is an ordinary enemy back in a cleared room, waiting for the
// player's next entry (by advance, revisit or autopilot): Monster is its
// bestiary ID; Key is the combat stream key of its fight.
type Respawned struct {
	Monster content.MonsterID `json:"monster"`
	Key     string            `json:"key"`
}

// RespawnRooms puts one ordinary enemy from the zone roster back in every
// cleared room of r (rules §8.8, §8.12): never the boss rooms, the room
// the player stands in or a room that already holds a returned enemy;
// for RespawnSiege only the rooms that held a fight. Each monster draws
// from the stream (run seed, node, "respawn", cause, day), so replaying the
// same night gives the same enemies. It returns the changed run (r itself
// is not changed) and the rooms filled, in Cleared order. Rooms are never
// re-resolved: the enemy is fought at once when the player next enters
// (enterRespawn). An ended run is returned unchanged.
func RespawnRooms(r Run, g zonegraph.Graph, cause RespawnCause, day int) (Run, []zonegraph.NodeID) {
	if r.Status.Over() {
		return r, nil
	}
	zone, ok := content.ZoneByID(content.ZoneID(g.ZoneID))
	if !ok {
		return r, nil
	}
	out := r.Clone()
	var filled []zonegraph.NodeID
	for _, node := range r.Cleared {
		n, ok := g.Node(node)
		if !ok || n.Kind == zonegraph.KindBoss || node == r.Current {
			continue
		}
		if _, waiting := out.Respawns[node]; waiting {
			continue
		}
		if cause == RespawnSiege {
			if rm, ok := r.Rooms[node]; !ok || rm.Fight == nil {
				continue
			}
		}
		monster, ok := zone.InRegion(n.Region).PickMonster(false, dice.NewStream(r.Seed, string(node), purposeRespawn, string(cause), day))
		if !ok {
			continue
		}
		if out.Respawns == nil {
			out.Respawns = map[zonegraph.NodeID]Respawned{}
		}
		out.Respawns[node] = Respawned{Monster: monster, Key: respawnKey(node, cause, day)}
		filled = append(filled, node)
	}
	return out, filled
}

// respawnKey is the combat stream key of a returned enemy's fight.
func respawnKey(node zonegraph.NodeID, cause RespawnCause, day int) string {
	return string(node) + "/" + purposeRespawn + "/" + string(cause) + "/" + strconv.Itoa(day)
}

// HasRespawn reports whether an enemy waits in cleared room node.
func (r Run) HasRespawn(node zonegraph.NodeID) bool {
	_, ok := r.Respawns[node]
	return ok
}

// enterRespawn fights the enemy waiting in the room just entered, if any,
// at once with the ordinary fights' path (rules §2.1), and clears the
// room's respawn: the room is cleared again. It reports whether there was
// one.
func (st *Step) enterRespawn(g zonegraph.Graph, node zonegraph.NodeID) bool {
	rs, ok := st.Run.Respawns[node]
	if !ok {
		return false
	}
	delete(st.Run.Respawns, node)
	if len(st.Run.Respawns) == 0 {
		st.Run.Respawns = nil
	}
	n := g.Nodes[node]
	number := st.Run.RoomNumber(node)
	st.emit(Event{Kind: EvRespawnMet, Node: node, Number: number, Fight: &FightReport{Monsters: []content.MonsterID{rs.Monster}}})
	_, rep, ok := st.fightNow(st.zone, n, []content.MonsterID{rs.Monster}, rs.Key, st.Run.UpdatedAt)
	if !ok {
		return true
	}
	st.emit(Event{Kind: EvFightResolved, Node: node, Number: number, Fight: rep})
	st.afterFight(n, rep.Result)
	return true
}
