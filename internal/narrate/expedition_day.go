package narrate

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/gogobee/gogobee/flavor"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/rules"
)

// Briefing is the Morning Briefing's content (rules §8.3): the
// expedition after the rollover, the rollover's report, where the player
// stands ("Room 7 · Main Hall"), the character after waking (mid-fight
// with the HP the fight holds), the milestone lines already worded,
// TwinBee's liner and the prefix.
type Briefing struct {
	Exp        expedition.Expedition
	Report     expedition.RolloverReport
	Location   string
	Char       rules.Character
	Milestones []string
	Here       Here   // where the player stands: a fight running, a foe at the door, a fork
	At         Moment // the briefing's time, in the player's zone
	Line       Liner
	Prefix     string
	// ZoneGrew: the rollover grew back the rooms an earlier run of the
	// zone had emptied (play.RolloverOut.ZoneGrew).
	ZoneGrew bool
	// Party is the party's seats after the rollover, the leader's first
	// (rules §8.22), listed in every member's briefing; nil alone.
	Party []PartySeat
}

// BriefingText renders the Morning Briefing DM: the status block (bold
// labels, one short line each, each with its emoji), the night, the zone
// events, threat news, milestones, TwinBee's morning line and the actions
// open today; a forced extraction at the rollover ends it instead.
func BriefingText(b Briefing) string {
	e, rep := b.Exp, b.Report
	var parts []string
	parts = append(parts, fmt.Sprintf("🎭 **TwinBee — Morning Briefing, Day %d**", rep.Day))
	parts = append(parts, b.statusBlock())
	morning := flavor.ExpeditionMorning
	if night := NightTextFor(rep.Night, e, b.Line, b.Prefix, b.Here.Walker); night != "" {
		parts = append(parts, night)
	} else {
		morning = flavor.ExpeditionMorningNocamp // no "you slept" after a night without a camp
		parts = append(parts, "🌙 **Overnight:** no camp. "+b.Line(flavor.ExpeditionNightNocamp, nil))
	}
	if rep.WakeHP > 0 {
		parts = append(parts, fmt.Sprintf("🛌 The %s was kind: **+%d HP** on waking.", campName(rep.CampBroken), rep.WakeHP))
	}
	for _, ev := range rep.Events {
		if t := ZoneEventText(ev, b.Line); t != "" {
			parts = append(parts, t)
		}
	}
	parts = append(parts, threatNews(rep, b.Line)...)
	if s := rep.Starvation; s != nil {
		parts = append(parts, fmt.Sprintf("🍽️ **Starving.** The packs are empty: **-%d CON** (%d lost so far, %d left). At 0 you are carried out.",
			s.Lost, s.ConLost, s.ConLeft))
	} else if rep.Depletion.Level != expedition.DepletionNormal && rep.Forced == nil {
		// a player thrown out of the zone rations nothing: the penalty ends with the expedition
		parts = append(parts, fmt.Sprintf("⚠️ **%s:** %s to all rolls%s.", depletionName(rep.Depletion.Level),
			Signed(rep.Depletion.RollPenalty), map[bool]string{true: ", no long rests", false: ""}[rep.Depletion.NoLongRest]))
	}
	parts = append(parts, b.Milestones...)
	if b.ZoneGrew && rep.Forced == nil {
		parts = append(parts, ZoneGrewText)
	}
	if rep.Forced != nil {
		parts = append(parts, ForcedText(*rep.Forced, e.ZoneID, b.Line, b.Prefix))
		if until := rep.Forced.PortalReopens; !until.IsZero() {
			parts = append(parts, fmt.Sprintf("🌀 The portal stays closed until %s, your time: no new expedition into %s before then.",
				b.At.When(until), ZoneName(e.ZoneID)))
		}
		return strings.Join(parts, "\n\n")
	}
	parts = append(parts, "_"+b.Line(morning, map[string]string{"day": fmt.Sprint(rep.Day), "zone": ZoneName(e.ZoneID)})+"_")
	if line := goodDaysLine(e, rep.Day, b.Prefix, b.Here.Walker); line != "" {
		parts = append(parts, line)
	}
	switch {
	case b.Here.Fighting: // the fight the rollover fell on goes on: nothing "waits" to be engaged
		parts = append(parts, FightingMoves(e, b.Prefix))
	case expedition.EncounterWaits(e) && b.Here.Walker != "": // a party's member: the leader engages it (rules §2.13)
		parts = append(parts, fmt.Sprintf("**First things first:** the fight waiting for the party. %s's `%sfight` engages it for everyone, and you play your own turns in it; no walking, resting or camping until it's dealt with.",
			b.Here.Walker, b.Prefix))
	case expedition.EncounterWaits(e):
		parts = append(parts, fmt.Sprintf("**First things first:** `%sfight`. No walking, resting or camping until that's dealt with.", b.Prefix))
	default:
		parts = append(parts, HereMoves(e, b.Char, b.Here, b.At, b.Prefix))
	}
	return strings.Join(parts, "\n\n")
}

