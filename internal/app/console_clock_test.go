package app

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/rs/zerolog"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/config"
)

// TestAdminClockInTheConsoleSaysHowTimeMoves: in `gogobee console` with
// GOGOBEE_DEV_CLOCK=1 the game clock is the console's own, so `!admin
// clock` shows it and names `/time`, the line that moves it, instead of
// saying the dev clock is off; a move asked of it changes nothing and
// `/time` moves the clock.
func TestAdminClockInTheConsoleSaysHowTimeMoves(t *testing.T) {
	env := map[string]string{"GOGOBEE_DEV_CLOCK": "1", "GOGOBEE_ADMINS": "@op:example.org"}
	cfg, err := config.Load(func(k string) (string, bool) { v, ok := env[k]; return v, ok })
	require.NoError(t, err)
	consoleDB(t, &cfg, "console.db")
	var out bytes.Buffer
	require.NoError(t, PlayConsole(context.Background(), &cfg, ConsoleOptions{
		User: "@op:example.org", Seed: 1, Now: defaultConsoleStart, NowSet: true,
		Input: strings.NewReader("!admin clock\n!admin clock +24h\n/time +24h\n!admin clock\n"),
		Out:   &out, Log: zerolog.Nop(),
	}))
	got := out.String()
	assert.NotContains(t, got, "The dev clock is off")
	assert.Contains(t, got, "🕰️ Game clock: 2026-03-02T09:00:00Z. This console keeps its own clock: `/time +24h`")
	assert.Equal(t, 2, strings.Count(got, "Game clock: 2026-03-02T09:00:00Z"), "`!admin clock +24h` moved nothing")
	assert.Contains(t, got, "Game clock: 2026-03-03T09:00:00Z", "/time moved it")
}
