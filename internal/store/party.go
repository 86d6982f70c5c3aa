package store

import (
	"context"
	"errors"
	"time"

	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/expedition"
)

// ErrInOtherParty is returned by ExpeditionQuery.Save when a member of the
// expedition's party is already in another open party (the
// expedition_member_open index: one open party a player, rules §8.22).
var ErrInOtherParty = errors.New("a member is already in another open party")

const (
	dropInvitesQuery  = "DELETE FROM expedition_invite WHERE expedition_id = $1"
	addInviteQuery    = "INSERT INTO expedition_invite (expedition_id, user_id, expires_at) VALUES ($1, $2, $3)"
	upsertMemberQuery = `
		INSERT INTO expedition_member (expedition_id, user_id, seat, joined_at, left_at, open) VALUES ($1, $2, $3, $4, $5, $6)
		ON CONFLICT (expedition_id, user_id) DO UPDATE SET seat = excluded.seat, joined_at = excluded.joined_at,
			left_at = excluded.left_at, open = excluded.open`
	memberOfQuery  = selectExpedition + `WHERE id = (SELECT expedition_id FROM expedition_member WHERE user_id = $1 AND open = 1)`
	asMemberQuery  = selectExpedition + `WHERE id IN (SELECT expedition_id FROM expedition_member WHERE user_id = $1) AND id > $2 ORDER BY id DESC LIMIT $3`
	invitedToQuery = selectExpedition + `WHERE id IN (SELECT expedition_id FROM expedition_invite WHERE user_id = $1 AND expires_at > $2)
		AND status IN ` + openStatuses + ` ORDER BY id`
)

// The expedition aggregate's party tables, expedition_member and
// expedition_invite, index the parties the expeditions' JSON holds
// (rules §8.22): ExpeditionQuery.Save keeps them (syncParty).

// syncParty writes e's party and invitations into the index tables, in the
// transaction ctx carries: every invitation e holds (and no other), and
// every member, open while they are in and the expedition is open.
// Errors: ErrInOtherParty, the store's.
func (q *ExpeditionQuery) syncParty(ctx context.Context, e expedition.Expedition) error {
	if _, err := q.db.Exec(ctx, dropInvitesQuery, int64(e.ID)); err != nil {
		return err
	}
	for _, in := range e.Invites {
		if _, err := q.db.Exec(ctx, addInviteQuery, int64(e.ID), in.UserID, in.ExpiresAt.UnixMilli()); err != nil {
			return err
		}
	}
	for _, m := range e.Party {
		var left any
		if !m.In() {
			left = m.LeftAt.UnixMilli()
		}
		open := 0
		if m.In() && !e.Status.Ended() {
			open = 1
		}
		err := refusable(ctx, q.db, "party_member", func() error {
			_, err := q.db.Exec(ctx, upsertMemberQuery, int64(e.ID), m.UserID, m.Seat, m.JoinedAt.UnixMilli(), left, open)
			return err
		})
		if isUniqueViolation(err) {
			return ErrInOtherParty
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// MemberOf loads the open expedition userID is a member of (not its
// leader: ExpeditionQuery.Open finds a leader's); ok is false when there
// is none.
func (q *ExpeditionQuery) MemberOf(ctx context.Context, userID id.UserID) (expedition.Expedition, bool, error) {
	return q.one(ctx, memberOfQuery, userID)
}

// InvitedTo loads the open expeditions with an invitation for userID
// still standing at now, oldest first.
func (q *ExpeditionQuery) InvitedTo(ctx context.Context, userID id.UserID, now time.Time) ([]expedition.Expedition, error) {
	return q.many(ctx, invitedToQuery, userID, now.UnixMilli())
}

// AsMember loads every expedition userID joined as a member (rules §8.22:
// not as its leader), in or left, open or ended, with an ID above above
// (the history floor of a deleted character), latest first, at most
// ReportLimit. Errors: the store's, or an expedition saved by a newer
// version.
func (q *ExpeditionQuery) AsMember(ctx context.Context, userID id.UserID, above int64) ([]expedition.Expedition, error) {
	return q.many(ctx, asMemberQuery, userID, above, ReportLimit)
}
