// Package metrics is the operator's view of a running bot: Prometheus metrics
// from the official client library, and the /healthz and /readyz probes,
// served on GOGOBEE_METRICS_ADDR when it is set. The router, the outbox
// sender, the scheduler and the Matrix transport report to a *Metrics through
// small observer interfaces of their own packages; what lives in the database
// (outbox backlog, active expeditions) is read when Prometheus scrapes.
package metrics

import (
	"context"
	"sync/atomic"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"

	"github.com/gogobee/gogobee/internal/outbox"
	"github.com/gogobee/gogobee/internal/store"
)

// Job outcomes, the outcome label of gogobee_scheduler_jobs_total.
const (
	OutcomeOK    = "ok"
	OutcomeError = "error"
)

// Metrics holds every metric of one bot process. Its methods are safe for
// concurrent use; a nil *Metrics ignores every report.
type Metrics struct {
	// Registry is what /metrics serves: these metrics plus the Go runtime
	// and process collectors.
	Registry *prometheus.Registry

	store *store.Store
	now   func() time.Time

	commands    *prometheus.CounterVec
	latency     *prometheus.HistogramVec
	rateLimited prometheus.Counter
	refused     *prometheus.CounterVec
	sent        prometheus.Counter
	retried     prometheus.Counter
	failed      prometheus.Counter
	jobs        *prometheus.CounterVec
	lag         prometheus.Histogram

	lastTick atomic.Int64 // unix nanoseconds of the last scheduler tick, 0 = none
	lastSync atomic.Int64 // unix nanoseconds of the last stored sync position, 0 = none
}

// New returns the metrics of a bot on st. now is the wall clock (time.Now
// outside tests): ages and readiness are about real time, not the game
// clock.
func New(st *store.Store, now func() time.Time) *Metrics {
	m := &Metrics{
		Registry: prometheus.NewRegistry(),
		store:    st,
		now:      now,
		commands: counterVec("gogobee_commands_total",
			"Commands handled, by verb and outcome (ok, refused, error).", "verb", "outcome"),
		latency: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name:    "gogobee_command_duration_seconds",
			Help:    "Time to run a command, from looking up its verb to its commit (or refusal), by verb.",
			Buckets: []float64{.005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10},
		}, []string{"verb"}),
		rateLimited: counter("gogobee_rate_limited_total",
			"Messages stopped by the per-player rate limit (the same as gogobee_messages_refused_total{reason=\"rate_limited\"})."),
		refused: counterVec("gogobee_messages_refused_total",
			"Messages turned away without running a command, by reason (rate_limited, too_long, unreadable, bare_prefix, unknown_verb).", "reason"),
		sent: counter("gogobee_outbox_sent_total",
			"Outbox messages delivered to the homeserver."),
		retried: counter("gogobee_outbox_retries_total",
			"Outbox delivery attempts that failed and were scheduled again."),
		failed: counter("gogobee_outbox_failed_total",
			"Outbox messages given up after a permanent error (kept as failed in the database)."),
		jobs: counterVec("gogobee_scheduler_jobs_total",
			"Scheduled jobs run, by kind and outcome (ok, error).", "kind", "outcome"),
		lag: prometheus.NewHistogram(prometheus.HistogramOpts{
			Name:    "gogobee_scheduler_lag_seconds",
			Help:    "How late a scheduled job ran after its due time (game clock).",
			Buckets: []float64{1, 5, 15, 30, 60, 120, 300, 900, 3600, 6 * 3600, 24 * 3600},
		}),
	}
	for _, reason := range RefusedReasons() {
		m.refused.WithLabelValues(reason)
	}
	m.Registry.MustRegister(m.commands, m.latency, m.rateLimited, m.refused, m.sent, m.retried, m.failed, m.jobs, m.lag,
		collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}),
		&dbCollector{m: m},
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{
			Name: "gogobee_scheduler_last_tick_age_seconds",
			Help: "Seconds since the scheduler last looked for due jobs (it ticks every minute); -1 before the first tick.",
		}, func() float64 { return m.age(&m.lastTick) }),
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{
			Name: "gogobee_sync_position_age_seconds",
			Help: "Seconds since the Matrix transport last stored a sync position; -1 before the first sync (or in console mode).",
		}, func() float64 { return m.age(&m.lastSync) }),
	)
	return m
}

// age is the seconds since the time in t, or -1 when none is stored.
func (m *Metrics) age(t *atomic.Int64) float64 {
	v := t.Load()
	if v == 0 {
		return -1
	}
	return m.now().Sub(time.Unix(0, v)).Seconds()
}

