package narrate

import (
	"fmt"
	"strings"
	"time"

	"github.com/gogobee/gogobee/internal/board"
	"github.com/gogobee/gogobee/internal/mdtext"
)

// BoardTop is how many places each board shows (rules §12.1); the asker's
// own place is added below when it is further down.
const BoardTop = 5

// boardFastestTop is how many players each zone's fastest clears name.
const boardFastestTop = 3

// BoardText is `!board`: a room's four boards for the player me, the
// week's XP counted from week (shown in loc, the operator's time zone).
// optedOut says me asked to be left off.
func BoardText(b board.Boards, me string, optedOut bool, week time.Time, loc *time.Location, prefix string) string {
	var out strings.Builder
	out.WriteString("🏆 **The boards of this room**\n\n")
	out.WriteString("**Deepest tier cleared**\n")
	writeBoard(&out, b.Deepest, me, func(s board.Score) string {
		return fmt.Sprintf("tier %d, %s", s.Value, ZoneName(s.Zone))
	})
	out.WriteString("\n**Fastest clears** (expedition days)\n")
	if len(b.Fastest) == 0 {
		out.WriteString("Nobody yet: complete an expedition to be the first.\n")
	}
	for _, z := range b.Fastest {
		var names []string
		for i, s := range z.Scores[:min(len(z.Scores), boardFastestTop)] {
			names = append(names, fmt.Sprintf("%d. **%s**, %s", i+1, mdtext.Escape(s.Name), plural(s.Value, "day", "days")))
		}
		if at := board.Place(z.Scores, me); at > boardFastestTop {
			s := z.Scores[at-1]
			names = append(names, fmt.Sprintf("… %d. **%s** (you), %s", at, mdtext.Escape(s.Name), plural(s.Value, "day", "days")))
		}
		fmt.Fprintf(&out, "• %s: %s\n", ZoneName(z.Zone), strings.Join(names, "; "))
	}
	fmt.Fprintf(&out, "\n**Most XP this week** (since %s)\n", week.In(loc).Format("Monday 2 January, 15:04 MST"))
	writeBoard(&out, b.MostXP, me, func(s board.Score) string { return Number(s.Value) + " XP" })
	out.WriteString("\n**Longest streak of days played**\n")
	writeBoard(&out, b.Longest, me, func(s board.Score) string {
		if b.Going[s.User] {
			return plural(s.Value, "day", "days") + ", still going"
		}
		return plural(s.Value, "day", "days")
	})
	if optedOut {
		fmt.Fprintf(&out, "\nYou're off the boards: `%sboard optin` puts you back.", prefix)
	} else {
		fmt.Fprintf(&out, "\n`%sboard optout` takes you off every board.", prefix)
	}
	return out.String()
}

// writeBoard writes the first BoardTop places of scores, each "n. **Name**:
// what", and me's place when further down.
func writeBoard(out *strings.Builder, scores []board.Score, me string, what func(board.Score) string) {
	if len(scores) == 0 {
		out.WriteString("Nobody yet.\n")
		return
	}
	for i, s := range scores[:min(len(scores), BoardTop)] {
		fmt.Fprintf(out, "%d. **%s**: %s\n", i+1, mdtext.Escape(s.Name), what(s))
	}
	if at := board.Place(scores, me); at > BoardTop {
		s := scores[at-1]
		fmt.Fprintf(out, "…\n%d. **%s** (you): %s\n", at, mdtext.Escape(s.Name), what(s))
	}
}

// boardsRules is `!rules boards` (rules §12.1).
func boardsRules(prefix string) string {
	return fmt.Sprintf(`🏆 **Boards**
`+"`%[1]sboard`"+` in a room shows that room's four boards. A room lists the players who typed a command there and have a character; a DM is no room's.
• **Deepest tier cleared**: the highest tier of a zone you cleared, expedition or zone run.
• **Fastest clears**: for each zone, the fewest expedition days of an expedition you completed there.
• **Most XP this week**: the XP you earned in play since Monday %02[2]d:00 (the bot's time zone), less any taken back on a knock-out; an operator's grant doesn't count.
• **Longest streak of days played**: days in a row (your own time zone) on which a command of yours answered (a refusal doesn't count).
A tie goes to whoever got there first. Each board shows its first %[3]d places, and yours if you're further down. `+"`%[1]sboard optout`"+` takes you off every board; `+"`%[1]sboard optin`"+` puts you back.`, prefix, board.WeekHour, BoardTop)
}

// BoardLead names a board's new first place for Pete's post: the board
// ("the deepest tier cleared") and what put the player there ("tier 3,
// Haunted Manor").
func BoardLead(l board.Lead) (name, what string) {
	switch l.Board {
	case board.BoardDeepest:
		return "the deepest tier cleared", fmt.Sprintf("tier %d, %s", l.Score.Value, ZoneName(l.Score.Zone))
	case board.BoardFastest:
		return "the fastest clear of " + ZoneName(l.Zone), plural(l.Score.Value, "expedition day", "expedition days")
	case board.BoardXP:
		return "the most XP this week", Number(l.Score.Value) + " XP"
	default:
		return "the longest streak of days played", plural(l.Score.Value, "day", "days") + " in a row"
	}
}
