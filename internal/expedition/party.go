package expedition

import (
	"errors"
	"slices"
	"time"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// Party rules (rules §8.22).
const (
	// MaxPartySize is the most members an expedition has, its leader
	// included.
	MaxPartySize = 3
	// InviteTTL is how long an invitation stands unanswered.
	InviteTTL = 24 * time.Hour
	// PartyBurnPerMember is each member's share of a solo day's supply
	// burn in a party of two or more: a pair burns 1.6 days' worth, a trio
	// 2.4.
	PartyBurnPerMember = 0.8
)

// Party refusals (rules §8.22); each leaves the expedition unchanged.
var (
	ErrNotLeader      = errors.New("expedition: only the party's leader may do that")
	ErrInviteSelf     = errors.New("expedition: you cannot invite yourself")
	ErrPartyFull      = errors.New("expedition: a party has at most three members, invitations counted")
	ErrInviteTooLate  = errors.New("expedition: invitations go out before departure or on the first day")
	ErrAlreadyInvited = errors.New("expedition: that player is already invited")
	ErrAlreadyMember  = errors.New("expedition: that player is already in the party")
	ErrNoInvite       = errors.New("expedition: no invitation to this expedition stands for that player")
	ErrInviteLapsed   = errors.New("expedition: the invitation lapsed")
	ErrNotMember      = errors.New("expedition: that player is not in the party")
	ErrLeaderStays    = errors.New("expedition: the leader leaves by extracting, which ends it for all")
)

// Member is one member of a party expedition other than its leader (rules
// §8.22): who, the seat they fight in (1 or 2, the leader's is 0), when
// they joined and left, and their own tallies of the expedition: XP and
// coins earned and the loot carried from the field (item IDs). The
// leader's tallies are the expedition's own fields, so a solo expedition
// has no members.
type Member struct {
	UserID      string           `json:"user_id"`
	Seat        int              `json:"seat"`
	JoinedAt    time.Time        `json:"joined_at"`
	LeftAt      time.Time        `json:"left_at,omitzero"`
	XPEarned    int              `json:"xp_earned,omitempty"`
	CoinsEarned int              `json:"coins_earned,omitempty"`
	Loot        []content.ItemID `json:"loot,omitempty"`
	// Class is the member's class as they joined, which the party's foes
	// grow for (Expedition.Classes, rules §2.13).
	Class rules.ClassID `json:"class,omitempty"`
	// ConTaken is the CON starvation took from the member's score, given
	// back when they leave the field (rules §8.5).
	ConTaken int `json:"con_taken,omitempty"`
	// HPHome and MaxHPHome are the HP the member left the field with
	// (MemberHome), for the report card (rules §8.21); 0 while in the
	// field.
	HPHome    int `json:"hp_home,omitempty"`
	MaxHPHome int `json:"max_hp_home,omitempty"`
	// Packs are what the member bought for the party's stock while it
	// provisions (BuyAs): refunded to them, not to the leader, when it is
	// called off or they leave before it departs.
	Packs MemberPacks `json:"packs,omitzero"`
	// Loss is what a forced extraction took from the member (MemberForced,
	// rules §8.18), for the report card; nil when none did.
	Loss *Loss `json:"loss,omitempty"`
}

// MemberPacks is what a member paid for the party's stock this
// provisioning: packs of each kind, their SU and coins.
type MemberPacks struct {
	Standard int     `json:"standard,omitempty"`
	Deluxe   int     `json:"deluxe,omitempty"`
	SU       float64 `json:"su,omitempty"`
	Coins    int     `json:"coins,omitempty"`
}

// BuyAs is Buy by user for the party's one stock (rules §8.22): the
// leader's purchase is Buy's; a member's is also tallied as theirs, so a
// cancel or their leaving before departure refunds them their own.
// Errors: Buy's.
func BuyAs(e Expedition, user string, kind PackKind, n, purse int, at time.Time) (Expedition, Purchase, error) {
	e, p, err := Buy(e, kind, n, purse, at)
	if err != nil {
		return e, p, err
	}
	if i := e.member(user); i >= 0 {
		mp := &e.Party[i].Packs
		if kind == PackDeluxe {
			mp.Deluxe += n
		} else {
			mp.Standard += n
		}
		mp.SU += p.SU
		mp.Coins += p.Cost
	}
	return e, p, nil
}

// MemberRefunds are the coins each member still in e's party paid for
// its stock while it provisions (rules §8.22), by user: what a cancel
// refunds them rather than the leader.
func (e Expedition) MemberRefunds() map[string]int {
	out := map[string]int{}
	for _, m := range e.Members() {
		if m.Packs.Coins > 0 {
			out[m.UserID] = m.Packs.Coins
		}
	}
	return out
}

// In reports whether the member is still in the party.
func (m Member) In() bool { return m.LeftAt.IsZero() }

// Invite is an invitation to a party expedition standing for UserID
// until ExpiresAt (rules §8.22).
type Invite struct {
	UserID    string    `json:"user_id"`
	ExpiresAt time.Time `json:"expires_at"`
}

// Roster is how many are in the expedition: the leader and every member
// still in the party.
func (e Expedition) Roster() int {
	n := 1
	for _, m := range e.Party {
		if m.In() {
			n++
		}
	}
	return n
}

// Classes is the class of each seat still in: the leader's (Class), then
// each member's in seat order; what the party's foes grow for
// (combat.RosterPercent, rules §2.13).
func (e Expedition) Classes() []rules.ClassID {
	out := []rules.ClassID{e.Class}
	for _, m := range e.Members() {
		out = append(out, m.Class)
	}
	return out
}

// PartyBurnShare is how many solo days' burn a party of n burns a day
// (rules §8.22): 1 alone, PartyBurnPerMember × n from two.
func PartyBurnShare(n int) float64 {
	if n <= 1 {
		return 1
	}
	return PartyBurnPerMember * float64(n)
}

// member returns the index in e.Party of userID still in the party, -1
// for none.
func (e Expedition) member(userID string) int {
	return slices.IndexFunc(e.Party, func(m Member) bool { return m.UserID == userID && m.In() })
}

// StandingInvites returns the invitations of e still open at now, in the
// order they were sent.
func (e Expedition) StandingInvites(now time.Time) []Invite { return e.standing(now) }

// Member returns the member userID of e's party while they are in it; ok
// is false for the leader and for anyone else.
func (e Expedition) Member(userID string) (m Member, ok bool) {
	if i := e.member(userID); i >= 0 {
		return e.Party[i], true
	}
	return Member{}, false
}

// Members returns the members still in e's party, by seat.
func (e Expedition) Members() []Member {
	var in []Member
	for _, m := range e.Party {
		if m.In() {
			in = append(in, m)
		}
	}
	slices.SortStableFunc(in, func(a, b Member) int { return a.Seat - b.Seat })
	return in
}

// CheckJoinLevel refuses a character of level a place in e's party when
// that level may not enter e's zone (rules §8.22, §6.2: the rule a solo
// expedition starts by): zonerun.ErrZoneTooHigh.
func CheckJoinLevel(e Expedition, level int) error {
	if !zonerun.MayEnter(level, e.Tier) {
		return zonerun.ErrZoneTooHigh{ZoneTier: e.Tier, MaxTier: zonerun.MaxZoneTierFor(level)}
	}
	return nil
}

// CheckJoiner refuses ch a place in e's party at now (rules §8.22): a
// level that may not enter the zone (CheckJoinLevel) or a character
// knocked out and recovering (rules §1.9: rules.ErrRecovering).
func CheckJoiner(e Expedition, ch rules.Character, now time.Time) error {
	if err := CheckJoinLevel(e, ch.Level); err != nil {
		return err
	}
	if ch.IsRecovering(now) {
		return rules.ErrRecovering{Until: ch.DownUntil}
	}
	return nil
}

// standing returns the invitations of e still open at now.
func (e Expedition) standing(now time.Time) []Invite {
	return slices.DeleteFunc(slices.Clone(e.Invites), func(i Invite) bool { return !now.Before(i.ExpiresAt) })
}

// InviteMember has the leader by invite who to the expedition at now
// (rules §8.22): before departure or on its first day, at most
// MaxPartySize with the members and the invitations still open; the
// invitation lapses after InviteTTL. Lapsed invitations are dropped.
// Errors: ErrNotLeader, ErrInviteSelf, ErrInviteTooLate, ErrAlreadyMember,
// ErrAlreadyInvited, ErrPartyFull.
func InviteMember(e Expedition, by, who string, now time.Time) (Expedition, error) {
	switch {
	case by != e.UserID:
		return e, ErrNotLeader
	case who == by:
		return e, ErrInviteSelf
	case !InvitesOpen(e):
		return e, ErrInviteTooLate
	case e.member(who) >= 0:
		return e, ErrAlreadyMember
	}
	open := e.standing(now)
	if slices.ContainsFunc(open, func(i Invite) bool { return i.UserID == who }) {
		return e, ErrAlreadyInvited
	}
	if e.Roster()+len(open) >= MaxPartySize {
		return e, ErrPartyFull
	}
	e = e.Clone()
	e.Invites = append(open, Invite{UserID: who, ExpiresAt: now.Add(InviteTTL)})
	return e, nil
}

// InvitesOpen reports whether the expedition still takes members: while
// provisioning, or active on its first day.
func InvitesOpen(e Expedition) bool {
	return e.Status == StatusProvisioning || e.Status == StatusActive && e.Day <= 1
}

// AcceptInvite puts who, a character of the class, in the party at now,
// in the next free seat, and takes the invitation off (rules §8.22).
// Errors: ErrNoInvite (none, or not for this expedition), ErrInviteLapsed,
// ErrInviteTooLate, ErrPartyFull.
func AcceptInvite(e Expedition, who string, class rules.ClassID, now time.Time) (Expedition, error) {
	i := slices.IndexFunc(e.Invites, func(in Invite) bool { return in.UserID == who })
	switch {
	case i < 0:
		return e, ErrNoInvite
	case !now.Before(e.Invites[i].ExpiresAt):
		return e, ErrInviteLapsed
	case !InvitesOpen(e):
		return e, ErrInviteTooLate
	case e.Roster() >= MaxPartySize:
		return e, ErrPartyFull
	}
	e = e.Clone()
	e.Invites = slices.Delete(e.Invites, i, i+1)
	e.Party = append(e.Party, Member{UserID: who, Seat: e.freeSeat(), JoinedAt: now, Class: class})
	return e, nil
}

// freeSeat is the lowest seat after the leader's no member in the party
// holds.
func (e Expedition) freeSeat() int {
	for seat := 1; ; seat++ {
		if !slices.ContainsFunc(e.Party, func(m Member) bool { return m.In() && m.Seat == seat }) {
			return seat
		}
	}
}

// DeclineInvite takes who's invitation off (rules §8.22). Errors:
// ErrNoInvite.
func DeclineInvite(e Expedition, who string) (Expedition, error) {
	i := slices.IndexFunc(e.Invites, func(in Invite) bool { return in.UserID == who })
	if i < 0 {
		return e, ErrNoInvite
	}
	e = e.Clone()
	e.Invites = slices.Delete(e.Invites, i, i+1)
	return e, nil
}

// LeaveParty takes member who out of the party at now, an extraction of
// their own that keeps what they carry (rules §8.22), and returns the
// member as they left; the members after them move up a seat. Before
// departure the packs they bought leave the stock: the returned
// member's Packs.Coins are theirs to refund. The leader leaves only by extracting. Errors:
// ErrLeaderStays, ErrNotMember.
func LeaveParty(e Expedition, who string, now time.Time) (Expedition, Member, error) {
	if who == e.UserID {
		return e, Member{}, ErrLeaderStays
	}
	i := e.member(who)
	if i < 0 {
		return e, Member{}, ErrNotMember
	}
	e = e.Clone()
	e.Party[i].LeftAt = now
	left := e.Party[i]
	if e.Status == StatusProvisioning { // their packs go back to Thom, their coins to them
		p := left.Packs
		e.Supplies.StandardPacks -= p.Standard
		e.Supplies.DeluxePacks -= p.Deluxe
		e.Supplies.Current = max(0, e.Supplies.Current-p.SU)
		e.Supplies.Max = max(0, e.Supplies.Max-p.SU)
		e.Supplies.CoinsSpent -= p.Coins
		e.Party[i].Packs = MemberPacks{}
	} else {
		left.Packs = MemberPacks{}
	}
	e.reseat()
	return e, left, nil
}

// reseat closes the gap a member leaving makes: the members still in the
// party take seats 1, 2 in the order they sat, so a seat is always a
// place at the fight's table (rules §2.13).
func (e *Expedition) reseat() {
	var in []int
	for i, m := range e.Party {
		if m.In() {
			in = append(in, i)
		}
	}
	slices.SortFunc(in, func(a, b int) int { return e.Party[a].Seat - e.Party[b].Seat })
	for k, i := range in {
		e.Party[i].Seat = k + 1
	}
}

// KickMember is LeaveParty at the leader's word (rules §8.22; the plugin
// refuses it during a fight). Errors: ErrNotLeader, ErrLeaderStays,
// ErrNotMember.
func KickMember(e Expedition, by, who string, now time.Time) (Expedition, Member, error) {
	if by != e.UserID {
		return e, Member{}, ErrNotLeader
	}
	return LeaveParty(e, who, now)
}
