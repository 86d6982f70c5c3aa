package matrix

import (
	"context"
	"time"

	"maunium.net/go/mautrix"
	"maunium.net/go/mautrix/event"
	"maunium.net/go/mautrix/id"
)

// joinAttempts is how often the bot tries to accept one invite.
const joinAttempts = 5

// onMember keeps the bookkeeping that membership changes imply: member
// counts, the join time of the bot in each room (store.RecordJoin, so
// messages from before it are not commands), invites (auto-join when the
// inviter is allowed) and DM rooms the player has left.
func (t *Transport) onMember(ctx context.Context, evt *event.Event) {
	mem := evt.Content.AsMember()
	room := evt.RoomID
	target := evt.GetStateKey()
	src := evt.Mautrix.EventSource
	t.dir.forgetCount(room)
	if target == t.cli.UserID.String() {
		switch {
		case mem.Membership == event.MembershipInvite && src&event.SourceInvite != 0:
			t.onInvite(evt, mem)
		case mem.Membership == event.MembershipJoin && src&event.SourceJoin != 0:
			at := time.UnixMilli(evt.Timestamp)
			if evt.Timestamp == 0 {
				at = time.Now()
			}
			if err := t.state.RecordJoin(ctx, room.String(), at); err != nil {
				t.log.Error().Err(err).Str("room_id", room.String()).Msg("could not record the join time")
			}
		}
		return
	}
	if src&event.SourceJoin == 0 || (mem.Membership != event.MembershipLeave && mem.Membership != event.MembershipBan) {
		return
	}
	// A player who leaves their DM room gets a new one on the next DM.
	dm, ok, err := t.state.DMRoom(ctx, target)
	if err != nil || !ok || dm != room.String() {
		return
	}
	log := t.log.With().Str("user_id", target).Str("room_id", room.String()).Logger()
	if err := t.state.ForgetDMRoom(ctx, target); err != nil {
		log.Error().Err(err).Msg("could not forget the DM room")
		return
	}
	log.Info().Msg("player left their DM room; the next DM opens a new one")
	t.background(func(ctx context.Context) {
		if _, err := t.cli.LeaveRoom(ctx, room); err != nil {
			log.Warn().Err(err).Msg("could not leave the abandoned DM room")
		}
	})
}

// onInvite accepts an invite from an allowed user (in the background, with
// retries) and rejects the others. An invite marked is_direct becomes the
// inviter's DM room when they have none yet.
func (t *Transport) onInvite(evt *event.Event, mem *event.MemberEventContent) {
	room, inviter := evt.RoomID, evt.Sender
	log := t.log.With().Str("room_id", room.String()).Str("user_id", inviter.String()).Logger()
	if !t.allowedInviter(inviter.String()) {
		log.Info().Msg("rejecting an invite from a user of a server that is not allowed")
		t.background(func(ctx context.Context) {
			if _, err := t.cli.LeaveRoom(ctx, room); err != nil {
				log.Warn().Err(err).Msg("could not reject the invite")
			}
		})
		return
	}
	direct := mem.IsDirect
	t.background(func(ctx context.Context) {
		if err := t.join(ctx, room); err != nil {
			log.Error().Err(err).Msg("could not join the room I was invited to")
			return
		}
		log.Info().Msg("joined a room on invite")
		if !direct {
			return
		}
		if _, ok, err := t.state.DMRoom(ctx, inviter.String()); err == nil && !ok {
			if err := t.state.SetDMRoom(ctx, inviter.String(), room.String()); err != nil {
				log.Error().Err(err).Msg("could not remember the DM room")
			}
		}
	})
}

// join joins room, retrying with backoff while the homeserver fails; a
// refusal (4xx) is final.
func (t *Transport) join(ctx context.Context, room id.RoomID) error {
	var err error
	for attempt := 1; attempt <= joinAttempts; attempt++ {
		_, err = t.cli.JoinRoomByID(mautrix.WithMaxRetries(ctx, 0), room)
		if err == nil {
			return nil
		}
		if code := status(err); code >= 400 && code < 500 && code != 429 {
			return err
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(backoff(attempt, t.cfg.MaxBackoff)):
		}
	}
	return err
}

// onDirect follows changes of the bot's m.direct account data.
func (t *Transport) onDirect(_ context.Context, evt *event.Event) {
	if c, ok := evt.Content.Parsed.(*event.DirectChatsEventContent); ok && c != nil {
		t.dir.setDirect(*c)
	}
}

// background runs fn in a goroutine tracked for shutdown, with a context
// that ends when Run's context does.
func (t *Transport) background(fn func(ctx context.Context)) {
	t.jobs.Add(1)
	go func() {
		defer t.jobs.Done()
		fn(t.runCtx())
	}()
}
