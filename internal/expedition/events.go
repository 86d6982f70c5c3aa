package expedition

import (
	"slices"
	"time"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/dice"
	"github.com/gogobee/gogobee/internal/harvest"
)

// ZoneEventKind names a zone temporal event or its announcement.
type ZoneEventKind string

// Zone event kinds (rules §8.12). The *Warning kinds are announcements
// ahead of an event (Ahead is true).
const (
	EvTideWarning       ZoneEventKind = "tide_warning"
	EvTide              ZoneEventKind = "tide"
	EvTideEbbs          ZoneEventKind = "tide_ebbs"
	EvTideSkipped       ZoneEventKind = "tide_skipped"
	EvManorWarning      ZoneEventKind = "manor_warning"
	EvManorReset        ZoneEventKind = "manor_reset"
	EvHeatRises         ZoneEventKind = "heat_rises"
	EvHeatWarning       ZoneEventKind = "heat_warning"
	EvFeyDistortion     ZoneEventKind = "fey_distortion"
	EvDragonWarning     ZoneEventKind = "dragon_warning"
	EvDragonPulse       ZoneEventKind = "dragon_pulse"
	EvDragonWakeWarning ZoneEventKind = "dragon_wake_warning"
	EvDragonWakes       ZoneEventKind = "dragon_wakes"
	EvInstability       ZoneEventKind = "instability"
	EvCollapseWarning   ZoneEventKind = "collapse_warning"
	EvCollapse          ZoneEventKind = "collapse"
)

// ZoneEvent is one zone event of a rollover, for the Morning Briefing:
// the day it belongs to, the stack value after it (heat, instability, d6,
// pulses, nights, days to go for a warning), the band name when the stack
// has bands, whether it announces something ahead, and the threat change
// it caused, if any.
type ZoneEvent struct {
	Kind        ZoneEventKind `json:"kind"`
	Day         int           `json:"day"`
	Value       int           `json:"value,omitempty"`
	Band        string        `json:"band,omitempty"`
	BandChanged bool          `json:"band_changed,omitempty"`
	Ahead       bool          `json:"ahead,omitempty"`
	Threat      *ThreatChange `json:"threat,omitempty"`
	// Monsters are the bestiary IDs of the enemies the event put in the
	// player's room (a Feywild time loop), waiting as PendingNight.
	Monsters []content.MonsterID `json:"monsters,omitempty"`
}

// zoneEvents fires the events of the zone's mechanics for the day e.Day
// has just become, in rules §8.12 order. It changes e in place.
func (e *Expedition) zoneEvents(pos Position, root *dice.Stream, at time.Time) []ZoneEvent {
	zone := e.Traits()
	var out []ZoneEvent
	if zone.Has(content.MechanicTide) {
		out = append(out, e.tideEvents(pos)...)
	}
	if zone.Has(content.MechanicManorReset) {
		out = append(out, e.manorEvents()...)
	}
	if zone.Has(content.MechanicHeat) {
		out = append(out, e.heatEvents()...)
	}
	if zone.Has(content.MechanicTimeDistortion) {
		out = append(out, e.feyEvents(pos, root)...)
	}
	if zone.Has(content.MechanicDragonAwareness) {
		out = append(out, e.dragonEvents(pos, at)...)
	}
	if zone.Has(content.MechanicInstability) {
		out = append(out, e.abyssEvents()...)
	}
	return out
}

// tideEvents: warnings on days 4 and 5, the tide on day 6 for one day,
// nothing once the boss room was reached (rules §8.12).
func (e *Expedition) tideEvents(pos Position) []ZoneEvent {
	st := &e.Stacks
	var out []ZoneEvent
	if st.TideActive {
		st.TideActive = false
		out = append(out, ZoneEvent{Kind: EvTideEbbs, Day: e.Day})
	}
	if st.TideDone {
		return out
	}
	switch {
	case pos.BossRoomReached:
		st.TideDone = true
		if st.TideWarnings > 0 {
			out = append(out, ZoneEvent{Kind: EvTideSkipped, Day: e.Day})
		}
	case slices.Contains(tideWarnDays, e.Day):
		st.TideWarnings++
		out = append(out, ZoneEvent{Kind: EvTideWarning, Day: e.Day, Value: TideDay - e.Day, Ahead: true})
	case e.Day == TideDay:
		st.TideActive, st.TideDone = true, true
		out = append(out, ZoneEvent{Kind: EvTide, Day: e.Day})
	case e.Day > TideDay:
		st.TideDone = true
	}
	return out
}

