package narrate

import (
	"fmt"
	"strings"
	"time"

	"github.com/gogobee/gogobee/flavor"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/dice"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/mdtext"
	"github.com/gogobee/gogobee/internal/rules"
)

// statusWord is how an expedition stands, in words.
func statusWord(e expedition.Expedition, at Moment) string {
	switch e.Status {
	case expedition.StatusProvisioning:
		if e.Resumed {
			return "restocking with Thom Krooke"
		}
		return "provisioning with Thom Krooke"
	case expedition.StatusActive:
		return "in the zone"
	case expedition.StatusExtracted:
		return "extracted; resumable until " + at.When(e.ResumeDeadline)
	case expedition.StatusComplete:
		return "complete"
	case expedition.StatusAbandoned:
		return "ended by a forced extraction"
	case expedition.StatusCancelled:
		return "called off"
	case expedition.StatusExpired:
		if e.EndedAt.Before(e.ResumeDeadline) {
			return "given up" // `!expedition cancel` before the resume window ran out
		}
		return "expired"
	}
	return string(e.Status)
}

// Here is what holds the player where they stand, for the moves a status
// offers: a turn-by-turn fight running, or the monsters (IDs) of a fight
// waiting in the room for `!fight`.
type Here struct {
	Fighting bool
	// Fled: the reader fled the party's fight they are in (rules §2.13):
	// it goes on without them, so `!flee` is no longer theirs.
	Fled bool
	// Held: the party waits for a member resting or down (play.HeldBy,
	// rules §8.23), so the leader's moves are not offered.
	Held    PartyHeld
	Waiting []content.MonsterID // an elite or boss waiting in the room for `!fight`
	Fork    bool                // a fork prompt waiting for `!zone go <n>`
	// ForkPick is when TwinBee picks a way at that fork for an idle
	// player (rules §6.4); zero when no pick is coming.
	ForkPick time.Time
	// ForkVote, for a party whose members voted at that fork, is the way
	// the party's vote walks then (its number, 0 for none) and the room
	// it leads to: the vote goes before TwinBee's own pick (rules §6.4).
	ForkVote   int
	ForkVoteTo string
	Tide       *TideRooms // the rooms under water while the tide is in (FloodedHere)
	// RegionsCleared: the regions whose boss fell this run (rules §6.7).
	RegionsCleared []string
	// Trader: the zone's trader keeps shop in this room (rules §8.2).
	Trader bool
	// NoCamp: why this room refuses a camp (play.CampRefusal), "" when it
	// allows one; CampBack: the label of the room `!retreat` falls back
	// to when that room allows one (play.CampBehind).
	NoCamp   expedition.CampRefusal
	CampBack string
	// NoAdvance: why `!advance` would be refused here
	// (play.AdvanceRefusal), nil when the walk goes on.
	NoAdvance error
	// NoSearch: why `!search` would be refused here (play.CheckSearch:
	// searched already, a foe in the room), nil when it would be made.
	NoSearch error
	// ZoneRun: the zone of the standalone zone run the player is on, ""
	// for none; `!expedition start` is refused until it ends.
	ZoneRun content.ZoneID
	// Walker names the leader who walks the party (rules §8.22) when the
	// reader is a member of it, "" for a leader or a player alone; Member
	// is then the reader's seat, with their own takings.
	Walker string
	Member *expedition.Member
}

// HereMoves is the line of moves open where the player stands on an
// active expedition, for the status and the Morning Briefing: a rest or a
// recovery holding every move (until when, and what still works), a foe
// at the door (fight, a short rest when one would be taken and help,
// expedition.ShortRestHelps, retreat; ☠ for a
// boss), a fork to answer (or, while heat exhaustion refuses every
// way, why not), or the actions of a cleared room
// (ActionsLineFor: each offered only where its command would be taken).
func HereMoves(e expedition.Expedition, ch rules.Character, here Here, at Moment, prefix string) string {
	switch {
	case rules.CheckAwake(ch, at.Now) != nil:
		return RestHold(rules.CheckAwake(ch, at.Now), at, prefix) + forkAfterRest(here, at, prefix)
	case here.Held.Holds(): // the party moves and fights together (rules §8.23)
		return here.Held.Line(at, prefix, len(here.Waiting) > 0) + forkAfterRest(here, at, prefix)
	case len(here.Waiting) > 0:
		rest := ""
		if expedition.ShortRestHelps(e, ch, at.Now) {
			rest = fmt.Sprintf(" · `%srest short`", prefix)
		}
		waits, it := "waits", "it waits"
		if len(here.Waiting) > 1 {
			waits, it = "wait", "they wait"
		}
		return fmt.Sprintf("%s %s %s in this room. `%sfight` when you're ready%s · `%sretreat` to back out (%s here).",
			doorMark(here.Waiting), MonsterLine(here.Waiting, ExpeditionGround(e)), waits, prefix, rest, prefix, it)
	case here.Fork && here.NoAdvance != nil:
		// heat exhaustion refuses `!zone go` and TwinBee's pick alike
		return fmt.Sprintf("🔀 The way forks here (`%szone status` lists the ways), but no way is taken now:", prefix) + noAdvanceLine(here.NoAdvance, prefix)
	case here.Fork:
		return forkMoves(here, at, prefix)
	}
	return ActionsLineFor(e, ch, here, at.Now, prefix)
}

