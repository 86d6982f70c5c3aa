package narrate

import (
	"fmt"
	"strings"
	"time"

	"github.com/gogobee/gogobee/internal/board"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/mdtext"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/weekly"
	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// weeklySame is what the week's seed fixes, as players read it (rules
// §12.2).
const weeklySame = "everyone who takes it meets the same rooms, forks, secrets, encounters and nights; your choices and your fight dice are your own"

// WeeklyStartLine heads the provisioning answer of `!weekly start`.
func WeeklyStartLine(week string) string {
	return fmt.Sprintf("🗓️ **This week's expedition** (%s): %s. One attempt a week.", week, weeklySame)
}

// WeeklyView is what a bare `!weekly` shows: the week and its zone in the
// room, the week's times in Loc (the operator's time zone) seen from At,
// how many attempts the room has, the sender's attempt (Mine, when Taken;
// Here when it was taken in this room), character (HasChar) and whether
// another expedition of theirs is open (Busy).
type WeeklyView struct {
	Week    weekly.Week
	Zone    content.Zone
	Loc     *time.Location
	At      Moment
	Entries int
	Mine    expedition.Expedition
	Taken   bool
	Here    bool
	Char    rules.Character
	HasChar bool
	// Busy: the sender has another expedition open, or a zone run.
	Busy bool
	// Earlier: the sender's attempt was an earlier, deleted character's.
	Earlier bool
}

// WeeklyText is a bare `!weekly` (rules §12.2).
func WeeklyText(v WeeklyView, prefix string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "🗓️ **This week's expedition** (%s): **%s**, tier %d\n", v.Week, v.Zone.Name, v.Zone.Tier)
	results := v.Week.ResultsAt(v.Loc)
	closed := !v.At.Now.Before(results)
	b.WriteString(weeklyTimesLine(v, results, closed))
	b.WriteString(weeklyEntriesLine(v.Entries, closed, prefix))
	b.WriteString(weeklyYouLine(v, closed, prefix))
	return b.String()
}

// weeklyTimesLine says what the week's seed fixes and when it closes
// with its results, or, once closed, when they came and the next week
// opens (rules §12.2).
func weeklyTimesLine(v WeeklyView, results time.Time, closed bool) string {
	if closed {
		return fmt.Sprintf("In this room %s. It is closed: the results came %s, and the next one opens %s.\n",
			weeklySame, v.At.Ago(results), v.At.When(v.Week.End(v.Loc)))
	}
	return fmt.Sprintf("In this room %s. One attempt each; it closes and the results come %s.\n",
		weeklySame, v.At.When(results))
}

// weeklyEntriesLine counts the room's attempts and points to the board
// that ranks them.
func weeklyEntriesLine(entries int, closed bool, prefix string) string {
	switch {
	case entries == 0:
		return "Nobody here has set off on it.\n"
	case closed:
		return fmt.Sprintf("%s here: `%sweekly board` ranks them.\n", plural(entries, "attempt", "attempts"), prefix)
	}
	return fmt.Sprintf("%s here so far: `%sweekly board` ranks them.\n", plural(entries, "attempt", "attempts"), prefix)
}

// weeklyYouLine is the sender's own line: their attempt, or what stands
// between them and one (one attempt a week, rules §12.2).
func weeklyYouLine(v WeeklyView, closed bool, prefix string) string {
	switch {
	case v.Earlier:
		return "You took this week's expedition with a character since deleted: one attempt a week."
	case v.Taken:
		return weeklyTakenLine(v, closed, prefix)
	case closed:
		return fmt.Sprintf("`%sweekly board` shows how it ended.", prefix)
	case !v.HasChar:
		return fmt.Sprintf("`%schar create <name> <class>` first, then `%sweekly start`.", prefix, prefix)
	case v.Busy:
		return fmt.Sprintf("You're on another expedition: once it's over, `%sweekly start` takes this one.", prefix)
	case !zonerun.MayEnter(v.Char.Level, v.Zone.Tier):
		return fmt.Sprintf("At level %d you enter tiers up to %d, and this week's is tier %d: the weeks take the room's tiers in turn, so one to come will suit you.",
			v.Char.Level, zonerun.MaxZoneTierFor(v.Char.Level), v.Zone.Tier)
	}
	return fmt.Sprintf("`%sweekly start` takes it: Thom Krooke packs you for it as for any expedition.", prefix)
}

// weeklyTakenLine is the line for a sender who has taken this week's
// expedition: in another room, still packing when it closed, or where
// the attempt stands.
func weeklyTakenLine(v WeeklyView, closed bool, prefix string) string {
	packing := v.Mine.Status == expedition.StatusProvisioning
	switch {
	case !v.Here && packing:
		return "You're packing for this week's expedition in another room: it is taken there."
	case !v.Here:
		return "You've taken this week's expedition in another room: one attempt a week."
	case closed && packing:
		return fmt.Sprintf("You were still packing when it closed: that attempt can't set off now. `%sexpedition cancel` gives it up, your packs refunded.", prefix)
	}
	return fmt.Sprintf("Your attempt: %s.", weeklyStatus(v.Mine, prefix))
}

