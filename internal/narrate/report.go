package narrate

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/gogobee/gogobee/flavor"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/mdtext"
	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// BestLineCount is how many of TwinBee's lines a report card quotes.
const BestLineCount = 3

// reportsListed is how many report cards the list names, latest first.
const reportsListed = 10

// routeShown is how many rooms a long route names at each end.
const routeShown = 4

// Report is one expedition's report card to word (rules §8.21): the
// expedition as it stands out of the field, its zone run and the zone's
// graph (the route; a zero Run for none), a lead paragraph before the card
// ("" for none: the expiry notice goes there), the reader's moment, the
// card's place among the player's cards (N of Of, 1 the latest) and the
// command prefix.
type Report struct {
	Exp    expedition.Expedition
	Run    zonerun.Run
	Graph  zonegraph.Graph
	Lead   string
	At     Moment
	N, Of  int
	Prefix string
	// Party is every seat of a party expedition, the leader's first (rules
	// §8.21, §8.22); nil for a solo one. Leader names the party's leader
	// for a member reading the card ("" when the reader leads it): the
	// resume is theirs, and the last leg's loss their own.
	Party  []ReportSeat
	Leader string
}

// ReportSeat is one seat of a party on its report card: the player as
// PlayerName names them, their seat (0: the leader's), their character's
// level and the HP they left the field with (MaxHP 0: not known), their
// own XP, coins and finds (item and resource IDs) of the expedition and
// the worth of the harvest among them, and whether they left the party
// before its end. Loss is what a forced end took of their last leg
// (rules §8.18, §8.23), nil when none did.
type ReportSeat struct {
	Name      string
	Seat      int
	Level     int
	HP, MaxHP int
	XP, Coins int
	Loot      []content.ItemID
	Harvest   int
	Left      bool
	Loss      *expedition.Loss
}

// ReportText words a report card: the headline (how and when the
// expedition ended), the totals, the series day by day (what the chart
// draws, for a reader without pictures), the route, the milestones and
// TwinBee's best lines of the run (BestLines), and the way to the card
// before it.
func ReportText(r Report) string {
	e := r.Exp
	var b strings.Builder
	if r.Lead != "" {
		b.WriteString(r.Lead + "\n\n")
	}
	fmt.Fprintf(&b, "📜 **Report card: %s** · %s\n", ZoneName(e.ZoneID), reportEnd(e, r.At, r.Prefix, r.Leader))
	if len(r.Party) > 0 {
		b.WriteString(partyTotals(e, r.Run, r.Leader) + "\n" + reportParty(r.Party) + "\n")
	} else {
		b.WriteString(reportTotals(e, r.Run) + "\n")
	}
	if len(e.Series) > 0 {
		label := "📈 **Day by day:** "
		if len(r.Party) > 0 {
			label = "📈 **Day by day** (HP the leader's): "
		}
		b.WriteString(label + seriesText(e.Series) + "\n")
	}
	if route := RouteText(r.Run, r.Graph); route != "" {
		b.WriteString(route + "\n")
	}
	b.WriteString("🏅 **Milestones:** " + cmp.Or(milestoneNames(e), "none this time") + "\n")
	if lines := BestLines(e, BestLineCount); len(lines) > 0 {
		b.WriteString("💬 **TwinBee's best lines:**\n")
		for _, l := range lines {
			fmt.Fprintf(&b, "• _%s_ (day %d: %s)\n", l.Line, l.Entry.Day, entrySummary(l.Entry, r.Leader))
		}
	}
	if r.N < r.Of {
		fmt.Fprintf(&b, "`%sexpedition report %d` shows the one before.", r.Prefix, r.N+1)
	}
	return strings.TrimRight(b.String(), "\n")
}

// reportEnd says how the expedition left the field and on which day.
func reportEnd(e expedition.Expedition, at Moment, prefix, leader string) string {
	icon, words := endWords(e)
	switch {
	case e.Status == expedition.StatusExtracted && leader != "":
		words += fmt.Sprintf("; %s may `%sresume` it until %s", leader, prefix, at.When(e.ResumeDeadline))
	case e.Status == expedition.StatusExtracted:
		words += fmt.Sprintf("; `%sresume` until %s", prefix, at.When(e.ResumeDeadline))
	}
	return icon + " " + words
}