// ActionsLineFor lists the day's usual commands (rules §8.3) open to ch
// (a party member's own, here.Walker naming the leader: their rest and
// the party's views, rules §8.22)
// on e as it stands at now, with here what holds the room, each offered
// only where the command would take it: `!advance` not while the walk is
// refused (here.NoAdvance, play.AdvanceRefusal: the line says why, in the
// refusal's own words); `!rest` only while a short rest would help or a
// long rest would be taken (expedition.RestOffered, rules §3.1, §3.2,
// §8.8); `!camp` not once today's camp is made (rules §8.10), not while
// the packs cannot pay even a rough camp (expedition.FundsNone), and not
// in a room that refuses one (here.NoCamp, play.CampRefusal: the line
// names `!retreat` to here.CampBack when that room allows one); `!trade`
// in the trader's room while a ware can be bought now (here.Trader).
func ActionsLineFor(e expedition.Expedition, ch rules.Character, here Here, now time.Time, prefix string) string {
	if here.Walker != "" { // a party's member: the leader walks it (rules §8.22)
		verbs := []string{"expedition status", "expedition party"}
		if expedition.RestOffered(e, ch, now) {
			verbs = []string{"rest", "expedition status", "expedition party"}
		}
		return actionsLine(verbs, prefix) + "\n" + WalkerLine(here.Walker, prefix)
	}
	verbs := []string{"advance", "search", "camp", "rest", "extract", "expedition status"}
	unfunded := expedition.CampFundsOf(e) == expedition.FundsNone
	no := here.NoCamp
	verbs = slices.DeleteFunc(verbs, func(v string) bool {
		switch v {
		case "advance":
			return here.NoAdvance != nil
		case "search":
			return here.NoSearch != nil
		case "rest":
			return !expedition.RestOffered(e, ch, now)
		case "camp":
			return e.CampedToday() || no != "" || unfunded
		}
		return false
	})
	if here.Trader && traderSells(e, ch.Coins) {
		verbs = append(verbs, "trade")
	}
	line := actionsLine(verbs, prefix) + noAdvanceLine(here.NoAdvance, prefix)
	switch {
	case no == "" || e.CampedToday() || unfunded:
		return line
	case here.CampBack != "":
		return line + fmt.Sprintf("\nNo camp in this room (%s): `%sretreat` to **%s** and camp there.", no, prefix, here.CampBack)
	}
	return line + fmt.Sprintf("\nNo camp in this room (%s), nor in the room behind it.", no)
}

// noAdvanceLine is why the actions line leaves `!advance` out, in the
// words `!advance` itself refuses with (ExpeditionRefusal, ZoneRefusal),
// on a line of its own; "" when the walk is open.
func noAdvanceLine(err error, prefix string) string {
	if err == nil {
		return ""
	}
	why := ExpeditionRefusal(err, prefix)
	if why == "" {
		why = ZoneRefusal(err, prefix)
	}
	if why == "" {
		return fmt.Sprintf("\nNo `%sadvance` from here.", prefix)
	}
	return "\n" + why
}

