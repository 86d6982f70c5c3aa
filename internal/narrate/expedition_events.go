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
	for _, words := range []func(expedition.ZoneEvent, Liner) string{tideText, manorText, heatText, feyAndDragonText, portalText} {
		if text := words(ev, line); text != "" {
			return text
		}
	}
	return ""
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
	case expedition.EvTideEbbs:
		return "🌊 " + line(flavor.ExpeditionEventTideEbbs, nil)
	case expedition.EvTideSkipped:
		return "🌊 " + line(flavor.ExpeditionEventTideSkipped, nil)
	}
	return ""
}

// manorText words the events of the Haunted Manor's resets; "" for another.
func manorText(ev expedition.ZoneEvent, line Liner) string {
	switch ev.Kind {
	case expedition.EvManorWarning:
		return "🏚️ " + line(flavor.ExpeditionEventManorWarning, nil)
	case expedition.EvManorReset:
		return "🏚️ **The house resets.** " + line(flavor.ExpeditionEventManorReset, nil)
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
	case expedition.EvDragonWarning:
		return "🐉 " + line(flavor.ExpeditionEventDragonWarning, nil)
	case expedition.EvDragonPulse:
		return fmt.Sprintf("🐉 **Awareness pulse %d.** %s _(%s)_", ev.Value, line(flavor.ExpeditionEventDragonPulse, nil),
			fact("dragon_pulse", ev.Value, Signed(expedition.ThreatModifiers()[expedition.ReasonDragonPulse])))
	case expedition.EvDragonWakeWarning:
		return "🐉 " + line(flavor.ExpeditionEventDragonWakeWarning, nil)
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
	case expedition.EvCollapse:
		return "🌀 **The portal collapses.** " + line(flavor.ExpeditionEventCollapse, nil)
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
func feyFacts(fe expedition.FeyEffect, loop []string) string {
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
