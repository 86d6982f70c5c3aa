package narrate

import (
	"errors"
	"fmt"
	"strings"

	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/rules"
)

// maxDaysText renders a zone's day cap (rules §6.1, §8.8) as what it does:
// "Siege Mode from day 5", or "no day cap" for a zone without one. A
// zone's fewest days are left out: a player who walks hard clears most
// zones well inside them.
func maxDaysText(t expedition.ZoneTraits) string {
	if d := expedition.CapSiegeDay(t); d > 0 {
		return fmt.Sprintf("Siege Mode from day %d", d)
	}
	return "no day cap"
}

// dayCapText is maxDaysText for expedition e under way: "in Siege Mode"
// once Siege Mode has begun (rules §8.8), when the cap's day no longer
// matters.
func dayCapText(e expedition.Expedition) string {
	if e.Threat.Siege {
		return "in Siege Mode"
	}
	return maxDaysText(e.Traits())
}

// packLine is one pack on offer: price, SU, cap and what is bought, with
// the command that buys it while the purse pays for one (packsOnSale).
func packLine(k expedition.PackKind, e expedition.Expedition, purse int, prefix string) string {
	p := expedition.Packs()[k]
	limit := expedition.PackCapOf(e).Of(k)
	have := e.Supplies.StandardPacks
	if k == expedition.PackDeluxe {
		have = e.Supplies.DeluxePacks
	}
	line := fmt.Sprintf("**%s pack**: %s for %s, up to %d (%d bought)",
		strings.ToUpper(string(k[:1]))+string(k[1:]), SU(p.SU), Coins(p.Price), limit, have)
	var short expedition.ErrNotEnoughCoins
	switch cmd := packsOnSale(e, k, purse, prefix); {
	case cmd != "":
		line += " · " + cmd
	case errors.As(expedition.CanBuy(e, k, 1, purse), &short):
		line += " · more than your purse"
	}
	return line
}

// ProvisionText renders `!expedition start` (and `!resume`'s restock):
// Thom Krooke's counter with the zone's tier, duration, daily burn (as
// `!supplies` tells it: the threat and Siege Mode a resumed expedition
// keeps raise it), the
// packs on offer with their caps, what is carried and the purse. line is
// Thom's word.
func ProvisionText(e expedition.Expedition, ch rules.Character, at Moment, line, prefix string) string {
	purse := ch.Coins
	t := e.Traits()
	var b strings.Builder
	if e.Resumed {
		fmt.Fprintf(&b, "🏕️ **Thom Krooke** restocks you for **%s** (you left it on day %d). %s\n\n", ZoneName(e.ZoneID), e.Day, line)
	} else {
		fmt.Fprintf(&b, "🏕️ **Thom Krooke** spreads out a map of **%s**. %s\n\n", ZoneName(e.ZoneID), line)
	}
	burn := expedition.DailyBurn(e)
	fmt.Fprintf(&b, "**Tier** %d · %s · **Daily burn** %s", e.Tier, maxDaysText(t), BurnText(burn))
	if e.Supplies.HarshMod > 1 && e.Threat.Level <= expedition.HarshThreat {
		fmt.Fprintf(&b, " (×%s when things turn harsh)", trimFloat(e.Supplies.HarshMod))
	}
	b.WriteString("\n")
	if e.Reentry && !e.Resumed {
		fmt.Fprintf(&b, "⏰ The zone remembers you: the Threat Clock starts at **%d**.\n", e.Threat.Level)
	}
	if e.Resumed {
		// ThreatLine bolds Siege Mode itself; bold around it would nest.
		threat := ThreatLine(e.Threat)
		if !e.Threat.Siege {
			threat = "**" + threat + "**"
		}
		fmt.Fprintf(&b, "⏰ Threat waits where you left it: %s.\n", threat)
	}
	b.WriteString("\n" + packLine(expedition.PackStandard, e, purse, prefix) + "\n" + packLine(expedition.PackDeluxe, e, purse, prefix) + "\n\n")
	fmt.Fprintf(&b, "🎒 **Carried:** %s · **Purse:** %s\n", SU(e.Supplies.Current), Coins(purse))
	if _, err := expedition.NextPack(e, purse); errors.As(err, new(expedition.ErrNotEnoughCoins)) {
		b.WriteString(ShortOfCoins(ch, prefix) + "\n")
	}
	fmt.Fprintf(&b, "`%sexpedition depart` when you're stocked%s · `%sexpedition cancel` to call it off (every pack refunded).", prefix, departHold(ch, at), prefix)
	return b.String()
}