func actionsLine(verbs []string, prefix string) string {
	var cmds []string
	for _, c := range verbs {
		cmds = append(cmds, "`"+prefix+c+"`")
	}
	return "**Available actions:** " + strings.Join(cmds, " · ")
}

// statusBlock is the briefing's location, HP, supplies, threat and zone
// stack lines. The supplies are the rollover's (a forced extraction empties
// the expedition's packs after it).
func (b Briefing) statusBlock() string {
	e := b.Exp
	if b.Report.Forced != nil {
		e.Supplies = b.Report.Supplies
	}
	loc := ZoneName(e.ZoneID)
	if r := RegionName(e.ZoneID, e.Region); r != "" {
		loc += " — " + r
	}
	if b.Location != "" {
		loc += " — " + b.Location
	}
	supplies := SuppliesLine(e)
	if b.Report.Forced != nil { // out of the zone: no daily burn to count days against
		supplies = fmt.Sprintf("%s / %s", trimFloat(e.Supplies.Current), SU(e.Supplies.Max))
	}
	lines := []string{
		"📍 **Location:** " + loc,
		fmt.Sprintf("❤️ **HP:** %d / %d", b.Char.HP, rules.MaxHP(b.Char)),
	}
	if len(b.Party) > 0 {
		lines = append(lines, PartyLine(b.Party))
	}
	lines = append(lines, "🎒 **Supplies:** "+supplies, "⏰ **Threat:** "+ThreatLine(e.Threat))
	if z := ZoneStackLine(e, b.Here); z != "" {
		lines = append(lines, z)
	}
	return strings.Join(lines, "\n")
}

// depletionNames are the depletion levels' display names.
var depletionNames = map[expedition.DepletionLevel]string{
	expedition.DepletionRationing:  "Rationing",
	expedition.DepletionSevere:     "Severe rationing",
	expedition.DepletionStarvation: "Starvation",
}

// depletionName is a depletion level's display name ("Supplies" for full rations).
func depletionName(l expedition.DepletionLevel) string { return labelOr(depletionNames, l, "Supplies") }

// threatNews words the rollover's threat: the drift and its numbers, an
// overstay into Siege, the warning at 70 and Siege Mode.
func threatNews(rep expedition.RolloverReport, line Liner) []string {
	var out []string
	if d := rep.Drift; d.Applied != 0 {
		// the header shows where threat stands; this says the day's share of it
		out = append(out, fmt.Sprintf("⏰ Threat %s, %s (%d → %d).", Signed(d.Applied), ThreatReasonText(d.Reason), d.From, d.To))
	}
	changes := []expedition.ThreatChange{rep.Drift}
	if rep.Overstay != nil {
		changes = append(changes, *rep.Overstay)
		o := *rep.Overstay
		out = append(out, fmt.Sprintf("⏳ Day %d is past the zone's last good day: threat %s (%d → %d). The whole place is awake now, and a day of it left without play ends the expedition.",
			rep.Day, Signed(o.Applied), o.From, o.To))
	}
	for _, ev := range rep.Events {
		if ev.Threat != nil {
			changes = append(changes, *ev.Threat)
		}
	}
	for _, ch := range changes {
		out = append(out, ThreatChangeNews(ch, line)...)
	}
	return out
}

// ThreatChangeNews words the thresholds a threat change crossed: the
// warning at 70 and the start of Siege Mode (each once per expedition; a
// change that leaps past both tells only Siege Mode). The warning names
// the threshold, not the level: a step's later changes may carry the
// threat further before its summary line says where it ended.
func ThreatChangeNews(ch expedition.ThreatChange, line Liner) []string {
	var out []string
	if ch.Warning && !ch.SiegeStarted {
		out = append(out, fmt.Sprintf("⚠️ **Threat past %d.** ", expedition.WarningAt)+line(flavor.ExpeditionThreatWarning, nil))
	}
	if ch.SiegeStarted {
		s := expedition.Siege()
		out = append(out, "🔥 **Siege Mode.** "+line(flavor.ExpeditionSiege, nil)+
			"\n"+fact("siege", s.BossBonusHP, s.BossLegendaryResistances))
	}
	return out
}

