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
//
// A client's log can show the same wedge where the server's log is silent:
// a login whose device the userapi cannot store is answered with HTTP 500
// "failed to create device: interrupted (9)" and logged nowhere by
// Dendrite. clientWatch reads such a log (the bot's) for those answers.
type stuckWatch struct {
	path    string
	offset  int64
	partial []byte
	locked  int
	// after is how many refusals in a row mean a wedge; refusal and
	// reset classify a log line.
	after   int
	refusal func(line []byte) bool
	reset   func(line []byte) bool
}

// serverWatch watches the Dendrite log at path for a wedged roomserver.
func serverWatch(path string) *stuckWatch {
	return &stuckWatch{path: path, after: stuckAfter, refusal: roomserverRefusal,
		reset: func(line []byte) bool { return bytes.Contains(line, storedLine) }}
}

// clientAfter is how many answers refused with a wedged connection's error
// a client sees before the server counts as wedged: a healthy Dendrite
// never answers "interrupted (9)" or "database is locked (517)" at all, so
// two are no accident, and the bot's login retries (1 s, 2 s, 4 s apart)
// reach the second within seconds.
const clientAfter = 2

// clientWatch watches a client's log at path (the bot's JSON log, whose
// request lines carry the homeserver's error) for answers a wedged
// connection gives; nothing but a restart resets it.
func clientWatch(path string) *stuckWatch {
	return &stuckWatch{path: path, after: clientAfter, refusal: clientRefusal,
		reset: func([]byte) bool { return false }}
}

var (
	lockedLine      = []byte("database is locked (517)")
	interruptedLine = []byte("interrupted (9)")
	storedLine      = []byte("Sent event to roomserver")
	serverErrorLine = []byte("HTTP 500")
)

// roomserverRefusal is an event the roomserver refused with a wedged
// connection's error.
func roomserverRefusal(line []byte) bool {
	return bytes.Contains(line, lockedLine) && bytes.Contains(line, []byte("SendEvents failed")) ||
		bytes.Contains(line, interruptedLine) && bytes.Contains(line, []byte("BuildEvent failed"))
}

// clientRefusal is an HTTP 500 answer carrying a wedged connection's error.
func clientRefusal(line []byte) bool {
	return bytes.Contains(line, serverErrorLine) &&
		(bytes.Contains(line, interruptedLine) || bytes.Contains(line, lockedLine))
}

// stuck reads what the log gained since the last call and reports whether
// w.after refusals in a row have been seen; it then starts counting
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
		case w.reset(line):
			w.locked = 0
		case w.refusal(line):
			w.locked++
		}
	}
	if w.locked >= w.after {
		w.locked = 0
		return true
	}
	return false
}