// manorEvents: every rollover is a night in the Manor; the second night of
// three warns, the third resets (rules §8.12).
func (e *Expedition) manorEvents() []ZoneEvent {
	st := &e.Stacks
	st.ManorNights++
	switch st.ManorNights % ManorResetEvery {
	case ManorResetEvery - 1:
		return []ZoneEvent{{Kind: EvManorWarning, Day: e.Day, Value: st.ManorNights, Ahead: true}}
	case 0:
		st.ManorRespawn = true
		return []ZoneEvent{{Kind: EvManorReset, Day: e.Day, Value: st.ManorNights}}
	}
	return nil
}

// heatEvents: +1 heat a day up to 10, with a warning when tomorrow's heat
// enters a new band (rules §8.12).
func (e *Expedition) heatEvents() []ZoneEvent {
	st := &e.Stacks
	before := HeatBandFor(st.Heat).Name
	st.Heat = min(st.Heat+1, MaxHeat)
	band := HeatBandFor(st.Heat)
	if band.MustRest {
		st.HeatRestDue = true
	}
	out := []ZoneEvent{{Kind: EvHeatRises, Day: e.Day, Value: st.Heat, Band: band.Name, BandChanged: band.Name != before}}
	if next := HeatBandFor(st.Heat + 1); st.Heat < MaxHeat && next.Name != band.Name {
		out = append(out, ZoneEvent{Kind: EvHeatWarning, Day: e.Day, Value: st.Heat + 1, Band: next.Name, Ahead: true})
	}
	return out
}

// feyEvents: the day's time-distortion d6 from root's child (day, "fey"),
// which holds all day; a time loop puts new enemies in the player's room
// (loopEncounter, rules §8.12).
func (e *Expedition) feyEvents(pos Position, root *dice.Stream) []ZoneEvent {
	roll := root.Child(e.Day, "fey").Die(6)
	e.Stacks.FeyRoll = roll
	fe := FeyEffectFor(roll)
	ev := ZoneEvent{Kind: EvFeyDistortion, Day: e.Day, Value: roll, Band: fe.Name}
	if fe.TimeLoop {
		ev.Monsters = e.loopEncounter(pos, root.Child(e.Day, "loop"))
	}
	return []ZoneEvent{ev}
}

// loopEncounter is the Feywild time loop's company (rules §8.12): the
// room the player stands in fills again with LoopEnemies ordinary enemies
// of the zone roster (drawn on s), fought as an encounter waiting on the
// expedition before the player moves on. They join an encounter the night
// left waiting, in the same room. It returns the enemies added.
func (e *Expedition) loopEncounter(pos Position, s *dice.Stream) []content.MonsterID {
	enc := e.encounterFor(NightRowFor(LoopRollTotal), pos, s, SourceLoop)
	if len(enc.Monsters) == 0 {
		return nil
	}
	if e.PendingNight != nil {
		e.PendingNight.Monsters = append(slices.Clone(e.PendingNight.Monsters), enc.Monsters...)
	} else {
		e.PendingNight = &enc
	}
	return slices.Clone(enc.Monsters)
}

