package zonerun

import (
	"maps"
	"slices"
	"time"

	"github.com/gogobee/gogobee/internal/clone"
	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/harvest"
	"github.com/gogobee/gogobee/internal/zonegraph"
)

// Status is where a run stands (the dnd_zone_run.status column).
type Status string

// Run statuses. Only an active run accepts moves.
const (
	StatusActive    Status = "active"    // in progress
	StatusCleared   Status = "cleared"   // the zone boss is defeated
	StatusAbandoned Status = "abandoned" // the player walked out (!zone abandon)
	StatusLost      Status = "lost"      // the player dropped to 0 HP
	StatusFled      Status = "fled"      // the player fled a fight (rules §2.9: ends the run)
)

// Over reports whether the run has ended.
func (s Status) Over() bool { return s != StatusActive }

// Run is one player's run through one zone (rules §6.3, §9.2). The store
// keeps it in dnd_zone_run: Current, Visited, Prompt, RoomsTraversed, Cleared
// and Region in their own columns, the rest in state_json. Maps and slices
// are shared between copies: engine functions clone before changing anything.
type Run struct {
	ID     RunID          `json:"-"`
	UserID string         `json:"-"`
	ZoneID content.ZoneID `json:"-"`
	Status Status         `json:"-"`
	// Region is the region the player is in ("" in a single-region zone).
	Region string `json:"-"`
	// Current is the node the player stands on.
	Current zonegraph.NodeID `json:"-"`
	// Visited holds every node entered, in first-entry order, each once; a
	// room's number is its 1-based position here (RoomNumber).
	Visited []zonegraph.NodeID `json:"-"`
	// RoomsTraversed counts every step into a room, the entry included and
	// re-entries counted again.
	RoomsTraversed int `json:"-"`
	// Cleared holds the rooms advanced past (and the defeated boss room),
	// each once.
	Cleared []zonegraph.NodeID `json:"-"`
	// Prompt is the fork prompt waiting for an answer, or nil.
	Prompt *Prompt `json:"-"`

	// Seed keys every roll of the run (with the node ID and the purpose).
	Seed uint64 `json:"seed"`
	// FightSeed, when set, keys the run's fights instead of Seed (CombatSeed):
	// a weekly run's rooms are the week's, its fight dice the player's own
	// (rules §12.2).
	FightSeed uint64 `json:"fight_seed,omitempty"`
	// Discovered holds the secret rooms found this run (rules §6.5: per run),
	// in discovery order.
	Discovered []zonegraph.NodeID `json:"discovered,omitempty"`
	// Forks holds the last evaluation of each fork reached, by fork node:
	// the checks rolled on arrival are never rolled again for that visit,
	// and the map draws the ways the player found closed.
	Forks map[zonegraph.NodeID]Prompt `json:"forks,omitempty"`
	// Rooms holds what each room held once resolved, by node ID.
	Rooms map[zonegraph.NodeID]Room `json:"rooms,omitempty"`
	// RegionsCleared lists the regions whose boss was defeated this run.
	RegionsCleared []string `json:"regions_cleared,omitempty"`
	// Harvest is the auto-harvest state of the run's rooms, keyed by graph
	// node ID: seeded on a room's first pass, spent by
	// every attempt, refilled by a long rest at a standard-or-better camp.
	// Keyed by node, it survives backtracking.
	Harvest harvest.State `json:"harvest,omitzero"`
	// Mods is what the run's owner does to the fights the run resolves
	// itself (an expedition's threat band and surroundings).
	Mods FightMods `json:"mods,omitzero"`
	// Kills is the run's kill log: the monster IDs its fights killed, in
	// order (rules §7.1: kill-gated resources read their kill tags).
	Kills []content.MonsterID `json:"kills,omitempty"`
	// Respawns holds the enemies back in cleared rooms (RespawnRooms), by
	// node: each is fought at once on the player's next entry.
	Respawns map[zonegraph.NodeID]Respawned `json:"respawns,omitempty"`
	// Spent holds the rooms an earlier run of this player emptied that
	// have not grown back (Carry): they are entered as resolved, empty.
	Spent []zonegraph.NodeID `json:"spent,omitempty"`
	// EndedBy says what closed an abandoned run its owner ended (AbandonFor):
	// an expedition's forced-extraction cause or its end; "" for the
	// player's own `!zone abandon`.
	EndedBy string `json:"ended_by,omitempty"`
	// Takings are what the run put on the character (rules §6.9): a run
	// lost or fled keeps only a share of them.
	Takings Takings `json:"takings,omitzero"`

	StartedAt time.Time `json:"-"`
	UpdatedAt time.Time `json:"-"`
	EndedAt   time.Time `json:"-"`
}

