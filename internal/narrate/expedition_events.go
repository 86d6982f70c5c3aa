package narrate

import (
	"fmt"

	"github.com/gogobee/gogobee/flavor"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
)

// ZoneEventText words one zone event of a rollover (rules §8.12): its
// emoji, TwinBee's line for the situation and the plain fact (what it
// does, when it comes); "" for an event with nothing to say.
func ZoneEventText(ev expedition.ZoneEvent, line Liner) string {
	if p, ok := plainEvents[ev.Kind]; ok {
		return p.emoji + " " + p.head + line(plainSituation(ev.Kind), nil)
	}
	for _, words := range []func(expedition.ZoneEvent, Liner) string{tideText, heatText, feyAndDragonText, portalText} {
		if text := words(ev, line); text != "" {
			return text
		}
	}
	return ""
}

// plainEvent is how a zone event with no value to tell is worded: its
// zone's emoji, a bold head for an event that changes the zone, and
// TwinBee's line for it.
type plainEvent struct {
	emoji, head string
	situation   flavor.Situation
}

// plainSituation is TwinBee's situation for plain zone event kind k, read
// through a function so the flavour callers' check sees every situation
// the table names.
func plainSituation(k expedition.ZoneEventKind) flavor.Situation { return plainEvents[k].situation }

// plainEvents words the zone events that tell no number or fact.
var plainEvents = map[expedition.ZoneEventKind]plainEvent{
	expedition.EvTideEbbs:          {"🌊", "", flavor.ExpeditionEventTideEbbs},
	expedition.EvTideSkipped:       {"🌊", "", flavor.ExpeditionEventTideSkipped},
	expedition.EvManorWarning:      {"🏚️", "", flavor.ExpeditionEventManorWarning},
	expedition.EvManorReset:        {"🏚️", "**The house resets.** ", flavor.ExpeditionEventManorReset},
	expedition.EvDragonWarning:     {"🐉", "", flavor.ExpeditionEventDragonWarning},
	expedition.EvDragonWakeWarning: {"🐉", "", flavor.ExpeditionEventDragonWakeWarning},
	expedition.EvCollapse:          {"🌀", "**The portal collapses.** ", flavor.ExpeditionEventCollapse},
}

// tideText words the events of the Sunken Temple's tide (rules §8.12); "" for another.
func tideText(ev expedition.ZoneEvent, line Liner) string {
	switch ev.Kind {
	case expedition.EvTideWarning:
		if ev.Value <= 1 {
			return "🌊 " + line(flavor.ExpeditionEventTideWarningNear, nil) + " _(" + fact("tide_warning_near") + ")_"
		}
		return "🌊 " + line(flavor.ExpeditionEventTideWarningFar, nil) + fmt.Sprintf(" _(The tide peaks in %d days.)_", ev.Value)
	case expedition.EvTide:
		t := expedition.Tide()
		return "🌊 **The tide is in.** " + line(flavor.ExpeditionEventTide, nil) + " _(" + fact("tide_in", t.WadingCold, t.KuoToaAC, t.KuoToaAttack) + ")_"
	}
	return ""
}

// heatText words the events of the Underforge's heat; "" for another.
func heatText(ev expedition.ZoneEvent, line Liner) string {
	switch ev.Kind {
	case expedition.EvHeatRises:
		if !ev.BandChanged && ev.Value > 1 {
			return fmt.Sprintf("🌡️ Heat %d/%d. %s", ev.Value, expedition.MaxHeat, line(flavor.ExpeditionEventHeatRises, nil))
		}
		return fmt.Sprintf("🌡️ **Heat %d/%d: %s.** %s%s", ev.Value, expedition.MaxHeat, ev.Band, line(flavor.ExpeditionEventHeatRises, nil), heatFacts(ev.Value))
	case expedition.EvHeatWarning:
		return fmt.Sprintf("🌡️ %s _(Tomorrow: %s.)_", line(flavor.ExpeditionEventHeatWarning, nil), ev.Band)
	}
	return ""
}

// feyAndDragonText words the events of the Feywild's time and the Dragon's Lair's awareness; "" for another.
func feyAndDragonText(ev expedition.ZoneEvent, line Liner) string {
	switch ev.Kind {
	case expedition.EvFeyDistortion:
		fe := expedition.FeyEffectFor(ev.Value)
		return fmt.Sprintf("🧚 **Time, day %d:** %s %s", ev.Day, line(feySituation(fe.Name), nil), feyFacts(fe, ev.Monsters))
	case expedition.EvDragonPulse:
		return fmt.Sprintf("🐉 **Awareness pulse %d.** %s _(%s)_", ev.Value, line(flavor.ExpeditionEventDragonPulse, nil),
			fact("dragon_pulse", ev.Value, Signed(expedition.ThreatModifiers()[expedition.ReasonDragonPulse])))
	case expedition.EvDragonWakes:
		return "🐉 **Infernax wakes.** " + line(flavor.ExpeditionEventDragonWakes, nil) + " _(" + fact("dragon_wakes", int(expedition.DragonHuntEvery.Hours())) + ")_"
	}
	return ""
}

// portalText words the events of the Abyss Portal's instability; "" for another.
func portalText(ev expedition.ZoneEvent, line Liner) string {
	switch ev.Kind {
	case expedition.EvInstability:
		if !ev.BandChanged {
			return fmt.Sprintf("🌀 Instability %d/%d.", ev.Value, expedition.MaxInstability)
		}
		return fmt.Sprintf("🌀 **Instability %d/%d: %s.** %s", ev.Value, expedition.MaxInstability, humanize(ev.Band), line(flavor.ExpeditionEventInstability, nil))
	case expedition.EvCollapseWarning:
		return "🌀 **The portal is failing.** " + line(flavor.ExpeditionEventCollapseWarning, nil) + " _(" + fact("collapse_warning", expedition.MaxInstability, expedition.PortalClosedDays) + ")_"
	}
	return ""
}

// heatFacts is what a heat band does.
func heatFacts(heat int) string {
	switch b := expedition.HeatBandFor(heat); {
	case b.MustRest:
		return " _(" + fact("heat_exhaustion", Signed(b.RollPenalty)) + ")_"
	case b.CONSaveDisadvantage:
		return " _(" + fact("heat_searing", b.FireDamage) + ")_"
	case !b.FireDamage.IsZero():
		return " _(" + fact("heat_fire", b.FireDamage) + ")_"
	}
	return ""
}

// feyFacts is what a Feywild day does; loop are the enemies a time loop
// put in the player's room.
func feyFacts(fe expedition.FeyEffect, loop []content.MonsterID) string {
	switch {
	case fe.Burn == 0.5:
		return "_(" + fact("fey_half_day") + ")_"
	case fe.Burn == 2:
		return "_(" + fact("fey_double_day") + ")_"
	case fe.TimeLoop && len(loop) > 0:
		return "_(" + fact("fey_loop_enemies", List(content.MonsterNames(loop))) + ")_"
	case fe.TimeLoop:
		return "_(" + fact("fey_loop") + ")_"
	}
	return ""
}
