package dendrite

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestLastPanicNamesTheErrorTheStackTraceLeavesOut: the watchdog reports
// the last logrus panic line of the log, whose error the Go stack trace
// after it does not carry; a log without one says so, a long line is cut.
func TestLastPanicNamesTheErrorTheStackTraceLeavesOut(t *testing.T) {
	s := &Server{dir: t.TempDir()}
	assert.Contains(t, s.lastPanic(), "no such file", "no log yet")

	write := func(text string) {
		require.NoError(t, os.WriteFile(filepath.Join(s.dir, "dendrite.log"), []byte(text), 0o600))
	}
	write("time=1 level=info msg=started\n")
	assert.Equal(t, "none logged", s.lastPanic())

	write(`time=1 level=panic msg="first" error="old"
time=2 level=info msg=restarted
time=3 level=panic msg="roomserver output log: write new event failure" error="database is locked (5)"
panic: (*logrus.Entry) 0x1
goroutine 1 [running]:
`)
	assert.Equal(t, `time=3 level=panic msg="roomserver output log: write new event failure" error="database is locked (5)"`, s.lastPanic())

	write("level=panic msg=" + strings.Repeat("x", 2*maxPanicLine) + "\n")
	got := s.lastPanic()
	assert.True(t, strings.HasSuffix(got, "…"))
	assert.Len(t, got, maxPanicLine+len("…"))
}
