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
	switch ev.Kind {
	case expedition.EvTideWarning:
		if ev.Value <= 1 {
			return "🌊 " + line(flavor.ExpeditionEventTideWarningNear, nil) + " _(The tide peaks tomorrow: flooded rooms bite with cold, kuo-toa grow bold, supplies burn double.)_"
		}
		return "🌊 " + line(flavor.ExpeditionEventTideWarningFar, nil) + fmt.Sprintf(" _(The tide peaks in %d days.)_", ev.Value)
	case expedition.EvTide:
		t := expedition.Tide
		return "🌊 **The tide is in.** " + line(flavor.ExpeditionEventTide, nil) + fmt.Sprintf(" _(Today about half the rooms are flooded (the status names them): a fight in one takes %s cold at the start of every round. Kuo-toa +%d AC and +%s to hit everywhere; supplies burn double.)_", t.WadingCold, t.KuoToaAC, t.KuoToaAttack)
	case expedition.EvTideEbbs:
		return "🌊 " + line(flavor.ExpeditionEventTideEbbs, nil)
	case expedition.EvTideSkipped:
		return "🌊 " + line(flavor.ExpeditionEventTideSkipped, nil)
	case expedition.EvManorWarning:
		return "🏚️ " + line(flavor.ExpeditionEventManorWarning, nil)
	case expedition.EvManorReset:
		return "🏚️ **The house resets.** " + line(flavor.ExpeditionEventManorReset, nil)
	case expedition.EvHeatRises:
		if !ev.BandChanged && ev.Value > 1 {
			return fmt.Sprintf("🌡️ Heat %d/%d. %s", ev.Value, expedition.MaxHeat, line(flavor.ExpeditionEventHeatRises, nil))
		}
		return fmt.Sprintf("🌡️ **Heat %d/%d: %s.** %s%s", ev.Value, expedition.MaxHeat, ev.Band, line(flavor.ExpeditionEventHeatRises, nil), heatFacts(ev.Value))
	case expedition.EvHeatWarning:
		return fmt.Sprintf("🌡️ %s _(Tomorrow: %s.)_", line(flavor.ExpeditionEventHeatWarning, nil), ev.Band)
	case expedition.EvFeyDistortion:
		fe := expedition.FeyEffectFor(ev.Value)
		return fmt.Sprintf("🧚 **Time, day %d:** %s %s", ev.Day, line(feySituation(fe.Name), nil), feyFacts(fe, ev.Monsters))
	case expedition.EvDragonWarning:
		return "🐉 " + line(flavor.ExpeditionEventDragonWarning, nil)
	case expedition.EvDragonPulse:
		return fmt.Sprintf("🐉 **Awareness pulse %d.** %s _(Kobold patrols +1 per room; threat +10.)_", ev.Value, line(flavor.ExpeditionEventDragonPulse, nil))
	case expedition.EvDragonWakeWarning:
		return "🐉 " + line(flavor.ExpeditionEventDragonWakeWarning, nil)
	case expedition.EvDragonWakes:
		return "🐉 **Infernax wakes.** " + line(flavor.ExpeditionEventDragonWakes, nil) + " _(Until you reach his chamber, something hunts you every 6 hours.)_"
	case expedition.EvInstability:
		if !ev.BandChanged {
			return fmt.Sprintf("🌀 Instability %d/%d.", ev.Value, expedition.MaxInstability)
		}
		return fmt.Sprintf("🌀 **Instability %d/%d: %s.** %s", ev.Value, expedition.MaxInstability, humanize(ev.Band), line(flavor.ExpeditionEventInstability, nil))
	case expedition.EvCollapseWarning:
		return "🌀 **The portal is failing.** " + line(flavor.ExpeditionEventCollapseWarning, nil) + " _(At 100 it collapses and throws you out.)_"
	case expedition.EvCollapse:
		return "🌀 **The portal collapses.** " + line(flavor.ExpeditionEventCollapse, nil)
	}
	return ""
}

// heatFacts is what a heat band does.
func heatFacts(heat int) string {
	switch b := expedition.HeatBandFor(heat); {
	case b.MustRest:
		return " _(Exhaustion: -2 to all rolls; make camp or extract before moving on.)_"
	case b.CONSaveDisadvantage:
		return " _(1d4 fire at the start of every combat round, disadvantage on CON saves, supplies burn +50%.)_"
	case !b.FireDamage.IsZero():
		return " _(1d4 fire at the start of every combat round.)_"
	}
	return ""
}

// feyFacts is what a Feywild day does; loop are the enemies a time loop
// put in the player's room.
func feyFacts(fe expedition.FeyEffect, loop []string) string {
	switch {
	case fe.Burn == 0.5:
		return "_(A half day: half the supplies burn.)_"
	case fe.Burn == 2:
		return "_(A double day: double burn, and the night is checked twice.)_"
	case fe.TimeLoop && len(loop) > 0:
		return fmt.Sprintf("_(A time loop: the same room, the loot already taken, new enemies: %s. Fight them before moving on; the harvest grows back.)_", List(content.MonsterNames(loop)))
	case fe.TimeLoop:
		return "_(A time loop: the same room, the loot already taken; the harvest grows back.)_"
	}
	return ""
}