// endWords is the icon and the plain words of how and on which day the
// expedition left the field ("complete on day 4"), as the card's headline
// and its picture's caption say it.
func endWords(e expedition.Expedition) (icon, words string) {
	switch e.Status {
	case expedition.StatusComplete:
		return "🏁", fmt.Sprintf("complete on day %d", e.Day)
	case expedition.StatusAbandoned:
		return "🚑", fmt.Sprintf("forced out on day %d (%s)", e.Day, forcedWhy(e))
	case expedition.StatusExtracted:
		return "🚪", fmt.Sprintf("extracted on day %d", e.Day)
	case expedition.StatusExpired:
		if !e.ResumeDeadline.IsZero() && e.EndedAt.Before(e.ResumeDeadline) {
			return "📜", fmt.Sprintf("given up on day %d", e.Day)
		}
		return "📜", fmt.Sprintf("extracted on day %d; the road back has closed", e.Day)
	}
	return "", fmt.Sprintf("day %d (%s)", e.Day, e.Status)
}

// ReportCaption is the line under the title of a report card's picture
// (rules §8.21), plain text for the picture's font: the character's name
// (who; left out when ""), how the expedition ended, the XP and the coins
// it earned (and kept, after a forced end) and the rooms it cleared (rooms, counted as the card's text
// counts them).
func ReportCaption(e expedition.Expedition, who string, rooms int) string {
	_, end := endWords(e)
	xp, coins := Number(e.XPEarned)+" XP", Coins(e.CoinsEarned)
	if x := e.Extraction; x != nil && x.Loss != nil { // what the forced end left (rules §8.18)
		xp += fmt.Sprintf(" (%s kept)", Number(e.XPEarned-x.Loss.XPLost))
		coins += fmt.Sprintf(" (%s kept)", Number(e.CoinsEarned-x.Loss.CoinsLost))
	}
	parts := []string{end, xp, coins, plural(rooms, "room", "rooms") + " cleared"}
	if who != "" {
		parts = append([]string{who}, parts...)
	}
	return strings.Join(parts, " · ")
}

// ReportRooms is the rooms cleared a card counts (rules §8.20, §8.21): the
// run's own count, the one the recaps and `!zone status` count
// (zonerun.Run.RoomsCleared: a room counts once done, never one fled or
// lost in); the expedition's tally, the same count, only without a run.
func ReportRooms(e expedition.Expedition, run zonerun.Run) int {
	if len(run.Visited) > 0 {
		return run.RoomsCleared()
	}
	return e.RoomsCleared
}

// forcedWhy is why a forced-out expedition left the field, as its card
// says it ("fled a fight"); "forced out" when it kept no report.
func forcedWhy(e expedition.Expedition) string {
	if e.Extraction != nil {
		return forcedShort(e.Extraction.Cause)
	}
	return "forced out"
}

// EndedHow says in a word or two how an ended expedition ended, as its
// report card does: "forced out: fled a fight" for one forced out (rules
// §8.18), its status ("complete", "expired") otherwise.
func EndedHow(e expedition.Expedition) string {
	if e.Status == expedition.StatusAbandoned && e.Extraction != nil {
		return "forced out: " + forcedWhy(e)
	}
	if e.Status == expedition.StatusAbandoned {
		return "forced out"
	}
	return string(e.Status)
}

// reportTotals is the card's line of totals: days, rooms cleared
// (ReportRooms), fights, XP, coins, the harvest's worth and the threat's
// peak; for a forced end, a line of what it kept and left behind.
func reportTotals(e expedition.Expedition, run zonerun.Run) string {
	rooms := ReportRooms(e, run)
	coins := Coins(e.CoinsEarned)
	x := e.Extraction
	if x != nil && x.Loss == nil && x.CoinsLost > 0 { // a card kept from before the leg's loss
		coins += fmt.Sprintf(" (%s lost)", Coins(x.CoinsLost))
	}
	line := fmt.Sprintf("🗓️ %s · 🚪 %s cleared · ⚔️ %s · ✨ %s · 💰 %s · ⛏️ harvest worth %s · ⏰ threat peaked at %d",
		plural(e.Day, "day", "days"), plural(rooms, "room", "rooms"), plural(e.Fights, "fight", "fights"), XPTakings(e.XPEarned, e.FoeLevel), coins, Coins(e.HarvestValue), e.Threat.Peak)
	if x != nil && x.Loss != nil {
		line += "\n🚑 " + LossText(*x.Loss, "the last leg")
	}
	return line
}

