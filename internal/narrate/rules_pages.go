package narrate

import (
	"fmt"
	"strings"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
)

// The expedition pages of `!rules` (rules §6.7, §7, §8): short, in the
// words the game's messages use, the numbers read from the engine's own
// tables so a page cannot drift from what is applied.

// page joins a page's lines.
func page(lines ...string) string { return strings.Join(lines, "\n") }

// expeditionsRules is `!rules expeditions` (rules §8.1, §8.2, §8.3, §8.17, §8.18, §8.21).
func expeditionsRules(p string) string {
	return page(
		"🧭 **Expeditions**",
		"An expedition is a zone run that lasts real days.",
		"- **Setting off**: `"+p+"expedition start <zone>` opens provisioning at Thom's; buy supply packs (`"+p+"supplies buy standard`), then `"+p+"expedition depart`. Day 1 begins.",
		"- **Days follow your clock** (`"+p+"tz set <zone>`): at 06:00 the day rolls over (in this order: the night against your camp, threat's drift, the zone's events, then the day's supplies at that day's burn) and a briefing comes by DM; at 21:00 a recap.",
		"- **Walking**: `"+p+"advance` room by room, or `"+p+"expedition run` to let the autopilot walk; `"+p+"search` for a supply cache; `"+p+"camp <type>` to rest for the night.",
		fmt.Sprintf("- **Leaving**: `%sextract` from a cleared room keeps your loot, XP and coins, and `%sresume` takes you back within %d days. Downed or fleeing in a fight, or starved to CON 0, you are forced out for good and keep only %s of the XP and coins earned since you last set off and, of its finds still in your pack, %s; your level stays.",
			p, p, int(expedition.ResumeWindow.Hours()/24), KeepShare(), KeepFindsRule()),
		"- Each zone has its days (`"+p+"zone list`); past them threat goes to 100 (Siege Mode). The boss's fall completes the expedition, and a report card comes by DM (`"+p+"expedition report`).",
		"",
		"More: `"+p+"rules supplies`, `"+p+"rules threat`, `"+p+"rules camps`, `"+p+"rules harvest`, `"+p+"rules regions`, `"+p+"rules siege`.",
	)
}

// suppliesRules is `!rules supplies` (rules §8.2, §8.4, §8.5, §8.14).
func suppliesRules(p string) string {
	low := expedition.PackCapFor(1)
	top := expedition.PackCapFor(content.MaxZoneTier)
	bands := expedition.DepletionBands()
	running := fmt.Sprintf("- **Running low**: at %g%% of the leg's supplies or less, rationing (%+d to all rolls); below %g%%, severe rationing (%+d, no long rest); at 0, starvation (%+d, no long rest), and a morning you cannot pay for costs 1d4 CON until you leave the field. At CON 0 you are forced out.",
		bands[0].AbovePct, bands[1].RollPenalty, bands[1].AbovePct, bands[2].RollPenalty, bands[3].RollPenalty)
	return page(
		"🎒 **Supplies**",
		fmt.Sprintf("- One supply unit (SU) feeds you for a day. Thom sells a standard pack (%s, %s) and a deluxe one (%s, %s); a tier 1 zone takes at most %d standard and %d deluxe, a tier %d zone %d and %d.",
			SU(content.StandardPackSU), Coins(content.StandardPackPrice), SU(content.DeluxePackSU), Coins(content.DeluxePackPrice),
			low.Standard, low.Deluxe, content.MaxZoneTier, top.Standard, top.Deluxe),
		fmt.Sprintf("- Supplies burn at each 06:00 rollover: %s a day in a tier 1 zone, %s in a tier %d one; more in harsh conditions (threat above %d, Siege Mode, some zone events). Crossing into a region and extracting each cost a day's burn; camps cost SU; walking is free.",
			SU(expedition.BaseBurn(1)), SU(expedition.BaseBurn(content.MaxZoneTier)), content.MaxZoneTier, expedition.HarshThreat),
		running,
		"- `"+p+"search` may find a supply cache (2d6 SU); a Ranger can `"+p+"supplies forage` once a day in the wilds.",
		"- `"+p+"supplies` shows what you carry and the days it lasts.",
	)
}

// threatRules is `!rules threat` (rules §8.6, §8.7).
func threatRules(p string) string {
	m := expedition.ThreatModifiers()
	var bands []string
	for _, b := range expedition.ThreatBands() {
		bands = append(bands, fmt.Sprintf("%s %d–%d", b.Name, b.Min, b.Max))
	}
	return page(
		"⏰ **The Threat Clock**",
		"Threat, 0 to 100, is how roused the zone is by you.",
		fmt.Sprintf("- **Up**: a fight +%d (an elite or boss +%d), an enemy escaping +%d, a loud spell +%d, harvest noise +%d, each day +%d or as TwinBee's mood has it, a step back +%d.",
			m[expedition.ReasonCombat], m[expedition.ReasonEliteCombat], m[expedition.ReasonEnemyEscape], m[expedition.ReasonLoudAbility],
			m[expedition.ReasonNoise], m[expedition.ReasonDayPasses], m[expedition.ReasonRevisit]),
		fmt.Sprintf("- **Down**: a Rogue's Quiet Step %d, a long rest in a fortified or base camp %d, a boss felled %d. Walking between rooms costs nothing.",
			m[expedition.ReasonStealthMove], m[expedition.ReasonFortifiedRest], m[expedition.ReasonBossDefeated]),
		"- **Bands**: "+strings.Join(bands, ", ")+". The higher the band, the better prepared the zone's foes; `"+p+"threat` shows your band and what it does now.",
		fmt.Sprintf("- TwinBee warns once at %d; at %d Siege Mode begins (`%srules siege`). After a forced extraction the next expedition into that zone starts at %d.",
			expedition.WarningAt, expedition.SiegeAt, p, expedition.ReentryThreat),
	)
}

