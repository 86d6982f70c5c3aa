package narrate

import (
	"fmt"
	"strings"
	"time"

	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/rules"
)

// PartySeat is one seat of a party as `!expedition party` lists it (rules
// §8.22): the player as PlayerName names them ("**Ann** (`＠ann:x`)"),
// their character with HP as it stands (a fight's HP while one is on),
// and the seat they fight in (0: the leader's).
type PartySeat struct {
	Name string
	Char rules.Character
	Seat int
	// Fled: the seat fled the party's fight that goes on (rules §2.13).
	Fled bool
}

// PartyLine is the party's line of a Morning Briefing (rules §8.22):
// each seat's character, the leader's marked, with HP as it stands (down
// at 0), so every member reads how the others woke.
func PartyLine(seats []PartySeat) string {
	names := make([]string, 0, len(seats))
	for _, s := range seats {
		role := ""
		if s.Seat == 0 {
			role = " (leader)"
		}
		down := ""
		if s.Char.HP == 0 {
			down = " (down)"
		}
		names = append(names, fmt.Sprintf("**%s**%s %d/%d HP%s", s.Char.Name, role, s.Char.HP, rules.MaxHP(s.Char), down))
	}
	return "👥 **Party:** " + strings.Join(names, " · ")
}

// PartyInvite is an invitation as `!expedition party` lists it: whom,
// named as PartySeat.Name, and when it lapses.
type PartyInvite struct {
	Name      string
	ExpiresAt time.Time
}

// PartyView is what `!expedition party` shows of expedition E (rules
// §8.22): its seats, the leader's first, then the members' by seat; the
// invitations still standing; the seat in a fight ("" for none); and
// whether the reader leads it.
type PartyView struct {
	E        expedition.Expedition
	Seats    []PartySeat
	Invited  []PartyInvite
	Fighting string
	Leads    bool
	// Closed: the operator turned parties off (GOGOBEE_PARTIES=0), so
	// no invitation is offered.
	Closed bool
}

// PartyText renders `!expedition party`: the zone and where the
// expedition stands, each seat with level, class, HP and whether they are
// down or resting, the invitations still standing with when they lapse,
// who acts next, and the reader's ways on.
func PartyText(v PartyView, at Moment, prefix string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "👥 **The party** · %s · tier %d · %s\n", ZoneName(v.E.ZoneID), v.E.Tier, partyStage(v.E, at))
	for _, s := range v.Seats {
		role := fmt.Sprintf("seat %d", s.Seat)
		if s.Seat == 0 {
			role = "leader"
		}
		fmt.Fprintf(&b, "- %s, %s · %s %s, level %d · ❤️ %s HP", s.Name, role, RaceName(s.Char.Race), ClassName(s.Char.Class), s.Char.Level, HPText(s.Char))
		if s.Char.IsRecovering(at.Now) {
			fmt.Fprintf(&b, " · 💤 down until %s", at.When(s.Char.DownUntil))
		} else if s.Char.IsResting(at.Now) { // a rest holds the party's moves (rules §8.23)
			fmt.Fprintf(&b, " · 💤 resting until %s", at.When(s.Char.LockoutUntil))
		}
		if s.Fled {
			b.WriteString(" · 🏃 fled the fight, out of it until it ends")
		}
		b.WriteString("\n")
	}
	for _, in := range v.Invited {
		fmt.Fprintf(&b, "✉️ **Invited:** %s, until %s\n", in.Name, at.When(in.ExpiresAt))
	}
	if v.Fighting != "" {
		fmt.Fprintf(&b, "⚔️ **Next to act:** %s, in their fight.\n", v.Fighting)
	} else {
		b.WriteString("⚔️ **Next to act:** nobody: no fight is on.\n")
	}
	b.WriteString("\n" + partyMoves(v, prefix))
	return b.String()
}

// partyStage is where a party's expedition stands, for its header.
func partyStage(e expedition.Expedition, at Moment) string {
	days := dayCapText(e)
	switch e.Status {
	case expedition.StatusProvisioning:
		return "packing, not set off yet · " + days
	case expedition.StatusActive:
		return fmt.Sprintf("day %d (%s)", e.Day, days)
	}
	return statusWord(e, at)
}

// partyMoves is the footer of `!expedition party`: the leader may invite
// while the party takes members and has a seat free, and kick while it
// has members and no fight is on; a member may leave outside a fight.
// Kicking and leaving wait for a fight's end (rules §8.22), so while one
// is on neither is offered, and the footer says they wait for its end.
func partyMoves(v PartyView, prefix string) string {
	if !v.Leads && v.Fighting != "" {
		return fmt.Sprintf("%s walks the party. `%sfight` shows the fight; leaving the party waits for its end.", v.Seats[0].Name, prefix)
	}
	if !v.Leads {
		return fmt.Sprintf("%s walks the party. `%sexpedition leave` takes you home.", v.Seats[0].Name, prefix)
	}
	var moves []string
	if !v.Closed && expedition.InvitesOpen(v.E) && len(v.Seats)+len(v.Invited) < expedition.MaxPartySize {
		moves = append(moves, fmt.Sprintf("`%sexpedition invite <@user:server>` asks a player along (%d in a party at most, invitations counted)",
			prefix, expedition.MaxPartySize))
	}
	if len(v.Seats) > 1 && v.Fighting == "" {
		moves = append(moves, fmt.Sprintf("`%sexpedition kick <@user:server>` sends a member home", prefix))
	}
	if len(v.Seats) > 1 && v.Fighting != "" { // kicking waits for the fight's end (rules §8.22)
		moves = append(moves, fmt.Sprintf("`%sfight` shows the fight; sending a member home waits for its end", prefix))
	}
	if len(moves) == 0 && v.Closed {
		return "Parties are off on this server."
	}
	if len(moves) == 0 {
		return inviteWindow(v.E)
	}
	return strings.Join(moves, "; ") + "."
}