// partyTotals is reportTotals for a party's card: the party's days,
// rooms, fights and threat, each seat's takings being on its own line
// (reportParty); the last leg's loss, the leader's, only on the leader's
// card (leader "").
func partyTotals(e expedition.Expedition, run zonerun.Run, leader string) string {
	line := fmt.Sprintf("🗓️ %s · 🚪 %s cleared · ⚔️ %s · ⏰ threat peaked at %d",
		plural(e.Day, "day", "days"), plural(ReportRooms(e, run), "room", "rooms"), plural(e.Fights, "fight", "fights"), e.Threat.Peak)
	if x := e.Extraction; x != nil && x.Loss != nil && leader == "" {
		line += "\n🚑 " + LossText(*x.Loss, "the last leg")
	}
	return line
}

// seriesText words the series the chart draws: each point's day (the
// last point "end", an extraction the expedition was resumed after "day N
// (extracted)", the departure after it "day N (resumed)"), HP, supplies
// and threat.
func seriesText(pts []expedition.DayPoint) string {
	parts := make([]string, len(pts))
	for i, p := range pts {
		when := fmt.Sprintf("day %d", p.Day)
		switch mark := expedition.PointMark(pts, i); mark {
		case "":
		case expedition.MarkEnd:
			when = mark
		default:
			when += " (" + mark + ")"
		}
		parts[i] = fmt.Sprintf("%s: HP %d/%d, %s, threat %d", when, p.HP, p.MaxHP, SU(p.SU), p.Threat)
	}
	return strings.Join(parts, " · ")
}

// RouteText is a run's route on the card: the rooms in the order first
// entered, a long route shortened to its first and last routeShown rooms;
// "" for a run that entered none.
func RouteText(r zonerun.Run, g zonegraph.Graph) string {
	if len(r.Visited) == 0 {
		return ""
	}
	names := make([]string, len(r.Visited))
	for i, id := range r.Visited {
		names[i] = string(id)
		if n, ok := g.Nodes[id]; ok {
			names[i] = mdtext.Escape(n.Label)
		}
	}
	if len(names) > 2*routeShown+1 {
		skipped := len(names) - 2*routeShown
		names = slices.Concat(names[:routeShown], []string{fmt.Sprintf("… %d more …", skipped)}, names[len(names)-routeShown:])
	}
	return fmt.Sprintf("🗺️ **Route** (%s): %s", plural(len(r.Visited), "room", "rooms"), strings.Join(names, " → "))
}

// entrySummary is a quoted log entry's summary as the card's reader sees
// it: a forced extraction's counts what the leader lost (rules §8.18), so
// a member reading it (leader set) is sent to the party's lines, where
// each seat's own loss stands (rules §8.23), instead of taking it for
// theirs.
func entrySummary(en expedition.Entry, leader string) string {
	head, _, counted := strings.Cut(en.Summary, "; ")
	if leader == "" || !counted || !strings.HasPrefix(en.FlavorKey, "extract_forced") {
		return mdtext.Escape(en.Summary)
	}
	return mdtext.Escape(head) + "; what each kept is on the party's lines above"
}

// QuotedLine is one of TwinBee's lines on a report card and the log entry
// it was said of.
type QuotedLine struct {
	Entry expedition.Entry
	Line  string
}

// BestLines picks TwinBee's best lines of an expedition (rules §8.21):
// every log entry is weighed by what it records (lineWeight), the n
// heaviest are kept (the later of two equal ones), and they are returned
// in the order they happened, each with the line the log picks for the
// entry (logLine), never the same line twice in a row for one situation.
func BestLines(e expedition.Expedition, n int) []QuotedLine {
	type ranked struct {
		i, w int
	}
	var rs []ranked
	for i, en := range e.Log.Entries {
		if w := lineWeight(en); w > 0 {
			rs = append(rs, ranked{i, w})
		}
	}
	slices.SortStableFunc(rs, func(a, b ranked) int { return cmp.Or(cmp.Compare(b.w, a.w), cmp.Compare(b.i, a.i)) })
	rs = rs[:min(n, len(rs))]
	slices.SortFunc(rs, func(a, b ranked) int { return cmp.Compare(a.i, b.i) })
	out := make([]QuotedLine, len(rs))
	last := map[flavor.Situation]int{}
	for k, r := range rs {
		en := e.Log.Entries[r.i]
		sit := logSituation(en.FlavorKey)
		prev, ok := last[sit]
		if !ok {
			prev = -1
		}
		out[k].Entry = en
		out[k].Line, last[sit] = logLine(e, en, prev)
	}
	return out
}