// campsRules is `!rules camps` (rules §8.10, §8.11).
func campsRules(p string) string {
	lines := []string{"🏕️ **Camps**", "`" + p + "camp <type>` makes camp and rests at once; the night is rolled against it at 06:00."}
	where := map[expedition.CampType]string{
		expedition.CampRough:     "anywhere allowed; HP back to at least half, no spell slots",
		expedition.CampStandard:  "a cleared room but a boss or trap room; a full long rest",
		expedition.CampFortified: "a camp room (C on the map) or a room where you found a cache; a long rest, threat down, +1d6 HP on waking",
		expedition.CampBase:      fmt.Sprintf("tier %d–%d zones from day %d, the region's boss dead, in any cleared room of a region with a base-camp site; as fortified, and `%sexpedition basecamp` comes back to it", expedition.BaseCampMinTier, content.MaxZoneTier, expedition.BaseCampMinDay, p),
	}
	for _, d := range expedition.CampDefs() {
		lines = append(lines, fmt.Sprintf("- **%s** (%s, night %+d): %s.", d.Type, SU(d.Cost), d.NightMod, where[d.Type]))
	}
	return page(append(lines,
		"- No camp in a fight, with foes in the room, in a boss room or in a trap room, or while you rest. No camp, no night roll, but no rest either.",
		"- One camp a day, 06:00 to 06:00: its long rest needs no 24 hours since your last, unlike the inn's, but the inn waits 24 hours after it.",
		"- The night roll is d20 + the camp's number + 1 for each full 10 threat above 30 (a Ranger in the wilds -2 more): low is a quiet night, high brings an encounter you must `"+p+"fight`.",
	)...)
}

// harvestRules is `!rules harvest` (rules §7).
func harvestRules(p string) string {
	return page(
		"⛏️ **Harvest**",
		"- Harvesting is automatic: entering an exploration or harvest room (or winning its fight) works its nodes once, one roll per charge, and the yields go to your pack.",
		"- A roll is d20 + the action's ability (forage and commune WIS, mine STR, scavenge and essence INT, fish DEX) against the resource's DC; a class's own action adds +2 and its proficiency. The better the margin, the more you get; 5 or more short finds nothing.",
		"- A failed roll may make **noise**: threat +2 on an expedition, or a foe, an elite or a patrol that comes for you. Higher tiers and higher threat are louder; skill, DEX and levels above the zone keep you quiet.",
		"- Only a long rest in a standard or better camp refills a room's nodes; between runs, zones grow back.",
		"- Some resources need a kill first, a class, or a zone event; `"+p+"inventory` shows what you carry and `"+p+"sell` turns it into coins.",
	)
}

// siegeRules is `!rules siege` (rules §8.8).
func siegeRules(p string) string {
	s := expedition.Siege()
	return page(
		"🔥 **Siege Mode**",
		fmt.Sprintf("At threat %d, or on the first morning past a zone's days, the zone is in Siege Mode for the rest of the expedition: threat stays at %d and nothing lowers it.", expedition.SiegeAt, expedition.MaxThreat),
		"- Every cleared room that held a fight (boss rooms and your own room aside) gets one ordinary foe back, once.",
		fmt.Sprintf("- Every boss fights with +%d HP and %d more legendary resistance.", s.BossBonusHP, s.BossLegendaryResistances),
		fmt.Sprintf("- Supplies burn at least ×%s (a harsher multiplier, such as a deep zone's harsh conditions, wins), and short rests are refused: a Mage from level 5 takes one under its Tiny Hut, once between long rests.", trimFloat(s.BurnMultiplier)),
		"- Finish the boss, or `"+p+"extract` while you still can.",
	)
}

// regionsRules is `!rules regions` (rules §6.7, §8.13).
func regionsRules(p string) string {
	return page(
		"🗺️ **Regions**",
		"- The deepest zones are split into regions crossed in order; each ends in a region boss's room, and the way on opens once that boss is dead.",
		"- On an expedition, crossing into the next region costs a day's supplies, though the clock and the day count stand still, and the road is rolled like a night, without a camp; an encounter waits on arrival.",
		fmt.Sprintf("- In tier %d–%d zones a region with a base-camp site lets you make a base camp; `%sexpedition basecamp` then takes you back to it in one move, free. In a tier %d zone the last region needs a base camp first.",
			expedition.BaseCampMinTier, content.MaxZoneTier, p, content.MaxZoneTier),
		"- `"+p+"revisit` and `"+p+"retreat` never cross a region's border. `"+p+"zone map` draws the regions reached so far.",
	)
}