// NightText words one wandering check (a camp's night or a transit) of
// expedition e: the roll, the outcome and TwinBee's line, the foes named at
// their own AC (the threat band's bonus is shown when they are fought);
// "" for no check.
func NightText(n *expedition.NightReport, e expedition.Expedition, line Liner, prefix string) string {
	return NightTextFor(n, e, line, prefix, "")
}

// NightTextFor is NightText for a party's member, walker naming the leader
// whose `!fight` engages an encounter for the party (rules §2.13); walker
// "" is the leader's or a solo player's own.
func NightTextFor(n *expedition.NightReport, e expedition.Expedition, line Liner, prefix, walker string) string {
	if n == nil {
		return ""
	}
	var b strings.Builder
	switch n.Source {
	case expedition.SourceTransit:
		b.WriteString("🧭 **On the road:** ")
	case expedition.SourceWander:
		b.WriteString("👁️ **Something prowls:** ")
	default:
		fmt.Fprintf(&b, "🌙 **Overnight** (%s): ", campName(n.Camp))
	}
	b.WriteString(rollText(n))
	b.WriteString("\n" + line(nightSituation(n), nil))
	if st := n.Stealth; st != nil {
		verdict := "slipped away"
		if !st.Success {
			verdict = "not quiet enough"
		}
		fmt.Fprintf(&b, "\n🤫 Stealth %d (d20 %d %s) vs DC %d: %s.", st.Total, st.D20, Signed(st.Mod), st.DC, verdict)
	}
	if n.Threat != nil && n.Threat.Applied != 0 {
		fmt.Fprintf(&b, "\n⏰ Threat %s (%d).", Signed(n.Threat.Applied), n.Threat.To)
	}
	if enc := n.Encounter; enc != nil && !n.Avoided {
		engages := fmt.Sprintf("`%sfight` engages", prefix)
		if walker != "" {
			engages = fmt.Sprintf("%s's `%sfight` engages it for the party", walker, prefix)
		}
		fmt.Fprintf(&b, "\n⚔️ **%s:** %s%s. %s; nothing else until it's dealt with.", encounterHead(n.Source),
			MonsterLine(enc.Monsters, ExpeditionGround(e)), map[bool]string{true: " (they struck first)", false: ""}[enc.Surprise], engages)
	}
	return b.String()
}

// rollText is the wandering roll: "roll 9 (d20 9) · quiet".
func rollText(n *expedition.NightReport) string {
	var rolls []string
	for _, r := range n.Rolls {
		mods := ""
		for _, m := range []struct {
			v     int
			label string
		}{{r.ThreatMod, "threat"}, {r.CampMod, "camp"}, {r.RangerMod, "ranger"}} {
			if m.v != 0 {
				mods += fmt.Sprintf(" %s %s", Signed(m.v), m.label)
			}
		}
		rolls = append(rolls, fmt.Sprintf("roll %d (d20 %d%s)", r.Total, r.D20, mods))
	}
	name := nightOutcomeName(n.Outcome)
	if n.Outcome == expedition.NightPeaceful && n.Source != expedition.SourceNight && n.Source != "" {
		name = "all quiet" // no night, no camp: the road's or a hunt's check
	}
	return strings.Join(rolls, ", then ") + " · " + name
}

// nightOutcomeNames name the night outcome bands.
var nightOutcomeNames = map[expedition.NightOutcome]string{
	expedition.NightPeaceful: "a peaceful night",
	expedition.NightSigns:    "signs of passage",
	expedition.NightMinor:    "a minor encounter",
	expedition.NightStandard: "an encounter",
	expedition.NightElite:    "an elite encounter",
	expedition.NightAmbush:   "**ambush**",
}

// nightOutcomeName names a night outcome band.
func nightOutcomeName(o expedition.NightOutcome) string {
	return labelOr(nightOutcomeNames, o, string(o))
}

