package matrix

import (
	"context"
	"net/http"
	"slices"
	"strings"
	"time"

	"github.com/rs/zerolog"

	"maunium.net/go/mautrix"
	"maunium.net/go/mautrix/event"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/store"
)

// onMember keeps the bookkeeping that membership changes imply: member
// counts, when the bot's stay in each room began (recordStay, so messages
// from before it are not commands), invites (auto-join when the inviter is
// allowed) and DM rooms the player has left.
func (t *Transport) onMember(ctx context.Context, evt *event.Event) {
	mem := evt.Content.AsMember()
	room := evt.RoomID
	target := evt.GetStateKey()
	src := evt.Mautrix.EventSource
	if target == t.cli.UserID.String() {
		t.recordStay(ctx, evt, mem)
		if mem.Membership == event.MembershipInvite && src&event.SourceInvite != 0 {
			t.onInvite(evt, mem)
		}
		return
	}
	if src&event.SourceJoin == 0 || (mem.Membership != event.MembershipLeave && mem.Membership != event.MembershipBan) {
		return
	}
	// A player who leaves their DM room gets a new one on the next DM.
	dm, ok, err := t.state.Room.DM(ctx, id.UserID(target))
	if err != nil || !ok || dm != room {
		return
	}
	log := t.log.With().Str("user_id", target).Str("room_id", room.String()).Logger()
	if err := t.state.Room.ForgetDM(ctx, id.UserID(target)); err != nil {
		log.Error().Err(err).Msg("could not forget the DM room")
		return
	}
	log.Info().Msg("player left their DM room; the next DM opens a new one")
	t.background(func(ctx context.Context) {
		if _, err := t.cli.LeaveRoom(ctx, room); err != nil {
			log.Warn().Err(err).Msg("could not leave the abandoned DM room")
			return
		}
		t.unlistRoom(ctx, room, log)
	})
}

// recordStay records when the bot's stay in a room began: at its invite
// (store.RecordInvite), whether the invite comes in the sync's invites or
// in the room's timeline once joined (an invite's stripped state may lack
// the time), so the commands sent before the bot joins count; else at its
// join (store.RecordJoin keeps an invite's time).
func (t *Transport) recordStay(ctx context.Context, evt *event.Event, mem *event.MemberEventContent) {
	room := evt.RoomID.String()
	var err error
	switch {
	case mem.Membership == event.MembershipInvite && evt.Timestamp != 0:
		err = t.state.Room.RecordInvite(ctx, id.RoomID(room), time.UnixMilli(evt.Timestamp))
	case mem.Membership == event.MembershipJoin && evt.Mautrix.EventSource&event.SourceJoin != 0:
		at := time.UnixMilli(evt.Timestamp)
		if evt.Timestamp == 0 {
			at = time.Now()
		}
		err = t.state.Room.RecordJoin(ctx, id.RoomID(room), at)
	}
	if err != nil {
		t.log.Error().Err(err).Str("room_id", room).Msg("could not record when the bot entered the room")
	}
}

// onInvite accepts an invite from an allowed user (in the background, with
// retries: acceptInvite) and rejects the others, and those of a user who
// had InvitesPerHour accepted in the last hour (admins are not counted).
func (t *Transport) onInvite(evt *event.Event, mem *event.MemberEventContent) {
	room, inviter := evt.RoomID, evt.Sender
	log := t.log.With().Str("room_id", room.String()).Str("user_id", inviter.String()).Logger()
	if !t.allowedInviter(inviter) {
		log.Info().Msg("rejecting an invite from a user of a server that is not allowed")
		t.rejectInvite(room, log)
		return
	}
	p := pendingInvite{Room: room, Inviter: inviter, Direct: mem.IsDirect}
	ctx := t.runCtx()
	if !t.countInvite(ctx, p) {
		log.Warn().Int("per_hour", InvitesPerHour).Msg("rejecting an invite: this user already had the most invites an hour accepted")
		t.rejectInvite(room, log)
		return
	}
	t.acceptInvite(ctx, p)
}

