package narrate

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/gogobee/gogobee/flavor"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
)

// Liner picks TwinBee's line for a situation and fills its
// {placeholders} from vars (the situation's flavor.Placeholders). The
// expedition plugin passes one that remembers the last line each player
// read per situation, so nobody reads the same line twice in a row;
// narrate stays pure.
type Liner func(s flavor.Situation, vars map[string]string) string

// SU renders supply units: 10 → "10 SU", 1.5 → "1.5 SU".
func SU(x float64) string { return trimFloat(x) + " SU" }

// ZoneName is a zone's display name, or its ID when unknown.
func ZoneName(id content.ZoneID) string {
	if name, ok := content.ZoneName(id); ok {
		return name
	}
	return humanize(string(id))
}

// RegionName is a region's display name in a zone ("" for none).
func RegionName(zoneID content.ZoneID, region string) string {
	if region == "" {
		return ""
	}
	if r, ok := expedition.RegionByID(zoneID, region); ok {
		return r.Name
	}
	return humanize(region)
}

// RegionsLine is a multi-region zone's regions in travel order with their
// cleared flags (rules §6.7): cleared ✅ (its region boss fell this run),
// current 📍 in bold, ahead ·. "" for a single-region zone.
func RegionsLine(zoneID content.ZoneID, current string, cleared []string) string {
	rs := expedition.Regions(zoneID)
	parts := make([]string, 0, len(rs))
	for _, r := range rs {
		switch {
		case r.ID == current:
			parts = append(parts, "📍 **"+r.Name+"**")
		case slices.Contains(cleared, r.ID):
			parts = append(parts, "✅ "+r.Name)
		default:
			parts = append(parts, "· "+r.Name)
		}
	}
	return strings.Join(parts, " → ")
}

// ThreatLine renders the Threat Clock: "12 — Quiet", "85 — Siege band
// (Siege Mode itself at 100)", "100 — **Siege Mode**" (the short lines'
// BandText, in bold).
func ThreatLine(t expedition.Threat) string {
	band := expedition.BandFor(t.Level).Name
	s := fmt.Sprintf("%d — %s", t.Level, band)
	switch {
	case t.Siege:
		return fmt.Sprintf("%d — **Siege Mode**", t.Level)
	case band == expedition.BandSiege:
		// The band is named for what it leads to (rules §8.7); the
		// mode itself begins at SiegeAt.
		s += fmt.Sprintf(" band (Siege Mode itself at %d)", expedition.SiegeAt)
	}
	return s
}

// BandText names the Threat Clock band of level as the short lines show
// it: "Quiet", "Siege band" below SiegeAt (the band is named for what it
// leads to), "Siege Mode" at SiegeAt, where the mode begins and stays.
func BandText(level int) string {
	band := expedition.BandFor(level).Name
	switch {
	case level >= expedition.SiegeAt:
		return "Siege Mode"
	case band == expedition.BandSiege:
		return "Siege band"
	}
	return string(band)
}

// SuppliesLeftText is how long e's supplies last: "none left" for empty
// packs, else DaysLeftText of the estimate.
func SuppliesLeftText(e expedition.Expedition) string {
	if e.Supplies.Current <= 0 {
		return "none left"
	}
	return DaysLeftText(expedition.DaysLeft(e))
}

// DaysLeftText renders the supply estimate: "7 days", "1 day", "less than a day".
func DaysLeftText(n int) string {
	switch {
	case n < 0:
		return "no burn"
	case n == 0:
		return "less than a day"
	case n == 1:
		return "1 day"
	}
	return fmt.Sprintf("%d days", n)
}

// BurnText renders a day's burn (rules §8.4, expedition.DailyBurn, the
// one figure every line of burn shows): "2 SU (base 1 SU; siege ×2)", or
// "1 SU" with nothing changing it (a factor of ×1 is left out).
func BurnText(b expedition.Burn) string {
	var why []string
	for _, f := range b.Factors {
		if f.Multiplier == 1 {
			continue // a factor that changes nothing is not news
		}
		why = append(why, fmt.Sprintf("%s ×%s", humanize(string(f.Source)), trimFloat(f.Multiplier)))
	}
	if len(why) == 0 {
		return SU(b.Total)
	}
	return fmt.Sprintf("%s (base %s; %s)", SU(b.Total), SU(b.Base), strings.Join(why, ", "))
}

