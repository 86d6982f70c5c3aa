// Package dendrite runs a real, loopback-only Dendrite Matrix homeserver for the
// end-to-end tests (docs/architecture.md).
//
// It drives scripts/dev-homeserver.sh: Start builds Dendrite once into
// .cache/dendrite/bin (minutes the first time, instant afterwards), starts a fresh
// server with its SQLite databases in a test temporary directory on a free
// 127.0.0.1 port (the databases created in WAL mode first: createWALDatabases),
// and stops it when the test ends. Users are created through the
// shared-secret registration API.
//
// Tests that start a server carry the build tag e2e, so a plain `go test ./...`
// never builds or starts Dendrite:
//
//	CGO_ENABLED=0 go test -tags 'goolm e2e' ./...
package dendrite

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// ServerName is the Matrix server name of every test server: user IDs look like
// "@alice:localhost".
const ServerName = "localhost"

// ScriptEnv names the environment variable that overrides the path of
// dev-homeserver.sh; by default it is found by walking up from the working
// directory to the repository's scripts/ folder.
const ScriptEnv = "DENDRITE_SCRIPT"

const (
	scriptRel      = "scripts/dev-homeserver.sh"
	installTimeout = 15 * time.Minute // a cold build downloads and compiles Dendrite
	startTimeout   = 2 * time.Minute  // the script itself waits at most 60 s
	stopTimeout    = 30 * time.Second
	logTailLines   = 40
	maxPanicLine   = 1500 // bytes of a panic line the watchdog reports
)

// Server is one running Dendrite homeserver owned by a test.
type Server struct {
	url    string
	dir    string
	secret string
	script string

	restarts atomic.Int32 // times the watchdog started it again

	mu      sync.Mutex
	clients []*stuckWatch // clients' logs the watchdog reads (WatchClientLog)
}

// WatchClientLog has the watchdog also read the log of a client of this
// server (a bot process's JSON log at path): answers refused with a wedged
// connection's error there restart the server as its own log's do.
func (s *Server) WatchClientLog(path string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.clients = append(s.clients, clientWatch(path))
}

// wedged reports whether the server's own log or a client's shows it
// wedged; every watch reads what its log gained either way.
func (s *Server) wedged(own *stuckWatch) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	stuck := own.stuck()
	for _, c := range s.clients {
		stuck = c.stuck() || stuck
	}
	return stuck
}

// Start builds Dendrite if needed, starts a fresh homeserver in t.TempDir() on a
// free loopback port and registers a cleanup that stops it. It fails the test
// (t.Fatal) when the script is missing or the server does not come up within 60 s.
// On a failed test the tail of the server log is written to the test log.
func Start(t testing.TB) *Server {
	t.Helper()
	script, err := findScript()
	if err != nil {
		t.Fatalf("dendrite: %v", err)
	}
	s := &Server{dir: t.TempDir(), script: script}
	if out, err := s.run(installTimeout, nil, "install"); err != nil {
		t.Fatalf("dendrite: install failed: %v\n%s", err, out)
	}
	if err := createWALDatabases(s.dir); err != nil {
		t.Fatalf("dendrite: %v", err)
	}
	if out, err := s.run(startTimeout, []string{"DENDRITE_PORT=0"}, "start", s.dir); err != nil {
		t.Fatalf("dendrite: start failed: %v\n%s", err, out)
	}
	if extra, err := uncoveredDatabases(s.dir); err != nil || len(extra) > 0 {
		t.Errorf("dendrite: databases not created in WAL mode (update componentDatabases): %v %v", extra, err)
	}
	if s.url, err = readTrimmed(filepath.Join(s.dir, "url")); err != nil {
		t.Fatalf("dendrite: %v", err)
	}
	stop, watched := make(chan struct{}), make(chan struct{})
	go s.watch(t, stop, watched)
	t.Cleanup(func() {
		close(stop)
		<-watched
		if out, err := s.run(stopTimeout, nil, "stop", s.dir); err != nil {
			t.Errorf("dendrite: stop failed: %v\n%s", err, out)
		}
		if t.Failed() {
			t.Logf("dendrite: last lines of %s:\n%s", s.LogPath(), s.logTail(logTailLines))
		}
	})
	if s.secret, err = readTrimmed(filepath.Join(s.dir, "shared_secret")); err != nil {
		t.Fatalf("dendrite: %v", err)
	}
	return s
}