// countInvite counts p against its inviter's hourly cap and reports whether
// it is within it: an admin's invite, and one already pending (seen again
// in a sync), are not counted.
func (t *Transport) countInvite(ctx context.Context, p pendingInvite) bool {
	if slices.Contains(t.cfg.Admins, p.Inviter) {
		return true
	}
	if _, pending, err := t.state.KV.Get(ctx, p.key()); err == nil && pending {
		return true
	}
	ok, err := t.invites.take(ctx, t.state, p.Inviter, time.Now())
	if err != nil {
		t.log.Error().Err(err).Str("user_id", p.Inviter.String()).Msg("could not count the invite; accepting it")
	}
	return ok
}

// rejectInvite declines the invite to room in the background.
func (t *Transport) rejectInvite(room id.RoomID, log zerolog.Logger) {
	t.background(func(ctx context.Context) {
		if _, err := t.cli.LeaveRoom(ctx, room); err != nil {
			log.Warn().Err(err).Msg("could not reject the invite")
		}
	})
}

// pendingInvite is an invite the bot accepted and has not joined yet.
type pendingInvite struct {
	Room    id.RoomID
	Inviter id.UserID
	Direct  bool // an is_direct invite: the room becomes the inviter's DM room
}

// key is the invite's kv key; value its stored value.
func (p pendingInvite) key() string { return store.KeyPendingInvitePrefix + p.Room.String() }
func (p pendingInvite) value() string {
	v := p.Inviter.String()
	if p.Direct {
		v += "\tdirect"
	}
	return v
}

// acceptInvite records p as pending (so a restart picks it up again:
// resumeInvites) and joins its room in the background, retrying (join).
// Once the bot is in, or the homeserver refused for good, the record goes.
// An is_direct invite to a room nobody else is in becomes a DM of the
// inviter (rememberDirect); one to a room others are in is no DM, and like
// any room is left after a notice unless the operator allowed it.
func (t *Transport) acceptInvite(ctx context.Context, p pendingInvite) {
	log := t.log.With().Str("room_id", p.Room.String()).Str("user_id", p.Inviter.String()).Logger()
	if err := t.state.KV.Set(ctx, p.key(), p.value()); err != nil {
		log.Error().Err(err).Msg("could not record the pending invite; joining anyway")
	}
	if p.Direct {
		// Known as direct before the join returns: the sync bringing the
		// join may bring the player's first message with it.
		t.dir.addDirect(p.Inviter, p.Room)
	}
	t.background(func(ctx context.Context) {
		err := t.join(ctx, p.Room)
		if ctx.Err() != nil {
			return // shutting down: the invite stays pending for the next start
		}
		if derr := t.state.KV.Delete(ctx, p.key()); derr != nil {
			log.Error().Err(derr).Msg("could not clear the pending invite")
		}
		if err != nil {
			log.Error().Err(err).Msg("could not join the room I was invited to; giving up on this invite")
			t.dir.remove(p.Room)
			return
		}
		log.Info().Msg("joined a room on invite")
		if p.Direct && t.members.onlyWith(ctx, p.Room, p.Inviter) {
			t.rememberDirect(ctx, p, log)
			return
		}
		if p.Direct {
			log.Info().Msg("the room of an is_direct invite has others in it; it is no DM")
			t.unlistRoom(ctx, p.Room, log)
		}
		if !t.roomAllowed(p.Room) {
			t.leaveDisallowed(ctx, p.Room, log)
		}
	})
}

// roomAllowed reports whether room may be played in: any room when
// AllowedRooms is empty, else one of them.
func (t *Transport) roomAllowed(room id.RoomID) bool {
	return len(t.cfg.AllowedRooms) == 0 || slices.Contains(t.cfg.AllowedRooms, room)
}

// leaveDisallowed says once why the bot cannot stay in room (it is not in
// GOGOBEE_ALLOWED_ROOMS) and leaves it.
func (t *Transport) leaveDisallowed(ctx context.Context, room id.RoomID, log zerolog.Logger) {
	log.Info().Msg("invited to a room that is not allowed; saying why and leaving")
	t.leaveWithNotice(ctx, room, "Thanks for the invite! This bot only plays in the rooms its operator allowed, so I'm leaving this one. "+
		"Send me a direct message to play, or ask the operator to add this room.", log)
}