// weeklyStatus is where the sender's attempt e stands.
func weeklyStatus(e expedition.Expedition, prefix string) string {
	switch e.Status {
	case expedition.StatusProvisioning:
		return fmt.Sprintf("packing with Thom Krooke (`%sexpedition depart` when you're ready)", prefix)
	case expedition.StatusActive:
		return fmt.Sprintf("in the field, day %d (`%sexpedition status`)", e.Day, prefix)
	case expedition.StatusExtracted:
		return fmt.Sprintf("extracted on day %d, and you may `%sresume`", e.Day, prefix)
	case expedition.StatusComplete:
		return fmt.Sprintf("cleared on day %d. `%sweekly board` shows where that puts you", e.Day, prefix)
	default:
		return fmt.Sprintf("over on day %d, the zone uncleared", e.Day)
	}
}

// WeeklyBoardText ranks a room's attempts at week's expedition in zoneID
// (rs from weekly.Rank): `!weekly board` so far, or the results post on
// Sunday (final).
func WeeklyBoardText(w weekly.Week, zoneID content.ZoneID, rs []weekly.Result, final bool, prefix string) string {
	var b strings.Builder
	head := "so far"
	if final {
		head = "the results"
	}
	fmt.Fprintf(&b, "🗓️ **The weekly of %s, %s**: %s\n", w, ZoneName(zoneID), head)
	if len(rs) == 0 {
		b.WriteString("Nobody has set off on it.")
		return b.String()
	}
	for i, r := range rs {
		name := r.Name
		if name == "" {
			name = "a hero since retired"
		}
		fmt.Fprintf(&b, "%d. **%s**: %s\n", i+1, mdtext.Escape(name), WeeklyResultLine(r))
	}
	b.WriteString("Clears first (fewer days, then more HP left, then more rooms), then the rest by rooms cleared.")
	return b.String()
}

// WeeklyResultLine is one attempt's result as the weekly board words it
// ("cleared in 2 days, 31 HP left, 13 rooms").
func WeeklyResultLine(r weekly.Result) string {
	switch {
	case r.Cleared:
		return fmt.Sprintf("cleared in %s, %d HP left, %s", plural(r.Days, "day", "days"), r.HP, plural(r.Rooms, "room", "rooms"))
	case r.Extracted:
		return fmt.Sprintf("extracted on day %d with %s cleared", r.Days, plural(r.Rooms, "room", "rooms"))
	case r.Going:
		return fmt.Sprintf("still out, day %d, %s so far", r.Days, plural(r.Rooms, "room", "rooms"))
	default:
		return fmt.Sprintf("out on day %d, %s", r.Days, plural(r.Rooms, "room", "rooms"))
	}
}

// WeeklyOpenText is the Monday notice of the week's expedition in a room
// (rules §12.2).
func WeeklyOpenText(w weekly.Week, z content.Zone, loc *time.Location, prefix string) string {
	return fmt.Sprintf("🗓️ **This week's expedition is open** (%s): **%s**, tier %d. %s. One attempt each; it closes and the results come %s. `%sweekly start` to take it.",
		w, z.Name, z.Tier, capitalise(weeklySame), w.ResultsAt(loc).In(loc).Format("Sunday at 15:04 MST"), prefix)
}

// WeeklyRoutesText is the words for the routes of a week's attempts
// (rules §12.2): at each fork anyone reached, how many went which way. It
// goes under the route picture and stands for it where pictures are not
// shown; "" when nobody reached a fork.
func WeeklyRoutesText(g zonegraph.Graph, h weekly.Heat) string {
	forks := h.Forks(g)
	if len(forks) == 0 {
		return ""
	}
	var parts []string
	for _, f := range forks {
		var ways []string
		for _, w := range f.Ways {
			ways = append(ways, fmt.Sprintf("%d to %s", w.N, roomName(content.ZoneID(g.ZoneID), w.To)))
		}
		parts = append(parts, fmt.Sprintf("at %s, %s", roomName(content.ZoneID(g.ZoneID), f.Fork), strings.Join(ways, ", ")))
	}
	return fmt.Sprintf("🧭 **Routes** (%s): %s.", plural(h.Players, "attempt", "attempts"), strings.Join(parts, "; "))
}

// weeklyRules is `!rules weekly` (rules §12.2).
func weeklyRules(prefix string) string {
	return fmt.Sprintf(`🗓️ **The weekly expedition**
Each week (Monday %02[2]d:00 to Monday %02[2]d:00, the bot's time zone) a room has one expedition: `+"`%[1]sweekly`"+` shows it. The weeks take the tiers the room's players can enter in turn.
• %[3]s.
• **One attempt a week**, in one room: `+"`%[1]sweekly start`"+` opens provisioning as for any expedition (one you cancel before setting off doesn't count). It starts at threat 0 and takes nothing over from your earlier runs there.
• **The ranking** (`+"`%[1]sweekly board`"+`): the clears first, by fewer days, then more HP left, then more rooms; then the rest by rooms cleared, then HP.
• **Sunday at %02[4]d:00** the room gets the results and a map of every route taken; Monday at %02[2]d:00 the next week's opens.`,
		prefix, board.WeekHour, capitalise(weeklySame), weekly.ResultsHour)
}
