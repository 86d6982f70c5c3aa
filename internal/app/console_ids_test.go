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
	"github.com/gogobee/gogobee/internal/testutil/testdb"
)

// A scripted console session numbers its events from the seed, so rolls
// repeat on a fresh database, and a second session on the same database
// gets new event IDs: its commands are answered, not taken for replays.
func TestScriptedConsoleEventIDsRepeatOnAFreshDatabaseAndNeverCollide(t *testing.T) {
	play := func(path string) string {
		cfg, err := config.Load(func(string) (string, bool) { return "", false })
		require.NoError(t, err)
		cfg.DBPath = path
		var out bytes.Buffer
		require.NoError(t, PlayConsole(context.Background(), &cfg, ConsoleOptions{
			User: "@you:localhost", Seed: 3, Now: defaultConsoleStart,
			Input: strings.NewReader("!roll 3d20\n!roll 3d20\n"), Out: &out, Log: zerolog.Nop(),
		}))
		return out.String()
	}
	fresh1 := play(testdb.Path(t, "a.db"))
	fresh2 := play(testdb.Path(t, "b.db"))
	assert.Equal(t, fresh1, fresh2)
	assert.Equal(t, 2, strings.Count(fresh1, "🎲"))

	shared := testdb.Path(t, "shared.db")
	play(shared)
	again := play(shared)
	assert.Equal(t, 2, strings.Count(again, "🎲"), "the second session's rolls are answered")
}

// A console session on a kept database resumes the clock where the last
// one left it (unless --now says otherwise), so a rest or a fork timer does
// not start over.
func TestConsoleOnAKeptDatabaseResumesTheClock(t *testing.T) {
	cfg, err := config.Load(func(string) (string, bool) { return "", false })
	require.NoError(t, err)
	consoleDB(t, &cfg, "kept.db")
	play := func(input string, nowSet bool) string {
		var out bytes.Buffer
		require.NoError(t, PlayConsole(context.Background(), &cfg, ConsoleOptions{User: "@a:example.org", Seed: 1,
			Now: defaultConsoleStart, NowSet: nowSet, Input: strings.NewReader(input), Out: &out, Log: zerolog.Nop()}))
		return out.String()
	}
	first := play("/time +8h\n", false)
	assert.Contains(t, first, "time is now 2026-03-02 17:00 UTC")
	second := play("/time +1h\n", false)
	assert.Contains(t, second, "time is now 2026-03-02 18:00 UTC", "the second session starts at 17:00")
	third := play("/time +1h\n", true)
	assert.Contains(t, third, "time is now 2026-03-02 10:00 UTC", "--now wins")
}