// leaveWithNotice says text in room as a notice and leaves it, taking it
// off m.direct; a room already being left this way is left alone, so the
// notice is said once.
func (t *Transport) leaveWithNotice(ctx context.Context, room id.RoomID, text string, log zerolog.Logger) {
	if _, busy := t.leaving.LoadOrStore(room, struct{}{}); busy {
		return
	}
	defer t.leaving.Delete(room)
	if _, err := t.cli.SendMessageEvent(ctx, room, event.EventMessage, &event.MessageEventContent{MsgType: event.MsgNotice, Body: text}); err != nil {
		log.Warn().Err(err).Msg("could not say why I am leaving")
	}
	if _, err := t.cli.LeaveRoom(ctx, room); err != nil {
		log.Warn().Err(err).Msg("could not leave the room")
		return
	}
	t.unlistRoom(ctx, room, log)
}

// rememberDirect makes the room of an is_direct invite a DM for good: the
// bot's m.direct account data lists it (acceptInvite already added it to
// the directory in memory), and it becomes the inviter's DM room when they
// have none yet.
func (t *Transport) rememberDirect(ctx context.Context, p pendingInvite, log zerolog.Logger) {
	t.dir.addDirect(p.Inviter, p.Room)
	t.saveDirect(ctx, log)
	if _, ok, err := t.state.Room.DM(ctx, p.Inviter); err == nil && !ok {
		if err := t.state.Room.SetDM(ctx, p.Inviter, p.Room); err != nil {
			log.Error().Err(err).Msg("could not remember the DM room")
		}
	}
}

// resumeInvites retries, at start, every invite a previous run accepted
// but did not join (it stopped, or the homeserver was down), and drops the
// invite counts of users whose invites are all over an hour old.
func (t *Transport) resumeInvites(ctx context.Context) {
	if err := t.invites.prune(ctx, t.state, time.Now()); err != nil {
		t.log.Error().Err(err).Msg("could not prune the invite counts")
	}
	pending, err := t.state.KV.WithPrefix(ctx, store.KeyPendingInvitePrefix)
	if err != nil {
		t.log.Error().Err(err).Msg("could not read the pending invites")
		return
	}
	for key, v := range pending {
		inviter, flag, _ := strings.Cut(v, "\t")
		p := pendingInvite{Room: id.RoomID(strings.TrimPrefix(key, store.KeyPendingInvitePrefix)),
			Inviter: id.UserID(inviter), Direct: flag == "direct"}
		t.log.Info().Str("room_id", p.Room.String()).Msg("retrying an invite accepted before the restart")
		t.acceptInvite(ctx, p)
	}
}

// Join retry limits.
const (
	// forbiddenJoins is how often a 403 is tried: a homeserver may refuse a
	// join for a moment after the invite (the invite not yet replicated).
	forbiddenJoins = 3
)

// join joins room, retrying with backoff for as long as the invite may
// stand: a 5xx, a 429 or a network failure is retried until ctx ends, a
// 403 up to forbiddenJoins times; any other 4xx (the room is gone, the
// request is wrong) is final.
func (t *Transport) join(ctx context.Context, room id.RoomID) error {
	forbidden := 0
	for attempt := 1; ; attempt++ {
		_, err := t.cli.JoinRoomByID(mautrix.WithMaxRetries(ctx, 0), room)
		if err == nil {
			return nil
		}
		switch code := status(err); {
		case code == http.StatusForbidden:
			if forbidden++; forbidden >= forbiddenJoins {
				return err
			}
		case code >= 400 && code < 500 && code != http.StatusTooManyRequests:
			return err
		}
		t.log.Warn().Err(err).Str("room_id", room.String()).Int("attempt", attempt).Msg("join failed; retrying")
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(backoff(attempt, t.cfg.MaxBackoff)):
		}
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
