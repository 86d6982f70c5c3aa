//go:build e2e

package e2e

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/gogobee/gogobee/internal/testutil/dendrite"
)

// botEnv is the configuration of one bot: the variables its process gets.
type botEnv struct {
	// Server is the test homeserver; its watchdog reads the bot's log
	// for answers a wedged server gives (dendrite.Server.WatchClientLog).
	Server     *dendrite.Server
	Homeserver string
	UserID     string
	Password   string
	DB         string
	Admins     string
	// MetricsAddr is GOGOBEE_METRICS_ADDR ("" leaves the listener off).
	MetricsAddr string
	// Extra are more NAME=value settings.
	Extra []string
}

// botProc is one running gogobee process.
type botProc struct {
	cmd  *exec.Cmd
	log  string
	done chan error
}

// startBot starts the bot binary with env (and nothing else from the test's
// environment, so a developer's GOGOBEE_* settings cannot leak in). Its log
// goes to a file that is printed when the test fails (or always, with
// GOGOBEE_E2E_LOGS=1).
func startBot(t *testing.T, env botEnv) *botProc {
	t.Helper()
	dir := t.TempDir()
	vars := []string{
		"PATH=" + os.Getenv("PATH"),
		"HOME=" + dir,
		"GOGOBEE_HOMESERVER=" + env.Homeserver,
		"GOGOBEE_USER_ID=" + env.UserID,
		"GOGOBEE_PASSWORD=" + env.Password,
		"GOGOBEE_DB=" + env.DB,
		"GOGOBEE_ADMINS=" + env.Admins,
		"GOGOBEE_DEV_CLOCK=1",
		"GOGOBEE_LOG_LEVEL=debug",
	}
	if env.MetricsAddr != "" {
		vars = append(vars, "GOGOBEE_METRICS_ADDR="+env.MetricsAddr)
	}
	b := startProcess(t, dir, append(vars, env.Extra...))
	if env.Server != nil {
		env.Server.WatchClientLog(b.log)
	}
	return b
}

// startProcess starts `gogobee run` in the working folder dir with exactly
// the environment vars; its log goes to a file in dir, printed as
// startBot's is.
func startProcess(t *testing.T, dir string, vars []string) *botProc {
	t.Helper()
	logPath := filepath.Join(t.TempDir(), "gogobee.log") // not in dir, which the test may inspect
	logFile, err := os.Create(logPath)
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(botBinary)
	cmd.Dir = dir
	cmd.Env = vars
	cmd.Stdout = logFile
	cmd.Stderr = logFile
	if err := cmd.Start(); err != nil {
		t.Fatalf("starting gogobee: %v", err)
	}
	b := &botProc{cmd: cmd, log: logPath, done: make(chan error, 1)}
	go func() {
		b.done <- cmd.Wait()
		logFile.Close()
	}()
	t.Cleanup(func() {
		_ = cmd.Process.Kill()
		<-b.done
		b.done <- nil
		if t.Failed() || os.Getenv("GOGOBEE_E2E_LOGS") != "" {
			data, _ := os.ReadFile(logPath)
			t.Logf("gogobee log (%s), last lines:\n%s", logPath, tail(string(data), 60))
		}
	})
	return b
}

// kill ends the bot with SIGKILL, as a crash or kill -9 would.
func (b *botProc) kill(t *testing.T) {
	t.Helper()
	if err := b.cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatalf("killing gogobee: %v", err)
	}
	err := <-b.done
	b.done <- err
}

// stop sends SIGTERM and returns the process's exit error (nil for exit
// status 0), failing the test if it has not ended within limit.
func (b *botProc) stop(t *testing.T, limit time.Duration) error {
	t.Helper()
	if err := b.cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatalf("signalling gogobee: %v", err)
	}
	select {
	case err := <-b.done:
		b.done <- err
		return err
	case <-time.After(limit):
		t.Fatalf("gogobee did not exit within %s of SIGTERM", limit)
	}
	return errors.New("unreachable")
}

func tail(s string, n int) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
}
