package store

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
)

// activeExpedition stores an active expedition of user and returns it.
func activeExpedition(t *testing.T, s *Store, user string) expedition.Expedition {
	t.Helper()
	e := newExpedition(t, content.ZoneID(user), content.ZoneGoblinWarrens)
	e.Status = expedition.StatusActive
	e, err := s.Expedition.Create(context.Background(), e, runT0)
	require.NoError(t, err)
	return e
}

func TestAutorunIsOffUntilTurnedOnAndKeepsItsStampAcrossSaves(t *testing.T) {
	s, _ := openTemp(t)
	ctx := context.Background()
	e := activeExpedition(t, s, "@a:x")
	a, err := s.Autorun.Get(ctx, e.ID)
	require.NoError(t, err)
	assert.Equal(t, Autorun{}, a)
	require.NoError(t, s.Autorun.Set(ctx, e.ID, true))
	ok, err := s.Autorun.Claim(ctx, e.ID, runT0, 2*time.Hour)
	require.NoError(t, err)
	require.True(t, ok)
	require.NoError(t, s.Expedition.Save(ctx, e, runT0.Add(time.Minute)))
	a, err = s.Autorun.Get(ctx, e.ID)
	require.NoError(t, err)
	assert.Equal(t, Autorun{On: true, Last: runT0.UTC()}, a, "saving the expedition keeps the setting and the stamp")
	assert.Error(t, s.Autorun.Set(ctx, 99, true), "no such expedition")
}

func TestClaimAutorunNeedsTheWalkOnAndTheCooldownOver(t *testing.T) {
	s, _ := openTemp(t)
	ctx := context.Background()
	e := activeExpedition(t, s, "@a:x")
	ok, err := s.Autorun.Claim(ctx, e.ID, runT0, 2*time.Hour)
	require.NoError(t, err)
	assert.False(t, ok, "off")
	require.NoError(t, s.Autorun.Set(ctx, e.ID, true))
	for _, tt := range []struct {
		at   time.Duration
		want bool
	}{{0, true}, {time.Hour, false}, {2*time.Hour - time.Millisecond, false}, {2 * time.Hour, true}} {
		ok, err := s.Autorun.Claim(ctx, e.ID, runT0.Add(tt.at), 2*time.Hour)
		require.NoError(t, err)
		assert.Equal(t, tt.want, ok, "claim at +%v", tt.at)
	}
}

func TestTwoRacingClaimsOnOneExpeditionLetOneThrough(t *testing.T) {
	for round := range 10 {
		s, _ := openTemp(t)
		ctx := context.Background()
		e := activeExpedition(t, s, "@a:x")
		require.NoError(t, s.Autorun.Set(ctx, e.ID, true))
		var wg sync.WaitGroup
		var mu sync.Mutex
		wins := 0
		for range 2 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				err := s.Tx(ctx, func(ctx context.Context) error {
					ok, err := s.Autorun.Claim(ctx, e.ID, runT0, 2*time.Hour)
					if ok {
						mu.Lock()
						wins++
						mu.Unlock()
					}
					return err
				})
				assert.NoError(t, err)
			}()
		}
		wg.Wait()
		assert.Equal(t, 1, wins, "round %d", round)
	}
}

func TestSavepointRollsBackOnlyItsOwnWrites(t *testing.T) {
	s, _ := openTemp(t)
	ctx := context.Background()
	boom := errors.New("refused")
	err := s.Tx(ctx, func(ctx context.Context) error {
		require.NoError(t, s.KV.Set(ctx, "kept", "1"))
		err := s.Savepoint(ctx, "step", func() error {
			require.NoError(t, s.KV.Set(ctx, "dropped", "1"))
			return boom
		})
		assert.ErrorIs(t, err, boom)
		return s.Savepoint(ctx, "step", func() error { return s.KV.Set(ctx, "also_kept", "1") })
	})
	require.NoError(t, err)
	for key, want := range map[string]bool{"kept": true, "dropped": false, "also_kept": true} {
		_, ok, err := s.KV.Get(ctx, key)
		require.NoError(t, err)
		assert.Equal(t, want, ok, key)
	}
}
