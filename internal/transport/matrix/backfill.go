package matrix

import (
	"context"
	"slices"
	"strings"
	"time"

	"maunium.net/go/mautrix"
	"maunium.net/go/mautrix/event"
	"maunium.net/go/mautrix/id"
)

// Backfill bounds (issue 12 item 2).
const (
	// DefaultCatchUpWindow is how old a command sent while the bot was away
	// may be and still run (GOGOBEE_CATCHUP_WINDOW).
	DefaultCatchUpWindow = 24 * time.Hour
	backfillPage         = 100 // events per /messages request
	backfillMaxPages     = 50  // per room and sync: 5,000 events at most
)

// backfill makes a sync response whole again before it is handled. When a
// room's timeline is limited (more events arrived while the bot was away
// than the sync returns), the events between the last handled position and
// the timeline's start are fetched with /messages, oldest first, and put in
// front of the timeline, so every command is handled, in order; the
// router's handled-event table keeps a repeat harmless. Paging stops at the
// last sync position, at an event already handled, at the bot's own join,
// or at the catch-up window; commands older than the window are reported to
// Config.OnMissed instead of run. In a fresh sync after a rejected position
// (recovering), where no position bounds the search, the bound is the time
// of the last event the router handled: a command older than the window but
// newer than that was certainly never run, and is reported too.
func (s *syncer) backfill(ctx context.Context, res *mautrix.RespSync, since string, recovering bool) {
	if since == "" && !recovering {
		return // first start: everything before it is history
	}
	b := gapBounds{since: since, cutoff: time.Now().Add(-s.t.window())}
	if since == "" {
		last, err := s.t.state.LastHandledAt(ctx)
		if err != nil {
			s.t.log.Error().Err(err).Msg("could not read when the last command was handled")
		}
		b.floor = last
	}
	missed := map[id.UserID][]string{}
	for roomID, room := range res.Rooms.Join {
		if since == "" {
			for _, e := range room.Timeline.Events {
				if s.staleCommand(ctx, e, b) {
					missed[e.Sender] = append(missed[e.Sender], s.t.commandText(ctx, e))
				}
			}
		}
		if !room.Timeline.Limited || room.Timeline.PrevBatch == "" {
			continue
		}
		older, stale, err := s.fetchGap(ctx, roomID, room.Timeline.PrevBatch, b)
		if err != nil {
			s.t.log.Error().Err(err).Str("room_id", roomID.String()).Int("fetched", len(older)).
				Msg("could not fetch every event missed while away; some commands may go unanswered")
		}
		if len(older) > 0 {
			s.t.log.Info().Str("room_id", roomID.String()).Int("events", len(older)).Msg("fetched events missed while away")
		}
		room.Timeline.Events = mergeTimeline(older, room.Timeline.Events)
		for _, e := range stale {
			missed[e.Sender] = append(missed[e.Sender], s.t.commandText(ctx, e))
		}
	}
	s.reportMissed(ctx, missed)
}

// gapBounds bound a backfill: since is the last sync position ("" when
// recovering), cutoff the start of the catch-up window, and floor (when
// recovering) the time of the last handled event: anything at or before it
// was handled or is history. A zero floor reports nothing as missed.
type gapBounds struct {
	since  string
	cutoff time.Time
	floor  time.Time
}

// staleCommand reports whether e, from a fresh timeline while recovering,
// is a command too old to run that was never handled.
func (s *syncer) staleCommand(ctx context.Context, e *event.Event, b gapBounds) bool {
	at := time.UnixMilli(e.Timestamp)
	if e.StateKey != nil || e.Sender == s.t.cli.UserID || b.floor.IsZero() || !at.Before(b.cutoff) || !at.After(b.floor) {
		return false
	}
	if handled, err := s.t.state.WasHandled(ctx, e.ID.String()); err != nil || handled {
		return false
	}
	return s.t.isCommand(ctx, e)
}

// fetchGap pages back from prevBatch (to b.since, when known) and returns the
// events newer than the last handled one, oldest first, and separately the
// commands older than the window that were never handled (oldest first).
func (s *syncer) fetchGap(ctx context.Context, room id.RoomID, prevBatch string, b gapBounds) (newer, stale []*event.Event, err error) {
	from := prevBatch
	for page := 0; page < backfillMaxPages && from != ""; page++ {
		resp, err := s.t.cli.Messages(ctx, room, from, b.since, mautrix.DirectionBackward, nil, backfillPage)
		if err != nil {
			return reversed(newer), reversed(stale), err
		}
		for _, e := range resp.Chunk { // newest first
			e.RoomID = room
			if isOwnJoin(e, s.t.cli.UserID) {
				return reversed(newer), reversed(stale), nil
			}
			if e.StateKey != nil || e.Sender == s.t.cli.UserID {
				continue
			}
			handled, herr := s.t.state.WasHandled(ctx, e.ID.String())
			if herr != nil {
				return reversed(newer), reversed(stale), herr
			}
			if handled {
				return reversed(newer), reversed(stale), nil
			}
			if at := time.UnixMilli(e.Timestamp); at.Before(b.cutoff) {
				if b.since == "" && (b.floor.IsZero() || !at.After(b.floor)) {
					// Recovering: at or before the last handled event,
					// everything was handled or is history.
					return reversed(newer), reversed(stale), nil
				}
				if s.t.isCommand(ctx, e) {
					stale = append(stale, e)
				}
				continue
			}
			newer = append(newer, e)
		}
		if len(resp.Chunk) == 0 || resp.End == from {
			break
		}
		from = resp.End
	}
	return reversed(newer), reversed(stale), nil
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

// isCommand reports whether e is a room message (decrypted if need be)
// whose text starts with the command prefix.
func (t *Transport) isCommand(ctx context.Context, e *event.Event) bool {
	msg, ok := toMessage(t.decrypt(ctx, e))
	return ok && t.cfg.Prefix != "" && strings.HasPrefix(strings.TrimSpace(msg.Body), t.cfg.Prefix)
}

// commandText is the text of a command event (see isCommand).
func (t *Transport) commandText(ctx context.Context, e *event.Event) string {
	msg, _ := toMessage(t.decrypt(ctx, e))
	return strings.TrimSpace(msg.Body)
}

// reportMissed hands each sender's too-old commands to Config.OnMissed.
func (s *syncer) reportMissed(ctx context.Context, missed map[id.UserID][]string) {
	for user, cmds := range missed {
		s.t.log.Warn().Str("user_id", user.String()).Int("commands", len(cmds)).
			Msg("commands sent while away are older than the catch-up window; not run")
		if s.t.cfg.OnMissed == nil {
			continue
		}
		if err := s.t.cfg.OnMissed(ctx, user.String(), cmds); err != nil {
			s.t.log.Error().Err(err).Str("user_id", user.String()).Msg("could not tell a player their old commands were not run")
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
