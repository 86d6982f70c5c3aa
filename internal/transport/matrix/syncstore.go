package matrix

import (
	"context"
	"sync"

	"maunium.net/go/mautrix"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/store"
)

// syncStore is mautrix's SyncStore backed by the database: the sync
// position lives under store.KeySyncToken (mautrix keeps it in memory by
// default; docs/architecture.md, "Transports").
//
// mautrix saves the position of a response before handling its events.
// This store only holds it in memory then; commit writes it once the
// response's messages have been handled by the router. A crash in between
// fetches the same response again after restart, and the router's
// handled-event table makes that replay harmless, so a kill -9 neither
// loses a command nor answers one twice. The filter ID stays in memory: a
// new filter is created once per process.
type syncStore struct {
	state  State
	stored func() // called after commit stores a position; may be nil

	mu         sync.Mutex
	filterID   string
	pending    string
	hasPending bool
	last       string // the position the next request uses as since
}

var _ mautrix.SyncStore = (*syncStore)(nil)

func (s *syncStore) SaveFilterID(_ context.Context, _ id.UserID, filterID string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.filterID = filterID
	return nil
}

func (s *syncStore) LoadFilterID(context.Context, id.UserID) (string, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.filterID, nil
}

// SaveNextBatch remembers token until commit.
func (s *syncStore) SaveNextBatch(_ context.Context, _ id.UserID, token string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.pending, s.hasPending, s.last = token, true, token
	return nil
}

// LoadNextBatch returns the last committed position ("" for none).
func (s *syncStore) LoadNextBatch(ctx context.Context, _ id.UserID) (string, error) {
	tok, _, err := s.state.KV.Get(ctx, store.KeySyncToken)
	if err == nil {
		s.mu.Lock()
		s.last = tok
		s.mu.Unlock()
	}
	return tok, err
}

// since is the position the current sync request was made from ("" for a
// fresh sync).
func (s *syncStore) since() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.last
}

// commit writes the pending position, if any, to the database.
func (s *syncStore) commit(ctx context.Context) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.hasPending {
		return nil
	}
	if err := s.state.KV.Set(ctx, store.KeySyncToken, s.pending); err != nil {
		return err
	}
	s.hasPending = false
	if s.stored != nil {
		s.stored()
	}
	return nil
}

// reset forgets the position, so the next sync starts fresh.
func (s *syncStore) reset(ctx context.Context) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.pending, s.hasPending, s.last = "", false, ""
	return s.state.KV.Delete(ctx, store.KeySyncToken)
}