// traderSells reports whether the zone's trader has a ware the player
// can buy now (expedition.WareForSale, rules §8.2), so a status offers
// `!trade` only then.
func traderSells(e expedition.Expedition, purse int) bool {
	t, ok := content.TraderOf(e.ZoneID)
	return ok && expedition.WareForSale(e, t, purse) > 0
}

// forkMoves is the line of a fork waiting for the player's answer, with
// when TwinBee picks for them (here.ForkPick; zero: never): a pick due by
// now is said to be taken, never offered as the player's; a party's vote
// standing is the way walked then, whatever the autopilot rules say
// (rules §6.4).
func forkMoves(here Here, at Moment, prefix string) string {
	pick := here.ForkPick
	offer := fmt.Sprintf("🔀 The way forks here: `%szone go <n>` picks a way (`%szone status` lists them).", prefix, prefix)
	switch {
	case pick.IsZero():
		return offer
	case here.ForkVote > 0 && !pick.After(at.Now):
		return fmt.Sprintf("🔀 The way forks here, and it's been left long enough: I walk the party's vote now, way %d, **%s**.", here.ForkVote, mdtext.Escape(here.ForkVoteTo))
	case here.ForkVote > 0:
		return offer + fmt.Sprintf(" Leave it till %s and I walk the party's vote, way %d, **%s**.", at.When(pick), here.ForkVote, mdtext.Escape(here.ForkVoteTo))
	case !pick.After(at.Now):
		return fmt.Sprintf("🔀 The way forks here, and you've left it long enough: I pick a way for you now, if your `%sautopilot` rules allow one.", prefix)
	}
	return offer + fmt.Sprintf(" Leave it till %s and I pick one for you, if your `%sautopilot` rules allow one.", at.When(pick), prefix)
}

// forkAfterRest tells a resting or recovering player at a waiting fork
// when TwinBee picks for them, the time the rest moved the pick to (rules
// §6.4); "" with no fork or no pick coming.
func forkAfterRest(here Here, at Moment, prefix string) string {
	if !here.Fork || here.ForkPick.IsZero() {
		return ""
	}
	if here.ForkVote > 0 { // the party's vote goes before TwinBee's pick (rules §6.4)
		return fmt.Sprintf("\n🔀 The way forks here: leave it till %s and I walk the party's vote, way %d, **%s**.", at.When(here.ForkPick), here.ForkVote, mdtext.Escape(here.ForkVoteTo))
	}
	return fmt.Sprintf("\n🔀 The way forks here: leave it till %s and I pick one for you, if your `%sautopilot` rules allow one.", at.When(here.ForkPick), prefix)
}

// doorMark is ☠ when a boss is among the monsters, else ★.
func doorMark(ids []content.MonsterID) string {
	for _, id := range ids {
		if m, ok := content.MonsterByID(id); ok && m.Boss {
			return "☠"
		}
	}
	return "★"
}

