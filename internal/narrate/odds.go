package narrate

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"time"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/play"
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
// packs"), the packs, whether the purse pays for them now, how the runs
// ended (play.Tally), how many ran short of supplies and the median day
// they did (0: they usually last), the runs' median days and the most
// supplies (SU) a run used.
type OddsLine struct {
	Name             string
	Standard, Deluxe int
	Affordable       bool
	play.Tally
	ShortRuns      int
	MedianShortDay int
	MedianDays     int
	MostSU         float64
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
	if sameOdds(card.Lines) {
		b.WriteString("\n\n" + sameOddsText(card.Lines, runs))
	} else {
		for _, l := range card.Lines {
			b.WriteString("\n\n" + oddsLine(l, runs))
		}
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
	pct := func(n int) string { return endShare(n, int(math.Round(100*float64(n)/float64(l.Runs))), l.Runs) }
	supplies := fmt.Sprintf("supplies last in **%s** of runs", pct(l.Runs-l.ShortRuns))
	if l.MedianShortDay > 0 {
		supplies = fmt.Sprintf("supplies usually run out on **day %d**", l.MedianShortDay)
	}
	// The ends of a run split the runs: their shares are rounded together so
	// that they add up to 100%.
	ends := Shares(l.Runs, l.Cleared, l.ForcedOut, l.TurnedBack, l.DayCapped, l.Stuck)
	rest := ""
	for i, r := range []struct {
		n    int
		what string
	}{{l.TurnedBack, "turned back"}, {l.DayCapped, "still going when the day cap came"}, {l.Stuck, "stuck"}} {
		if r.n > 0 { // a run or two is named, not rounded away
			rest += fmt.Sprintf(" · %s **%s**", r.what, endShare(r.n, ends[2+i], l.Runs))
		}
	}
	s := fmt.Sprintf("**%s** (%s): cleared **%s** · boss reached **%s** · forced out **%s**%s · %s",
		l.Name, packsText(l.Standard, l.Deluxe), endShare(l.Cleared, ends[0], l.Runs), pct(l.BossReached),
		endShare(l.ForcedOut, ends[1], l.Runs), rest, supplies)
	if l.Runs != runs {
		s += fmt.Sprintf(" (%d runs)", l.Runs)
	}
	if !l.Affordable {
		s += "\n_Your purse doesn't cover these packs yet._"
	}
	return s
}

// endShare words the share (a Shares percentage) of n runs out of runs
// ending one way, so that the shares shown never add up past 100%: a
// share rounded down to 0 of some runs is "<1%", and one rounded up to 100
// beside them ">99%"; only none is "0%" and all "100%".
func endShare(n, share, runs int) string {
	switch {
	case n > 0 && share == 0:
		return "<1%"
	case n < runs && share >= 100:
		return ">99%"
	}
	return fmt.Sprintf("%d%%", share)
}

// sameOdds reports whether the packings' runs all ended alike (the same
// runs, ends and supplies): in a zone whose runs never need the extra
// packs, every packing plays its seeds the same way.
func sameOdds(ls []OddsLine) bool {
	if len(ls) < 2 || ls[0].Runs == 0 {
		return false
	}
	for _, l := range ls[1:] {
		if l.Tally != ls[0].Tally || l.ShortRuns != ls[0].ShortRuns || l.MedianShortDay != ls[0].MedianShortDay {
			return false
		}
	}
	return true
}

// sameOddsText is the one paragraph of packings whose runs ended alike:
// their odds once, and why the packs changed nothing (how long the runs
// lasted and the most SU one used, against what one standard pack holds).
func sameOddsText(ls []OddsLine, runs int) string {
	names := make([]string, len(ls))
	packs := make([]string, len(ls))
	most := 0.0
	for i, l := range ls {
		names[i], packs[i] = l.Name, packsText(l.Standard, l.Deluxe)
		if i > 0 {
			names[i] = strings.ToLower(names[i][:1]) + names[i][1:]
		}
		most = max(most, l.MostSU)
	}
	first := ls[0]
	first.Name = strings.Join(names, " or ")
	line := oddsLine(first, runs)
	line = strings.Replace(line, "("+packs[0]+")", "("+strings.Join(packs, "; ")+")", 1)
	line = strings.TrimSuffix(line, "\n_Your purse doesn't cover these packs yet._")
	std := expedition.Packs()[expedition.PackStandard].SU
	if !ls[0].Affordable {
		line += "\n_Your purse doesn't cover " + strings.ToLower(ls[0].Name[:1]) + ls[0].Name[1:] + " yet._"
	}
	return line + fmt.Sprintf("\n_The same odds either way: the runs last %s (the median, runs forced out early counted) and none used more than %s, where one standard pack holds %s, so the extra packs change nothing here._",
		plural(first.MedianDays, "day", "days"), SU(most), SU(std))
}

// packsText names packs with their SU and price: "3 standard packs, 30
// SU, 150 coins".
func packsText(standard, deluxe int) string {
	su := float64(standard)*expedition.Packs()[expedition.PackStandard].SU + float64(deluxe)*expedition.Packs()[expedition.PackDeluxe].SU
	cost := standard*expedition.Packs()[expedition.PackStandard].Price + deluxe*expedition.Packs()[expedition.PackDeluxe].Price
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

// Shares turns counts out of total into whole percentages that add up to
// the counts' whole share rounded (100 when they split total): largest
// remainder, each share rounded down, then the points left over go to the
// largest remainders, the earlier count first on a tie. All zeros for a
// total of 0 or less.
func Shares(total int, counts ...int) []int {
	out := make([]int, len(counts))
	if total <= 0 {
		return out
	}
	sum := 0
	for _, n := range counts {
		sum += n
	}
	left := (200*sum + total) / (2 * total) // the counts' whole share, rounded: 100 when they split total
	order := make([]int, len(counts))
	for i, n := range counts {
		out[i] = 100 * n / total
		left -= out[i]
		order[i] = i
	}
	rem := func(i int) int { return 100 * counts[i] % total }
	slices.SortStableFunc(order, func(a, b int) int { return rem(b) - rem(a) })
	for _, i := range order {
		if left <= 0 {
			break
		}
		if rem(i) > 0 {
			out[i]++
			left--
		}
	}
	return out
}
