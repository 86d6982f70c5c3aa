package expedition

import (
	"time"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/zonegraph"
)

// Tally is what happened in the zone run since the last report, for the
// expedition's takings and the day's recap: the room cleared ("" if none),
// fights fought, enemies defeated, XP and coins earned, the loot item IDs
// found and the worth of the harvest yields among them (coins).
type Tally struct {
	RoomCleared  zonegraph.NodeID `json:"room_cleared,omitempty"`
	Fights       int              `json:"fights,omitempty"`
	HarvestValue int              `json:"harvest_value,omitempty"`
	Enemies      int              `json:"enemies,omitempty"`
	XP           int              `json:"xp,omitempty"`
	Coins        int              `json:"coins,omitempty"`
	Loot         []content.ItemID `json:"loot,omitempty"`
}

// Record adds a tally to the expedition's takings and today's counters
// (rules §8.20), and to the report card's totals (rules §8.21). Errors:
// ErrNotActive.
func Record(e Expedition, t Tally, at time.Time) (Expedition, error) {
	if err := e.requireActive(); err != nil {
		return e, err
	}
	e = e.Clone()
	e.Today.Acted = true
	if t.RoomCleared != "" {
		e.Today.Rooms++
		e.RoomsCleared++
		e.LastCleared = t.RoomCleared
	}
	e.Fights += max(0, t.Fights)
	e.HarvestValue += max(0, t.HarvestValue)
	e.Today.Enemies += max(0, t.Enemies)
	e.Today.XP += max(0, t.XP)
	e.XPEarned += max(0, t.XP)
	e.Today.Coins += max(0, t.Coins)
	e.CoinsEarned += max(0, t.Coins)
	e.Today.Loot = append(e.Today.Loot, t.Loot...)
	e.Loot = append(e.Loot, t.Loot...)
	return e, nil
}

// RecordSearch notes that the player searched the room node (`!search`),
// for the Cartographer milestone. Errors: ErrNotActive.
func RecordSearch(e Expedition, node zonegraph.NodeID) (Expedition, error) {
	if err := e.requireActive(); err != nil {
		return e, err
	}
	e = e.Clone()
	e.Today.Acted = true
	e.Cartography.LastSearched = node
	return e, nil
}

// searchable reports whether Cartographer expects a search in a room of
// this kind (fork and merge nodes hold nothing to search; the boss room
// ends the walk).
func searchable(k zonegraph.NodeKind) bool {
	switch k {
	case zonegraph.KindFork, zonegraph.KindMerge, zonegraph.KindBoss:
		return false
	}
	return true
}

// AdvanceReport says what advancing changed: the Cartographer milestone
// earned on entering an Elite room (nil otherwise) and whether that room
// gets its bonus loot roll.
type AdvanceReport struct {
	Milestone      *MilestoneAward `json:"milestone,omitempty"`
	EliteLootBonus bool            `json:"elite_loot_bonus,omitempty"`
}

// RecordAdvance notes a move from one room to the next (`!advance`).
// Leaving a searchable room without searching it loses Cartographer for
// this expedition; entering an Elite room with every room before it
// searched earns it, and a bonus loot roll there (rules §8.19; our
// reading of "search every room before advancing"). Errors: ErrNotActive.
func RecordAdvance(e Expedition, from, to Position, at time.Time) (Expedition, AdvanceReport, error) {
	if err := e.requireActive(); err != nil {
		return e, AdvanceReport{}, err
	}
	e = e.Clone()
	var rep AdvanceReport
	if searchable(from.Kind) && e.Cartography.LastSearched != from.Node {
		e.Cartography.Missed = true
	}
	if to.Kind == zonegraph.KindElite && !e.Cartography.Missed {
		if a := e.award(MilestoneCartographer, nil, at); a != nil {
			rep.Milestone, rep.EliteLootBonus = a, true
		}
	}
	return e, rep, nil
}