// StatusText renders `!expedition status` (rules §8.1): the zone and
// day, where the player stands, HP, supplies, threat, the zone stack, the
// camp, TwinBee's mood (drifted to at, rules §8.9), the takings, milestones and what is in force, then
// the moves open from where the player stands (here: a fight running, or
// a monster waiting at the door; the zero Here is an ordinary room).
func StatusText(e expedition.Expedition, ch rules.Character, location string, here Here, at Moment, prefix string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "🧭 **Expedition: %s** · tier %d · day %d (%s) · %s\n", ZoneName(e.ZoneID), e.Tier, e.Day, dayCapText(e), statusWord(e, at))
	if e.Status == expedition.StatusActive {
		loc := location
		if r := RegionName(e.ZoneID, e.Region); r != "" {
			loc = r + " — " + loc
		}
		fmt.Fprintf(&b, "📍 **Location:** %s\n", loc)
		if regions := RegionsLine(e.ZoneID, e.Region, here.RegionsCleared); regions != "" {
			fmt.Fprintf(&b, "🗺️ **Regions:** %s\n", regions)
		}
	}
	fmt.Fprintf(&b, "❤️ **HP:** %s\n", HPText(ch))
	if e.Status.Ended() {
		return b.String() + endedStatus(e, ch, here, prefix)
	}
	if e.Status == expedition.StatusExtracted {
		fmt.Fprintf(&b, "🎒 **Supplies:** left behind; `%sresume` and buy again\n", prefix)
	} else {
		fmt.Fprintf(&b, "🎒 **Supplies:** %s\n", SuppliesLine(e))
	}
	fmt.Fprintf(&b, "⏰ **Threat:** %s\n", ThreatLine(e.Threat))
	if z := ZoneStackLine(e, here); z != "" {
		b.WriteString(z + "\n")
	}
	b.WriteString(campStatus(e))
	b.WriteString(baseCampStatus(e, prefix))
	// The mood drifts toward 50 between events (rules §8.9): shown as of now.
	mood := e.Mood.DriftTo(at.Now)
	fmt.Fprintf(&b, "🎭 **TwinBee's mood:** %s (%d)\n", mood.Band().Name, mood.Level)
	xp, coins, loot := e.XPEarned, e.CoinsEarned, len(e.Loot)
	if m := here.Member; m != nil {
		xp, coins, loot = m.XPEarned, m.CoinsEarned, len(m.Loot)
	}
	fmt.Fprintf(&b, "💰 **Takings:** %s · %s · %s\n", XPTakings(xp, ch.Level), Coins(coins), finds(loot))
	if names := milestoneNames(e); names != "" {
		fmt.Fprintf(&b, "🏅 **Milestones:** %s\n", names)
	}
	if fx := EffectsLines(expedition.CurrentEffects(e)); len(fx) > 0 && e.Status == expedition.StatusActive {
		b.WriteString("⚠️ **In force:** " + strings.Join(fx, " · ") + "\n")
	}
	switch {
	case here.Walker != "" && !here.Fighting:
		if err := rules.CheckAwake(ch, at.Now); err != nil { // their own rest in the party's camp (rules §8.23)
			b.WriteString("\n" + RestHold(err, at, prefix))
		}
		if here.Fork { // a member votes at the party's fork (rules §6.4)
			b.WriteString("\n" + MemberForkLine(here.Walker, prefix))
		}
		b.WriteString("\n" + WalkerLine(here.Walker, prefix))
	case e.Status == expedition.StatusActive:
		b.WriteString("\n" + statusMoves(e, ch, here, at, prefix))
	}
	return strings.TrimRight(b.String(), "\n")
}

// endedStatus is the rest of the status of an expedition over: the
// threat's peak, the takings, what a forced extraction cost, the
// milestones, and what comes next.
func endedStatus(e expedition.Expedition, ch rules.Character, here Here, prefix string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "⏰ **Threat:** peaked at %d\n", e.Threat.Peak)
	fmt.Fprintf(&b, "💰 **Takings:** %s · %s · %s\n", XPTakings(e.XPEarned, ch.Level), Coins(e.CoinsEarned), finds(len(e.Loot)))
	if x := e.Extraction; x != nil && x.Loss != nil {
		fmt.Fprintf(&b, "🚑 **Forced out:** %s\n", LossText(*x.Loss, "the last leg"))
	}
	if names := milestoneNames(e); names != "" {
		fmt.Fprintf(&b, "🏅 **Milestones:** %s\n", names)
	}
	if here.ZoneRun != "" {
		fmt.Fprintf(&b, "\nA new expedition waits until your run through **%s** ends: finish it or `%szone abandon`.", ZoneName(here.ZoneRun), prefix)
	} else {
		fmt.Fprintf(&b, "\n`%sexpedition start <zone>` begins a new expedition.", prefix)
	}
	return b.String()
}