// Command records one handled command: its verb (bot.UnknownVerb for one
// the registry does not know), its outcome (bot.OutcomeOK, OutcomeRefused,
// OutcomeError) and how long it took (bot.Observer).
func (m *Metrics) Command(verb, outcome string, took time.Duration) {
	if m == nil {
		return
	}
	if verb == "" {
		verb = "none"
	}
	m.commands.WithLabelValues(verb, outcome).Inc()
	m.latency.WithLabelValues(verb).Observe(took.Seconds())
}

// reasonRateLimited is the router's reason for a message the rate limit
// stopped (bot.RefusedRateLimited; this layer may not import the router's,
// and the whole-bot metrics test holds the two together).
const reasonRateLimited = "rate_limited"

// RefusedReasons returns the router's reasons for turning a message away (the
// bot.Refused* constants, which this layer may not import; internal/app's
// tests hold the two lists together). gogobee_messages_refused_total has
// a series for each from the start, at 0, so increase() sees the first.
func RefusedReasons() []string {
	return []string{reasonRateLimited, "too_long", "unreadable", "bare_prefix", "unknown_verb"}
}

// Refused records a message turned away without running a command, by
// reason (bot.RefusedRateLimited, RefusedTooLong ...; bot.Observer).
func (m *Metrics) Refused(reason string) {
	if m == nil {
		return
	}
	m.refused.WithLabelValues(reason).Inc()
	if reason == reasonRateLimited {
		m.rateLimited.Inc()
	}
}

// Sent records a delivered outbox message.
func (m *Metrics) Sent() {
	if m != nil {
		m.sent.Inc()
	}
}

// Retried records a failed delivery attempt that will be tried again.
func (m *Metrics) Retried() {
	if m != nil {
		m.retried.Inc()
	}
}

// GaveUp records an outbox message given up after a permanent error.
func (m *Metrics) GaveUp() {
	if m != nil {
		m.failed.Inc()
	}
}

// JobRan records a scheduled job of kind that ran lag after its due time,
// and whether it failed.
func (m *Metrics) JobRan(kind string, lag time.Duration, err error) {
	if m == nil {
		return
	}
	outcome := OutcomeOK
	if err != nil {
		outcome = OutcomeError
	}
	m.jobs.WithLabelValues(kind, outcome).Inc()
	m.lag.Observe(max(0, lag.Seconds()))
}

// Ticked records that the scheduler looked for due work.
func (m *Metrics) Ticked() {
	if m != nil {
		m.lastTick.Store(m.now().UnixNano())
	}
}

// Synced records that the Matrix transport stored a new sync position.
func (m *Metrics) Synced() {
	if m != nil {
		m.lastSync.Store(m.now().UnixNano())
	}
}

// dbCollector reads what lives in the database at scrape time: the outbox
// backlog and the active expeditions.
type dbCollector struct{ m *Metrics }

var (
	descDepth = prometheus.NewDesc("gogobee_outbox_depth",
		"Outbox messages waiting for delivery.", nil, nil)
	descOldest = prometheus.NewDesc("gogobee_outbox_oldest_age_seconds",
		"Age of the oldest outbox message waiting for delivery (0 when none waits).", nil, nil)
	descFailed = prometheus.NewDesc("gogobee_outbox_failed_messages",
		"Outbox messages given up and kept as failed for the admins.", nil, nil)
	descActive = prometheus.NewDesc("gogobee_expeditions_active",
		"Expeditions in the field (status active).", nil, nil)
)

func (c *dbCollector) Describe(ch chan<- *prometheus.Desc) {
	ch <- descDepth
	ch <- descOldest
	ch <- descFailed
	ch <- descActive
}

// Collect reads the database within a short deadline; a metric it cannot
// read is left out of this scrape (Prometheus shows the gap).
func (c *dbCollector) Collect(ch chan<- prometheus.Metric) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	if b, err := outbox.ReadBacklog(ctx, c.m.store); err == nil {
		oldest := 0.0
		if !b.OldestUnsent.IsZero() {
			oldest = max(0, c.m.now().Sub(b.OldestUnsent).Seconds())
		}
		ch <- prometheus.MustNewConstMetric(descDepth, prometheus.GaugeValue, float64(b.Unsent))
		ch <- prometheus.MustNewConstMetric(descOldest, prometheus.GaugeValue, oldest)
		ch <- prometheus.MustNewConstMetric(descFailed, prometheus.GaugeValue, float64(b.Failed))
	}
	if n, err := c.m.store.Expedition.CountActive(ctx); err == nil {
		ch <- prometheus.MustNewConstMetric(descActive, prometheus.GaugeValue, float64(n))
	}
}

// counter is a plain counter named name, described by help.
func counter(name, help string) prometheus.Counter {
	return prometheus.NewCounter(prometheus.CounterOpts{Name: name, Help: help})
}

// counterVec is a counter of name and help for each set of values of labels.
func counterVec(name, help string, labels ...string) *prometheus.CounterVec {
	return prometheus.NewCounterVec(prometheus.CounterOpts{Name: name, Help: help}, labels)
}
