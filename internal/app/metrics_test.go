package app

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/clock"
	"github.com/gogobee/gogobee/internal/config"
)

// get fetches path from h and returns the status and body.
func get(t *testing.T, h http.Handler, path string) (int, string) {
	t.Helper()
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, path, nil))
	body, err := io.ReadAll(rec.Result().Body)
	require.NoError(t, err)
	return rec.Code, string(body)
}

// sample returns the value of the sample line of /metrics text that starts
// with series (a metric name with its labels as Prometheus prints them).
func sample(t *testing.T, text, series string) float64 {
	t.Helper()
	m := regexp.MustCompile(`(?m)^` + regexp.QuoteMeta(series) + ` (\S+)$`).FindStringSubmatch(text)
	require.NotNil(t, m, "no sample %s in /metrics", series)
	v, err := strconv.ParseFloat(m[1], 64)
	require.NoError(t, err)
	return v
}

// After a scripted session /metrics has every metric the operators' guide
// names, with values that match what happened; /healthz answers while the
// process runs and /readyz turns unready when the database is closed.
func TestMetricsAfterAScriptedSession(t *testing.T) {
	ctx := context.Background()
	clk := clock.NewFake(defaultConsoleStart)
	// With nightly backups on, so their metrics are on /metrics too.
	dir := t.TempDir()
	b := openBot(t, filepath.Join(dir, "m.db"), clk, func(c *config.Config) { c.BackupDir = filepath.Join(dir, "backups") })
	// The backup worker stops before the folder is removed (clean-ups run
	// last first); the store is closed below, on purpose.
	t.Cleanup(func() { b.stopBackups() })
	b.sender.Observer = b.Metrics
	h := b.Metrics.Handler(false)

	code, _ := get(t, h, "/readyz")
	assert.Equal(t, http.StatusServiceUnavailable, code, "not ready before the scheduler's first tick")

	b.say(t, "$1", "@ann:example.org", "!ping")
	b.say(t, "$2", "@ann:example.org", "!char create Ann fighter")
	b.say(t, "$3", "@ann:example.org", "!char create Ann mage") // she has one already: refused
	b.say(t, "$4", "@ann:example.org", "!frobnicate")
	b.say(t, "$5", "@ann:example.org", "!")
	for i := range 12 { // past the burst of 8
		b.say(t, fmt.Sprintf("$burst%d", i), "@bob:example.org", "!ping")
	}
	_, err := b.Scheduler.AdvanceTo(ctx, clk, defaultConsoleStart.Add(48*time.Hour))
	require.NoError(t, err)

	code, text := get(t, h, "/metrics")
	require.Equal(t, http.StatusOK, code)
	assert.Equal(t, 1.0, sample(t, text, `gogobee_commands_total{outcome="ok",verb="char"}`))
	assert.Equal(t, 1.0, sample(t, text, `gogobee_commands_total{outcome="refused",verb="char"}`))
	assert.Equal(t, 1.0, sample(t, text, `gogobee_commands_total{outcome="refused",verb="unknown"}`), "an unknown verb never becomes a label")
	assert.GreaterOrEqual(t, sample(t, text, `gogobee_commands_total{outcome="ok",verb="ping"}`), 9.0)
	assert.Equal(t, 2.0, sample(t, text, `gogobee_command_duration_seconds_count{verb="char"}`))
	assert.Equal(t, 4.0, sample(t, text, `gogobee_rate_limited_total`), "12 at once: the 9th gets the notice, 3 more are covered by it")
	assert.Equal(t, 4.0, sample(t, text, `gogobee_messages_refused_total{reason="rate_limited"}`))
	assert.Equal(t, 1.0, sample(t, text, `gogobee_messages_refused_total{reason="unknown_verb"}`))
	assert.Equal(t, 1.0, sample(t, text, `gogobee_messages_refused_total{reason="bare_prefix"}`))
	assert.Positive(t, sample(t, text, `gogobee_outbox_sent_total`), "the replies went out")
	assert.Equal(t, 0.0, sample(t, text, `gogobee_outbox_retries_total`))
	assert.Equal(t, 0.0, sample(t, text, `gogobee_outbox_failed_total`))
	assert.Equal(t, 0.0, sample(t, text, `gogobee_outbox_failed_messages`))
	assert.GreaterOrEqual(t, sample(t, text, `gogobee_outbox_depth`), 0.0)
	assert.GreaterOrEqual(t, sample(t, text, `gogobee_outbox_oldest_age_seconds`), 0.0)
	assert.Equal(t, 0.0, sample(t, text, `gogobee_expeditions_active`))
	assert.Positive(t, sample(t, text, `gogobee_scheduler_jobs_total{kind="retention",outcome="ok"}`), "two days: the daily retention job ran")
	assert.Positive(t, sample(t, text, `gogobee_scheduler_lag_seconds_count`))
	age := sample(t, text, `gogobee_scheduler_last_tick_age_seconds`)
	assert.True(t, age >= 0 && age < 60, "the scheduler just ticked: %v s ago", age)
	assert.Equal(t, -1.0, sample(t, text, `gogobee_sync_position_age_seconds`), "no homeserver here: no sync yet")
	assert.Contains(t, text, "go_goroutines ", "the Go runtime collector")
	for _, doc := range []string{"../../docs/operations.md", "../../docs/grafana-dashboard.json"} {
		src, err := os.ReadFile(doc)
		require.NoError(t, err)
		names := regexp.MustCompile(`gogobee_[a-z_]+`).FindAllString(string(src), -1)
		require.NotEmpty(t, names, doc)
		for _, n := range names {
			n = strings.TrimSuffix(strings.TrimSuffix(n, "_bucket"), "_")
			assert.Regexp(t, `(?m)^# TYPE `+n+` `, text, "%s names %s, which /metrics does not have", doc, n)
		}
	}

	code, body := get(t, h, "/healthz")
	assert.Equal(t, http.StatusOK, code)
	assert.Equal(t, "ok\n", body)
	code, _ = get(t, h, "/readyz")
	assert.Equal(t, http.StatusOK, code, "database answers, the scheduler ticked")
	code, body = get(t, b.Metrics.Handler(true), "/readyz")
	assert.Equal(t, http.StatusServiceUnavailable, code)
	assert.Contains(t, body, "homeserver", "in Matrix mode readiness needs a recent sync")
	b.Metrics.Synced()
	code, _ = get(t, b.Metrics.Handler(true), "/readyz")
	assert.Equal(t, http.StatusOK, code)

	require.NoError(t, b.Store.Close())
	code, body = get(t, h, "/readyz")
	assert.Equal(t, http.StatusServiceUnavailable, code)
	assert.Contains(t, body, "database")
	code, _ = get(t, h, "/healthz")
	assert.Equal(t, http.StatusOK, code, "the process still runs")
}
