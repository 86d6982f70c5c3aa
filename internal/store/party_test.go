package store

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/rules"
)

func TestAPartysMembersAndInvitationsAreFoundByPlayer(t *testing.T) {
	s, _ := openTemp(t)
	ctx := context.Background()
	e, err := s.Expedition.Create(ctx, newExpedition(t, "@lead:x", content.ZoneGoblinWarrens), runT0)
	require.NoError(t, err)
	e, err = expedition.InviteMember(e, "@lead:x", "@bob:x", runT0)
	require.NoError(t, err)
	e, err = expedition.InviteMember(e, "@lead:x", "@cy:x", runT0)
	require.NoError(t, err)
	require.NoError(t, s.Expedition.Save(ctx, e, runT0))

	for _, who := range []id.UserID{"@bob:x", "@cy:x"} {
		got, err := s.Expedition.InvitedTo(ctx, who, runT0.Add(time.Hour))
		require.NoError(t, err)
		require.Len(t, got, 1, who)
		assert.Equal(t, e.ID, got[0].ID)
	}
	lapsed, err := s.Expedition.InvitedTo(ctx, "@bob:x", runT0.Add(expedition.InviteTTL))
	require.NoError(t, err)
	assert.Empty(t, lapsed, "a lapsed invitation is not found")

	e, err = expedition.AcceptInvite(e, "@bob:x", rules.Fighter, runT0.Add(time.Minute))
	require.NoError(t, err)
	e, err = expedition.DeclineInvite(e, "@cy:x")
	require.NoError(t, err)
	require.NoError(t, s.Expedition.Save(ctx, e, runT0.Add(time.Minute)))
	inv, err := s.Expedition.InvitedTo(ctx, "@cy:x", runT0.Add(time.Minute))
	require.NoError(t, err)
	assert.Empty(t, inv, "a declined invitation is gone from the index too")
	got, ok, err := s.Expedition.MemberOf(ctx, "@bob:x")
	require.NoError(t, err)
	require.True(t, ok)
	assert.Equal(t, e.ID, got.ID)
	assert.Equal(t, 2, got.Roster())
	_, ok, err = s.Expedition.MemberOf(ctx, "@lead:x")
	require.NoError(t, err)
	assert.False(t, ok, "the leader's expedition is found by Open, not as a member")

	e, _, err = expedition.LeaveParty(e, "@bob:x", runT0.Add(2*time.Minute))
	require.NoError(t, err)
	require.NoError(t, s.Expedition.Save(ctx, e, runT0.Add(2*time.Minute)))
	_, ok, err = s.Expedition.MemberOf(ctx, "@bob:x")
	require.NoError(t, err)
	assert.False(t, ok, "a member who left is in no party")
}

func TestAPlayerIsInOneOpenPartyAtATime(t *testing.T) {
	s, _ := openTemp(t)
	ctx := context.Background()
	join := func(leader string) expedition.Expedition {
		e, err := s.Expedition.Create(ctx, newExpedition(t, content.ZoneID(leader), content.ZoneGoblinWarrens), runT0)
		require.NoError(t, err)
		e, err = expedition.InviteMember(e, leader, "@bob:x", runT0)
		require.NoError(t, err)
		e, err = expedition.AcceptInvite(e, "@bob:x", rules.Fighter, runT0)
		require.NoError(t, err)
		return e
	}
	first := join("@ann:x")
	require.NoError(t, s.Expedition.Save(ctx, first, runT0))
	second := join("@dee:x")
	before, ok, err := s.Expedition.ByID(ctx, second.ID)
	require.NoError(t, err)
	require.True(t, ok)
	assert.ErrorIs(t, s.Expedition.Save(ctx, second, runT0), ErrInOtherParty)
	after, _, err := s.Expedition.ByID(ctx, second.ID)
	require.NoError(t, err)
	assert.Equal(t, before, after, "the refused save wrote nothing, the row included")

	ended, _, err := expedition.Cancel(first, runT0.Add(time.Hour))
	require.NoError(t, err)
	require.NoError(t, s.Expedition.Save(ctx, ended, runT0.Add(time.Hour)))
	assert.NoError(t, s.Expedition.Save(ctx, second, runT0.Add(time.Hour)), "once the first expedition ended, Bob may join another")
}

func TestAMembersPastPartiesAreFoundForTheirReportCards(t *testing.T) {
	s, _ := openTemp(t)
	ctx := context.Background()
	e, err := s.Expedition.Create(ctx, newExpedition(t, "@lead:x", content.ZoneGoblinWarrens), runT0)
	require.NoError(t, err)
	e, err = expedition.InviteMember(e, "@lead:x", "@bob:x", runT0)
	require.NoError(t, err)
	e, err = expedition.AcceptInvite(e, "@bob:x", rules.Fighter, runT0.Add(time.Minute))
	require.NoError(t, err)
	require.NoError(t, s.Expedition.Save(ctx, e, runT0.Add(time.Minute)))
	none, err := s.Expedition.PastAsMember(ctx, "@bob:x", 0)
	require.NoError(t, err)
	assert.Empty(t, none, "an open party has no card yet")

	e.Status = expedition.StatusExtracted
	require.NoError(t, s.Expedition.Save(ctx, e, runT0.Add(time.Hour)))
	got, err := s.Expedition.PastAsMember(ctx, "@bob:x", 0)
	require.NoError(t, err)
	require.Len(t, got, 1)
	assert.Equal(t, e.ID, got[0].ID)
	above, err := s.Expedition.PastAsMember(ctx, "@bob:x", int64(e.ID))
	require.NoError(t, err)
	assert.Empty(t, above, "a card at or below the history floor is an earlier character's")
	led, err := s.Expedition.PastAsMember(ctx, "@lead:x", 0)
	require.NoError(t, err)
	assert.Empty(t, led, "the leader's cards are Past's")
}