// dragonEvents: a pulse every third day (+10 threat), a warning the day
// before, and Infernax waking on day 14 (rules §8.12).
func (e *Expedition) dragonEvents(pos Position, at time.Time) []ZoneEvent {
	st := &e.Stacks
	var out []ZoneEvent
	switch e.Day % DragonPulseEvery {
	case 0:
		st.DragonPulses++
		ch := e.applyThreat(threatModifiers[ReasonDragonPulse], ReasonDragonPulse, at)
		out = append(out, ZoneEvent{Kind: EvDragonPulse, Day: e.Day, Value: st.DragonPulses, Threat: &ch})
	case DragonPulseEvery - 1:
		out = append(out, ZoneEvent{Kind: EvDragonWarning, Day: e.Day, Value: st.DragonPulses + 1, Ahead: true})
	}
	switch {
	case !st.DragonAwake && e.Day >= DragonWakeDay:
		st.DragonAwake = true
		out = append(out, ZoneEvent{Kind: EvDragonWakes, Day: e.Day})
	case !st.DragonAwake && e.Day == DragonWakeDay-1 && !pos.BossRoomReached:
		out = append(out, ZoneEvent{Kind: EvDragonWakeWarning, Day: e.Day, Value: 1, Ahead: true})
	}
	return out
}

// abyssEvents: +5 instability a day, a warning the day before collapse,
// collapse at 100 (rules §8.12).
func (e *Expedition) abyssEvents() []ZoneEvent {
	st := &e.Stacks
	before := InstabilityBandFor(st.Instability).Name
	st.Instability = min(st.Instability+InstabilityPerDay, MaxInstability)
	band := InstabilityBandFor(st.Instability)
	out := []ZoneEvent{{Kind: EvInstability, Day: e.Day, Value: st.Instability, Band: band.Name, BandChanged: band.Name != before}}
	switch {
	case band.Collapse:
		out = append(out, ZoneEvent{Kind: EvCollapse, Day: e.Day, Value: st.Instability})
	case st.Instability+InstabilityPerDay >= MaxInstability:
		out = append(out, ZoneEvent{Kind: EvCollapseWarning, Day: e.Day, Value: MaxInstability, Ahead: true})
	}
	return out
}

// Respawns are the respawns the zone run owes: Manor (one enemy in every
// non-boss room, rules §8.12) and Siege (one enemy in every cleared
// room, once, rules §8.8).
type Respawns struct {
	Manor bool `json:"manor,omitempty"`
	Siege bool `json:"siege,omitempty"`
}

// Any reports whether any respawn is owed.
func (r Respawns) Any() bool { return r.Manor || r.Siege }

// TakeRespawns returns the respawns owed and clears them, for the plugin
// to apply to the zone run in the same transaction.
func TakeRespawns(e Expedition) (Expedition, Respawns) {
	r := Respawns{Manor: e.Stacks.ManorRespawn, Siege: e.Threat.SiegeRespawn}
	if !r.Any() {
		return e, r
	}
	e = e.Clone()
	e.Stacks.ManorRespawn = false
	e.Threat.SiegeRespawn = false
	return e, r
}

// HarvestEffects returns the zone events' effects on harvesting
// (rules §8.12), as the harvest package takes them: Dragon's Lair DC +4 from pulse 3 and no harvest once Infernax is
// awake; Underforge mining DC +3 at heat 7–9 and no mining at 10; Abyss DC
// +5 at 61–80 and no harvest from 81; Feywild forage DC and time loop;
// Sunken Temple Tidal Crystal on the tide day.
func HarvestEffects(e Expedition) harvest.EventMods {
	var m harvest.EventMods
	st, zone := e.Stacks, e.Traits()
	if zone.Has(content.MechanicDragonAwareness) {
		if st.DragonPulses >= DragonHarvestPulse {
			m.DCBonus = DragonHarvestDC
		}
		m.Blocked = st.DragonAwake
	}
	if zone.Has(content.MechanicHeat) {
		hb := HeatBandFor(st.Heat)
		m.MiningDCBonus, m.MiningBlocked = hb.MiningDC, hb.MiningBlocked
	}
	if zone.Has(content.MechanicInstability) {
		ib := InstabilityBandFor(st.Instability)
		m.DCBonus, m.Blocked = ib.HarvestDC, ib.HarvestBlocked
	}
	if zone.Has(content.MechanicTimeDistortion) {
		fe := FeyEffectFor(st.FeyRoll)
		m.ForageDCMod, m.NodesReset = fe.ForageDCMod, fe.TimeLoop
	}
	if zone.Has(content.MechanicTide) {
		m.TidalCrystal = st.TideActive
	}
	return m
}
