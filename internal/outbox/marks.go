package outbox

import (
	"context"
	"sync"
	"time"

	"github.com/gogobee/gogobee/internal/store"
)

// marks holds the rows a pump has seen reach their destination and not
// yet marked sent: their marks are written together, in the transaction of
// the pump's next read or at its end, so a burst costs a commit per read,
// not one per row. A read sees the destination of such a row again only
// after its mark, written in the read's own transaction.
type marks struct {
	rows []outcome
}

// take settles o, a worker's outcome, in the pump's bookkeeping: its
// destination is no longer busy; a row to mark joins m; a row neither
// marked nor settled holds its destination until a later pump (skipped).
// It returns 1 for a send made, else 0.
func (m *marks) take(o outcome, busy, skipped map[string]bool) int {
	delete(busy, o.row.Destination())
	switch {
	case o.toMark:
		m.rows = append(m.rows, o)
	case !o.settled:
		skipped[o.row.Destination()] = true
	}
	if o.delivered {
		return 1
	}
	return 0
}

// write marks every row m holds sent at at, with the event ID its
// destination gave it kept for a row with a ref (RecordEventID), inside
// the transaction ctx carries.
func (m *marks) write(ctx context.Context, s *store.Store, at time.Time) error {
	for _, o := range m.rows {
		if err := MarkSent(ctx, s, o.row.ID, at); err != nil {
			return err
		}
		if o.row.Ref != "" && o.eventID != "" {
			if err := RecordEventID(ctx, s, o.row.ID, o.eventID); err != nil {
				return err
			}
		}
	}
	return nil
}

// writeMarks writes the marks m holds in one transaction (none when m is
// empty); when that fails, lostMarks.
func (s *Sender) writeMarks(ctx context.Context, m *marks, skipped map[string]bool) error {
	if len(m.rows) == 0 {
		return nil
	}
	err := s.Store.Tx(ctx, func(ctx context.Context) error { return m.write(ctx, s.Store, s.now()) })
	if err != nil {
		s.lostMarks(m, skipped)
		return err
	}
	m.rows = m.rows[:0]
	return nil
}

// lostMarks deals with marks that could not be written: the rows went out
// but still look unsent, so each is left for a later pump (its destination
// skipped) that asks the Verifier first (a suspect), and its transaction
// ID makes a repeat harmless where there is none.
func (s *Sender) lostMarks(m *marks, skipped map[string]bool) {
	for _, o := range m.rows {
		s.Log.Error().Int64("outbox_id", o.row.ID).Msg("delivered but could not mark sent; the next attempt checks first and reuses the transaction ID")
		skipped[o.row.Destination()] = true
		s.suspects.add(o.row.ID)
	}
	m.rows = m.rows[:0]
}

// suspects are the rows that may have reached their destination without
// being marked sent: claimed rows still waiting when the sender started
// (an earlier process, or an earlier transport's sender, may have been
// sending them) and rows whose marks were lost. The sender asks the
// Verifier about each before its next send.
type suspects struct {
	mu  sync.Mutex
	ids map[int64]bool
}

// suspectsOf reads the claimed rows still waiting (Claimed).
func suspectsOf(ctx context.Context, s *store.Store) (*suspects, error) {
	ids, err := Claimed(ctx, s)
	if err != nil {
		return nil, err
	}
	return &suspects{ids: ids}, nil
}

// has reports whether row id is a suspect, and forgets it: it is checked
// once, before the send it is asked for.
func (p *suspects) has(id int64) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	was := p.ids[id]
	delete(p.ids, id)
	return was
}

// add makes row id a suspect.
func (p *suspects) add(id int64) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.ids[id] = true
}

// unclaimed returns the IDs of the rows not claimed yet.
func unclaimed(rows []Row) []int64 {
	var ids []int64
	for _, r := range rows {
		if !r.Claimed {
			ids = append(ids, r.ID)
		}
	}
	return ids
}