// SuppliesLine renders "7 / 10 SU (7 days at 1 SU/day)", or "0 / 10 SU
// (none left; 1 SU/day)" when the packs are empty. A burn something
// multiplies today (a Feywild half or double day, the tide, the heat,
// Siege Mode: rules §8.4, §8.12) may not hold tomorrow, so the estimate
// says it is at today's burn: "18 days at today's 1.5 SU/day".
func SuppliesLine(e expedition.Expedition) string {
	b := expedition.DailyBurn(e)
	left := DaysLeftText(expedition.DaysLeft(e)) + " at"
	if e.Supplies.Current <= 0 && b.Total > 0 {
		left = "none left;"
	}
	if slices.ContainsFunc(b.Factors, func(f expedition.BurnFactor) bool { return f.Multiplier != 1 }) {
		left += " today's"
	}
	return fmt.Sprintf("%s / %s (%s %s/day)", trimFloat(e.Supplies.Current), SU(e.Supplies.Max), left, SU(b.Total))
}

// ZoneStackLine renders the stack of the expedition zone's mechanic with
// its emoji and bold label, "" for a zone without one (rules §8.3); while
// the tide is in, which rooms around the player are flooded (here.Tide,
// rules §8.12).
func ZoneStackLine(e expedition.Expedition, here Here) string {
	st, zone := e.Stacks, e.Traits()
	switch {
	case zone.Has(content.MechanicHeat):
		return fmt.Sprintf("🌡️ **Heat:** %d/%d (%s)", st.Heat, expedition.MaxHeat, expedition.HeatBandFor(st.Heat).Name)
	case zone.Has(content.MechanicInstability):
		return fmt.Sprintf("🌀 **Instability:** %d/%d (%s)", st.Instability, expedition.MaxInstability,
			humanize(expedition.InstabilityBandFor(st.Instability).Name))
	case zone.Has(content.MechanicTimeDistortion):
		if st.FeyRoll == 0 {
			return "🧚 **Time:** behaving, for now"
		}
		return fmt.Sprintf("🧚 **Time:** %s (d6 %d)", humanize(expedition.FeyEffectFor(st.FeyRoll).Name), st.FeyRoll)
	case zone.Has(content.MechanicTide):
		switch {
		case st.TideActive:
			return "🌊 **Tide:** high; " + here.Tide.text()
		case st.TideDone:
			return "🌊 **Tide:** spent"
		}
		return fmt.Sprintf("🌊 **Tide:** rising (peaks on day %d)", expedition.TideDay)
	case zone.Has(content.MechanicDragonAwareness):
		awake := "Infernax sleeps"
		if st.DragonAwake {
			awake = "**Infernax is awake and hunting**"
		}
		return fmt.Sprintf("🐉 **Awareness pulses:** %d · %s", st.DragonPulses, awake)
	case zone.Has(content.MechanicManorReset):
		// Each rollover is a night; the one that brings the count to a
		// multiple of ManorResetEvery resets the manor (rules §8.12).
		left := expedition.ManorResetEvery - st.ManorNights%expedition.ManorResetEvery
		return fmt.Sprintf("🏚️ **Nights in the manor:** %d · next reset in %s, at the 06:00 that starts day %d",
			st.ManorNights, plural(left, "night", "nights"), e.Day+left)
	}
	return ""
}

// campName is a camp type's display name: "standard camp".
func campName(t expedition.CampType) string { return string(t) + " camp" }

