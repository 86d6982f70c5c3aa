package narrate

import (
	"fmt"
	"strings"
	"time"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
)

// OddsCard is the answer of `!expedition odds`: a character's simulated
// expeditions into a zone under the autopilot's policy (rules §10.4,
// §11.2), one line per packing. Level is the character's; Asked the runs
// asked for per packing; Budget the time budget, named when it cut the
// runs short; MyRules that the player's autopilot rules (rules §10.5)
// differ from the defaults, so the runs went by them.
type OddsCard struct {
	Zone    content.Zone
	Level   int
	Asked   int
	Budget  time.Duration
	MyRules bool
	Lines   []OddsLine
}

// OddsLine is one packing's runs: its name ("Standard packing", "Your
// packs"), the packs, whether the purse pays for them now, and the counts
// (runs played, cleared, boss reached, forced out; the rest: turned back
// on their own, still going at the day cap, stuck; runs whose
// supplies ran short) with the median day supplies ran short (0: they
// usually last).
type OddsLine struct {
	Name             string
	Standard, Deluxe int
	Affordable       bool
	Runs             int
	Cleared          int
	BossReached      int
	ForcedOut        int
	TurnedBack       int
	DayCapped        int
	Stuck            int
	ShortRuns        int
	MedianShortDay   int
}

// OutsideLevels reports whether level lies outside zone z's levels
// (content.Zone.MinLevel to MaxLevel).
func OutsideLevels(z content.Zone, level int) bool {
	return level < z.MinLevel || level > z.MaxLevel
}

// OddsText renders the odds card.
func OddsText(card OddsCard) string {
	var b strings.Builder
	runs := card.Asked
	for _, l := range card.Lines {
		runs = min(runs, l.Runs)
	}
	count := fmt.Sprintf("%d expeditions each", runs)
	if runs == 0 {
		count = "no expedition yet"
	}
	by := "the autopilot"
	if card.MyRules {
		by += " with your autopilot rules"
	}
	fmt.Fprintf(&b, "🎲 **Odds in %s**: %s, played by %s from a full rest with what you wear and carry.", card.Zone.Name, count, by)
	if OutsideLevels(card.Zone, card.Level) {
		fmt.Fprintf(&b, "\n⚠️ This zone is for levels %d–%d and you're level %d: outside your levels.", card.Zone.MinLevel, card.Zone.MaxLevel, card.Level)
	}
	for _, l := range card.Lines {
		b.WriteString("\n\n" + oddsLine(l, runs))
	}
	if runs < card.Asked {
		fmt.Fprintf(&b, "\n\n_Only %d of %d runs fit in %s this time, so the numbers are rough; ask again and I'll play on._", runs, card.Asked, card.Budget)
	}
	return b.String()
}

// oddsLine is one packing's paragraph; it names its runs when they are
// not the card's.
func oddsLine(l OddsLine, runs int) string {
	if l.Runs == 0 {
		return fmt.Sprintf("**%s** (%s): no run fit in the time.", l.Name, packsText(l.Standard, l.Deluxe))
	}
	pct := func(n int) string { return fmt.Sprintf("%.0f%%", 100*float64(n)/float64(l.Runs)) }
	supplies := fmt.Sprintf("supplies last in **%s** of runs", pct(l.Runs-l.ShortRuns))
	if l.MedianShortDay > 0 {
		supplies = fmt.Sprintf("supplies usually run out on **day %d**", l.MedianShortDay)
	}
	rest := ""
	for _, r := range []struct {
		n    int
		what string
	}{{l.TurnedBack, "turned back"}, {l.DayCapped, "still going when the day cap came"}, {l.Stuck, "stuck"}} {
		switch {
		case r.n == 0:
		case 100*r.n < l.Runs:
			rest += fmt.Sprintf(" · %s **<1%%**", r.what) // a run or two: named, not rounded away
		default:
			rest += fmt.Sprintf(" · %s **%s**", r.what, pct(r.n))
		}
	}
	s := fmt.Sprintf("**%s** (%s): cleared **%s** · boss reached **%s** · forced out **%s**%s · %s",
		l.Name, packsText(l.Standard, l.Deluxe), pct(l.Cleared), pct(l.BossReached), pct(l.ForcedOut), rest, supplies)
	if l.Runs != runs {
		s += fmt.Sprintf(" (%d runs)", l.Runs)
	}
	if !l.Affordable {
		s += "\n_Your purse doesn't cover these packs yet._"
	}
	return s
}

// packsText names packs with their SU and price: "3 standard packs, 30
// SU, 150 coins".
func packsText(standard, deluxe int) string {
	su := float64(standard)*expedition.Packs[expedition.PackStandard].SU + float64(deluxe)*expedition.Packs[expedition.PackDeluxe].SU
	cost := standard*expedition.Packs[expedition.PackStandard].Price + deluxe*expedition.Packs[expedition.PackDeluxe].Price
	return fmt.Sprintf("%s, %s, %s", Packs(standard, deluxe), SU(su), Coins(cost))
}

// Packs names a number of standard and deluxe packs: "3 standard packs +
// 1 deluxe pack", "1 deluxe pack"; "no packs" for none.
func Packs(standard, deluxe int) string {
	var parts []string
	for _, p := range []struct {
		n    int
		kind expedition.PackKind
	}{{standard, expedition.PackStandard}, {deluxe, expedition.PackDeluxe}} {
		if p.n > 0 {
			parts = append(parts, plural(p.n, string(p.kind)+" pack", string(p.kind)+" packs"))
		}
	}
	if len(parts) == 0 {
		return "no packs"
	}
	return strings.Join(parts, " + ")
}