// campStatus is the status's camp line ("" out of the field, where a
// packed camp's night comes only if the player is back before 06:00).
func campStatus(e expedition.Expedition) string {
	switch {
	case e.Status != expedition.StatusActive:
		return ""
	case e.Camp != nil && !e.Camp.Struck:
		return fmt.Sprintf("🏕️ **Camp:** %s, pitched today\n", campName(e.Camp.Type))
	case e.Camp != nil:
		return fmt.Sprintf("🏕️ **Camp:** %s, packed up (the night still finds it)\n", campName(e.Camp.Type))
	case e.CampedToday(): // a camp the day's record holds without the camp itself
		return fmt.Sprintf("🏕️ **Camp:** none standing; %s\n", campSpent)
	case expedition.CampFundsOf(e) == expedition.FundsNone:
		return fmt.Sprintf("🏕️ **Camp:** none; your packs hold %s, not enough for any camp\n", SU(e.Supplies.Current))
	}
	return "🏕️ **Camp:** none yet today\n"
}

// baseCampStatus is the status's base-camp line ("" without one).
func baseCampStatus(e expedition.Expedition, prefix string) string {
	switch {
	case e.BaseCampNode == "":
		return ""
	case e.Status == expedition.StatusActive:
		return fmt.Sprintf("⛺ **Base camp:** set; `%sexpedition basecamp` takes you back\n", prefix)
	}
	return "⛺ **Base camp:** set; once you're back in the field it takes you back\n" // `!expedition basecamp` is refused off the field
}

// statusMoves is what the player in the field can do now: the fight
// they are in, the encounter waiting for them, or the room's moves.
func statusMoves(e expedition.Expedition, ch rules.Character, here Here, at Moment, prefix string) string {
	switch {
	case here.Fighting && here.Fled:
		return FledMoves(prefix)
	case here.Fighting:
		return FightingMoves(e, prefix)
	case e.PendingNight != nil:
		verb := "waits"
		if len(e.PendingNight.Monsters) > 1 {
			verb = "wait"
		}
		return fmt.Sprintf("⚔️ %s %s for you. `%sfight` engages.", MonsterLine(e.PendingNight.Monsters, ExpeditionGround(e)), verb, prefix)
	}
	return HereMoves(e, ch, here, at, prefix)
}

// FightingMoves is the line of moves of a player in a running fight on
// e, for the status and a Morning Briefing written mid-fight: the fight
// first, and what fleeing costs. Alone, fleeing ends the expedition; in a
// party it ends only when no other seat holds the room (rules §2.13,
// §8.22).
func FightingMoves(e expedition.Expedition, prefix string) string {
	if len(e.Members()) > 0 {
		return fmt.Sprintf("⚔️ You're in the party's fight: `%sfight` shows it and your moves. %s", prefix, FleeCost(e, prefix))
	}
	return fmt.Sprintf("⚔️ You're in a fight: `%sfight` shows it and your moves. %s", prefix, FleeCost(e, prefix))
}

// FleeCost says what `!flee` costs in a fight on e (rules §2.13): alone,
// it ends the expedition; in a party, the party goes on while another
// seat holds the room.
func FleeCost(e expedition.Expedition, prefix string) string {
	if len(e.Members()) > 0 {
		return fmt.Sprintf("`%sflee` takes you out of it; the party goes on while another seat holds the room, and the expedition ends when none does.", prefix)
	}
	return fmt.Sprintf("`%sflee` gets you out, but on an expedition fleeing ends it.", prefix)
}

// FledMoves is the moves line of a reader who fled the party's fight
// still going on (rules §2.13): they are out of it until it ends.
func FledMoves(prefix string) string {
	return fmt.Sprintf("🏃 You fled the party's fight: it goes on without you, and your sheet comes back to you as it ends. `%sfight` shows it.", prefix)
}

// milestoneNames lists the milestones e earned ("" for none).
func milestoneNames(e expedition.Expedition) string {
	var names []string
	for _, id := range e.Milestones {
		if m, ok := expedition.MilestoneByID(id); ok {
			names = append(names, m.Name)
		}
	}
	return List(names)
}