// EffectsLines lists every expedition effect now in force, one short
// line each (none when all is well): the roll penalties and rest limits,
// the zone's (heat fire, the tide, shifting rooms, surges, patrols),
// Siege Mode, the harvest limits, the day's burn multiplier with its
// causes and the threat band's (rules §8.4, §8.5, §8.7, §8.8, §8.12).
func EffectsLines(fx expedition.Effects) []string {
	h := fx.Harvest
	lines := clauses(
		clause{fx.RollPenalty != 0, fact("roll_penalty", Signed(fx.RollPenalty))},
		clause{fx.WISPenalty != 0, fact("wis_penalty", Signed(fx.WISPenalty))},
		clause{fx.NoLongRest, fact("no_long_rest")},
		clause{fx.NoShortRest, fact("no_short_rest")},
		clause{fx.MustRest, fact("must_rest")},
		clause{fx.FireDamage.Count > 0, fact("fire_round", fx.FireDamage)},
		clause{fx.CONSaveDisadvantage, fact("con_saves")},
		clause{fx.RoomsShift, fact("rooms_shift")},
		clause{fx.WanderEvery > 0, fact("prowling", int(fx.WanderEvery/time.Hour))},
		clause{fx.KoboldReinforcements > 0, fact("kobold_patrols", plural(fx.KoboldReinforcements, "more kobold", "more kobolds"))},
		clause{fx.Siege, fact("siege_in_force", expedition.Siege().BossBonusHP, expedition.Siege().BossLegendaryResistances)},
		clause{h.Blocked, fact("harvest_blocked")},
		clause{h.DCBonus != 0 && !h.Blocked, fact("harvest_dc", Signed(h.DCBonus))},
		clause{h.MiningBlocked, fact("mining_blocked")},
		clause{h.MiningDCBonus != 0 && !h.MiningBlocked, fact("mining_dc", Signed(h.MiningDCBonus))},
		clause{h.ForageDCMod != 0, fact("forage_dc", Signed(h.ForageDCMod))},
	)
	lines = append(lines, tideLines(fx.Tide)...)
	if b := fx.Burn; b.Multiplier != 1 && len(b.Factors) > 0 {
		lines = append(lines, fact("supply_burn", trimFloat(b.Multiplier), burnCauses(b)))
	}
	return append(lines, BandEffects(fx.Band)...)
}

// tideLines words the tide's effects in force (rules §8.12): nil while
// the tide is out.
func tideLines(t *expedition.TideEffects) []string {
	if t == nil {
		return nil
	}
	return []string{fact("flood_cold", t.WadingCold), fact("kuo_toa", t.KuoToaAC, t.KuoToaAttack)}
}

// burnCauses names the conditions behind a day's burn (rules §8.4),
// "harsh conditions, Siege Mode".
func burnCauses(b expedition.Burn) string {
	var names []string
	for _, f := range b.Factors {
		names = append(names, fact("burn_"+string(f.Source)))
	}
	return strings.Join(names, ", ")
}

// BandEffects words what a Threat Clock band does (rules §8.7), the
// one list `!threat`, `!expedition status`, the sheet and the briefings
// share.
func BandEffects(band expedition.Band) []string {
	return clauses(
		clause{band.EnemyPerception > 0, fact("band_perception", Signed(band.EnemyPerception))},
		clause{band.EnemyAC > 0, fact("band_ac", Signed(band.EnemyAC))},
		clause{band.Reinforcements, fact("band_reinforcements")},
		clause{band.EnemyInitiativeAdvantage, fact("band_initiative")},
		clause{band.TrapsRearm, fact("band_traps")},
		clause{band.BossAwake, fact("band_boss")},
	)
}

// bullet joins lines as a Markdown list.
func bullet(lines []string) string {
	if len(lines) == 0 {
		return ""
	}
	return "- " + strings.Join(lines, "\n- ")
}

// theZone is "The **Goblin Warrens**", or "**The Crypt of Valdris**" for a
// zone whose name starts with "The" already (never "The **The ...**").
func theZone(id content.ZoneID) string {
	name := ZoneName(id)
	if strings.HasPrefix(name, "The ") {
		return "**" + name + "**"
	}
	return "The **" + name + "**"
}

// CacheFoundText is a supply cache's find (rules §8.14,
// expedition.FindCache): the 2d6 rolled, the SU packed and carried after;
// what the packs had no room for is left behind, for nothing keeps it.
func CacheFoundText(found expedition.CacheResult, carried float64) string {
	text := fmt.Sprintf("📦 **A supply cache!** %d SU's worth (2d6), **+%s** packed (%s carried).", found.Rolled, SU(found.Gained), SU(carried))
	if found.Gained < float64(found.Rolled) {
		text += "\nYour packs are full; the rest is left behind."
	}
	return text
}