// lineWeights weigh log entries by their flavor key's prefix, first match
// wins (rules §8.21): the completion, a region boss, milestones, a forced
// extraction and Siege Mode first; nights, wandering monsters, threat
// bands and zone events next; finds, travel and leaving after; the day's
// routine (setting off, camps, the morning, buying packs) last. Keys
// not listed are zone events.
var lineWeights = []struct {
	prefix string
	weight int
}{
	{"expedition_complete", 6},
	{"region_boss", 5},
	{"milestone_", 5},
	{"extract_forced", 4},
	{"threat_siege", 4},
	{"night_", 3},
	{"wander_", 3},
	{"threat_", 3},
	{"supply_cache", 2},
	{"forage_success", 2},
	{"region_", 2},
	{"revisit_", 2},
	{"extract_", 2},
	{"expedition_expired", 2},
	{"expedition_depart", 1},
	{"expedition_resume", 1},
	{"expedition_return", 1},
	{"camp_", 1},
	{"day_begins", 1},
	{"fast_travel", 1},
	{"forage_", 1},
	{"provision_", 0},
	{"expedition_char_deleted", 0},
}

// lineWeight is how much a log entry's line is worth quoting (0: never).
func lineWeight(en expedition.Entry) int {
	for _, w := range lineWeights {
		if strings.HasPrefix(en.FlavorKey, w.prefix) {
			return w.weight
		}
	}
	if en.FlavorKey == "" {
		return 0
	}
	return 3
}

// ReportList words the list of a player's report cards, latest first (n
// is the number `!expedition report n` takes), when the one asked for is
// not there: asked is the number asked for, reader the player reading (a
// party's resume is its leader's, rules §8.22).
func ReportList(es []expedition.Expedition, asked int, at Moment, prefix, reader string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "📜 There's no report card %d: you have %s.\n", asked, plural(len(es), "report card", "report cards"))
	for i, e := range es[:min(len(es), reportsListed)] {
		when := e.EndedAt
		if when.IsZero() && len(e.Series) > 0 {
			when = e.Series[len(e.Series)-1].At
		}
		leader := ""
		if e.UserID != reader {
			leader = "its leader"
		}
		fmt.Fprintf(&b, "\n%d · **%s**, %s", i+1, ZoneName(e.ZoneID), reportEnd(e, at, prefix, leader))
		if !when.IsZero() {
			fmt.Fprintf(&b, " (%s)", when.In(at.loc()).Format("Mon 2 Jan"))
		}
	}
	if more := len(es) - reportsListed; more > 0 {
		fmt.Fprintf(&b, "\n… and %s before them.", plural(more, "older one", "older ones"))
	}
	fmt.Fprintf(&b, "\n\n`%sexpedition report <n>` shows one.", prefix)
	return b.String()
}

// reportParty lists a party's seats on its card (rules §8.21, §8.22): each
// one's HP as they left the field, XP, coins, finds and harvest earned,
// and after a forced end what each kept of the last leg (rules §8.18).
func reportParty(seats []ReportSeat) string {
	var b strings.Builder
	b.WriteString("👥 **The party**, what each earned on it:")
	for _, s := range seats {
		role := fmt.Sprintf("seat %d", s.Seat)
		if s.Seat == 0 {
			role = "leader"
		}
		fmt.Fprintf(&b, "\n- %s, %s", s.Name, role)
		if s.Left {
			b.WriteString(" (left the party before the end)")
		}
		switch {
		case s.MaxHP > 0 && s.Left:
			fmt.Fprintf(&b, " · ❤️ %d/%d HP as they left", s.HP, s.MaxHP)
		case s.MaxHP > 0:
			fmt.Fprintf(&b, " · ❤️ %d/%d HP at the end", s.HP, s.MaxHP)
		}
		finds := "no finds"
		if names := lootNames(s.Loot, 0); names != "" {
			finds = names
		}
		fmt.Fprintf(&b, " · ✨ %s · 💰 %s · 🎒 %s · ⛏️ harvest worth %s", XPTakings(s.XP, s.Level), Coins(s.Coins), finds, Coins(s.Harvest))
		if s.Loss != nil { // earned above, kept here (rules §8.18)
			fmt.Fprintf(&b, " · 🚑 forced out, the last leg %s", SeatKeptText(*s.Loss))
		}
	}
	return b.String()
}
