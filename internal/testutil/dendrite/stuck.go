package dendrite

import (
	"bytes"
	"io"
	"os"
)

// stuckAfter is how many refused events in a row ("database is locked
// (517)", or "interrupted (9)" while building one), with no event stored
// between them, mean the roomserver is wedged.
const stuckAfter = 3

// stuckWatch reads Dendrite's log as it grows and reports a wedged
// roomserver: Dendrite v0.13.8 on SQLite, after a client's request is cut
// off mid-transaction, can keep a stale read snapshot on a connection, and
// from then on every event it stores fails with SQLITE_BUSY_SNAPSHOT
// ("database is locked (517)") while the process stays up; likewise a
// request cancelled mid-query (the bot stopped during a /sync) can leave a
// connection interrupted, and from then on every event sent to the room
// fails to build with SQLITE_INTERRUPT ("interrupted (9)"). A real
// homeserver's supervisor would restart it on its failing health; the
// watchdog does the same. A stored event ("Sent event to roomserver")
// resets the count.
type stuckWatch struct {
	path    string
	offset  int64
	partial []byte
	locked  int
}

var (
	lockedLine      = []byte("database is locked (517)")
	interruptedLine = []byte("interrupted (9)")
	storedLine      = []byte("Sent event to roomserver")
)

// stuck reads what the log gained since the last call and reports whether
// stuckAfter refusals in a row have been seen; it then starts counting
// afresh. A log that cannot be read yet reports false.
func (w *stuckWatch) stuck() bool {
	f, err := os.Open(w.path)
	if err != nil {
		return false
	}
	defer f.Close()
	if info, err := f.Stat(); err == nil && info.Size() < w.offset {
		w.offset, w.partial = 0, nil // a new log: the restarted server's
	}
	if _, err := f.Seek(w.offset, io.SeekStart); err != nil {
		return false
	}
	more, err := io.ReadAll(f)
	if err != nil {
		return false
	}
	w.offset += int64(len(more))
	data := append(w.partial, more...)
	end := bytes.LastIndexByte(data, '\n') + 1
	w.partial = append([]byte(nil), data[end:]...)
	for _, line := range bytes.Split(data[:end], []byte("\n")) {
		switch {
		case bytes.Contains(line, storedLine):
			w.locked = 0
		case bytes.Contains(line, lockedLine) && bytes.Contains(line, []byte("SendEvents failed")),
			bytes.Contains(line, interruptedLine) && bytes.Contains(line, []byte("BuildEvent failed")):
			w.locked++
		}
	}
	if w.locked >= stuckAfter {
		w.locked = 0
		return true
	}
	return false
}
