package dendrite

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const (
	refused = `level=error msg="SendEvents failed" error="InputRoomEventsResponse: updater.StoreEvent: d.Writer.Do: d.EventsTable.InsertEvent: database is locked (517)"` + "\n"
	stored  = `level=info msg="Sent event to roomserver" event_id="$x"` + "\n"
)

// Three refused events in a row, across reads and a line cut mid-write,
// mean a wedged roomserver; a stored event in between resets the count;
// a new, shorter log (the restarted server's) is read from its start.
func TestStuckWatchSeesAWedgedRoomserver(t *testing.T) {
	path := filepath.Join(t.TempDir(), "dendrite.log")
	w := serverWatch(path)
	assert.False(t, w.stuck(), "no log yet")

	write := func(s string) { appendLog(t, path, s) }
	write(refused + refused + stored + refused)
	assert.False(t, w.stuck(), "a stored event between resets the count")
	write(refused + refused[:20])
	assert.False(t, w.stuck(), "two in a row, the third still being written")
	write(refused[20:])
	assert.True(t, w.stuck(), "three in a row")
	assert.False(t, w.stuck(), "counting starts afresh")

	require.NoError(t, os.WriteFile(path, []byte(refused+refused+refused), 0o600))
	assert.True(t, w.stuck(), "the restarted server's shorter log is read from its start")
}

// A connection left interrupted after a cancelled request refuses every
// event it builds ("interrupted (9)", seen in CI for 20 s after the bot
// was stopped mid-sync): three in a row mean a wedged roomserver too.
func TestStuckWatchSeesAnInterruptedConnection(t *testing.T) {
	const interrupted = `level=error msg="eventutil.BuildEvent failed" error="interrupted (9)" req.method=PUT` + "\n"
	path := filepath.Join(t.TempDir(), "dendrite.log")
	w := serverWatch(path)
	require.NoError(t, os.WriteFile(path, []byte(interrupted+interrupted+stored+interrupted+interrupted), 0o600))
	assert.False(t, w.stuck(), "a stored event between resets the count")
	appendLog(t, path, interrupted)
	assert.True(t, w.stuck(), "three in a row")
}

// The bot's log shows a userapi wedged by an interrupted connection (its
// logins answered HTTP 500 "failed to create device: interrupted (9)",
// seen in CI for 30 s after the bot was stopped mid-sync, while Dendrite
// logged nothing): two such answers mean a wedge; other failures do not.
func TestClientWatchSeesRefusedLogins(t *testing.T) {
	const (
		refusedLogin = `{"level":"warn","component":"matrix","error":"M_UNKNOWN (HTTP 500): failed to create device: interrupted (9)","message":"cannot reach the homeserver to log in; retrying"}` + "\n"
		unreachable  = `{"level":"warn","component":"matrix","error":"dial tcp 127.0.0.1:1: connect: connection refused","message":"cannot reach the homeserver to log in; retrying"}` + "\n"
		otherError   = `{"level":"warn","component":"matrix","error":"M_FORBIDDEN (HTTP 403): Invalid password","message":"login failed"}` + "\n"
	)
	path := filepath.Join(t.TempDir(), "gogobee.log")
	w := clientWatch(path)
	require.NoError(t, os.WriteFile(path, []byte(unreachable+otherError+refusedLogin+unreachable), 0o600))
	assert.False(t, w.stuck(), "one refused login; the other failures are not a wedge")
	appendLog(t, path, refusedLogin)
	assert.True(t, w.stuck(), "two refused logins")
	assert.False(t, w.stuck(), "counting starts afresh")
}

// appendLog adds text to the log at path, as a running process would.
func appendLog(t *testing.T, path, text string) {
	t.Helper()
	f, err := os.OpenFile(path, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o600)
	require.NoError(t, err)
	_, err = f.WriteString(text)
	require.NoError(t, err)
	require.NoError(t, f.Close())
}