// Room is what one room held once resolved. Resolved rooms never resolve
// again.
type Room struct {
	Kind zonegraph.NodeKind `json:"kind"`
	// Fight is the room's encounter, if it held one.
	Fight *Encounter `json:"fight,omitempty"`
	// Trap is the trap's outcome in a trap room (the latest, when it was
	// re-armed); TrapRearms counts the times it was met again.
	Trap       *TrapOutcome `json:"trap,omitempty"`
	TrapRearms int          `json:"trap_rearms,omitempty"`
	// Loot lists what the room paid out (fight drops or a secret room's
	// treasure).
	Loot []content.Drop `json:"loot,omitempty"`
	// XP is the experience the room's fight awarded.
	XP int `json:"xp,omitempty"`
}

// Encounter is a room's fight: the monsters (bestiary IDs), the fight kind
// and, once it is over, its result. Pending is true while an elite or boss
// fight (or a harvest interrupt's elite or patrol) waits for the player's
// `!fight`. Key is the combat stream key of a fight that is not the room's
// own (a harvest interrupt); "" means FightKey(node).
type Encounter struct {
	Monsters []content.MonsterID `json:"monsters"`
	Kind     combat.Kind         `json:"kind"`
	Pending  bool                `json:"pending,omitempty"`
	Result   combat.Result       `json:"result,omitempty"`
	Rounds   int                 `json:"rounds,omitempty"`
	Key      string              `json:"key,omitempty"`
	// Patrol counts the run's patrol among Monsters, right after the
	// room's own foe (rules §8.12: the Dragon's Lair's kobolds).
	Patrol int `json:"patrol,omitempty"`
}

// Clone returns a deep copy of r.
func (r Run) Clone() Run {
	out := r
	out.Visited = slices.Clone(r.Visited)
	out.Cleared = slices.Clone(r.Cleared)
	out.Discovered = slices.Clone(r.Discovered)
	out.RegionsCleared = slices.Clone(r.RegionsCleared)
	out.Harvest = r.Harvest.Clone()
	out.Kills = slices.Clone(r.Kills)
	out.Respawns = maps.Clone(r.Respawns)
	out.Spent = slices.Clone(r.Spent)
	out.Takings.Items = slices.Clone(r.Takings.Items)
	if r.Prompt != nil {
		p := r.Prompt.clone()
		out.Prompt = &p
	}
	out.Forks = make(map[zonegraph.NodeID]Prompt, len(r.Forks))
	for k, v := range r.Forks {
		out.Forks[k] = v.clone()
	}
	out.Rooms = make(map[zonegraph.NodeID]Room, len(r.Rooms))
	for k, v := range r.Rooms {
		out.Rooms[k] = v.clone()
	}
	return out
}

func (rm Room) clone() Room {
	out := rm
	out.Fight = clone.Ptr(rm.Fight, func(f *Encounter) { f.Monsters = slices.Clone(f.Monsters) })
	out.Trap = clone.Ptr(rm.Trap)
	out.Loot = slices.Clone(rm.Loot)
	return out
}

// RoomNumber is the room's number as the player sees it: its 1-based
// first-entry index in Visited, or 0 for a room never entered.
func (r Run) RoomNumber(node zonegraph.NodeID) int { return slices.Index(r.Visited, node) + 1 }

// CurrentRoom is the number of the room the player stands on (rules §6.3: the
// path index of Current, not len(Visited)).
func (r Run) CurrentRoom() int { return r.RoomNumber(r.Current) }

