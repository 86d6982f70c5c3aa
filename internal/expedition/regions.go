package expedition

import (
	"fmt"
	"slices"
	"time"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/dice"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
)

// RegionInfo is one region of a multi-region zone (rules §8.13), read from
// the zone graph: its ID and name, its travel order (0-based), its entry and
// boss rooms, the boss's bestiary ID, whether it has a base-camp site, and
// whether it is the final region (the zone boss's).
type RegionInfo struct {
	ID       string            `json:"id"`
	Name     string            `json:"name"`
	Order    int               `json:"order"`
	Entry    zonegraph.NodeID  `json:"entry"`
	BossNode zonegraph.NodeID  `json:"boss_node"`
	Boss     content.MonsterID `json:"boss"`
	BaseCamp bool              `json:"base_camp,omitempty"`
	Final    bool              `json:"final,omitempty"`
}

// Regions returns a zone's regions in travel order; empty for a
// single-region zone or an unknown one.
func Regions(zoneID content.ZoneID) []RegionInfo {
	g, ok := content.ZoneGraphView(zoneID) // read only: RegionInfo copies what it keeps
	if !ok {
		return nil
	}
	out := make([]RegionInfo, 0, len(g.Regions))
	for i, r := range g.Regions {
		ri := RegionInfo{ID: r.ID, Name: r.Name, Order: i, Entry: r.Entry, BossNode: r.Boss, BaseCamp: r.BaseCamp, Final: i == len(g.Regions)-1}
		if n, ok := g.Node(r.Boss); ok {
			ri.Boss = content.MonsterID(n.Content.EncounterOverride) // the graph holds it as a string
		}
		out = append(out, ri)
	}
	return out
}

// RegionByID returns one region of a zone.
func RegionByID(zoneID content.ZoneID, id string) (RegionInfo, bool) {
	rs := Regions(zoneID)
	i := slices.IndexFunc(rs, func(r RegionInfo) bool { return r.ID == id })
	if i < 0 {
		return RegionInfo{}, false
	}
	return rs[i], true
}

// BaseCampRequiredTier: in zones of this tier the final region needs a
// base camp first (rules §8.13).
const BaseCampRequiredTier = 5

// TransitReport is a region transit: the regions left and entered, the
// day of burn and what it paid (a shortfall is not starvation: CON is only
// lost at rollovers), and the wandering check on the road.
type TransitReport struct {
	From      string      `json:"from"`
	To        string      `json:"to"`
	Burn      Burn        `json:"burn"`
	Paid      float64     `json:"paid"`
	Shortfall float64     `json:"shortfall,omitempty"`
	Check     NightReport `json:"check"`
}

// Transit moves the expedition into the next region (a region transit,
// rules §8.13): it costs one day of supply burn and rolls one wandering check
// on the road (no camp modifier; stream (day, "transit", to)); an encounter
// waits for the player on arrival. Regions are crossed in order, only once
// the current region's boss is dead, and a Tier 5 zone's final region needs a
// base camp first. The plugin moves the zone run itself. Errors (e
// unchanged): ErrNotActive, ErrInCombat, ErrEncounterPending,
// ErrNotMultiRegion, ErrUnknownRegion, ErrRegionOrder, ErrRegionBossStands,
// ErrBaseCampRequired.
func Transit(e Expedition, pos Position, c rules.Character, to string, root *dice.Stream, at time.Time) (Expedition, TransitReport, error) {
	if err := CheckTransit(e, pos, to); err != nil {
		return e, TransitReport{}, err
	}
	rs := Regions(e.ZoneID)
	from := pos.Region
	if from == "" {
		from = e.Region
	}
	ti := slices.IndexFunc(rs, func(r RegionInfo) bool { return r.ID == to })
	e = e.Clone()
	rep := TransitReport{From: from, To: to, Burn: DailyBurn(e)}
	rep.Paid, rep.Shortfall = e.Supplies.spend(rep.Burn.Total)
	e.Today.SUUsed += rep.Paid
	rep.Check = e.wanderCheck(pos, c, root.Child(e.Day, "transit", to), "", 0, false, SourceTransit, at)
	e.Region = to
	e.note(at, EntryAction, fmt.Sprintf("Travelled to %s (%g SU)", rs[ti].Name, rep.Paid), "region_"+to)
	return e, rep, nil
}

// CheckTransit is Transit's refusal of a crossing from pos into region to
// on expedition e, nil when it would be made (rules §8.13): the checks
// alone, nothing spent, so every line that offers the walk into a new
// region asks what the crossing will. Errors: Transit's.
func CheckTransit(e Expedition, pos Position, to string) error {
	if err := e.requireActive(); err != nil {
		return err
	}
	switch {
	case pos.InCombat:
		return ErrInCombat{}
	case e.PendingNight != nil:
		return ErrEncounterPending{}
	}
	rs := Regions(e.ZoneID)
	if len(rs) == 0 {
		return ErrNotMultiRegion{Zone: e.ZoneID}
	}
	from := pos.Region
	if from == "" {
		from = e.Region
	}
	fi := slices.IndexFunc(rs, func(r RegionInfo) bool { return r.ID == from })
	ti := slices.IndexFunc(rs, func(r RegionInfo) bool { return r.ID == to })
	switch {
	case ti < 0:
		return ErrUnknownRegion{Region: to}
	case ti != fi+1:
		return ErrRegionOrder{From: from, To: to}
	case !pos.RegionBossDefeated:
		return ErrRegionBossStands{Region: from}
	case rs[ti].Final && e.Tier >= BaseCampRequiredTier && e.BaseCampNode == "":
		return ErrBaseCampRequired{}
	}
	return nil
}

// FastTravel takes the player back to the base camp in one action
// (rules §8.10). It is free and may cross regions backwards; it
// returns the base-camp room for the plugin to move the zone run to.
// Errors (e unchanged): ErrNotActive, ErrInCombat, ErrEncounterPending,
// ErrNoBaseCamp, ErrAtBaseCamp.
func FastTravel(e Expedition, pos Position, at time.Time) (Expedition, zonegraph.NodeID, error) {
	if err := e.requireActive(); err != nil {
		return e, "", err
	}
	switch {
	case pos.InCombat:
		return e, "", ErrInCombat{}
	case e.PendingNight != nil:
		return e, "", ErrEncounterPending{}
	case e.BaseCampNode == "":
		return e, "", ErrNoBaseCamp{}
	case pos.Node == e.BaseCampNode:
		return e, "", ErrAtBaseCamp{}
	}
	e = e.Clone()
	if g, ok := content.ZoneGraph(e.ZoneID); ok {
		if r, ok := g.RegionOf(e.BaseCampNode); ok {
			e.Region = r.ID
		}
	}
	e.note(at, EntryAction, "Fast travel to the base camp", "fast_travel")
	return e, e.BaseCampNode, nil
}

// RegionCleared records a region boss's fall: in a zone with portal
// instability (the Abyss Portal) each is a major objective that steadies
// the portal (instability −10, rules §8.12). Errors: ErrNotActive,
// ErrUnknownRegion.
func RegionCleared(e Expedition, region string, at time.Time) (Expedition, error) {
	if err := e.requireActive(); err != nil {
		return e, err
	}
	r, ok := RegionByID(e.ZoneID, region)
	if !ok {
		return e, ErrUnknownRegion{Region: region}
	}
	e = e.Clone()
	e.note(at, EntryCombat, "Region boss of "+r.Name+" defeated", "region_boss_"+region)
	if e.Traits().Has(content.MechanicInstability) {
		e.Stacks.Instability = max(0, e.Stacks.Instability-InstabilityRelief)
	}
	return e, nil
}