// Recap is the Evening Recap's content (rules §8.20): the recap data,
// the zone, TwinBee's liner and the prefix. NoCampHere is why the room
// the player stands in refuses a camp (rules §8.10), "" when it allows
// one: the camp prompt says so. Level is the hero's (the expedition's
// departure level will do): at the level cap the XP line says none is
// earned rather than "0" (rules §1.5).
type Recap struct {
	Data       expedition.RecapData
	ZoneID     content.ZoneID
	Level      int
	Line       Liner
	Prefix     string
	NoCampHere expedition.CampRefusal
	// CampBack: the label of the room `!retreat` falls back to when that
	// room allows a camp (play.CampBehind), "" when none behind does.
	CampBack string
	// Party is every seat of a party expedition, the leader's first, with
	// HP as it stands (Briefing.Party); nil for a solo one.
	Party []PartySeat
	// Member is the reader's own tallies when they are a party's member,
	// not its leader (rules §8.22): the day's loot and XP counted are the
	// leader's, so the member reads their own takings so far instead, and
	// Walker (the leader as PlayerName names them) makes the camp. Nil for
	// the leader or a solo player.
	Member *expedition.Member
	Walker string
	// Today is the expedition's day as the recap is sent; a recap of an
	// earlier day (Data.Day, a member's, expedition.MemberRecapDate) heads
	// its progress with its own day. 0: the recap's day is today.
	Today int
}

// RecapText renders the Evening Recap DM: the day's progress with bold
// labels, TwinBee's evening line and, when no camp was made today, the
// camp prompt.
func RecapText(r Recap) string {
	d, c := r.Data, r.Data.Counters
	var parts []string
	parts = append(parts, fmt.Sprintf("🎭 **TwinBee — Evening Recap, Day %d**", d.Day))
	loot := "nothing notable"
	if names := lootNames(c.Loot, c.Coins); names != "" {
		loot = names
	}
	takings := []string{"💰 **Loot found:** " + loot, "✨ **XP earned:** " + xpCount(c.XP, r.Level)}
	if m := r.Member; m != nil {
		takings = []string{"💰 **Your takings so far:** " + memberTakings(*m, r.Level)}
	}
	head := "**Today's progress**"
	if r.Today > d.Day {
		head = fmt.Sprintf("**Day %d's progress** (the party is on day %d now)", d.Day, r.Today)
	}
	progress := slices.Concat([]string{
		head,
		fmt.Sprintf("🚪 **Rooms cleared:** %d", c.Rooms),
		fmt.Sprintf("⚔️ **Enemies defeated:** %d", c.Enemies),
	}, takings, []string{
		fmt.Sprintf("🎒 **Supplies used:** %s (%s)", SU(c.SUUsed), recapLeft(d.Supplies.Current, d.DaysLeft, d.Burn)),
		fmt.Sprintf("⏰ **Threat:** %d — %s", d.Threat, BandText(d.Threat)),
	})
	if len(r.Party) > 0 {
		progress = append(progress, PartyLine(r.Party))
	}
	parts = append(parts, strings.Join(progress, "\n"))
	parts = append(parts, "_"+r.Line(flavor.ExpeditionEvening, map[string]string{"zone": ZoneName(r.ZoneID)})+"_")
	switch {
	case r.Member != nil && d.CampReminder:
		parts = append(parts, fmt.Sprintf("🏕️ No camp yet: %s makes the party's camp, and you rest in it.", r.Walker))
	case d.CampReminder && d.Funds == expedition.FundsNone:
		// no camp to remind of: the packs cannot pay for one (rules §8.10)
		parts = append(parts, "🏕️ "+campAdvice(r.NoCampHere, r.CampBack, d.FoeWaits, d.Funds, d.Supplies.Current, r.Prefix))
	case d.CampReminder:
		parts = append(parts, "🏕️ "+r.Line(flavor.ExpeditionCampReminder, nil)+" "+campAdvice(r.NoCampHere, r.CampBack, d.FoeWaits, d.Funds, d.Supplies.Current, r.Prefix))
	}
	return strings.Join(parts, "\n\n")
}