// ThreatText renders `!threat`: level, band, every effect in force
// (EffectsLines, the band's among them), Siege Mode, and the last events.
func ThreatText(e expedition.Expedition, n int, at Moment) string {
	t := e.Threat
	var b strings.Builder
	fmt.Fprintf(&b, "⏰ **Threat Clock:** %s\n", ThreatLine(t))
	fx := EffectsLines(expedition.CurrentEffects(e))
	if len(fx) == 0 {
		b.WriteString("The zone hasn't noticed you. Yet.\n")
	} else {
		b.WriteString("**In force:** " + strings.Join(fx, " · ") + "\n")
	}
	if !t.Siege {
		next := ""
		switch {
		case t.Level < expedition.WarningAt:
			next = fmt.Sprintf("warning at %d, Siege Mode at %d", expedition.WarningAt, expedition.SiegeAt)
		default:
			next = fmt.Sprintf("Siege Mode at %d", expedition.SiegeAt)
		}
		fmt.Fprintf(&b, "**Ahead:** %s. %s\n", next, fact("threat_calms",
			Signed(expedition.ThreatModifiers()[expedition.ReasonFortifiedRest]), Signed(expedition.ThreatModifiers()[expedition.ReasonBossDefeated])))
	}
	evs := t.LastEvents(n)
	if len(evs) > 0 {
		b.WriteString("**Last changes:**\n")
		var lines []string
		for _, ev := range evs {
			lines = append(lines, fmt.Sprintf("%s %s → %d (%s)", Signed(ev.Delta), ThreatReasonText(ev.Reason), ev.Level, ev.At.In(at.loc()).Format("Mon 15:04")))
		}
		b.WriteString(bullet(lines))
	}
	return strings.TrimRight(b.String(), "\n")
}

// threatReasonTexts name the threat reasons in a few words.
var threatReasonTexts = map[expedition.ThreatReason]string{
	expedition.ReasonCombat:        "a fight",
	expedition.ReasonEliteCombat:   "an elite or boss fight",
	expedition.ReasonEnemyEscape:   "an enemy escaped",
	expedition.ReasonLoudAbility:   "loud magic",
	expedition.ReasonStealthMove:   "a quiet step",
	expedition.ReasonFortifiedRest: "a fortified or base camp's rest",
	expedition.ReasonBossDefeated:  "a boss fell",
	expedition.ReasonDayPasses:     "a day passed",
	expedition.ReasonNoise:         "harvest noise",
	expedition.ReasonRevisit:       "doubled back",
	expedition.ReasonDragonPulse:   "an awareness pulse",
	expedition.ReasonNightSigns:    "signs of passage",
	expedition.ReasonTransitSigns:  "signs of passage",
	expedition.ReasonOverstay:      "overstayed",
}

// ThreatReasonText names a threat reason in a few words (an unnamed one
// by its ID, humanized).
func ThreatReasonText(r expedition.ThreatReason) string {
	return labelOr(threatReasonTexts, r, humanize(string(r)))
}

// logSituation maps a log entry's flavor key to a line situation.
func logSituation(key string) flavor.Situation {
	for _, p := range []struct {
		prefix string
		sit    flavor.Situation
	}{
		{"provision_", flavor.ExpeditionLogProvision},
		{"expedition_depart", flavor.ExpeditionLogDepart},
		{"expedition_return", flavor.ExpeditionLogResume},
		{"expedition_resume", flavor.ExpeditionLogResume},
		{"expedition_complete", flavor.ExpeditionLogComplete},
		{"expedition_expired", flavor.ExpeditionLogExtract},
		{"day_begins", flavor.ExpeditionLogDay},
		{"night_", flavor.ExpeditionLogNight},
		{"wander_", flavor.ExpeditionLogNight},
		{"camp_", flavor.ExpeditionLogCamp},
		{"threat_", flavor.ExpeditionLogThreat},
		{"milestone_", flavor.ExpeditionLogMilestone},
		{"extract_forced", flavor.ExpeditionLogForced},
		{"extract_", flavor.ExpeditionLogExtract},
		{"region_boss", flavor.ExpeditionLogBoss},
		{"region_", flavor.ExpeditionLogRegion},
		{"fast_travel", flavor.ExpeditionLogRegion},
		{"forage_", flavor.ExpeditionLogSupplies},
		{"supply_cache", flavor.ExpeditionLogSupplies},
	} {
		if strings.HasPrefix(key, p.prefix) {
			return p.sit
		}
	}
	return flavor.ExpeditionLogEvent
}

