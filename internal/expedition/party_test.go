package expedition

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonerun"
)

const (
	leader = "@p:test"
	bob    = "@bob:test"
	cy     = "@cy:test"
	dee    = "@dee:test"
)

// withMembers is e with who in its party, each invited and accepted at t0.
func withMembers(t *testing.T, e Expedition, who ...string) Expedition {
	t.Helper()
	var err error
	for _, w := range who {
		e, err = InviteMember(e, leader, w, t0)
		require.NoError(t, err)
		e, err = AcceptInvite(e, w, rules.Fighter, t0)
		require.NoError(t, err)
	}
	return e
}

func TestInvitingRefusesWhatAPartyCannotTake(t *testing.T) {
	onDay2 := departed(t, "goblin_warrens", 2)
	onDay2.Day = 2
	cases := []struct {
		name string
		e    Expedition
		by   string
		who  string
		at   time.Time
		want error
	}{
		{"while provisioning", provisioning(t, "goblin_warrens"), leader, bob, t0, nil},
		{"on the first day", departed(t, "goblin_warrens", 2), leader, bob, t0, nil},
		{"on the second day", onDay2, leader, bob, t0, ErrInviteTooLate},
		{"by a member", withMembers(t, provisioning(t, "goblin_warrens"), bob), bob, cy, t0, ErrNotLeader},
		{"oneself", provisioning(t, "goblin_warrens"), leader, leader, t0, ErrInviteSelf},
		{"a member again", withMembers(t, provisioning(t, "goblin_warrens"), bob), leader, bob, t0, ErrAlreadyMember},
		{"a fourth", withMembers(t, provisioning(t, "goblin_warrens"), bob, cy), leader, dee, t0, ErrPartyFull},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got, err := InviteMember(tc.e, tc.by, tc.who, tc.at)
			if tc.want != nil {
				require.ErrorIs(t, err, tc.want)
				assert.Equal(t, tc.e, got, "nothing changed")
				return
			}
			require.NoError(t, err)
			require.Len(t, got.Invites, 1)
			assert.Equal(t, Invite{UserID: tc.who, ExpiresAt: tc.at.Add(InviteTTL)}, got.Invites[0])
		})
	}
}

func TestOpenInvitationsCountTowardsThePartyAndLapseAfterADay(t *testing.T) {
	e := provisioning(t, "goblin_warrens")
	e, err := InviteMember(e, leader, bob, t0)
	require.NoError(t, err)
	_, err = InviteMember(e, leader, bob, t0.Add(time.Hour))
	assert.ErrorIs(t, err, ErrAlreadyInvited)
	e, err = InviteMember(e, leader, cy, t0)
	require.NoError(t, err)
	_, err = InviteMember(e, leader, dee, t0)
	assert.ErrorIs(t, err, ErrPartyFull, "two open invitations fill a party of three")

	later := t0.Add(InviteTTL)
	_, err = AcceptInvite(e, bob, rules.Fighter, later)
	assert.ErrorIs(t, err, ErrInviteLapsed, "a day after, the invitation is gone")
	e, err = InviteMember(e, leader, dee, later)
	require.NoError(t, err, "lapsed invitations leave room")
	assert.Equal(t, []Invite{{UserID: dee, ExpiresAt: later.Add(InviteTTL)}}, e.Invites)
}

func TestAcceptingSeatsTheMemberAndDecliningDropsTheInvitation(t *testing.T) {
	e := provisioning(t, "goblin_warrens")
	_, err := AcceptInvite(e, bob, rules.Fighter, t0)
	assert.ErrorIs(t, err, ErrNoInvite, "nobody accepts what was never offered")
	e, err = InviteMember(e, leader, bob, t0)
	require.NoError(t, err)
	e, err = InviteMember(e, leader, cy, t0)
	require.NoError(t, err)
	e, err = AcceptInvite(e, cy, rules.Mage, t0.Add(time.Minute))
	require.NoError(t, err)
	assert.Equal(t, []Member{{UserID: cy, Seat: 1, JoinedAt: t0.Add(time.Minute), Class: rules.Mage}}, e.Party)
	assert.Equal(t, 2, e.Roster())
	e.Class = rules.Cleric
	assert.Equal(t, []rules.ClassID{rules.Cleric, rules.Mage}, e.Classes(), "the leader's class, then each member's, which the foes grow for")
	e, err = DeclineInvite(e, bob)
	require.NoError(t, err)
	assert.Empty(t, e.Invites)
	_, err = DeclineInvite(e, bob)
	assert.ErrorIs(t, err, ErrNoInvite)
}

