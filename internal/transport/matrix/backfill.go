package matrix

import (
	"context"
	"slices"
	"strings"
	"time"

	"maunium.net/go/mautrix"
	"maunium.net/go/mautrix/event"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/bot"
)

// Backfill bounds.
const (
	// DefaultCatchUpWindow is how old a command sent while the bot was away
	// may be and still run (GOGOBEE_CATCHUP_WINDOW).
	DefaultCatchUpWindow = 24 * time.Hour
	backfillPage         = 100 // events per /messages request
	backfillMaxPages     = 50  // per room and sync: 5,000 events at most
)

// gapBounds bound a catch-up: since is the last sync position ("" in a
// fresh sync after a rejected one), cutoff the start of the catch-up window,
// and floor the time of the last event the router handled: an event at or
// before it that was not handled is history, not a missed command (a zero
// floor: nothing is reported as missed).
type gapBounds struct {
	since  string
	cutoff time.Time
	floor  time.Time
}

// backfill makes a sync response whole again before it is handled, after
// downtime. When a room's timeline is limited (more events arrived while
// the bot was away than the sync returns), the events between the last
// sync position and the timeline's start are fetched with /messages,
// oldest first, and put in front of the timeline, so every command is
// handled, in order; the router's handled-event table skips those that ran
// before. Paging stops at the last position, where the bot's current stay
// in the room began (the invite it joined on: what was sent between the
// invite and the join counts; stayBoundary), or once past the catch-up
// window and the last handled event. Commands older
// than the window (fetched or in the timeline) are not run: each sender
// hears of theirs once (Config.OnMissed), and they are marked handled, so a
// repeat of the batch neither runs nor reports them again. A first start
// (no position, not recovering) treats everything before it as history.
func (s *syncer) backfill(ctx context.Context, res *mautrix.RespSync, since string, recovering bool, cutoff time.Time) {
	if since == "" && !recovering {
		return
	}
	b := gapBounds{since: since, cutoff: cutoff}
	last, err := s.t.state.Handled.Last(ctx)
	if err != nil {
		s.t.log.Error().Err(err).Msg("could not read when the last command was handled; no command is reported as missed")
	}
	b.floor = last
	var stale []*event.Event
	for roomID, room := range res.Rooms.Join {
		for _, e := range room.Timeline.Events {
			e.RoomID = roomID
			if s.stale(ctx, e, b) {
				stale = append(stale, e)
			}
		}
		if !room.Timeline.Limited || room.Timeline.PrevBatch == "" {
			continue
		}
		older, old, err := s.fetchGap(ctx, roomID, room.Timeline.PrevBatch, b)
		if err != nil {
			s.t.log.Error().Err(err).Str("room_id", roomID.String()).Int("fetched", len(older)).
				Msg("could not fetch every event missed while away; some commands may go unanswered")
		}
		if len(older) > 0 {
			s.t.log.Info().Str("room_id", roomID.String()).Int("events", len(older)).Msg("fetched events missed while away")
		}
		room.Timeline.Events = mergeTimeline(older, room.Timeline.Events)
		stale = append(stale, old...)
	}
	s.reportMissed(ctx, stale)
}

// fetchGap pages back from prevBatch (to b.since, when known) and returns
// the events inside the catch-up window, oldest first, and separately the
// missed commands older than it (see stale), oldest first.
func (s *syncer) fetchGap(ctx context.Context, room id.RoomID, prevBatch string, b gapBounds) (newer, stale []*event.Event, err error) {
	from := prevBatch
	for page := 0; ; page++ {
		if page == backfillMaxPages {
			s.t.log.Warn().Str("room_id", room.String()).Int("events", page*backfillPage).
				Msg("stopped fetching missed events at the limit; older commands in this room are not run")
			break
		}
		resp, err := s.t.cli.Messages(ctx, room, from, b.since, mautrix.DirectionBackward, nil, backfillPage)
		if err != nil {
			return reversed(newer), reversed(stale), err
		}
		for _, e := range resp.Chunk { // newest first
			e.RoomID = room
			if stayBoundary(e, s.t.cli.UserID) {
				// Kept, so that the merged timeline shows where the stay
				// began (dropHistory cuts there).
				newer = append(newer, e)
				return reversed(newer), reversed(stale), nil
			}
			at := time.UnixMilli(e.Timestamp)
			switch {
			case e.StateKey != nil || e.Sender == s.t.cli.UserID:
				s.gapMember(ctx, e)
			case !at.Before(b.cutoff):
				newer = append(newer, e)
			case !at.After(b.floor):
				// Past the window and before the last handled event:
				// everything older was handled, or is history.
				return reversed(newer), reversed(stale), nil
			case s.stale(ctx, e, b):
				stale = append(stale, e)
			}
		}
		if len(resp.Chunk) == 0 || resp.End == "" || resp.End == from {
			break
		}
		from = resp.End
	}
	return reversed(newer), reversed(stale), nil
}