// logLine picks TwinBee's line for log entry en of expedition e from the
// entry itself (its time, key and day), avoiding line prev of its
// situation (-1: none), and returns it with its index.
func logLine(e expedition.Expedition, en expedition.Entry, prev int) (string, int) {
	return flavor.Pick(logSituation(en.FlavorKey), nil, dice.NewStream(uint64(en.At.UnixMilli()), e.ID.String(), en.FlavorKey, en.Day), prev)
}

// LogText renders `!expedition log`: the last n entries, each with its day,
// local time, summary and TwinBee's line for it. The lines are picked from
// the entry itself (its day, time and key), so the log reads the same every
// time, and two entries in a row never get the same line.
func LogText(e expedition.Expedition, n int, at Moment) string {
	entries := e.Log.Last(n)
	if len(entries) == 0 {
		return fmt.Sprintf("📜 %s log is empty so far.", theZone(e.ZoneID))
	}
	var b strings.Builder
	fmt.Fprintf(&b, "📜 **Expedition log: %s** (last %d)\n", ZoneName(e.ZoneID), len(entries))
	last := map[flavor.Situation]int{}
	for _, en := range entries {
		sit := logSituation(en.FlavorKey)
		prev, ok := last[sit]
		if !ok {
			prev = -1
		}
		line, idx := logLine(e, en, prev)
		last[sit] = idx
		day := fmt.Sprintf("Day %d", en.Day)
		if en.Day == 0 {
			day = "Before setting off"
		}
		fmt.Fprintf(&b, "\n**%s** · %s — %s\n_%s_\n", day, en.At.In(at.loc()).Format("Mon 15:04"), en.Summary, line)
	}
	return strings.TrimRight(b.String(), "\n")
}

// CampText renders a camp made at at (rules §8.10): the camp, its cost,
// the rest it gave and, for a long rest, the hours it holds every move
// (rules §3.3), threat and heat relief, the waypoint and TwinBee's line.
func CampText(r expedition.CampResult, e expedition.Expedition, at Moment, line Liner, prefix string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "🏕️ **%s** pitched for %s (%s left).", strings.ToUpper(string(r.Type[:1]))+string(r.Type[1:])+" camp", SU(r.Cost), SU(r.SULeft))
	if r.Downgraded {
		fmt.Fprintf(&b, " This room isn't cleared, so a rough camp is all it allows.")
	}
	switch r.Rest {
	case expedition.RestLong:
		fmt.Fprintf(&b, "\n🛌 A full long rest: **+%d HP** (%d/%d), spell slots and features back.", r.HPHealed, r.HP, r.HPMax)
		if r.LongRest != nil && r.LongRest.LockoutUntil.After(at.Now) {
			fmt.Fprintf(&b, "\n💤 You sleep until %s; every move waits till then.", at.When(r.LongRest.LockoutUntil))
		}
	default:
		fmt.Fprintf(&b, "\n🛌 A partial rest: **+%d HP** (%d/%d), %s.", r.HPHealed, r.HP, r.HPMax, partialSlotsText(r.PactSlots))
		if r.RestDenied != "" {
			fmt.Fprintf(&b, " (%s.)", r.RestDenied)
		}
	}
	b.WriteString(campRelief(r, e))
	if r.Waypoint != "" {
		fmt.Fprintf(&b, "\n⛺ **Base camp set.** `%sexpedition basecamp` brings you back here in one move.", prefix)
	}
	b.WriteString("\n" + campNightText(r.Night, e, at))
	b.WriteString("\n_" + line(campSituation(r.Type), nil) + "_")
	return b.String()
}

// campRelief is what a camp's long rest r took off expedition e besides
// the character's own (rules §8.10, §8.12), each on a line of its own: the
// threat a fortified or base camp lowers, the Underforge heat and the heat
// exhaustion lifted; "" for none.
func campRelief(r expedition.CampResult, e expedition.Expedition) string {
	var b strings.Builder
	if r.Threat != nil && r.Threat.Applied != 0 {
		fmt.Fprintf(&b, "\n⏰ Threat %s (%d): they lose track of you.", Signed(r.Threat.Applied), r.Threat.To)
	}
	if r.HeatRelieved > 0 {
		fmt.Fprintf(&b, "\n🌡️ Heat -%d (%d).", r.HeatRelieved, e.Stacks.Heat)
	}
	if r.HeatLifted {
		b.WriteString(" The exhaustion lifts.")
	}
	return b.String()
}

