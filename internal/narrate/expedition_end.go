package narrate

import (
	"errors"
	"fmt"
	"strings"

	"github.com/gogobee/gogobee/flavor"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/rules"
)

// causeWords are the words for each forced extraction cause: a few for
// the report card's line (short) and the sentence the forced-extraction
// message tells the player, plainly and kindly (long).
var causeWords = map[expedition.ForcedCause]struct{ short, long string }{
	expedition.CauseDowned:     {"went down", "You went down, and the dungeon's rescuers (TwinBee's, technically) carried you out"},
	expedition.CauseFled:       {"fled a fight", "You ran, and the way out does not lead back in"},
	expedition.CauseStarvation: {"starved", "The packs are empty and your body has had its say"},
	expedition.CauseCollapse:   {"the portal collapsed", "The portal came apart and threw you out with it"},
	expedition.CauseOverstay:   {"overstayed", "Past the zone's last day, a whole day went by without you, and TwinBee walked your gear out"},
}

// causeText says what forced a player out, plainly and kindly.
func causeText(c expedition.ForcedCause) string {
	if w, ok := causeWords[c]; ok {
		return w.long
	}
	return "You're out"
}

// forcedShort names a forced extraction's cause in a few words.
func forcedShort(c expedition.ForcedCause) string {
	if w, ok := causeWords[c]; ok {
		return w.short
	}
	return string(c)
}

// ForcedText renders a forced extraction (rules §8.18): what happened,
// what the leg's loss kept and left behind (LossText), the supplies left
// behind, that it cannot resume, the re-entry threat and TwinBee's
// respectful line.
func ForcedText(x expedition.ExtractionReport, zoneID content.ZoneID, line Liner, prefix string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "🚑 **Forced extraction from %s, day %d.** %s.\n", ZoneName(zoneID), x.Day, causeText(x.Cause))
	if x.Loss != nil {
		b.WriteString(LossText(*x.Loss, "this leg"))
	}
	if x.SULeft > 0 {
		fmt.Fprintf(&b, " The %s left in the packs stay behind.", SU(x.SULeft))
	}
	fmt.Fprintf(&b, "\nThis expedition can't be resumed. The zone remembers you: a new one starts at threat %d. `%sexpedition start <zone>` when you're ready.\n",
		x.ReentryThreat, prefix)
	b.WriteString("_" + line(forcedSituation(x.Cause), nil) + "_")
	return b.String()
}

// ExtractText renders a voluntary extraction (rules §8.17).
//
// ch is the character as it walks out: a wounded one is told where HP
// comes back at home (the inn's long rest, content.InnLongRestPrice, with
// the way to its coins or sleeping rough when the purse is short; a downed
// one that it stands up at rules.KnockOutWakeHP).
func ExtractText(x expedition.ExtractionReport, ch rules.Character, zoneID content.ZoneID, room string, at Moment, line Liner, prefix string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "🚪 **You extract from %s** on day %d, from %s. Finding the way out costs a day's supplies: %s burned",
		ZoneName(zoneID), x.Day, room, SU(x.SUBurned))
	if x.SULeft > 0 {
		fmt.Fprintf(&b, ", and the %s left stay behind", SU(x.SULeft))
	}
	// a find drunk or thrown on the way is not in the pack to keep
	if x.LootCount > 0 {
		fmt.Fprintf(&b, ".\nYou keep %s and %s earned, and every find still in your pack (%s on the way).\n", XPTakings(x.XPEarned, ch.Level), Coins(x.CoinsEarned), finds(x.LootCount))
	} else {
		fmt.Fprintf(&b, ".\nYou keep %s and %s earned.\n", XPTakings(x.XPEarned, ch.Level), Coins(x.CoinsEarned))
	}
	var cool rules.ErrLongRestCooldown
	_, _, rested := rules.LongRest(ch, nil, at.Now)
	switch hp, most := ch.HP, rules.MaxHP(ch); {
	case hp >= most:
	case errors.As(rested, &cool):
		// the inn and the haystack both wait for the day's long rest (rules §3.2)
		short := ""
		if rules.ShortRestRecovers(ch) {
			short = fmt.Sprintf("; `%srest short` spends hit dice meanwhile", prefix)
		}
		fmt.Fprintf(&b, "❤️ **HP** %d/%d: your next long rest, at the inn or sleeping rough, is at %s%s.\n", hp, most, at.When(cool.Until), short)
	case ch.IsRecovering(at.Now):
		fmt.Fprintf(&b, "❤️ **HP** %d/%d: you're down until %s and back on your feet at %d HP then; a long rest does the rest.\n", hp, most, at.When(ch.DownUntil), rules.KnockOutWakeHP)
	case ch.Coins >= content.InnLongRestPrice:
		fmt.Fprintf(&b, "❤️ **HP** %d/%d: a night at Thom's inn (`%srest long`, %s) puts you right.\n", hp, most, prefix, Coins(content.InnLongRestPrice))
	default:
		fmt.Fprintf(&b, "❤️ **HP** %d/%d: a night at Thom's inn (%s) puts you right; `%ssell <item>` turns finds into the coins for it, or `%srest rough` sleeps it off for free in %d hours.\n",
			hp, most, Coins(content.InnLongRestPrice), prefix, prefix, int(rules.RoughSleepLockout.Hours()))
	}
	fmt.Fprintf(&b, "⏳ `%sresume` until %s picks up from this room, threat and all; supplies must be bought again.\n", prefix, at.When(x.ResumeDeadline))
	b.WriteString("_" + line(flavor.ExpeditionExtractVoluntary, nil) + "_")
	return b.String()
}