// lootNames lists item IDs (the same item counted together) and coins:
// "**Hematite**, 2 × **Azurite** and 12 coins"; "" for none.
func lootNames(items []content.ItemID, coins int) string {
	var t tally
	for _, id := range items {
		t.add(id, 1)
	}
	return t.text(coins)
}

// recapLeft is the recap's "4 SU left, 2 days at today's 2 SU/day", or
// "none left": the days are counted at today's burn, which tomorrow's
// (Siege Mode, a zone's stack: rules §8.4) may not match, so it says so.
func recapLeft(current float64, days int, burn float64) string {
	if current <= 0 {
		return "none left"
	}
	if burn <= 0 {
		return SU(current) + " left, " + DaysLeftText(days)
	}
	return fmt.Sprintf("%s left, %s at today's %s/day", SU(current), DaysLeftText(days), SU(burn))
}

// finishToday is the last good day's way out: `!extract`, or, while a
// night encounter waits (which refuses it, expedition.CheckExtract), the
// fight first. For a party's member (walker: the leader who walks it,
// "" for the leader or a player alone) both are the leader's (rules
// §8.22).
func finishToday(e expedition.Expedition, prefix, walker string) string {
	switch waits := expedition.EncounterWaits(e); {
	case walker != "" && waits:
		return fmt.Sprintf("Finish it today, or %s fights what found you and then takes the party out: their `%sfight` and `%sextract`.", walker, prefix, prefix)
	case walker != "":
		return fmt.Sprintf("Finish it today, or %s takes the party out: their `%sextract`.", walker, prefix)
	case waits:
		return fmt.Sprintf("Finish it today, or `%sfight` what found you and then `%sextract`.", prefix, prefix)
	}
	return fmt.Sprintf("Finish it today or `%sextract`.", prefix)
}

// goodDaysLine is the morning's countdown to Siege Mode (rules §8.8), on
// the last two days before it begins by what comes first
// (expedition.SiegeDayOf): the zone's maximum days or the threat's daily
// drift reaching 100. Empty on other days. walker: as finishToday.
func goodDaysLine(e expedition.Expedition, day int, prefix, walker string) string {
	s, ok := expedition.SiegeDayOf(e)
	if !ok || day < s.Day-2 || day >= s.Day {
		return ""
	}
	last := s.Day - 1
	if s.Cause == expedition.SiegeByDayCap {
		if day == last {
			return fmt.Sprintf("⏳ **Day %d is this zone's last good day.** Tomorrow the Threat Clock maxes out and Siege Mode begins, and a day past it left without play ends the expedition. %s", last, finishToday(e, prefix, walker))
		}
		return fmt.Sprintf("⏳ **Two good days left in %s.** After day %d the Threat Clock maxes out and Siege Mode begins.", ZoneName(e.ZoneID), last)
	}
	if day == last {
		return fmt.Sprintf("⏳ **Day %d is your last good day in %s.** Threat is %d and climbs %d a day: tomorrow morning it reaches %d and Siege Mode begins, sooner if a fight raises it. %s",
			last, ZoneName(e.ZoneID), e.Threat.Level, s.Drift, expedition.SiegeAt, finishToday(e, prefix, walker))
	}
	return fmt.Sprintf("⏳ **Two good days left in %s.** Threat is %d and climbs %d a day: after day %d it reaches %d and Siege Mode begins, sooner if a fight raises it.",
		ZoneName(e.ZoneID), e.Threat.Level, s.Drift, last, expedition.SiegeAt)
}

// memberTakings is a member's own XP, coins and finds of the expedition so
// far (rules §8.22), at their character's level.
func memberTakings(m expedition.Member, level int) string {
	finds := "no finds"
	if names := lootNames(m.Loot, 0); names != "" {
		finds = names
	}
	return fmt.Sprintf("%s · %s · %s", XPTakings(m.XPEarned, level), Coins(m.CoinsEarned), finds)
}