// campNightText is the night a camp is promised (rules §8.11): when e's
// next rollover rolls it (expedition.NextRollover: a camp made in the
// small hours of day 1 waits for the 06:00 a day later) and every modifier
// its roll adds as things stand, the camp's and the threat's always, the
// Ranger's when it applies, with the threat's taken again then: "🌙 The
// night is rolled at Tue 06:00 (in 20h) against this camp: d20 +0 camp +1
// threat (the threat then is the one that counts)."
func campNightText(n expedition.NightRoll, e expedition.Expedition, at Moment) string {
	mods := fmt.Sprintf("d20 %s camp %s threat", Signed(n.CampMod), Signed(n.ThreatMod))
	if n.RangerMod != 0 {
		mods += fmt.Sprintf(" %s ranger", Signed(n.RangerMod))
	}
	when := "06:00"
	if t := expedition.NextRollover(e, at.loc()); !t.IsZero() {
		when = at.When(t)
	}
	return "🌙 The night is rolled at " + when + " against this camp: " + mods + " (the threat then is the one that counts)."
}

// CampOptionsText renders a bare `!camp`: the camp table with costs and
// where each may stand, and today's camp if any (a packed one is said to
// be packed, with no `!camp break` to offer), or the encounter that
// refuses any camp until it is fought (rules §8.10), and what the packs
// pay for when they are short of a long rest (rules §8.5). Off the field
// (provisioning, extracted) the camps are named, not offered as commands.
func CampOptionsText(e expedition.Expedition, prefix string) string {
	var b strings.Builder
	b.WriteString("🏕️ **Camps** (one a day; the night is rolled against it at 06:00):\n")
	where := map[expedition.CampType]string{
		expedition.CampRough:     "any room with no foe standing in it but a boss or trap room; HP raised to at least half your maximum, no slots; night risk high",
		expedition.CampStandard:  "a cleared room but a boss or trap room; a full long rest; night risk medium",
		expedition.CampFortified: "a rest-camp room or a supply-cache site; long rest, +1d6 HP on waking, threat -5",
		expedition.CampBase:      "Tier 4–5, day 3+, after the region boss, in a region with a base-camp site; all of the above and a waypoint",
	}
	field := e.Status != expedition.StatusProvisioning && e.Status != expedition.StatusExtracted
	var lines []string
	for _, d := range expedition.CampDefs() {
		name := fmt.Sprintf("`%scamp %s`", prefix, d.Type)
		if !field {
			name = "**" + string(d.Type) + "**" // not a command to type yet: every camp is refused off the field
		}
		lines = append(lines, fmt.Sprintf("%s · %s · %s", name, SU(d.Cost), where[d.Type]))
	}
	b.WriteString(bullet(lines))
	if !field {
		b.WriteString("\n\nCamps are made in the zone, once you're out in the field.")
	}
	switch {
	case e.Camp != nil && e.Camp.Struck:
		// packed camps still count and the night is rolled against them (rules §8.10)
		fmt.Fprintf(&b, "\n\nToday's camp: **%s**, packed up. It still counts as today's one camp; the night is rolled against it at 06:00, and the next camp comes after the 06:00 briefing.", campName(e.Camp.Type))
	case e.Camp != nil:
		fmt.Fprintf(&b, "\n\nToday's camp: **%s**. `%scamp break` packs it up.", campName(e.Camp.Type), prefix)
	case e.CampedToday(): // made before an extraction, packed up with it
		fmt.Fprintf(&b, "\n\nNo camp now: %s.", campSpent)
	case e.Status == expedition.StatusActive && e.PendingNight != nil:
		fmt.Fprintf(&b, "\n\n⚔️ Something found you and it's still here: `%sfight` it first; no camp until it's dealt with.", prefix)
	}
	if e.Status == expedition.StatusActive && e.Camp == nil && !e.CampedToday() {
		if t := campFundsNote(e); t != "" {
			b.WriteString("\n\n🎒 " + t)
		}
	}
	return b.String()
}

// partialSlotsText says what slots a partial camp rest gave back: "no
// spell slots", or a Warlock's Pact Magic slots ("your pact slots back:
// 2 (L3)", rules §1.6, §3.1).
func partialSlotsText(pact rules.SlotTable) string {
	if pact.Total() == 0 {
		return "no spell slots"
	}
	return "your pact slots back: " + rules.RestReport{SlotsRestored: pact}.SlotsRestoredText()
}