// IsCleared reports whether the player has advanced past node.
func (r Run) IsCleared(node zonegraph.NodeID) bool { return slices.Contains(r.Cleared, node) }

// RoomsCleared is the number of rooms cleared (rules §8.21), the one count
// the rooms_cleared column, `!zone status`, the expedition's recaps and
// its report card share: len(DoneRooms).
func (r Run) RoomsCleared() int { return len(r.DoneRooms()) }

// DoneRooms is the rooms cleared as the player sees them, in the order
// they were cleared: those left behind cleared (Cleared), and the current
// room once it is done (hereDone: never one fled or lost in).
func (r Run) DoneRooms() []zonegraph.NodeID {
	out := slices.Clone(r.Cleared)
	if r.Current != "" && !r.IsCleared(r.Current) && r.hereDone() {
		out = append(out, r.Current)
	}
	return out
}

// HereCleared reports whether the room the player stands in is cleared:
// resolved, cleared on an earlier visit or emptied by an earlier run (Spent),
// with no fight waiting in it and none lost or fled in it.
func (r Run) HereCleared() bool {
	_, _, pending := r.PendingFight()
	rm := r.Rooms[r.Current]
	return !pending && !(rm.Fight != nil && forcedOut(rm.Fight.Result)) && r.resolved(r.Current)
}

// hereDone reports whether the current room is done, on a running or an
// ended run alike: resolved, with no fight left waiting in it (an ended
// run left in an elite's room leaves the elite there) and none lost or
// fled in it (the player was forced out of that room, its foes still hold
// it).
func (r Run) hereDone() bool {
	rm, ok := r.Rooms[r.Current]
	held := ok && rm.Fight != nil && (rm.Fight.Pending || forcedOut(rm.Fight.Result))
	return !held && r.resolved(r.Current)
}

// forcedOut reports whether a fight that ended with res put the player out
// of its room: downed or fled (rules §2.9).
func forcedOut(res combat.Result) bool {
	return res == combat.ResultDowned || res == combat.ResultFled
}

// IsDiscovered reports whether the secret room node was found this run.
func (r Run) IsDiscovered(node zonegraph.NodeID) bool { return slices.Contains(r.Discovered, node) }

// RegionCleared reports whether region's boss was defeated this run.
func (r Run) RegionCleared(region string) bool { return slices.Contains(r.RegionsCleared, region) }

// PendingFight returns the room the player stands in and its encounter
// when an elite or boss fight there waits for `!fight`.
func (r Run) PendingFight() (zonegraph.NodeID, Encounter, bool) {
	rm, ok := r.Rooms[r.Current]
	if !ok || rm.Fight == nil || !rm.Fight.Pending || r.Status.Over() {
		return "", Encounter{}, false
	}
	return r.Current, *rm.Fight, true
}

// resolved reports whether node's contents were already settled (or the
// room was advanced past, or an earlier run emptied it): such a room never
// resolves again.
func (r Run) resolved(node zonegraph.NodeID) bool {
	if r.IsCleared(node) || slices.Contains(r.Spent, node) {
		return true
	}
	_, ok := r.Rooms[node]
	return ok
}

// addOnce appends s to list unless it is already there (ordered-set add)
// and reports whether it was added.
func addOnce[T comparable](list *[]T, s T) bool {
	if slices.Contains(*list, s) {
		return false
	}
	*list = append(*list, s)
	return true
}

// setRoom stores rm as node's resolved contents.
func (r *Run) setRoom(node zonegraph.NodeID, rm Room) {
	if r.Rooms == nil {
		r.Rooms = map[zonegraph.NodeID]Room{}
	}
	r.Rooms[node] = rm
}

// setFork records the evaluation of a fork.
func (r *Run) setFork(p Prompt) {
	if r.Forks == nil {
		r.Forks = map[zonegraph.NodeID]Prompt{}
	}
	r.Forks[p.Node] = p.clone()
}

// CombatSeed is the seed of r's fights: FightSeed when set, else Seed.
func (r Run) CombatSeed() uint64 {
	if r.FightSeed != 0 {
		return r.FightSeed
	}
	return r.Seed
}
