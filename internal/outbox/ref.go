package outbox

import (
	"context"
	"database/sql"
	"errors"
	"sync"

	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/store"
)

// RecordEventID records eventID, the event ID the destination gave row id,
// when the row carries a ref (rows without one keep none).
func RecordEventID(ctx context.Context, s *store.Store, id int64, eventID id.EventID) error {
	_, err := s.DB.Exec(ctx, "UPDATE outbox SET event_id = $2 WHERE id = $1 AND ref <> ''", id, eventID)
	return err
}

// Tagged is a delivered message with a ref, found by its event ID: the ref
// and where the message went (RoomID, or the DM's user and room).
type Tagged struct {
	Ref        string
	RoomID     id.RoomID
	DMUser     id.UserID
	ThreadRoot id.EventID
}

// FindRef looks up the message the bot sent as eventID. ok is false when
// the bot sent no message with a ref as that event (another event, a
// message without a ref, or a row pruned since).
func FindRef(ctx context.Context, s *store.Store, eventID id.EventID) (t Tagged, ok bool, err error) {
	if eventID == "" {
		return Tagged{}, false, nil
	}
	err = s.DB.QueryRow(ctx,
		"SELECT ref, room_id, dm_user, thread_root FROM outbox WHERE event_id = $1 AND ref <> '' ORDER BY id LIMIT 1",
		eventID).Scan(&t.Ref, &t.RoomID, &t.DMUser, &t.ThreadRoot)
	if errors.Is(err, sql.ErrNoRows) {
		return Tagged{}, false, nil
	}
	return t, err == nil, err
}

// receiptKey carries the receipt of the row being delivered in the
// context a Deliverer or Verifier gets from the Sender.
type receiptKey struct{}

// receipt is where a Deliverer leaves the event ID of the row it sent.
type receipt struct {
	mu      sync.Mutex
	eventID id.EventID
}

// withReceipt returns ctx carrying a fresh receipt.
func withReceipt(ctx context.Context) (context.Context, *receipt) {
	r := &receipt{}
	return context.WithValue(ctx, receiptKey{}, r), r
}

// ReportEventID tells the Sender delivering a row in ctx the event ID the
// destination gave it (a Matrix send answers with one). A Deliverer calls
// it after a successful send, a Verifier when it finds the row delivered;
// the Sender records it for a row with a ref (RecordEventID). Outside a
// Sender's delivery it does nothing.
func ReportEventID(ctx context.Context, eventID id.EventID) {
	if r, ok := ctx.Value(receiptKey{}).(*receipt); ok {
		r.mu.Lock()
		r.eventID = eventID
		r.mu.Unlock()
	}
}

// reported is the event ID left in r, "" for none.
func (r *receipt) reported() id.EventID {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.eventID
}