// ResumeText renders `!resume`: the return narration and the restock.
func ResumeText(rep expedition.ResumeReport, provision string, line Liner) string {
	return "🚪 " + line(flavor.ExpeditionResume, nil) + "\n\n" + provision
}

// ExpiredText renders the DM when an extracted expedition's resume window
// has closed.
func ExpiredText(e expedition.Expedition, line Liner, prefix string) string {
	return fmt.Sprintf("📜 **The road back into %s has closed.** Seven days passed without a `%sresume`, so the expedition ends on day %d. What you carried out stays yours.\n_%s_",
		ZoneName(e.ZoneID), prefix, e.Day, line(flavor.ExpeditionExpired, nil))
}

// CompleteText renders the end of a completed expedition: the day, the
// takings and the milestone lines (already worded).
func CompleteText(e expedition.Expedition, milestones []string, line Liner) string {
	var b strings.Builder
	fmt.Fprintf(&b, "🏁 **Expedition complete: %s, day %d.** %s and %s earned, %s on the way, threat peaked at %d.",
		ZoneName(e.ZoneID), e.Day, XPTakings(e.XPEarned, e.FoeLevel), Coins(e.CoinsEarned), finds(len(e.Loot)), e.Threat.Peak)
	for _, m := range milestones {
		b.WriteString("\n" + m)
	}
	b.WriteString("\n_" + line(flavor.ExpeditionComplete, map[string]string{"zone": ZoneName(e.ZoneID)}) + "_")
	return b.String()
}

// MilestoneText words one milestone reached and its reward (rules §8.19); the
// reward's effect (XP, a stat, Week One's shop discount) is applied by
// the plugin.
func MilestoneText(a expedition.MilestoneAward, line Liner) string {
	var rewards []string
	switch {
	case a.GrantXP > 0:
		rewards = append(rewards, "+"+Number(a.GrantXP)+" XP")
	case a.XP > 0 || a.Bounty:
		rewards = append(rewards, XPCapped) // the row pays XP, the cap took it (rules §1.5)
	}
	if a.EliteLootRoll {
		rewards = append(rewards, "a bonus loot roll in this elite room")
	}
	if a.Title != "" {
		rewards = append(rewards, fmt.Sprintf("the title **%s**", a.Title))
	}
	if a.Cosmetic != "" {
		rewards = append(rewards, "a keepsake: **"+a.Cosmetic+"**")
	}
	if a.ShopDiscountPercent > 0 {
		rewards = append(rewards, fmt.Sprintf("%d%% off your next purchase at Thom's shop", a.ShopDiscountPercent))
	}
	if a.PrimaryStatBonus > 0 {
		rewards = append(rewards, fmt.Sprintf("+%d %s, for good", a.PrimaryStatBonus, AbilityLabel(a.Ability)))
	}
	if a.LegendaryItem {
		rewards = append(rewards, "a legendary find")
	}
	text := fmt.Sprintf("🏅 **Milestone: %s**", a.Name)
	if len(rewards) > 0 {
		text += " · " + List(rewards)
	}
	return text + "\n_" + line(milestoneSituation(a.ID), map[string]string{"milestone": a.Name}) + "_"
}

// finds counts loot finds: "1 find", "3 finds", "no finds".
func finds(n int) string {
	switch n {
	case 0:
		return "no finds"
	case 1:
		return "1 find"
	}
	return fmt.Sprintf("%d finds", n)
}