// departHold is when a rest or a knock-out holding ch lets `!expedition
// depart` be taken (rules §3.3: every move waits), " (once you're up, at
// 22:00 (in 12h))"; "" when ch is up.
func departHold(ch rules.Character, at Moment) string {
	var lock rules.ErrRestLockout
	var rec rules.ErrRecovering
	switch err := rules.CheckAwake(ch, at.Now); {
	case errors.As(err, &lock):
		return " (once your rest is over, " + at.When(lock.Until) + ")"
	case errors.As(err, &rec):
		return " (once you're back on your feet, " + at.When(rec.Until) + ")"
	}
	return ""
}

// PurchaseText renders a purchase: what was bought, what is carried and
// what the supplies last at the daily burn (expedition.DailyBurn's, the
// figure the days are counted at). leader names the party's leader when
// the buyer is a member (rules §8.22: only the leader departs), "" when
// the buyer leads.
func PurchaseText(e expedition.Expedition, p expedition.Purchase, ch rules.Character, at Moment, prefix, leader string) string {
	what := fmt.Sprintf("%d %s packs", p.N, p.Kind)
	if p.N == 1 {
		what = fmt.Sprintf("a %s pack", p.Kind)
	}
	next := fmt.Sprintf("`%sexpedition depart` when you're ready%s.", prefix, departHold(ch, at))
	if leader != "" {
		next = fmt.Sprintf("The packs go in the party's stock; %s sets off with `%sexpedition depart`, and you with them.", leader, prefix)
	}
	return fmt.Sprintf("🎒 Thom Krooke hands over %s: **+%s** for %s.\n**Carried:** %s (%s at %s/day) · **Purse:** %s\n%s",
		what, SU(p.SU), Coins(p.Cost), SU(e.Supplies.Current), DaysLeftText(expedition.DaysLeft(e)),
		SU(expedition.DailyBurn(e).Total), Coins(ch.Coins), next)
}

// CancelText renders `!expedition cancel`.
func CancelText(e expedition.Expedition, refund int, purse int) string {
	if e.Status == expedition.StatusExtracted {
		return fmt.Sprintf("📦 Thom Krooke takes the packs back: %s refunded. Your expedition in **%s** still waits for `!resume` until the window closes. Purse: %s.",
			Coins(refund), ZoneName(e.ZoneID), Coins(purse))
	}
	if refund == 0 {
		return fmt.Sprintf("📦 %s expedition is called off before it began. Thom Krooke rolls the map back up.", theZone(e.ZoneID))
	}
	return fmt.Sprintf("📦 %s expedition is called off. Thom Krooke takes the packs back: %s refunded. Purse: %s.",
		theZone(e.ZoneID), Coins(refund), Coins(purse))
}

// CallOffAsk asks the leader of party expedition e, still packing, to
// confirm calling it off (`!expedition cancel`, rules §8.22): the party
// ends with it, its members (names, as PlayerName names them) sent home
// and the invitations still standing (invited) dropped, while every pack
// goes back to whoever bought it.
func CallOffAsk(e expedition.Expedition, names []string, invited int, prefix string) string {
	var lost []string
	if len(names) > 0 {
		lost = append(lost, List(names)+" "+agree(len(names), "goes", "go")+" home")
	}
	if invited > 0 {
		lost = append(lost, plural(invited, "invitation", "invitations")+" "+agree(invited, "lapses", "lapse"))
	}
	return fmt.Sprintf("Call off the expedition into **%s**? The party ends with it: %s, and your next expedition invites anew. Every pack goes back to whoever bought it. `%sexpedition cancel confirm` within 5 minutes calls it off, `%sexpedition cancel no` keeps packing.",
		ZoneName(e.ZoneID), strings.Join(lost, " and "), prefix, prefix)
}

// GiveUpAsk asks for the confirmation of giving up an extracted
// expedition (`!expedition cancel`, rules §8.1).
func GiveUpAsk(e expedition.Expedition, prefix string) string {
	return fmt.Sprintf("Give up your expedition into **%s** for good? It stopped on day %d; once given up there is no `%sresume`, and the next expedition starts fresh. What you carried out stays yours. `%sexpedition cancel confirm` within 5 minutes to give it up, `%sexpedition cancel no` to keep it.",
		ZoneName(e.ZoneID), e.Day, prefix, prefix, prefix)
}

// GiveUpText renders `!expedition cancel` on an extracted expedition: the
// resume is given up for good.
func GiveUpText(e expedition.Expedition) string {
	return fmt.Sprintf("📜 You give up the road back into **%s**. TwinBee closes the file on day %d. The next expedition starts fresh.",
		ZoneName(e.ZoneID), e.Day)
}