// inviteWindow says when a party takes members (rules §8.22), for a
// leader whose party takes none now.
func inviteWindow(e expedition.Expedition) string {
	if expedition.InvitesOpen(e) {
		return fmt.Sprintf("The party is full: %d at most, invitations counted.", expedition.MaxPartySize)
	}
	return "Invitations go out before departure or on the first day; this party takes no one new."
}

// InviteDM is the DM an invited player gets (rules §8.22): who invites
// them where, the tier, the days and where the expedition stands, when
// the invitation lapses (in the reader's time zone) and how to answer.
func InviteDM(e expedition.Expedition, leader string, at Moment, prefix string) string {
	stage := "still packing with Thom Krooke"
	if e.Status == expedition.StatusActive {
		stage = fmt.Sprintf("on day %d in the zone", e.Day)
	}
	return fmt.Sprintf("✉️ %s invites you on an expedition into **%s** (tier %d, %s), %s. Nothing changes for you unless you say yes.\n\n"+
		"`%sexpedition accept` joins them, `%sexpedition decline` says no. The invitation lapses at %s.",
		leader, ZoneName(e.ZoneID), e.Tier, maxDaysText(e.Traits()), stage, prefix, prefix, at.When(e.Invites[len(e.Invites)-1].ExpiresAt))
}

// MemberKeeps says what member m takes home on leaving a party (rules
// §8.22: an extraction of their own, keeping what they carry), whose
// ("you" or "they") carrying it, with m's takings of the expedition when
// they earned any (level: their character's, for the XP's words).
func MemberKeeps(m expedition.Member, level int, whose string) string {
	keeps := "keeping what " + whose + " carry"
	if m.XPEarned == 0 && m.CoinsEarned == 0 && len(m.Loot) == 0 {
		return keeps
	}
	return fmt.Sprintf("%s: %s · %s · %s earned on it", keeps, XPTakings(m.XPEarned, level), Coins(m.CoinsEarned), finds(len(m.Loot)))
}

// partyRules is `!rules party` (rules §8.22, §8.23).
func partyRules(p string) string {
	return page(
		"👥 **Parties**",
		fmt.Sprintf("Up to %d players share one expedition: its leader and those invited.", expedition.MaxPartySize),
		"- **Inviting**: the leader's `"+p+"expedition invite <@user:server>`, while packing or on day 1, asks a player of the zone's levels on no other expedition; they get a DM; nothing changes unless they accept.",
		fmt.Sprintf("- **Answering**: `%sexpedition accept` or `%sexpedition decline` within %d hours; seats go in joining order.",
			p, p, int(expedition.InviteTTL.Hours())),
		"- **Together**: `"+p+"expedition party` shows everyone's level, HP and seat, invitations and who acts next; the leader walks, camps and takes the party out.",
		"- **Forks**: a member's reaction or `"+p+"zone go <n>` is a vote; the leader decides, and an idle fork goes the party's vote.",
		fmt.Sprintf("- **Supplies**: one stock, which burns %s of a day's supplies for each member; anyone may buy packs, up to the solo caps times the members.", percent(expedition.PartyBurnPerMember)),
		"- **Rests**: `"+p+"rest short` is each one's own; the leader's camp rests all. While anyone rests or is down, the leader's moves, `"+p+"fight` and an idle fork's answer wait.",
		"- **Fights**: the leader's `"+p+"fight` engages all; each plays their own turns (`"+p+"cast cure wounds <@user:server>` or `"+p+"use <potion> <@user:server>` heals an ally), TwinBee plays a turn left idle, and whoever flees is out of it.",
		"- **Leaving**: `"+p+"expedition leave` takes a member home with what they carry; the leader's `"+p+"expedition kick <@user:server>` sends one home, never mid-fight. The leader's extraction ends it for all.",
	)
}

// PartyTopic is the name of the `!rules party` page.
const PartyTopic = "party"

// PartiesClosed says that parties are off on this server (rules §8.22:
// on unless the operator sets GOGOBEE_PARTIES=0), for `!help
// expedition` and `!rules party` to give before the party verbs.
func PartiesClosed(p string) string {
	return "🔒 **Parties are off on this server**: every expedition here is played alone, and the party commands (`" +
		p + "expedition invite`, `accept`, `decline`, `party`, `leave`, `kick`) stay closed while the operator keeps them off (`GOGOBEE_PARTIES=0`)."
}