func TestLeavingAndKickingFreeTheSeat(t *testing.T) {
	e := withMembers(t, departed(t, "goblin_warrens", 2), bob, cy)
	require.Equal(t, 3, e.Roster())
	_, _, err := LeaveParty(e, leader, t0)
	assert.ErrorIs(t, err, ErrLeaderStays)
	_, _, err = KickMember(e, bob, cy, t0)
	assert.ErrorIs(t, err, ErrNotLeader)
	_, _, err = LeaveParty(e, dee, t0)
	assert.ErrorIs(t, err, ErrNotMember)

	e, left, err := LeaveParty(e, bob, t0.Add(time.Hour))
	require.NoError(t, err)
	assert.Equal(t, 1, left.Seat)
	assert.Equal(t, t0.Add(time.Hour), left.LeftAt)
	assert.Equal(t, 2, e.Roster())
	e, kicked, err := KickMember(e, leader, cy, t0.Add(2*time.Hour))
	require.NoError(t, err)
	assert.Equal(t, 1, kicked.Seat, "cy moved up to bob's seat when he left")
	assert.Equal(t, 1, e.Roster(), "the leader alone again")
	_, _, err = LeaveParty(e, bob, t0)
	assert.ErrorIs(t, err, ErrNotMember, "gone is gone")
}

func TestAPartyBurnsEightTenthsOfADayEach(t *testing.T) {
	solo := departed(t, "haunted_manor", 3)
	base := DailyBurn(solo)
	assert.Zero(t, base.Party, "a solo day names no party share")
	for _, tc := range []struct {
		members []string
		share   float64
	}{{nil, 1}, {[]string{bob}, 1.6}, {[]string{bob, cy}, 2.4}} {
		e := withMembers(t, departed(t, "haunted_manor", 3), tc.members...)
		assert.InDelta(t, tc.share, PartyBurnShare(e.Roster()), 1e-9)
		b := DailyBurn(e)
		assert.InDelta(t, roundSU(base.Total*tc.share), b.Total, 1e-9, "%d members", e.Roster())
	}
}

func TestAJoinerNeedsALevelForTheZoneAndToBeOnTheirFeet(t *testing.T) {
	e := provisioning(t, "haunted_manor")
	require.Equal(t, 3, e.Tier, "the manor is tier 3")
	able := rules.Character{Level: 1}
	require.NoError(t, CheckJoiner(e, able, t0), "tier 3 is in reach of level 1 (player tier 1 + 2)")

	deep := provisioning(t, "dragons_lair")
	var high zonerun.ErrZoneTooHigh
	require.ErrorAs(t, CheckJoinLevel(deep, 1), &high)
	assert.Equal(t, zonerun.ErrZoneTooHigh{ZoneTier: deep.Tier, MaxTier: 3}, high)
	require.ErrorAs(t, CheckJoiner(deep, able, t0), &high)

	down := rules.Character{Level: 1, DownUntil: t0.Add(time.Hour)}
	var rec rules.ErrRecovering
	require.ErrorAs(t, CheckJoiner(e, down, t0), &rec)
	assert.Equal(t, t0.Add(time.Hour), rec.Until)
	assert.NoError(t, CheckJoiner(e, down, t0.Add(time.Hour)), "back on their feet once the recovery ran out")
}

func TestMembersAreListedBySeatAndInvitationsWhileTheyStand(t *testing.T) {
	e := withMembers(t, provisioning(t, "goblin_warrens"), bob, cy)
	e, _, err := LeaveParty(e, bob, t0)
	require.NoError(t, err)
	e, err = InviteMember(e, leader, dee, t0)
	require.NoError(t, err)
	e, err = AcceptInvite(e, dee, rules.Fighter, t0)
	require.NoError(t, err)
	in := e.Members()
	require.Len(t, in, 2)
	assert.Equal(t, []string{cy, dee}, []string{in[0].UserID, in[1].UserID}, "cy moved up to bob's seat 1, dee took seat 2")
	m, ok := e.Member(cy)
	assert.True(t, ok)
	assert.Equal(t, 1, m.Seat)
	_, ok = e.Member(bob)
	assert.False(t, ok, "bob left")
	_, ok = e.Member(leader)
	assert.False(t, ok, "the leader is no member")

	e, _, err = LeaveParty(e, cy, t0)
	require.NoError(t, err)
	e, err = InviteMember(e, leader, bob, t0)
	require.NoError(t, err)
	assert.Len(t, e.StandingInvites(t0.Add(InviteTTL-time.Minute)), 1)
	assert.Empty(t, e.StandingInvites(t0.Add(InviteTTL)), "lapsed a day after")
}
