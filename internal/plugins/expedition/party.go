package expedition

import (
	"errors"
	"fmt"
	"slices"
	"time"

	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/mdtext"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/plugins/pc"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/store"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// partySubcommands are the party's words of `!expedition` (rules §8.22).
func (p *Plugin) partySubcommands() []bot.Subcommand {
	return []bot.Subcommand{
		{Name: "invite", Summary: "Ask a player along on the expedition you lead, before departure or on day 1 (3 in a party at most): they answer within a day",
			Params: []bot.Param{bot.Arg("@user:server")}, Handler: bot.WithArgs(p.invite)},
		{Name: "accept", Summary: "Join the expedition you're invited on (name its leader when several invite you)",
			Params: []bot.Param{bot.Opt("@user:server")}, Handler: bot.WithArgs(p.accept)},
		{Name: "decline", Summary: "Say no to an invitation", Params: []bot.Param{bot.Opt("@user:server")}, Handler: bot.WithArgs(p.decline)},
		{Name: "party", Summary: "Your party: the leader, each member's level, HP and seat, the invitations out and who acts next. At a fork each member votes by reacting to the prompt with the way's number; the leader decides, and `!why` tells a member why the leader's autopilot stopped", Handler: p.party},
		{Name: "leave", Summary: "Leave the party you're in and go home with what you carry (the leader leaves only by ending it for all)", Handler: p.leave},
		{Name: "kick", Summary: "Send a member of the party you lead home (not during a fight)",
			Params: []bot.Param{bot.Arg("@user:server")}, Handler: bot.WithArgs(p.kick)},
	}
}

// partyExamples are the party's examples for `!help expedition`.
var partyExamples = []string{"expedition invite @bob:example.org", "expedition accept", "expedition party", "expedition leave"}

// target reads the one player a party command names (`!expedition invite
// @bob:example.org`), or refuses with how to name one.
func target(c *bot.Context, args []string, verb string) (id.UserID, error) {
	if len(args) == 1 {
		if who, ok := pc.UserArg(args[0]); ok {
			return who, nil
		}
	}
	return "", bot.UsageError(c, fmt.Sprintf("Whom? Name one player by their full user ID: `%sexpedition %s <@user:server>`.", c.Prefix(), verb))
}

// led loads the open expedition the sender leads for a command only a
// leader gives: a member of another's party is told whose it is
// (pc.NotTheLeader), anyone else that they lead none (errNoExpedition).
func led(c *bot.Context) (expedition.Expedition, error) {
	e, ok, err := c.Store.Expedition.Open(c, c.Sender())
	if err != nil || ok {
		return e, err
	}
	return e, errNoExpedition(c)
}

// invite is `!expedition invite <@user:server>` (rules §8.22): the leader
// asks a player along, before departure or on the first day, while the
// party and its invitations stay within three. The player gets a DM; the
// invitation lapses after expedition.InviteTTL. The invited player's own
// state is read, never changed.
func (p *Plugin) invite(c *bot.Context, args []string) error {
	if err := p.partiesOpen(); err != nil {
		return err
	}
	who, err := target(c, args, "invite")
	if err != nil {
		return err
	}
	if _, err := pc.Load(c); err != nil {
		return err
	}
	e, err := led(c)
	if err != nil {
		return err
	}
	out, err := expedition.InviteMember(e, string(c.Sender()), string(who), c.Now)
	if err != nil {
		return partyRefusal(c, e, who, err)
	}
	name, err := joinable(c, e, who)
	if err != nil {
		return err
	}
	if err := saveParty(c, out); err != nil {
		return err
	}
	leader, err := pc.PlayerName(c, c.Sender())
	if err != nil {
		return err
	}
	loc, err := c.LocationOf(who)
	if err != nil {
		return err
	}
	c.DM(who, narrate.InviteDM(out, leader, narrate.Moment{Now: c.Now, Loc: loc}, c.Prefix()))
	at, err := pc.Moment(c)
	if err != nil {
		return err
	}
	c.Replyf("✉️ Invitation sent: %s may join your expedition into **%s** with `%sexpedition accept` until %s. `%sexpedition party` shows the party.",
		name, narrate.ZoneName(e.ZoneID), c.Prefix(), at.When(out.Invites[len(out.Invites)-1].ExpiresAt), c.Prefix())
	return nil
}

// joinable refuses to invite who to e unless they have a character whose
// level may enter e's zone (expedition.CheckJoinLevel) and are on no other
// expedition; it returns how to name them.
func joinable(c *bot.Context, e expedition.Expedition, who id.UserID) (string, error) {
	ch, ok, err := c.Store.Character.Get(c, who)
	if err != nil {
		return "", err
	}
	if !ok {
		return "", bot.Errorf("%s has no character yet, so there's no one to invite: they make one with `%schar create <name> <class>`, then you can ask again. `%sexpedition party` shows yours.",
			mdtext.Escape(string(who)), c.Prefix(), c.Prefix())
	}
	name, err := pc.PlayerName(c, who)
	if err != nil {
		return "", err
	}
	if err := elsewhere(c, who, name, e); err != nil {
		return "", err
	}
	var high zonerun.ErrZoneTooHigh
	if errors.As(expedition.CheckJoinLevel(e, ch.Level), &high) {
		return "", bot.Errorf("%s is level %d, and **%s** is a tier %d zone: beyond their reach (tier %d at most). Ask a player of a higher level; `%sexpedition party` shows yours.",
			name, ch.Level, narrate.ZoneName(e.ZoneID), high.ZoneTier, high.MaxTier, c.Prefix())
	}
	return name, nil
}

// elsewhere refuses a player named name on an expedition other than e:
// one of their own or another's party (rules §8.22: one at a time).
func elsewhere(c *bot.Context, who id.UserID, name string, e expedition.Expedition) error {
	other, busy, err := pc.ExpeditionOf(c, who)
	if err != nil || !busy || other.ID == e.ID {
		return err
	}
	return bot.Errorf("%s is on an expedition into **%s** already, and a player is on one at a time. `%sexpedition party` shows yours.",
		name, narrate.ZoneName(other.ZoneID), c.Prefix())
}

// partyRefusal words the party engine's refusals (rules §8.22) of what
// the sender asked of e about who ("" for none); other errors pass.
func partyRefusal(c *bot.Context, e expedition.Expedition, who id.UserID, err error) error {
	pre := c.Prefix()
	name := ""
	if who != "" {
		var nerr error
		if name, nerr = pc.PlayerName(c, who); nerr != nil {
			return nerr
		}
	}
	switch {
	case errors.Is(err, expedition.ErrInviteSelf):
		return bot.Errorf("You lead this expedition already: an invitation goes to another player, by their user ID. `%sexpedition party` shows your party.", pre)
	case errors.Is(err, expedition.ErrInviteTooLate):
		return bot.Errorf("Your expedition is on day %d: invitations go out before departure or on the first day, so this party takes no one new. `%sexpedition party` shows it.", e.Day, pre)
	case errors.Is(err, expedition.ErrAlreadyMember):
		return bot.Errorf("%s is in your party already. `%sexpedition party` shows it.", name, pre)
	case errors.Is(err, expedition.ErrAlreadyInvited):
		return bot.Errorf("%s is invited already; the invitation stands until it lapses. `%sexpedition party` shows when.", name, pre)
	case errors.Is(err, expedition.ErrPartyFull):
		return bot.Errorf("Your party is full: %d at most, the invitations still open counted. `%sexpedition party` shows who's in and who's asked.", expedition.MaxPartySize, pre)
	case errors.Is(err, expedition.ErrNotMember):
		return bot.Errorf("%s isn't in your party. `%sexpedition party` shows who is.", name, pre)
	case errors.Is(err, expedition.ErrLeaderStays):
		return leaderStays(c, e)
	}
	return err
}

// leaderStays refuses the leader of e leaving their own party (rules
// §8.22): they leave by extracting, which ends it for all.
func leaderStays(c *bot.Context, e expedition.Expedition) error {
	const lead = "You lead this expedition: the party goes where you go, and you leave only by ending it for everyone"
	switch e.Status {
	case expedition.StatusProvisioning:
		return bot.Errorf("%s (`%sexpedition cancel` calls it off). `%sexpedition kick <@user:server>` sends a member home.", lead, c.Prefix(), c.Prefix())
	case expedition.StatusExtracted:
		return bot.Errorf("%s (`%sexpedition cancel` gives it up).", lead, c.Prefix())
	}
	return pc.RefuseWithWayOn(c, "%s: by extracting, from a cleared room.", lead)
}

// saveParty saves e, the expedition of a party command, with the party
// index tables (store.ExpeditionQuery.Save, in the command's transaction).
// A member found in another open party meanwhile is refused whole.
func saveParty(c *bot.Context, e expedition.Expedition) error {
	err := save(c, c.Store, e, c.Now)
	if errors.Is(err, store.ErrInOtherParty) {
		return bot.Errorf("That player joined another party meanwhile, and a player is in one at a time. `%sexpedition party` shows yours.", c.Prefix())
	}
	return err
}

// savedNames saves e, a party's expedition as the sender's answer or
// leaving changed it (saveParty), and names its leader and the sender to
// each other (pc.PlayerName).
func savedNames(c *bot.Context, e expedition.Expedition) (leader, sender string, err error) {
	if err := saveParty(c, e); err != nil {
		return "", "", err
	}
	if leader, err = pc.PlayerName(c, id.UserID(e.UserID)); err != nil {
		return "", "", err
	}
	sender, err = pc.PlayerName(c, c.Sender())
	return leader, sender, err
}

// invitation finds the invitation the sender answers with `!expedition
// accept` or `decline` (args: the leader's user ID, when named): the one
// from that leader, else the only one on file. Refused: none on file
// (or none from the leader named), several with none named, or the one
// found lapsed (lapsed).
func invitation(c *bot.Context, args []string, verb string) (expedition.Expedition, error) {
	var from id.UserID
	if len(args) > 0 {
		var err error
		if from, err = target(c, args, verb); err != nil {
			return expedition.Expedition{}, err
		}
	}
	// every invitation on file (standing after the zero time), lapsed ones
	// too, so a lapsed one is named as lapsed
	all, err := c.Store.Expedition.InvitedTo(c, c.Sender(), time.Time{})
	if err != nil {
		return expedition.Expedition{}, err
	}
	if from != "" {
		all = slices.DeleteFunc(all, func(e expedition.Expedition) bool { return id.UserID(e.UserID) != from })
	}
	if len(all) > 1 {
		// the ones standing decide; with none standing, the latest lapsed speaks
		standing := slices.DeleteFunc(slices.Clone(all), func(e expedition.Expedition) bool { return !inviteFor(e, c.Sender()).ExpiresAt.After(c.Now) })
		switch {
		case len(standing) == 1:
			all = standing
		case len(standing) > 1:
			return expedition.Expedition{}, severalInvites(c, standing, verb)
		default:
			all = all[len(all)-1:]
		}
	}
	if len(all) == 0 {
		return expedition.Expedition{}, noInvitation(c, from)
	}
	if in := inviteFor(all[0], c.Sender()); !c.Now.Before(in.ExpiresAt) {
		return all[0], lapsed(c, all[0], in)
	}
	return all[0], nil
}

// partiesOpen refuses a party verb that forms a party (invite, accept,
// decline) while the operator has turned parties off (GOGOBEE_PARTIES=0,
// rules §8.22): nobody joins one then, and no invitation can be waiting.
func (p *Plugin) partiesOpen() error {
	if p.Config != nil && !p.Config.Parties {
		return bot.Errorf("Parties are off on this server: every expedition here is played alone. (The operator turned them off with `GOGOBEE_PARTIES=0`.)")
	}
	return nil
}

// inviteFor is e's invitation for userID (the zero Invite for none).
func inviteFor(e expedition.Expedition, userID id.UserID) expedition.Invite {
	i := slices.IndexFunc(e.Invites, func(in expedition.Invite) bool { return id.UserID(in.UserID) == userID })
	if i < 0 {
		return expedition.Invite{}
	}
	return e.Invites[i]
}

// noInvitation refuses an answer with no invitation to answer (from the
// leader named, when from is set).
func noInvitation(c *bot.Context, from id.UserID) error {
	if from != "" {
		name, err := pc.PlayerName(c, from)
		if err != nil {
			return err
		}
		return pc.RefuseWithWayOn(c, "No invitation from %s waits for you: only the player invited may answer one.", name)
	}
	return pc.RefuseWithWayOn(c, "No invitation waits for you: a party's leader sends one, and it comes by DM.")
}

// severalInvites asks which of the standing invitations es the sender
// answers with verb.
func severalInvites(c *bot.Context, es []expedition.Expedition, verb string) error {
	var who []string
	for _, e := range es {
		name, err := pc.PlayerName(c, id.UserID(e.UserID))
		if err != nil {
			return err
		}
		who = append(who, name)
	}
	return bot.Errorf("Invitations wait from %s: say whose by their user ID, e.g. `%sexpedition %s` %s.", narrate.List(who), c.Prefix(), verb, mdtext.Escape(es[0].UserID))
}

// lapsed refuses an answer to invitation in of leader's expedition that
// lapsed.
func lapsed(c *bot.Context, e expedition.Expedition, in expedition.Invite) error {
	name, err := pc.PlayerName(c, id.UserID(e.UserID))
	if err != nil {
		return err
	}
	at, err := pc.Moment(c)
	if err != nil {
		return err
	}
	return pc.RefuseWithWayOn(c, "The invitation from %s lapsed at %s: an invitation stands for a day. Ask them for a new one.", name, at.When(in.ExpiresAt))
}

// accept is `!expedition accept [@leader]` (rules §8.22): the invited
// player joins the party in its next free seat, if the invitation stands,
// the party still takes members, and they are free to go: on no other
// expedition or zone run, out of any fight, on their feet, of a level for
// the zone. The leader is told by DM, in the same transaction.
func (p *Plugin) accept(c *bot.Context, args []string) error {
	if err := p.partiesOpen(); err != nil {
		return err
	}
	ch, err := pc.Load(c)
	if err != nil {
		return err
	}
	e, err := invitation(c, args, "accept")
	if err != nil {
		return err
	}
	if err := free(c, ch, e); err != nil {
		return err
	}
	out, err := expedition.AcceptInvite(e, string(c.Sender()), ch.Class, c.Now)
	if errors.Is(err, expedition.ErrPartyFull) {
		return pc.RefuseWithWayOn(c, "That party is full now: %d at most.", expedition.MaxPartySize)
	} else if errors.Is(err, expedition.ErrInviteTooLate) {
		return pc.RefuseWithWayOn(c, "That expedition is past its first day, so its party takes no one new.")
	} else if err != nil {
		return err
	}
	m, ok := out.Member(string(c.Sender()))
	if !ok {
		return fmt.Errorf("expedition %s: %s accepted and holds no seat", e.ID, c.Sender())
	}
	if out.Status == expedition.StatusActive { // joined on day 1: their recaps start now
		if err := scheduleMemberRecap(c, out, c.Sender()); err != nil {
			return err
		}
	}
	leader, name, err := savedNames(c, out)
	if err != nil {
		return err
	}
	c.Replyf("🤝 You join %s on their expedition into **%s**, in seat %d. They walk the party; `%sexpedition party` shows it, `%sexpedition status` where it stands, and `%sexpedition leave` takes you home.",
		leader, narrate.ZoneName(e.ZoneID), m.Seat, c.Prefix(), c.Prefix(), c.Prefix())
	c.DM(id.UserID(e.UserID), fmt.Sprintf("🤝 %s accepted: they join your expedition into **%s**, in seat %d. `%sexpedition party` shows the party.",
		name, narrate.ZoneName(e.ZoneID), m.Seat, c.Prefix()))
	return nil
}

// free refuses the sender (character ch) a place in e's party while they
// are on another expedition or a zone run, in a fight, knocked out, or of
// a level the zone does not take (expedition.CheckJoiner).
func free(c *bot.Context, ch rules.Character, e expedition.Expedition) error {
	if other, busy, err := pc.ExpeditionOf(c, c.Sender()); err != nil {
		return err
	} else if busy {
		if other.ID == e.ID {
			return bot.Errorf("You're in this party already. `%sexpedition party` shows it.", c.Prefix())
		}
		return pc.RefuseWithWayOn(c, "You're on an expedition into **%s** already, and a player is on one at a time.", narrate.ZoneName(other.ZoneID))
	}
	if r, ok, err := c.Store.ZoneRun.Active(c, c.Sender()); err != nil {
		return err
	} else if ok {
		return bot.Errorf("You're in the middle of a run through **%s**. Finish it or `%szone abandon`, then accept.", narrate.ZoneName(r.ZoneID), c.Prefix())
	}
	if err := pc.RefuseInFight(c, ch, fmt.Sprintf("Not in the middle of a fight: finish it first (`%sfight` shows it), then accept.", c.Prefix())); err != nil {
		return err
	}
	err := expedition.CheckJoiner(e, ch, c.Now)
	var high zonerun.ErrZoneTooHigh
	if errors.As(err, &high) {
		return pc.RefuseWithWayOn(c, "You're level %d, and **%s** is a tier %d zone: beyond your reach (tier %d at most).", ch.Level, narrate.ZoneName(e.ZoneID), high.ZoneTier, high.MaxTier)
	}
	return refusal(c, err) // knocked out: the hold's own words, with its time
}

// decline is `!expedition decline [@leader]` (rules §8.22): the
// invitation is taken off, and the leader told by DM.
func (p *Plugin) decline(c *bot.Context, args []string) error {
	if err := p.partiesOpen(); err != nil {
		return err
	}
	e, err := invitation(c, args, "decline")
	if err != nil {
		return err
	}
	out, err := expedition.DeclineInvite(e, string(c.Sender()))
	if err != nil {
		return err
	}
	leader, name, err := savedNames(c, out)
	if err != nil {
		return err
	}
	c.Replyf("👋 You decline the invitation of %s into **%s**. Nothing changed for you.", leader, narrate.ZoneName(e.ZoneID))
	c.DM(id.UserID(e.UserID), fmt.Sprintf("👋 %s declined your invitation into **%s**. `%sexpedition party` shows the party.", name, narrate.ZoneName(e.ZoneID), c.Prefix()))
	return nil
}

// party is `!expedition party` (rules §8.22): the sender's party as
// narrate.PartyText shows it; with none, the invitations waiting for them.
func (p *Plugin) party(c *bot.Context) error {
	e, ok, err := characterOn(c)
	if err != nil {
		return err
	}
	if !ok {
		return p.noParty(c)
	}
	v := narrate.PartyView{E: e, Leads: id.UserID(e.UserID) == c.Sender(), Closed: p.Config != nil && !p.Config.Parties}
	seats := []expedition.Member{{UserID: e.UserID}}
	turn, _, err := pc.TurnOf(c, id.UserID(e.UserID)) // the party's fight is kept with its leader
	if err != nil {
		return err
	}
	for _, m := range append(seats, e.Members()...) {
		s, fighting, err := partySeat(c, m)
		if err != nil {
			return err
		}
		v.Seats = append(v.Seats, s)
		if fighting && (id.UserID(m.UserID) == turn || turn == "" && v.Fighting == "") {
			v.Fighting = s.Name
		}
	}
	for _, in := range e.StandingInvites(c.Now) {
		name, err := pc.PlayerName(c, id.UserID(in.UserID))
		if err != nil {
			return err
		}
		v.Invited = append(v.Invited, narrate.PartyInvite{Name: name, ExpiresAt: in.ExpiresAt})
	}
	at, err := pc.Moment(c)
	if err != nil {
		return err
	}
	c.Reply(narrate.PartyText(v, at, c.Prefix()))
	return nil
}

// partySeat is member m's seat as `!expedition party` lists it (the
// leader's is seat 0), with their HP as their fight holds it while one is
// on, and whether one is.
func partySeat(c *bot.Context, m expedition.Member) (narrate.PartySeat, bool, error) {
	ch, ok, err := c.Store.Character.Get(c, id.UserID(m.UserID))
	if err != nil {
		return narrate.PartySeat{}, false, err
	}
	if !ok {
		return narrate.PartySeat{}, false, fmt.Errorf("party member %s has no character", m.UserID)
	}
	ch, fighting, err := pc.InFightNowOf(c, id.UserID(m.UserID), ch)
	if err != nil {
		return narrate.PartySeat{}, false, err
	}
	seat, _, err := pc.FightSeat(c, id.UserID(m.UserID))
	if err != nil {
		return narrate.PartySeat{}, false, err
	}
	name, err := pc.PlayerName(c, id.UserID(m.UserID))
	return narrate.PartySeat{Name: name, Char: ch, Seat: m.Seat, Fled: seat.Fled}, fighting, err
}

// noParty answers `!expedition party` for a player in none: the
// invitations waiting for them, or a refusal with the way on.
func (p *Plugin) noParty(c *bot.Context) error {
	es, err := c.Store.Expedition.InvitedTo(c, c.Sender(), c.Now)
	if err != nil {
		return err
	}
	if len(es) == 0 {
		return pc.RefuseWithWayOn(c, "You're in no party, and no invitation waits for you: a party is an expedition its leader invited other players on.")
	}
	at, err := pc.Moment(c)
	if err != nil {
		return err
	}
	text := "✉️ You're in no party yet. Invitations waiting for you:"
	for _, e := range es {
		name, err := pc.PlayerName(c, id.UserID(e.UserID))
		if err != nil {
			return err
		}
		text += fmt.Sprintf("\n- %s, into **%s** (tier %d), until %s", name, narrate.ZoneName(e.ZoneID), e.Tier, at.When(inviteFor(e, c.Sender()).ExpiresAt))
	}
	c.Reply(text + fmt.Sprintf("\n\n`%sexpedition accept` joins, `%sexpedition decline` says no.", c.Prefix(), c.Prefix()))
	return nil
}

// leave is `!expedition leave` (rules §8.22): a member goes home, an
// extraction of their own that keeps what they carry; the leader is told
// by DM. The leader is refused: they leave by ending it for all.
func (p *Plugin) leave(c *bot.Context) error {
	ch, err := pc.Load(c)
	if err != nil {
		return err
	}
	e, ok, err := pc.ExpeditionOf(c, c.Sender())
	if err != nil {
		return err
	}
	if !ok {
		return pc.RefuseWithWayOn(c, "You're in no party to leave.")
	}
	if id.UserID(e.UserID) == c.Sender() {
		return leaderStays(c, e)
	}
	if err := pc.RefuseInFight(c, ch, fmt.Sprintf("Not in the middle of a fight: finish it first (`%sfight` shows it), then leave.", c.Prefix())); err != nil {
		return err
	}
	if e, err = homeMember(c, e, c.Sender()); err != nil {
		return err
	}
	out, m, err := expedition.LeaveParty(e, string(c.Sender()), c.Now)
	if err != nil {
		return partyRefusal(c, e, id.UserID(string(c.Sender())), err)
	}
	if err := refundTo(c, c.Sender(), m.Packs.Coins); err != nil {
		return err
	}
	leader, name, err := savedNames(c, out)
	if err != nil {
		return err
	}
	c.Replyf("🚪 You leave the party of %s in **%s** and head home, %s. `%sexpedition start <zone>` begins one of your own.",
		leader, narrate.ZoneName(e.ZoneID), narrate.MemberKeeps(m, ch.Level, "you"), c.Prefix())
	c.DM(id.UserID(e.UserID), fmt.Sprintf("🚪 %s left your party and headed home.%s `%sexpedition party` shows who's left.", name,
		narrate.StockLeftLine(e.Supplies.Current, out.Supplies.Current), c.Prefix()))
	return nil
}

// kick is `!expedition kick <@user:server>` (rules §8.22): the leader
// sends a member home, as if they had left; refused while a fight is on
// for the leader or the member. The member is told by DM.
func (p *Plugin) kick(c *bot.Context, args []string) error {
	who, err := target(c, args, "kick")
	if err != nil {
		return err
	}
	ch, err := pc.Load(c)
	if err != nil {
		return err
	}
	e, err := led(c)
	if err != nil {
		return err
	}
	if e, err = homeMember(c, e, who); err != nil {
		return err
	}
	out, m, err := expedition.KickMember(e, string(c.Sender()), string(who), c.Now)
	if err != nil {
		return partyRefusal(c, e, who, err)
	}
	if err := refundTo(c, who, m.Packs.Coins); err != nil {
		return err
	}
	if fighting, err := partyFighting(c, ch, who); err != nil {
		return err
	} else if fighting {
		return bot.Errorf("Not during a fight: the party sees it through together. Kick once it's over; `%sfight` shows it.", c.Prefix())
	}
	if err := saveParty(c, out); err != nil {
		return err
	}
	name, err := pc.PlayerName(c, who)
	if err != nil {
		return err
	}
	leader, err := pc.PlayerName(c, c.Sender())
	if err != nil {
		return err
	}
	kept, _, err := c.Store.Character.Get(c, who)
	if err != nil {
		return err
	}
	c.Replyf("👢 %s leaves your party and heads home, %s.%s `%sexpedition party` shows who's left.", name, narrate.MemberKeeps(m, kept.Level, "they"),
		narrate.StockLeftLine(e.Supplies.Current, out.Supplies.Current), c.Prefix())
	c.DM(who, fmt.Sprintf("👢 %s sent you home from their expedition into **%s**: you head home, %s.", leader, narrate.ZoneName(e.ZoneID), narrate.MemberKeeps(m, kept.Level, "you")))
	return nil
}

// homeMember gives user, a member of e's party about to leave it, the
// CON starvation took from them as they leave the field
// (expedition.MemberHome, rules §8.22), saving their character when it
// changes (a refusal after it rolls the command back whole), and returns
// e owing them none.
func homeMember(c *bot.Context, e expedition.Expedition, user id.UserID) (expedition.Expedition, error) {
	i := slices.IndexFunc(e.Party, func(m expedition.Member) bool { return id.UserID(m.UserID) == user })
	if i < 0 {
		return e, nil
	}
	ch, ok, err := c.Store.Character.Get(c, user)
	if err != nil || !ok {
		return e, err
	}
	out, back := expedition.MemberHome(e, e.Party[i].Seat, ch)
	return out, c.Store.Character.Save(c, user, back, c.Now)
}

// partyFighting reports whether a fight is on for the leader (the sender,
// character ch) or member who: a party is not split mid-fight.
func partyFighting(c *bot.Context, ch rules.Character, who id.UserID) (bool, error) {
	if fighting, err := pc.InFight(c, ch); err != nil || fighting {
		return fighting, err
	}
	_, fighting, err := c.Store.Fight.Get(c, who)
	return fighting, err
}

// partyOver tells each member still in e's party by DM that its leader
// ended it (rules §8.22: the leader's end is everyone's), how: "called
// off" or "gave up". Nothing about a member changes: they keep what they
// carry.
func partyOver(c *bot.Context, e expedition.Expedition, how string) error {
	return tellMembers(c, e, func(leader string) string {
		return fmt.Sprintf("🏕️ %s %s the expedition into **%s**, and the party with it. You keep what you carry; `%sexpedition start <zone>` begins one of your own.",
			leader, how, narrate.ZoneName(e.ZoneID), c.Prefix())
	})
}
