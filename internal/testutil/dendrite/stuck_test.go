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
	w := &stuckWatch{path: path}
	assert.False(t, w.stuck(), "no log yet")

	write := func(s string) {
		f, err := os.OpenFile(path, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o600)
		require.NoError(t, err)
		_, err = f.WriteString(s)
		require.NoError(t, err)
		require.NoError(t, f.Close())
	}
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
	w := &stuckWatch{path: path}
	require.NoError(t, os.WriteFile(path, []byte(interrupted+interrupted+stored+interrupted+interrupted), 0o600))
	assert.False(t, w.stuck(), "a stored event between resets the count")
	f, err := os.OpenFile(path, os.O_APPEND|os.O_WRONLY, 0o600)
	require.NoError(t, err)
	_, err = f.WriteString(interrupted)
	require.NoError(t, err)
	require.NoError(t, f.Close())
	assert.True(t, w.stuck(), "three in a row")
}