// watch is the test server's watchdog: Dendrite v0.13.8 on SQLite can
// panic on its own ("write new event failure ... database is locked
// (517)", when a client's request is cut off mid-transaction, as the bot's
// shutdown does), and a real homeserver would be restarted by its
// supervisor. So when the process is gone, watch starts it again on the
// same port and data (its log says so); the bot and the test players
// reconnect as they would in production. It does the same when the
// process lives but is wedged (stuckWatch: its roomserver, in its own log,
// or a client's answers, in a log WatchClientLog names). It returns when
// stop closes.
func (s *Server) watch(t testing.TB, stop <-chan struct{}, done chan<- struct{}) {
	defer close(done)
	port := s.url[strings.LastIndexByte(s.url, ':')+1:]
	tick := time.NewTicker(250 * time.Millisecond)
	defer tick.Stop()
	wedge := serverWatch(s.LogPath())
	for {
		select {
		case <-stop:
			return
		case <-tick.C:
		}
		if s.alive() {
			if !s.wedged(wedge) {
				continue
			}
			t.Logf("dendrite: the server refuses its clients (database is locked (517), or interrupted (9)); restarting it on port %s. Last lines of its log:\n%s", port, s.logTail(6))
			if out, err := s.run(stopTimeout, nil, "stop", s.dir); err != nil {
				t.Errorf("dendrite: stop before restart failed: %v\n%s", err, out)
				return
			}
		} else {
			t.Logf("dendrite: the server died; restarting it on port %s. Its last panic: %s\nLast lines of its log:\n%s",
				port, s.lastPanic(), s.logTail(12))
		}
		if out, err := s.run(startTimeout, []string{"DENDRITE_PORT=" + port}, "start", s.dir); err != nil {
			t.Errorf("dendrite: restart failed: %v\n%s", err, out)
			return
		}
		s.restarts.Add(1)
	}
}

// alive reports whether the process in the pid file runs (a zombie, which
// nobody reaped yet, does not).
func (s *Server) alive() bool {
	pid, err := readTrimmed(filepath.Join(s.dir, "pid"))
	if err != nil {
		return false
	}
	stat, err := os.ReadFile(filepath.Join("/proc", pid, "stat"))
	if err != nil {
		return false
	}
	i := bytes.LastIndexByte(stat, ')')
	return i >= 0 && i+2 < len(stat) && stat[i+2] != 'Z' && stat[i+2] != 'X'
}

// Restarts is how often the watchdog had to start the server again.
func (s *Server) Restarts() int { return int(s.restarts.Load()) }

// URL returns the homeserver's client API base URL, e.g. "http://127.0.0.1:34567".
func (s *Server) URL() string { return s.url }

// Dir returns the directory holding the server's config, databases and log.
func (s *Server) Dir() string { return s.dir }

// LogPath returns the path of the server's log file.
func (s *Server) LogPath() string { return filepath.Join(s.dir, "dendrite.log") }

// UserID returns the full Matrix user ID for localpart on this server.
func (s *Server) UserID(localpart string) string {
	return "@" + localpart + ":" + ServerName
}

// run executes the script with extra environment variables and returns its
// combined output.
func (s *Server) run(timeout time.Duration, env []string, args ...string) (string, error) {
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, "bash", append([]string{s.script}, args...)...)
	cmd.Env = append(os.Environ(), env...)
	var out bytes.Buffer
	cmd.Stdout = &out
	cmd.Stderr = &out
	// Dendrite redirects its own streams; this only guards against a stray child
	// holding the output pipe open.
	cmd.WaitDelay = 5 * time.Second
	err := cmd.Run()
	return out.String(), err
}

// logTail returns the last n lines of the server log, or a note why it cannot.
func (s *Server) logTail(n int) string {
	data, err := os.ReadFile(s.LogPath())
	if err != nil {
		return err.Error()
	}
	lines := strings.Split(strings.TrimRight(string(data), "\n"), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
}

// lastPanic returns the server log's last logrus panic line (level=panic,
// which carries the message and the error that the Go stack trace after
// it does not), cut to maxPanicLine bytes; "none logged" when there is
// none, or why the log cannot be read.
func (s *Server) lastPanic() string {
	data, err := os.ReadFile(s.LogPath())
	if err != nil {
		return err.Error()
	}
	i := bytes.LastIndex(data, []byte("level=panic"))
	if i < 0 {
		return "none logged"
	}
	start := bytes.LastIndexByte(data[:i], '\n') + 1
	line, _, _ := bytes.Cut(data[start:], []byte("\n"))
	if len(line) > maxPanicLine {
		line = append(line[:maxPanicLine:maxPanicLine], "…"...)
	}
	return string(line)
}

// findScript returns the path of dev-homeserver.sh: $DENDRITE_SCRIPT if set, else
// the first scripts/dev-homeserver.sh found walking up from the working directory.
func findScript() (string, error) {
	if p := os.Getenv(ScriptEnv); p != "" {
		return p, nil
	}
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		p := filepath.Join(dir, scriptRel)
		if _, err := os.Stat(p); err == nil {
			return p, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", errors.New(scriptRel + " not found above the working directory; set " + ScriptEnv)
		}
		dir = parent
	}
}

func readTrimmed(path string) (string, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return "", fmt.Errorf("reading %s: %w", filepath.Base(path), err)
	}
	return strings.TrimSpace(string(data)), nil
}
