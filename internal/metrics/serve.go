package metrics

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"sync"
	"time"

	"github.com/prometheus/client_golang/prometheus/promhttp"
	"github.com/rs/zerolog"
)

// Readiness limits of /readyz.
const (
	// MaxTickAge is how long the scheduler may go without a tick (it ticks
	// every minute) before the bot reports unready.
	MaxTickAge = 3 * time.Minute
	// MaxSyncAge is how long the Matrix transport may go without storing a
	// sync position (a long poll answers at least every 30 s) before the
	// bot reports the homeserver unreachable.
	MaxSyncAge = 5 * time.Minute
	// MaxDBWait is how long the readiness check waits for the database's
	// write lock: commands hold it for milliseconds, so a longer wait means
	// something holds the database.
	MaxDBWait = time.Second
)

// Ready reports whether the bot can do its work: the database can be read
// and written within MaxDBWait (store.Store.CheckReadWrite), the scheduler ticked within MaxTickAge and, when matrix is true,
// the homeserver answered a sync within MaxSyncAge. The error names the
// first thing that is not ready.
func (m *Metrics) Ready(ctx context.Context, matrix bool) error {
	if err := m.store.CheckReadWrite(ctx, MaxDBWait, m.now()); err != nil {
		return fmt.Errorf("database: %w", err)
	}
	if err := staleness("scheduler", "tick", m.age(&m.lastTick), MaxTickAge); err != nil {
		return err
	}
	if matrix {
		return staleness("homeserver", "sync", m.age(&m.lastSync), MaxSyncAge)
	}
	return nil
}

// staleness is the readiness error of what, whose last event (a tick, a
// sync) was age seconds ago (-1: none yet), nil within max: a bot just
// started says it has not had one yet rather than none for max.
func staleness(what, event string, age float64, max time.Duration) error {
	switch {
	case age < 0:
		return fmt.Errorf("%s: no %s yet since start", what, event)
	case age > max.Seconds():
		return fmt.Errorf("%s: no %s in the last %s", what, event, max)
	}
	return nil
}

// Handler serves GET /metrics (Prometheus text format), /healthz (200
// while the process runs) and /readyz (200 when Ready, else 503 with the
// reason). matrix says whether readiness includes the homeserver.
func (m *Metrics) Handler(matrix bool) http.Handler {
	mux := http.NewServeMux()
	mux.Handle("GET /metrics", promhttp.HandlerFor(m.Registry, promhttp.HandlerOpts{}))
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, _ *http.Request) {
		_, _ = w.Write([]byte("ok\n"))
	})
	mux.HandleFunc("GET /readyz", func(w http.ResponseWriter, r *http.Request) {
		ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
		defer cancel()
		if err := m.Ready(ctx, matrix); err != nil {
			http.Error(w, "not ready: "+err.Error(), http.StatusServiceUnavailable)
			return
		}
		_, _ = w.Write([]byte("ready\n"))
	})
	return mux
}

// Serve listens on addr (host:port) and serves Handler until ctx ends or
// stop is called, then shuts down within five seconds. stop ends the
// listener and waits for both its goroutines, so shutdown leaves none
// behind. A listen error (address in use, bad address) is returned at
// once, so the daemon refuses to start half-seen.
func (m *Metrics) Serve(ctx context.Context, addr string, matrix bool, log zerolog.Logger) (stop func(), err error) {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, fmt.Errorf("metrics listener on %s: %w", addr, err)
	}
	return m.serveOn(ctx, ln, matrix, log), nil
}

// serveOn is Serve on a listener already open, which it owns from then on.
func (m *Metrics) serveOn(ctx context.Context, ln net.Listener, matrix bool, log zerolog.Logger) (stop func()) {
	ctx, cancel := context.WithCancel(ctx)
	srv := &http.Server{Handler: m.Handler(matrix), ReadHeaderTimeout: 5 * time.Second}
	var running sync.WaitGroup
	running.Go(func() {
		<-ctx.Done()
		shut, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
		defer cancel()
		_ = srv.Shutdown(shut)
	})
	running.Go(func() {
		if err := srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
			log.Error().Err(err).Msg("metrics listener stopped")
		}
	})
	log.Info().Str("addr", ln.Addr().String()).Msg("metrics, /healthz and /readyz listening")
	return func() {
		cancel()
		running.Wait()
	}
}
