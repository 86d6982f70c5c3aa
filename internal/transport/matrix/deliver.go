package matrix

import (
	"context"
	"errors"
	"fmt"

	"maunium.net/go/mautrix"
	"maunium.net/go/mautrix/event"
	"maunium.net/go/mautrix/format"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/outbox"
)

var _ outbox.Deliverer = (*Transport)(nil)

// Deliver implements outbox.Deliverer: it sends row as an m.notice (a row
// with a picture as an m.image, sendRow) with the row's transaction ID
// (so a repeated send is deduplicated by the homeserver), into the row's
// room and thread, or into the DM room of the row's user, which is created
// on first need (dmRoom). When a remembered DM room refuses the send (the
// bot is no longer in it), the room is forgotten and taken off m.direct,
// and another is found or created, once. The event ID the homeserver gives
// the message is reported to the sender (outbox.ReportEventID). Errors are
// mapped for the sender: see deliveryError.
func (t *Transport) Deliver(ctx context.Context, row outbox.Row) error {
	ctx = mautrix.WithMaxRetries(ctx, 0) // the outbox has its own backoff
	if row.DMUser == "" {
		return deliveryError(t.sendRow(ctx, row.RoomID, row))
	}
	room, created, err := t.dmRoom(ctx, row.DMUser)
	if err != nil {
		return deliveryError(err)
	}
	err = t.sendRow(ctx, room, row)
	if err != nil && notInRoom(err) && !created {
		log := t.log.With().Stringer("user_id", row.DMUser).Str("room_id", room.String()).Logger()
		log.Warn().Err(err).Msg("cannot post in the remembered DM room; opening a new one")
		if ferr := t.state.Room.ForgetDM(ctx, row.DMUser); ferr != nil {
			return ferr
		}
		// Unlisted, so the next DM room is not this one again.
		t.unlistRoom(ctx, room, log)
		if room, _, err = t.dmRoom(ctx, row.DMUser); err != nil {
			return deliveryError(err)
		}
		err = t.sendRow(ctx, room, row)
	}
	return deliveryError(err)
}

// sendRow sends row into room: its picture as an m.image with the text as
// the caption, or the text as an m.notice. A picture the homeserver will
// never take (an upload refused for good: too large, forbidden) is logged
// and the text goes out alone as a notice, so the player still gets the
// message.
func (t *Transport) sendRow(ctx context.Context, room id.RoomID, row outbox.Row) error {
	if row.Image == nil {
		return t.send(ctx, room, row, noticeContent(row.Body, row.ThreadRoot))
	}
	content, err := t.imageContent(ctx, room, row)
	var perm outbox.PermanentError
	if err != nil && errors.As(deliveryError(err), &perm) {
		t.log.Warn().Err(err).Int64("outbox_id", row.ID).Msg("the homeserver refuses the picture; sending its text alone")
		return t.send(ctx, room, row, noticeContent(row.Body, row.ThreadRoot))
	}
	if err != nil {
		return err
	}
	return t.send(ctx, room, row, content)
}

// OutboxField is the custom content field carrying the outbox row's
// transaction ID in every message the bot sends, so Delivered can recognise
// an event stored by a request the bot never saw answered.
const OutboxField = "org.gogobee.outbox_txn"

func (t *Transport) send(ctx context.Context, room id.RoomID, row outbox.Row, content *event.MessageEventContent) error {
	wrapped := &event.Content{Parsed: content, Raw: map[string]any{OutboxField: row.TxnID()}}
	resp, err := t.cli.SendMessageEvent(ctx, room, event.EventMessage, wrapped, mautrix.ReqSendEvent{TransactionID: row.TxnID()})
	if err != nil {
		return fmt.Errorf("sending outbox row %d to %s: %w", row.ID, room, err)
	}
	outbox.ReportEventID(ctx, resp.EventID)
	return nil
}

// deliveredLookback is how many recent events of a room Delivered reads.
const deliveredLookback = 50

// Delivered implements outbox.Verifier: it reports whether the room already
// holds an event of the bot carrying row's transaction ID, which happens
// when the bot died while the homeserver was still storing its send (a
// homeserver does not always remember the transaction ID of a request it
// never finished answering). In an encrypted room the bot decrypts its own
// events to look. A DM row with no DM room yet was not delivered.
func (t *Transport) Delivered(ctx context.Context, row outbox.Row) (bool, error) {
	room := row.RoomID
	if row.DMUser != "" {
		r, ok, err := t.state.Room.DM(ctx, row.DMUser)
		if err != nil || !ok {
			return false, err
		}
		room = r
	}
	resp, err := t.cli.Messages(mautrix.WithMaxRetries(ctx, 0), room, "", "", mautrix.DirectionBackward, nil, deliveredLookback)
	if err != nil {
		return false, err
	}
	for _, evt := range resp.Chunk {
		if evt.Sender != t.cli.UserID {
			continue
		}
		if evt.RoomID == "" {
			evt.RoomID = room
		}
		if t.decrypt(ctx, evt).Content.Raw[OutboxField] == row.TxnID() {
			outbox.ReportEventID(ctx, evt.ID)
			return true, nil
		}
	}
	return false, nil
}

// noticeContent renders a Markdown body as an m.notice with an HTML
// formatted_body and a plain-text body, inside threadRoot's thread when set.
// Raw HTML in the text is shown literally, never interpreted.
func noticeContent(body string, threadRoot id.EventID) *event.MessageEventContent {
	c := format.RenderMarkdown(body, true, false)
	c.MsgType = event.MsgNotice
	if threadRoot != "" {
		root := threadRoot
		c.RelatesTo = (&event.RelatesTo{}).SetThread(root, root)
	}
	return &c
}

// dmRoom returns the DM room of user: the remembered one, else the newest
// room listed under user in m.direct that is still their DM (listedDM),
// else a new one (is_direct, user invited, trusted private chat, encrypted
// unless CryptoConfig.PlainDMs). The room found or made is remembered.
// created tells whether the room was made by this call.
func (t *Transport) dmRoom(ctx context.Context, user id.UserID) (room id.RoomID, created bool, err error) {
	t.dmMu.Lock()
	defer t.dmMu.Unlock()
	r, ok, err := t.state.Room.DM(ctx, user)
	if err != nil {
		return "", false, err
	}
	if ok {
		return r, false, nil
	}
	if user == t.cli.UserID {
		return "", false, outbox.PermanentError{Err: errors.New("cannot open a DM with myself")}
	}
	listed, ok, err := t.listedDM(ctx, user)
	if err != nil {
		return "", false, err
	}
	if ok {
		if err := t.state.Room.SetDM(ctx, user, listed); err != nil {
			return "", false, err
		}
		t.log.Info().Stringer("user_id", user).Str("room_id", listed.String()).Msg("reusing the DM room listed in m.direct")
		return listed, false, nil
	}
	resp, err := t.cli.CreateRoom(ctx, &mautrix.ReqCreateRoom{
		Preset:       "trusted_private_chat",
		IsDirect:     true,
		Invite:       []id.UserID{user},
		InitialState: t.dmInitialState(),
	})
	if err != nil {
		return "", false, fmt.Errorf("creating the DM room for %s: %w", user, err)
	}
	if err := t.state.Room.SetDM(ctx, user, resp.RoomID); err != nil {
		return "", false, err
	}
	log := t.log.With().Stringer("user_id", user).Str("room_id", resp.RoomID.String()).Logger()
	log.Info().Msg("opened a DM room")
	t.dir.addDirect(user, resp.RoomID)
	t.saveDirect(ctx, log)
	return resp.RoomID, true, nil
}
