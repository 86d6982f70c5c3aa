package metrics

import (
	"context"
	"net"
	"path/filepath"
	"testing"
	"time"

	"github.com/rs/zerolog"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/store"
)

func TestServeRefusesAnAddressItCannotListenOn(t *testing.T) {
	st, err := store.Open(context.Background(), filepath.Join(t.TempDir(), "m.db"), store.OpenOptions{})
	require.NoError(t, err)
	defer st.Close()
	m := New(st, time.Now)
	busy, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	defer busy.Close()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	err = m.Serve(ctx, busy.Addr().String(), false, zerolog.Nop())
	assert.ErrorContains(t, err, "metrics listener on "+busy.Addr().String())
}

func TestANilMetricsIgnoresReports(t *testing.T) {
	var m *Metrics
	assert.NotPanics(t, func() {
		m.Command("ping", "ok", time.Millisecond)
		m.Refused("rate_limited")
		m.Sent()
		m.Retried()
		m.GaveUp()
		m.JobRan("retention", time.Second, nil)
		m.Ticked()
		m.Synced()
	})
}
