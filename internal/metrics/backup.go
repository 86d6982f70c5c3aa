package metrics

import (
	"time"

	"github.com/prometheus/client_golang/prometheus"
)

// Backups are the nightly backup's metrics, present on /metrics only when
// GOGOBEE_BACKUP_DIR is set. Its methods are safe for concurrent use; a nil
// *Backups ignores every report.
type Backups struct {
	runs        *prometheus.CounterVec
	lastSuccess prometheus.Gauge
}

// Backups registers the nightly backup metrics and returns them: every
// attempt by outcome (OutcomeOK, OutcomeError), and the time of the last
// backup written, starting from last (the one the database records; zero
// when there was none, which shows as 0). A nil *Metrics returns nil.
func (m *Metrics) Backups(last time.Time) *Backups {
	if m == nil {
		return nil
	}
	b := &Backups{
		runs: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "gogobee_backups_total",
			Help: "Nightly backups attempted, by outcome (ok, error: nothing or not all was done; the log says why).",
		}, []string{"outcome"}),
		lastSuccess: prometheus.NewGauge(prometheus.GaugeOpts{
			Name: "gogobee_backup_last_success_timestamp",
			Help: "Unix time (seconds) of the last nightly backup written to GOGOBEE_BACKUP_DIR; 0 when none was.",
		}),
	}
	if !last.IsZero() {
		b.lastSuccess.Set(float64(last.Unix()))
	}
	b.runs.WithLabelValues(OutcomeOK)
	b.runs.WithLabelValues(OutcomeError) // both series exist from the start, so increase() sees the first error
	m.Registry.MustRegister(b.runs, b.lastSuccess)
	return b
}

// Ran records one nightly backup attempt: written is when its file was
// written (zero when none was) and err what went wrong (nil: all went
// well). An attempt that wrote its file but failed afterwards (recording or
// pruning) counts as an error and still moves the last success.
func (b *Backups) Ran(written time.Time, err error) {
	if b == nil {
		return
	}
	outcome := OutcomeOK
	if err != nil {
		outcome = OutcomeError
	}
	b.runs.WithLabelValues(outcome).Inc()
	if !written.IsZero() {
		b.lastSuccess.Set(float64(written.Unix()))
	}
}