// stale reports whether e is a missed command too old to run: older than
// the window, newer than the last handled event, never handled, and a
// command the router would look at.
func (s *syncer) stale(ctx context.Context, e *event.Event, b gapBounds) bool {
	at := time.UnixMilli(e.Timestamp)
	if e.StateKey != nil || e.Sender == s.t.cli.UserID || b.floor.IsZero() || !at.Before(b.cutoff) || !at.After(b.floor) {
		return false
	}
	if _, ok := s.t.command(ctx, e); !ok {
		return false
	}
	handled, err := s.t.state.Handled.Has(ctx, e.ID)
	return err == nil && !handled
}

// command turns e (decrypted if need be) into the message the router
// would see, if it is a command the router would look at.
func (t *Transport) command(ctx context.Context, e *event.Event) (bot.Message, bool) {
	msg, ok := toMessage(t.decrypt(ctx, e))
	if !ok || t.cfg.Prefix == "" || !strings.HasPrefix(strings.TrimSpace(msg.Body), t.cfg.Prefix) {
		return bot.Message{}, false
	}
	msg.IsDirect = t.isDirect(ctx, msg.Sender, msg.Room)
	return msg, t.router.Accepts(ctx, msg)
}

// mergeTimeline puts older in front of timeline, dropping events of older
// the timeline already holds.
func mergeTimeline(older, timeline []*event.Event) []*event.Event {
	if len(older) == 0 {
		return timeline
	}
	have := make(map[id.EventID]bool, len(timeline))
	for _, e := range timeline {
		have[e.ID] = true
	}
	out := make([]*event.Event, 0, len(older)+len(timeline))
	for _, e := range older {
		if !have[e.ID] {
			have[e.ID] = true
			out = append(out, e)
		}
	}
	return append(out, timeline...)
}

func reversed(evts []*event.Event) []*event.Event {
	out := slices.Clone(evts)
	slices.Reverse(out)
	return out
}

// reportMissed tells each sender, once, the missed commands too old to
// run (oldest first, through Config.OnMissed), then marks them handled, so
// a repeat of the batch neither runs nor reports them again (a crash in
// between may repeat the message; it never loses it).
func (s *syncer) reportMissed(ctx context.Context, stale []*event.Event) {
	if len(stale) == 0 {
		return
	}
	slices.SortStableFunc(stale, func(a, b *event.Event) int { return int(a.Timestamp - b.Timestamp) })
	bySender := map[string][]*event.Event{}
	var order []string
	for _, e := range stale {
		if _, seen := bySender[e.Sender.String()]; !seen {
			order = append(order, e.Sender.String())
		}
		bySender[e.Sender.String()] = append(bySender[e.Sender.String()], e)
	}
	for _, user := range order {
		var cmds []string
		for _, e := range bySender[user] {
			if msg, ok := s.t.command(ctx, e); ok {
				cmds = append(cmds, strings.TrimSpace(msg.Body))
			}
		}
		s.t.log.Warn().Str("user_id", user).Int("commands", len(cmds)).
			Msg("commands sent while away are older than the catch-up window; not run")
		if s.t.cfg.OnMissed != nil {
			if err := s.t.cfg.OnMissed(ctx, id.UserID(user), cmds); err != nil {
				s.t.log.Error().Err(err).Str("user_id", user).Msg("could not tell a player their old commands were not run")
				continue
			}
		}
		for _, e := range bySender[user] {
			if _, err := s.t.state.Handled.Mark(ctx, e.ID, time.Now()); err != nil {
				s.t.log.Error().Err(err).Str("event_id", e.ID.String()).Msg("could not mark a missed command")
			}
		}
	}
}

// window is the configured catch-up window.
func (t *Transport) window() time.Duration {
	if t.cfg.CatchUpWindow > 0 {
		return t.cfg.CatchUpWindow
	}
	return DefaultCatchUpWindow
}

// gapMember hands a membership change met in a fetched gap to the DM
// bookkeeping (onDMMember): state events are not merged into the timeline,
// yet someone who joined a DM and left again while the bot was away has
// still ended it.
func (s *syncer) gapMember(ctx context.Context, e *event.Event) {
	if e.Type.Type != event.StateMember.Type || e.GetStateKey() == s.t.cli.UserID.String() {
		return
	}
	e.Type.Class = event.StateEventType
	if e.Content.Parsed == nil {
		if err := e.Content.ParseRaw(e.Type); err != nil {
			return
		}
	}
	e.Mautrix.EventSource = event.SourceJoin | event.SourceTimeline
	s.t.onDMMember(ctx, e)
}
