package narrate

import (
	"fmt"
	"strings"

	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/rules"
)

// SuppliesText renders `!supplies`: SU carried and bought, the day's burn
// and what raises it, days left, the depletion band and the Ranger's
// forage; while provisioning, the packs the purse pays for (packsOnSale)
// or the way to coins (PackOffer), and the departure once a pack is
// bought, when ch may take it (at).
func SuppliesText(e expedition.Expedition, ch rules.Character, at Moment, prefix string) string {
	return suppliesText(e, ch, at, "", prefix)
}

// MemberSuppliesText is SuppliesText for a member of a party (rules
// §8.22), whose leader, named walker, buys, forages and sets off: the
// party's supplies, then who walks it instead of those moves.
func MemberSuppliesText(e expedition.Expedition, ch rules.Character, at Moment, walker, prefix string) string {
	return suppliesText(e, ch, at, walker, prefix)
}

// MemberForkLine tells a party member at the party's waiting fork how
// they vote (rules §6.4): walker is the leader, who decides.
func MemberForkLine(walker, prefix string) string {
	return fmt.Sprintf("🗳️ The way forks here: `%szone go <n>`, or a way's number as your reaction to the prompt, is your vote; %s decides, and a fork left idle goes the party's vote.", prefix, walker)
}

// WalkerLine tells a member of a party who walks it (rules §8.22) and
// their own ways on.
func WalkerLine(walker, prefix string) string {
	return fmt.Sprintf("👥 %s walks the party: `%sexpedition party` shows it, `%sexpedition leave` takes you home.", walker, prefix, prefix)
}

// suppliesText is SuppliesText, for a member of walker's party when
// walker is set.
func suppliesText(e expedition.Expedition, ch rules.Character, at Moment, walker, prefix string) string {
	burn := expedition.DailyBurn(e)
	var b strings.Builder
	if e.Supplies.Max <= 0 {
		b.WriteString("🎒 **Supplies:** none bought yet\n")
	} else {
		fmt.Fprintf(&b, "🎒 **Supplies:** %s / %s\n", trimFloat(e.Supplies.Current), SU(e.Supplies.Max))
	}
	fmt.Fprintf(&b, "🔥 **Daily burn:** %s", BurnText(burn))
	active := e.Status == expedition.StatusActive
	when := "burned at each 06:00"
	switch next := expedition.NextRollover(e, at.loc()); {
	case !active:
		when += " once you set off"
	case !next.IsZero():
		// Day 1 of a departure in the small hours runs past the coming 06:00 (rules §8.3)
		when = "burned at each 06:00, the next at " + at.When(next)
	}
	fmt.Fprintf(&b, "\n📅 **Lasts:** %s, %s\n", SuppliesLeftText(e), when)
	switch dep := expedition.Depletion(e.Supplies); {
	case !active:
		b.WriteString("✅ **Rations:** not started (nobody goes hungry in town)")
	case dep.Level == expedition.DepletionNormal:
		b.WriteString("✅ **Rations:** normal")
	default:
		fmt.Fprintf(&b, "⚠️ **%s:** %s to all rolls", depletionName(dep.Level), Signed(dep.RollPenalty))
		if dep.NoLongRest {
			b.WriteString(", no long rests")
		}
	}
	if ch.HasFeature(rules.FeatureForager) && e.Status == expedition.StatusActive && walker == "" {
		switch {
		case e.Traits().Indoor():
			b.WriteString("\n🌿 Nothing to forage indoors.")
		case e.Supplies.Foraged:
			b.WriteString("\n🌿 You've foraged today.")
		default:
			fmt.Fprintf(&b, "\n🌿 `%ssupplies forage` once a day (WIS DC %d, 1d4 SU).", prefix, expedition.ForageDCOf(e))
		}
	}
	switch {
	case walker != "":
		b.WriteString("\n" + WalkerLine(walker, prefix))
		if e.Status == expedition.StatusProvisioning {
			b.WriteString(memberPacks(e, ch, prefix))
		}
	case e.Status == expedition.StatusProvisioning:
		b.WriteString(provisionMoves(e, ch, at, prefix))
	}
	return b.String()
}

// memberPacks is a party member's `!supplies` footer while the party
// provisions: the packs their purse pays for, for the party's stock
// (rules §8.22); "" when it pays for none.
func memberPacks(e expedition.Expedition, ch rules.Character, prefix string) string {
	var moves []string
	for _, k := range []expedition.PackKind{expedition.PackStandard, expedition.PackDeluxe} {
		if cmd := packsOnSale(e, k, ch.Coins, prefix); cmd != "" {
			moves = append(moves, cmd)
		}
	}
	if len(moves) == 0 {
		return ""
	}
	return "\n🎒 For the party's stock, from your purse: " + strings.Join(moves, " · ")
}

// provisionMoves is `!supplies`' footer while provisioning: the packs the
// purse pays for and `!expedition depart` once a pack is bought, or the
// price and the way to coins when the purse pays for none.
func provisionMoves(e expedition.Expedition, ch rules.Character, at Moment, prefix string) string {
	var moves []string
	for _, k := range []expedition.PackKind{expedition.PackStandard, expedition.PackDeluxe} {
		if cmd := packsOnSale(e, k, ch.Coins, prefix); cmd != "" {
			moves = append(moves, cmd)
		}
	}
	if e.Supplies.Max > 0 {
		moves = append(moves, fmt.Sprintf("`%sexpedition depart`%s", prefix, departHold(ch, at)))
	}
	out := ""
	if len(moves) > 0 {
		out = "\n" + strings.Join(moves, " · ")
	}
	if offer, ok := PackOffer(e, ch, prefix); !ok && len(moves) == 0 {
		out += "\n" + offer
	}
	return out
}
