package matrix

import (
	"time"

	"maunium.net/go/mautrix"
	"maunium.net/go/mautrix/event"
	"maunium.net/go/mautrix/id"
)

// dropHistory removes from res the timeline messages that are history, not
// commands: in a room whose timeline shows where the bot's current stay
// began (stayStart: the invite it joined on, else its join), every
// non-state event before that; and every non-state event older than
// before: the sync's start on a first start, else the catch-up window's
// start (the handled-event table skips what already ran). State events are
// kept for bookkeeping.
func dropHistory(res *mautrix.RespSync, self id.UserID, before time.Time) {
	for _, room := range res.Rooms.Join {
		evts := room.Timeline.Events
		cut := stayStart(evts, self)
		kept := make([]*event.Event, 0, len(evts))
		for i, e := range evts {
			if e.StateKey == nil && (i < cut || e.Timestamp < before.UnixMilli()) {
				continue
			}
			kept = append(kept, e)
		}
		room.Timeline.Events = kept
	}
}

// stayStart returns the index in evts (oldest first) of the event that
// began the bot's current stay in the room, or -1 when evts does not show
// it. A stay begins at the bot's invite, so that what is sent between the
// invite and the join (a DM's first message, commands sent while the bot
// was down) counts; or at a join that followed no invite. A leave or a ban
// of the bot ends a stay: what came before it is history too.
func stayStart(evts []*event.Event, self id.UserID) int {
	start := -1
	var last event.Membership // the bot's membership as evts tell it so far
	for i, e := range evts {
		now, before, ok := ownMembership(e, self)
		if !ok {
			continue
		}
		if before == "" {
			before = last
		}
		switch now {
		case event.MembershipInvite:
			if before != event.MembershipInvite {
				start = i
			}
		case event.MembershipJoin:
			// A join after a join is a profile change; after an invite it
			// is the stay the invite began.
			if before != event.MembershipJoin && before != event.MembershipInvite {
				start = i
			}
		default: // leave, ban
			start = i
		}
		last = now
	}
	return start
}

// stayBoundary reports whether e, met paging back through a room's
// history, is as far back as the bot's current stay goes: its invite, its
// leave or ban, or a join that followed neither an invite nor a join (as
// far as the event tells: a join without the membership it replaced
// counts as a start).
func stayBoundary(e *event.Event, self id.UserID) bool {
	now, before, ok := ownMembership(e, self)
	if !ok {
		return false
	}
	return now != event.MembershipJoin || (before != event.MembershipJoin && before != event.MembershipInvite)
}

// ownMembership returns the membership e gives the bot and the one it
// replaced ("" when the event does not carry it in unsigned.prev_content);
// ok is false when e is not the bot's own m.room.member event.
func ownMembership(e *event.Event, self id.UserID) (now, before event.Membership, ok bool) {
	if e.Type.Type != event.StateMember.Type || e.StateKey == nil || *e.StateKey != string(self) {
		return "", "", false
	}
	now = membershipIn(&e.Content)
	if e.Unsigned.PrevContent != nil {
		before = membershipIn(e.Unsigned.PrevContent)
	}
	return now, before, now != ""
}

// membershipIn reads the membership of m.room.member content, parsed or not.
func membershipIn(c *event.Content) event.Membership {
	if m, ok := c.Raw["membership"].(string); ok && m != "" {
		return event.Membership(m)
	}
	if mc, ok := c.Parsed.(*event.MemberEventContent); ok {
		return mc.Membership
	}
	return ""
}
